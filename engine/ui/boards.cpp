// boards.cpp: draws the table layout's boards (in the middle of the table, after the tracks),
// the numbers on the seats' plates and the viewer's hand in its private panel (boards.hpp).
#include "boards.hpp"

#include <algorithm>
#include <cmath>

#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

const Value* lookup(const Value& view, const ValueRef& ref) {
  const Value& c = view["counters"];
  if (ref.counter.empty() || !c.contains(ref.counter)) return nullptr;
  const Value* v = &c[ref.counter];
  // The key is a path: fields and 1-based indexes joined by dots ("river.position").
  size_t from = 0;
  while (v && from <= ref.key.size() && !ref.key.empty()) {
    const size_t dot = ref.key.find('.', from);
    const std::string part = ref.key.substr(from, dot == std::string::npos ? std::string::npos : dot - from);
    if (v->is_object()) {
      v = v->contains(part) ? &(*v)[part] : nullptr;
    } else if (v->is_array()) {
      const int i = std::atoi(part.c_str());
      v = i >= 1 && i <= static_cast<int>(v->size()) ? &(*v)[i - 1] : nullptr;
    } else {
      v = nullptr;
    }
    if (dot == std::string::npos) break;
    from = dot + 1;
  }
  return v;
}

namespace {

std::string as_text(const Value& v) { return v.is_string() ? v.get<std::string>() : v.is_null() ? "" : v.dump(); }

const Value* zone_of(const Value& view, const std::string& id) {
  for (auto& z : view["zones"])
    if (z.value("id", "") == id) return &z;
  return nullptr;
}

const Value* entity_of(const Value& view, const Value& id) {
  for (auto& e : view["entities"])
    if (e["id"] == id) return &e;
  return nullptr;
}

std::string zone_for_seat(const std::string& pattern, int seat) {
  std::string z = pattern;
  const auto at = z.find("{seat}");
  if (at != std::string::npos) z.replace(at, 6, std::to_string(seat));
  return z;
}

// A card's name on a small card: <game>.<face>.<value>.short when the game has that text (e.g.
// just the number of a numbered card), else <game>.<face>.<value>, else the value itself.
std::string face_text(const TextContext& t, const CardSpec& spec, const Value& props) {
  if (!props.contains(spec.face)) return "";
  const std::string value = as_text(props[spec.face]);
  const std::string key = t.game + "." + spec.face + "." + value;
  if (t.catalog.has_text("en", key + ".short")) return t.tr(key + ".short");
  return t.catalog.has_text("en", key) ? t.tr(key) : value;
}
// Its full name, for the tooltip.
std::string full_face_text(const TextContext& t, const CardSpec& spec, const Value& props) {
  if (!props.contains(spec.face)) return "";
  const std::string value = as_text(props[spec.face]);
  const std::string key = t.game + "." + spec.face + "." + value;
  return t.catalog.has_text("en", key) ? t.tr(key) : value;
}

// The smallest text a board or a hand card draws, in pixels: below it a name is not read.
constexpr float kMinTextPx = 10.5f;

// A card's name broken into lines at its spaces, each line at most `width` wide when it can be
// (a word longer than that stays whole: the card is made wide enough for its longest word).
std::vector<std::string> wrap_words(ImFont* f, const std::string& text, float width, float fs) {
  std::vector<std::string> lines;
  std::string line, word;
  auto flush_word = [&] {
    if (word.empty()) return;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_size(f, joined, 0, fs).x > width) lines.push_back(line), line = word;
    else line = joined;
    word.clear();
  };
  for (char c : text) {
    if (c == ' ') flush_word();
    else word += c;
  }
  flush_word();
  if (!line.empty()) lines.push_back(line);
  return lines;
}
float widest_word(ImFont* f, const std::string& text, float fs) {
  float w = 0;
  size_t from = 0;
  while (from <= text.size()) {
    const size_t sp = text.find(' ', from);
    const std::string word = text.substr(from, sp == std::string::npos ? std::string::npos : sp - from);
    w = std::max(w, text_size(f, word, 0, fs).x);
    if (sp == std::string::npos) break;
    from = sp + 1;
  }
  return w;
}

// A small card: its colour, its name centred on as many lines as its width needs (at fs pixels),
// or the back when face down. k scales the corners and the frame.
void small_card(ImDrawList* dl, ImVec2 a, ImVec2 b, const std::string& title, ImU32 accent, bool face_down, float k,
                float fs, bool ring = false) {
  const float r = 3 * k;
  if (face_down) {
    dl->AddRectFilled(a, b, IM_COL32(44, 52, 84, 255), r);
    dl->AddRect(ImVec2(a.x + 2 * k, a.y + 2 * k), ImVec2(b.x - 2 * k, b.y - 2 * k), IM_COL32(120, 130, 170, 200), r, 0, 1.0f);
  } else {
    dl->AddRectFilled(a, b, accent, r);
    ImFont* f = fonts().bold;
    const std::vector<std::string> lines = wrap_words(f, title, b.x - a.x - 2 * k, fs);
    const float lh = fs, top = (a.y + b.y) / 2 - lh * lines.size() / 2;
    dl->PushClipRect(a, b, true);
    for (size_t i = 0; i < lines.size(); ++i)
      draw_text_centered(dl, f, ImVec2((a.x + b.x) / 2, top + lh * (i + 0.5f)), IM_COL32(20, 20, 24, 255), lines[i], fs);
    dl->PopClipRect();
  }
  dl->AddRect(a, b, ring ? color("gold") : IM_COL32(16, 16, 20, 255), r, 0, ring ? 3.0f : 1.0f);
}

