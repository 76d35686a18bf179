// bot_public_test.cpp: a Lua bot's public analysis (engine/bots/lua_bot.cpp, docs/lua-api.md
// "Bots": a script returning {decide = ..., public = ...}). The analysis is handed the spectator's
// view only (no seat, no card a seat holds, no knowledge, no request), runs once each time the
// rules ran, in an
// instance of its own, and every seat gets its own copy of what it returns: what one seat writes
// into its copy (its hidden card, in the fixture bot) never reaches another seat, so no seat's
// answer can depend on another seat's hidden facts through it. What it returns must be plain
// data (a function is refused, the random bot answers). And the shipped heuristic bot answers
// exactly as it does without the analysis (each seat working everything out from its own view).
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"

namespace rt::test {
namespace {

TEST(BotPublic, TheAnalysisSeesTheSpectatorsViewAndEachSeatItsOwnCopy) {
  auto cat = fixture_catalog();
  for (int players : {3, 5}) {
    auto s = must_start(*cat, fixture_setup("turns", players));
    auto bot = must_make_bot(*cat, "turns", "sharing");
    int decisions = 0;
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const Value answer = bot->decide(SeatView(*s, seat));
      for (auto& p : bot->take_problems()) ADD_FAILURE() << p;
      const auto reason = bot->take_reason();
      ASSERT_TRUE(reason.has_value());
      const Value& a = reason->args;
      const std::string where = "seat " + std::to_string(seat + 1) + ", step " + std::to_string(s->record().decisions.size());
      // The analysis was handed the spectator's view: no seat, no card's role, no knowledge, no request.
      EXPECT_EQ(a["seat"], "false") << where;
      EXPECT_EQ(a["roles"], 0) << where;
      EXPECT_EQ(a["knowledge"], 0) << where;
      EXPECT_EQ(a["decision"], "false") << where;
      // ... of this very moment (the public log is the seat's: this game logs nothing private).
      EXPECT_EQ(a["log"], a["logged"]) << where;
      // Nothing an earlier seat wrote into its copy (its own card's role) is in this one.
      EXPECT_EQ(a["found"], "false,nil,3") << where;
      ++decisions;
      ASSERT_EQ(s->answer(seat, answer), "") << where;
    }
    EXPECT_EQ(decisions, players + 2);  // the first choice, a vote per seat, the pick
  }
}

// The one problem a turns-fixture bot reports at its first decision ("" when not exactly one).
std::string the_problem_of(const char* bot_name) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", bot_name);
  (void)bot->decide(SeatView(*s, 0));
  const auto problems = bot->take_problems();
  EXPECT_EQ(problems.size(), 1u) << bot_name;
  return problems.size() == 1 ? problems[0] : "";
}

TEST(BotPublic, AnAnalysisThatHandsOverAFunctionIsRefusedAndTheRandomBotAnswers) {
  const std::string problem = the_problem_of("sharing_function");
  EXPECT_TRUE(contains(problem, "turns/bots/sharing_function.lua:")) << problem;
  EXPECT_TRUE(contains(problem, "public analysis holds a function")) << problem;
  EXPECT_TRUE(contains(problem, "the random bot answered instead")) << problem;
}

// A public analysis that lists one table many times at many levels is refused once the copy
// reaches its value cap, instead of copying without end outside the memory cap.
TEST(BotPublic, AnAnalysisTooLargeToCopyIsRefusedAndTheRandomBotAnswers) {
  const std::string problem = the_problem_of("sharing_wide");
  EXPECT_TRUE(contains(problem, "turns/bots/sharing_wide.lua")) << problem;
  EXPECT_TRUE(contains(problem, "public analysis holds more than 262144 values")) << problem;
  EXPECT_TRUE(contains(problem, "the random bot answered instead")) << problem;
}

// The same cap when the values are plain ones in one list (copied without a call per value).
TEST(BotPublic, AListTooLongToCopyIsRefusedAndTheRandomBotAnswers) {
  const std::string problem = the_problem_of("sharing_long");
  EXPECT_TRUE(contains(problem, "turns/bots/sharing_long.lua")) << problem;
  EXPECT_TRUE(contains(problem, "public analysis holds more than 262144 values")) << problem;
  EXPECT_TRUE(contains(problem, "the random bot answered instead")) << problem;
}

