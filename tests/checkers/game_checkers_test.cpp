// game_checkers_test.cpp: the generic checkers every game runs, whatever its rules: random
// playouts end legally; records round-trip and replay exactly; no view holds a fact its seat was
// not given; illegal answers are refused and change nothing. Games, player counts and option
// sets come from the catalog, so a new game is checked without writing a test. The checks
// themselves are engine/check/game_checks.hpp, the library `roundtable check` runs on mods.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <set>

#include "check/game_checks.hpp"
#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

struct Config {
  std::string game;
  int players;
  Value options;
  std::string name;
};

void PrintTo(const Config& c, std::ostream* os) { *os << c.name; }

// A readable test name for an option set: the options that differ from their defaults.
std::string config_name(const GameInfo& g, int n, const Value& opts) {
  std::string name = g.id + "_" + std::to_string(n) + "p";
  for (const auto& o : g.options) {
    if (!opts.contains(o.id) || opts[o.id] == o.default_value) continue;
    const Value& v = opts[o.id];
    if (v.is_boolean()) name += (v.get<bool>() ? "_" : "_no_") + o.id;
    else name += "_" + o.id + "_" + (v.is_string() ? v.get<std::string>() : v.dump());
  }
  return name;
}

// A game's test_setups(n), asked once per test process.
const std::vector<Value>& declared_setups(const GameInfo& g, int n) {
  static std::map<std::pair<std::string, int>, std::vector<Value>> cache;
  auto key = std::make_pair(g.id, n);
  auto it = cache.find(key);
  if (it == cache.end()) {
    std::vector<Value> declared;
    EXPECT_EQ(builtin_catalog().test_setups(g, n, declared), "");
    it = cache.emplace(key, std::move(declared)).first;
  }
  return it->second;
}

bool playable(const GameInfo& g, int n, const Value& opts) {
  std::vector<SetupProblem> problems;
  std::string err = builtin_catalog().check_setup(g, n, opts, problems);
  return err.empty() && builtin_catalog().setup_errors(problems).empty();
}

// Every game x every player count x the setups the game asks for (its test_setups), or else {no option, each bool option alone, all bool options}; setups the game's
// check_setup refuses are left out.
std::vector<Config> all_configs() {
  std::vector<Config> out;
  for (const auto& g : builtin_catalog().games()) {
    for (int n = g.min_players; n <= g.max_players; ++n) {
      std::vector<Value> option_sets = declared_setups(g, n);
      if (option_sets.empty()) {
        option_sets.push_back(Value::object());
        Value all = Value::object();
        for (const auto& o : g.options) {
          if (o.kind != "bool") continue;
          option_sets.push_back(Value{{o.id, !o.default_value.get<bool>()}});
          all[o.id] = !o.default_value.get<bool>();
        }
        if (all.size() > 1) option_sets.push_back(all);
      }
      for (auto& opts : option_sets)
        if (playable(g, n, opts)) out.push_back({g.id, n, opts, config_name(g, n, opts)});
    }
  }
  return out;
}

class GameChecker : public ::testing::TestWithParam<Config> {};

check::Target target(const Config& c) { return {c.game, c.players, c.options}; }

// A second catalog, loaded once: a fresh Lua state sharing nothing with the first, as a new
// process would be.
Catalog& fresh_catalog() {
  static Catalog* cat = [] {
    auto* c = new Catalog();
    c->load(scripts_dir(), find_mods(scripts_dir() + "/../mods"));
    return c;
  }();
  return *cat;
}

std::string lines(const check::Findings& f) {
  std::string out;
  for (auto& l : f) out += l + "\n";
  return out;
}

std::unique_ptr<Session> start(const Config& c, uint64_t seed) {
  std::string err;
  auto s = Session::start(builtin_catalog(), make_setup(c.game, c.players, seed, c.options), err);
  EXPECT_TRUE(s) << err;
  return s;
}

TEST_P(GameChecker, RandomPlayoutsEndLegally) {
  EXPECT_EQ(lines(check::random_playouts(builtin_catalog(), target(GetParam()), 1, 25)), "");
}

