// moments.hpp: the public events the table stages for everyone (the layout's `moments`, by log
// key): a vote turned over seat by seat, counted cards shown face down, shuffled and turned one by
// one, or a log line shown large. They are read from the public view's log only, and timed by the
// frame clock the App passes, so the tests' fake clock steps through them. Staging never changes
// the game: it only holds the table (no curtain, no bot move) while a moment plays.
#pragma once
#include <deque>
#include <string>
#include <vector>

#include "../core/value.hpp"
#include "layout.hpp"

namespace rt::ui {

struct StagedMoment {
  std::string key;     // the log key
  Value args;          // the log line's arguments
  MomentSpec spec;
  size_t line = 0;     // its index in the public log
  std::vector<std::string> votes;  // votes: the counter's value for each seat ("" = none)
  std::vector<int> cards;          // cards: the face (index in spec.faces) of each card, in turning order
  Value before;        // the public counters as they were just before its line: the table it stages
  Value before_entities;  // the public entities (cards and their faces) as they were just before it
  double start = -1;   // when it began to play (-1: not yet)
};

class Moments {
 public:
  void reset() { queue_.clear(), seen_ = static_cast<size_t>(-1), last_counters_ = Value(), last_entities_ = Value(); }  // a new game: its first lines are not staged
  // Reads the public log's new lines; queues those the layout names (stage=false: lets them pass).
  void update(const Value& public_view, const TableLayout& layout, bool stage, double now);
  bool active() const { return !queue_.empty(); }
  const StagedMoment* current() const { return queue_.empty() ? nullptr : &queue_.front(); }
  void skip() { queue_.clear(); }  // "Continue": everything is shown at once

  // Where the current moment is at `now`: how many of its items are turned; whether its cards
  // are still being shuffled.
  int turned(double now) const;
  bool shuffling(double now) const;
  bool all_turned(double now) const;  // everything is shown: the moment's line may be read

  // Timing (seconds).
  static constexpr double kLead = 0.3, kPerVote = 0.3, kShuffle = 0.9, kPerCard = 0.45, kHold = 1.4, kLine = 1.8;

 private:
  double duration(const StagedMoment& m) const;
  int items(const StagedMoment& m) const;
  std::deque<StagedMoment> queue_;
  size_t seen_ = static_cast<size_t>(-1);
  Value last_counters_;  // the public counters at the previous update
  Value last_entities_;  // the public entities at the previous update
};

// The view a staged moment draws: the counters that have moved on since its line (a token
// passed on, a track advanced, a result published) are shown as they were before it, except its
// own counter and `keep` (e.g. the history grid, staged on its own). Counters the public view
// does not hold (a seat's own) are left as they are.
Value staged_counters(const Value& view_counters, const Value& public_counters, const StagedMoment& m,
                      const std::string& keep);
// Likewise the entities: a property the public view shows now but did not before the moment's
// line (a card turned face up at the end) is shown as it was. For the public table only: a seat's
// own view holds what it always knew (its own card), which the public view before did not.
Value staged_entities(const Value& view_entities, const Value& public_entities, const StagedMoment& m);

// An order of n items that looks random but is the same for the same seed (e.g. a log index).
std::vector<int> shuffled_order(size_t n, uint64_t seed);

}  // namespace rt::ui
