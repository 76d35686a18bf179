// card_decisions_test.cpp: the card decisions (pick_entities, order) through the seat API, on
// the fixture game "cards": what the deciding seat is shown, what is refused (and changes
// nothing), what the rules receive, the random bot, and replay.
#include <gtest/gtest.h>

#include <algorithm>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::fixture_catalog;
using test::fixture_setup;

class CardsTest : public ::testing::Test {
 protected:
  explicit CardsTest(uint64_t seed = 1) : cat_(fixture_catalog()) { restart(seed); }
  void restart(uint64_t seed) {
    std::string err;
    s_ = Session::start(*cat_, fixture_setup("cards", 3, seed), err);
    ASSERT_TRUE(s_) << err;
  }
  std::vector<int> zone(const char* id) const { return s_->state().zone(id)->entities; }
  int value_of(int id) const { return s_->state().entity(id)->prop("value")->value.to_value().get<int>(); }
  // Answers and checks that nothing changed when it was refused.
  std::string refused(int seat, const Value& answer) {
    const Value before = s_->view(kOmniscient);
    const size_t decisions = s_->record().decisions.size();
    std::string why = s_->answer(seat, answer);
    EXPECT_EQ(s_->view(kOmniscient), before) << answer.dump();
    EXPECT_EQ(s_->record().decisions.size(), decisions);
    return why;
  }

  std::unique_ptr<Catalog> cat_;
  std::unique_ptr<Session> s_;
};

TEST_F(CardsTest, PickFromAZoneShowsTheSeatItsCardsAndNothingElse) {
  const SeatRequest* r = s_->request(0);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->kind, ChoiceKind::PickEntities);
  EXPECT_EQ(r->entities, zone("hand:1"));
  EXPECT_EQ(r->min, 2);
  EXPECT_EQ(r->max, 2);
  const Value v = s_->view(0);
  EXPECT_EQ(v["decision"]["kind"], "pick_entities");
  EXPECT_EQ(v["decision"]["entities"], Value(zone("hand:1")));
  // The seat sees the values of the cards it is asked about; the others do not.
  for (int id : zone("hand:1")) {
    bool seen = false;
    for (auto& e : v["entities"])
      if (e["id"] == id) seen = e["props"].contains("value");
    EXPECT_TRUE(seen) << "card " << id;
    const Value other = s_->view(1);
    for (auto& e : other["entities"]) EXPECT_FALSE(e["id"] == id && e["props"].contains("value"));
  }
}

TEST_F(CardsTest, IllegalPicksAreRefusedAndChangeNothing) {
  const auto mine = zone("hand:1"), theirs = zone("hand:2");
  EXPECT_NE(refused(0, "a card"), "");
  EXPECT_NE(refused(0, Value::array()), "");
  EXPECT_NE(refused(0, Value{mine[0]}), "") << "one card where two are asked";
  EXPECT_NE(refused(0, Value{mine[0], mine[1], mine[2]}), "") << "three cards";
  EXPECT_NE(refused(0, Value{mine[0], mine[0]}), "") << "the same card twice";
  EXPECT_NE(refused(0, Value{mine[0], theirs[0]}), "") << "another seat's card";
  EXPECT_NE(refused(0, Value{mine[0], 1000}), "") << "no such card";
  EXPECT_NE(refused(0, Value{mine[0], -1}), "");
  EXPECT_NE(refused(0, Value{mine[0], 4294967297ull}), "") << "an id that wraps around int";
  EXPECT_NE(refused(0, Value::parse("[1.5, 2]")), "");
  EXPECT_NE(refused(1, Value{theirs[0], theirs[1]}), "") << "out of turn";
}

TEST_F(CardsTest, PickedCardsReachTheRulesAndTheTable) {
  const auto mine = zone("hand:1");
  ASSERT_EQ(s_->answer(0, Value{mine[2], mine[0]}), "");
  EXPECT_EQ(zone("table"), (std::vector<int>{mine[2], mine[0]})) << "in the order they were picked";
  const Value spectator = s_->view(kSpectator);
  int public_values = 0;
  for (auto& e : spectator["entities"]) public_values += e["props"].contains("value");
  EXPECT_EQ(public_values, 2) << "exactly the two cards on the table are face up";
}