struct Geometry {
  float ks, k;
  // The sizes of a board's texts in pixels: its title, its lines (labels, counts, names) and the
  // names on its small cards; never under kMinTextPx.
  float title_px() const { return std::max(kMinTextPx, fonts().bold->FontSize * k); }
  float line_px() const { return std::max(kMinTextPx, fonts().body->FontSize * k * 0.85f); }
  float card_px() const { return std::max(kMinTextPx, fonts().bold->FontSize * k * 0.8f); }
  float width() const { return 176 * ks; }
  float pad() const { return 5 * ks; }
  float title_h() const { return title_px(); }
  float line_h() const { return line_px() + 3 * ks; }
  float card_w() const { return 19 * ks; }
  float card_h() const { return 26 * ks; }
  float gap() const { return 2 * ks; }
};

// The cards lying on a cards row, in order: its zone's, then its then_zone's. A card the view
// holds no entity for (a zone whose cards are face down to everyone) is a null, drawn as a back.
std::vector<const Value*> row_lying(const Value& view, const BoardRowSpec& row) {
  std::vector<const Value*> out;
  for (const std::string* id : {&row.zone, &row.then_zone}) {
    const Value* z = id->empty() ? nullptr : zone_of(view, *id);
    if (!z) continue;
    const int count = z->value("count", 0);
    const Value* ids = z->contains("entities") && (*z)["entities"].is_array() ? &(*z)["entities"] : nullptr;
    for (int i = 0; i < count; ++i)
      out.push_back(ids && i < static_cast<int>(ids->size()) ? entity_of(view, (*ids)[i]) : nullptr);
  }
  return out;
}

// How many cards a cards row shows (what lies there, at least its places).
int row_cards(const Value& view, const BoardRowSpec& row) {
  return std::max(static_cast<int>(row_lying(view, row).size()), row.slots);
}

// A row's label takes what its text needs (at least a third of the board, at most 60%, or 75%
// before a count written as a number).
float label_width(const TextContext& t, const Geometry& g, const BoardRowSpec& row) {
  if (row.label.empty()) return 0;
  const float inner = g.width() - 2 * g.pad();
  const float need = text_size(fonts().body, t.tr(row.label), 0, g.line_px()).x + 6 * g.ks;
  const bool number = row.kind == "count" && (row.slots <= 0 || row.slots > 8);
  return std::clamp(need, inner * 0.34f, inner * (number ? 0.7f : 0.6f));
}

// A board's title on as many lines as its width needs (next to its status chip, if any).
std::vector<std::string> title_lines(const TextContext& t, const Geometry& g, const BoardSpec& b, float width) {
  std::vector<std::string> lines = wrap_words(fonts().bold, t.tr(b.label), width, g.title_px());
  if (lines.empty()) lines.push_back("");
  return lines;
}

// The face-up names a cards row shows.
std::vector<std::string> row_titles(const TextContext& t, const Value& view, const BoardRowSpec& row) {
  std::vector<std::string> out;
  for (const Value* e : row_lying(view, row))
    if (e && (*e)["props"].contains(row.card.face)) out.push_back(face_text(t, row.card, (*e)["props"]));
  return out;
}
// A cards row's card width: the usual one, or wider so the longest word of a name fits.
float row_card_w(const TextContext& t, const Geometry& g, const Value& view, const BoardRowSpec& row, float inner) {
  float w = g.card_w();
  for (const std::string& title : row_titles(t, view, row))
    w = std::max(w, widest_word(fonts().bold, title, g.card_px()) + 4 * g.ks);
  w = std::min(w, inner);
  // A little narrower when that lays all the row's cards on one line (nine places on a board
  // wrapped to a second line of one place); never under 80% of the usual width.
  const int n = row_cards(view, row);
  const float one_line = (inner + g.gap()) / std::max(1, n) - g.gap() - 0.01f * g.ks;
  if (n * (w + g.gap()) > inner + g.gap() && one_line >= 0.8f * w) w = one_line;
  return w;
}
// A cards row's card height: the usual one, or taller for a name on several lines.
float row_card_h(const TextContext& t, const Geometry& g, const Value& view, const BoardRowSpec& row, float cw) {
  size_t lines = 1;
  for (const std::string& title : row_titles(t, view, row))
    lines = std::max(lines, wrap_words(fonts().bold, title, cw - 2 * g.ks, g.card_px()).size());
  return std::max(g.card_h(), lines * g.card_px() + 6 * g.ks);
}

