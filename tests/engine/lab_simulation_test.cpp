// lab_simulation_test.cpp: the lab library (engine/lab/simulation.hpp): the same results (and
// digest of every game's answers) for one and two threads, rates by role that agree with the sides, progress and cancel, and the
// interval arithmetic (Wilson, the difference of two rates), and the counters a game lists under
// table_layout.final_counters counted value by value.
#include <gtest/gtest.h>

#include <thread>

#include "lab/simulation.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

lab::SimSetup avalon5(const std::string& bots = "random") {
  lab::SimSetup s;
  s.game = "avalon";
  s.players = 5;
  s.bots = bots;
  s.scripts_dir = scripts_dir();
  s.mod_dirs = std::vector<std::string>{};
  return s;
}

lab::SimResult run(const lab::SimSetup& s, long long games, uint64_t seed, int threads) {
  lab::SimResult r;
  std::string err;
  EXPECT_TRUE(lab::simulate(s, {games, seed, threads}, r, err)) << err;
  EXPECT_EQ(r.error, "");
  return r;
}

void expect_same(const std::vector<lab::Rate>& a, const std::vector<lab::Rate>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].id, b[i].id);
    EXPECT_EQ(a[i].count, b[i].count) << a[i].id;
    EXPECT_EQ(a[i].total, b[i].total) << a[i].id;
  }
}

TEST(LabSimulation, OneAndTwoThreadsGiveTheSameResults) {
  for (const char* bots : {"random", "good=heuristic,evil=random"}) {
    const auto one = run(avalon5(bots), 120, 7, 1), two = run(avalon5(bots), 120, 7, 2);
    EXPECT_EQ(one.threads, 1);
    EXPECT_EQ(two.threads, 2);
    EXPECT_EQ(one.games_played, 120);
    expect_same(one.wins, two.wins);
    expect_same(one.reasons, two.reasons);
    expect_same(one.roles, two.roles);
    EXPECT_EQ(one.digest, two.digest);  // every game's answers, whatever thread played it
    EXPECT_EQ(one.to_json()["digest"].get<std::string>().size(), 16u);
  }
  // A different seed gives different games; so do fewer games (the digest covers each game).
  const auto other = run(avalon5(), 120, 8, 2), one = run(avalon5(), 120, 7, 2), fewer = run(avalon5(), 119, 7, 1);
  EXPECT_NE(other.win("good")->count * 1000 + other.reasons[0].count, one.win("good")->count * 1000 + one.reasons[0].count);
  EXPECT_NE(other.digest, one.digest);
  EXPECT_NE(fewer.digest, one.digest);
}

TEST(LabSimulation, RolesAgreeWithTheSides) {
  const auto r = run(avalon5(), 200, 3, 2);
  long long wins = 0;
  for (auto& w : r.wins) wins += w.count;
  EXPECT_EQ(wins, 200);
  const lab::Rate* good = r.win("good");
  ASSERT_NE(good, nullptr);
  bool merlin = false, assassin = false;
  for (auto& role : r.roles) {
    if (role.id == "merlin") {  // one Merlin a game, and he wins when Good does
      merlin = true;
      EXPECT_EQ(role.total, 200);
      EXPECT_EQ(role.count, good->count);
    }
    if (role.id == "assassin") {
      assassin = true;
      EXPECT_EQ(role.count, 200 - good->count);
    }
    if (role.id == "servant") {  // two a game at 5, who win or lose together: Good's rate and interval
      EXPECT_EQ(role.total, 400);
      EXPECT_EQ(role.count, 2 * good->count);
      EXPECT_DOUBLE_EQ(role.low, good->low) << "as narrow as 400 independent games before";
      EXPECT_DOUBLE_EQ(role.high, good->high);
    }
    EXPECT_LE(role.low, role.rate);
    EXPECT_GE(role.high, role.rate);
  }
  EXPECT_TRUE(merlin && assassin);
}

