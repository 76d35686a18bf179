// table_scene.cpp: the round table. Seats sit on an ellipse, clockwise, the viewer's at the
// bottom; tokens and marks come from the counters the layout names; cards from the zones each
// seat owns (face up only when the view shows the face property).
#include <algorithm>
#include <cmath>

#include "art.hpp"
#include "boards.hpp"
#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// The largest scale in [floor, 1] at which `fits(scale)` holds, by bisection; `floor` when none.
template <class Fits>
float largest_fitting_scale(Fits fits, float floor) {
  if (fits(1.0f)) return 1.0f;
  float below = floor, above = 1.0f;
  for (int i = 0; i < 12; ++i) (fits((below + above) / 2) ? below : above) = (below + above) / 2;
  return below;
}

// The boards in 1, 2 or 3 rows instead of the layout's `layout_columns`: leaves in `columns` (which
// `fits` reads) the count that draws them more than 5% larger than `scale`, and raises `scale`
// to it; 0 (the layout's own columns) when none does.
template <class Fits>
void try_rows_of_boards(Fits fits, int boards, int layout_columns, float floor, int& columns, float& scale) {
  int best = 0;
  for (int rows = 1; rows <= 3; ++rows) {
    columns = (boards + rows - 1) / rows;
    if (columns == layout_columns) continue;
    const float f = largest_fitting_scale(fits, floor);
    if (f > scale * 1.05f) scale = f, best = columns;
  }
  columns = best;
}

bool seat_in(const Value& v, int seat) {
  if (v.is_number_integer()) return v.get<int>() == seat;
  if (v.is_array())
    for (auto& x : v)
      if (x.is_number_integer() && x.get<int>() == seat) return true;
  return false;
}

const Value* counter(const Value& view, const std::string& name) {
  const Value& c = view["counters"];
  if (name.empty() || !c.contains(name)) return nullptr;
  return &c[name];
}

void ellipse(ImDrawList* dl, ImVec2 c, float rx, float ry, ImU32 fill, ImU32 edge, float thick) {
  ImVec2 pts[64];
  for (int i = 0; i < 64; ++i) {
    float a = i * 6.2831853f / 64;
    pts[i] = ImVec2(c.x + std::cos(a) * rx, c.y + std::sin(a) * ry);
  }
  dl->AddConvexPolyFilled(pts, 64, fill);
  if (thick > 0) dl->AddPolyline(pts, 64, edge, ImDrawFlags_Closed, thick);
}

}  // namespace

std::string card_title(const TextContext& t, const CardSpec& spec, const Value& props) {
  if (!props.contains(spec.face) || !props[spec.face].is_string()) return "";
  const std::string key = t.game + "." + spec.face + "." + props[spec.face].get<std::string>();
  return t.tr(key);
}

ImU32 card_color(const CardSpec& spec, const Value& props) {
  const std::string& by = spec.color_by;
  if (!by.empty() && props.contains(by) && props[by].is_string()) {
    auto it = spec.colors.find(props[by].get<std::string>());
    if (it != spec.colors.end()) return color(it->second);
  }
  return color("gray");
}

