// setup_mods.cpp: the setup screen's list of mods (the catalog's ModInfo): for the chosen game,
// which mods are on (they add the game, add to it, or give it a bot), which are for other games,
// and which failed to load, with the reason (a failed mod's error names its file and line).
#include <algorithm>

#include "../bots/bot.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

enum class ModState { On, OtherGames, Failed };

bool gives_bot(const Catalog& cat, const ModInfo& m, const std::string& game) {
  for (const BotSource& b : bot_sources(cat, game))
    if (b.mod == m.id) return true;
  return false;
}

ModState state_for(const Catalog& cat, const ModInfo& m, const std::string& game) {
  if (!m.error.empty()) return ModState::Failed;
  const bool adds = std::count(m.games.begin(), m.games.end(), game) > 0;
  const bool extends = std::count(m.extends.begin(), m.extends.end(), game) > 0;
  return adds || extends || gives_bot(cat, m, game) ? ModState::On : ModState::OtherGames;
}

// The games a mod is for, by their titles (its own games, those it adds to, those it gives bots).
std::string games_of(App& app, const ModInfo& m) {
  std::string out;
  for (const GameInfo& g : app.catalog().games()) {
    if (state_for(app.catalog(), m, g.id) != ModState::On) continue;
    out += (out.empty() ? "" : ", ") + app.tr(g.title);
  }
  return out.empty() ? "-" : out;
}

}  // namespace

void draw_setup_mods(App& app, const GameInfo& game, float width) {
  const Catalog& cat = app.catalog();
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  heading(app.tr("ui.mods.heading"));
  if (cat.mods().empty()) text_colored("dim", app.tr("ui.mods.none"));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  for (const ModInfo& m : cat.mods()) {
    const ModState st = state_for(cat, m, game.id);
    const std::string title = m.title.empty() ? m.id : app.tr(m.title);
    const std::string name = (title.empty() ? m.source : title) + (m.version.empty() ? "" : " " + m.version);
    const std::string said = st == ModState::On        ? app.tr("ui.mods.on")
                             : st == ModState::Failed ? app.tr("ui.mods.failed")
                                                      : app.format("ui.mods.other", Value{{"games", games_of(app, m)}});
    const ImVec2 r0 = ImGui::GetCursorScreenPos();
    ImGui::PushFont(fonts().bold);
    text(name);
    ImGui::PopFont();
    ImGui::SameLine();
    text_colored(st == ModState::On ? "green" : st == ModState::Failed ? "red" : "dim", said);
    if (st == ModState::Failed) {
      ImGui::Indent(16 * app.settings().scale);
      ImGui::PushStyleColor(ImGuiCol_Text, color_vec("orange"));
      text_wrapped(localize_error(cat, app.lang(), m.error));
      ImGui::PopStyleColor();
      ImGui::Unindent(16 * app.settings().scale);
    }
    // For the tests: setup.mod.<id>.<on|other|failed>, the mod's lines.
    const std::string id = m.id.empty() ? m.source : m.id;
    const char* state_id = st == ModState::On ? "on" : st == ModState::Failed ? "failed" : "other";
    note_area("setup.mod." + id + "." + state_id, r0.x, r0.y, r0.x + width, ImGui::GetItemRectMax().y);
    if (ImGui::IsMouseHoveringRect(r0, ImVec2(r0.x + width, ImGui::GetItemRectMax().y)))
      ImGui::SetTooltip("%s", m.source.c_str());
  }
  ImGui::PopTextWrapPos();
  note_area("setup.mods", p0.x, p0.y, p0.x + width, ImGui::GetItemRectMax().y);
}

}  // namespace rt::ui
