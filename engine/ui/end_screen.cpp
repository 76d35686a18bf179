// end_screen.cpp: the winner and why, every character revealed, the tracks as they ended and
// the timeline (the log); save the record, replay it, or set up a new game.
#include "art.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

void draw_end_screen(App& app, ImVec2 min, ImVec2 max) {
  TableController& g = *app.game();
  const Value& view = g.view();  // after the end every character is public
  TextContext t(app.catalog(), app.lang(), view);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  const float w = max.x - min.x;
  const Value& o = view["outcome"];
  const std::string winner = t.tr(t.game + ".side." + o.value("winner", ""));
  const std::string reason = t.tr(t.game + ".end." + o.value("reason", ""));
  ImU32 win_col = color("gold");
  for (auto& [side, col] : app.layout().cards.colors)
    if (side == o.value("winner", "")) win_col = color(col);
  // A game may word the headline itself (<game>.winner, e.g. "{winner} wins!").
  const std::string headline = t.catalog.has_text("en", t.game + ".winner") ? t.game + ".winner" : "ui.tv.winner";
  draw_text_centered(dl, fonts().huge, ImVec2(min.x + w / 2, min.y + 40 * s), win_col,
                     t.format(headline, Value{{"winner", winner}}));
  draw_text_centered(dl, fonts().bold, ImVec2(min.x + w / 2, min.y + 84 * s), IM_COL32(230, 230, 235, 255), reason);

  // Every seat's cards, face up.
  const int n = static_cast<int>(t.names.size());
  const float cw = std::min(96 * s, (w - 40 * s) / n - 12 * s), ch = cw * 1.4f;
  float x = min.x + w / 2 - n * (cw + 12 * s) / 2;
  const float y = min.y + 112 * s;
  for (int i = 0; i < n; ++i) {
    Value props = Value::object();
    for (auto& e : view["entities"])
      if (e.value("owner", 0) == i + 1 && e["props"].contains(app.layout().cards.face)) props = e["props"];
    draw_card(dl, ImVec2(x, y), ImVec2(x + cw, y + ch), card_title(t, app.layout(), props), card_color(app.layout(), props),
              props.empty(), false, card_art(app.layout().cards, app.layout(), props));
    ImVec2 sz = text_size(fonts().body, t.names[i]);
    draw_text(dl, fonts().body, ImVec2(x + cw / 2 - sz.x / 2, y + ch + 6 * s), IM_COL32(230, 230, 235, 255), t.names[i]);
    x += cw + 12 * s;
  }
  const float track_y = y + ch + 40 * s;
  const float left_w = w * 0.45f;
  ImGui::SetCursorScreenPos(ImVec2(min.x, track_y));
  ImGui::BeginChild("end_tracks", ImVec2(left_w, max.y - track_y - 80 * s), false);
  const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  draw_tracks(app, t, view, ImVec2(wp.x + ws.x / 2, wp.y + ws.y / 2), ws.x * 0.9f, false, ws.y - 8 * s);
  ImGui::EndChild();
  ImGui::SetCursorScreenPos(ImVec2(min.x + left_w, track_y - 8 * s));
  ImGui::BeginGroup();
  heading(t.tr("ui.tv.timeline"));
  draw_log(app, t, view, "timeline", ImVec2(w - left_w - 16 * s, max.y - track_y - 84 * s));
  ImGui::EndGroup();

  ImGui::SetCursorScreenPos(ImVec2(min.x + 16 * s, max.y - 64 * s));
  const ImVec2 bs(220 * s, 48 * s);
  if (button("end.save", t.tr("ui.tv.save_record"), bs)) app.save_record();
  ImGui::SameLine();
  if (button("end.replay", t.tr("ui.tv.replay"), bs)) {
    const std::string path = g.journal() ? g.journal()->path() : "";
    if (auto e = app.open_replay(path, 0, kOmniscient); !e.empty()) app.set_status(e);
  }
  ImGui::SameLine();
  if (button("end.new", t.tr("ui.tv.new_game"), bs)) app.open_setup();
  ImGui::SameLine();
  text_colored("dim", app.status());
}

}  // namespace rt::ui
