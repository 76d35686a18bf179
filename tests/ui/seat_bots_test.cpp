// seat_bots_test.cpp: bots in the table view. On the setup screen a bot seat's kind is picked
// from the game's bots (random, heuristic, a mod's), remembered in the settings, written in the
// record (`bots`), played by the table exactly as `play --tty` plays it, and kept when a game is
// resumed from its journal, in the table view and in the terminal.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "app/bot_plan.hpp"
#include "test_support.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// Sets seat `seat` (1-based) to be played by `bot`, through its drop-down.
void pick_bot(UiDriver& d, int seat, const std::string& bot) {
  const std::string id = "setup.bot_kind." + std::to_string(seat);
  d.frame();
  ASSERT_TRUE(d.click(id)) << id;
  d.frame();
  ASSERT_TRUE(d.click(id + "." + bot)) << id << "." << bot;
  d.frame();
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<Value> answers(const Record& r) {
  std::vector<Value> out;
  for (auto& a : r.decisions) out.push_back(answer_to_value(a));
  return out;
}

TEST(SeatBots, TheSetupScreenOffersTheGamesBotsAndTheTablePlaysThem) {
  UiDriver d;
  choose_game(d, "avalon");
  d.app().draft().players = 5;
  d.frame();
  // A person at seat 1 has no bot to pick; a bot seat offers the game's bots.
  EXPECT_FALSE(d.has("setup.bot_kind.1"));
  ASSERT_TRUE(d.has("setup.bot_kind.2"));
  ASSERT_TRUE(d.click("setup.bot_kind.2"));
  d.frame();
  EXPECT_TRUE(d.has("setup.bot_kind.2.random"));
  EXPECT_TRUE(d.has("setup.bot_kind.2.heuristic"));
  EXPECT_TRUE(d.has("setup.bot_kind.2.trusting")) << "the bot of a mod (mods/trusting_bot)";
  ASSERT_TRUE(d.click("setup.bot_kind.2.heuristic"));
  EXPECT_EQ(d.app().draft().bot_kinds[1], "heuristic");
  ASSERT_TRUE(d.click("setup.bot.1"));  // seat 1 a bot too: a game to watch
  for (int seat = 1; seat <= 5; ++seat) pick_bot(d, seat, "heuristic");
  d.screenshot("seat_bots_setup");
  ASSERT_TRUE(d.app().draft().seed.empty());
  d.app().draft().seed = "11";
  d.frame();
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_NE(d.app().game(), nullptr);
  TableController& g = *d.app().game();
  EXPECT_EQ(g.session().record().setup.bots, "1-5=heuristic");
  for (int seat = 0; seat < 5; ++seat) EXPECT_EQ(g.bot_name(seat), "heuristic");
  for (int i = 0; i < 2000 && !g.session().over(); ++i) d.frame();
  ASSERT_TRUE(g.session().over());
  EXPECT_TRUE(g.take_bot_problems().empty());

  // The same setup in the terminal front end gives the same game, answer for answer; with the
  // random bot it would be another game.
  const std::string journal = UiDriver::home_dir() + "/seat_bots_tty.jsonl";
  std::string out;
  const std::string cmd = test::roundtable_binary() +
                          " play --tty --game avalon --players 5 --bots all=heuristic --seed 11 --lang en --save " +
                          journal + " </dev/null 2>&1";
  ASSERT_EQ(test::run_command(cmd, &out), 0) << out;
  std::string err;
  auto tty = parse_record(slurp(journal), journal, err);
  ASSERT_TRUE(tty) << err;
  EXPECT_EQ(tty->setup.bots, "1-5=heuristic");
  EXPECT_EQ(answers(*tty), answers(g.session().record()));
  rt::Setup random_setup = g.session().record().setup;
  random_setup.bots = "";
  auto random_game = Session::start(d.catalog(), random_setup, err);
  ASSERT_TRUE(random_game) << err;
  TableController random_table(std::move(random_game), std::vector<bool>(5, true), true);
  while (!random_table.session().over()) ASSERT_TRUE(random_table.step_bots(0, 0));
  EXPECT_NE(answers(random_table.session().record()), answers(g.session().record()));
}

TEST(SeatBots, TheChosenBotsAreRemembered) {
  UiDriver d;
  std::remove(settings_path().c_str());
  choose_game(d, "resistance");
  d.app().draft().players = 5;
  pick_bot(d, 3, "heuristic");
  pick_bot(d, 4, "heuristic");
  // A remembering table view starts the setup drafted through the screen.
  Settings s;
  s.lang = "en";
  s.pace = 0;
  App app(d.catalog(), s, true);
  app.draft() = d.app().draft();
  rt::Setup setup;
  setup.game = "resistance";
  setup.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  setup.controllers = {"human", "bot", "bot", "bot", "bot"};
  setup.bots = "3-4=heuristic";
  setup.seed = 2;
  ASSERT_EQ(app.start_game(setup, {false, true, true, true, true}), "");
  Settings loaded = load_settings();
  ASSERT_TRUE(loaded.last_setup.contains("bot_kinds")) << loaded.last_setup.dump();
  App again(d.catalog(), loaded, false);
  const auto& kinds = again.draft().bot_kinds;
  ASSERT_GE(kinds.size(), 4u);
  EXPECT_EQ(kinds[2], "heuristic");
  EXPECT_EQ(kinds[3], "heuristic");
  EXPECT_NE(kinds[1], "heuristic");
}

TEST(SeatBots, AResumedGameKeepsEachSeatsBot) {
  // A game with a person at seat 1 and heuristic bots: the bots play up to the person's turn.
  UiDriver d;
  rt::Setup setup;
  setup.game = "avalon";
  setup.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  setup.controllers = {"human", "bot", "bot", "bot", "bot"};
  setup.bots = "2-3=heuristic,4-5=random";
  setup.seed = 5;
  const std::string journal = UiDriver::home_dir() + "/seat_bots_resume.jsonl";
  ASSERT_EQ(d.app().start_game(setup, {false, true, true, true, true}, journal), "");
  d.frame();
  d.frame();
  std::string err;
  auto rec = parse_record(slurp(journal), journal, err);
  ASSERT_TRUE(rec) << err;
  EXPECT_EQ(rec->setup.bots, "2-3=heuristic,4-5=random");
  ASSERT_EQ(d.app().resume(journal), "");
  TableController& g = *d.app().game();
  EXPECT_EQ(g.bot_name(0), "");
  EXPECT_EQ(g.bot_name(1), "heuristic");
  EXPECT_EQ(g.bot_name(2), "heuristic");
  EXPECT_EQ(g.bot_name(3), "random");
}

// play --tty --resume goes on with the bots the journal names: an interrupted all-bot game ends
// as the uninterrupted one.
TEST(SeatBots, TheTerminalResumesWithTheSameBots) {
  const std::string dir = UiDriver::artifacts_dir();
  const std::string whole = dir + "/seat_bots_whole.jsonl", cut = dir + "/seat_bots_cut.jsonl";
  std::string out;
  ASSERT_EQ(test::run_command(test::roundtable_binary() +
                                  " play --tty --game resistance --players 5 --bots all=heuristic --seed 8 --lang en --save " +
                                  whole + " </dev/null 2>&1",
                              &out),
            0)
      << out;
  std::string err;
  auto full = parse_record(slurp(whole), whole, err);
  ASSERT_TRUE(full) << err;
  ASSERT_GT(full->decisions.size(), 12u);
  {  // the header and the first 12 answers: a game killed on the way
    std::ifstream in(whole);
    std::ofstream o(cut);
    std::string line;
    for (int i = 0; i < 13 && std::getline(in, line); ++i) o << line << "\n";
  }
  ASSERT_EQ(test::run_command(test::roundtable_binary() + " play --tty --resume " + cut + " --lang en </dev/null 2>&1", &out), 0)
      << out;
  auto resumed = parse_record(slurp(cut), cut, err);
  ASSERT_TRUE(resumed) << err;
  EXPECT_EQ(answers(*resumed), answers(*full));
}

TEST(SeatBots, PlayBotsPreselectsTheSetupScreen) {
  std::string out;
  const std::string png = UiDriver::artifacts_dir() + "/seat_bots_preselect.png";
  // A bare bot name: the seats that are bots by default (2..N) are that bot, seat 1 a person.
  ASSERT_EQ(test::run_command(test::roundtable_binary() + " play --game avalon --players 5 --bots heuristic --seed 3 "
                                                          "--lang en --screenshot " + png + " 2>&1",
                              &out),
            0)
      << out;
  // By side: only a game of bots (every seat a bot); an unknown bot is one line.
  ASSERT_EQ(test::run_command(test::roundtable_binary() + " play --game avalon --players 5 --bots good=heuristic,evil=random "
                                                          "--seed 3 --lang en --screenshot " + png + " 2>&1",
                              &out),
            0)
      << out;
  EXPECT_NE(test::run_command(test::roundtable_binary() + " play --game avalon --players 5 --bots 2=clever --lang en "
                                                          "--screenshot " + png + " 2>&1",
                              &out),
            0);
  EXPECT_NE(out.find("unknown bot 'clever'"), std::string::npos) << out;
  BotPlan plan;
  std::string err;
  ASSERT_TRUE(plan.parse("heuristic", 5, err, true)) << err;
  EXPECT_EQ(plan.seat_bot(0), "");
  EXPECT_EQ(plan.seat_bot(4), "heuristic");
  EXPECT_EQ(BotPlan::from_seats({"", "heuristic", "heuristic", "random", "heuristic"}), "2-3=heuristic,4=random,5=heuristic");
  // A seat entry with no bot: the default the command gives (the game's own in play, "" on the
  // setup screen before a game is chosen, "random" in simulate and records).
  ASSERT_TRUE(plan.parse("2-5", 5, err, true, "heuristic")) << err;
  EXPECT_EQ(plan.seat_bot(1), "heuristic");
  EXPECT_EQ(plan.explicit_text(), "2-5=heuristic");
  ASSERT_TRUE(plan.parse("2-5", 5, err)) << err;
  EXPECT_EQ(plan.seat_bot(1), "random");
  ASSERT_TRUE(plan.parse("2-3,4=random", 5, err, true, "")) << err;
  EXPECT_TRUE(plan.is_bot(1));
  EXPECT_EQ(plan.seat_bot(1), "");
  EXPECT_EQ(plan.seat_bot(3), "random");
  EXPECT_FALSE(plan.is_bot(0));
  EXPECT_FALSE(plan.is_bot(4));
}

}  // namespace
}  // namespace rt::ui