TEST_F(CardsTest, OrderIsAPermutationOfTheWholeSet) {
  ASSERT_EQ(s_->answer(0, Value{zone("hand:1")[0], zone("hand:1")[1]}), "");
  const SeatRequest* r = s_->request(1);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->kind, ChoiceKind::Order);
  EXPECT_EQ(s_->view(1)["decision"]["kind"], "order");
  auto hand = zone("hand:2");
  std::sort(hand.begin(), hand.end(), [&](int a, int b) { return (value_of(a) == 5) < (value_of(b) == 5); });
  EXPECT_NE(refused(1, Value{hand[0], hand[1]}), "") << "one left out";
  EXPECT_NE(refused(1, Value{hand[0], hand[1], hand[1]}), "") << "one twice";
  EXPECT_NE(refused(1, Value{hand[0], hand[1], hand[2], hand[0]}), "");
  EXPECT_NE(refused(1, Value{hand[0], hand[1], zone("hand:3")[0]}), "") << "a card from elsewhere";
  ASSERT_EQ(s_->answer(1, Value(hand)), "");  // the five, if held, is sorted last
  ASSERT_NE(s_->request(2), nullptr);
  EXPECT_EQ(s_->request(2)->kind, ChoiceKind::PickEntities);
  EXPECT_EQ(s_->request(2)->min, 1);
  EXPECT_EQ(s_->request(2)->max, 2);
}

TEST_F(CardsTest, TheRulesValidatorSeesTheOrder) {
  // Find a deal where seat 2 holds the five, then lead with it.
  for (uint64_t seed = 1; seed < 200; ++seed) {
    restart(seed);
    auto hand = zone("hand:2");
    auto five = std::find_if(hand.begin(), hand.end(), [&](int id) { return value_of(id) == 5; });
    if (five == hand.end()) continue;
    std::iter_swap(hand.begin(), five);
    ASSERT_EQ(s_->answer(0, Value{zone("hand:1")[0], zone("hand:1")[1]}), "");
    EXPECT_NE(refused(1, Value(hand)).find("five may not lead"), std::string::npos);
    std::swap(hand[0], hand[1]);
    EXPECT_EQ(s_->answer(1, Value(hand)), "");
    return;
  }
  FAIL() << "no deal gave seat 2 the five";
}

TEST_F(CardsTest, RandomBotsFinishAndTheRecordReplays) {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    restart(seed);
    RandomBot bot(seed);
    for (int step = 0; !s_->over() && step < 100; ++step) {
      const int seat = s_->next_to_answer();
      (void)s_->answer(seat, bot.decide(SeatView(*s_, seat)));  // the validator may refuse one: ask again
    }
    ASSERT_TRUE(s_->over()) << "seed " << seed;
    const Value& d = s_->outcome().details;
    EXPECT_EQ(d["picked"].size(), 2u);
    EXPECT_EQ(d["order"].size(), 3u);
    EXPECT_GE(d["taken"].size(), 1u);
    EXPECT_LE(d["taken"].size(), 2u);
    std::string err;
    auto again = Session::replay(*cat_, s_->record(), "record", err);
    ASSERT_TRUE(again) << err;
    EXPECT_EQ(again->view(kOmniscient), s_->view(kOmniscient));
  }
}

// A misused card decision is a script error naming the script's line (no decision is made).
TEST(CardDecisionsApi, MisusesAreScriptErrorsNamingTheLine) {
  auto cat = fixture_catalog();
  const struct {
    const char* mode;
    const char* line;
    const char* says;
  } cases[] = {
      {"two_kinds", "scripts/api_error/game.lua:20:", "exactly one of"},
      {"no_zone", "scripts/api_error/game.lua:23:", "nowhere"},
      {"pick_too_many", "scripts/api_error/game.lua:28:", "cannot pick 2..2 of 1"},
  };
  for (const auto& c : cases) {
    std::string error;
    auto s = Session::start(*cat, fixture_setup("api_error", 1, 1, {{"mode", c.mode}}), error);
    EXPECT_FALSE(s) << c.mode;
    EXPECT_EQ(error.rfind(c.line, 0), 0u) << error;
    EXPECT_TRUE(test::contains(error, c.says)) << error;
  }
}

}  // namespace
}  // namespace rt
