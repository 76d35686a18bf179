// setup_screen.cpp: the first screen, one scroll area: game, players (names, human or bot), the
// game's options (in the game's groups, those that apply: setup_options.cpp), a seed; the
// scripts' verdict shown inline, with warnings to accept once per setup; the saved games.
#include <algorithm>
#include <ctime>

#include "../app/bot_plan.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// The options the game gets: the game's own, without those that do not apply to this setup
// (`applies`), which take their defaults.
Value game_options(const GameInfo& info, const SetupDraft& d) {
  Value out = Value::object();
  for (auto it = d.options.begin(); it != d.options.end(); ++it)
    if (info.option(it.key()) && std::find(d.hidden.begin(), d.hidden.end(), it.key()) == d.hidden.end())
      out[it.key()] = it.value();
  return out;
}

// The bot seat i is set to, if the game has it; none chosen (or a bot of a mod now disabled, or
// of another game): the game's own bot, so a table of friends meets bots that play, not random ones.
std::string seat_bot_kind(const SetupDraft& d, int i) {
  const std::string& kind = i < int(d.bot_kinds.size()) ? d.bot_kinds[i] : std::string();
  const auto offered = [&](const std::string& b) { return std::find(d.bot_choices.begin(), d.bot_choices.end(), b) != d.bot_choices.end(); };
  return offered(kind) ? kind : offered(d.default_bot) ? d.default_bot : "random";
}

