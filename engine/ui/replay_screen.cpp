// replay_screen.cpp: a record step by step, from any seat's perspective, the public one, or
// the omniscient one. Each step rebuilds the game from the record up to that answer.
#include <algorithm>

#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {
const Value& replay_view(App& app, ReplayState& r) {
  if (r.built_step != r.step) {
    std::string err;
    r.session = Session::replay(app.catalog(), r.record, r.source, err, r.step);
    r.built_step = r.step;
    r.view_for = -3;
    if (!r.session) app.set_status(err);
  }
  if (r.session && r.view_for != r.perspective) {
    r.view = r.session->view(r.perspective);
    r.view_for = r.perspective;
  }
  trace().view_seats.push_back(r.perspective);
  return r.view;
}
}  // namespace

void draw_replay_screen(App& app, ImVec2 min, ImVec2 max) {
  ReplayState& r = *app.replay();
  const Value& view = replay_view(app, r);
  if (!view.is_object()) return;
  TextContext t(app.catalog(), app.lang(), view);
  const float s = app.settings().scale;
  const size_t total = r.record.decisions.size();

  // The stepper. The step slider and the perspective box share what the buttons and the step
  // count leave of the window's width (a large UI scale on a small window).
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string step_text = t.format("ui.tv.step", Value{{"step", r.step}, {"total", total}});
  const std::string back = t.tr("ui.tv.back");
  const float fixed = 6 * 44 * s + ImGui::CalcTextSize(step_text.c_str()).x + ImGui::CalcTextSize(back.c_str()).x +
                      2 * style.FramePadding.x + 9 * style.ItemSpacing.x;
  const float room = std::max(0.0f, max.x - min.x - 20 * s - fixed);
  const float combo_w = std::clamp(room * 0.45f, 120 * s, 220 * s);
  const float slider_w = std::clamp(room - combo_w, 60 * s, 260 * s);
  ImGui::SetCursorScreenPos(ImVec2(min.x + 10 * s, min.y + 6 * s));
  if (button("replay.first", "|<", ImVec2(44 * s, 0), r.step > 0)) r.step = 0;
  ImGui::SameLine();
  if (button("replay.prev", "<", ImVec2(44 * s, 0), r.step > 0)) --r.step;
  ImGui::SameLine();
  if (button("replay.next", ">", ImVec2(44 * s, 0), r.step < total)) ++r.step;
  ImGui::SameLine();
  if (button("replay.last", ">|", ImVec2(44 * s, 0), r.step < total)) r.step = total;
  ImGui::SameLine();
  int step = static_cast<int>(r.step);
  ImGui::SetNextItemWidth(slider_w);
  if (ImGui::SliderInt("##step", &step, 0, static_cast<int>(total))) r.step = static_cast<size_t>(step);
  ImGui::SameLine();
  text(step_text);
  ImGui::SameLine();
  auto name_of = [&](int p) {
    return p == kOmniscient ? t.tr("ui.tv.everything") : p == kSpectator ? t.tr("ui.tv.public") : t.names[p];
  };
  ImGui::SetNextItemWidth(combo_w);
  const std::string full = name_of(r.perspective);
  trace().texts.push_back(full);
  float size = ImGui::GetFontSize();
  const std::string current = fit_text(ImGui::GetFont(), full, combo_w - ImGui::GetFrameHeight() - 2 * style.FramePadding.x, size, 1.0f);
  if (ImGui::BeginCombo("##perspective", current.c_str())) {
    for (int p = -1; p >= -2; --p)
      if (ImGui::Selectable(name_of(p).c_str(), r.perspective == p)) r.perspective = p;
    for (int p = 0; p < int(t.names.size()); ++p)
      if (ImGui::Selectable(name_of(p).c_str(), r.perspective == p)) r.perspective = p;
    ImGui::EndCombo();
  }
  note_combo_text(current);
  note_target("replay.perspective", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (button("replay.perspective.next", ">>", ImVec2(44 * s, 0))) {
    // omniscient -> public -> seat 1 -> ... -> seat N -> omniscient
    r.perspective = r.perspective == kOmniscient ? kSpectator
                    : r.perspective == kSpectator ? 0
                    : r.perspective + 1 < int(t.names.size()) ? r.perspective + 1 : kOmniscient;
  }
  ImGui::SameLine();
  if (button("replay.close", back, ImVec2(0, 0))) app.open_setup();

  const float top = min.y + 52 * s;
  const float side_w = std::max(340 * s, (max.x - min.x) * 0.32f);
  const int viewer = view["seat"].is_number_integer() ? view["seat"].get<int>() : 0;
  draw_table_scene(app, t, view, viewer, ImVec2(min.x + 8 * s, top), ImVec2(max.x - side_w - 8 * s, max.y - 8 * s), nullptr);
  ImGui::SetCursorScreenPos(ImVec2(max.x - side_w, top));
  ImGui::BeginGroup();
  const float h = max.y - top - 10 * s;
  ImGui::BeginChild("replay_private", ImVec2(side_w - 8 * s, h * 0.38f), true);
  if (r.perspective == kOmniscient) {
    heading(t.tr("ui.tv.everything"));
    for (auto it = view["knowledge"].begin(); it != view["knowledge"].end(); ++it)
      for (auto& f : it.value()) text_wrapped(t.names[std::stoi(it.key()) - 1] + ": " + t.format(f.value("key", ""), f));
  } else {
    draw_private_panel(app, t, view);
  }
  ImGui::EndChild();
  draw_log(app, t, view, "replay_log", ImVec2(side_w - 8 * s, std::max(60 * s, max.y - 8 * s - ImGui::GetCursorScreenPos().y)));
  ImGui::EndGroup();
}

}  // namespace rt::ui
