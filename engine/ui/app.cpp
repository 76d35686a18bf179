// app.cpp: the screens and what moves between them; one frame of the table view.
#include "app.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "../app/common.hpp"
#include "../app/text.hpp"
#include "../core/problem.hpp"
#include "../net/phone_host.hpp"
#include "anim.hpp"
#include "art.hpp"
#include "lab.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "sound.hpp"
#include "window.hpp"

namespace rt::ui {

App::App(Catalog& catalog, Settings settings, bool remember)
    : cat_(&catalog), settings_(std::move(settings)), remember_(remember) {
  open_setup();
}

void App::use_game_layout(const std::string& game_id) {
  const GameInfo* info = cat_->game(game_id);
  layout_ = parse_layout(info ? info->table_layout : Value());
  // Pictures and sounds: the game's folder, the folders of the mods that add to it, the shared.
  std::vector<std::string> folders = {info ? info->dir : ""};
  for (const ModInfo& m : cat_->mods())
    if (m.error.empty() && std::count(m.extends.begin(), m.extends.end(), game_id)) folders.push_back(m.dir);
  folders.push_back(assets_dir());
  set_art_folders(std::move(folders));
}

std::set<std::string> App::public_prompts() const {
  std::set<std::string> out;
  for (auto& [prompt, spec] : layout_.choices)
    if (spec.is_public) out.insert(prompt);
  return out;
}

void App::remember_settings() {
  if (!remember_) return;
  if (run_lang_.empty() || settings_.lang != run_lang_) return save_settings(settings_);
  Settings kept = settings_;  // (a resumed game's language, for this run only)
  kept.lang = kept_lang_;
  save_settings(kept);
}

// Only the options the game declares (an older settings file may hold another game's).
static Value own_options(const GameInfo& info, const Value& options) {
  Value out = Value::object();
  if (options.is_object())
    for (auto it = options.begin(); it != options.end(); ++it)
      if (info.option(it.key())) out[it.key()] = it.value();
  return out;
}

void App::drop_unused_catalogs() {
  std::erase_if(reloaded_, [&](const std::unique_ptr<Catalog>& c) {
    const bool used = c.get() == cat_ || (game_ && game_cat_ == c.get()) ||
                      (replay_ && replay_->session && &replay_->session->catalog() == c.get());
    return !used;
  });
}

bool App::reload_changed_mods() {
  const std::vector<std::string> dirs = mod_finder_ ? mod_finder_() : cat_->mod_dirs();
  if (!cat_->mods_changed() && dirs == cat_->mod_dirs()) return false;
  auto fresh = std::make_unique<Catalog>();
  for (const auto& p : fresh->load(cat_->scripts_dir(), dirs)) std::fprintf(stderr, "roundtable: %s\n", p.c_str());
  if (fresh->games().empty()) return false;  // (the scripts themselves are gone: keep playing with what was loaded)
  // The draft's game and options follow the game's id into the new catalog.
  const std::string game_id = draft_.game < int(cat_->games().size()) ? cat_->games()[draft_.game].id : "";
  cat_ = fresh.get();
  reloaded_.push_back(std::move(fresh));
  drop_unused_catalogs();
  draft_.game = 0;
  for (size_t i = 0; i < cat_->games().size(); ++i)
    if (cat_->games()[i].id == game_id) draft_.game = int(i);
  const GameInfo& info = cat_->games()[draft_.game];
  draft_.options = own_options(info, info.id == game_id ? draft_.options : draft_.options_by_game.value(info.id, Value::object()));
  draft_.checked.clear();
  return true;
}

void App::open_setup() {
  reload_changed_mods();
  screen_ = Screen::Setup;
  end_boards_large_ = false;
  end_reasons_seat_ = -1;
  status_.clear();
  draft_ = SetupDraft{};
  const Value& last = settings_.last_setup;
  if (last.is_object()) {
    for (size_t i = 0; i < cat_->games().size(); ++i)
      if (cat_->games()[i].id == last.value("game", "")) draft_.game = int(i);
    if (last.contains("players") && last["players"].is_array()) {
      draft_.players = int(last["players"].size());
      for (auto& p : last["players"]) {
        const std::string name = p.is_string() ? p.get<std::string>() : "";
        // (a default name, "Player 3" in any language, is nobody's: kept empty, it follows the language)
        draft_.names.push_back(is_default_name(*cat_, name, int(draft_.names.size())) ? "" : name);
      }
    }
    if (last.contains("controllers") && last["controllers"].is_array())
      for (auto& c : last["controllers"]) draft_.bots.push_back(c == "bot");
    if (last.contains("bot_kinds") && last["bot_kinds"].is_array())
      for (auto& k : last["bot_kinds"]) draft_.bot_kinds.push_back(k.is_string() ? k.get<std::string>() : "");
    if (last.contains("options_by_game") && last["options_by_game"].is_object())
      draft_.options_by_game = last["options_by_game"];
    if (last.contains("options") && last["options"].is_object() && !draft_.options_by_game.contains(last.value("game", "")))
      draft_.options_by_game[last.value("game", "")] = last["options"];
    draft_.accepted_key = last.value("accepted", "");
  } else {
    draft_.bots = {false};  // seat 1 is a human, the rest bots
  }
  if (!cat_->games().empty()) {
    const GameInfo& info = cat_->games()[draft_.game];
    draft_.options = own_options(info, draft_.options_by_game.value(info.id, Value::object()));
  }
}

LabState& App::lab() {
  if (!lab_) lab_ = std::make_shared<LabState>();
  return *lab_;
}

void App::preselect_bots(const std::vector<bool>& bot_seats, const std::vector<std::string>& seat_bots) {
  draft_.bots.resize(std::max(draft_.bots.size(), bot_seats.size()), true);
  draft_.bot_kinds.resize(draft_.bots.size());
  for (size_t i = 0; i < bot_seats.size(); ++i) {
    draft_.bots[i] = bot_seats[i];
    if (bot_seats[i]) draft_.bot_kinds[i] = seat_bots[i];  // "" = the game's own
  }
}

std::string App::bot_title(const std::string& game, const std::string& name) const {
  for (const std::string& key : {game + ".bot." + name, "ui.bot." + name})
    if (cat_->has_text(settings_.lang, key)) return tr(key);
  return name;
}

void App::switch_game(int index) {
  if (index < 0 || index >= int(cat_->games().size()) || index == draft_.game) return;
  draft_.options_by_game[cat_->games()[draft_.game].id] = draft_.options;
  draft_.game = index;
  const GameInfo& info = cat_->games()[index];
  draft_.options = own_options(info, draft_.options_by_game.value(info.id, Value::object()));
  draft_.checked.clear();
}

std::string App::start_game(const Setup& given, const std::vector<bool>& bots, const std::string& save_path) {
  end_boards_large_ = false;
  end_reasons_seat_ = -1;
  reload_changed_mods();  // (a mod edited while the setup screen was open)
  Setup setup = given;
  if (setup.lang.empty()) setup.lang = settings_.lang;  // (a resumed game goes on in it)
  note_mods(*cat_, setup);                                // (what its record needs to be replayed)
  std::string err;
  auto session = Session::start(*cat_, setup, err);
  if (!session) return err;
  std::unique_ptr<Journal> journal;
  if (keep_games_ || !save_path.empty()) {
    journal = std::make_unique<Journal>();
    const std::string path = save_path.empty() ? new_game_path(setup.game, setup.seed, ".jsonl") : save_path;
    if (std::string jerr = journal->open(path, session->record().setup, false); !jerr.empty()) return jerr;
  }
  use_game_layout(setup.game);
  // A people seat a phone holds is played from it: not at this screen, like a bot.
  std::vector<bool> away = bots;
  std::vector<int> phone_seats;
  for (int s : phones_ ? phones_->held() : std::vector<int>())
    if (s < int(away.size()) && !away[s]) away[s] = true, phone_seats.push_back(s);
  game_ = std::make_unique<TableController>(std::move(session), away, true, public_prompts(),
                                          std::set<std::string>(layout_.public_facts.begin(), layout_.public_facts.end()));
  game_cat_ = cat_;
  drop_unused_catalogs();  // (the game before this one may have been the last to use one)
  for (int s : phone_seats) game_->set_remote(s, phones_->controller(s));
  if (phones_) {
    phones_->use_texts(*cat_, setup.game);
    phones_->begin(game_->session(), phone_seats, bots);
  }
  moments_.reset();
  if (journal) game_->set_journal(std::move(journal));
  keep_phone_tokens();
  // Remembered for the next setup: typed names only, each game's own options, and the setup
  // whose warnings the players accepted.
  Value names = Value::array();
  for (size_t i = 0; i < setup.players.size(); ++i)
    names.push_back(is_default_name(*cat_, setup.players[i], int(i)) ? "" : setup.players[i]);
  const Value& prev = settings_.last_setup;
  Value by_game = prev.is_object() && prev.contains("options_by_game") && prev["options_by_game"].is_object()
                      ? prev["options_by_game"]
                      : Value::object();
  if (screen_ == Screen::Setup && draft_.options_by_game.is_object())
    for (auto it = draft_.options_by_game.begin(); it != draft_.options_by_game.end(); ++it) by_game[it.key()] = it.value();
  by_game[setup.game] = setup.options;
  Value last = {{"game", setup.game}, {"players", names}, {"controllers", setup.controllers},
                {"options", setup.options}, {"options_by_game", by_game}};
  // The bot each seat was set to (kept for a seat that is a person now, for when it is a bot again).
  if (screen_ == Screen::Setup) last["bot_kinds"] = draft_.bot_kinds;
  else if (prev.is_object() && prev.contains("bot_kinds")) last["bot_kinds"] = prev["bot_kinds"];
  if (screen_ == Screen::Setup && draft_.accepted && !draft_.accept_key.empty()) last["accepted"] = draft_.accept_key;
  else if (prev.is_object() && prev.contains("accepted")) last["accepted"] = prev["accepted"];
  settings_.last_setup = last;
  remember_settings();
  status_.clear();
  picked_.clear();
  sequence_.clear();
  screen_ = Screen::Table;
  return "";
}

std::string App::resume(const std::string& path) {
  std::string text, err;
  if (!read_file(path, text, err)) return err;
  const bool is_journal = is_journal_text(text);
  if (is_journal) recover_torn_tail(text);  // a kill or a full disk mid-line: the answers before it stand
  auto record = parse_record(text, path, err);
  if (!record) return err;
  auto session = Session::replay(*cat_, *record, path, err);
  if (!session) return err;
  end_boards_large_ = false;
  end_reasons_seat_ = -1;
  std::vector<bool> bots;
  for (auto& c : record->setup.controllers) bots.push_back(c == "bot");
  auto journal = std::make_unique<Journal>();
  if (!keep_games_) {
    journal.reset();  // a look (--screenshot) writes nothing
  } else if (is_journal) {
    // The game being played may be this journal's: it is put down first (it holds the lock).
    std::error_code same_err;
    if (game_ && game_->journal() && std::filesystem::equivalent(game_->journal()->path(), path, same_err)) game_.reset();
    if (!(err = journal->open(path, record->setup, true)).empty()) return err;
  } else {
    // A saved record stays as it is; the game goes on in a new journal holding its answers.
    if (!(err = journal->open(new_game_path(record->setup.game, record->setup.seed, ".jsonl"), record->setup, false)).empty())
      return err;
    for (auto& a : record->decisions)
      if (!(err = journal->write(a)).empty()) return err;
  }
  use_game_layout(record->setup.game);
  // The phones that played this game's people seats hold them again with their kept tokens.
  std::vector<int> phone_seats;
  std::string terr;
  std::vector<int> handed;  // people seats the host had handed to a bot: a bot plays them again
  const std::vector<net::HeldSeat> held = net::load_seat_tokens(net::seat_tokens_path(path), terr, &handed);
  if (!terr.empty()) std::fprintf(stderr, "roundtable: %s\n", terr.c_str());
  std::erase_if(handed, [&](int s) { return s < 0 || s >= int(bots.size()) || bots[s]; });
  for (int s : handed) bots[s] = true;
  if (phones_) {
    std::vector<net::HeldSeat> kept;
    for (const net::HeldSeat& h : held)  // a bot seat a phone took mid-game stays the phone's
      if (h.seat < int(bots.size()) && std::find(handed.begin(), handed.end(), h.seat) == handed.end()) kept.push_back(h);
    phone_seats = phones_->rejoin(kept, int(bots.size()));
  }
  std::vector<bool> away = bots;
  for (int s : phone_seats) away[s] = true;
  game_ = std::make_unique<TableController>(std::move(session), away, record->decisions.empty(), public_prompts(),
                                          std::set<std::string>(layout_.public_facts.begin(), layout_.public_facts.end()));
  game_cat_ = cat_;
  drop_unused_catalogs();
  for (int s : phone_seats) game_->set_remote(s, phones_->controller(s));
  if (phones_) {
    phones_->use_texts(*cat_, record->setup.game);
    phones_->begin(game_->session(), phone_seats, bots);
    phones_->handed_to_bots(handed);
  }
  moments_.reset();
  if (journal) game_->set_journal(std::move(journal));
  keep_phone_tokens();
  status_.clear();
  picked_.clear();
  sequence_.clear();
  screen_ = game_->session().over() ? Screen::End : Screen::Table;
  return "";
}

std::string App::open_replay(const std::string& path, size_t step, int perspective) {
  std::string text, err;
  if (!read_file(path, text, err)) return err;
  auto record = parse_record(text, path, err);
  if (!record) return err;
  Value refused;
  if (!Session::replay(*cat_, *record, path, err)) {
    // An answer the rules refuse: the answers before it are shown, and the refusal with its rule.
    for (const KeyedProblem& p : recent_problems())
      if (p.english == err && p.key == "ui.error.replay_refused" && p.args.contains("refusal")) {
        refused = p.args;
        break;
      }
    if (refused.is_null()) return err;
    record->decisions.resize(refused["n"].get<size_t>() - 1);
  }
  replay_.emplace();
  replay_->refused = std::move(refused);
  replay_->record = std::move(*record);
  replay_->source = path;
  replay_->step = std::min(step, replay_->record.decisions.size());
  replay_->perspective = perspective < int(replay_->record.setup.players.size()) ? perspective : kOmniscient;
  recall_replay_reasons(*replay_);
  drop_unused_catalogs();
  use_game_layout(replay_->record.setup.game);
  status_.clear();
  screen_ = Screen::Replay;
  return "";
}

// The bots of the record's bot seats are asked their answers again, in a replay of the whole
// game, and give their reasons (a seat another hand played for a while gives none).
void App::recall_replay_reasons(ReplayState& r) {
  std::string err;
  auto whole = Session::replay(*cat_, r.record, r.source, err);
  if (!whole) return;
  r.bots = session_bots(*cat_, *whole);
  BotTable table(*cat_, r.record.setup.game, bot_seed(r.record.setup.seed));
  for (int seat = 0; seat < static_cast<int>(r.bots.size()); ++seat)
    if (!r.bots[seat].empty())
      if (Bot* bot = table.get(r.bots[seat], err)) r.reasons.recall(seat, bot->recall_reasons(*whole, seat));
}

void App::save_record() {
  if (!game_ || game_->link()) return;  // (a joined seat's game is recorded by its host)
  const Record& r = game_->session().record();
  const std::string path = new_game_path(r.setup.game, r.setup.seed, ".json");
  std::ofstream out(path);
  out << record_to_text(r);
  status_ = format(out ? "ui.saved" : "ui.tv.cannot_write", Value{{"path", path}});
}

void App::keep_phone_tokens() {
  if (!phones_ || !game_ || !game_->journal()) return;
  if (std::string e = phones_->keep_tokens(net::seat_tokens_path(game_->journal()->path())); !e.empty())
    std::fprintf(stderr, "roundtable: %s\n", e.c_str());
}

void App::hand_seat_to_bot(int seat) {
  if (!phones_ || !game_ || !phones_->playing() || !game_->is_remote(seat)) return;
  phones_->hand_to_bot(seat);
  game_->hand_to_bot(seat);
}

void App::hand_seat_to_phone(int seat) {
  if (!phones_ || !game_ || !phones_->playing() || seat < 0 || seat >= game_->session().state().seat_count()) return;
  if (!game_->is_remote(seat) && !game_->is_bot(seat)) return;
  const auto& players = game_->session().record().setup.players;
  phones_->open_for_phone(seat, seat < int(players.size()) ? players[seat] : "");
  game_->set_remote(seat, phones_->controller(seat));
}

std::string App::enable_phones(const net::ServerOptions& options) {
  phones_ = std::make_shared<net::PhoneHost>(options);
  if (std::string e = phones_->start(); !e.empty()) {
    phones_.reset();
    return e;
  }
  // A phone's join or answer (on a server thread) wakes the window's loop at once, also when the
  // phones were turned on from the setup screen (SDL_PushEvent is thread-safe; before SDL is
  // up it does nothing, and run_table_view sets the same).
  phones_->hub().set_wakeup([] {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
  });
  return "";
}

void App::sync_phones() {
  if (!phones_) return;
  if (screen_ == Screen::Setup && !cat_->games().empty()) {
    phones_->end();  // (after a game: the phones are back in the lobby)
    phones_->use_texts(*cat_, cat_->games()[draft_.game].id);
    std::vector<std::string> labels;
    std::vector<bool> open;
    for (int i = 0; i < draft_.players; ++i) {  // (names and bots may not be padded yet)
      const std::string name = i < int(draft_.names.size()) ? draft_.names[i] : "";
      labels.push_back(name.empty() ? format("ui.tv.default_name", Value{{"n", i + 1}}) : name);
      open.push_back(i >= int(draft_.bots.size()) ? i == 0 : !draft_.bots[i]);
    }
    phones_->offer_seats(labels, open);
    for (int s : phones_->held())  // the name a phone typed fills an empty name
      if (s < int(draft_.names.size()) && draft_.names[s].empty()) draft_.names[s] = phones_->name(s);
  } else if (game_ && phones_->playing()) {
    // A seat played from a phone is shown with the name its player typed (docs/network.md).
    for (int s = 0; s < game_->session().state().seat_count(); ++s)
      game_->set_display_name(s, game_->is_remote(s) ? phones_->name(s) : "");
    phones_->publish(game_->session());
  }
}

void App::frame(Window& window, double now_s) {
  now_ = now_s;
  trace().clear();
  sync_phones();
  animation_frame(now_s, settings_.pace > 0);  // no animation at pace 0
  if (game_ && game_->link() && screen_ == Screen::Table) remote_frame();
  else if (game_ && (screen_ == Screen::Table)) {
    game_->step_bots(now_s, settings_.pace);
    for (const std::string& p : game_->take_bot_problems()) std::fprintf(stderr, "roundtable: %s\n", p.c_str());
    // Nothing is claimed saved that is not: a journal the disk stopped taking says so until it
    // takes the waiting answers again.
    if (std::string jerr = game_->session().take_journal_error(); !jerr.empty()) {
      std::fprintf(stderr, "roundtable: %s\n", jerr.c_str());  // the path and the system's reason
      status_ = format("ui.tv.not_saved", Value::object());           // on the table: no path
      unsaved_shown_ = true;
    } else if (unsaved_shown_ && game_->journal() && game_->journal()->saved()) {
      status_.clear();
      unsaved_shown_ = false;
    }
    // Public moments are staged when people watch the table and the bots take their time;
    // a staged moment holds the table (no curtain, no bot move) until it has played.
    const bool stage = game_->humans() > 0 && settings_.pace > 0;
    moments_.update(game_->public_view(), layout_, stage, now_s);
    game_->set_hold(moments_.active());
    const size_t step = game_->session().record().decisions.size();
    if (step != picked_for_step_) picked_.clear(), sequence_.clear(), picked_for_step_ = step;
    if (game_->session().over() && !moments_.active()) screen_ = Screen::End;
    if (phones_ && phones_->playing()) phones_->publish(game_->session());
  }
  play_sound_cues(*this);
  window.begin_frame(settings_.scale);
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("roundtable", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  const float bar = 48 * settings_.scale;
  const ImVec2 min(0, bar), max(io.DisplaySize.x, io.DisplaySize.y);
  const bool curtain = game_ && screen_ == Screen::Table && game_->mode() == ScreenMode::Curtain;
  if (curtain) {
    draw_curtain(*this, ImVec2(0, 0), max);  // full screen, nothing else drawn
  } else {
    draw_top_bar(*this, bar);
    switch (screen_) {
      case Screen::Setup: draw_setup_screen(*this, min, max); break;
      case Screen::Table: draw_table_screen(*this, min, max); break;
      case Screen::End: draw_end_screen(*this, min, max); break;
      case Screen::Replay: draw_replay_screen(*this, min, max); break;
      case Screen::Lab: draw_lab_screen(*this, min, max); break;
    }
  }
  ImGui::End();
  window.end_frame();
}

}  // namespace rt::ui