float row_height(const TextContext& t, const Geometry& g, const Value& view, const BoardRowSpec& row) {
  if (row.kind == "cards") {
    if (row_cards(view, row) == 0) return 0;  // nothing there and no places: no row
    const float inner = g.width() - 2 * g.pad() - label_width(t, g, row);
    const float cw = row_card_w(t, g, view, row, inner), ch = row_card_h(t, g, view, row, cw);
    const int per_line = std::max(1, static_cast<int>((inner + g.gap()) / (cw + g.gap())));
    const int lines = std::max(1, (row_cards(view, row) + per_line - 1) / per_line);
    return lines * (ch + g.gap()) + g.gap();
  }
  if (row.kind == "chips") {  // a line of chips, or no row while the list is empty
    const Value* v = lookup(view, row.value);
    if (!v || !v->is_array() || v->empty()) return 0;
  }
  return g.line_h() + 2 * g.ks;
}

bool board_shown(const Value& view, const BoardSpec& b) {
  const Value* st = lookup(view, b.status);
  if (!st) return true;
  return std::find(b.hidden.begin(), b.hidden.end(), as_text(*st)) == b.hidden.end();
}

float status_chip_w(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b);
bool chip_below(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b);
float title_room(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b);

// The names of the seats at a board, joined by commas into lines at most `width` wide (a name is
// never broken).
std::vector<std::string> seat_lines(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b,
                                    float width) {
  std::vector<std::string> lines;
  const Value* at_seats = lookup(view, b.seats);
  std::string line;
  for (int i = 0; at_seats && at_seats->is_array() && i < static_cast<int>(at_seats->size()); ++i) {
    if (as_text((*at_seats)[i]) != b.seats_value || i >= static_cast<int>(t.names.size())) continue;
    const std::string joined = line.empty() ? t.names[i] : line + ", " + t.names[i];
    if (!line.empty() && text_size(fonts().body, joined + ",", 0, g.line_px()).x > width) {
      lines.push_back(line + ",");
      line = t.names[i];
    } else {
      line = joined;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

float board_height(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b) {
  const float inner = g.width() - 2 * g.pad();
  float h = g.pad() + (title_lines(t, g, b, title_room(t, g, view, b)).size() + (chip_below(t, g, view, b) ? 1 : 0)) * g.title_h() +
            3 * g.ks;
  if (!b.seats.counter.empty()) h += std::max<size_t>(1, seat_lines(t, g, view, b, inner).size()) * g.line_h();
  for (auto& r : b.rows) h += row_height(t, g, view, r);
  return h + g.pad();
}

// Draws one row inside [x0, x1] from y; the tooltip and trace name the board.
void draw_row(const TextContext& t, const Value& view, const BoardRowSpec& row, const Geometry& g, ImDrawList* dl,
              float x0, float x1, float y, const std::string& board, const std::string& id) {
  ImFont* body = fonts().body;
  const float lh = g.line_h();
  const float h = row_height(t, g, view, row);
  const std::string label = row.label.empty() ? "" : t.tr(row.label);
  if (!label.empty()) {
    float fs = g.line_px();
    const std::string shown = fit_text(body, label, label_width(t, g, row) - 4 * g.ks, fs, 1.0f);
    draw_text(dl, body, ImVec2(x0, y + (std::min(h, lh + 2 * g.ks) - fs) / 2), color("white", 0.7f), shown, 0, fs);
    x0 += label_width(t, g, row);
  }
  const float cy = y + (std::min(h, lh + 2 * g.ks)) / 2;
  const std::string what = board + (label.empty() ? "" : " / " + label);
  if (row.kind == "cards") {
    const std::vector<const Value*> lying = row_lying(view, row);
    const int count = static_cast<int>(lying.size());
    const int shown = std::max(count, row.slots);
    const float cw = row_card_w(t, g, view, row, x1 - x0), ch = row_card_h(t, g, view, row, cw);
    const int per_line = std::max(1, static_cast<int>((x1 - x0 + g.gap()) / (cw + g.gap())));
    for (int i = 0; i < shown; ++i) {
      const ImVec2 a(x0 + (i % per_line) * (cw + g.gap()), y + g.gap() + (i / per_line) * (ch + g.gap()));
      const ImVec2 b(a.x + cw, a.y + ch);
      if (i >= count) {  // an empty place
        dl->AddRect(a, b, IM_COL32(200, 210, 200, 90), 3 * g.ks, 0, 1.0f);
        continue;
      }
      const Value* e = lying[i];
      const Value props = e ? (*e)["props"] : Value::object();
      const bool up = props.contains(row.card.face);
      const std::string title = up ? face_text(t, row.card, props) : "";
      small_card(dl, a, b, title, card_color(row.card, props), !up, g.ks, g.card_px());
      trace().texts.push_back(what + ": " + (up ? title : "?"));
      if (up && hover_rect(id + ".card." + std::to_string(i + 1), a, b))
        rules_tooltip(t.catalog, t.lang, full_face_text(t, row.card, props), card_rules_key(t, row.card.face, props));
    }
    return;
  }
  const Value* v = lookup(view, row.value);
  std::string tip;
  if (row.kind == "count") {
    const int n = v && v->is_number() ? static_cast<int>(v->get<double>()) : 0;
    const int max = row.slots;
    tip = std::to_string(n) + (max > 0 ? "/" + std::to_string(max) : "");
    const float r = std::min(lh * 0.32f, max > 0 ? (x1 - x0) / (max * 2.4f) : lh);
    if (max > 0 && max <= 8) {
      for (int i = 0; i < max; ++i) {
        const ImVec2 c(x0 + r * 1.2f + i * r * 2.4f, cy);
        if (i < n) draw_token(dl, c, r, row.look, color(row.color));
        else dl->AddCircle(c, r, IM_COL32(200, 210, 200, 110), 16, 1.0f);
      }
    } else {  // the number, after a token when there is room for both
      const float fs = std::max(kMinTextPx, fonts().bold->FontSize * g.k * 0.9f);
      const bool token = x0 + r * 2.8f + text_size(fonts().bold, tip, 0, fs).x <= x1;
      if (token) draw_token(dl, ImVec2(x0 + r * 1.2f, cy), r, row.look, color(row.color));
      draw_text(dl, fonts().bold, ImVec2(token ? x0 + r * 2.8f : x0, cy - fs / 2), color("white"), tip, 0, fs);
    }
  } else if (row.kind == "tally") {
    // Places filled by each part's count in turn (e.g. one side's tokens, then the other's), the rest empty.
    int total = 0;
    std::vector<std::pair<int, std::string>> runs;
    for (const auto& part : row.parts) {
      const Value* pv = lookup(view, part.value);
      const int n = pv && pv->is_number() ? std::max(0, static_cast<int>(pv->get<double>())) : 0;
      runs.push_back({n, part.look.color});
      total += n;
      tip += (tip.empty() ? "" : ", ") + t.tr(part.look.text) + " " + std::to_string(n);
    }
    const int places = std::max(total, row.slots);
    const float r = std::min(lh * 0.34f, (x1 - x0) / (std::max(1, places) * 2.2f));
    int i = 0;
    for (auto& [n, col] : runs)
      for (int j = 0; j < n; ++j, ++i) draw_token(dl, ImVec2(x0 + r * 1.1f + i * r * 2.2f, cy), r, row.look, color(col));
    for (; i < places; ++i) dl->AddCircle(ImVec2(x0 + r * 1.1f + i * r * 2.2f, cy), r, IM_COL32(200, 210, 200, 110), 16, 1.0f);
  } else if (row.kind == "list") {
    const int n = v && v->is_array() ? static_cast<int>(v->size()) : 0;
    const int places = std::max(n, row.slots);
    const float r = std::min(lh * 0.32f, (x1 - x0) / (std::max(1, places) * 2.3f));
    std::map<std::string, int> tally;
    for (int i = 0; i < places; ++i) {
      const ImVec2 c(x0 + r * 1.15f + i * r * 2.3f, cy);
      if (i >= n) {
        dl->AddCircle(c, r, IM_COL32(200, 210, 200, 110), 16, 1.0f);
        continue;
      }
      auto look = row.values.find(as_text((*v)[i]));
      const std::string col = look != row.values.end() ? look->second.color : "gray";
      draw_token(dl, c, r, row.look, color(col));
      if (look != row.values.end()) ++tally[t.tr(look->second.text)];
    }
    for (auto& [name, count] : tally) tip += (tip.empty() ? "" : ", ") + name + " " + std::to_string(count);
  } else if (row.kind == "chips") {
    // A chip with its words for each value of a list counter, in the value's look; they share
    // the line (keep the words short: a chip's text is shortened, never shrunk, to its share).
    const int n = v && v->is_array() ? static_cast<int>(v->size()) : 0;
    const float gap = 3 * g.ks, share = n > 0 ? (x1 - x0 - gap * (n - 1)) / n : 0;
    float x = x0;
    for (int i = 0; i < n; ++i) {
      auto look = row.values.find(as_text((*v)[i]));
      const std::string words = look != row.values.end() ? t.tr(look->second.text) : as_text((*v)[i]);
      const std::string col = look != row.values.end() && !look->second.color.empty() ? look->second.color : "gray";
      float fs = g.line_px();
      const std::string shown = fit_text(body, words, share - 6 * g.ks, fs, 1.0f);  // (never under the boards' least size)
      const float w = text_size(body, shown, 0, fs).x + 6 * g.ks;
      const ImVec2 a(x, cy - g.line_h() / 2), b(x + w, cy + g.line_h() / 2);
      dl->AddRectFilled(a, b, color(col, 0.45f), 4 * g.ks);
      draw_text(dl, body, ImVec2(x + 3 * g.ks, cy - fs / 2), color("white"), shown, 0, fs);
      tip += (tip.empty() ? "" : ", ") + words;
      x += w + gap;
    }
  } else if (row.kind == "position") {
    int lo = std::min(row.min, row.max), hi = std::max(row.min, row.max);
    if (const Value* span = lookup(view, row.span); span && span->is_number_integer())
      hi = std::clamp(span->get<int>(), 0, 20), lo = -hi;
    const int at = v && v->is_number() ? static_cast<int>(v->get<double>()) : 0;
    const int n = hi - lo + 1;
    const float step = (x1 - x0) / n, r = std::min(lh * 0.3f, step * 0.4f);
    for (int i = 0; i < n; ++i) {
      const ImVec2 c(x0 + step * (i + 0.5f), cy);
      const bool here = lo + i == at;
      const bool end = i == 0 || i == n - 1;
      const std::string& end_color = i == 0 ? row.min_color : row.max_color;
      dl->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r),
                        end && !end_color.empty() ? color(end_color, 0.8f)
                        : end ? IM_COL32(70, 80, 100, 255) : IM_COL32(40, 70, 100, 255), 2 * g.ks);
      if (here) draw_token(dl, c, r * 1.25f, row.look, color(row.color));
    }
    tip = std::to_string(at);
  } else if (row.kind == "zones") {
    const int n = std::max<size_t>(1, row.zones.size());
    const float share = (x1 - x0) / n;
    for (int i = 0; i < static_cast<int>(row.zones.size()); ++i) {
      const auto& [zone, look] = row.zones[i];
      const Value* z = zone_of(view, zone);
      const int count = z ? z->value("count", 0) : 0;
      const float zx = x0 + i * share;
      const ImVec2 a(zx, cy - lh * 0.4f), b(zx + lh * 0.55f, cy + lh * 0.4f);
      dl->AddRectFilled(ImVec2(a.x + 2 * g.ks, a.y - 2 * g.ks), ImVec2(b.x + 2 * g.ks, b.y - 2 * g.ks),
                        color(look.color.empty() ? "gray" : look.color, 0.5f), 2 * g.ks);
      dl->AddRectFilled(a, b, color(look.color.empty() ? "gray" : look.color), 2 * g.ks);
      const std::string name = t.tr(look.text);
      float fs = g.line_px();
      const std::string line = fit_text(fonts().body, std::to_string(count) + " " + name, share - (b.x - a.x) - 8 * g.ks, fs, 1.0f);
      draw_text(dl, fonts().body, ImVec2(b.x + 5 * g.ks, cy - fs / 2), color("white", 0.9f), line, 0, fs);
      trace().texts.push_back(what + ": " + name + " " + std::to_string(count));
      if (hover_rect(id + ".zone." + std::to_string(i + 1), a, ImVec2(zx + share, b.y)))
        ImGui::SetTooltip("%s: %d", name.c_str(), count);
    }
    return;
  }
  trace().texts.push_back(what + ": " + tip);
  if (hover_rect(id, ImVec2(x0, y), ImVec2(x1, y + h)))
    ImGui::SetTooltip("%s: %s", (label.empty() ? board : label).c_str(), tip.c_str());
}

// The room the status chip takes at the right of the title (0 without one).
float status_chip_w(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b) {
  const Value* st = lookup(view, b.status);
  auto look = st ? b.status_looks.find(as_text(*st)) : b.status_looks.end();
  if (look == b.status_looks.end() || look->second.text.empty()) return 0;
  const float fs = std::max(kMinTextPx, fonts().body->FontSize * g.k * 0.8f);
  return text_size(fonts().body, t.tr(look->second.text), 0, fs).x + 12 * g.ks;
}
// Whether the status chip takes a line of its own under the title (the title's longest word and
// the chip do not fit side by side).
bool chip_below(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b) {
  const float w = status_chip_w(t, g, view, b);
  return w > 0 && widest_word(fonts().bold, t.tr(b.label), g.title_px()) + w > g.width() - 2 * g.pad();
}
float title_room(const TextContext& t, const Geometry& g, const Value& view, const BoardSpec& b) {
  return g.width() - 2 * g.pad() - (chip_below(t, g, view, b) ? 0 : status_chip_w(t, g, view, b));
}

void draw_board(const TextContext& t, const Value& view, const BoardSpec& b, const Geometry& g, ImDrawList* dl,
                ImVec2 at, float h, const std::string& id) {
  const ImVec2 end(at.x + g.width(), at.y + h);
  const Value* st = lookup(view, b.status);
  auto look = st ? b.status_looks.find(as_text(*st)) : b.status_looks.end();
  const bool has_look = look != b.status_looks.end();
  dl->AddRectFilled(at, end, IM_COL32(28, 44, 38, 240), 6 * g.ks);
  dl->AddRect(at, end, has_look && !look->second.color.empty() ? color(look->second.color) : IM_COL32(150, 130, 90, 200),
              6 * g.ks, 0, has_look ? 2.5f : 1.5f);
  note_area(id, at.x, at.y, end.x, end.y);
  dl->PushClipRect(at, end, true);
  const float x0 = at.x + g.pad(), x1 = end.x - g.pad();
  float y = at.y + g.pad();
  // The title, and the status as a chip at the right.
  ImFont* bold = fonts().bold;
  ImFont* body = fonts().body;
  const std::string title = t.tr(b.label);
  // The status chip: at the right of the title's first line, or on a line of its own under it.
  const std::vector<std::string> lines = title_lines(t, g, b, title_room(t, g, view, b));
  const float room = title_room(t, g, view, b);
  if (has_look && !look->second.text.empty()) {
    const float fs = std::max(kMinTextPx, body->FontSize * g.k * 0.8f);
    const std::string chip = t.tr(look->second.text);
    const ImVec2 sz = text_size(body, chip, 0, fs);
    const float cy = chip_below(t, g, view, b) ? y + lines.size() * g.title_h() : y;
    const ImVec2 c0(x1 - sz.x - 8 * g.ks, cy), c1(x1, cy + g.title_h());
    dl->AddRectFilled(c0, c1, color(look->second.color.empty() ? "gray" : look->second.color, 0.95f), 4 * g.ks);
    draw_text(dl, body, ImVec2(c0.x + 4 * g.ks, cy + (g.title_h() - fs) / 2), IM_COL32(20, 20, 24, 255), chip, 0, fs);
  }
  const float fs = g.title_px();
  for (const std::string& line : lines) {
    float lfs = fs;
    draw_text(dl, bold, ImVec2(x0, y), IM_COL32(240, 232, 210, 255), fit_text(bold, line, room, lfs, 1.0f), 0, lfs);
    y += g.title_h();
  }
  if (chip_below(t, g, view, b)) y += g.title_h();
  y += 3 * g.ks;
  // The seats that are at this board, on as many lines as they need.
  if (!b.seats.counter.empty()) {
    const std::vector<std::string> lines = seat_lines(t, g, view, b, x1 - x0);
    std::string names;
    for (const std::string& line : lines) names += (names.empty() ? "" : " ") + line;  // lines end with ","
    float ly = y;
    for (const std::string& line : lines) {
      float ns = g.line_px();
      draw_text(dl, body, ImVec2(x0, ly), color("gold"), fit_text(body, line, x1 - x0, ns, 1.0f), 0, ns);
      ly += g.line_h();
    }
    if (!names.empty()) {
      trace().texts.push_back(title + ": " + names);
      if (hover_rect(id + ".seats", ImVec2(x0, y), ImVec2(x1, ly))) ImGui::SetTooltip("%s", names.c_str());
    }
    y += std::max<size_t>(1, lines.size()) * g.line_h();
  }
  for (size_t r = 0; r < b.rows.size(); ++r) {
    draw_row(t, view, b.rows[r], g, dl, x0, x1, y, title, id + ".row." + std::to_string(r + 1));
    y += row_height(t, g, view, b.rows[r]);
  }
  dl->PopClipRect();
}

}  // namespace

