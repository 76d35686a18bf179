// setup_screen.cpp: the first screen: game, players (names, human or bot), the game's options
// (in the game's groups: setup_options.cpp), a seed; the scripts' verdict shown inline, with
// warnings to accept before Start; load a saved game.
#include <algorithm>
#include <filesystem>

#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

Setup draft_setup(App& app, bool for_check) {
  SetupDraft& d = app.draft();
  Setup s;
  s.game = app.catalog().games()[d.game].id;
  s.options = d.options;
  for (int i = 0; i < d.players; ++i) {
    s.players.push_back(d.names[i].empty() ? app.format("ui.tv.default_name", Value{{"n", i + 1}}) : d.names[i]);
    s.controllers.push_back(d.bots[i] ? "bot" : "human");
  }
  s.seed = 1;
  if (!d.seed.empty()) {
    try {
      s.seed = std::stoull(d.seed);
    } catch (...) {
      s.seed = 1;
    }
  } else if (!for_check) {
    s.seed = (uint64_t(std::rand()) << 40) ^ (uint64_t(std::rand()) << 16) ^ uint64_t(std::time(nullptr));
  }
  return s;
}

// The scripts judge the setup once per change: check_setup's errors and warnings (translated in
// the screen's language), then the same start as a real one for anything else.
void check(App& app) {
  SetupDraft& d = app.draft();
  if (!d.seed.empty() && d.seed.find_first_not_of("0123456789") != std::string::npos) {
    d.problem = app.tr("ui.tv.bad_seed");
    d.errors.clear();
    d.checked = "";
    return;
  }
  Setup s = draft_setup(app, true);
  const std::string key = app.lang() + setup_to_value(s).dump();
  if (key == d.checked) return;
  d.checked = key;
  const GameInfo& info = app.catalog().games()[d.game];
  Value options = s.options;
  for (const OptionInfo& o : info.options)
    if (!options.contains(o.id)) options[o.id] = o.default_value;
  std::vector<SetupProblem> problems;
  std::vector<std::string> errors, warnings;
  std::string why = app.catalog().check_setup(info, d.players, options, problems);
  for (const SetupProblem& p : problems)
    (p.warning ? warnings : errors).push_back(app.format(p.key, p.args));
  if (warnings != d.warnings) d.accepted = false;
  d.errors = std::move(errors);
  d.warnings = std::move(warnings);
  if (why.empty() && d.errors.empty() && !Session::start(app.catalog(), s, why)) d.problem = why;
  else d.problem = d.errors.empty() ? why : "";
}

std::vector<std::filesystem::path> recent_games() {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(games_dir(), ec))
    if (e.is_regular_file() && (e.path().extension() == ".jsonl" || e.path().extension() == ".json")) files.push_back(e.path());
  std::sort(files.begin(), files.end(), [](auto& a, auto& b) {
    std::error_code e1, e2;
    return fs::last_write_time(a, e1) > fs::last_write_time(b, e2);
  });
  if (files.size() > 5) files.resize(5);
  return files;
}

}  // namespace

