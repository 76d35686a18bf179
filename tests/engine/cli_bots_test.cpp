// cli_bots_test.cpp: --bots as a user types it: bots by side and by seat in simulate (with the
// 95% intervals), heuristic seats in a terminal game, and one line for a bot or side that does
// not exist.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "app/bot_plan.hpp"
#include "core/value.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

TEST(CliBots, SimulateBySideGivesRatesWithIntervals) {
  CommandResult r = run_roundtable("simulate --game avalon --players 5 --games 60 --seed 2 --bots good=heuristic,evil=random --json", false);
  ASSERT_EQ(r.code, 0) << r.out;
  const Value v = Value::parse(r.out);
  EXPECT_EQ(v["bots"], "good=heuristic,evil=random");
  EXPECT_EQ(v["bot_problems"], 0);
  EXPECT_EQ(v["wins"]["good"].get<int>() + v["wins"]["evil"].get<int>(), 60);
  const Value& good = v["rates"]["good"];
  EXPECT_DOUBLE_EQ(good["rate"].get<double>(), v["wins"]["good"].get<double>() / 60);
  EXPECT_LT(good["low"].get<double>(), good["rate"].get<double>());
  EXPECT_GT(good["high"].get<double>(), good["rate"].get<double>());
  // Heuristic Good against random Evil wins far more than random Good does (about a third).
  EXPECT_GT(good["rate"].get<double>(), 0.45);
}

TEST(CliBots, SimulateBySeatAndTheSameSeedGiveTheSameGames) {
  const std::string args = "simulate --game resistance --players 5 --games 40 --seed 3 --bots 1=heuristic,2-5=random --json";
  CommandResult a = run_roundtable(args, false), b = run_roundtable(args, false);
  ASSERT_EQ(a.code, 0) << a.out;
  Value va = Value::parse(a.out), vb = Value::parse(b.out);
  EXPECT_EQ(va["wins"], vb["wins"]);
  EXPECT_EQ(va["reasons"], vb["reasons"]);
}

// Bots by side (`good=heuristic,evil=random`) need each seat's side once the cards are dealt (the
// `side` of a card it owns, bot_plan.hpp): in every game of the catalog, at every player count,
// every seat has one of the game's sides. (Shadows over Camelot's cards had none: with bots by
// side every knight fell back to the random bot, and the knights lost every game in the Lab.)
TEST(CliBots, EverySeatHasASideOnceTheCardsAreDealt) {
  Catalog& cat = builtin_catalog();
  int started = 0;
  for (const GameInfo& g : cat.games()) {
    std::vector<Value> option_sets = {Value::object()};
    if (g.id == "camelot") option_sets.push_back(Value{{"traitor", false}});
    for (int n = g.min_players; n <= g.max_players; ++n)
      for (const Value& options : option_sets)
        for (uint64_t seed = 1; seed <= 3; ++seed) {
          std::string err;
          auto s = Session::start(cat, make_setup(g.id, n, seed, options), err);
          if (!s) continue;  // (a setup the game refuses at this count)
          ++started;
          const std::vector<std::string> sides = seat_sides(*s);
          for (int seat = 0; seat < n; ++seat)
            EXPECT_TRUE(std::any_of(g.sides.begin(), g.sides.end(), [&](const NamedInfo& x) { return x.id == sides[seat]; }))
                << g.id << " " << n << " players " << options.dump() << " seed " << seed << ": seat " << seat + 1 << " has side '"
                << sides[seat] << "'";
        }
  }
  EXPECT_GT(started, 60) << "the games were played at their player counts";
}

// So a game played with every side's bot named is the game played with that bot everywhere.
TEST(CliBots, EverySidesBotNamedPlaysTheSameGamesAsTheBotEverywhere) {
  for (const std::string game : {"camelot", "avalon"}) {
    const std::string sides = game == "camelot" ? "knights=heuristic,evil=heuristic" : "good=heuristic,evil=heuristic";
    const std::string flags = "simulate --game " + game + " --players 5 --games 12 --seed 4 --threads 1 --json --bots ";
    const Value all = Value::parse(run_roundtable(flags + "heuristic", false).out);
    const Value by_side = Value::parse(run_roundtable(flags + sides, false).out);
    EXPECT_EQ(all["digest"], by_side["digest"]) << game;
    EXPECT_EQ(all["wins"], by_side["wins"]) << game;
  }
}

TEST(CliBots, UnknownBotsAndSidesAreOneLine) {
  CommandResult r = run_roundtable("simulate --game avalon --players 5 --games 1 --bots good=clever");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(contains(r.out, "unknown bot 'clever' for avalon (bots: random, heuristic, trusting)")) << r.out;
  r = run_roundtable("simulate --game avalon --players 5 --games 1 --bots spies=heuristic");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(contains(r.out, "'spies' is not a side of avalon (sides: good, evil, rogue)")) << r.out;
  r = run_roundtable("play --tty --game resistance --players 5 --bots good=heuristic --seed 1 --lang en --save /dev/null");
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(contains(r.out, "not sides")) << r.out;
}

TEST(CliBots, ATerminalGameWithHeuristicSeatsPlaysToTheEnd) {
  const std::string journal = ::testing::TempDir() + "/tty_bots.jsonl";
  CommandResult r = run_roundtable("play --tty --game resistance --players 5 --bots 1-3=heuristic,4-5 --seed 4 --lang en --save " + journal);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(contains(r.out, "The game is over")) << r.out;
  EXPECT_FALSE(contains(r.out, "bot '")) << r.out;  // no bot problem reported
}


// In play a seat entry that names no bot is the game's own bot, as on the setup screen (a group
// that typed `--bots 2-5` met random bots that threw the game); the record names every seat's
// bot, and `=random` still asks for the random one. simulate keeps "random" for such seats.
TEST(CliBots, InPlayASeatWithNoBotNamedGetsTheGamesOwnBot) {
  const std::string journal = ::testing::TempDir() + "/tty_default_bots.jsonl";
  auto header = [&] {
    std::ifstream in(journal);
    std::string line;
    std::getline(in, line);
    return Value::parse(line);
  };
  std::remove(journal.c_str());
  CommandResult r = run_roundtable("play --tty --game resistance --players 5 --bots 1-3,4-5=random --seed 4 --lang en --save " + journal);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(header()["bots"], "1-3=heuristic,4-5=random");
  std::remove(journal.c_str());
  r = run_roundtable("play --tty --game resistance --players 5 --bots all --seed 4 --lang en --save " + journal);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(header()["bots"], "1-5=heuristic");
  // The record says what played: the same journal replays to the same end in a fresh process.
  EXPECT_EQ(run_roundtable("run " + journal, false).code, 0);
  r = run_roundtable("simulate --game resistance --players 5 --games 20 --seed 4 --bots 1-3,4-5=heuristic --json", false);
  ASSERT_EQ(r.code, 0) << r.out;
  // Seats 1-3 random, 4-5 heuristic: not the same games as every seat heuristic.
  CommandResult all = run_roundtable("simulate --game resistance --players 5 --games 20 --seed 4 --bots heuristic --json", false);
  EXPECT_NE(Value::parse(r.out)["reasons"].dump() + Value::parse(r.out)["wins"].dump(),
            Value::parse(all.out)["reasons"].dump() + Value::parse(all.out)["wins"].dump());
}

}  // namespace
}  // namespace rt::test
