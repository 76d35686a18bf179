// layout_order.hpp: the order in which a game's table layout (game{}.table_layout) names its
// counters, for the front ends that list counters in words (the terminal, the phones' page).
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "../core/value.hpp"

namespace rt {

// The counters the layout names, in its order: its tokens, seat marks, seat numbers, banners,
// tracks and boards, each part in the order it lists them (an entry's own `counter` before what
// it holds), then its other parts; a counter named twice keeps its first place.
inline std::vector<std::string> layout_counter_order(const Value& layout) {
  std::vector<std::string> out;
  std::function<void(const Value&)> walk = [&](const Value& v) {
    if (v.is_object()) {
      if (auto it = v.find("counter"); it != v.end() && it->is_string() &&
                                       std::find(out.begin(), out.end(), it->get<std::string>()) == out.end())
        out.push_back(it->get<std::string>());
      for (auto it = v.begin(); it != v.end(); ++it)
        if (it.key() != "counter") walk(it.value());
    } else if (v.is_array()) {
      for (const Value& x : v) walk(x);
    }
  };
  if (!layout.is_object()) return out;
  for (const char* part : {"tokens", "seat_marks", "seat_numbers", "banners", "tracks", "boards"})
    if (layout.contains(part)) walk(layout[part]);
  walk(layout);  // the layout's other parts (what was named already keeps its place)
  return out;
}

}  // namespace rt
