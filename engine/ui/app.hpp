// app.hpp: the table view as a whole: which screen is up (setup, table, end, replay), the
// settings every screen shares (language, UI scale, bots' pace) and one frame of drawing.
// SDL stays in window.hpp; the App only speaks ImGui, so tests drive it through a Window.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../lua/catalog.hpp"
#include "layout.hpp"
#include "moments.hpp"
#include "saved_games.hpp"
#include "settings.hpp"
#include "table_controller.hpp"

namespace rt::net {
class PhoneHost;
class SeatLink;
struct ServerOptions;
}  // namespace rt::net

namespace rt::ui {

class Window;

enum class Screen { Setup, Table, End, Replay, Lab };
class LabState;

// The setup being edited on the setup screen.
struct SetupDraft {
  int game = 0;  // index in the catalog
  int players = 5;
  std::vector<std::string> names;
  std::vector<bool> bots;
  std::vector<std::string> bot_kinds;         // the bot each seat is played by when a bot ("" = default_bot)
  std::string bots_for;                       // the game whose bots bot_choices lists
  std::vector<std::string> bot_choices;       // its bots: random, its own, its mods' (bot_names)
  std::string default_bot = "random";         // a seat's bot until one is chosen: the game's own
  Value options = Value::object();            // the current game's options
  Value options_by_game = Value::object();    // game id -> its options, kept while another game is shown
  std::vector<std::string> hidden;            // the current game's options that do not apply (`applies`)
  std::string seed;  // "" = random
  std::string load_path;
  std::string problem;  // why the setup cannot start, beyond check_setup's errors ("" = fine)
  std::vector<std::string> errors, warnings;  // check_setup's problems, translated
  bool accepted = false;  // the players accept the warnings of this setup
  std::string accept_key;  // the setup (game, players, options) the warnings were judged for
  std::string accepted_key;  // the setup whose warnings the players accepted (remembered)
  std::string checked;  // the setup (and language) the verdict is for
  std::optional<std::vector<SavedGame>> saved;  // the saved games, read once per visit of the screen
};

struct ReplayState {
  Record record;
  std::string source;
  size_t step = 0;
  bool playing = false;      // steps forward on its own, one answer per 1/speed seconds
  float speed = 1;           // answers a second while playing
  double next_at = 0;        // when the next step is due while playing (App::now)
  int perspective = kOmniscient;  // a seat (0-based), kOmniscient or kSpectator
  std::unique_ptr<Session> session;
  size_t built_step = static_cast<size_t>(-1);
  Value view;
  int view_for = -3;
  // A saved game whose answer the rules refuse plays up to that answer: {"n", "refusal",
  // "names"} (session.cpp's ui.error.replay_refused arguments), said under the bar; null if none.
  Value refused;
  // The bots' reasons for their answers, given again when the replay opened (Bot::recall_reasons),
  // and each seat's bot ("" for a human): the reason of the answer just replayed is said under
  // the bar when the perspective may read it.
  ReasonBook reasons;
  std::vector<std::string> bots;
};

// The log lines translated once, not every frame.
struct LogCache {
  std::string lang;
  int seat = -3;
  size_t count = 0;
  std::vector<std::string> lines, colors;
  // The lines cut into rows that fit the panel, so the clipper only draws what is visible.
  float rows_width = 0, rows_font = 0;
  size_t rows_from = 0;  // lines already cut
  std::vector<std::string> rows, row_colors;
};

class App {
 public:
  App(Catalog& catalog, Settings settings, bool remember);
  // keep = false: new games write no journal (a --screenshot run leaves nothing in the saved games).
  void set_keep_games(bool keep) { keep_games_ = keep; }

  // Entry points (also used by `roundtable play` flags). "" or a one-line error.
  // The setup screen (at the start, and "New game" after a game): first reload_changed_mods().
  void open_setup();
  // A mod file changed on disk since the catalog loaded (Catalog::mods_changed): loads the
  // scripts and mods afresh into a new catalog, which the next game uses (a mod that now fails
  // is listed on the setup screen with its error). Games already begun keep theirs. True if it
  // reloaded. open_setup and start_game call it. With a mod finder set, a mod folder added or
  // removed where it looks counts as a change too.
  bool reload_changed_mods();
  // How the mod folders are found (`roundtable play`: all_mod_dirs, i.e. mods/, the user's mods
  // folder and --mods): reload_changed_mods asks it for the folders now, so a mod folder added
  // since is loaded for the next game. Without one: the folders the catalog was loaded with.
  void set_mod_finder(std::function<std::vector<std::string>()> finder) { mod_finder_ = std::move(finder); }
  // How many reloaded catalogs the app holds: the one new games start from and those a game or a
  // replay still plays with (drop_unused_catalogs frees the rest). For the tests.
  size_t catalogs_kept() const { return reloaded_.size(); }
  void switch_game(int index);  // the setup's game; each game keeps its own options
  std::string start_game(const Setup& setup, const std::vector<bool>& bots, const std::string& save_path = "");
  std::string resume(const std::string& path);
  std::string open_replay(const std::string& path, size_t step = 0, int perspective = kOmniscient);

  void frame(Window& window, double now_s);  // one whole frame: bots, input, drawing
  bool quit() const { return quit_; }

