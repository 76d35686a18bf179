// bot_forced_test.cpp: a decision with one possible answer (one option; one seat or one card to
// pick) is answered by a Lua bot's host without asking the script (engine/bots/lua_bot.cpp), on
// the forced fixture game (tests/engine/fixtures/scripts/forced) and its bot `counting`, which
// fails when it is asked such a decision and answers by how many times it was called:
// - a whole game takes the one answers, the script never asked them, with the host's reason;
// - a game resumed from its record goes on as the uninterrupted one: the resumed bot catches up
//   on the same decisions the first one was asked (not the one-answer ones);
// - a one answer the rules refuse is put to the script after all (and reported as refused).
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "bots/driver.hpp"
#include "engine_fixtures.hpp"

namespace rt::test {
namespace {

// Plays the forced game to its end with `bot` in both seats; its answers, "seat:answer ...".
std::string forced_game_answers(Session& s, Bot& bot, std::vector<std::string>& problems,
                                std::vector<std::string>* reasons = nullptr) {
  while (!s.over()) {
    const int seat = s.next_to_answer();
    const Value choice = bot.decide(SeatView(s, seat));
    for (auto& p : bot.take_problems()) problems.push_back(p);
    if (auto why = bot.take_reason(); reasons) reasons->push_back(why ? why->key : "");
    if (!s.answer(seat, choice).empty()) break;
  }
  std::string out;
  for (auto& a : s.record().decisions) out += std::to_string(a.seat + 1) + ":" + a.answer.dump() + " ";
  return out;
}

TEST(BotForcedAnswers, ADecisionWithOneAnswerIsTakenWithoutAskingTheScript) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("forced", 2));
  auto bot = must_make_bot(*cat, "forced", "counting");
  std::vector<std::string> problems, reasons;
  const std::string answers = forced_game_answers(*s, *bot, problems, &reasons);
  EXPECT_TRUE(problems.empty()) << problems.front();  // the script was never asked a one-answer decision
  ASSERT_TRUE(s->over());
  // Seat 1's first call is its "a or b": "a". The card is entity 1 (the only one).
  EXPECT_EQ(answers, "1:\"only\" 2:\"a\" 1:[2] 1:[1] 1:\"a\" 1:\"stop\" ");
  const std::string host = "bots.reason.only_answer";
  EXPECT_EQ(reasons, (std::vector<std::string>{host, "", host, host, "", host}));
}

TEST(BotForcedAnswers, AResumedGameCatchesUpOnTheDecisionsTheScriptWasAsked) {
  auto cat = fixture_catalog();
  auto whole = must_start(*cat, fixture_setup("forced", 2));
  auto bot = must_make_bot(*cat, "forced", "counting");
  std::vector<std::string> problems;
  const std::string full = forced_game_answers(*whole, *bot, problems);
  for (size_t k = 1; k < whole->record().decisions.size(); ++k) {
    Record part = whole->record();
    part.decisions.resize(k);
    std::string error;
    auto resumed = Session::replay(*cat, part, "test", error);
    ASSERT_TRUE(resumed) << error;
    auto fresh = must_make_bot(*cat, "forced", "counting");
    // Had the catch-up asked the script the first decision again, seat 1 would answer "b".
    EXPECT_EQ(forced_game_answers(*resumed, *fresh, problems), full) << "resumed after " << k;
  }
  EXPECT_TRUE(problems.empty()) << problems.front();
}

// Recalling a resumed game's reasons (Bot::recall_reasons) stops at the first answer of the seat
// that is not the bot's, and lets that half-caught-up instance go: the seat's first decision then
// makes a new one that catches up on the whole game. The parity bot answers by how many times
// its instance was called: seat 1's first "a or b" was answered "b" by another hand (the bot
// says "a"), its second "a"; asked its third, a bot that caught up on both says "a" (third call),
// one left with only the first recalled would say "b" (second call).
TEST(BotForcedAnswers, ARecallThatMeetsAnotherHandsAnswerLeavesTheInstanceToCatchUpAnew) {
  auto cat = fixture_catalog();
  auto played = must_start(*cat, fixture_setup("forced", 2, 1, {{"long", true}}));
  // only, a (seat 2), seat 2, the card, "b" (another hand), stop, "a" (another hand).
  for (const auto& [seat, answer] : std::vector<std::pair<int, Value>>{
           {0, "only"}, {1, "a"}, {0, Value::array({2})}, {0, Value::array({1})}, {0, "b"}, {0, "stop"}, {0, "a"}})
    ASSERT_EQ(played->answer(seat, answer), "") << answer.dump();
  for (bool recall : {false, true}) {
    SCOPED_TRACE(recall ? "recalled first" : "never recalled");
    std::string error;
    auto resumed = Session::replay(*cat, played->record(), "test", error);
    ASSERT_TRUE(resumed) << error;
    auto bot = must_make_bot(*cat, "forced", "parity");
    if (recall) { EXPECT_TRUE(bot->recall_reasons(*resumed, 0).empty()) << "seat 1's answers were not all the bot's"; }
    EXPECT_EQ(bot->decide(SeatView(*resumed, 0)), "a");
  }
}

TEST(BotForcedAnswers, AOneAnswerTheRulesRefuseIsPutToTheScript) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("forced", 2, 1, {{"refuse_only", true}}));
  auto bot = must_make_bot(*cat, "forced", "counting");
  Driver driver(*s);
  BotController c(*bot, "counting");
  driver.set(0, &c);
  driver.set(1, &c);
  EXPECT_EQ(driver.run(10).status, Driver::Status::Stuck);  // nothing the rules take
  EXPECT_EQ(s->record().decisions.size(), 5u);
  bool asked = false;
  for (auto& r : driver.take_reports())
    asked = asked || r.text.find("answered \"refused\", which the rules refuse") != std::string::npos;
  EXPECT_TRUE(asked) << "the script was asked the refused one-answer decision";
}

}  // namespace
}  // namespace rt::test
