// value.hpp: the host's generic data value (JSON-shaped): property values, log arguments,
// knowledge facts, decision answers and record contents are all Values.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace rt {
using Value = nlohmann::json;

// Short, single-line rendering of a value for error messages.
inline std::string brief(const Value& v) {
  std::string s = v.dump();
  if (s.size() > 80) s = s.substr(0, 77) + "...";
  return s;
}
}  // namespace rt
