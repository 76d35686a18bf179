// reason_book.hpp: the bots' reasons given in one game, and who may read which. A bot's reason
// (BotReason) is built from what its seat knows: only that seat and the omniscient view (once the
// game is over: the end screen) read it. Its public part, made of public facts, is read by every
// seat once the decision it answered is over (a secret vote is revealed first). Front ends hand
// out reasons only through visible().
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "bot.hpp"

namespace rt {

class ReasonBook {
 public:
  struct Shown {
    int seat = 0;     // 0-based
    size_t step = 0;  // the answers recorded before it
    std::string key;
    Value args;
  };
  // A reason of `seat`'s answer given when `step` answers were recorded.
  void add(int seat, size_t step, BotReason reason) { held_.push_back({seat, step, std::move(reason)}); }
  // A resumed game: the reasons a bot seat gives again for its answers before the resume
  // (Bot::recall_reasons), kept in the order of the answers they were given for.
  void recall(int seat, std::vector<Bot::Recalled> recalled);
  // What `viewer` (0-based, kSpectator or kOmniscient) may read now, oldest first.
  std::vector<Shown> visible(const Session& s, int viewer) const;
  size_t size() const { return held_.size(); }
  // The reason given for the answer at `step` (the answers recorded before it), private part
  // and all, if any: for a perspective that reads every secret already (the replay's
  // omniscient one), never for a seat's.
  std::optional<Shown> given_at(size_t step) const;

 private:
  struct Held {
    int seat;
    size_t step;
    BotReason reason;
  };
  std::vector<Held> held_;
};

}  // namespace rt