namespace {

// Banners: a line (wrapped, each row centred) above the tracks while a counter holds one of the
// layout's values, e.g. the stage of the game. Returns the height used (and in *widest the widest
// row); draws only when dl is set.
float banners_pass(App& app, const TextContext& t, const Value& view, ImVec2 top, float width, float ks, ImDrawList* dl,
                   float* widest) {
  const float k = ks / app.settings().scale;
  ImFont* f = fonts().bold;
  const float fs = f->FontSize * k;
  std::vector<std::pair<std::string, ImU32>> rows;
  for (const BannerSpec& b : app.layout().banners) {
    const Value* v = counter(view, b.counter);
    if (!v || !(v->is_string() || v->is_number_integer())) continue;
    auto look = b.values.find(v->is_string() ? v->get<std::string>() : std::to_string(v->get<long long>()));
    if (look == b.values.end()) continue;
    const std::string line = t.tr(look->second.text);
    const ImU32 col = color(look->second.color.empty() ? "gold" : look->second.color);
    if (dl) trace().texts.push_back(line);
    const char* p = line.c_str();
    const char* end = p + line.size();
    while (p < end) {
      const char* cut = f->CalcWordWrapPositionA(k, p, end, width);
      if (cut == p) cut = p + 1;
      rows.emplace_back(std::string(p, cut), col);
      p = cut;
      while (p < end && *p == ' ') ++p;
    }
  }
  if (rows.empty()) return 0;
  float y = top.y;
  for (auto& [row, col] : rows) {
    const ImVec2 sz = f->CalcTextSizeA(fs, FLT_MAX, 0, row.c_str());
    *widest = std::max(*widest, sz.x);
    if (dl) dl->AddText(f, fs, ImVec2(top.x - sz.x / 2, y), col, row.c_str());
    y += fs + 2 * ks;
  }
  return y - top.y + 12 * ks;
}

// The tracks from top (their centre line) at scale ks, within width. Returns the size they take;
// draws only when dl is set (else it measures).
// rows: when set, gets each row's rect (relative to top), for fitting them among the seats.
ImVec2 tracks_pass(App& app, const TextContext& t, const Value& view, ImVec2 top, float width, float ks, bool banners,
                   ImDrawList* dl, std::vector<Rect>* rows = nullptr, int columns = 0) {
  const float k = ks / app.settings().scale;
  ImFont* bold = fonts().bold;
  ImFont* body = fonts().body;
  ImFont* title = fonts().title;
  float y = top.y, w = 0;
  const float cx = top.x;
  auto row = [&](float row_w, float y0, float y1) {
    if (rows) rows->push_back(Rect{cx - row_w / 2, y0, cx + row_w / 2, y1});
  };
  // A track's name, centred on its own row; returns the row's text height.
  auto title_row = [&](const std::string& key, ImFont* font, float alpha, float gap) {
    const std::string label = t.tr(key);
    const float lh = font->FontSize * k;
    const float lw = text_size(font, label, 0, lh).x;
    w = std::max(w, lw);
    row(lw, y, y + lh);
    if (dl) draw_text_centered(dl, font, ImVec2(cx, y + lh / 2), color("white", alpha), label, lh);
    y += lh + gap * ks;
    return lh;
  };
  if (banners) {
    const float bw = std::min(width, 520 * ks);
    float widest = 0;  // a banner takes room like a track (a layout may have banners and no track)
    const float bh = banners_pass(app, t, view, top, bw, ks, dl, &widest);
    if (bh > 0) row(bw, y, y + bh);
    w = std::max(w, widest);
    y += bh;
  }
  for (const TrackSpec& tr : app.layout().tracks) {
    if (tr.kind == "slots") {
      const Value* sizes = counter(view, tr.sizes);
      const Value* results = counter(view, tr.results);
      const Value* current = counter(view, tr.current);
      const Value* marks = counter(view, tr.mark_counter);
      const int n = sizes && sizes->is_array() ? static_cast<int>(sizes->size()) : 0;
      if (n == 0) continue;
      title_row(tr.label, bold, 0.85f, 8);
      const float r = std::min(34 * ks, width / (n * 2.6f));
      const float step = r * 2.6f;
      w = std::max(w, n * step);
      row(n * step, y, y + r * 2 + 34 * ks);
      for (int i = 0; dl && i < n; ++i) {
        ImVec2 c(cx + (i - (n - 1) / 2.0f) * step, y + r);
        std::string result = results && results->is_array() && i < int(results->size()) && (*results)[i].is_string()
                                 ? (*results)[i].get<std::string>()
                                 : "";
        auto look = tr.result_looks.find(result);
        const bool is_current = current && current->is_number_integer() && current->get<int>() == i + 1 &&
                                look == tr.result_looks.end();
        ImU32 fill = look != tr.result_looks.end() ? color(look->second.color) : IM_COL32(40, 62, 52, 255);
        dl->AddCircleFilled(c, r, fill, 40);
        dl->AddCircle(c, r, is_current ? color("gold") : IM_COL32(190, 200, 190, 160), 40, is_current ? 4.0f : 2.0f);
        std::string size_text = (*sizes)[i].is_number() ? (*sizes)[i].dump() : "";
        draw_text_centered(dl, title, c, IM_COL32(250, 250, 250, 255), size_text, title->FontSize * std::min(k, r / (34 * ks) * k));
        if (marks && marks->is_array() && i < int(marks->size()) && (*marks)[i].is_number_integer() &&
            (*marks)[i].get<long long>() > tr.mark_above) {
          // The mark's text may name the value ({n}), e.g. "{n} Fails".
          draw_token(dl, ImVec2(c.x + r * 0.8f, c.y - r * 0.8f), r * 0.32f, "star", color("red"));
          draw_text_centered(dl, body, ImVec2(c.x, c.y + r + 26 * ks), color("red"),
                             t.format(tr.mark_text, Value{{"n", (*marks)[i]}}), body->FontSize * k);
        }
        // Tokens laid by the slot (the layout's slot_marks), along the top of its circle.
        std::vector<std::pair<const Look*, const SeatMarkSpec*>> tokens;
        for (const SeatMarkSpec& m : tr.slot_marks) {
          const Value* v = counter(view, m.counter);
          if (!v || !v->is_array() || i >= int(v->size())) continue;
          const Value& at = (*v)[i];
          auto add = [&](const Value& x) {
            if (!x.is_string()) return;
            auto look = m.values.find(x.get<std::string>());
            if (look != m.values.end()) tokens.push_back({&look->second, &m});
          };
          if (at.is_array()) for (auto& x : at) add(x);
          else add(at);
        }
        for (size_t j = 0; j < tokens.size(); ++j) {
          const float a = 3.14159265f * (1.25f + 0.5f * (tokens.size() == 1 ? 0.5f : float(j) / (tokens.size() - 1)));
          const ImVec2 tc(c.x + std::cos(a) * r * 0.98f, c.y + std::sin(a) * r * 0.98f);
          const float tr_ = std::max(4.0f, r * 0.2f);
          dl->AddCircleFilled(tc, tr_, color(tokens[j].first->color), 20);
          dl->AddCircle(tc, tr_, IM_COL32(20, 20, 24, 255), 20, 1.5f);
          const std::string name = t.tr(tokens[j].first->text);
          trace().texts.push_back(t.format(tr.slot_label, Value{{"n", i + 1}}) + ": " + name);
          if (ImGui::IsMouseHoveringRect(ImVec2(tc.x - tr_, tc.y - tr_), ImVec2(tc.x + tr_, tc.y + tr_)))
            ImGui::SetTooltip("%s: %s", t.tr(tokens[j].second->label).c_str(), name.c_str());
        }
        std::string slot = t.format(tr.slot_label, Value{{"n", i + 1}});
        note_target("track." + std::to_string(i + 1), ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
        if (look != tr.result_looks.end() && !look->second.text.empty())
          draw_text_centered(dl, body, ImVec2(c.x, c.y + r + 10 * ks), color(look->second.color), t.tr(look->second.text),
                             body->FontSize * k);
        // The slot's count (the layout's `counts`, e.g. how many Fails a played mission had): a
        // badge on its lower right, the words in the tooltip.
        const Value* counts = counter(view, tr.counts_counter);
        if (counts && counts->is_array() && i < int(counts->size()) && (*counts)[i].is_number_integer()) {
          const long long nc = (*counts)[i].get<long long>();
          const ImVec2 bc(c.x + r * 0.8f, c.y + r * 0.8f);
          const float br = r * 0.4f;
          dl->AddCircleFilled(bc, br, nc > 0 ? color(tr.counts_color) : color("gray"), 24);
          dl->AddCircle(bc, br, IM_COL32(20, 20, 24, 255), 24, 1.5f);
          draw_text_centered(dl, bold, bc, IM_COL32(250, 250, 250, 255), std::to_string(nc),
                             bold->FontSize * std::min(k, r / (34 * ks) * k));
          slot += "\n" + t.format(tr.counts_text, Value{{"n", nc}});
          trace().texts.push_back(t.format(tr.slot_label, Value{{"n", i + 1}}) + ": " +
                                  t.format(tr.counts_text, Value{{"n", nc}}));
          note_area("track.count." + std::to_string(i + 1), bc.x - br, bc.y - br, bc.x + br, bc.y + br);
        }
        if (ImGui::IsMouseHoveringRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r))) ImGui::SetTooltip("%s", slot.c_str());
      }
      y += r * 2 + 36 * ks;
    } else {  // steps
      const Value* value = counter(view, tr.counter);
      const int at = value && value->is_number_integer() ? value->get<int>() : 0;
      if (tr.steps <= 0) continue;
      const float lh = title_row(tr.label, body, 0.8f, 6);
      const float r = 11 * ks, step = 30 * ks;
      w = std::max(w, tr.steps * step);
      row(tr.steps * step, y, y + r * 2);
      for (int i = 0; dl && i < tr.steps; ++i) {
        ImVec2 c(cx + (i - (tr.steps - 1) / 2.0f) * step, y + r);
        const bool last = i == tr.steps - 1;
        ImU32 edge = last && !tr.last_color.empty() ? color(tr.last_color) : IM_COL32(200, 210, 200, 200);
        if (i < at) dl->AddCircleFilled(c, r, last && !tr.last_color.empty() ? color(tr.last_color) : color("gold"), 24);
        dl->AddCircle(c, r, edge, 24, 2.0f);
        draw_text_centered(dl, body, c, i < at ? IM_COL32(30, 30, 30, 255) : IM_COL32(220, 220, 220, 200),
                           std::to_string(i + 1), lh);
      }
      y += r * 2 + 12 * ks;
    }
  }
  // The layout's boards (boards.cpp), after the tracks.
  if (!app.layout().boards.empty()) {
    const ImVec2 b = boards_pass(app, t, view, ImVec2(cx, y), ks, dl, rows, columns);
    w = std::max(w, b.x);
    y += b.y;
  }
  return ImVec2(w, y - top.y);
}

