// value.hpp: the host's generic data value (JSON-shaped): property values, log arguments,
// knowledge facts, decision answers and record contents are all Values.
#pragma once
#include <stdexcept>
#include <string>

namespace rt {
// A broken precondition inside the JSON library (above all: reading a missing key through a
// const Value's operator[], which nlohmann leaves undefined: it reads past the map's end) is
// an exception naming where it happened, which the commands report as an internal error,
// instead of undefined behaviour.
[[noreturn]] inline void json_precondition_failed(const char* what, const char* file, int line) {
  throw std::logic_error(std::string("JSON precondition failed: ") + what + " (" + file + ":" + std::to_string(line) + ")");
}
}  // namespace rt
#define JSON_ASSERT(x) ((x) ? static_cast<void>(0) : ::rt::json_precondition_failed(#x, __FILE__, __LINE__))
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