ImVec2 boards_pass(App& app, const TextContext& t, const Value& view, ImVec2 top, float ks, ImDrawList* dl,
                   std::vector<Rect>* rows, int columns) {
  const TableLayout& layout = app.layout();
  const Geometry g{ks, ks / app.settings().scale};
  std::vector<int> shown;
  for (int i = 0; i < static_cast<int>(layout.boards.size()); ++i)
    if (board_shown(view, layout.boards[i])) shown.push_back(i);
  if (shown.empty()) return ImVec2(0, 0);
  const int n = static_cast<int>(shown.size());
  const int cols = columns > 0 ? std::min(n, columns)
                   : layout.board_columns > 0 ? std::min(n, layout.board_columns)
                                            : std::max(1, static_cast<int>(std::ceil(std::sqrt(n * 1.6))));
  const float gap = 8 * ks;
  float y = top.y, w = 0;
  for (int first = 0; first < n; first += cols) {
    const int count = std::min(cols, n - first);
    float h = 0;
    for (int j = 0; j < count; ++j) h = std::max(h, board_height(t, g, view, layout.boards[shown[first + j]]));
    const float row_w = count * g.width() + (count - 1) * gap;
    w = std::max(w, row_w);
    if (rows) rows->push_back(Rect{top.x - row_w / 2, y, top.x + row_w / 2, y + h});
    for (int j = 0; dl && j < count; ++j) {
      const int b = shown[first + j];
      draw_board(t, view, layout.boards[b], g, dl, ImVec2(top.x - row_w / 2 + j * (g.width() + gap), y), h,
                 "board." + std::to_string(b + 1));
    }
    y += h + gap;
  }
  return ImVec2(w, y - top.y);
}

