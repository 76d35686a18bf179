// driver.cpp: the one loop that asks controllers and applies their answers (driver.hpp).
#include "driver.hpp"

#include <time.h>

#include <cstdio>

namespace rt {

namespace {
// How many random answers are tried for a decision before the bots are declared stuck (a
// validator may refuse most options).
constexpr int kRandomTries = 64;

// This thread's processor time, in seconds (the validators run on it).
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

std::string bot_label(const std::string& bot, int seat, size_t step) {
  return "bot '" + bot + "' (seat " + std::to_string(seat + 1) + ", step " + std::to_string(step) + ")";
}
}  // namespace

std::vector<int> Driver::waiting() const {
  std::vector<int> out;
  if (const Decision* d = s_.pending(); d && !s_.over())
    for (auto& r : d->requests)
      if (!r.answered) out.push_back(r.seat);
  return out;
}

void Driver::report(BotReport r) {
  ++reports_total_;
  reports_.push_back(std::move(r));
}

std::vector<BotReport> Driver::take_reports() { return std::exchange(reports_, {}); }

Refusal Driver::submit(int seat, const Value& choice) {
  Refusal why = s_.submit(seat, choice);
  if (why && s_.state().valid_seat(seat))
    if (Controller* c = controller(seat)) c->refused(SeatView(s_, seat), why);
  return why;
}

Driver::Step Driver::step() {
  if (s_.over()) return {Status::Over};
  const int seat = s_.next_to_answer();
  if (seat < 0) return {Status::Waiting};
  Controller* c = controller(seat);
  if (!c) return {Status::Waiting, seat};
  SeatView view(s_, seat);
  std::optional<Value> choice = c->answer(view);
  if (!c->bot_name().empty()) {
    static const Value none;  // a bot that gave no answer (its answer is refused)
    return bot_answer(seat, *c, choice ? *choice : none, c->take_problems());  // no copy of the answer
  }
  if (!choice) return {Status::Waiting, seat};
  Refusal why = s_.submit(seat, *choice);
  if (why) {
    c->refused(view, why);
    return {Status::Refused, seat, why};
  }
  return {Status::Answered, seat, std::move(why)};
}

Driver::Step Driver::bot_answer(int seat, Controller& c, const Value& choice, std::vector<std::string> problems) {
  const std::string bot = c.bot_name();
  const size_t step = s_.record().decisions.size();
  Refusal why = s_.submit(seat, choice);
  // The bot's own problems are reported as it worded them (its file and line); when its answer
  // is refused, the last of them stands for the refusal too (one report per replaced answer).
  const bool replaced = why && why.kind != RefusalKind::Broken && why.kind != RefusalKind::GameOver;
  for (size_t i = 0; i < problems.size(); ++i) {
    const bool last = i + 1 == problems.size();
    report({bot, seat, step, last && replaced ? choice : Value(), last && replaced ? why : Refusal(), problems[i]});
  }
  if (!why) return {Status::Answered, seat, std::move(why)};  // the taken answer's Refusal, not a new one
  if (!replaced) return {Status::Stuck, seat, why};  // nobody can answer any more
  if (problems.empty() && why.kind == RefusalKind::RulesFailed) {
    // The rules' script (a game's, or a mod's hook) failed on a legal answer: not the bot's doing.
    const std::string detail = why.args.is_object() ? why.args.value("detail", why.text) : why.text;
    report({bot, seat, step, choice, why,
            bot_label(bot, seat, step) + ": the rules failed on its answer " + choice.dump() + " (the rules' script, not the bot): " +
                detail + "; the random bot answered instead"});
  } else if (problems.empty()) {
    report({bot, seat, step, choice, why,
            bot_label(bot, seat, step) + ": answered " + choice.dump() + ", which was refused: " + why.text +
                "; the random bot answered instead"});
  }
  // The random bot, seeded from this decision (so a resumed game does the same): its first
  // answer the session takes.
  RandomBot fallback(decision_seed(s_.setup().seed, seat, step));
  const SeatView view(s_, seat);
  const double start = thread_cpu_seconds();
  int tries = 0;
  double spent = 0;
  for (; tries < kRandomTries; ++tries) {
    // A validator that refuses slowly (each call just under its own budget) must not hold the
    // game for 64 of them: the tries stop once they have taken retry_seconds_ of processor time.
    if (tries > 0 && (spent = thread_cpu_seconds() - start) >= retry_seconds_) break;
    const Value other = fallback.decide(view);
    if (!view.check(other).empty()) continue;
    why = s_.submit(seat, other);
    if (!why) return {Status::Answered, seat, std::move(why)};
  }
  if (tries < kRandomTries) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f", spent);
    report({bot, seat, step, Value(), why,
            bot_label(bot, seat, step) + ": the random bot's answers were refused for " + seconds +
                " s of processor time (" + std::to_string(tries) + " tried, the last: " + why.text +
                "); the bots cannot go on"});
  } else {
    report({bot, seat, step, Value(), why,
            bot_label(bot, seat, step) + ": no answer of the random bot was taken either (" + why.text +
                "); the bots cannot go on"});
  }
  return {Status::Stuck, seat, why};
}

Driver::Step Driver::run(size_t max_answers) {
  Step last{s_.over() ? Status::Over : Status::Waiting};
  for (size_t n = 0; n < max_answers; ++n) {
    last = step();
    if (last.status != Status::Answered) return last;
  }
  return last;
}

}  // namespace rt
