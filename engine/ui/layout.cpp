// layout.cpp: reads game{}.table_layout. Missing fields take harmless defaults.
#include "layout.hpp"

namespace rt::ui {

namespace {
std::string str(const Value& v, const char* key, const std::string& def = "") {
  return v.is_object() && v.contains(key) && v[key].is_string() ? v[key].get<std::string>() : def;
}
std::map<std::string, Look> looks(const Value& v) {
  std::map<std::string, Look> out;
  if (!v.is_object()) return out;
  for (auto it = v.begin(); it != v.end(); ++it) out[it.key()] = Look{str(it.value(), "text"), str(it.value(), "color")};
  return out;
}
std::map<std::string, std::string> strings(const Value& v) {
  std::map<std::string, std::string> out;
  if (v.is_object())
    for (auto it = v.begin(); it != v.end(); ++it)
      if (it.value().is_string()) out[it.key()] = it.value().get<std::string>();
  return out;
}
const Value& list(const Value& v, const char* key) {
  static const Value empty = Value::array();
  return v.is_object() && v.contains(key) && v[key].is_array() ? v[key] : empty;
}
}  // namespace

TableLayout parse_layout(const Value& v) {
  TableLayout l;
  for (auto& t : list(v, "tokens"))
    l.tokens.push_back({str(t, "counter"), str(t, "label"), str(t, "look", "disc"), str(t, "color", "gold")});
  for (auto& m : list(v, "seat_marks")) l.seat_marks.push_back({str(m, "counter"), str(m, "label"), looks(m.value("values", Value()))});
  for (auto& t : list(v, "tracks")) {
    TrackSpec s;
    s.kind = str(t, "kind", "steps");
    s.label = str(t, "label");
    s.sizes = str(t, "sizes");
    s.results = str(t, "results");
    s.current = str(t, "current");
    s.slot_label = str(t, "slot_label");
    s.result_looks = looks(t.value("result_looks", Value()));
    if (t.contains("mark")) {
      s.mark_counter = str(t["mark"], "counter");
      s.mark_text = str(t["mark"], "text");
      s.mark_above = t["mark"].value("above", 1LL);
    }
    for (auto& m : list(t, "slot_marks")) s.slot_marks.push_back({str(m, "counter"), str(m, "label"), looks(m.value("values", Value()))});
    s.counter = str(t, "counter");
    s.last_color = str(t, "last_color");
    s.steps = t.value("steps", 0);
    l.tracks.push_back(std::move(s));
  }
  for (auto& b : list(v, "banners")) l.banners.push_back({str(b, "counter"), looks(b.value("values", Value()))});
  auto card_spec = [&](const Value& c) {
    CardSpec spec;
    spec.kind = str(c, "kind");
    spec.label = str(c, "label");
    spec.face = str(c, "face", "role");
    spec.color_by = str(c, "color_by");
    spec.colors = strings(c.value("colors", Value()));
    return spec;
  };
  if (v.is_object() && v.contains("cards")) l.cards = card_spec(v["cards"]);
  for (auto& h : list(v, "held"))
    if (!str(h, "kind").empty()) l.held.push_back(card_spec(h));
  if (v.is_object() && v.contains("choices") && v["choices"].is_object())
    for (auto it = v["choices"].begin(); it != v["choices"].end(); ++it) {
      ChoiceSpec c;
      c.look = str(it.value(), "look");
      for (auto& o : list(it.value(), "all"))
        if (o.is_string()) c.all.push_back(o.get<std::string>());
      c.colors = strings(it.value().value("colors", Value()));
      l.choices[it.key()] = std::move(c);
    }
  if (v.is_object()) l.log_colors = strings(v.value("log_colors", Value()));
  return l;
}

const CardSpec* held_spec(const TableLayout& layout, const Value& entity) {
  const std::string kind = entity.value("kind", "");
  for (const CardSpec& h : layout.held)
    if (h.kind == kind) return &h;
  return nullptr;
}

}  // namespace rt::ui