bool counted_zone(const TableLayout& layout, const std::string& zone_id, int seat) {
  for (const SeatNumberSpec& n : layout.seat_numbers)
    if (!n.zone.empty() && zone_for_seat(n.zone, seat) == zone_id) return true;
  return false;
}

float draw_seat_numbers(App& app, const TextContext& t, const Value& view, int seat, ImVec2 at, float ks,
                        float max_width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* bold = fonts().bold;
  const float k = ks / app.settings().scale;
  const float fs = bold->FontSize * k * 0.85f, r = 6 * ks;
  float x = at.x;
  for (const SeatNumberSpec& spec : app.layout().seat_numbers) {
    int n = 0;
    bool known = false;
    if (!spec.counter.empty()) {
      const Value* v = lookup(view, ValueRef{spec.counter, std::to_string(seat)});
      if (v && v->is_number()) n = static_cast<int>(v->get<double>()), known = true;
    } else if (const Value* z = zone_of(view, zone_for_seat(spec.zone, seat))) {
      n = z->value("count", 0), known = true;
    }
    if (!known) continue;
    const std::string number = std::to_string(n);
    const float w = r * 2 + 2 * ks + text_size(bold, number, 0, fs).x + 6 * ks;
    if (x + w - at.x > max_width) break;
    if (spec.look == "card") {
      dl->AddRectFilled(ImVec2(x, at.y - r), ImVec2(x + r * 1.5f, at.y + r), color(spec.color), 2 * ks);
      dl->AddRect(ImVec2(x, at.y - r), ImVec2(x + r * 1.5f, at.y + r), IM_COL32(20, 20, 24, 255), 2 * ks, 0, 1.0f);
    } else {
      draw_token(dl, ImVec2(x + r, at.y), r, spec.look, color(spec.color));
    }
    draw_text(dl, bold, ImVec2(x + r * 2 + 2 * ks, at.y - fs / 2), IM_COL32(240, 240, 245, 255), number, 0, fs);
    const std::string label = t.tr(spec.label);
    trace().texts.push_back(label + " " + number + ": " + t.names[seat - 1]);
    if (hover_rect("number." + (spec.counter.empty() ? spec.zone : spec.counter) + "." + std::to_string(seat),
                   ImVec2(x, at.y - r), ImVec2(x + w, at.y + r)))
      ImGui::SetTooltip("%s: %s%s", label.c_str(), number.c_str(),
                        spec.max > 0 ? ("/" + std::to_string(spec.max)).c_str() : "");
    x += w;
  }
  return x - at.x;
}