TEST_P(GameChecker, RecordRoundTripAndReplayAreExact) {
  EXPECT_EQ(lines(check::replays_exactly(builtin_catalog(), fresh_catalog(), target(GetParam()), 100, 6, ::testing::TempDir())), "");
}

TEST_P(GameChecker, ViewsHoldOnlyWhatTheirSeatWasGiven) {
  EXPECT_EQ(lines(check::views_hold_only_given(builtin_catalog(), target(GetParam()), 200, 4)), "");
}

// The differential check: two deals that differ only in the characters of two other seats, the
// same answers. While the seat's knowledge is the same in both, its view must be identical at
// every step: otherwise something hidden leaked into it.
TEST_P(GameChecker, AViewDoesNotDependOnHiddenFacts) {
  const Config& c = GetParam();
  auto probe = start(c, 300);
  ASSERT_TRUE(probe);
  if (probe->state().dealt.empty()) GTEST_SKIP() << c.game << " deals no characters";
  int compared = 0;
  EXPECT_EQ(lines(check::views_ignore_hidden_facts(builtin_catalog(), target(c), 300, 6, compared)), "");
  EXPECT_GT(compared, 0) << "no comparable pair of deals was found";
}

TEST_P(GameChecker, IllegalAnswersAreRefusedAndChangeNothing) {
  int tried = 0;
  EXPECT_EQ(lines(check::illegal_answers_refused(builtin_catalog(), target(GetParam()), 400, 3, tried)), "");
  EXPECT_GT(tried, 0);
}

// Every setup a game lists in all_setups (e.g. every legal mix of characters), for the games that
// declare test setups: a random playout ends legally and replays exactly from its record.
struct GameAndPlayers {
  std::string game;
  int players;
};
void PrintTo(const GameAndPlayers& c, std::ostream* os) { *os << c.game << "_" << c.players << "p"; }

std::vector<GameAndPlayers> games_with_declared_setups() {
  std::vector<GameAndPlayers> out;
  for (const auto& g : builtin_catalog().games())
    for (int n = g.min_players; n <= g.max_players; ++n)
      if (!declared_setups(g, n).empty()) out.push_back({g.id, n});
  return out;
}

class EveryDeclaredSetup : public ::testing::TestWithParam<GameAndPlayers> {};

TEST_P(EveryDeclaredSetup, PlaysOutAndReplays) {
  const auto& [game, n] = GetParam();
  const GameInfo* info = builtin_catalog().game(game);
  std::set<std::string> sides, reasons;
  for (auto& s : info->sides) sides.insert(s.id);
  for (auto& r : info->end_reasons) reasons.insert(r.id);
  std::vector<Value> every;
  ASSERT_EQ(builtin_catalog().all_setups(*info, n, every), "");
  if (every.empty()) GTEST_SKIP() << game << " lists no all_setups";
  uint64_t seed = 0;
  for (const auto& options : every) {
    ++seed;
    SCOPED_TRACE(config_name(*info, n, options));
    ASSERT_TRUE(playable(*info, n, options)) << "a setup in all_setups is refused by check_setup";
    Config c{game, n, options, ""};
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot), "") << "seed " << seed;
    EXPECT_TRUE(sides.count(s->outcome().winner) && reasons.count(s->outcome().reason));
    std::string err;
    auto replayed = Session::replay(builtin_catalog(), s->record(), "record", err);
    ASSERT_TRUE(replayed) << err;
    EXPECT_EQ(replayed->view(kOmniscient), s->view(kOmniscient));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, EveryDeclaredSetup, ::testing::ValuesIn(games_with_declared_setups()),
                         [](const ::testing::TestParamInfo<GameAndPlayers>& info) {
                           return info.param.game + "_" + std::to_string(info.param.players) + "p";
                         });

INSTANTIATE_TEST_SUITE_P(EveryGame, GameChecker, ::testing::ValuesIn(all_configs()),
                         [](const ::testing::TestParamInfo<Config>& info) { return info.param.name; });

}  // namespace
}  // namespace rt::test
