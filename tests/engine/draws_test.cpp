// draws_test.cpp: a record fixing named random draws (g:shuffle(list, name), g:random(..., name))
// on the fixture game "draws": fixed results replace the RNG's, the RNG stream stays the same,
// a list that runs out hands over to the RNG, and malformed or unfitting draws are refused with
// a message naming the draw while nothing changes.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/rng.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::contains;
using test::fixture_catalog;
using test::fixture_setup;
using test::must_start;

class DrawsTest : public ::testing::Test {
 protected:
  void SetUp() override { cat_ = fixture_catalog(); }
  rt::Setup with_draws(Value draws = Value::object()) {
    rt::Setup s = fixture_setup("draws", 3, 41);
    s.draws = std::move(draws);
    return s;
  }
  // Plays the three turns: seat 1 rolls, seat 2 shuffles the bag, seat 3 rolls.
  static void play(Session& s) {
    ASSERT_EQ(s.answer(0, "roll"), "");
    ASSERT_EQ(s.answer(1, "shuffle"), "");
    ASSERT_EQ(s.answer(2, "roll"), "");
    ASSERT_TRUE(s.over());
  }
  static Value counter(const Session& s, const char* id) { return s.view(kOmniscient)["counters"][id]; }
  std::unique_ptr<Catalog> cat_;
};

TEST_F(DrawsTest, ANamedDrawWithNothingFixedIsTheSeededRngsDraw) {
  auto s = must_start(*cat_, with_draws());
  ASSERT_TRUE(s);
  // The deck's cards are entities 1..5, shuffled first: exactly the host RNG's Fisher-Yates.
  Rng rng(41);
  std::vector<int> deck{1, 2, 3, 4, 5};
  rng.shuffle(deck);
  EXPECT_EQ(counter(*s, "deck"), Value(deck));
  EXPECT_TRUE(s->unused_draws().empty());
}

TEST_F(DrawsTest, FixedResultsReplaceTheDrawsAndLeaveTheStreamAsItWas) {
  auto free_game = must_start(*cat_, with_draws());
  ASSERT_TRUE(free_game);
  play(*free_game);
  const Value draws = Value::parse(R"({
    "deck": [[5, 4, 3, 2, 1]],
    "bag": [["red", "blue", "red", "green"], ["blue", "green", "red"]],
    "tiles": [["forest", 7, "castle"]],
    "luck": [0.25],
    "die": [6, 12, 1]
  })");
  auto fixed = must_start(*cat_, with_draws(draws));
  ASSERT_TRUE(fixed);
  play(*fixed);
  EXPECT_EQ(counter(*fixed, "deck"), Value::parse("[5, 4, 3, 2, 1]"));
  EXPECT_EQ(counter(*fixed, "bag"), Value::parse(R"(["red", "blue", "red", "green"])"));
  EXPECT_EQ(counter(*fixed, "tiles"), Value::parse(R"(["forest", 7, "castle"])"));
  EXPECT_EQ(counter(*fixed, "fraction"), 0.25);
  EXPECT_EQ(counter(*fixed, "bags"), Value::parse(R"([["blue", "green", "red"]])"));
  // Three of the four dice are fixed; the fourth is the RNG's, the same as in the free game.
  const Value rolls = counter(*fixed, "rolls");
  ASSERT_EQ(rolls.size(), 4u);
  EXPECT_EQ(rolls[0], 6);
  EXPECT_EQ(rolls[1], 12);
  EXPECT_EQ(rolls[2], 1);
  EXPECT_EQ(rolls[3], counter(*free_game, "rolls")[3]);
  // Fixed draws still take their numbers from the stream: the unnamed draws are unchanged.
  EXPECT_EQ(counter(*fixed, "unnamed"), counter(*free_game, "unnamed"));
  EXPECT_EQ(counter(*fixed, "tail"), counter(*free_game, "tail"));
  EXPECT_NE(counter(*fixed, "deck"), counter(*free_game, "deck")) << "pick a seed whose deck is not 5 4 3 2 1";
  EXPECT_TRUE(fixed->unused_draws().empty());
}

TEST_F(DrawsTest, ARecordWithDrawsIsWrittenReadAndReplayedExactly) {
  auto s = must_start(*cat_, with_draws(Value::parse(R"({"die": [3, 2], "bag": [["blue", "red", "green", "red"]]})")));
  ASSERT_TRUE(s);
  play(*s);
  const std::string text = record_to_text(s->record());
  EXPECT_TRUE(contains(text, R"("draws": {"bag":[["blue","red","green","red"]],"die":[3,2]})")) << text;
  std::string error;
  auto parsed = parse_record(text, "game.json", error);
  ASSERT_TRUE(parsed) << error;
  EXPECT_EQ(parsed->setup.draws, s->record().setup.draws);
  auto again = Session::replay(*cat_, *parsed, "game.json", error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), s->view(kOmniscient));
  EXPECT_EQ(counter(*again, "rolls")[0], 3);
  EXPECT_EQ(counter(*again, "rolls")[1], 2);
  // A record without draws writes none (old records stay as they were).
  auto plain = must_start(*cat_, with_draws());
  EXPECT_FALSE(contains(record_to_text(plain->record()), R"("draws": {)"));
}

