// top_bar.cpp: the bar over every screen: the game's name, the language (switchable at any
// time), the UI scale, the bots' pace, and the way back to the setup.
#include <cmath>
#include <cstdio>

#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// "1.5 s" in the screen's language, as an ImGui format that shows it literally.
std::string pace_format(App& app, double pace) {
  const std::string number = app.catalog().decimal(app.lang(), pace, 1);
  std::string shown = app.format("ui.tv.pace_value", Value{{"seconds", number}});
  std::string escaped;
  for (char c : shown) escaped += c == '%' ? std::string("%%") : std::string(1, c);
  trace().texts.push_back(shown);
  return escaped;
}

// Sound on or off in one click (remembered): a loudspeaker, crossed out when muted.
void sound_button(App& app) {
  const bool muted = app.settings().muted;
  const float side = ImGui::GetFrameHeight();
  ImGui::PushStyleColor(ImGuiCol_Button, muted ? color_vec("gray", 0.25f) : color_vec("blue", 0.85f));
  const bool pressed = ImGui::Button("##sound.mute", ImVec2(side, side));  // a picture, no words
  ImGui::PopStyleColor();
  note_target("sound.mute", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2);
  const float r = side * 0.3f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 ink = IM_COL32(240, 240, 245, 255);
  dl->AddRectFilled(ImVec2(c.x - r, c.y - r * 0.35f), ImVec2(c.x - r * 0.45f, c.y + r * 0.35f), ink);
  const ImVec2 cone[4] = {{c.x - r * 0.45f, c.y - r * 0.35f}, {c.x + r * 0.1f, c.y - r}, {c.x + r * 0.1f, c.y + r},
                          {c.x - r * 0.45f, c.y + r * 0.35f}};
  dl->AddConvexPolyFilled(cone, 4, ink);
  if (muted) {
    dl->AddLine(ImVec2(c.x + r * 0.35f, c.y - r * 0.45f), ImVec2(c.x + r, c.y + r * 0.45f), color("red"), 2.0f);
    dl->AddLine(ImVec2(c.x + r * 0.35f, c.y + r * 0.45f), ImVec2(c.x + r, c.y - r * 0.45f), color("red"), 2.0f);
  } else {
    dl->PathArcTo(ImVec2(c.x + r * 0.1f, c.y), r * 0.55f, -0.9f, 0.9f, 8);
    dl->PathStroke(ink, 0, 1.8f);
    dl->PathArcTo(ImVec2(c.x + r * 0.1f, c.y), r * 0.95f, -0.9f, 0.9f, 10);
    dl->PathStroke(ink, 0, 1.8f);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", app.tr(muted ? "ui.tv.sound_off" : "ui.tv.sound_on").c_str());
  if (pressed) {
    app.settings().muted = !muted;
    app.remember_settings();
  }
}
}  // namespace

