// driver.hpp: the one loop that drives a game, for every front end (the table view, the
// terminal, simulate, check, the tests): it asks each seat's controller (a human front end or a
// bot) for the pending decision, in the order the decision lists its seats, and applies the
// answers through Session::submit. A refused answer comes back as a typed Refusal
// (core/refusal.hpp). A bot's refused answer never stops the game: it is reported with the
// bot's name, seat and step, and the random bot (seeded from that decision) answers instead (up
// to 64 of its answers, within 1 s of processor time).
// This is the one place that happens: a Lua bot whose script fails hands on a null answer.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bot.hpp"

namespace rt {

// Who answers for a seat.
class Controller {
 public:
  virtual ~Controller() = default;
  // This seat's answer to its pending request (view.request()), or nullopt while it has none
  // (a human still thinking: the driver then waits).
  virtual std::optional<Value> answer(const SeatView& view) = 0;
  // Told when its answer was refused (a human front end shows it; nothing changed).
  virtual void refused(const SeatView& view, const Refusal& why) { (void)view, (void)why; }
  // A bot's name ("" for a human). A bot's refused answer is replaced, not handed back.
  virtual std::string bot_name() const { return ""; }
  // A bot's own problems since the last call (a failing script...), one line each.
  virtual std::vector<std::string> take_problems() { return {}; }
};

// A bot as a controller.
class BotController final : public Controller {
 public:
  BotController(Bot& bot, std::string name) : bot_(bot), name_(std::move(name)) {}
  std::optional<Value> answer(const SeatView& view) override { return bot_.decide(view); }
  std::string bot_name() const override { return name_; }
  std::vector<std::string> take_problems() override { return bot_.take_problems(); }

 private:
  Bot& bot_;
  std::string name_;
};

// Something a bot did that the driver reports: a problem the bot met (refusal.ok()) or an
// answer the session refused (then replaced by the random bot's).
struct BotReport {
  std::string bot;
  int seat = -1;         // 0-based
  size_t step = 0;       // answers recorded before this decision
  Value answer;          // the refused answer (null for a problem)
  Refusal refusal;
  std::string text;      // one English line: bot 'NAME' (seat S, step T): ...
};

class Driver {
 public:
  enum class Status {
    Answered,  // one answer was taken
    Waiting,   // the seat asked has no answer yet, or no controller
    Refused,   // a human's answer was refused (the seat is still asked; `refusal` says why)
    Over,      // the game is over
    Stuck,     // a bot's answer and every random answer were refused: bots cannot go on
  };
  struct Step {
    Status status = Status::Over;
    int seat = -1;  // the seat asked
    Refusal refusal;
    Step(Status st = Status::Over, int asked = -1, Refusal why = {}) : status(st), seat(asked), refusal(std::move(why)) {}
  };

  // (The seat count from the setup: reading the state would run a game's publish hook for nothing.)
  explicit Driver(Session& s) : s_(s), seats_(s.record().setup.players.size(), nullptr) {}
  Session& session() { return s_; }
  // Who answers for a seat (nullptr: nobody; the driver waits at that seat).
  void set(int seat, Controller* c) { seats_.at(static_cast<size_t>(seat)) = c; }
  Controller* controller(int seat) const { return seats_.at(static_cast<size_t>(seat)); }
  bool is_bot(int seat) const { return controller(seat) && !controller(seat)->bot_name().empty(); }

  // The seats the pending decision still waits for, in the order they are asked (the order the
  // rules listed them). Only the first is ever asked: a seat without an answer holds the ones
  // after it, so the record never depends on who was quicker.
  std::vector<int> waiting() const;
  int next_seat() const { return s_.next_to_answer(); }

  // Asks the next seat and applies its answer.
  Step step();
  // Steps until the game is over, a seat waits, a human is refused, the bots are stuck, or
  // max_answers answers were taken.
  Step run(size_t max_answers = static_cast<size_t>(-1));
  // A front end's answer for a seat (a human clicking), applied at once. Its controller, if any,
  // is told about a refusal.
  Refusal submit(int seat, const Value& choice);

  // What the bots did wrong since the last call, in order.
  std::vector<BotReport> take_reports();
  size_t reports_total() const { return reports_total_; }
  // How much processor time the random answers tried in place of one refused bot answer may
  // take altogether (at most 64 are tried; default 1 s, two validator budgets): past it the bots
  // are Stuck, reported with the bot's name. Tests set it to 0 (one try).
  void set_retry_seconds(double seconds) { retry_seconds_ = seconds; }

 private:
  Step bot_answer(int seat, Controller& c, const Value& choice, std::vector<std::string> problems);
  void report(BotReport r);
  Session& s_;
  std::vector<Controller*> seats_;
  std::vector<BotReport> reports_;
  size_t reports_total_ = 0;
  double retry_seconds_ = 1.0;
};

}  // namespace rt
