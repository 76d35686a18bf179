// identical.hpp: whether two Values are the same value of the same types all through. Value's ==
// takes 1 and 1.0 for the same; a script tells them apart (math.type), so what a script is handed
// is compared with this.
#pragma once
#include "value.hpp"

namespace rt {

inline bool identical(const Value& a, const Value& b) {
  if (a.type() != b.type()) return false;
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto x = a.begin(), y = b.begin(); x != a.end(); ++x, ++y)
      if (x.key() != y.key() || !identical(x.value(), y.value())) return false;
    return true;
  }
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!identical(a[i], b[i])) return false;
    return true;
  }
  return a == b;
}

}  // namespace rt
