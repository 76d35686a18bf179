// layout_boards.cpp: reads the table layout's boards, numbers per seat and hands
// (docs/lua-api.md, "The table layout"): boards with rows of cards, counts and markers in the
// middle of the table; a number per seat on its plate; the cards a seat holds hidden, drawn in its
// own private panel. Missing fields take harmless defaults.
#include <algorithm>

#include "layout.hpp"

namespace rt::ui {

namespace {
const Value& field(const Value& v, const char* key) {
  static const Value none;
  return v.is_object() && v.contains(key) ? v[key] : none;
}
std::string str(const Value& v, const char* key, const std::string& def = "") {
  const Value& f = field(v, key);
  return f.is_string() ? f.get<std::string>() : def;
}
int integer(const Value& v, const char* key, int def) {
  const Value& f = field(v, key);
  return f.is_number_integer() ? static_cast<int>(std::clamp<long long>(f.get<long long>(), -1000, 1000)) : def;
}
// A list, or one object taken as a list of one.
std::vector<const Value*> items(const Value& v) {
  std::vector<const Value*> out;
  if (v.is_array())
    for (auto& x : v) out.push_back(&x);
  else if (v.is_object())
    out.push_back(&v);
  return out;
}
Look look(const Value& v) { return Look{str(v, "text"), str(v, "color")}; }
std::map<std::string, Look> looks(const Value& v) {
  std::map<std::string, Look> out;
  if (v.is_object())
    for (auto it = v.begin(); it != v.end(); ++it) out[it.key()] = look(it.value());
  return out;
}
ValueRef value_ref(const Value& v) {
  ValueRef r;
  if (v.is_string()) r.counter = v.get<std::string>();
  r.counter = str(v, "counter", r.counter);
  const Value& key = field(v, "key");
  r.key = key.is_string() ? key.get<std::string>() : key.is_number_integer() ? std::to_string(key.get<long long>()) : "";
  return r;
}
CardSpec card_spec(const Value& c) {
  CardSpec spec;
  spec.kind = str(c, "kind");
  spec.label = str(c, "label");
  spec.face = str(c, "face", "role");
  spec.color_by = str(c, "color_by");
  const Value& colors = field(c, "colors");
  if (colors.is_object())
    for (auto it = colors.begin(); it != colors.end(); ++it)
      if (it.value().is_string()) spec.colors[it.key()] = it.value().get<std::string>();
  return spec;
}
BoardRowSpec row_spec(const Value& r) {
  BoardRowSpec row;
  row.kind = str(r, "kind", "count");
  row.label = str(r, "label");
  row.value = value_ref(r);
  row.zone = str(r, "zone");
  row.then_zone = str(r, "then_zone");
  row.slots = std::max(0, integer(r, "slots", integer(r, "max", 0)));
  row.min = integer(r, "min", 0);
  row.max = integer(r, "max", 0);
  row.span = value_ref(field(r, "span"));
  row.look = str(r, "look", "disc");
  row.color = str(r, "color", "gold");
  row.card = card_spec(r);
  row.values = looks(field(r, "values"));
  for (const Value* z : items(field(r, "zones"))) row.zones.push_back({str(*z, "zone"), look(*z)});
  for (const Value* p : items(field(r, "parts"))) row.parts.push_back({value_ref(*p), look(*p)});
  row.min_color = str(r, "min_color");
  row.max_color = str(r, "max_color");
  return row;
}
}  // namespace

void parse_board_pieces(const Value& v, TableLayout& l) {
  for (const Value* h : items(field(v, "hand")))
    if (!str(*h, "kind").empty()) l.hand.push_back(card_spec(*h));
  for (const Value* n : items(field(v, "seat_numbers")))
    l.seat_numbers.push_back({str(*n, "counter"), str(*n, "zone"), str(*n, "label"), str(*n, "look", "disc"),
                              str(*n, "color", "gold"), std::max(0, integer(*n, "max", 0))});
  l.board_columns = std::clamp(integer(v, "board_columns", 0), 0, 12);
  for (const Value* b : items(field(v, "boards"))) {
    BoardSpec board;
    board.label = str(*b, "label");
    const Value& status = field(*b, "status");
    board.status = value_ref(status);
    board.status_looks = looks(field(status, "values"));
    for (auto& h : field(status, "hidden").is_array() ? field(status, "hidden") : Value::array())
      if (h.is_string()) board.hidden.push_back(h.get<std::string>());
    const Value& seats = field(*b, "seats");
    board.seats = value_ref(seats);
    board.seats_value = str(seats, "value");
    for (const Value* r : items(field(*b, "rows"))) board.rows.push_back(row_spec(*r));
    l.boards.push_back(std::move(board));
  }
}

}  // namespace rt::ui