bool in_hand(const TableLayout& layout, const Value& entity) {
  const std::string kind = entity.value("kind", "");
  for (const CardSpec& h : layout.hand)
    if (h.kind == kind) return true;
  return false;
}

namespace {
const CardSpec* hand_spec(const TableLayout& layout, const Value& entity) {
  const std::string kind = entity.value("kind", "");
  for (const CardSpec& h : layout.hand)
    if (h.kind == kind) return &h;
  return nullptr;
}
// The request the viewer may answer by clicking its hand now (live table, its own turn).
const Value* hand_request(App& app, const Value& view) {
  const Value& req = view["decision"];
  if (app.screen() != Screen::Table || !app.game() || !req.is_object() || req.value("answered", false)) return nullptr;
  if (req.value("kind", "") != "pick_entities") return nullptr;
  const TableController& g = *app.game();
  if (g.mode() != ScreenMode::Private || g.in_reveal() || g.human_to_act() != g.screen_seat()) return nullptr;
  return &req;
}
bool offered(const Value* req, int id) {
  if (!req) return false;
  for (auto& e : (*req)["entities"])
    if (e.is_number_integer() && e.get<int>() == id) return true;
  return false;
}
}  // namespace

bool card_look(const TextContext& t, const TableLayout& layout, const Value& entity, std::string& title, ImU32& fill,
               bool full_name) {
  const Value& props = entity.contains("props") ? entity["props"] : Value::object();
  const CardSpec* spec = hand_spec(layout, entity);
  if (!spec)
    for (const BoardSpec& b : layout.boards)
      for (const BoardRowSpec& r : b.rows)
        if (!spec && r.kind == "cards" && props.contains(r.card.face) &&
            r.card.colors.count(as_text(props[r.card.face])))
          spec = &r.card;
  if (!spec || !props.contains(spec->face)) return false;
  title = full_name ? full_face_text(t, *spec, props) : face_text(t, *spec, props);
  fill = card_color(*spec, props);
  return true;
}