// What the view's own seat knows, as short labels by the seats each fact names (its `seat` and
// `seats` arguments; a fact key with a "<key>.short" text). Only a seat's own view has a list of
// facts: a public or omniscient view marks nothing.
std::vector<std::vector<std::string>> known_marks(const TextContext& t, const Value& view, int n) {
  std::vector<std::vector<std::string>> out(n);
  const Value& facts = view["knowledge"];
  if (!view["seat"].is_number_integer() || !facts.is_array()) return out;
  for (const Value& f : facts) {
    const std::string key = f.value("key", "") + ".short";
    if (!t.catalog.has_text("en", key)) continue;
    const std::string label = t.format(key, f);
    auto add = [&](const Value& s) {
      if (!s.is_number_integer()) return;
      const int seat = s.get<int>();
      if (seat < 1 || seat > n) return;
      auto& list = out[seat - 1];
      if (std::find(list.begin(), list.end(), label) == list.end()) list.push_back(label);
    };
    if (f.contains("seat")) add(f["seat"]);
    if (f.contains("seats") && f["seats"].is_array())
      for (const Value& s : f["seats"]) add(s);
  }
  return out;
}

// A seat's place when the table has boards: clockwise from the viewer (j = 0, at the bottom's
// middle), a few seats in the bottom row at its left, the most in the top row from left to right,
// as many in the bottom row at its right; none at the sides, where the boards' rows would have to
// pass between two seats. rx, ry: half the distance between the outer seats' centres.
ImVec2 seat_in_rows(int j, int n, ImVec2 c, float rx, float ry) {
  const int side = (n - 1) / 4, top = n - 1 - 2 * side;  // as draw_table_scene's side_seats, top_seats
  if (j == 0) return ImVec2(c.x, c.y + ry);
  if (j <= side) return ImVec2(c.x - rx * j / side, c.y + ry);
  if (j <= side + top) {
    const int q = j - side - 1;
    return ImVec2(c.x + (top == 1 ? 0.0f : rx * (-1.0f + 2.0f * q / (top - 1))), c.y - ry);
  }
  return ImVec2(c.x + rx * (side - (j - side - top) + 1) / side, c.y + ry);
}

