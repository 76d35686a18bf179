// table_controller.hpp: one game at the table view, without drawing: the session, the bots and
// their pace, the journal, and what the shared screen shows. With two or more humans at one
// screen it is in one of three states: the PUBLIC table (the resting state: nobody's secret is
// drawn), a CURTAIN naming the seat the device goes to and why, or that seat's PRIVATE view.
// A decision whose prompt the game's layout marks public is answered on the public table; every
// other decision of a human (and every simultaneous one) is answered behind a curtain. New
// private information for a human (a fact, a private log line) queues a curtain for them.
// One human: the screen is theirs, never a curtain. It hands out only the view of the seat at
// the screen, or the public view.
#pragma once
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "../app/bot_plan.hpp"
#include "../bots/bot.hpp"
#include "../bots/reason_book.hpp"
#include "../bots/driver.hpp"
#include "../core/record.hpp"
#include "../lua/session.hpp"

namespace rt::net {
class SeatLink;
struct SeatSnapshot;
}  // namespace rt::net

namespace rt::ui {

enum class ScreenMode { Public, Curtain, Private };
// Why the device goes to a seat.
enum class PassReason { None, Reveal, Learned, Decide, Peek };

class TableController {
 public:
  // bots[i]: seat i is played by a bot. fresh: a new game (humans walk through their reveal).
  // public_prompts: the prompt keys the game's layout marks as answered in the open;
  // public_facts: the fact keys it marks as told to everyone at once (no curtain to read them).
  TableController(std::unique_ptr<Session> session, std::vector<bool> bots, bool fresh,
                  std::set<std::string> public_prompts = {}, std::set<std::string> public_facts = {});

  // A seat of a game hosted by another roundtable (`roundtable join`, remote_game.cpp): there is
  // no session here; the seat's own view and request come from `link` (the envelopes a phone
  // gets, never the state) and its answers go back through it. One human: the screen is theirs.
  TableController(const Catalog& catalog, std::unique_ptr<net::SeatLink> link);
  ~TableController();
  net::SeatLink* link() const { return link_.get(); }  // null: the game is played here
  bool over() const;                                   // the game has ended
  const GameInfo& game_info() const;
  // Remote: the seat's last answer was refused (the refusal's data), or the seat was lost.
  Value remote_refusal() const;
  Value remote_lost() const;
  bool remote_waiting() const;  // remote, and the game has not started yet (no view)

  Session& session() { return *session_; }
  const Session& session() const { return *session_; }
  bool is_bot(int seat) const { return bots_[seat] && !is_remote(seat); }
  // A seat played from elsewhere (a phone, engine/net): like a bot it is never at this screen
  // (no curtain, no reveal here), and its controller answers when its player has answered.
  // Set right after construction for a seat constructed as a bot.
  void set_remote(int seat, Controller* c);
  // Mid-game: a seat played from elsewhere goes to a bot (the one the setup named for it, else
  // the random bot); set_remote hands it (or a bot's seat) back to a remote controller.
  void hand_to_bot(int seat);
  bool is_remote(int seat) const { return seat >= 0 && seat < static_cast<int>(remote_.size()) && remote_[seat]; }
  // The bot that plays a bot seat ("random", "heuristic", a mod's bot), from the setup's `bots`.
  const std::string& bot_name(int seat) const { return bot_names_[seat]; }
  // The bots' reasons (BotReason) a seat may read, oldest first: `viewer` (0-based, kSpectator
  // or kOmniscient) sees its own seat's reasons, and another seat's public reasons once the
  // decision it answered is over (a secret vote is revealed first); the omniscient view (the end
  // screen) sees every reason once the game is over, and nothing before.
  using ShownReason = ReasonBook::Shown;
  std::vector<ShownReason> reasons(int viewer) const {
    return session_ ? reasons_.visible(*session_, viewer) : std::vector<ShownReason>{};
  }
  // The latest reason of `seat` that the seat at the screen (view_seat()) may read, or nullptr.
  const ShownReason* latest_reason(int seat) const;
  // Problems with the bots since the last call (a bot the game lacks, a script that failed).
  std::vector<std::string> take_bot_problems() { return std::exchange(bot_problems_, {}); }
  int humans() const { return humans_; }

  // --- what the screen shows ---
  ScreenMode mode() const;
  int screen_seat() const;                          // whose private view is shown, or -1
  int curtain_for() const;                          // who the curtain names, or -1
  PassReason curtain_reason() const;                // why (with curtain_for)
  std::string curtain_prompt() const;               // for Decide: the prompt key of the decision
  bool in_reveal() const;                           // the private view is the seat's first look
  bool learned_pending() const;                     // the private view shows something new to its seat
  // What is new to the seat at the screen since it last had it: its new facts ({key, args: the
  // fact}) and private log lines ({key, args}), read from its own view.
  Value news() const;
  // After Hide: the public table waits for one click before the curtain it holds back.
  int deferred_for() const { return mode() == ScreenMode::Public ? deferred_.seat : -1; }
  PassReason deferred_reason() const { return deferred_.reason; }

