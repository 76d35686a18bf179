// replay_screen.cpp: a record step by step, from any seat's perspective, the public one, or
// the omniscient one. Each step rebuilds the game from the record up to that answer. The bar:
// first / back / play-pause / forward / next public moment (">>") / last, the speed, the step
// slider, the perspective; Left / Right arrows step, Space plays or pauses. The bar wraps onto a
// second row when the window is too narrow for it (1280x720 at 150%).
#include <algorithm>
#include <optional>

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

// The step just after the next answer that shows the table something new: the public view's
// log grows (a team, the votes turned over, a Quest's cards). The end if nothing more does.
size_t next_public_step(App& app, const ReplayState& r) {
  const size_t total = r.record.decisions.size();
  std::string err;
  auto session = Session::replay(app.catalog(), r.record, r.source, err, r.step);
  if (!session) return total;
  const size_t seen = session->view(kSpectator)["log"].size();
  for (size_t k = r.step; k < total; ++k) {
    const RecordedAnswer& a = r.record.decisions[k];
    if (!session->answer(a.seat, a.answer).empty()) return total;
    if (session->view(kSpectator)["log"].size() > seen) return k + 1;
  }
  return total;
}

// Puts the next control of the bar on this row if `width` still fits before right, else on the
// next row.
void flow(float width, float right) {
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
}

float label_w(const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2; }
// While playing: one answer more each 1/speed seconds of the app's clock, until the end.
void step_replay(ReplayState& r, double now) {
  const size_t total = r.record.decisions.size();
  if (!r.playing) return;
  if (r.step >= total) {
    r.playing = false;
    return;
  }
  r.next_at = std::min(r.next_at, now + 1.0 / std::max(0.25f, r.speed));  // a faster speed counts at once
  if (now >= r.next_at) {
    ++r.step;
    r.next_at = now + 1.0 / std::max(0.25f, r.speed);
    if (r.step >= total) r.playing = false;
  }
}
}  // namespace

