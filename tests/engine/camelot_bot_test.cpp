// camelot_bot_test.cpp: Shadows over Camelot's heuristic bot (scripts/camelot/bots/heuristic.lua):
// its judgement on views with a known right answer (the Merlin interrupt, the opening share, the
// siege, where to go, the Traitor's thumb on the scale), and whole bot games at 3, 5 and 7
// knights in which no answer of the bot is refused.
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "core/value.hpp"
#include "bot_script.hpp"
#include "engine_fixtures.hpp"
#include "lua/lua_value.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

Value decide(const Value& view, uint64_t seed = 1) { return run_bot_script("camelot/bots/heuristic", view, seed); }

// Seat 1 of 5 knights at `where`, with white cards (id -> card id) in hand and a loyalty card.
Value view_of(const std::string& loyalty, const std::vector<std::pair<int, std::string>>& hand, Value counters,
              Value decision, const std::string& where = "round_table") {
  Value players = Value::array();
  for (int i = 1; i <= 5; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value entities = Value::array({{{"id", 900}, {"kind", "loyalty"}, {"owner", 1}, {"zone", "loyalty:1"},
                                  {"props", {{"loyalty", loyalty}, {"role", loyalty}}}}});
  for (auto& [id, card] : hand)
    entities.push_back({{"id", id}, {"kind", "white"}, {"owner", 1}, {"zone", "hand:1"}, {"props", {{"card", card}}}});
  Value base = {{"life", {4, 4, 4, 4, 4}},
                {"location", {where, "round_table", "round_table", "round_table", "round_table"}},
                {"hand_sizes", {static_cast<int>(hand.size()), 5, 5, 5, 5}},
                {"white_swords", 0}, {"black_swords", 0}, {"siege_engines", 0},
                {"quests", {{"black_knight", "open"}, {"lancelot", "open"}, {"dragon", "closed"}, {"excalibur", "open"},
                            {"grail", "open"}, {"saxons", "open"}, {"picts", "open"}}},
                {"boards", {{"excalibur", {{"position", 0}, {"steps", 5}}}, {"grail", {{"white", 0}, {"black", 0}}},
                            {"saxons", {{"warriors", 0}, {"straight", Value::array()}}},
                            {"picts", {{"warriors", 0}, {"straight", Value::array()}}},
                            {"black_knight", {{"white", Value::array()}, {"black", Value::array()}, {"face_down", 0}}},
                            {"lancelot", {{"white", Value::array()}, {"black", Value::array()}, {"face_down", 0}}}}}};
  for (auto it = counters.begin(); it != counters.end(); ++it) base[it.key()] = it.value();
  return {{"game", "camelot"}, {"seat", 1}, {"players", players}, {"counters", base}, {"options", Value::object()},
          {"entities", entities}, {"knowledge", Value::array()}, {"log", Value::array()}, {"decision", decision}};
}

Value choose(const std::string& prompt, Value options, Value args = Value::object()) {
  return {{"kind", "choose"}, {"prompt", prompt}, {"options", options}, {"args", args}};
}
Value pick(const std::string& prompt, Value ids, int min = 1, int max = 1) {
  return {{"kind", "pick_entities"}, {"prompt", prompt}, {"entities", ids}, {"min", min}, {"max", max}};
}

TEST(CamelotBot, ALoyalKnightOffersAllItsMerlinCardsAgainstASpecialBlackCardATraitorNone) {
  const std::vector<std::pair<int, std::string>> hand = {{1, "merlin"}, {2, "merlin"}, {3, "fight_2"}};
  const Value req = choose("camelot.prompt.interrupt", {"pass", "merlin_1", "merlin_2"}, {{"card", "morgan_siege"}, {"seat", 2}});
  EXPECT_EQ(decide(view_of("loyal", hand, Value::object(), req)), "merlin_2");
  EXPECT_EQ(decide(view_of("traitor", hand, Value::object(), req)), "pass");
}

TEST(CamelotBot, TheOpeningShareGivesTheLeastUsefulCardAndTakesTheBest) {
  const std::vector<std::pair<int, std::string>> hand = {{1, "merlin"}, {2, "fight_5"}, {3, "fight_1"}, {4, "grail"}};
  EXPECT_EQ(decide(view_of("loyal", hand, Value::object(), pick("camelot.prompt.share_give", {1, 2, 3, 4}))),
            Value::array({3}));
  // A Traitor gives its best card away.
  EXPECT_EQ(decide(view_of("traitor", hand, Value::object(), pick("camelot.prompt.share_give", {1, 2, 3, 4}))),
            Value::array({1}));
}

TEST(CamelotBot, TheSiegeIsAttackedWithTheFewestHighCardsThatReachSeven) {
  const std::vector<std::pair<int, std::string>> hand = {{1, "fight_1"}, {2, "fight_5"}, {3, "fight_3"}, {4, "fight_2"}};
  const Value v = view_of("loyal", hand, {{"siege_engines", 9}}, pick("camelot.prompt.siege_cards", {1, 2, 3, 4}, 1, 4), "siege");
  EXPECT_EQ(decide(v), Value::array({2, 3}));
}

TEST(CamelotBot, WithGrailCardsAndTheGrailDarkeningItGoesToTheGrail) {
  const std::vector<std::pair<int, std::string>> hand = {{1, "grail"}, {2, "grail"}, {3, "grail"}, {4, "fight_1"}, {5, "fight_2"}};
  Value counters = {{"boards", {{"grail", {{"white", 1}, {"black", 4}}}, {"excalibur", {{"position", 2}, {"steps", 5}}}}}};
  const Value req = choose("camelot.prompt.move", {"siege", "black_knight", "lancelot", "excalibur", "grail", "saxons", "picts"});
  EXPECT_EQ(decide(view_of("loyal", hand, counters, req)), "grail");
}

TEST(CamelotBot, WhenTheSiegeEnginesPileUpALoyalKnightGivesLifeATraitorAddsAnEngine) {
  const std::vector<std::pair<int, std::string>> hand = {{1, "fight_3"}};
  const Value req = choose("camelot.prompt.evil", {"draw_black", "siege_engine", "lose_life"});
  EXPECT_EQ(decide(view_of("loyal", hand, {{"siege_engines", 10}}, req)), "lose_life");
  EXPECT_EQ(decide(view_of("traitor", hand, {{"siege_engines", 6}}, req)), "siege_engine");
}

// Whole games: the bot answers every decision of every seat at 3, 5 and 7 knights, with and
// without the Traitor, and the rules refuse none of its answers.
TEST(CamelotBot, WholeBotGamesHaveNoRefusedAnswer) {
  for (const char* players : {"3", "5", "7"})
    for (const char* traitor : {"true", "false"}) {
      std::string out;
      const int code = run_command(roundtable_binary() + " simulate --game camelot --players " + players +
                                       " --games 3 --seed 4 --bots heuristic --option traitor=" + traitor +
                                       " --json 2>&1 </dev/null",
                                   &out);
      ASSERT_EQ(code, 0) << out;
      const Value v = Value::parse(out.substr(out.find('{')));
      EXPECT_EQ(v["bot_problems"], 0) << players << " knights, traitor=" << traitor << ": " << out;
      EXPECT_EQ(v["wins"]["knights"].get<int>() + v["wins"]["evil"].get<int>(), 3);
    }
}

}  // namespace
}  // namespace rt::test
