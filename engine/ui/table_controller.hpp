// table_controller.hpp: one game at the table view, without drawing: the session, the bots and
// their pace, the journal, and who is at the screen (the hot-seat curtain). It hands out only
// the view of the seat at the screen, or the public view while nobody's may be shown.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "../bots/bot.hpp"
#include "../core/record.hpp"
#include "../lua/session.hpp"

namespace rt::ui {

class TableController {
 public:
  // bots[i]: seat i is played by a bot. fresh: a new game (humans walk through their reveal).
  TableController(std::unique_ptr<Session> session, std::vector<bool> bots, bool fresh);

  Session& session() { return *session_; }
  const Session& session() const { return *session_; }
  bool is_bot(int seat) const { return bots_[seat]; }
  int humans() const { return humans_; }

  // --- privacy ---
  int screen_seat() const { return screen_seat_; }  // whose private view is shown, or -1
  int curtain_for() const { return curtain_for_; }  // who must dismiss the curtain, or -1
  bool in_reveal() const { return !reveal_queue_.empty() && curtain_for_ < 0 && screen_seat_ == reveal_queue_.front(); }
  void dismiss_curtain();  // the seat named on the curtain is at the screen now
  void hide();             // one click: the private view is hidden behind the curtain again
  void reveal_seen();      // the seat at the screen has seen its reveal; on to the next

  // The view the table may draw now: the screen seat's, else the public one. Cached per state.
  const Value& view();
  int view_seat() const { return screen_seat_ >= 0 ? screen_seat_ : kSpectator; }

  // --- play ---
  int human_to_act() const;  // the human seat whose answer is awaited now, or -1
  // Lets the bots move: pace_s seconds between bot moves (0: every bot move at once).
  // now_s is any monotonic clock. Returns true if a bot moved. The pace never changes what
  // the bots choose, only when.
  bool step_bots(double now_s, double pace_s);
  std::string answer(const Value& choice);  // for the seat at the screen; "" or why it was refused
  std::string last_error() const { return error_; }

  void set_journal(std::unique_ptr<Journal> j);
  const Journal* journal() const { return journal_.get(); }

 private:
  void settle();  // decides who is at the screen after every change
  std::unique_ptr<Session> session_;
  std::vector<bool> bots_;
  int humans_ = 0;
  std::unique_ptr<Bot> bot_;
  std::unique_ptr<Journal> journal_;
  int screen_seat_ = -1, curtain_for_ = -1;
  std::vector<int> reveal_queue_;
  double next_bot_at_ = -1;
  Value view_;
  size_t view_step_ = static_cast<size_t>(-1);
  int view_for_ = -3;
  std::string error_;
};

// The seed of the bots of a game: the same as the terminal front end's, so a setup played with
// the same seed and the same human answers gives the same game in either front end.
uint64_t bot_seed(uint64_t game_seed);

}  // namespace rt::ui