bool overlaps(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

}  // namespace

ImVec2 tracks_size(App& app, const TextContext& t, const Value& view, bool banners) {
  return tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, app.settings().scale, banners, nullptr);
}

float tracks_scale(App& app, const TextContext& t, const Value& view, float width, bool banners, float max_height,
                   int& columns) {
  const float s = app.settings().scale;
  const ImVec2 natural = tracks_size(app, t, view, banners);
  if (natural.y <= 0) return 1;
  float k = 1;
  if (max_height > 0) k = std::min(k, max_height / natural.y);
  if (natural.x > width) k = std::min(k, width / natural.x);
  k = std::max(k, 0.3f);
  if (!app.layout().boards.empty()) {  // boards keep their texts readable: their size is not linear in k
    auto fits = [&](float f) {
      const ImVec2 z = tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, s * f, banners, nullptr, nullptr, columns);
      return (max_height <= 0 || z.y <= max_height + 0.5f) && z.x <= width + 0.5f;
    };
    // The largest scale that fits (the linear guess is too small or too large).
    k = largest_fitting_scale(fits, 0.3f);
    // No columns asked for (e.g. the end screen's short wide box): the boards in 1, 2 or 3 rows
    // when that draws them larger than the layout's columns.
    if (columns == 0 && k < 1.0f)
      try_rows_of_boards(fits, static_cast<int>(app.layout().boards.size()), app.layout().board_columns, 0.3f, columns, k);
  }
  return k;
}

ImVec2 draw_tracks(App& app, const TextContext& t, const Value& view, ImVec2 center, float width, bool banners,
                   float max_height, int columns) {
  const float s = app.settings().scale;
  const ImVec2 natural = tracks_size(app, t, view, banners);
  if (natural.y <= 0) return natural;
  const float k = tracks_scale(app, t, view, width, banners, max_height, columns);
  const ImVec2 size = app.layout().boards.empty()
                          ? ImVec2(natural.x * k, natural.y * k)
                          : tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, s * k, banners, nullptr, nullptr, columns);
  // Too tall for max_height even at the smallest scale: from the box's top (the caller may scroll).
  const ImVec2 top(center.x, max_height > 0 && size.y > max_height + 0.5f ? center.y - max_height / 2 : center.y - size.y / 2);
  tracks_pass(app, t, view, top, width, s * k, banners, ImGui::GetWindowDrawList(), nullptr, columns);
  note_area("tracks", center.x - size.x / 2, top.y, center.x + size.x / 2, top.y + size.y);
  return size;
}