// Plays whole games with the shipped heuristic bot (its public analysis handed to every seat) and,
// at every decision, asks the same bot without the analysis (tests/engine/fixtures/bot_scripts:
// each seat works the levels out from its own view): the same answer and reason everywhere.
// `assassin`, when given, counts the Assassin's passes compared (Evil conferring, the Assassin
// naming: the one pass that reads every proposal, from the codes with the analysis and from the
// proposals' tables without it).
int compare_with_alone(Catalog& cat, const Setup& setup, int* assassin = nullptr) {
  auto s = must_start(cat, setup);
  auto shared = must_make_bot(cat, setup.game, "heuristic");
  auto alone = must_make_bot(cat, setup.game, "alone");
  int compared = 0;
  while (!s->over()) {
    const int seat = s->next_to_answer();
    const std::string prompt = s->pending() ? s->pending()->prompt : "";
    if (assassin && (prompt == "avalon.prompt.assassinate" || prompt == "avalon.prompt.confer")) ++*assassin;
    const Value a = shared->decide(SeatView(*s, seat));
    const auto ra = shared->take_reason();
    const Value b = alone->decide(SeatView(*s, seat));
    const auto rb = alone->take_reason();
    for (auto& p : shared->take_problems()) ADD_FAILURE() << p;
    for (auto& p : alone->take_problems()) ADD_FAILURE() << p;
    const std::string where = "seed " + std::to_string(setup.seed) + " step " + std::to_string(s->record().decisions.size());
    EXPECT_EQ(a, b) << where;
    EXPECT_EQ(ra.has_value(), rb.has_value()) << where;
    if (ra && rb) {
      EXPECT_EQ(ra->key, rb->key) << where;
      EXPECT_EQ(ra->args, rb->args) << where;
    }
    ++compared;
    if (s->answer(seat, a) != "") {
      ADD_FAILURE() << where << ": refused";
      break;
    }
  }
  return compared;
}

TEST(BotPublic, TheHeuristicBotAnswersAsWithoutTheSharedAnalysis) {
  Catalog cat;
  ASSERT_TRUE(cat.load(scripts_dir()).empty());
  cat.vm().add_root({test_data_dir() + "/engine/fixtures/bot_scripts", "tests/"});
  int compared = 0, assassin = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) compared += compare_with_alone(cat, make_setup("avalon", 5, seed), &assassin);
  compared += compare_with_alone(cat, make_setup("avalon", 7, 5, {{"percival", true}, {"morgana", true}}), &assassin);
  compared += compare_with_alone(cat, make_setup("avalon", 10, 6, {{"lunatic", true}, {"brute", true}, {"lancelots", true}}), &assassin);
  // (Oberon: the worlds also name which Evil seat he is, worlds.marked, in the analysis and alone)
  compared += compare_with_alone(cat, make_setup("avalon", 7, 10, {{"oberon", true}, {"percival", true}, {"morgana", true}}), &assassin);
  // (Magic cards: once one is played the seats read their logs, which the analysis cannot code)
  for (uint64_t seed = 7; seed <= 9; ++seed)
    compared += compare_with_alone(cat, make_setup("avalon", 7, seed, {{"sorcerers", true}, {"rogue_good", true}, {"rogue_evil", true}}), &assassin);
  EXPECT_GT(compared, 250);
  EXPECT_GT(assassin, 0);  // (the pass is compared too)
}

// A seat handed the public analysis reads the proposals and quests from it (common/deduction.lua:
// each proposal as a code, its quests rebuilt from those), not from its own log, which the host
// then never builds; with the analysis at hand at every decision of whole games (the fixture
// `log_watch` is the shipped bot with its view watched), no seat reads its log. The answers are
// those of the seats that read their logs (TheHeuristicBotAnswersAsWithoutTheSharedAnalysis).
TEST(BotPublic, TheHeuristicBotsSeatsReadTheProposalsFromTheAnalysisNotTheirLogs) {
  Catalog cat;
  ASSERT_TRUE(cat.load(scripts_dir()).empty());
  cat.vm().add_root({test_data_dir() + "/engine/fixtures/bot_scripts", "tests/"});
  int decisions = 0, read = 0;
  for (const rt::Setup& setup : {make_setup("avalon", 5, 3), make_setup("avalon", 7, 4, {{"percival", true}, {"morgana", true}}),
                             make_setup("avalon", 10, 5, {{"lancelots", true}, {"lunatic", true}})}) {
    auto s = must_start(cat, setup);
    auto bot = must_make_bot(cat, setup.game, "log_watch");
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const Value answer = bot->decide(SeatView(*s, seat));
      for (auto& p : bot->take_problems()) ADD_FAILURE() << p;
      const auto reason = bot->take_reason();
      if (reason && reason->key == "avalon.bot.backup") {  // (the host's only-answer reason otherwise)
        ++decisions;
        if (!(reason->args["seat"] == "no log")) ++read;
      }
      ASSERT_EQ(s->answer(seat, answer), "");
    }
  }
  EXPECT_GT(decisions, 100);
  EXPECT_EQ(read, 0);
}

}  // namespace
}  // namespace rt::test