void draw_replay_screen(App& app, ImVec2 min, ImVec2 max) {
  ReplayState& r = *app.replay();
  step_replay(r, app.now());
  const Value& view = replay_view(app, r);
  if (!view.is_object()) return;
  TextContext t(app.catalog(), app.lang(), view);
  const float s = app.settings().scale;
  const size_t total = r.record.decisions.size();

  // The keys: Left / Right step (pausing), Space plays or pauses; not while typing.
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.WantTextInput) {
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow)) && r.step > 0) --r.step, r.playing = false;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow)) && r.step < total) ++r.step, r.playing = false;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false)) {
      r.playing = !r.playing && r.step < total;
      r.next_at = app.now() + 1.0 / std::max(0.25f, r.speed);
    }
  }

  // The bar.
  const float right = max.x - 10 * s;
  const float bw = 44 * s;
  ImGui::SetCursorScreenPos(ImVec2(min.x + 10 * s, min.y + 6 * s));
  ImGui::BeginGroup();
  if (button("replay.first", "|<", ImVec2(bw, 0), r.step > 0)) r.step = 0, r.playing = false;
  ImGui::SameLine();
  if (button("replay.prev", "<", ImVec2(bw, 0), r.step > 0)) --r.step, r.playing = false;
  ImGui::SameLine();
  const std::string play = r.playing ? t.tr("ui.replay.pause") : t.tr("ui.replay.play");
  const float play_w = std::max(label_w(t.tr("ui.replay.pause")), label_w(t.tr("ui.replay.play")));
  if (button("replay.play", play, ImVec2(play_w, 0), r.playing || r.step < total)) {
    r.playing = !r.playing;
    r.next_at = app.now() + 1.0 / std::max(0.25f, r.speed);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", t.tr("ui.replay.keys").c_str());
  ImGui::SameLine();
  if (button("replay.next", ">", ImVec2(bw, 0), r.step < total)) ++r.step, r.playing = false;
  ImGui::SameLine();
  if (button("replay.forward", ">>", ImVec2(bw, 0), r.step < total)) r.step = next_public_step(app, r), r.playing = false;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", t.tr("ui.replay.forward").c_str());
  ImGui::SameLine();
  if (button("replay.last", ">|", ImVec2(bw, 0), r.step < total)) r.step = total, r.playing = false;
  // The speed: answers a second while playing.
  static const float speeds[] = {0.5f, 1, 2, 4, 8};
  // "0.5x" / "0,5x" in the screen's language; the targets keep the C form (replay.speed.0.5x).
  auto speed_text = [&](float v) { return app.catalog().decimal(app.lang(), v, v == float(int(v)) ? 0 : 1) + "x"; };
  const std::string speed_label = speed_text(r.speed);
  const std::string speed_name = t.tr("ui.replay.speed");
  flow(ImGui::CalcTextSize(speed_name.c_str()).x + 90 * s, right);
  text(speed_name);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(80 * s);
  if (ImGui::BeginCombo("##speed", speed_label.c_str())) {
    for (float v : speeds) {
      char l[16];
      std::snprintf(l, sizeof l, "%gx", double(v));
      if (ImGui::Selectable(speed_text(v).c_str(), v == r.speed)) r.speed = v;
      note_target(std::string("replay.speed.") + l, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::EndCombo();
  }
  note_target("replay.speed", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  trace().texts.push_back(speed_label);
  const std::string step_text = t.format("ui.tv.step", Value{{"step", r.step}, {"total", total}});
  const float step_w = ImGui::CalcTextSize(t.format("ui.tv.step", Value{{"step", total}, {"total", total}}).c_str()).x;
  flow(160 * s + step_w, right);
  int step = static_cast<int>(r.step);
  ImGui::SetNextItemWidth(std::clamp(right - ImGui::GetCursorScreenPos().x - step_w - ImGui::GetStyle().ItemSpacing.x - 4 * s,
                                     150 * s, 360 * s));
  if (ImGui::SliderInt("##step", &step, 0, static_cast<int>(total), "")) r.step = static_cast<size_t>(step), r.playing = false;
  note_target("replay.slider", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  text(step_text);
  auto name_of = [&](int p) {
    return p == kOmniscient ? t.tr("ui.tv.everything") : p == kSpectator ? t.tr("ui.tv.public") : t.names[p];
  };
  const std::string next_view = t.tr("ui.replay.next_view"), back = t.tr("ui.tv.back");
  flow(200 * s + label_w(next_view) + label_w(back) + 2 * ImGui::GetStyle().ItemSpacing.x, right);
  ImGui::SetNextItemWidth(200 * s);
  const std::string current = name_of(r.perspective);
  trace().texts.push_back(current);
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
  if (button("replay.perspective.next", next_view)) {
    // omniscient -> public -> seat 1 -> ... -> seat N -> omniscient
    r.perspective = r.perspective == kOmniscient ? kSpectator
                    : r.perspective == kSpectator ? 0
                    : r.perspective + 1 < int(t.names.size()) ? r.perspective + 1 : kOmniscient;
  }
  ImGui::SameLine();
  if (button("replay.close", back)) {
    app.open_setup();
    ImGui::EndGroup();
    return;
  }
  ImGui::EndGroup();
  {
    const ImVec2 b0 = ImGui::GetItemRectMin(), b1 = ImGui::GetItemRectMax();
    note_area("replay.bar", b0.x, b0.y, b1.x, b1.y);
  }

  float top = ImGui::GetItemRectMax().y + 8 * s;
  if (r.refused.is_object()) {
    // The answer the rules refuse, said with the rule that refuses it.
    std::vector<std::string> names;
    for (auto& n : r.refused["names"]) names.push_back(shown_name(app.catalog(), app.lang(), n.get<std::string>(), static_cast<int>(names.size())));
    const std::string why = refusal_said(app.catalog(), app.lang(), r.refused["refusal"], names);
    ImGui::SetCursorScreenPos(ImVec2(min.x + 10 * s, top));
    ImGui::PushTextWrapPos(max.x - 10 * s);
    text_colored("orange", t.format("ui.replay.refused", Value{{"n", r.refused["n"]}, {"why", why}}));
    ImGui::PopTextWrapPos();
    top = ImGui::GetItemRectMax().y + 8 * s;
  }
  // The bot's reason for the answer just replayed, when this perspective may read it: every
  // reason for the omniscient one (it shows every secret already), else what the seat or the
  // table read at that moment of the game (ReasonBook::visible). Its line is kept while the game
  // has any reason, so the table does not jump from one step to the next.
  const float reason_y = top;
  if (r.reasons.size() > 0) top += ImGui::GetTextLineHeight() + 8 * s;
  if (r.step > 0 && r.session) {
    std::optional<ReasonBook::Shown> why;
    if (r.perspective == kOmniscient) {
      why = r.reasons.given_at(r.step - 1);
    } else {
      for (auto& v : r.reasons.visible(*r.session, r.perspective))
        if (v.step == r.step - 1) why = v;
    }
    if (why && why->seat < static_cast<int>(r.bots.size()) && why->seat < static_cast<int>(t.names.size())) {
      ImGui::SetCursorScreenPos(ImVec2(min.x + 10 * s, reason_y));
      ImGui::PushTextWrapPos(max.x - 10 * s);
      text_colored("dim", t.format("ui.replay.bot_reason", Value{{"name", t.names[why->seat]},
                                                                 {"bot", app.bot_title(r.record.setup.game, r.bots[why->seat])},
                                                                 {"why", t.format(why->key, why->args)}}));
      ImGui::PopTextWrapPos();
      top = std::max(top, ImGui::GetItemRectMax().y + 8 * s);  // (a reason on two lines)
    }
  }
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
    draw_private_panel(app, t, view, 0, h * 0.38f - 2 * ImGui::GetStyle().WindowPadding.y);  // the own cards in sight
  }
  ImGui::EndChild();
  draw_log(app, t, view, "replay_log", ImVec2(side_w - 8 * s, std::max(60 * s, max.y - 8 * s - ImGui::GetCursorScreenPos().y)));
  ImGui::EndGroup();
}

}  // namespace rt::ui