bool hand_offers_all(App& app, const Value& view, const Value& request) {
  if (app.layout().hand.empty() || !request.is_object() || request.value("kind", "") != "pick_entities" ||
      !view["seat"].is_number_integer())
    return false;
  const int seat = view["seat"].get<int>();
  const Value& ids = request["entities"];
  if (!ids.is_array() || ids.empty()) return false;
  for (auto& id : ids) {
    const Value* e = entity_of(view, id);
    if (!e || e->value("owner", 0) != seat || !in_hand(app.layout(), *e)) return false;
  }
  return true;
}

int draw_hand(App& app, const TextContext& t, const Value& view, float max_h) {
  if (app.layout().hand.empty() || !view["seat"].is_number_integer()) return 0;
  const int seat = view["seat"].get<int>();
  const float s = app.settings().scale;
  std::vector<const Value*> cards;
  for (const auto& e : view["entities"])
    if (e.value("owner", 0) == seat && in_hand(app.layout(), e)) cards.push_back(&e);
  if (cards.empty()) return 0;
  const Value* req = hand_request(app, view);
  const bool pickable = req && hand_offers_all(app, view, *req);
  std::set<int>& picked = app.picked();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  // Cards in rows, each as wide as its name's longest word needs (the name broken at its spaces).
  ImFont* bold = fonts().bold;
  const float fs = bold->FontSize * 0.9f, gap = 5 * s;
  const float avail = std::max(44 * s, ImGui::GetContentRegionAvail().x);
  auto card_w = [&](const Value& e) {
    return std::min(avail, std::max(44 * s, widest_word(bold, face_text(t, *hand_spec(app.layout(), e), e["props"]), fs) + 8 * s));
  };
  // The rows the cards take, then their height: 60 (scaled), less when max_h says so, never
  // under a line of the card's words with its margins (the tooltip has the whole name); thinner
  // margins while the seat picks from the hand (at 150% in Russian ten cards in three rows were
  // cut 9 px by the panel's edge: the cards to pick must be whole in sight).
  auto count_rows = [&] {
    int n = 1;
    for (float rx = 0; const Value* e : cards) {
      const float cw = card_w(*e);
      if (rx > 0 && rx + cw > avail) rx = 0, ++n;
      rx += cw + gap;
    }
    return n;
  };
  int rows = count_rows();
  float ch = 60 * s;
  const float least = pickable ? fs * 1.15f + 6 * s : fs * 1.4f + 8 * s;
  // While the seat picks from a hand too big to be whole in sight (more than max_h even at its
  // smallest, or past two rows when no height is given), the cards it may pick come first: at
  // the panel's top when it scrolls (the one card to play was in its third row at 150%). A hand
  // that fits keeps its order, so no card moves from under the pointer as a pick begins.
  const bool overflows = max_h > 0 ? rows * (least + gap) + 4 * s > max_h : rows > 2;
  if (pickable && overflows) {
    std::stable_partition(cards.begin(), cards.end(), [&](const Value* e) { return offered(req, (*e)["id"].get<int>()); });
    rows = count_rows();
  }
  if (max_h > 0) ch = std::clamp((max_h - 4 * s) / rows - gap, std::min(ch, least), ch);
  float x = 0, y = 4 * s, right = 0;
  for (size_t i = 0; i < cards.size(); ++i) {
    const Value& e = *cards[i];
    const int id = e["id"].get<int>();
    const CardSpec& spec = *hand_spec(app.layout(), e);
    const bool can = offered(req, id);
    const bool chosen = can && picked.count(id) > 0;
    const ImVec2 lift(0, chosen ? -4 * s : 0);
    const std::string title = face_text(t, spec, e["props"]);
    const float cw = card_w(e);
    if (x > 0 && x + cw > avail) x = 0, y += ch + gap;
    const ImVec2 a(at.x + x, at.y + y + lift.y);
    const ImVec2 b(a.x + cw, a.y + ch);
    x += cw + gap, right = std::max(right, x);
    small_card(dl, a, b, title, card_color(spec, e["props"]), false, s * 1.3f, fs, can);
    // While the seat picks from its hand, the cards it cannot pick now are dimmed (a gold ring
    // alone was hard to see on a gold card).
    if (pickable && !can) {
      dl->AddRectFilled(a, b, IM_COL32(16, 18, 24, 140), 3 * s * 1.3f);
      note_area("hand_dimmed." + std::to_string(id), a.x, a.y, b.x, b.y);
    }
    if (chosen) dl->AddRect(ImVec2(a.x - 2 * s, a.y - 2 * s), ImVec2(b.x + 2 * s, b.y + 2 * s), color("blue"), 4 * s, 0, 3.0f);
    trace().texts.push_back(t.tr(spec.label.empty() ? "ui.hand" : spec.label) + ": " + title + (can ? " *" : ""));
    if (pickable) {
      if (hit_area("hand." + std::to_string(id), a, b, can)) {
        if (chosen) picked.erase(id);
        else if (static_cast<int>(picked.size()) < req->value("max", 0)) picked.insert(id);
      }
    }
    if (hover_rect("hand_card." + std::to_string(i + 1), a, b))
      rules_tooltip(t.catalog, t.lang, full_face_text(t, spec, e["props"]), card_rules_key(t, spec.face, e["props"]));
  }
  note_area("private.hand", at.x, at.y, at.x + right, at.y + y + ch + gap);
  ImGui::Dummy(ImVec2(right, y + ch + gap));
  return static_cast<int>(cards.size());
}

}  // namespace rt::ui
