// cli_lab_test.cpp: `simulate` and `compare` as a user types them: the same JSON for one and two
// threads, per-role rates, the CSV file's shape, compare's difference and interval, and bad
// flags refused with one clear line.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/value.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

TEST(CliLab, SimulateGivesTheSameResultsOnOneAndTwoThreads) {
  const std::string args = "simulate --game avalon --players 5 --games 80 --seed 4 --bots good=heuristic --json";
  CommandResult one = run_roundtable(args + " --threads 1", false), two = run_roundtable(args + " --threads 2", false);
  ASSERT_EQ(one.code, 0) << one.out;
  ASSERT_EQ(two.code, 0) << two.out;
  Value a = Value::parse(one.out), b = Value::parse(two.out);
  EXPECT_EQ(a["threads"], 1);
  EXPECT_EQ(b["threads"], 2);
  for (const char* k : {"wins", "rates", "reasons", "reason_rates", "roles"}) EXPECT_EQ(a[k], b[k]) << k;
  // Per-role rates: every role dealt, with holders, wins and an interval around the rate.
  const Value& merlin = a["roles"]["merlin"];
  EXPECT_EQ(merlin["holders"], 80);
  EXPECT_EQ(merlin["wins"], a["wins"]["good"]);
  EXPECT_LE(merlin["low"].get<double>(), merlin["rate"].get<double>());
  EXPECT_GE(merlin["high"].get<double>(), merlin["rate"].get<double>());
  EXPECT_EQ(a["roles"]["servant"]["holders"], 160);  // two a game at five players
  EXPECT_TRUE(a["reason_rates"]["merlin_assassinated"].contains("low"));
}

TEST(CliLab, SimulateTextShowsRolesAndTheCsvFileHasOneRowEach) {
  const std::string csv = ::testing::TempDir() + "/lab.csv";
  std::remove(csv.c_str());
  CommandResult r = run_roundtable("simulate --game resistance --players 5 --games 50 --seed 2 --threads 2 --csv " + csv, false);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(contains(r.out, "roles (games their holders won")) << r.out;
  EXPECT_TRUE(contains(r.out, "2 threads")) << r.out;
  std::ifstream in(csv);
  std::string line;
  std::vector<std::string> lines;
  while (std::getline(in, line)) lines.push_back(line);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "kind,id,count,total,rate,low,high");
  int sides = 0, roles = 0;
  long long side_games = 0;
  for (size_t i = 1; i < lines.size(); ++i) {
    std::stringstream ss(lines[i]);
    std::vector<std::string> cells;
    for (std::string c; std::getline(ss, c, ',');) cells.push_back(c);
    ASSERT_EQ(cells.size(), 7u) << lines[i];
    if (cells[0] == "side") {
      ++sides;
      side_games += std::stoll(cells[2]);
      EXPECT_EQ(cells[3], "50");
    }
    if (cells[0] == "role") ++roles;
    EXPECT_LE(std::stod(cells[5]), std::stod(cells[4]));
    EXPECT_GE(std::stod(cells[6]), std::stod(cells[4]));
  }
  EXPECT_EQ(sides, 2);  // the resistance and the spies
  EXPECT_EQ(side_games, 50);
  EXPECT_GE(roles, 2);
}

// The text report in the reader's language: the game's names for sides, end reasons and roles
// (with their ids, which --side and the JSON use), and the language's decimal sign.
TEST(CliLab, TheTextReportSpeaksTheReadersLanguage) {
  CommandResult ru = run_roundtable("simulate --game avalon --players 5 --games 40 --seed 3 --threads 1 --lang ru", false);
  ASSERT_EQ(ru.code, 0) << ru.out;
  for (const char* said : {"Авалон, 5 игроков, 40 партий (зерно 3)", "победы:", "Добро (good)", "Мерлин (merlin)",
                           "убийца раскрыл Мерлина (merlin_assassinated)", "1 поток"})
    EXPECT_TRUE(contains(ru.out, said)) << said << "\n" << ru.out;
  EXPECT_TRUE(contains(ru.out, ",00%")) << ru.out;
  EXPECT_FALSE(contains(ru.out, ".00%")) << "a decimal point in Russian\n" << ru.out;
  CommandResult en = run_roundtable("simulate --game avalon --players 5 --games 40 --seed 3 --threads 1 --lang en", false);
  ASSERT_EQ(en.code, 0) << en.out;
  for (const char* said : {"The Resistance: Avalon, 5 players, 40 games (seed 3)", "wins:", "Good (good)", ".00%", "1 thread)"})
    EXPECT_TRUE(contains(en.out, said)) << said << "\n" << en.out;
  CommandResult uk = run_roundtable("compare --game resistance --players 5 --games 30 --b players=6 --lang uk", false);
  ASSERT_EQ(uk.code, 0) << uk.out;
  EXPECT_TRUE(contains(uk.out, "(спільна розстановка)")) << uk.out;
  EXPECT_TRUE(contains(uk.out, "b - a = ")) << uk.out;
  EXPECT_TRUE(contains(uk.out, " п. (95%: від ")) << uk.out;
}