  void dismiss_curtain();    // the seat named on the curtain is at the screen now
  void hide();               // the private view closes: back to the public table
  void reveal_seen();        // the seat at the screen has seen its reveal; on to the next
  void learned_seen();       // the seat at the screen has read what it learned
  void show_secret(int seat);  // "show my secret" from the public table: a curtain for that seat
  void go_on();              // the public table's "next: pass to ..." step after a Hide
  // Public moments being staged hold the table: no curtain comes and the bots wait.
  void set_hold(bool hold) { hold_ = hold; }
  bool held() const { return hold_; }

  // The name a seat is shown with at this table instead of the record's (a phone's player typed
  // it; "" shows the record's again). Not part of the record: the journal keeps the setup's names.
  void set_display_name(int seat, const std::string& name);

  // The view the table may draw now: the screen seat's, else the public one. Cached per state.
  const Value& view();
  const Value& public_view();  // the spectator's view (for the staged moments), cached per step
  int view_seat() const;

  // --- play ---
  int human_to_act() const;  // the human seat whose answer is awaited now, or -1
  // The human who answers a public decision on the public table now, or -1; and that decision
  // (the request only, from that seat's view: a public prompt has nothing private in it).
  int public_actor() const;
  const Value& public_request() const { return actor_request_; }
  bool secret_needed() const;  // the awaited human answer needs a curtain
  // Lets the bots move: pace_s seconds between bot moves (0: every bot move at once).
  // now_s is any monotonic clock. Returns true if a bot moved. The pace never changes what
  // the bots choose, only when.
  bool step_bots(double now_s, double pace_s);
  // An answer for the seat at the screen: the refusal (ok() when taken), with its key, arguments
  // and the rule that refuses it (args.rule) for the front end to say in its language.
  Refusal submit(const Value& choice);
  std::string answer(const Value& choice) { return submit(choice).text; }  // "" or why, in English
  std::string last_error() const { return error_; }

  void set_journal(std::unique_ptr<Journal> j);
  const Journal* journal() const { return journal_.get(); }

 private:
  struct Need {
    int seat = -1;
    PassReason reason = PassReason::None;
    size_t step = 0;
    bool operator==(const Need& o) const { return seat == o.seat && reason == o.reason && step == o.step; }
  };
  struct Seen {  // how much private information a human had when last at the screen
    size_t knowledge = 0, private_lines = 0;
  };
  Need need() const;    // the next human whose secret is needed, and why
  // After every change (answered_by: the human who answered, or -1 for the bots): who learned
  // what, whether the private view closes. public_lines_before: the public log's length before.
  void settle(int answered_by, size_t public_lines_before);
  void close_private();  // the private view closes; its seat has seen what it shows
  Seen seen_now(int seat, size_t public_lines) const;
  std::unique_ptr<Session> session_;
  std::vector<bool> bots_;  // (also true for a remote seat: not at this screen)
  std::vector<bool> remote_;
  std::set<std::string> public_prompts_, public_facts_;
  int humans_ = 0, lone_ = -1;
  std::vector<std::string> bot_names_;  // per seat, "" for a human
  std::vector<std::string> setup_bot_names_;  // per seat, the bot the setup names ("" if none)
  std::unique_ptr<BotTable> bot_table_;
  std::vector<std::string> bot_problems_;
  ReasonBook reasons_;  // every reason given, handed out only through reasons()
  mutable std::vector<ShownReason> latest_;  // latest_reason's answer
  std::vector<std::unique_ptr<BotController>> bot_seats_;  // each bot seat's controller
  std::unique_ptr<Driver> driver_;  // asks the bot seats; takes the humans' answers
  std::unique_ptr<Journal> journal_;
  int private_seat_ = -1;  // the seat whose private view is open
  int peek_for_ = -1;      // a curtain asked for from the public table
  bool lone_hidden_ = false;
  bool hold_ = false;
  Need deferred_;
  std::vector<int> reveal_queue_, learn_queue_;
  std::vector<Seen> seen_;
  Value actor_request_;  // the awaited human's request (read from its own view)
  double next_bot_at_ = -1;
  Value view_, public_;
  std::vector<std::string> display_names_;  // per seat, "" for the record's name
  void show_display_names(Value& view) const;
  size_t view_step_ = static_cast<size_t>(-1), public_step_ = static_cast<size_t>(-1);
  int view_for_ = -3;
  std::string error_;
  // --- remote (link_ set): the seat's latest envelope, taken on the frame loop ---
  std::unique_ptr<net::SeatLink> link_;
  std::unique_ptr<net::SeatSnapshot> snap_;
  const GameInfo* remote_game_ = nullptr;
  const Catalog* remote_catalog_ = nullptr;
  bool remote_refresh();  // takes the link's newest envelope; true if it changed
  int remote_to_act() const;
  std::string remote_answer(const Value& choice);
};

// The seed of the bots of a game: the same as the terminal front end's, so a setup played with
// the same seed and the same human answers gives the same game in either front end.
uint64_t bot_seed(uint64_t game_seed);

}  // namespace rt::ui
