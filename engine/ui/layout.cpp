// layout.cpp: reads game{}.table_layout. Missing fields take harmless defaults.
#include "layout.hpp"

#include <algorithm>

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
// The field `key` of an object, or null: a layout is a game's (or a mod's) table, any shape.
const Value& field(const Value& v, const char* key) {
  static const Value none;
  return v.is_object() && v.contains(key) ? v[key] : none;
}
long long integer(const Value& v, const char* key, long long def) {
  const Value& f = field(v, key);
  return f.is_number_integer() ? f.get<long long>() : def;
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
  for (auto& m : list(v, "seat_marks"))
    l.seat_marks.push_back({str(m, "counter"), str(m, "label"), looks(field(m, "values")), str(m, "edge", "bottom")});
  for (auto& t : list(v, "tracks")) {
    TrackSpec s;
    s.kind = str(t, "kind", "steps");
    s.label = str(t, "label");
    s.sizes = str(t, "sizes");
    s.results = str(t, "results");
    s.current = str(t, "current");
    s.slot_label = str(t, "slot_label");
    s.result_looks = looks(field(t, "result_looks"));
    if (t.contains("mark")) {
      s.mark_counter = str(field(t, "mark"), "counter");
      s.mark_text = str(field(t, "mark"), "text");
      s.mark_above = integer(field(t, "mark"), "above", 1);
    }
    if (t.contains("counts")) {
      s.counts_counter = str(field(t, "counts"), "counter");
      s.counts_text = str(field(t, "counts"), "text");
      s.counts_color = str(field(t, "counts"), "color", "red");
    }
    for (auto& m : list(t, "slot_marks")) s.slot_marks.push_back({str(m, "counter"), str(m, "label"), looks(field(m, "values"))});
    s.counter = str(t, "counter");
    s.last_color = str(t, "last_color");
    s.steps = static_cast<int>(std::clamp<long long>(integer(t, "steps", 0), 0, 100));
    l.tracks.push_back(std::move(s));
  }
  for (auto& b : list(v, "banners")) l.banners.push_back({str(b, "counter"), looks(field(b, "values"))});
  auto card_spec = [&](const Value& c) {
    CardSpec spec;
    spec.kind = str(c, "kind");
    spec.label = str(c, "label");
    spec.face = str(c, "face", "role");
    spec.color_by = str(c, "color_by");
    spec.colors = strings(field(c, "colors"));
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
      c.colors = strings(field(it.value(), "colors"));
      c.is_public = field(it.value(), "public").is_boolean() && field(it.value(), "public").get<bool>();
      c.curtain = str(it.value(), "curtain");
      l.choices[it.key()] = std::move(c);
    }
  if (v.is_object()) l.log_colors = strings(field(v, "log_colors"));
  for (auto& f : list(v, "public_facts"))
    if (f.is_string()) l.public_facts.push_back(f.get<std::string>());
  const Value& moments = field(v, "moments");
  if (moments.is_object())
    for (auto it = moments.begin(); it != moments.end(); ++it) {
      MomentSpec m;
      m.kind = str(it.value(), "kind", "line");
      m.counter = str(it.value(), "counter");
      for (auto& f : list(it.value(), "faces"))
        m.faces.push_back({str(f, "arg"), Look{str(f, "text"), str(f, "color")}});
      l.moments[it.key()] = std::move(m);
    }
  if (const Value& h = field(v, "history"); h.is_object()) {
    l.history.counter = str(h, "counter");
    l.history.label = str(h, "label");
    l.history.quest = str(h, "quest");
    l.history.leader = str(h, "leader");
    l.history.team = str(h, "team");
    l.history.fails = str(h, "fails");
    l.history.overturned = str(h, "overturned");
    l.history.first = str(h, "first");
    l.history.votes = looks(field(h, "votes"));
    l.history.results = looks(field(h, "results"));
  }
  l.winners = str(v, "winners");
  const Value& elim = field(v, "eliminated");
  if (elim.is_object()) l.eliminated.push_back({str(elim, "counter"), str(elim, "label")});
  for (auto& e : list(v, "eliminated")) l.eliminated.push_back({str(e, "counter"), str(e, "label")});
  if (const Value& art = field(v, "art"); art.is_object())
    for (auto it = art.begin(); it != art.end(); ++it) l.art[it.key()] = strings(it.value());
  l.sounds = strings(field(v, "sounds"));
  parse_board_pieces(v, l);
  return l;
}

const CardSpec* held_spec(const TableLayout& layout, const Value& entity) {
  const Value& k = field(entity, "kind");
  const std::string kind = k.is_string() ? k.get<std::string>() : "";
  for (const CardSpec& h : layout.held)
    if (h.kind == kind) return &h;
  return nullptr;
}

}  // namespace rt::ui