TEST(CliLab, CompareGivesTheDifferenceWithItsInterval) {
  CommandResult r = run_roundtable("compare --game avalon --players 5 --games 150 --seed 1 --bots good=heuristic "
                "--a bots=good=heuristic,evil=random --b bots=random --json",
                false);
  ASSERT_EQ(r.code, 0) << r.out;
  Value v = Value::parse(r.out);
  EXPECT_EQ(v["side"], "good");  // the game's first side
  const double a = v["a"]["rates"]["good"]["rate"].get<double>(), b = v["b"]["rates"]["good"]["rate"].get<double>();
  const Value& d = v["difference"];
  EXPECT_NEAR(d["diff"].get<double>(), b - a, 1e-12);
  EXPECT_LT(d["low"].get<double>(), d["diff"].get<double>());
  EXPECT_GT(d["high"].get<double>(), d["diff"].get<double>());
  EXPECT_LT(d["high"].get<double>(), 0);  // random Good does far worse than heuristic Good
  EXPECT_EQ(v["b"]["bots"], "random");

  // The same setup twice, with the same seeds: no difference, an interval around zero.
  CommandResult same = run_roundtable("compare --game resistance --players 5 --games 60 --a players=5 --b players=5 --lang en");
  ASSERT_EQ(same.code, 0) << same.out;
  EXPECT_TRUE(contains(same.out, "b - a = +0.0 points (95%: -")) << same.out;
  // A player count: 5 against 6.
  CommandResult six = run_roundtable("compare --game resistance --games 40 --players 5 --b players=6 --side spies --json", false);
  ASSERT_EQ(six.code, 0) << six.out;
  EXPECT_EQ(Value::parse(six.out)["b"]["players"], 6);
  EXPECT_EQ(Value::parse(six.out)["side"], "spies");
}

TEST(CliLab, BadFlagsAreRefusedWithOneLine) {
  struct Case {
    std::string args, expect;
    int code;
  };
  const std::vector<Case> cases = {
      {"simulate --game avalon --players 5 --games 10 --threads 0", "--threads: expected a whole number 1..1024", 2},
      {"simulate --game avalon --players 5 --games 10 --threads many", "--threads", 2},
      {"simulate --game avalon --players 5 --games 10 --csv", "--csv", 2},
      {"simulate --game avalon --players 5 --games 10 --csv /nonexistent/dir/x.csv", "--csv: cannot write", 1},
      {"compare --game avalon --players 5 --games 10", "compare needs --a KEY=VALUE and/or --b KEY=VALUE", 2},
      {"compare --game avalon --players 5 --games 10 --a lady", "--a expects KEY=VALUE", 2},
      {"compare --game avalon --players 5 --games 10 --b players=zero", "--b: players=N expects a whole number", 2},
      {"compare --game avalon --players 5 --games 10 --b lady_of_the_lake=true --side rebels",
       "--side: 'rebels' is not a side of avalon", 2},
      {"compare --game avalon --players 5 --games 10 --b bots=good=clever", "unknown bot 'clever'", 2},
      {"compare --game avalon --players 5 --games 10 --b bogus_option=true", "unknown option 'bogus_option'", 1},
      // A setup the host refuses is said as such, before the game's own check (which is written
      // for the counts and values it declares: a Lua error, or a rule about Percival, before).
      {"simulate --game avalon --players 4 --games 10", "avalon is for 5 to 10 players, not 4", 1},
      {"simulate --game avalon --players 11 --games 10", "avalon is for 5 to 10 players, not 11", 1},
      {"compare --game avalon --players 5 --games 10 --b players=12", "avalon is for 5 to 10 players, not 12", 1},
      {"simulate --game avalon --players 5 --games 10 --option percival=maybe", "option 'percival' must be true or false", 1},
      // Two bots for one seat: the last one silently won before.
      {"simulate --game avalon --players 5 --games 10 --bots 1-3=heuristic,3-5=random", "--bots: seat 3 is given two bots", 2},
      {"simulate --game camelot --players 5 --games 10 --option excalibur_steps=9", "option 'excalibur_steps' must be an integer 2..6", 1},
  };
  for (auto& c : cases) {
    CommandResult r = run_roundtable(c.args);
    EXPECT_EQ(r.code, c.code) << c.args << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, c.expect)) << c.args << "\n" << r.out;
    EXPECT_LE(std::count(r.out.begin(), r.out.end(), '\n'), 1) << c.args << "\n" << r.out;
  }
}

}  // namespace
}  // namespace rt::test