void draw_table_scene(App& app, const TextContext& t, const Value& view, int viewer, ImVec2 min, ImVec2 max,
                      Picking* picking) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  const TableLayout& layout = app.layout();
  const int n = static_cast<int>(view["players"].size());
  if (n == 0) return;
  const float W = max.x - min.x, H = max.y - min.y;
  const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
  note_area("table", min.x, min.y, max.x, max.y);

  // The seats sit on an ellipse (a game with boards: in a row at the top and a row at the
  // bottom, seat_in_rows, so the boards have the table's whole width between them). When the window is small for the UI scale the plates (and all
  // they hold) shrink by k until no two of them, with the tokens above and the marks below,
  // overlap: every seat stays whole and inside the table's area.
  // Held cards (the layout's `held` kinds) take a row under each plate.
  const float below = layout.held.empty() ? 12.0f : 34.0f;
  // A plate is at most a 4.6th of the table's width: on a small window its contents shrink with it.
  // With boards the seats sit in two rows: a plate may be a little wider when the rows are short.
  const int side_seats = (n - 1) / 4, top_seats = n - 1 - 2 * side_seats;
  const float plates_a_row =
      layout.boards.empty() ? 4.6f : std::clamp(std::max(top_seats, 2 * side_seats + 1) + 0.8f, 4.2f, 4.6f);
  float k = std::min(1.0f, W / plates_a_row / (170 * s)), pw = 0, ph = 0, rx = 0, ry = 0;
  std::vector<ImVec2> centres(n);
  std::vector<Rect> extents(n);
  for (;;) {
    const float ks = s * k;
    pw = std::min(170 * ks, W / plates_a_row), ph = 74 * ks;
    rx = std::max(0.0f, W / 2 - pw / 2 - 6 * s), ry = std::max(0.0f, H / 2 - ph / 2 - std::max(17.0f, below) * ks);
    for (int i = 0; i < n; ++i) {
      const int offset = viewer > 0 ? i + 1 - viewer : i;
      const float a = 1.5707963f + offset * 6.2831853f / n;
      centres[i] = layout.boards.empty() ? ImVec2(c.x + std::cos(a) * rx, c.y + std::sin(a) * ry)
                                         : seat_in_rows(((offset % n) + n) % n, n, c, rx, ry);
      extents[i] = Rect{centres[i].x - pw / 2, centres[i].y - ph / 2 - 16 * ks, centres[i].x + pw / 2,
                        centres[i].y + ph / 2 + below * ks};
    }
    bool clear = true;
    for (int i = 0; i < n && clear; ++i)
      for (int j = i + 1; j < n && clear; ++j) {
        Rect a = extents[i];
        a.x0 -= 2 * s, a.x1 += 2 * s, a.y0 -= 2 * s, a.y1 += 2 * s;
        clear = !overlaps(a, extents[j]);
      }
    if (clear || k < 0.45f) break;
    k *= 0.95f;
  }
  const float ks = s * k;

  // The tracks take the largest box round the centre that keeps clear of every seat.
  // Each row of the tracks is checked on its own, so a wide row may pass between two seats.
  std::vector<Rect> rows;
  const ImVec2 natural = tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, s, true, nullptr, &rows);
  float lo = 1.0f;
  // Boards keep their texts readable (boards.cpp), so their size is not linear in f: measured at f.
  const bool exact = !layout.boards.empty();
  std::vector<Rect> rows_at;
  int columns = 0;  // the boards a row being tried (0: the layout's)
  auto fits = [&](float f) {
    ImVec2 size(natural.x * f, natural.y * f);
    const std::vector<Rect>* measured = &rows;
    float by = f;
    if (exact) {
      rows_at.clear();
      size = tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, s * f, true, nullptr, &rows_at, columns);
      measured = &rows_at, by = 1;
    }
    const float top = c.y - size.y / 2;
    for (const Rect& r : *measured) {
      const Rect box{c.x + r.x0 * by - 6 * s, top + r.y0 * by - 3 * s, c.x + r.x1 * by + 6 * s, top + r.y1 * by + 3 * s};
      if (box.x0 < min.x || box.x1 > max.x || box.y0 < min.y || box.y1 > max.y) return false;
      for (auto& e : extents)
        if (overlaps(box, e)) return false;
    }
    return true;
  };
  lo = largest_fitting_scale(fits, 0.2f);
  // Boards may take other shapes: the layout's columns, or as many as make 1, 2 or 3 rows,
  // whichever lets them be drawn largest (e.g. two wide rows when the table is short).
  if (exact && lo < 1.0f)
    try_rows_of_boards(fits, static_cast<int>(layout.boards.size()), layout.board_columns, 0.2f, columns, lo);
  const ImVec2 box = exact ? tracks_pass(app, t, view, ImVec2(0, 0), 1e9f, s * lo, true, nullptr, nullptr, columns)
                            : ImVec2(natural.x * lo, natural.y * lo);

  // The felt, round the tracks.
  // (boards may reach past the seats' columns: the felt then spans the table's width)
  const float fx = std::min(exact ? W / 2 - 4 * s : rx, std::max(rx * 0.70f, box.x * 0.5f * 1.3f + 8 * s));
  const float fy = std::min(ry, std::max(ry * 0.60f, box.y * 0.5f * 1.3f + 8 * s));
  ellipse(dl, c, fx, fy, IM_COL32(24, 66, 48, 255), IM_COL32(120, 86, 48, 255), 10 * s);
  if (natural.y > 0) draw_tracks(app, t, view, c, box.x, true, box.y, columns);

  const std::vector<std::vector<std::string>> known = known_marks(t, view, n);
  const Value& waiting = view["waiting_for"];
  ImFont* bold = fonts().bold;
  ImFont* body = fonts().body;
  for (int i = 0; i < n; ++i) {
    const int seat = i + 1;
    const ImVec2 pc = centres[i];
    const ImVec2 p0(pc.x - pw / 2, pc.y - ph / 2), p1(pc.x + pw / 2, pc.y + ph / 2);
    const bool eligible = picking && std::find(picking->eligible.begin(), picking->eligible.end(), seat) != picking->eligible.end();
    const bool picked = picking && picking->picked->count(seat);
    const bool hovered = eligible && ImGui::IsMouseHoveringRect(p0, p1);
    note_area("seat." + std::to_string(seat), extents[i].x0, extents[i].y0, extents[i].x1, extents[i].y1);

    ImU32 plate = seat == viewer ? IM_COL32(46, 54, 78, 255) : IM_COL32(38, 42, 54, 255);
    if (hovered) plate = IM_COL32(58, 72, 104, 255);
    dl->AddRectFilled(p0, p1, plate, 10 * ks);
    ImU32 edge = picked ? color("blue") : seat == viewer ? color("gold", 0.8f) : IM_COL32(90, 96, 112, 255);
    dl->AddRect(p0, p1, edge, 10 * ks, 0, picked ? 4.0f : 2.0f);
    if (eligible && !picked) dl->AddRect(ImVec2(p0.x - 3, p0.y - 3), ImVec2(p1.x + 3, p1.y + 3), color("blue", 0.45f), 12 * ks, 0, 2.0f);

    // Cards this seat holds (its zones): a small card at the left of the plate; held cards
    // (the layout's `held` kinds) in a row under the plate.
    float cx = p0.x + 8 * ks;
    std::vector<const Value*> held;
    for (auto& z : view["zones"]) {
      if (z.value("owner", 0) != seat || z.value("count", 0) == 0) continue;
      if (counted_zone(layout, z.value("id", ""), seat)) continue;  // shown as a number (boards.cpp)
      Value props = Value::object();
      bool own_card = false, held_zone = false;
      if (z.contains("entities"))
        for (auto& id : z["entities"])
          for (auto& e : view["entities"])
            if (e["id"] == id) {
              if (held_spec(layout, e)) {
                held.push_back(&e);
                held_zone = true;
              } else {
                props = e["props"];
                own_card = true;
              }
            }
      if (held_zone && !own_card) continue;
      const bool up = props.contains(layout.cards.face);
      const ImVec2 k0(cx, p0.y + 9 * ks), k1(cx + 40 * ks, p1.y - 9 * ks);
      draw_card(dl, k0, k1, up ? card_title(t, layout, props) : "", card_color(layout, props), !up, false,
                card_art(layout.cards, layout, props));
      if (up && hover_rect("card." + std::to_string(seat), k0, k1))
        rules_tooltip(t.catalog, t.lang, card_title(t, layout, props), card_rules_key(t, layout.cards.face, props));
      cx += 46 * ks;
    }
    if (!held.empty()) {
      const float gap = 3 * ks, hh = 18 * ks;
      const float hw = (pw - gap * (held.size() - 1)) / held.size();
      for (size_t h = 0; h < held.size(); ++h) {
        const CardSpec& spec = *held_spec(layout, *held[h]);
        const Value& props = (*held[h])["props"];
        const ImVec2 h0(p0.x + h * (hw + gap), p1.y + 14 * ks), h1(h0.x + hw, h0.y + hh);
        const std::string title = card_title(t, spec, props);
        dl->AddRectFilled(h0, h1, card_color(spec, props), 4 * ks);
        dl->AddRect(h0, h1, IM_COL32(20, 20, 24, 255), 4 * ks, 0, 1.0f);
        dl->PushClipRect(h0, ImVec2(h1.x - 2 * ks, h1.y), true);
        float fs = body->FontSize * k;  // shrunk, then ended with "…", to fit the strip (the tooltip has it all)
        const std::string shown = fit_text(body, title, h1.x - h0.x - 6 * ks, fs);
        draw_text(dl, body, ImVec2(h0.x + 4 * ks, (h0.y + h1.y - fs) / 2), IM_COL32(20, 20, 20, 255), shown, 0, fs);
        dl->PopClipRect();
        trace().texts.push_back(title + ": " + t.names[i]);
        if (hover_rect("held." + std::to_string(seat) + "." + std::to_string(h + 1), h0, h1))
          rules_tooltip(t.catalog, t.lang, title, card_rules_key(t, spec.face, props));
      }
    }
    // Name and controller, clipped to the plate (the waiting dot keeps its corner).
    const std::string& name = t.names[i];
    dl->PushClipRect(p0, ImVec2(p1.x - 6 * ks, p1.y), true);
    float name_size = bold->FontSize * k;  // a long name a little smaller, shortened only past that
    const std::string shown_name = fit_text(bold, name, p1.x - 6 * ks - (cx + 2 * ks), name_size, 0.75f);
    draw_text(dl, bold, ImVec2(cx + 2 * ks, p0.y + 10 * ks), IM_COL32(240, 240, 245, 255), shown_name, 0, name_size);
    {  // the name's box on the plate: nothing may be drawn over it (the layout tests check)
      const ImVec2 nz = text_size(bold, shown_name, 0, name_size);
      note_area("name." + std::to_string(seat), cx + 2 * ks, p0.y + 10 * ks, std::min(cx + 2 * ks + nz.x, p1.x - 6 * ks),
                p0.y + 10 * ks + nz.y);
    }
    const bool bot = view["players"][i].value("controller", "") == "bot";
    // A bot's latest reason this screen may read (TableController::reasons): "why?" on its plate,
    // the reason itself in the tooltip.
    const TableController::ShownReason* why =
        bot && app.screen() == Screen::Table && app.game() ? app.game()->latest_reason(i) : nullptr;
    // A seat played from a phone (play --phones) says so on its plate, as a bot's does.
    const bool phone = !bot && app.screen() == Screen::Table && app.game() && app.game()->is_remote(i);
    const std::string head = "#" + std::to_string(seat) + (bot ? "  " + t.tr("ui.bot") : phone ? "  " + t.tr("ui.phones.tag") : "");
    const float sub_w = p1.x - 6 * ks - (cx + 2 * ks);
    float sub_size = body->FontSize * k;
    std::string sub = why ? head + "  " + t.tr("ui.bot_why") : head;
    if (why && text_size(body, sub, 0, sub_size).x > sub_w) sub = head + "  ?";  // a narrow plate: "?" says "why?"
    sub = fit_text(body, sub, sub_w, sub_size, 0.85f);
    draw_text(dl, body, ImVec2(cx + 2 * ks, p0.y + 34 * ks), color("dim"), sub, 0, sub_size);
    dl->PopClipRect();
    // Numbers per seat (the layout's seat_numbers: life, cards in hand) on a third line.
    if (!layout.seat_numbers.empty())
      draw_seat_numbers(app, t, view, seat, ImVec2(cx + 2 * ks, p0.y + 57 * ks), ks, p1.x - cx - 8 * ks);
    if (why && hover_rect("seat.why." + std::to_string(seat), p0, p1)) {
      const std::string line = t.names[i] + ": " + t.format(why->key, why->args);
      ImGui::SetTooltip("%s", line.c_str());
      trace().texts.push_back(line);
    }
    if (seat_in(waiting, seat)) {
      const float pulse = 1.0f;  // steady: a pulsing dot would keep an idle table redrawing (run.cpp)
      // On the plate's top edge, clear of the name.
      const ImVec2 dot(p1.x - 14 * ks, p0.y);
      dl->AddCircleFilled(dot, 7 * ks, IM_COL32(20, 20, 24, 255), 16);
      dl->AddCircleFilled(dot, 6 * ks, color("gold", 0.4f + 0.6f * pulse), 16);
    }
    // Tokens above the plate.
    float tx = p0.x + 16 * ks;
    for (const TokenSpec& tok : layout.tokens) {
      const Value* v = counter(view, tok.counter);
      if (!v || !seat_in(*v, seat)) continue;
      const ImVec2 tc(tx, p0.y - 4 * ks);
      // A token on one seat (the crown) glides to its next seat.
      draw_token(dl, tc, 12 * ks, tok.look, color(tok.color), art_file(layout, "tokens", tok.counter),
                 v->is_number() ? "token." + tok.counter : "", v->dump());
      trace().texts.push_back(t.tr(tok.label) + ": " + name);
      if (hover_rect("token." + tok.counter + "." + std::to_string(seat), ImVec2(tc.x - 12 * ks, tc.y - 12 * ks), ImVec2(tc.x + 12 * ks, tc.y + 12 * ks)))
        rules_tooltip(t.catalog, t.lang, t.tr(tok.label), token_rules_key(t, tok.counter));
      tx += 28 * ks;
    }
    // What the viewer knows of this seat: chips on the plate's top edge, right to left, left of
    // the waiting dot and clear of the tokens.
    float kx = p1.x - 22 * ks, known_x1 = kx;
    for (const std::string& known_label : known[i]) {
      const float left = std::max(tx - 14 * ks, p0.x + 2 * ks);
      if (kx - left < 24 * ks) break;
      // A chip with no room for its text shrinks it (not under 10 px), then shortens it.
      float kfs = body->FontSize * k * 0.9f;
      const float room = kx - left - 10 * ks;
      const float natural_w = text_size(body, known_label, 0, kfs).x;
      if (natural_w > room) kfs = std::max(std::min(kfs, 10.0f), kfs * room / natural_w);
      const std::string label = fit_text(body, known_label, room, kfs, 1.0f);
      const ImVec2 sz = text_size(body, label, 0, kfs);
      const ImVec2 m0(std::max(left, kx - sz.x - 10 * ks), p0.y - sz.y / 2 - 3 * ks), m1(kx, p0.y + sz.y / 2 + 3 * ks);
      dl->AddRectFilled(m0, m1, color("purple", 0.95f), 5 * ks);
      dl->AddRect(m0, m1, IM_COL32(20, 20, 24, 255), 5 * ks, 0, 1.5f);
      dl->PushClipRect(m0, m1, true);
      draw_text(dl, body, ImVec2(m0.x + 5 * ks, m0.y + 3 * ks), IM_COL32(250, 250, 250, 255), label, 0, kfs);
      dl->PopClipRect();
      trace().texts.push_back(known_label + ": " + name);
      if (kx == p1.x - 22 * ks) known_x1 = m1.x;
      note_area("known." + std::to_string(seat), m0.x, m0.y, known_x1, m1.y);
      if (ImGui::IsMouseHoveringRect(m0, m1)) ImGui::SetTooltip("%s", known_label.c_str());
      kx = m0.x - 4 * ks;
    }
    // Marks (a value per seat) as chips on the plate's bottom edge, right to left; a mark whose
    // layout says edge = "top" on the top edge, left of what the viewer knows, clear of the tokens.
    const float mfs = body->FontSize * k;
    struct MarkChip {
      const SeatMarkSpec* spec;
      const Look* look;
      std::string label;
    };
    std::vector<MarkChip> bottom_chips, top_chips;
    float mx = p1.x - 6 * ks;
    for (const SeatMarkSpec& m : layout.seat_marks) {
      const Value* v = counter(view, m.counter);
      const bool top = m.edge == "top";
      if (!top) {  // Where this mark's chip goes, drawn or not (a staged vote lies face down there).
        float widest = 0;
        for (auto& [value, look] : m.values) widest = std::max(widest, text_size(body, t.tr(look.text), 0, mfs).x);
        const float fh = body->FontSize * k;
        note_area("mark_slot." + m.counter + "." + std::to_string(seat), std::max(p0.x + 2 * ks, mx - widest - 10 * ks),
                  p1.y - fh / 2 - 3 * ks, mx, p1.y + fh / 2 + 3 * ks);
      }
      if (!v || !v->is_array() || i >= int(v->size())) continue;
      // A seat's entry is a value, or a list of values (a chip each, e.g. what it holds).
      std::vector<std::string> values;
      if ((*v)[i].is_string()) values.push_back((*v)[i].get<std::string>());
      for (auto& x : (*v)[i].is_array() ? (*v)[i] : Value::array())
        if (x.is_string()) values.push_back(x.get<std::string>());
      for (const std::string& value : values) {
        auto look = m.values.find(value);
        if (look != m.values.end()) (top ? top_chips : bottom_chips).push_back({&m, &look->second, t.tr(look->second.text)});
      }
    }
    // A row of chips from `right` leftwards to `left`, centred on the edge y: when they do not fit,
    // their text shrinks (not under 10.5 px), then each is shortened to its share, so none covers
    // another.
    auto draw_chips = [&](std::vector<MarkChip>& chips, float right, float left, float edge_y) {
      float cfs = mfs;
      const float room = right - left;
      const float pads = chips.size() * 14 * ks;  // each chip's margins and the gap after it
      auto needed = [&](float fs) {
        float w = pads;
        for (auto& c : chips) w += text_size(body, c.label, 0, fs).x;
        return w;
      };
      const float need = needed(cfs);
      if (need > room) cfs = std::max(std::min(mfs, 10.5f), cfs * (room - pads) / std::max(1.0f, need - pads));
      if (needed(cfs) > room && !chips.empty()) {
        const float share = room / chips.size() - 14 * ks;
        for (auto& c : chips) c.label = fit_text(body, c.label, share, cfs, 1.0f);
      }
      float cx1 = right;
      for (const MarkChip& chip : chips) {
        const std::string& label = chip.label;
        const ImVec2 sz = text_size(body, label, 0, cfs);
        const ImVec2 m0(std::max(left, cx1 - sz.x - 10 * ks), edge_y - sz.y / 2 - 3 * ks), m1(cx1, edge_y + sz.y / 2 + 3 * ks);
        dl->AddRectFilled(m0, m1, color(chip.look->color, 0.95f), 5 * ks);
        dl->AddRect(m0, m1, IM_COL32(20, 20, 24, 255), 5 * ks, 0, 1.5f);
        dl->PushClipRect(m0, m1, true);
        draw_text(dl, body, ImVec2(m0.x + 5 * ks, m0.y + 3 * ks), IM_COL32(20, 20, 20, 255), label, 0, cfs);
        dl->PopClipRect();
        // Each chip's area: the first of a mark as mark.<counter>.<seat>, further ones with .2, .3...
        std::string area = "mark." + chip.spec->counter + "." + std::to_string(seat);
        for (int n = 2; trace().areas.count(area); ++n)
          area = "mark." + chip.spec->counter + "." + std::to_string(seat) + "." + std::to_string(n);
        note_area(area, m0.x, m0.y, m1.x, m1.y);
        if (ImGui::IsMouseHoveringRect(m0, m1)) ImGui::SetTooltip("%s", t.tr(chip.spec->label).c_str());
        cx1 = m0.x - 4 * ks;
      }
    };
    // Top chips with no room left of what the viewer knows (a relic beside a shown loyalty was
    // cut to "Excali…") join the bottom edge's row when it has room for them whole.
    if (!top_chips.empty()) {
      auto natural = [&](const std::vector<MarkChip>& chips) {
        float w = 0;
        for (const MarkChip& c : chips) w += text_size(body, c.label, 0, mfs).x + 14 * ks;
        return w;
      };
      const float top_room = kx - std::max(tx - 14 * ks, p0.x + 2 * ks);
      const float bottom_room = p1.x - 6 * ks - (p0.x + 2 * ks);
      if (natural(top_chips) > top_room && natural(bottom_chips) + natural(top_chips) <= bottom_room) {
        bottom_chips.insert(bottom_chips.end(), top_chips.begin(), top_chips.end());
        top_chips.clear();
      }
    }
    draw_chips(bottom_chips, p1.x - 6 * ks, p0.x + 2 * ks, p1.y);
    if (!top_chips.empty()) draw_chips(top_chips, kx, std::max(tx - 14 * ks, p0.x + 2 * ks), p0.y);
    // A seat the game names as out (the layout's `eliminated`, e.g. a dead player): its plate
    // dimmed, the label in a tooltip; what it shows stays readable under the veil.
    for (const SeatsSpec& e : layout.eliminated) {
      const Value* v = counter(view, e.counter);
      if (!v || !seat_in(*v, seat)) continue;
      dl->AddRectFilled(p0, p1, IM_COL32(12, 12, 16, 150), 10 * ks);
      dl->AddRect(p0, p1, color("red", 0.55f), 10 * ks, 0, 2.0f);
      note_area("out." + std::to_string(seat), p0.x, p0.y, p1.x, p1.y);
      trace().texts.push_back(t.tr(e.label) + ": " + name);
      if (!picking && ImGui::IsMouseHoveringRect(p0, p1)) ImGui::SetTooltip("%s", t.tr(e.label).c_str());
      break;
    }
    if (picking) {
      if (hit_area("seat." + std::to_string(seat), p0, p1, eligible)) {
        if (picked) picking->picked->erase(seat);
        else if (int(picking->picked->size()) < picking->max) picking->picked->insert(seat);
      }
    } else {
      note_target("seat." + std::to_string(seat), p0, p1, false);
    }
  }
}

}  // namespace rt::ui