void draw_top_bar(App& app, float height) {
  const float s = app.settings().scale;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 wp = ImGui::GetWindowPos();
  const float bar_w = ImGui::GetWindowWidth();
  dl->AddRectFilled(wp, ImVec2(wp.x + bar_w, wp.y + height), IM_COL32(30, 33, 44, 255));
  const ImGuiStyle& style = ImGui::GetStyle();
  auto button_w = [&](const std::string& label) { return ImGui::CalcTextSize(label.c_str()).x + style.FramePadding.x * 2; };

  // What the bar holds, and how wide it is: when it does not fit (a large UI scale on a small
  // window, long words in some language) the languages go to their codes, then the title loses
  // its "Roundtable" prefix, then the game's name.
  std::string game_title;
  if (app.game() && app.screen() != Screen::Setup)
    game_title = app.tr(app.game()->game_info().title);
  else if (app.replay() && app.screen() == Screen::Replay)
    if (auto* g = app.catalog().game(app.replay()->record.setup.game)) game_title = app.tr(g->title) + "  ·  " + app.tr("ui.tv.replay");
  const std::vector<std::string> langs = app.catalog().languages();
  bool compact_rules = false;  // the Rules button as "?" when even the language codes do not make room
  bool bare = false;           // then the scale and pace lose their labels (kept as tooltips)
  auto right_width = [&](bool codes) {
    float w = 0;
    for (auto& l : langs) w += button_w(codes ? l : app.catalog().text(l, "language.name")) + style.ItemSpacing.x;
    w += (bare ? 0 : ImGui::CalcTextSize(app.tr("ui.tv.scale").c_str()).x + style.ItemSpacing.x) + 90 * s + style.ItemSpacing.x;
    w += (bare ? 0 : ImGui::CalcTextSize(app.tr("ui.tv.pace").c_str()).x + style.ItemSpacing.x) + 110 * s + style.ItemSpacing.x;
    w += ImGui::GetFrameHeight() + style.ItemSpacing.x;  // the sound button
    if (app.screen() == Screen::Table && !app.game()->link()) w += button_w(app.tr("ui.tv.save_record")) + style.ItemSpacing.x;
    if (rules_available(app)) w += button_w(rules_button_label(app, compact_rules)) + style.ItemSpacing.x;
    if (app.screen() != Screen::Setup) w += button_w(app.tr("ui.tv.new_game"));
    return w;
  };
  ImGui::PushFont(fonts().bold);
  auto title_width = [&](const std::string& t) { return t.empty() ? 0.0f : ImGui::CalcTextSize(t.c_str()).x + 20 * s; };
  const std::string full = "Roundtable" + (game_title.empty() ? "" : "  ·  " + game_title);
  const float room = bar_w - 24 * s;
  bool codes = false;
  std::string title = full;
  if (title_width(title) + right_width(false) > room) codes = true;
  if (right_width(codes) > room) compact_rules = true;
  if (right_width(codes) > room) bare = true;
  if (title_width(title) + right_width(codes) > room) title = game_title.empty() ? "Roundtable" : game_title;
  // A title that would not fit even on two lines at 0.6 of its size: the scale and pace lose
  // their labels and Rules its word first (their tooltips say them).
  {
    const float two_lines = ImGui::CalcTextSize(title.c_str()).x * 0.6f * 0.6f;  // about half, at 0.6
    if (two_lines + 20 * s + right_width(codes) > room) compact_rules = bare = true;
  }
  // Then the title is drawn smaller (to 3/4 of its size), then on two lines broken at a space
  // (the bar holds two lines at that size), and only then cut (whole UTF-8 characters) with "...".
  ImFont* bold = fonts().bold;
  const float title_room = room - right_width(codes) - 20 * s;
  auto wide = [&](const std::string& x, float size) { return text_size(bold, x, 0, size).x; };
  const float full_size = bold->FontSize;
  float size = std::min(full_size, full_size * title_room / std::max(1.0f, wide(title, full_size)));
  std::vector<std::string> lines{title};
  if (size < full_size * 0.75f) {
    // Two lines, broken at the space that makes the longer line shortest, at the size that lets it
    // fit (not under 0.6 of the full size), when the bar holds two lines of it.
    // A break beside the title's separator (" · ") drops it (no line starts or ends with "·"),
    // and is taken before any other that fits.
    const std::string dot = "\xC2\xB7";
    auto trim = [&](std::string x) {
      while (!x.empty() && x.back() == ' ') x.pop_back();
      while (!x.empty() && x.front() == ' ') x.erase(x.begin());
      return x;
    };
    float best = 0;
    bool best_at_dot = false;
    std::vector<std::string> two;
    for (size_t at = title.find(' '); at != std::string::npos; at = title.find(' ', at + 1)) {
      std::string a = trim(title.substr(0, at)), b = trim(title.substr(at + 1));
      bool at_dot = false;
      if (a.size() >= dot.size() && a.compare(a.size() - dot.size(), dot.size(), dot) == 0) a = trim(a.substr(0, a.size() - dot.size())), at_dot = true;
      if (b.compare(0, dot.size(), dot) == 0) b = trim(b.substr(dot.size())), at_dot = true;
      if (a.empty() || b.empty()) continue;
      const float longer = std::max(wide(a, full_size), wide(b, full_size));
      const bool fits = full_size * title_room / longer >= full_size * 0.6f;
      const bool better = best == 0 || (at_dot && fits && !best_at_dot) ||
                          (longer < best && (at_dot || !best_at_dot || !fits));
      if (better) best = longer, two = {a, b}, best_at_dot = at_dot && fits;
    }
    const float two_size = best > 0 ? std::min(full_size, full_size * title_room / best) : 0;
    if (two_size >= full_size * 0.6f && 2 * two_size * 1.05f <= height - 4 * s) {
      lines = two;
      size = two_size;
    } else {
      size = full_size * 0.75f;  // then cut, below
    }
  }
  while (lines.size() == 1 && !title.empty() && wide(title, size) > title_room) {
    const bool cut = title.size() > 3 && title.compare(title.size() - 3, 3, "...") == 0;
    std::string base = cut ? title.substr(0, title.size() - 3) : title;
    do base.pop_back();
    while (!base.empty() && (static_cast<unsigned char>(base.back()) & 0xC0) == 0x80);
    if (!base.empty()) base.pop_back();  // the lead byte (or a whole ASCII character)
    while (!base.empty() && base.back() == ' ') base.pop_back();
    title = base.size() < 4 ? "" : base + "...";
    lines = {title};
  }
  ImGui::SetCursorScreenPos(ImVec2(wp.x + 12 * s, wp.y + (height - ImGui::GetFrameHeight()) / 2));
  const float y = ImGui::GetCursorScreenPos().y;
  if (!title.empty()) {
    dl->PushClipRect(wp, ImVec2(wp.x + bar_w - right_width(codes) - 16 * s, wp.y + height), true);
    const float line_h = size * 1.05f;
    float ty = wp.y + (height - line_h * lines.size()) / 2;
    for (const std::string& line : lines) {
      draw_text(dl, bold, ImVec2(wp.x + 12 * s, ty), ImGui::GetColorU32(ImGuiCol_Text), line, 0, size);
      ty += line_h;
    }
    note_area("top_bar.title", wp.x + 12 * s, wp.y + (height - line_h * lines.size()) / 2, wp.x + 12 * s + title_room,
              ty);
    dl->PopClipRect();
  }
  ImGui::PopFont();

  // Right side: language, scale, pace, menu; right-aligned.
  ImGui::SetCursorScreenPos(ImVec2(std::max(wp.x + 12 * s, wp.x + bar_w - 12 * s - right_width(codes)), y));
  for (auto& l : langs) {
    const bool on = l == app.lang();
    ImGui::PushStyleColor(ImGuiCol_Button, on ? color_vec("blue", 0.85f) : color_vec("gray", 0.25f));
    const std::string name = app.catalog().text(l, "language.name");
    if (button("lang." + l, codes ? l : name, ImVec2(0, 0))) {
      app.settings().lang = l;
      app.remember_settings();
    }
    if (codes && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", name.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  if (!bare) {
    text(app.tr("ui.tv.scale"));
    ImGui::SameLine();
  }
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
  if (bare && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", app.tr("ui.tv.scale").c_str());
  note_target("scale", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (!bare) {
    text(app.tr("ui.tv.pace"));
    ImGui::SameLine();
  }
  float pace = static_cast<float>(app.settings().pace);
  ImGui::SetNextItemWidth(110 * s);
  if (ImGui::SliderFloat("##pace", &pace, 0.0f, 3.0f, pace_format(app, pace).c_str())) {
    app.settings().pace = pace;
  }
  if (ImGui::IsItemDeactivatedAfterEdit()) app.remember_settings();
  if (bare && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", app.tr("ui.tv.pace").c_str());
  note_target("pace", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  sound_button(app);
  ImGui::SameLine();
  if (rules_available(app)) rules_button(app, compact_rules), ImGui::SameLine();
  if (app.screen() == Screen::Table && !app.game()->link()) {
    if (button("menu.save", app.tr("ui.tv.save_record"))) app.save_record();
    ImGui::SameLine();
  }
  if (app.screen() != Screen::Setup && button("menu.setup", app.tr("ui.tv.new_game"))) app.open_setup();
  note_area("top_bar.right", ImGui::GetItemRectMax().x, wp.y, ImGui::GetItemRectMax().x, wp.y + height);
  draw_rules_page(app);
}

}  // namespace rt::ui
