// layout_order.hpp: the order in which a game's table layout (game{}.table_layout) names its
// counters, and the banners it raises, for the front ends that list counters in words (the
// terminal, the phones' page).
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "../core/value.hpp"

namespace rt {

// The counters the layout names, in its order: its tokens, seat marks, seat numbers, banners,
// tracks and boards, each part in the order it lists them (an entry's own `counter`, then a
// board's status and seats, before what it holds), then its other parts; a counter named twice keeps its first place.
inline std::vector<std::string> layout_counter_order(const Value& layout) {
  std::vector<std::string> out;
  std::function<void(const Value&)> walk = [&](const Value& v) {
    if (v.is_object()) {
      if (auto it = v.find("counter"); it != v.end() && it->is_string() &&
                                       std::find(out.begin(), out.end(), it->get<std::string>()) == out.end())
        out.push_back(it->get<std::string>());
      // A board's own status and seats before its rows (an object's keys come sorted).
      for (const char* own : {"status", "seats"})
        if (auto it = v.find(own); it != v.end()) walk(*it);
      for (auto it = v.begin(); it != v.end(); ++it)
        if (it.key() != "counter" && it.key() != "status" && it.key() != "seats") walk(it.value());
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

// The layout's banners as [counter, {value: text key}] pairs, in its order (the phones' page gets
// them as data; the table view draws them from the layout itself).
inline Value layout_banners(const Value& layout) {
  Value out = Value::array();
  if (!layout.is_object() || !layout.contains("banners") || !layout["banners"].is_array()) return out;
  for (const Value& b : layout["banners"]) {
    if (!b.is_object() || !b.contains("counter") || !b["counter"].is_string() || !b.contains("values")) continue;
    Value keys = Value::object();
    if (b["values"].is_object())
      for (auto it = b["values"].begin(); it != b["values"].end(); ++it)
        if (it->is_object() && it->contains("text") && (*it)["text"].is_string()) keys[it.key()] = (*it)["text"];
    out.push_back(Value::array({b["counter"], keys}));
  }
  return out;
}

// The text keys of the banners up now: a banner is up while its counter holds one of its values
// (a number matches its value written as a string), as the table view shows it.
inline std::vector<std::string> banner_keys(const Value& layout, const Value& counters) {
  std::vector<std::string> out;
  if (!counters.is_object()) return out;
  for (const Value& b : layout_banners(layout)) {
    auto c = counters.find(b[0].get<std::string>());
    if (c == counters.end() || !(c->is_string() || c->is_number_integer())) continue;
    const std::string v = c->is_string() ? c->get<std::string>() : std::to_string(c->get<long long>());
    if (auto k = b[1].find(v); k != b[1].end()) out.push_back(k->get<std::string>());
  }
  return out;
}

}  // namespace rt
