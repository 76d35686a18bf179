// moments_draw.cpp: draws the public moment being staged over the table: face-down vote cards on
// the seats not yet turned (the table scene draws the turned ones as its seat marks), counted
// cards shuffled then turned one by one over the tracks, or a log line shown large.
#include <algorithm>
#include <cmath>

#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

void draw_staged_moment(App& app, const TextContext& t, ImVec2 min, ImVec2 max) {
  const Moments& moments = app.moments();
  const StagedMoment* m = moments.current();
  if (!m) return;
  const double now = app.now();
  const float s = app.settings().scale;
  const int turned = moments.turned(now);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);

  if (m->spec.kind == "votes") {
    int k = 0;
    for (size_t i = 0; i < m->votes.size(); ++i) {
      if (m->votes[i].empty()) continue;
      const bool up = k++ < turned;
      const std::string seat = std::to_string(i + 1);
      // On the plate's edge where the seat's vote chip shows once turned (the table scene notes
      // the slot), never over the plate's name.
      auto area = trace().areas.find("mark_slot." + m->spec.counter + "." + seat);
      if (area == trace().areas.end()) continue;
      const Rect r = area->second;
      if (up) {
        note_area("moment.vote." + seat + ".up", r.x0, r.y0, r.x1, r.y1);
        continue;
      }
      const ImVec2 k0(r.x0, r.y0), k1(r.x1, r.y1);
      dl->AddRectFilled(k0, k1, IM_COL32(58, 64, 92, 255), 5 * s);
      dl->AddRect(k0, k1, color("gold", 0.8f), 5 * s, 0, 1.5f);
      const float inset = std::min(4 * s, (k1.y - k0.y) / 4);
      dl->AddRect(ImVec2(k0.x + inset, k0.y + inset), ImVec2(k1.x - inset, k1.y - inset), IM_COL32(150, 156, 190, 200), 3 * s);
      note_area("moment.vote." + seat + ".down", k0.x, k0.y, k1.x, k1.y);
    }
    return;
  }

  if (m->spec.kind == "cards") {
    const int n = static_cast<int>(m->cards.size());
    const float cw = std::min(72 * s, (max.x - min.x - 40 * s) / std::max(1, n) - 10 * s), ch = cw * 1.4f;
    const float row = n * cw + (n - 1) * 10 * s;
    auto tracks = trace().areas.find("tracks");
    const ImVec2 mid = tracks != trace().areas.end() ? ImVec2(tracks->second.cx(), tracks->second.cy()) : c;
    // The backdrop covers the tracks too, so the result is not read before the cards are turned.
    ImVec2 b0(mid.x - row / 2 - 20 * s, mid.y - ch / 2 - 40 * s), b1(mid.x + row / 2 + 20 * s, mid.y + ch / 2 + 20 * s);
    if (tracks != trace().areas.end()) {
      const Rect r = tracks->second;
      b0 = ImVec2(std::min(b0.x, r.x0 - 6 * s), std::min(b0.y, r.y0 - 6 * s));
      b1 = ImVec2(std::max(b1.x, r.x1 + 6 * s), std::max(b1.y, r.y1 + 6 * s));
    }
    dl->AddRectFilled(b0, b1, IM_COL32(18, 20, 28, 255), 10 * s);
    dl->AddRect(b0, b1, color("gold", 0.7f), 10 * s, 0, 2);
    draw_text_centered(dl, fonts().bold, ImVec2(mid.x, b0.y + 18 * s), IM_COL32(240, 240, 245, 255),
                       t.tr(moments.shuffling(now) ? "ui.table.moment.shuffle" : "ui.table.moment.turn"));
    const bool shuffle = moments.shuffling(now);
    for (int i = 0; i < n; ++i) {
      float x = mid.x - row / 2 + i * (cw + 10 * s);
      float y = mid.y - ch / 2 + 8 * s;
      if (shuffle) {  // the cards slide over one another, face down
        const double phase = (now - m->start) * 9 + i * 1.7;
        x += static_cast<float>(std::sin(phase)) * cw * 0.45f;
        y += static_cast<float>(std::cos(phase * 0.8)) * 6 * s;
      }
      const bool up = i < turned;
      const MomentFace& face = m->spec.faces[m->cards[i]];
      const ImVec2 k0(x, y), k1(x + cw, y + ch);
      draw_card(dl, k0, k1, up ? t.tr(face.look.text) : "", color(face.look.color), !up);
      note_area("moment.card." + std::to_string(i) + (up ? ".up" : ".down"), k0.x, k0.y, k1.x, k1.y);
    }
    return;
  }

  // A line: the log line, large, across the table.
  const std::string line = t.format(m->key, m->args);
  const float wrap = (max.x - min.x) * 0.7f;
  const ImVec2 size = text_size(fonts().title, line, wrap);
  const ImVec2 b0(c.x - size.x / 2 - 24 * s, c.y - size.y / 2 - 16 * s), b1(c.x + size.x / 2 + 24 * s, c.y + size.y / 2 + 16 * s);
  auto look = app.layout().log_colors.find(m->key);
  dl->AddRectFilled(b0, b1, IM_COL32(18, 20, 28, 235), 10 * s);
  dl->AddRect(b0, b1, color(look != app.layout().log_colors.end() ? look->second : "gold", 0.9f), 10 * s, 0, 2);
  draw_text(dl, fonts().title, ImVec2(c.x - size.x / 2, c.y - size.y / 2), IM_COL32(240, 240, 245, 255), line, wrap);
  note_area("moment.line", b0.x, b0.y, b1.x, b1.y);
}

}  // namespace rt::ui