  LabState& lab();  // the Lab screen's setups and runs (lab.hpp), kept while the app runs
  void open_lab() { screen_ = Screen::Lab; }
  // `play --bots`: the bots the setup screen starts with (a plan by seat, bot_plan.hpp).
  void preselect_bots(const std::vector<bool>& bot_seats, const std::vector<std::string>& seat_bots);  // "" = the game's own
  // The name of a bot as the screen shows it: <game>.bot.<name>, else ui.bot.<name>, else the name.
  std::string bot_title(const std::string& game, const std::string& name) const;
  // Players join with their phones (engine/net, `play --phones`): starts the server. The setup's
  // people seats are offered to phones; a seat a phone holds when the game starts is played
  // from that phone (no curtain for it). "" or why the server could not start.
  std::string enable_phones(const net::ServerOptions& options);
  net::PhoneHost* phones() { return phones_.get(); }
  // The seats open to phones now, before the first frame (the setup's, or the started game's):
  // so the address is said only once a phone or `roundtable join` can take a seat at it.
  void offer_phone_seats() { sync_phones(); }
  // `roundtable join` in the table view: plays the seat `link` holds in a game hosted by another
  // roundtable, drawn from that seat's envelopes only (remote_game.cpp). "" or why not.
  std::string join_remote(std::unique_ptr<net::SeatLink> link);
  // Mid-game, from the shared screen: a seat played from a phone goes to a bot, or opens for
  // another phone to join; a bot's seat opens for a phone. The seat's old phone loses it at
  // once (its token stops working). Seats at this screen are not handed on.
  void hand_seat_to_bot(int seat);
  void hand_seat_to_phone(int seat);
  bool& phone_seats_shown() { return phone_seats_shown_; }  // the table's hand-on list is open
  bool& end_boards_large() { return end_boards_large_; }  // the end screen shows the boards large
  int& end_reasons_seat() { return end_reasons_seat_; }   // the end screen lists this bot's reasons (-1: none)

  // For the tests and the screenshot tool.
  Screen screen() const { return screen_; }
  TableController* game() { return game_.get(); }
  ReplayState* replay() { return replay_ ? &*replay_ : nullptr; }
  Settings& settings() { return settings_; }
  // A resumed game's own language, for this run only: the language remembered for the next run
  // stays the one the player chose (unless they choose another in this run).
  void use_language_for_this_run(const std::string& lang) {
    kept_lang_ = settings_.lang;
    run_lang_ = settings_.lang = lang;
  }
  const std::string& lang() const { return settings_.lang; }
  std::string status() const { return status_; }

  // --- used by the screens ---
  Catalog& catalog() { return *cat_; }
  SetupDraft& draft() { return draft_; }
  const TableLayout& layout() const { return layout_; }
  std::set<int>& picked() { return picked_; }         // seats or cards picked so far
  std::vector<int>& sequence() { return sequence_; }  // cards put in order so far
  LogCache& log_cache() { return log_cache_; }
  Moments& moments() { return moments_; }
  void set_status(std::string s) { status_ = std::move(s); }
  void show(Screen s) { screen_ = s; }
  void save_record();          // writes the game's record beside the journals
  void remember_settings();
  std::string tr(const std::string& key) const { return cat_->text(settings_.lang, key); }
  std::string format(const std::string& key, const Value& args) const { return cat_->format(settings_.lang, key, args, {}); }
  double now() const { return now_; }
  void request_quit() { quit_ = true; }

 private:
  void use_game_layout(const std::string& game_id);
  void remote_frame();  // a joined seat's frame: its newest envelope, its layout, refusals shown
  std::string remote_layout_, picked_request_;
  void sync_phones();  // the setup's seats offered to phones; views published after a change
  void keep_phone_tokens();  // the phone seats' tokens kept beside the journal (play --resume rejoins them)
  std::set<std::string> public_prompts() const;  // the layout's decisions answered in the open
  // The catalog games start from: the one the app was made with, or a reload of it
  // (reload_changed_mods). A reloaded catalog is kept while new games start from it or the game
  // or the replay still plays with it (their scripts as they began); then drop_unused_catalogs
  // frees it. (A Lab run loads its own.) The catalog the app was made with is its caller's.
  Catalog* cat_;
  std::vector<std::unique_ptr<Catalog>> reloaded_;
  const Catalog* game_cat_ = nullptr;  // the catalog game_ was made with
  void drop_unused_catalogs();  // after cat_, the game or the replay changed
  std::function<std::vector<std::string>()> mod_finder_;
  Settings settings_;
  bool remember_;
  std::string kept_lang_, run_lang_;  // use_language_for_this_run
  bool keep_games_ = true;
  bool unsaved_shown_ = false;  // status_ says the journal is failing
  bool phone_seats_shown_ = false;
  bool end_boards_large_ = false;
  int end_reasons_seat_ = -1;
  Screen screen_ = Screen::Setup;
  SetupDraft draft_;
  TableLayout layout_;
  std::unique_ptr<TableController> game_;
  std::optional<ReplayState> replay_;
  void recall_replay_reasons(ReplayState& r);  // (open_replay) its bots asked their reasons again
  std::shared_ptr<LabState> lab_;  // (shared_ptr: LabState is incomplete here)
  std::shared_ptr<net::PhoneHost> phones_;  // (shared_ptr: incomplete here)
  std::set<int> picked_;
  std::vector<int> sequence_;
  size_t picked_for_step_ = static_cast<size_t>(-1);
  LogCache log_cache_;
  Moments moments_;
  std::string status_;
  double now_ = 0;
  bool quit_ = false;
};

}  // namespace rt::ui
