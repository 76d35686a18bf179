// top_bar.cpp: the bar over every screen: the game's name, the language (switchable at any
// time), the UI scale, the bots' pace, and the way back to the setup.
#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

void draw_top_bar(App& app, float height) {
  const float s = app.settings().scale;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 wp = ImGui::GetWindowPos();
  dl->AddRectFilled(wp, ImVec2(wp.x + ImGui::GetWindowWidth(), wp.y + height), IM_COL32(30, 33, 44, 255));
  ImGui::SetCursorScreenPos(ImVec2(wp.x + 12 * s, wp.y + (height - ImGui::GetFrameHeight()) / 2));
  ImGui::PushFont(fonts().bold);
  std::string title = "Roundtable";
  if (app.game() && app.screen() != Screen::Setup)
    title += "  ·  " + app.tr(app.game()->session().game().title);
  else if (app.replay() && app.screen() == Screen::Replay)
    if (auto* g = app.catalog().game(app.replay()->record.setup.game)) title += "  ·  " + app.tr(g->title) + "  ·  " + app.tr("ui.tv.replay");
  text(title);
  ImGui::PopFont();

  // Right side: language, scale, pace, menu.
  const float right = wp.x + ImGui::GetWindowWidth() - 12 * s;
  float x = right - 800 * s;
  ImGui::SameLine();
  ImGui::SetCursorScreenPos(ImVec2(std::max(x, ImGui::GetCursorScreenPos().x + 20 * s), ImGui::GetCursorScreenPos().y));
  for (auto& l : app.catalog().languages()) {
    const bool on = l == app.lang();
    ImGui::PushStyleColor(ImGuiCol_Button, on ? color_vec("blue", 0.85f) : color_vec("gray", 0.25f));
    if (button("lang." + l, app.catalog().text(l, "language.name"), ImVec2(0, 0))) {
      app.settings().lang = l;
      app.remember_settings();
    }
    ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  text(app.tr("ui.tv.scale"));
  ImGui::SameLine();
  char current[16];
  std::snprintf(current, sizeof current, "%d%%", int(app.settings().scale * 100 + 0.5f));
  ImGui::SetNextItemWidth(90 * s);
  if (ImGui::BeginCombo("##scale", current)) {
    for (float sc : {0.75f, 0.85f, 1.0f, 1.25f, 1.5f, 2.0f}) {
      char label[16];
      std::snprintf(label, sizeof label, "%d%%", int(sc * 100 + 0.5f));
      if (ImGui::Selectable(label, std::abs(app.settings().scale - sc) < 0.01f)) {
        app.settings().scale = sc;
        app.remember_settings();
      }
    }
    ImGui::EndCombo();
  }
  note_target("scale", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  text(app.tr("ui.tv.pace"));
  ImGui::SameLine();
  float pace = static_cast<float>(app.settings().pace);
  ImGui::SetNextItemWidth(110 * s);
  if (ImGui::SliderFloat("##pace", &pace, 0.0f, 3.0f, "%.1f s")) {
    app.settings().pace = pace;
  }
  if (ImGui::IsItemDeactivatedAfterEdit()) app.remember_settings();
  note_target("pace", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (app.screen() == Screen::Table) {
    if (button("menu.save", app.tr("ui.tv.save_record"))) app.save_record();
    ImGui::SameLine();
  }
  if (app.screen() != Screen::Setup && button("menu.setup", app.tr("ui.tv.new_game"))) app.open_setup();
}

}  // namespace rt::ui
