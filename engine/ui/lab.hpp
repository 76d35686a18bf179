// lab.hpp: the Lab screen's state: one or two setups (a game, player counts, options, a bot per
// side) played many times by engine/lab's Simulation, one player count after another. The
// simulations run on their own worker threads; the UI thread only starts, polls (progress, a
// snapshot of the games done so far: the bars grow while it runs) and cancels them, so the
// table view stays responsive.
#pragma once
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "../lab/simulation.hpp"
#include "../lua/catalog.hpp"

namespace rt::ui {

struct LabSetup {
  std::string game;                           // game id
  std::set<int> players;                      // the player counts to run
  std::map<std::string, std::string> bots;    // side id -> bot name
  Value options = Value::object();            // option id -> value, any kind (the rest: defaults)
  // The --bots plan of this setup: "good=heuristic,evil=random".
  std::string bot_plan() const;
};

struct LabRun {
  int setup = 0;  // 0: A, 1: B
  int players = 0;
  std::unique_ptr<lab::Simulation> sim;  // while it runs
  lab::SimResult result;                 // the games done so far, then all of them
  lab::Progress progress;
  bool done = false;
};

class LabState {
 public:
  LabSetup setups[2];
  bool compare = false;  // run and show setup B beside A
  long long games = 1000;  // per setup and player count
  uint64_t seed = 1;
  std::vector<LabRun> runs;
  std::string error;

  // Fills an empty setup for this game: its smallest player count, every side the first bot
  // after random (the game's own, e.g. heuristic), no option changed.
  void reset(LabSetup& s, const Catalog& cat, const std::string& game) const;
  void start(const Catalog& cat);  // queues every (setup, player count) and starts the first
  void cancel();
  // Moves the runs along: a finished run's results are taken and the next starts; the running
  // one's snapshot is refreshed (at most every 0.25 s of now_s). Returns whether any runs.
  bool poll(double now_s);
  bool running() const;
  // The run of (setup, players), or nullptr.
  const LabRun* run_of(int setup, int players) const;

 private:
  void start_next();
  double snapshot_at_ = 0;
};

}  // namespace rt::ui