TEST_F(DrawsTest, WhenTheFixedListRunsOutTheRngTakesOver) {
  auto free_game = must_start(*cat_, with_draws());
  play(*free_game);
  auto s = must_start(*cat_, with_draws(Value::parse(R"({"die": [4]})")));
  play(*s);
  const Value rolls = counter(*s, "rolls");
  const Value free_rolls = counter(*free_game, "rolls");
  EXPECT_EQ(rolls[0], 4);
  for (size_t i = 1; i < 4; ++i) EXPECT_EQ(rolls[i], free_rolls[i]) << "roll " << i + 1;
}

TEST_F(DrawsTest, UnusedFixedDrawsAreReported) {
  auto s = must_start(*cat_, with_draws(Value::parse(R"({"die": [1, 2, 3, 4, 5], "dice": [2]})")));
  play(*s);
  EXPECT_EQ(s->unused_draws(), (std::vector<std::string>{"dice (1 of 1 unused)", "die (1 of 5 unused)"}));
}

TEST_F(DrawsTest, MalformedDrawsAreRefusedWhenTheRecordIsRead) {
  const std::pair<const char*, const char*> cases[] = {
      {R"("draws": 5)", "game.json: record.draws: expected an object"},
      {R"("draws": {"die": 3})", "game.json: record.draws.die: expected a list of results"},
      {R"("draws": {"die": [2, "six"]})", "game.json: record.draws.die[2]: expected a roll (an integer) or an order"},
      {R"("draws": {"deck": [[1, 2.5]]})", "game.json: record.draws.deck[1]: an order lists ids"},
      {R"("draws": {"luck": [1.5]})", "game.json: record.draws.luck[1]: a fraction must lie in [0, 1)"},
      {R"("draws": {"": [1]})", "game.json: record.draws: a draw name may not be empty"},
  };
  for (auto& [field, want] : cases) {
    const std::string text = std::string(R"({"game": "draws", "players": ["a", "b", "c"], "seed": 1, )") + field +
                             R"(, "decisions": []})";
    std::string error;
    EXPECT_FALSE(parse_record(text, "game.json", error)) << field;
    EXPECT_TRUE(contains(error, want)) << field << " -> " << error;
  }
  // Built in code, the same draws are refused by Session::start.
  std::string error;
  EXPECT_FALSE(Session::start(*cat_, with_draws(Value::parse(R"({"die": [[1], "x"]})")), error));
  EXPECT_TRUE(contains(error, "draws.die[2]: expected a roll")) << error;
}

TEST_F(DrawsTest, AFixedOrderThatDoesNotFitTheListStopsTheStart) {
  const std::pair<const char*, const char*> cases[] = {
      {R"({"deck": [[1, 2, 3]]})", "the record's draws.deck[1] orders 3 items, the shuffle 'deck' has 5; it must be an order of: 1, 2, 3, 4, 5"},
      {R"({"deck": [[1, 1, 2, 3, 4]]})", "the record's draws.deck[1] is not an order of the shuffle 'deck': 1 is not in the list or is listed too often"},
      {R"({"bag": [["red", "green", "blue", "blue"]]})", "\"blue\" is not in the list or is listed too often"},
      {R"({"deck": [4]})", "the record's draws.deck[1] (4) is not an order for the shuffle 'deck'"},
      {R"({"luck": [3]})", "is not a fraction in [0, 1) for the draw 'luck'"},
  };
  for (auto& [draws, want] : cases) {
    std::string error;
    EXPECT_FALSE(Session::start(*cat_, with_draws(Value::parse(draws)), error)) << draws;
    EXPECT_TRUE(contains(error, want)) << draws << " -> " << error;
    EXPECT_TRUE(contains(error, "draws/game.lua:")) << "names the script's line: " << error;
  }
}

TEST_F(DrawsTest, ARollOutOfRangeRefusesTheAnswerAndChangesNothing) {
  auto s = must_start(*cat_, with_draws(Value::parse(R"({"die": [7]})")));
  ASSERT_TRUE(s);
  const Value before = s->view(kOmniscient);
  const Value record_before = record_to_value(s->record());
  const std::string why = s->answer(0, "roll");
  EXPECT_TRUE(contains(why, "the record's draws.die[1] (7) is not a roll of 1..6 for the draw 'die'")) << why;
  EXPECT_EQ(s->view(kOmniscient), before);
  EXPECT_EQ(record_to_value(s->record()), record_before);
  // The other choice is still open, and the game goes on.
  EXPECT_EQ(s->answer(0, "shuffle"), "");
  // Replaying a record with that answer names the decision and the draw.
  Record r = s->record();
  r.decisions.assign(1, RecordedAnswer{0, "roll"});
  std::string error;
  EXPECT_FALSE(Session::replay(*cat_, r, "scenario.json", error));
  EXPECT_TRUE(contains(error, "scenario.json: decisions[0] (seat 1 (")) << error;
  EXPECT_TRUE(contains(error, "draws.die[1] (7) is not a roll of 1..6")) << error;
}

}  // namespace
}  // namespace rt