void draw_setup_screen(App& app, ImVec2 min, ImVec2 max) {
  SetupDraft& d = app.draft();
  Catalog& cat = app.catalog();
  const float s = app.settings().scale;
  if (cat.games().empty()) return;
  const GameInfo& info = cat.games()[std::min<size_t>(d.game, cat.games().size() - 1)];
  d.players = std::clamp(d.players, info.min_players, info.max_players);
  while (int(d.names.size()) < info.max_players) d.names.push_back("");
  while (int(d.bots.size()) < info.max_players) d.bots.push_back(d.bots.size() > 0);

  const float w = std::min(980 * s, max.x - min.x - 40 * s);
  ImGui::SetCursorScreenPos(ImVec2((min.x + max.x - w) / 2, min.y + 14 * s));
  ImGui::BeginChild("setup", ImVec2(w, max.y - min.y - 28 * s), false);
  ImGui::PushFont(fonts().title);
  text(app.tr("ui.tv.new_game"));
  ImGui::PopFont();
  ImGui::Separator();

  ImGui::Columns(2, "setup_cols", false);
  ImGui::SetColumnWidth(0, w * 0.52f);
  heading(app.tr("ui.tv.game"));
  ImGui::SetNextItemWidth(300 * s);
  const std::string title = cat.text(app.lang(), info.title);
  if (ImGui::BeginCombo("##game", title.c_str())) {
    for (size_t i = 0; i < cat.games().size(); ++i)
      if (ImGui::Selectable(cat.text(app.lang(), cat.games()[i].title).c_str(), int(i) == d.game)) d.game = int(i);
    ImGui::EndCombo();
  }
  note_combo_text(title);
  note_target("setup.game", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  trace().texts.push_back(title);

  heading(app.format("ui.tv.players", Value{{"n", d.players}}));
  if (button("setup.players.minus", " - ", ImVec2(40 * s, 0), d.players > info.min_players)) --d.players;
  ImGui::SameLine();
  ImGui::PushFont(fonts().bold);
  text(std::to_string(d.players));
  ImGui::PopFont();
  ImGui::SameLine();
  if (button("setup.players.plus", " + ", ImVec2(40 * s, 0), d.players < info.max_players)) ++d.players;
  for (int i = 0; i < d.players; ++i) {
    ImGui::PushID(i);
    text(std::to_string(i + 1) + ".");
    ImGui::SameLine(36 * s);
    ImGui::SetNextItemWidth(220 * s);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s", d.names[i].c_str());
    const std::string hint = app.format("ui.tv.default_name", Value{{"n", i + 1}});
    if (ImGui::InputTextWithHint("##name", hint.c_str(), buf, sizeof buf)) d.names[i] = buf;
    note_target("setup.name." + std::to_string(i + 1), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    trace().texts.push_back(d.names[i].empty() ? hint : d.names[i]);
    ImGui::SameLine();
    const std::string who = d.bots[i] ? app.tr("ui.tv.seat_bot") : app.tr("ui.tv.seat_human");
    ImGui::PushStyleColor(ImGuiCol_Button, d.bots[i] ? color_vec("gray", 0.5f) : color_vec("blue", 0.7f));
    if (button("setup.bot." + std::to_string(i + 1), who, ImVec2(130 * s, 0))) d.bots[i] = !d.bots[i];
    ImGui::PopStyleColor();
    ImGui::PopID();
  }

  // Seed, the scripts' verdict and Start stay in the left column: always in sight, however many
  // options the game has.
  ImGui::Spacing();
  heading(app.tr("ui.tv.seed"));
  char seed[32];
  std::snprintf(seed, sizeof seed, "%s", d.seed.c_str());
  ImGui::SetNextItemWidth(220 * s);
  const std::string seed_hint = app.tr("ui.tv.seed_random");
  if (ImGui::InputTextWithHint("##seed", seed_hint.c_str(), seed, sizeof seed)) d.seed = seed;
  note_target("setup.seed", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());

  check(app);
  ImGui::Spacing();
  const bool can_start = draw_setup_verdict(app, w * 0.46f);
  ImGui::Spacing();
  ImGui::PushFont(fonts().title);
  ImGui::PushStyleColor(ImGuiCol_Button, color_vec("green", 0.75f));
  if (button("setup.start", app.tr("ui.tv.start"), ImVec2(260 * s, 64 * s), can_start)) {
    Setup setup = draft_setup(app, false);
    std::vector<bool> bots(d.bots.begin(), d.bots.begin() + d.players);
    if (std::string err = app.start_game(setup, bots); !err.empty()) d.problem = err;
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();

  const float left_bottom = ImGui::GetCursorScreenPos().y;
  ImGui::NextColumn();
  // The options scroll on their own pane, with its scrollbar in sight, so a game with many (and
  // a small window or a large UI scale) keeps the load section and every option reachable. The
  // pane ends above the load section (its heading, the path and the recent games).
  const std::vector<std::filesystem::path> recent = recent_games();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float load_h = style.ItemSpacing.y * 3 + ImGui::GetTextLineHeightWithSpacing() +
                       ImGui::GetFrameHeightWithSpacing() * (1 + recent.size()) + 14 * s;
  const float top = ImGui::GetCursorScreenPos().y;
  // When the left column is taller than the window (a large UI scale) the pane takes the
  // window's height beside it, and the load section comes below (the screen scrolls).
  const float options_h = std::max({max.y - 14 * s - top - load_h, std::min(left_bottom - top, max.y - 14 * s - top), 120 * s});
  ImGui::BeginChild("options", ImVec2(ImGui::GetContentRegionAvail().x - 4 * s, options_h), false,
                    ImGuiWindowFlags_AlwaysVerticalScrollbar);
  {
    const ImVec2 p = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
    note_area("setup.options", p.x, p.y, p.x + sz.x, p.y + sz.y);
    if (ImGui::GetScrollMaxY() > 0) note_area("setup.options.scrollbar", p.x + sz.x - style.ScrollbarSize, p.y, p.x + sz.x, p.y + sz.y);
  }
  draw_setup_options(app, info, ImGui::GetContentRegionAvail().x - 4 * s);
  ImGui::EndChild();
  ImGui::NextColumn();
  ImGui::Columns(1);
  ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, std::max(ImGui::GetCursorScreenPos().y, std::max(left_bottom, top + options_h))));

  ImGui::Spacing();
  ImGui::Separator();
  heading(app.tr("ui.tv.load"));
  char path[512];
  std::snprintf(path, sizeof path, "%s", d.load_path.c_str());
  ImGui::SetNextItemWidth(w * 0.55f);
  const std::string path_hint = app.tr("ui.tv.path_hint");
  if (ImGui::InputTextWithHint("##path", path_hint.c_str(), path, sizeof path)) d.load_path = path;
  note_target("setup.path", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (button("setup.resume", app.tr("ui.tv.resume"), ImVec2(0, 0), !d.load_path.empty()))
    if (auto e = app.resume(d.load_path); !e.empty()) app.set_status(e);
  ImGui::SameLine();
  if (button("setup.replay", app.tr("ui.tv.replay"), ImVec2(0, 0), !d.load_path.empty()))
    if (auto e = app.open_replay(d.load_path); !e.empty()) app.set_status(e);
  if (!app.status().empty()) text_colored("red", app.status());
  int k = 0;
  for (auto& f : recent) {
    ImGui::PushID(k++);
    if (button("setup.recent." + std::to_string(k), app.tr("ui.tv.resume"))) {
      if (auto e = app.resume(f.string()); !e.empty()) app.set_status(e);
    }
    ImGui::SameLine();
    if (button("setup.recent_replay." + std::to_string(k), app.tr("ui.tv.replay"))) {
      if (auto e = app.open_replay(f.string()); !e.empty()) app.set_status(e);
    }
    ImGui::SameLine();
    text_colored("dim", f.filename().string());
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace rt::ui