Setup draft_setup(App& app, bool for_check) {
  SetupDraft& d = app.draft();
  Setup s;
  const GameInfo& info = app.catalog().games()[d.game];
  s.game = info.id;
  s.options = game_options(info, d);
  std::vector<std::string> seat_bots(d.players);
  for (int i = 0; i < d.players; ++i) {
    s.players.push_back(d.names[i].empty() ? app.format("ui.tv.default_name", Value{{"n", i + 1}}) : d.names[i]);
    s.controllers.push_back(d.bots[i] ? "bot" : "human");
    if (d.bots[i]) seat_bots[i] = seat_bot_kind(d, i);
  }
  // Only when some seat has another bot than the random one: a record of random bots stays as before.
  if (std::any_of(seat_bots.begin(), seat_bots.end(), [](auto& b) { return !b.empty() && b != "random"; }))
    s.bots = BotPlan::from_seats(seat_bots);
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

Value with_defaults(const GameInfo& info, Value options) {
  for (const OptionInfo& o : info.options)
    if (!options.contains(o.id)) options[o.id] = o.default_value;
  return options;
}

// The scripts judge the setup once per change: which options apply, check_setup's errors and
// warnings (translated in the screen's language), then the same start as a real one for anything
// else. Warnings accepted once stay accepted for this very setup (game, players, options).
void check(App& app) {
  SetupDraft& d = app.draft();
  if (!d.seed.empty() && d.seed.find_first_not_of("0123456789") != std::string::npos) {
    d.problem = app.tr("ui.tv.bad_seed");
    d.errors.clear();
    d.checked = "";
    return;
  }
  const GameInfo& info = app.catalog().games()[d.game];
  const std::string key = app.lang() + std::to_string(d.game) + d.options.dump() + std::to_string(d.players) +
                          setup_to_value(draft_setup(app, true)).dump();
  if (key == d.checked) return;
  d.checked = key;
  Value own = Value::object();
  for (auto it = d.options.begin(); it != d.options.end(); ++it)
    if (info.option(it.key())) own[it.key()] = it.value();
  std::string why = app.catalog().options_not_applying(info, d.players, with_defaults(info, own), d.hidden);
  Setup s = draft_setup(app, true);
  const Value options = with_defaults(info, s.options);
  d.accept_key = info.id + ":" + std::to_string(d.players) + ":" + options.dump();
  d.accepted = !d.accepted_key.empty() && d.accepted_key == d.accept_key;
  std::vector<SetupProblem> problems;
  std::vector<std::string> errors, warnings;
  if (why.empty()) why = app.catalog().check_setup(info, d.players, options, problems);
  for (const SetupProblem& p : problems)
    (p.warning ? warnings : errors).push_back(app.format(p.key, p.args));
  d.errors = std::move(errors);
  d.warnings = std::move(warnings);
  if (why.empty() && d.errors.empty() && !Session::start(app.catalog(), s, why)) d.problem = why;
  else d.problem = d.errors.empty() ? why : "";
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string name_key(const std::vector<NamedInfo>& list, const std::string& id) {
  for (auto& n : list)
    if (n.id == id) return n.name;
  return id;
}

// The saved games, newest first: date, game, players, result; Resume for a game not finished,
// Replay for every game. Then a file by its path.
void draw_saved_games(App& app, float width) {
  SetupDraft& d = app.draft();
  Catalog& cat = app.catalog();
  const float s = app.settings().scale;
  if (!d.saved) d.saved = scan_saved_games(cat, games_dir());
  heading(app.tr("ui.setup.saved_games"));
  if (d.saved->empty()) text_colored("dim", app.tr("ui.setup.no_saved"));
  const float buttons_w = ImGui::CalcTextSize(app.tr("ui.tv.resume").c_str()).x +
                          ImGui::CalcTextSize(app.tr("ui.tv.replay").c_str()).x + ImGui::GetStyle().FramePadding.x * 4 +
                          ImGui::GetStyle().ItemSpacing.x * 2;
  if (!d.saved->empty() &&
      ImGui::BeginTable("saved_games", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerH,
                        ImVec2(width, 0))) {
    ImGui::TableSetupColumn(app.tr("ui.setup.col.date").c_str(), ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("2026-11-26 09:41").x);
    ImGui::TableSetupColumn(app.tr("ui.setup.col.game").c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(app.tr("ui.setup.col.players").c_str(), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn(app.tr("ui.setup.col.result").c_str(), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn("##actions", ImGuiTableColumnFlags_WidthFixed, buttons_w);
    ImGui::TableHeadersRow();
    int k = 0;
    for (const SavedGame& g : *d.saved) {
      ++k;
      ImGui::PushID(k);
      ImGui::TableNextRow();
      const GameInfo* info = cat.game(g.game);
      const std::string date = saved_date(g.when);
      const std::string game = info ? cat.text(app.lang(), info->title) : g.game;
      const std::string players = joined(g.players);
      const std::string result =
          g.finished && info ? app.format("ui.setup.won", Value{{"side", name_key(info->sides, g.winner)},
                                                                  {"reason", name_key(info->end_reasons, g.reason)}})
                             : app.format("ui.setup.in_progress", Value{{"n", g.answers}});
      ImGui::TableNextColumn();
      text(date);
      ImGui::TableNextColumn();
      text_wrapped(game);
      ImGui::TableNextColumn();
      text_wrapped(players);
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, color_vec(g.finished ? "white" : "orange"));
      text_wrapped(result);
      ImGui::PopStyleColor();
      ImGui::TableNextColumn();
      const std::string id = "setup.saved." + std::to_string(k);
      if (!g.finished && button(id + ".resume", app.tr("ui.tv.resume"))) {
        if (auto e = app.resume(g.path); !e.empty()) app.set_status(localize_error(app.catalog(), app.lang(), e));
      }
      if (!g.finished) ImGui::SameLine();
      if (button(id + ".replay", app.tr("ui.tv.replay"))) {
        if (auto e = app.open_replay(g.path); !e.empty()) app.set_status(localize_error(app.catalog(), app.lang(), e));
      }
      ImGui::PopID();
      if (app.screen() != Screen::Setup) break;  // the list went with the screen
    }
    ImGui::EndTable();
  }
  if (app.screen() != Screen::Setup) return;
  ImGui::Spacing();
  text_colored("dim", app.tr("ui.setup.open_file"));
  char path[512];
  std::snprintf(path, sizeof path, "%s", d.load_path.c_str());
  const float bw = ImGui::CalcTextSize(app.tr("ui.tv.resume").c_str()).x +
                   ImGui::CalcTextSize(app.tr("ui.tv.replay").c_str()).x + ImGui::GetStyle().FramePadding.x * 4 +
                   ImGui::GetStyle().ItemSpacing.x * 3;
  ImGui::SetNextItemWidth(std::max(120 * s, width - bw));
  const std::string path_hint = app.tr("ui.tv.path_hint");
  if (ImGui::InputTextWithHint("##path", path_hint.c_str(), path, sizeof path)) d.load_path = path;
  note_target("setup.path", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (button("setup.resume", app.tr("ui.tv.resume"), ImVec2(0, 0), !d.load_path.empty()))
    if (auto e = app.resume(d.load_path); !e.empty()) app.set_status(localize_error(app.catalog(), app.lang(), e));
  if (app.screen() != Screen::Setup) return;
  ImGui::SameLine();
  if (button("setup.replay", app.tr("ui.tv.replay"), ImVec2(0, 0), !d.load_path.empty()))
    if (auto e = app.open_replay(d.load_path); !e.empty()) app.set_status(localize_error(app.catalog(), app.lang(), e));
  if (!app.status().empty()) {  // e.g. a file that cannot be read: wrapped, its path is long
    ImGui::PushStyleColor(ImGuiCol_Text, color_vec("red"));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    text_wrapped(app.status());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    note_area("setup.status", ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x,
              ImGui::GetItemRectMax().y);
  }
}

}  // namespace

void draw_setup_screen(App& app, ImVec2 min, ImVec2 max) {
  SetupDraft& d = app.draft();
  Catalog& cat = app.catalog();
  const float s = app.settings().scale;
  if (cat.games().empty()) return;
  d.game = std::min<int>(d.game, int(cat.games().size()) - 1);
  const GameInfo& info = cat.games()[d.game];
  d.players = std::clamp(d.players, info.min_players, info.max_players);
  while (int(d.names.size()) < info.max_players) d.names.push_back("");
  while (int(d.bots.size()) < info.max_players) d.bots.push_back(d.bots.size() > 0);

  // One scroll area for the whole screen: the players, the options and the saved games scroll
  // together (no list scrolling inside the page).
  const float w = std::min(980 * s, max.x - min.x - 24 * s);
  ImGui::SetCursorScreenPos(ImVec2((min.x + max.x - w) / 2, min.y + 8 * s));
  // The scrollbar is always there, so the width (and where each option falls) does not change
  // once the page grows taller than the window.
  ImGui::BeginChild("setup", ImVec2(w, max.y - min.y - 12 * s), false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  {
    const ImVec2 p = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
    note_area("setup.scroll", p.x, p.y, p.x + sz.x, p.y + sz.y);
    if (ImGui::GetScrollMaxY() > 0) note_area("setup.scrollbar", p.x + sz.x - ImGui::GetStyle().ScrollbarSize, p.y, p.x + sz.x, p.y + sz.y);
  }
  const float inner = ImGui::GetContentRegionAvail().x;
  ImGui::PushFont(fonts().title);
  text(app.tr("ui.tv.new_game"));
  ImGui::PopFont();
  {  // The Lab (lab_screen.cpp): bots play a setup many times; at the right of the title.
    const std::string lab = app.tr("ui.lab.open");
    ImGui::SameLine(inner - ImGui::CalcTextSize(lab.c_str()).x - ImGui::GetStyle().FramePadding.x * 2 - 4 * s);
    if (button("setup.lab", lab)) app.open_lab();
  }
  ImGui::Separator();

  // Two columns as two groups side by side (the options' tables do not nest in legacy columns).
  const float left_w = inner * 0.48f;
  const ImVec2 top_left = ImGui::GetCursorScreenPos();
  ImGui::BeginGroup();
  heading(app.tr("ui.tv.game"));
  ImGui::SetNextItemWidth(std::min(300 * s, left_w - 16 * s));
  const std::string title = cat.text(app.lang(), info.title);
  if (ImGui::BeginCombo("##game", title.c_str())) {
    for (size_t i = 0; i < cat.games().size(); ++i) {
      if (ImGui::Selectable(cat.text(app.lang(), cat.games()[i].title).c_str(), int(i) == d.game)) app.switch_game(int(i));
      note_target("setup.game." + cat.games()[i].id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::EndCombo();
  }
  note_combo_text(title);
  note_target("setup.game", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  trace().texts.push_back(title);
  const GameInfo& game = cat.games()[d.game];  // the game chosen this frame
  d.players = std::clamp(d.players, game.min_players, game.max_players);
  while (int(d.names.size()) < game.max_players) d.names.push_back("");
  while (int(d.bots.size()) < game.max_players) d.bots.push_back(d.bots.size() > 0);

  heading(app.format("ui.tv.players", Value{{"n", d.players}}));
  if (button("setup.players.minus", " - ", ImVec2(40 * s, 0), d.players > game.min_players)) --d.players;
  ImGui::SameLine();
  ImGui::PushFont(fonts().bold);
  text(std::to_string(d.players));
  ImGui::PopFont();
  ImGui::SameLine();
  if (button("setup.players.plus", " + ", ImVec2(40 * s, 0), d.players < game.max_players)) ++d.players;
  if (d.bots_for != game.id) d.bot_choices = bot_names(cat, game.id), d.default_bot = default_bot(cat, game.id), d.bots_for = game.id;
  d.bot_kinds.resize(std::max<size_t>(d.bot_kinds.size(), d.bots.size()));
  // The bot drop-down is as wide as its longest name (in this language), plus its arrow.
  float kind_w = 90 * s;
  for (const std::string& b : d.bot_choices)
    kind_w = std::max(kind_w, ImGui::CalcTextSize(app.bot_title(game.id, b).c_str()).x + ImGui::GetStyle().FramePadding.x * 2 +
                                  ImGui::GetFrameHeight() + 4 * s);
  const float who_w = 90 * s;
  const float name_w =
      std::clamp(left_w - who_w - kind_w - 36 * s - 4 * ImGui::GetStyle().ItemSpacing.x, 90 * s, 220 * s);
  for (int i = 0; i < d.players; ++i) {
    ImGui::PushID(i);
    text(std::to_string(i + 1) + ".");
    ImGui::SameLine(36 * s);
    ImGui::SetNextItemWidth(name_w);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s", d.names[i].c_str());
    // An empty name shows the language's default ("Player 3") greyed: it follows the language
    // and is not remembered as a name.
    const std::string hint = app.format("ui.tv.default_name", Value{{"n", i + 1}});
    if (ImGui::InputTextWithHint("##name", hint.c_str(), buf, sizeof buf)) d.names[i] = buf;
    note_target("setup.name." + std::to_string(i + 1), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    trace().texts.push_back(d.names[i].empty() ? hint : d.names[i]);
    ImGui::SameLine();
    const std::string who = d.bots[i] ? app.tr("ui.tv.seat_bot") : app.tr("ui.tv.seat_human");
    ImGui::PushStyleColor(ImGuiCol_Button, d.bots[i] ? color_vec("gray", 0.5f) : color_vec("blue", 0.7f));
    if (button("setup.bot." + std::to_string(i + 1), who, ImVec2(who_w, 0))) d.bots[i] = !d.bots[i];
    ImGui::PopStyleColor();
    if (d.bots[i]) {  // which bot: the game's (random, heuristic, ...) and its mods'
      ImGui::SameLine();
      ImGui::SetNextItemWidth(kind_w);
      const std::string id = "setup.bot_kind." + std::to_string(i + 1);
      const std::string kind = seat_bot_kind(d, i), shown = app.bot_title(game.id, kind);
      if (ImGui::BeginCombo("##kind", shown.c_str())) {
        for (const std::string& b : d.bot_choices) {
          if (ImGui::Selectable(app.bot_title(game.id, b).c_str(), b == kind)) d.bot_kinds[i] = b;
          note_target(id + "." + b, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
        }
        ImGui::EndCombo();
      }
      note_combo_text(shown);
      note_target(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::PopID();
  }

  draw_phones_panel(app, left_w - 16 * s);
  // Seed, the scripts' verdict and Start stay in the left column, at the top of the screen.
  ImGui::Spacing();
  heading(app.tr("ui.tv.seed"));
  char seed[32];
  std::snprintf(seed, sizeof seed, "%s", d.seed.c_str());
  ImGui::SetNextItemWidth(std::min(220 * s, left_w - 16 * s));
  const std::string seed_hint = app.tr("ui.tv.seed_random");
  if (ImGui::InputTextWithHint("##seed", seed_hint.c_str(), seed, sizeof seed)) d.seed = seed;
  note_target("setup.seed", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());

  check(app);
  ImGui::Spacing();
  const bool can_start = draw_setup_verdict(app, left_w - 16 * s);
  ImGui::Spacing();
  ImGui::PushFont(fonts().title);
  ImGui::PushStyleColor(ImGuiCol_Button, color_vec("green", 0.75f));
  if (button("setup.start", app.tr("ui.tv.start"), ImVec2(std::min(260 * s, left_w - 16 * s), 64 * s), can_start)) {
    Setup setup = draft_setup(app, false);
    std::vector<bool> bots(d.bots.begin(), d.bots.begin() + d.players);
    if (std::string err = app.start_game(setup, bots); !err.empty()) d.problem = localize_error(app.catalog(), app.lang(), err);
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::EndGroup();
  const float left_bottom = ImGui::GetItemRectMax().y;
  if (app.screen() != Screen::Setup) {  // the game started: the draft is the table's now
    ImGui::EndChild();
    return;
  }

  ImGui::SetCursorScreenPos(ImVec2(top_left.x + left_w, top_left.y));
  ImGui::BeginGroup();
  const float right_w = ImGui::GetContentRegionAvail().x - 4 * s;
  const ImVec2 o0 = ImGui::GetCursorScreenPos();
  draw_setup_options(app, game, right_w);
  note_area("setup.options", o0.x, o0.y, o0.x + right_w, ImGui::GetCursorScreenPos().y);
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos(ImVec2(top_left.x, std::max(left_bottom, ImGui::GetItemRectMax().y)));

  ImGui::Spacing();
  ImGui::Separator();
  draw_saved_games(app, ImGui::GetContentRegionAvail().x - 4 * s);
  if (app.screen() == Screen::Setup) {  // the mods last: what the catalog found, and their errors
    ImGui::Spacing();
    ImGui::Separator();
    draw_setup_mods(app, game, ImGui::GetContentRegionAvail().x - 4 * s);
    ImGui::Dummy(ImVec2(1, 8 * s));
  }
  ImGui::EndChild();
}

}  // namespace rt::ui
