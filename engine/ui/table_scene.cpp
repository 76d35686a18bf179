// table_scene.cpp: the round table. Seats sit on an ellipse, clockwise, the viewer's at the
// bottom; tokens and marks come from the counters the layout names; cards from the zones each
// seat owns (face up only when the view shows the face property).
#include <algorithm>
#include <cmath>

#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

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

// A held card's name and what it does (the key of its name + ".text", when the game has one).
std::string held_tooltip(const TextContext& t, const CardSpec& spec, const Value& props) {
  std::string tip = card_title(t, spec, props);
  if (props.contains(spec.face) && props[spec.face].is_string()) {
    const std::string key = t.game + "." + spec.face + "." + props[spec.face].get<std::string>() + ".text";
    if (t.catalog.has_text("en", key)) tip += "\n" + t.tr(key);
  }
  return tip;
}

// Banners: a line (wrapped, each row centred) above the tracks while a counter holds one of the
// layout's values, e.g. the stage of the game.
static void draw_banners(App& app, const TextContext& t, const Value& view, ImVec2 bottom, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  ImFont* f = fonts().bold;
  std::vector<std::pair<std::string, ImU32>> rows;
  for (const BannerSpec& b : app.layout().banners) {
    const Value* v = counter(view, b.counter);
    if (!v || !v->is_string()) continue;
    auto look = b.values.find(v->get<std::string>());
    if (look == b.values.end()) continue;
    const std::string line = t.tr(look->second.text);
    const ImU32 col = color(look->second.color.empty() ? "gold" : look->second.color);
    trace().texts.push_back(line);
    const char* p = line.c_str();
    const char* end = p + line.size();
    while (p < end) {
      const char* cut = f->CalcWordWrapPositionA(1.0f, p, end, width * 0.8f);
      if (cut == p) cut = p + 1;
      rows.emplace_back(std::string(p, cut), col);
      p = cut;
      while (p < end && *p == ' ') ++p;
    }
  }
  float y = bottom.y - rows.size() * (f->FontSize + 2 * s) - 14 * s;
  for (auto& [row, col] : rows) {
    const ImVec2 sz = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, row.c_str());
    dl->AddText(f, f->FontSize, ImVec2(bottom.x - sz.x / 2, y), col, row.c_str());
    y += f->FontSize + 2 * s;
  }
}

void draw_tracks(App& app, const TextContext& t, const Value& view, ImVec2 center, float width, bool banners) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  float y = center.y - 70 * s;
  if (banners) draw_banners(app, t, view, ImVec2(center.x, y), width);
  for (const TrackSpec& tr : app.layout().tracks) {
    if (tr.kind == "slots") {
      const Value* sizes = counter(view, tr.sizes);
      const Value* results = counter(view, tr.results);
      const Value* current = counter(view, tr.current);
      const Value* marks = counter(view, tr.mark_counter);
      const int n = sizes && sizes->is_array() ? static_cast<int>(sizes->size()) : 0;
      if (n == 0) continue;
      draw_text_centered(dl, fonts().bold, ImVec2(center.x, y), color("white", 0.85f), t.tr(tr.label));
      y += 26 * s;
      const float r = std::min(34 * s, width / (n * 2.6f));
      const float step = r * 2.6f;
      for (int i = 0; i < n; ++i) {
        ImVec2 c(center.x + (i - (n - 1) / 2.0f) * step, y + r);
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
        draw_text_centered(dl, fonts().title, c, IM_COL32(250, 250, 250, 255), size_text);
        if (marks && marks->is_array() && i < int(marks->size()) && (*marks)[i].is_number_integer() &&
            (*marks)[i].get<long long>() > tr.mark_above) {
          draw_token(dl, ImVec2(c.x + r * 0.8f, c.y - r * 0.8f), r * 0.32f, "star", color("red"));
          draw_text_centered(dl, fonts().body, ImVec2(c.x, c.y + r + 26 * s), color("red"), t.tr(tr.mark_text));
        }
        std::string label = t.format(tr.slot_label, Value{{"n", i + 1}});
        note_target("track." + std::to_string(i + 1), ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
        if (look != tr.result_looks.end() && !look->second.text.empty())
          draw_text_centered(dl, fonts().body, ImVec2(c.x, c.y + r + 10 * s), color(look->second.color), t.tr(look->second.text));
        if (ImGui::IsMouseHoveringRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r))) ImGui::SetTooltip("%s", label.c_str());
      }
      y += r * 2 + 52 * s;
    } else {  // steps
      const Value* value = counter(view, tr.counter);
      const int at = value && value->is_number_integer() ? value->get<int>() : 0;
      if (tr.steps <= 0) continue;
      draw_text_centered(dl, fonts().body, ImVec2(center.x, y), color("white", 0.8f), t.tr(tr.label));
      y += 22 * s;
      const float r = 11 * s, step = 30 * s;
      for (int i = 0; i < tr.steps; ++i) {
        ImVec2 c(center.x + (i - (tr.steps - 1) / 2.0f) * step, y + r);
        const bool last = i == tr.steps - 1;
        ImU32 edge = last && !tr.last_color.empty() ? color(tr.last_color) : IM_COL32(200, 210, 200, 200);
        if (i < at) dl->AddCircleFilled(c, r, last && !tr.last_color.empty() ? color(tr.last_color) : color("gold"), 24);
        dl->AddCircle(c, r, edge, 24, 2.0f);
        draw_text_centered(dl, fonts().body, c, i < at ? IM_COL32(30, 30, 30, 255) : IM_COL32(220, 220, 220, 200),
                           std::to_string(i + 1));
      }
      y += r * 2 + 22 * s;
    }
  }
}