// The final counters: Camelot lists how its Traitor ended (turn.lua's finish); Avalon lists none.
TEST(LabSimulation, FinalCountersAreCountedValueByValue) {
  lab::SimSetup s = avalon5();
  s.game = "camelot";
  auto value_count = [](const lab::SimResult& r, const std::string& counter, const std::string& value) {
    for (auto& f : r.finals)
      if (f.counter == counter)
        for (auto& v : f.values)
          if (v.id == value) return v.count;
    return -1LL;
  };
  s.options = {{"traitor", false}};
  const auto none = run(s, 20, 5, 2);
  ASSERT_EQ(none.finals.size(), 2u);
  EXPECT_EQ(none.finals[0].counter, "traitor_detection");
  EXPECT_EQ(value_count(none, "traitor_detection", "no_traitor"), 20);
  EXPECT_EQ(value_count(none, "wrong_accusations", "0"), 20);
  EXPECT_EQ(none.to_json()["final_counters"]["traitor_detection"]["no_traitor"], 20);
  s.options = {{"traitor", true}, {"traitor_always", true}};
  const auto always = run(s, 20, 5, 2);
  long long total = 0;
  for (auto& v : always.finals[0].values) {
    EXPECT_NE(v.id, "no_traitor");
    EXPECT_EQ(v.total, 20);
    total += v.count;
  }
  EXPECT_EQ(total, 20);
  const auto avalon = run(avalon5(), 10, 5, 1);
  EXPECT_TRUE(avalon.finals.empty());
  EXPECT_FALSE(avalon.to_json().contains("final_counters"));
}

TEST(LabSimulation, ProgressAndCancel) {
  std::string err;
  auto sim = lab::Simulation::start(avalon5(), {1'000'000, 1, 2}, err);
  ASSERT_TRUE(sim) << err;
  while (sim->progress().done < 20) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  const lab::SimResult live = sim->snapshot();  // from this thread while the workers play
  EXPECT_GE(live.games_played, 20);
  EXPECT_EQ(sim->progress().total, 1'000'000);
  sim->cancel();
  const lab::SimResult r = sim->wait();
  EXPECT_TRUE(sim->finished());
  EXPECT_TRUE(r.cancelled);
  EXPECT_LT(r.games_played, 1'000'000);
  EXPECT_EQ(r.win("good")->count + r.win("evil")->count, r.games_played);
  EXPECT_EQ(r.to_json()["cancelled"], true);
}

TEST(LabSimulation, ASetupThatCannotRunIsRefusedBeforeAnyGame) {
  std::string err;
  auto s = avalon5();
  s.game = "nope";
  EXPECT_FALSE(lab::Simulation::start(s, {10, 1, 1}, err));
  EXPECT_NE(err.find("unknown game 'nope'"), std::string::npos) << err;
  s = avalon5("good=clever");
  EXPECT_FALSE(lab::Simulation::start(s, {10, 1, 1}, err));
  EXPECT_NE(err.find("unknown bot 'clever'"), std::string::npos) << err;
  s = avalon5();
  s.options["morgana"] = true;  // without Percival: the game's own verdict
  EXPECT_FALSE(lab::Simulation::start(s, {10, 1, 1}, err));
  EXPECT_NE(err.find("Percival"), std::string::npos) << err;
}

TEST(LabSimulation, WilsonAndTheDifferenceOfTwoRates) {
  const lab::Rate r = lab::wilson("x", 40, 100);
  EXPECT_DOUBLE_EQ(r.rate, 0.4);
  EXPECT_NEAR(r.low, 0.3094, 1e-4);  // the textbook values for 40 of 100
  EXPECT_NEAR(r.high, 0.4980, 1e-4);
  EXPECT_EQ(lab::wilson("x", 0, 0).high, 0);

  lab::SimResult a, b;
  a.wins = {lab::wilson("good", 400, 1000)};
  b.wins = {lab::wilson("good", 450, 1000)};
  const lab::Difference d = lab::difference(a, b, "good");
  EXPECT_NEAR(d.diff, 0.05, 1e-12);
  // Newcombe's interval for 450/1000 - 400/1000: about +0.7 to +9.3 points.
  EXPECT_NEAR(d.low, 0.0067, 1e-4);
  EXPECT_NEAR(d.high, 0.0931, 1e-4);
  const lab::Difference same = lab::difference(a, a, "good");
  EXPECT_DOUBLE_EQ(same.diff, 0);
  EXPECT_NEAR(same.low, -same.high, 1e-12);
  EXPECT_GT(same.high, 0.03);
}

}  // namespace
}  // namespace rt::test
