// simulation.hpp: the balance lab as a library. Bots play a setup many times, on several
// threads, and the results come back as win rates by side, by end reason and by role, each with
// its 95% confidence interval. Game i is seeded from (seed, i) alone and every worker has its own
// catalog (its own Lua states), so the results are identical whatever the thread count.
// `roundtable simulate` / `compare` and the table view's Lab screen are front ends of this.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../core/value.hpp"

namespace rt::lab {

// What is played: a game, a player count, options, mods and who plays which seat.
struct SimSetup {
  std::string game;
  int players = 5;
  Value options = Value::object();  // option id -> value; the rest get their defaults
  // A --bots plan (bot_plan.hpp): "random", "heuristic", "good=heuristic,evil=random",
  // "1=heuristic,2-5=random". Seats it does not name are played by the random bot.
  std::string bots = "random";
  std::string scripts_dir;                          // "" = default_scripts_dir()
  std::optional<std::vector<std::string>> mod_dirs;  // mod folders to load; nullopt = every mod found
  std::string lang = "en";                          // language of the setup verdict's messages
};

// How it is run.
struct RunSettings {
  long long games = 1000;
  uint64_t seed = 1;
  int threads = 0;  // 0 = every core (std::thread::hardware_concurrency)
};

// k successes in n trials: the rate and its 95% Wilson score interval (all 0 when n is 0).
struct Rate {
  std::string id;  // side, end reason or role id
  long long count = 0, total = 0;
  double rate = 0, low = 0, high = 0;
};
Rate wilson(std::string id, long long count, long long total);
// The same rate, count of total, with the interval of `trials` independent trials: a role's
// holders in one game win or lose together (two Loyal Servants are on one side), so its rate over
// holder-games has the spread of the games it was dealt in, not of as many independent ones.
Rate wilson(std::string id, long long count, long long total, long long trials);

struct SimResult {
  // The setup as played.
  std::string game, bots;
  int players = 0;
  Value options = Value::object();  // with the game's defaults filled in
  uint64_t seed = 0;
  long long games_requested = 0, games_played = 0;
  int threads = 0;
  bool cancelled = false;
  std::string error;  // "" or why the run stopped (a game that failed, with its index and seed)
  // wins: games each side won (of games_played); reasons: games ending each way; roles: for each
  // role dealt, the games its holders won (of the holder-games: three Loyal Servants in one game
  // count three), its interval that of the games the role was dealt in. In the game's declared order; every side and end reason, the roles dealt.
  std::vector<Rate> wins, reasons, roles;
  // The counters the game's table_layout lists under `final_counters`: for each, the games that
  // ended with each value (a string as it is, other values as JSON, "unset" when never set).
  struct Breakdown {
    std::string counter;
    std::vector<Rate> values;  // sorted by value
  };
  std::vector<Breakdown> finals;
  std::vector<std::string> warnings;  // the setup verdict's warnings (translated)
  long long bot_problems = 0;         // bot answers replaced by the random bot's
  std::vector<std::string> problem_samples;  // the first few, one line each
  double seconds = 0, games_per_s = 0;
  // A fingerprint of every game's answers and outcome (a sum over the games, so the same for any
  // thread count): two runs of one setup and seed decided the same iff their digests agree (up to
  // a hash collision). What speed work checks that it changed no decision with.
  uint64_t digest = 0;

  const Rate* win(const std::string& side) const;  // nullptr if no such side
  // {"game","players","games","seed","bots","options","threads","wins":{side:count},
  //  "rates":{side:{rate,low,high}},"reasons":{id:count},"reason_rates":{...},
  //  "roles":{role:{holders,wins,rate,low,high}},"bot_problems","seconds","games_per_s","digest" (hex),
  //  "final_counters":{counter:{value:count}},"final_counter_rates":{counter:{value:{rate,low,high}}}}
  //  (the last two only when the game lists final counters)
  Value to_json() const;
};

struct Progress {
  long long done = 0, total = 0;
};

// A run in the background. Poll progress() / snapshot() from any thread (the UI thread): both
// are safe while the workers play. Destroying it cancels and joins.
class Simulation {
 public:
  // Validates the setup in the calling thread (unknown game, player count, options, bots, the
  // game's verdict errors) and starts the workers; nullptr and `error` if it cannot run.
  static std::unique_ptr<Simulation> start(const SimSetup& setup, const RunSettings& run, std::string& error);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  Progress progress() const;    // games done / requested; lock-free
  SimResult snapshot() const;   // the results of the games done so far (live bars)
  void cancel();                // workers stop after their current game
  bool finished() const;        // every worker is done (finished, cancelled or failed)
  SimResult wait();             // joins the workers; the final results

  struct Impl;

 private:
  explicit Simulation(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Runs to the end in the calling thread's lifetime. on_progress(done, total), if given, is called
// from the calling thread about ten times a second and once at the end; `cancel`, if given and
// set, stops the run (the result says cancelled). False and `error` if the setup cannot run;
// a run that stopped on a failed game returns true with result.error set.
bool simulate(const SimSetup& setup, const RunSettings& run, SimResult& result, std::string& error,
              const std::function<void(long long, long long)>& on_progress = {},
              const std::atomic<bool>* cancel = nullptr);

// Two setups played with the same seeds: the difference b - a in one side's win rate, with its
// 95% interval (Newcombe's method 10, from the two Wilson intervals; the runs are independent).
struct Difference {
  std::string side;
  double diff = 0, low = 0, high = 0;  // rates, -1..1
};
Difference difference(const SimResult& a, const SimResult& b, const std::string& side);

// The seed of game `index` of a run seeded `seed`.
uint64_t game_seed(uint64_t seed, long long index);

}  // namespace rt::lab