void draw_table_scene(App& app, const TextContext& t, const Value& view, int viewer, ImVec2 min, ImVec2 max,
                      Picking* picking) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  const TableLayout& layout = app.layout();
  const int n = static_cast<int>(view["players"].size());
  if (n == 0) return;
  const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
  const float plate_w = std::min(170 * s, (max.x - min.x) / 4.6f), plate_h = 74 * s;
  const float rx = (max.x - min.x) / 2 - plate_w / 2 - 6 * s, ry = (max.y - min.y) / 2 - plate_h / 2 - (layout.held.empty() ? 20 : 34) * s;

  // The felt.
  ellipse(dl, c, rx * 0.70f, ry * 0.60f, IM_COL32(24, 66, 48, 255), IM_COL32(120, 86, 48, 255), 10 * s);
  draw_tracks(app, t, view, c, rx * 1.4f);

  const Value& waiting = view["waiting_for"];
  for (int i = 0; i < n; ++i) {
    const int seat = i + 1;
    const int offset = viewer > 0 ? seat - viewer : i;
    const float a = 1.5707963f + offset * 6.2831853f / n;
    const ImVec2 pc(c.x + std::cos(a) * rx, c.y + std::sin(a) * ry);
    const ImVec2 p0(pc.x - plate_w / 2, pc.y - plate_h / 2), p1(pc.x + plate_w / 2, pc.y + plate_h / 2);
    const bool eligible = picking && std::find(picking->eligible.begin(), picking->eligible.end(), seat) != picking->eligible.end();
    const bool picked = picking && picking->picked->count(seat);
    const bool hovered = eligible && ImGui::IsMouseHoveringRect(p0, p1);

    ImU32 plate = seat == viewer ? IM_COL32(46, 54, 78, 255) : IM_COL32(38, 42, 54, 255);
    if (hovered) plate = IM_COL32(58, 72, 104, 255);
    dl->AddRectFilled(p0, p1, plate, 10 * s);
    ImU32 edge = picked ? color("blue") : seat == viewer ? color("gold", 0.8f) : IM_COL32(90, 96, 112, 255);
    dl->AddRect(p0, p1, edge, 10 * s, 0, picked ? 4.0f : 2.0f);
    if (eligible && !picked) dl->AddRect(ImVec2(p0.x - 3, p0.y - 3), ImVec2(p1.x + 3, p1.y + 3), color("blue", 0.45f), 12 * s, 0, 2.0f);

    // Cards this seat holds (its zones): a small card at the left of the plate; held cards
    // (the layout's `held` kinds, e.g. plot cards) in a row under the plate.
    float cx = p0.x + 8 * s;
    std::vector<const Value*> held;
    for (auto& z : view["zones"]) {
      if (z.value("owner", 0) != seat || z.value("count", 0) == 0) continue;
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
      const ImVec2 k0(cx, p0.y + 9 * s), k1(cx + 40 * s, p1.y - 9 * s);
      draw_card(dl, k0, k1, up ? card_title(t, layout, props) : "", card_color(layout, props), !up);
      if (up && ImGui::IsMouseHoveringRect(k0, k1)) ImGui::SetTooltip("%s", card_title(t, layout, props).c_str());
      cx += 46 * s;
    }
    if (!held.empty()) {
      const float gap = 3 * s, hh = 18 * s;
      const float hw = (plate_w - gap * (held.size() - 1)) / held.size();
      for (size_t k = 0; k < held.size(); ++k) {
        const CardSpec& spec = *held_spec(layout, *held[k]);
        const Value& props = (*held[k])["props"];
        const ImVec2 h0(p0.x + k * (hw + gap), p1.y + 14 * s), h1(h0.x + hw, h0.y + hh);
        const std::string title = card_title(t, spec, props);
        dl->AddRectFilled(h0, h1, card_color(spec, props), 4 * s);
        dl->AddRect(h0, h1, IM_COL32(20, 20, 24, 255), 4 * s, 0, 1.0f);
        dl->PushClipRect(h0, ImVec2(h1.x - 2 * s, h1.y), true);
        draw_text(dl, fonts().body, ImVec2(h0.x + 4 * s, h0.y + 1 * s), IM_COL32(20, 20, 20, 255), title);
        dl->PopClipRect();
        trace().texts.push_back(title + ": " + t.names[i]);
        if (ImGui::IsMouseHoveringRect(h0, h1)) ImGui::SetTooltip("%s", held_tooltip(t, spec, props).c_str());
      }
    }
    // Name and controller.
    const std::string& name = t.names[i];
    dl->PushClipRect(p0, ImVec2(p1.x - 4 * s, p1.y), true);
    draw_text(dl, fonts().bold, ImVec2(cx + 2 * s, p0.y + 10 * s), IM_COL32(240, 240, 245, 255), name, 0);
    dl->PopClipRect();
    const bool bot = view["players"][i].value("controller", "") == "bot";
    std::string sub = "#" + std::to_string(seat) + (bot ? "  " + t.tr("ui.bot") : "");
    draw_text(dl, fonts().body, ImVec2(cx + 2 * s, p0.y + 34 * s), color("dim"), sub);
    if (seat_in(waiting, seat)) {
      const float pulse = 0.5f + 0.5f * std::sin(float(app.now()) * 5.0f);
      dl->AddCircleFilled(ImVec2(p1.x - 14 * s, p0.y + 14 * s), 6 * s, color("gold", 0.4f + 0.6f * pulse), 16);
    }
    // Tokens above the plate.
    float tx = p0.x + 16 * s;
    for (const TokenSpec& tok : layout.tokens) {
      const Value* v = counter(view, tok.counter);
      if (!v || !seat_in(*v, seat)) continue;
      const ImVec2 tc(tx, p0.y - 4 * s);
      draw_token(dl, tc, 12 * s, tok.look, color(tok.color));
      trace().texts.push_back(t.tr(tok.label) + ": " + name);
      if (ImGui::IsMouseHoveringRect(ImVec2(tc.x - 12 * s, tc.y - 12 * s), ImVec2(tc.x + 12 * s, tc.y + 12 * s)))
        ImGui::SetTooltip("%s", t.tr(tok.label).c_str());
      tx += 28 * s;
    }
    // Marks (a value per seat) as chips on the plate's bottom edge, right to left.
    float mx = p1.x - 6 * s;
    for (const SeatMarkSpec& m : layout.seat_marks) {
      const Value* v = counter(view, m.counter);
      if (!v || !v->is_array() || i >= int(v->size()) || !(*v)[i].is_string()) continue;
      auto look = m.values.find((*v)[i].get<std::string>());
      if (look == m.values.end()) continue;
      const std::string label = t.tr(look->second.text);
      const ImVec2 sz = text_size(fonts().body, label);
      const ImVec2 m0(mx - sz.x - 10 * s, p1.y - sz.y / 2 - 3 * s), m1(mx, p1.y + sz.y / 2 + 3 * s);
      dl->AddRectFilled(m0, m1, color(look->second.color, 0.95f), 5 * s);
      dl->AddRect(m0, m1, IM_COL32(20, 20, 24, 255), 5 * s, 0, 1.5f);
      draw_text(dl, fonts().body, ImVec2(m0.x + 5 * s, m0.y + 3 * s), IM_COL32(20, 20, 20, 255), label);
      if (ImGui::IsMouseHoveringRect(m0, m1)) ImGui::SetTooltip("%s", t.tr(m.label).c_str());
      mx = m0.x - 4 * s;
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
