// deduction_test.cpp: scripts/common/deduction.lua on views with known answers, and the heuristic
// bots (scripts/<game>/bots/heuristic.lua) playing whole games without a problem and resuming
// exactly from a record.
#include <algorithm>

#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"
#include "lua/lua_value.hpp"

namespace rt::test {
namespace {

// P(seat is Evil) for seats 1..n, as deduction.analyse gives it for this view.
std::vector<double> p_evil(const Value& view) {
  Vm& vm = builtin_catalog().vm();
  lua_State* L = vm.L();
  std::string error;
  EXPECT_TRUE(vm.use("common/deduction", error)) << error;
  lua_getfield(L, -1, "analyse");
  push_value(L, view);
  EXPECT_EQ(vm.call(L, 1, 1, error), LUA_OK) << error;
  lua_getfield(L, -1, "p_evil");
  std::vector<double> out;
  for (lua_Integer i = 1; i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    out.push_back(lua_tonumber(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 3);
  return out;
}

// A Resistance view of seat 1 (resistance) at 5 players, two spies, with this log after the setup.
Value resistance_view(Value log) {
  Value players = Value::array();
  for (int i = 1; i <= 5; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value full = Value::array({{{"key", "resistance.log.setup"}, {"args", {{"players", 5}, {"spies", 2}}}}});
  for (auto& l : log) full.push_back(l);
  return {{"game", "resistance"}, {"seat", 1}, {"players", players}, {"counters", Value::object()},
          {"entities", Value::array({{{"id", 1}, {"owner", 1}, {"props", {{"side", "resistance"}, {"role", "resistance"}}}}})},
          {"knowledge", Value::array()}, {"log", full}};
}

Value mission(Value team, int fails, bool approve_all = true) {
  Value votes = {{"approve", approve_all ? Value::array({1, 2, 3, 4, 5}) : Value::array()},
                 {"reject", approve_all ? Value::array() : Value::array({1, 2, 3, 4, 5})}};
  return Value::array({{{"key", "common.log.team_proposed"}, {"args", {{"leader", 1}, {"team", team}, {"mission", 1}}}},
                       {{"key", "common.log.votes"}, {"args", votes}},
                       {{"key", "common.log.team_approved"}, {"args", Value::object()}},
                       {{"key", fails > 0 ? "resistance.log.mission_failed" : "resistance.log.mission_succeeded"},
                        {"args", {{"mission", 1}, {"fails", fails}, {"successes", 2 - fails}}}}});
}

TEST(Deduction, BeforeAnythingHappensEveryOtherSeatIsEquallySuspect) {
  auto p = p_evil(resistance_view(Value::array()));
  ASSERT_EQ(p.size(), 5u);
  EXPECT_DOUBLE_EQ(p[0], 0);  // I know I am not a spy
  for (int s = 1; s < 5; ++s) EXPECT_NEAR(p[s], 0.5, 1e-9);  // 2 spies among 4 others
}

TEST(Deduction, TwoFailsOnATeamOfTwoNameBothSpies) {
  auto p = p_evil(resistance_view(mission({2, 3}, 2)));
  EXPECT_NEAR(p[1], 1, 1e-9);
  EXPECT_NEAR(p[2], 1, 1e-9);
  EXPECT_NEAR(p[3], 0, 1e-9);
  EXPECT_NEAR(p[4], 0, 1e-9);
}

TEST(Deduction, OneFailPutsAtLeastOneSpyOnTheTeam) {
  auto p = p_evil(resistance_view(mission({2, 3}, 1)));
  // Worlds: {2,3} {2,4} {2,5} {3,4} {3,5} ({4,5} is ruled out): 2 and 3 are more suspect.
  EXPECT_GT(p[1], 0.5);
  EXPECT_GT(p[2], 0.5);
  EXPECT_LT(p[3], 0.5);
  EXPECT_NEAR(p[1] + p[2] + p[3] + p[4], 2, 1e-9);  // two spies in every world
  // My own team with seat 2 failed: seat 2 is the spy.
  auto mine = p_evil(resistance_view(mission({1, 2}, 1)));
  EXPECT_NEAR(mine[1], 1, 1e-9);
}

TEST(Deduction, ASuccessMakesItsTeamLessSuspect) {
  auto p = p_evil(resistance_view(mission({2, 3}, 0)));
  EXPECT_LT(p[1], 0.5);
  EXPECT_LT(p[2], 0.5);
  EXPECT_GT(p[3], 0.5);
}

// Votes count whether the game logs them in the common words or its own (Avalon: avalon.log.votes).
TEST(Deduction, VotesInAGamesOwnWordsAreRead) {
  auto with_key = [](const std::string& key) {
    Value log = mission({2, 3}, 1);
    log[1]["key"] = key;  // seats 3 and 5 rejected the team that failed
    log[1]["args"] = {{"approve", Value::array({1, 2, 4})}, {"reject", Value::array({3, 5})}};
    return p_evil(resistance_view(log));
  };
  const auto common = with_key("common.log.votes"), own = with_key("avalon.log.votes"), none = with_key("x.log.other");
  for (int s = 0; s < 5; ++s) EXPECT_DOUBLE_EQ(common[s], own[s]) << s;
  EXPECT_NE(common[3], none[3]);  // without the votes read, seats 4 and 5 weigh differently
}

// Avalon, 5 players (2 Evil), seat 1 is Percival and sees seats 2 and 3 (Merlin and Morgana).
TEST(Deduction, PercivalKnowsOneOfHisTwoIsEvil) {
  Value players = Value::array();
  for (int i = 1; i <= 5; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value view = {{"game", "avalon"}, {"seat", 1}, {"players", players}, {"counters", Value::object()},
                {"options", {{"morgana", true}, {"percival", true}}},
                {"entities", Value::array({{{"id", 1}, {"owner", 1}, {"props", {{"side", "good"}, {"role", "percival"}}}}})},
                {"knowledge", Value::array({{{"key", "avalon.fact.percival_sees"}, {"seats", {2, 3}}}})},
                {"log", Value::array({{{"key", "avalon.log.setup"}, {"args", {{"players", 5}, {"evil", 2}, {"good", 3}}}}})}};
  auto p = p_evil(view);
  EXPECT_NEAR(p[1], 0.5, 1e-9);  // worlds: {2,4} {2,5} {3,4} {3,5}
  EXPECT_NEAR(p[2], 0.5, 1e-9);
  EXPECT_NEAR(p[3], 0.5, 1e-9);
  EXPECT_NEAR(p[1] + p[2], 1, 1e-9);
  // Without Morgana, the one he sees is Merlin: Good.
  view["options"]["morgana"] = false;
  view["knowledge"][0]["seats"] = Value::array({2});
  p = p_evil(view);
  EXPECT_NEAR(p[1], 0, 1e-9);
  EXPECT_NEAR(p[2], 2.0 / 3, 1e-9);
}

// Characters who must play a card: a quest that passed had no Lunatic on it (she always fails),
// so its team looks cleaner than without her; from the fourth quest, a quest where every Evil
// member failed had no Brute (he may not).
TEST(Deduction, TheLunaticAndTheBruteAreRead) {
  auto view_with = [](Value options, int quest, int fails) {
    Value players = Value::array();
    for (int i = 1; i <= 7; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
    Value log = Value::array({{{"key", "avalon.log.setup"}, {"args", {{"players", 7}, {"evil", 3}, {"good", 4}}}}});
    for (int q = 1; q <= quest; ++q) {  // earlier quests: seat 7 alone, passed
      const bool last = q == quest;
      log.push_back({{"key", "avalon.log.team_proposed"}, {"args", {{"leader", 1}, {"team", last ? Value::array({2, 3}) : Value::array({7})}, {"mission", q}}}});
      log.push_back({{"key", "common.log.team_approved"}, {"args", Value::object()}});
      log.push_back({{"key", last && fails ? "avalon.log.quest_failed" : "avalon.log.quest_succeeded"},
                     {"args", {{"quest", q}, {"fails", last ? fails : 0}}}});
    }
    return Value{{"game", "avalon"}, {"seat", 1}, {"players", players}, {"counters", Value::object()},
                 {"options", options},
                 {"entities", Value::array({{{"id", 1}, {"owner", 1}, {"props", {{"side", "good"}, {"role", "servant"}}}}})},
                 {"knowledge", Value::array()}, {"log", log}};
  };
  const auto plain = p_evil(view_with(Value::object(), 1, 0));
  const auto lunatic = p_evil(view_with({{"lunatic", true}}, 1, 0));
  EXPECT_LT(lunatic[1], plain[1] - 0.01);  // seats 2 and 3 passed a quest: with a Lunatic, cleaner
  EXPECT_LT(lunatic[2], plain[2] - 0.01);
  EXPECT_NEAR(lunatic[1] + lunatic[2] + lunatic[3] + lunatic[4] + lunatic[5] + lunatic[6], 3, 1e-9);
  // Quest 4, two Fails from a team of two: both Evil, neither the Brute, so with the Brute in the
  // game he is among the other seats (no change for 2 and 3: they are Evil in every world).
  const auto brute = p_evil(view_with({{"brute", true}}, 4, 2));
  EXPECT_NEAR(brute[1], 1, 1e-9);
  EXPECT_NEAR(brute[2], 1, 1e-9);
  // One Fail on quest 4 from a team of two, with the Brute: worlds with both on it are less
  // likely (one of them failed, the other passed: fine) than without... the Fail count equals the
  // Evil members only in one-Evil worlds, where that one may not be the Brute.
  const auto one_plain = p_evil(view_with(Value::object(), 4, 1));
  const auto one_brute = p_evil(view_with({{"brute", true}}, 4, 1));
  EXPECT_GT(one_brute[1], one_plain[1] + 0.005);  // both-Evil worlds gain weight
}

// Avalon, 5 players (2 Evil), seat 1 a Loyal Servant with these knowledge facts, options and log
// after the setup line.
Value avalon_servant_view(Value knowledge, Value options, Value log = Value::array()) {
  Value players = Value::array();
  for (int i = 1; i <= 5; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value full = Value::array({{{"key", "avalon.log.setup"}, {"args", {{"players", 5}, {"evil", 2}, {"good", 3}}}}});
  for (auto& l : log) full.push_back(l);
  return {{"game", "avalon"}, {"seat", 1}, {"players", players}, {"counters", Value::object()}, {"options", options},
          {"entities", Value::array({{{"id", 1}, {"owner", 1}, {"props", {{"side", "good"}, {"role", "servant"}}}}})},
          {"knowledge", knowledge}, {"log", full}};
}

// A loyalty check (the Lady of the Lake, the Cleric, a Plot card) tells the checker the card the
// seat handed over: what it knows from then on, unless a character in the game may hand over the
// other card that way (the Trickster may show Good, the Troublemaker must show Evil), or a seat's
// card may not be its side as dealt (the Lancelots).
TEST(Deduction, ALoyaltyCheckIsKnownUnlessSomeoneMayLieThatWay) {
  auto check = [](int seat, const char* card) {
    return Value::array({{{"key", "avalon.fact.loyalty"}, {"seat", seat}, {"loyalty", card}}});
  };
  auto p = p_evil(avalon_servant_view(check(2, "evil"), Value::object()));
  EXPECT_NEAR(p[1], 1, 1e-9);
  EXPECT_NEAR(p[2], 1.0 / 3, 1e-9);  // the other Evil among 3, 4, 5
  p = p_evil(avalon_servant_view(check(2, "good"), Value::object()));
  EXPECT_NEAR(p[1], 0, 1e-9);
  EXPECT_NEAR(p[2], 2.0 / 3, 1e-9);  // 2 Evil among 3, 4, 5
  // A Trickster may show Good: a Good card proves nothing, an Evil one still does.
  p = p_evil(avalon_servant_view(check(2, "good"), {{"trickster", true}}));
  EXPECT_NEAR(p[1], 0.5, 1e-9);
  p = p_evil(avalon_servant_view(check(2, "evil"), {{"trickster", true}}));
  EXPECT_NEAR(p[1], 1, 1e-9);
  // A Troublemaker must show Evil: an Evil card proves nothing.
  p = p_evil(avalon_servant_view(check(2, "evil"), {{"troublemaker", true}}));
  EXPECT_NEAR(p[1], 0.5, 1e-9);
  p = p_evil(avalon_servant_view(check(2, "evil"), {{"lancelots", true}}));
  EXPECT_NEAR(p[1], 0.5, 1e-9);
  // Excalibur's holder saw a Fail played by seat 3: Evil.
  p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.excalibur"}, {"seat", 3}, {"card", "fail"}}}), Value::object()));
  EXPECT_NEAR(p[2], 1, 1e-9);
  // An Ambush looked at seat 4's played card: a Fail.
  p = p_evil(avalon_servant_view(Value::array({{{"key", "common.fact.quest_card"}, {"seat", 4}, {"card", "avalon.choice.fail"}}}),
                                 Value::object()));
  EXPECT_NEAR(p[3], 1, 1e-9);
  // The Resistance: a character card examined (the Plot cards).
  Value view = resistance_view(Value::array());
  view["knowledge"] = Value::array({{{"key", "resistance.fact.character"}, {"seat", 2}, {"role", "resistance.role.spy"}}});
  EXPECT_NEAR(p_evil(view)[1], 1, 1e-9);
  view["knowledge"][0]["role"] = "resistance.role.resistance";
  EXPECT_NEAR(p_evil(view)[1], 0, 1e-9);
}

// What a character was shown of another seat: the Revealer shows itself Evil to everyone, the
// Untrustworthy Servant sees the Assassin, the Senior Messenger sees the Junior Messenger (Good),
// a Lancelot sees the other Lancelot and its side as dealt.
TEST(Deduction, WhatACharacterWasShownOfASeatIsKnown) {
  auto p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.revealer"}, {"seat", 3}}}), Value::object()));
  EXPECT_NEAR(p[2], 1, 1e-9);
  p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.untrustworthy_sees"}, {"seats", {4}}}}), Value::object()));
  EXPECT_NEAR(p[3], 1, 1e-9);
  p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.junior_messenger"}, {"seats", {2}}}}), Value::object()));
  EXPECT_NEAR(p[1], 0, 1e-9);
  p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.lancelot"}, {"seat", 5}, {"side", "evil"}}}), {{"lancelots", true}}));
  EXPECT_NEAR(p[4], 1, 1e-9);
  p = p_evil(avalon_servant_view(Value::array({{{"key", "avalon.fact.lancelot"}, {"seat", 5}, {"side", "good"}}}), {{"lancelots", true}}));
  EXPECT_NEAR(p[4], 0, 1e-9);
}

// A mod's character whose fact no game lists is read all the same when the fact says what the
// seat knows (known_evil / known_good seats): the heuristic bot ignored a house-rule role's
// knowledge before, and the lab measured it as worth nothing.
TEST(Deduction, AFactThatSaysWhichSeatsAreEvilOrGoodIsKnownWhateverItsKey) {
  auto p = p_evil(avalon_servant_view(Value::array({{{"key", "squire.fact.sees"}, {"seat", 3}, {"known_evil", {3}}}}), Value::object()));
  EXPECT_NEAR(p[2], 1, 1e-9);
  p = p_evil(avalon_servant_view(Value::array({{{"key", "squire.fact.trusts"}, {"known_good", {2, 4}}}}), Value::object()));
  EXPECT_NEAR(p[1], 0, 1e-9);
  EXPECT_NEAR(p[3], 0, 1e-9);
  EXPECT_NEAR(p[4], 1, 1e-9);  // two Evil among seats 3 and 5
  p = p_evil(avalon_servant_view(Value::array({{{"key", "squire.fact.sees"}, {"seat", 3}}}), Value::object()));
  EXPECT_NEAR(p[2], 0.5, 1e-9) << "without the fields, nothing is read";
}

// Oberon: his allies do not know him and he does not know them, so an Evil seat's approval of a
// Team is a sign of an ally on it only for the allies it knows. Seat 4 alone approved the Team
// {2, 3}: read as coordinated Evil, a sign that seat 4 is Evil with one of seats 2 and 3; with
// Oberon in the game (either of the two Evil may be him) much less of one.
TEST(Deduction, WithOberonAnEvilVoteIsReadAgainstTheAlliesItKnows) {
  const Value log = Value::array({{{"key", "avalon.log.team_proposed"}, {"args", {{"team", {2, 3}}, {"mission", 1}}}},
                                  {{"key", "common.log.votes"}, {"args", {{"approve", {4}}, {"reject", {1, 2, 3, 5}}}}},
                                  {{"key", "common.log.team_rejected"}, {"args", Value::object()}}});
  const auto plain = p_evil(avalon_servant_view(Value::array(), Value::object(), log));
  const auto oberon = p_evil(avalon_servant_view(Value::array(), {{"oberon", true}}, log));
  EXPECT_GT(plain[3], oberon[3] + 0.01) << plain[3] << " " << oberon[3];
  double sum = 0;
  for (double x : oberon) sum += x;
  EXPECT_NEAR(sum, 2, 1e-9);  // (two Evil seats in every world, Oberon one of them)
}

// Sleepless spies (The Resistance): no spy knows another, so a spy's approval of a Team it is not
// on is no sign of an ally on it. Seat 4 alone approved the Team {2, 3}: less suspect than when
// the spies know each other.
TEST(Deduction, WithSleeplessSpiesAVoteIsNoSignOfAnAlly) {
  Value log = Value::array({{{"key", "common.log.team_proposed"}, {"args", {{"team", {2, 3}}, {"mission", 1}}}},
                            {{"key", "common.log.votes"}, {"args", {{"approve", {4}}, {"reject", {1, 2, 3, 5}}}}},
                            {{"key", "common.log.team_rejected"}, {"args", Value::object()}}});
  const auto plain = p_evil(resistance_view(log));
  Value view = resistance_view(log);
  view["options"] = {{"sleepless_spies", true}};
  const auto sleepless = p_evil(view);
  EXPECT_GT(plain[3], sleepless[3] + 0.01) << plain[3] << " " << sleepless[3];
}

// Excalibur switched a Team member's card (the log says whose): one of the quest's Fails may be a
// Good seat's Success switched, so the Fails prove one Evil member fewer. Seat 1 was on a team of
// two that failed once: without Excalibur seat 2 is Evil; with it used on seat 1 (seat 1's own
// Success became the Fail), seat 2 may be Good.
TEST(Deduction, ACardSwitchedByExcaliburProvesOneFailFewer) {
  auto quest = [](bool excalibur) {
    Value log = Value::array({{{"key", "avalon.log.team_proposed"}, {"args", {{"leader", 1}, {"team", {1, 2}}, {"mission", 1}}}},
                              {{"key", "common.log.team_approved"}, {"args", Value::object()}}});
    if (excalibur) log.push_back({{"key", "avalon.log.excalibur_used"}, {"args", {{"seat", 2}, {"target", 1}}}});
    log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
    return log;
  };
  auto p = p_evil(avalon_servant_view(Value::array(), {{"excalibur", true}}, quest(false)));
  EXPECT_NEAR(p[1], 1, 1e-9);
  p = p_evil(avalon_servant_view(Value::array(), {{"excalibur", true}}, quest(true)));
  EXPECT_GT(p[1], 0.1);
  EXPECT_LT(p[1], 0.9);
}

// A quest without Fails is a sign its Evil members passed (they usually fail), unless Magic was
// played: the Evil Sorcerer's Magic fails a quest with no Fail in it. Seats 2 and 3 went on a
// quest that failed with no Fail and one Magic card: no less suspect than seats 4 and 5 (no
// Leader, no votes: nothing else to read).
TEST(Deduction, AQuestTurnedByMagicIsNoSignItsEvilPassed) {
  auto quest = [](int magic) {
    return Value::array({{{"key", "avalon.log.team_proposed"}, {"args", {{"team", {2, 3}}, {"mission", 1}}}},
                         {{"key", "common.log.team_approved"}, {"args", Value::object()}},
                         {{"key", magic > 0 ? "avalon.log.quest_failed" : "avalon.log.quest_succeeded"},
                          {"args", {{"quest", 1}, {"fails", 0}, {"successes", 2 - magic}, {"magic", magic}}}}});
  };
  auto p = p_evil(avalon_servant_view(Value::array(), {{"sorcerers", true}}, quest(0)));
  EXPECT_LT(p[1], p[3] - 0.05);  // passed: less suspect
  p = p_evil(avalon_servant_view(Value::array(), {{"sorcerers", true}}, quest(1)));
  EXPECT_NEAR(p[1], p[3], 1e-9);
  EXPECT_NEAR(p[1], 0.5, 1e-9);
}

TEST(HeuristicBot, PlaysWholeGamesOfBothGamesWithoutAProblem) {
  Catalog& cat = builtin_catalog();
  for (const char* game : {"avalon", "resistance"})
    for (int players : {5, 7, 10}) {
      std::string error;
      auto bot = make_bot(cat, game, "heuristic", 1, error);
      ASSERT_TRUE(bot) << error;
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        auto s = must_start(cat, make_setup(game, players, seed));
        while (!s->over()) {
          const int seat = s->next_to_answer();
          const Value choice = bot->decide(SeatView(*s, seat));
          for (auto& p : bot->take_problems()) ADD_FAILURE() << game << " " << players << ": " << p;
          ASSERT_EQ(s->answer(seat, choice), "");
        }
      }
    }
}

// With nobody reading its reasons (the lab: Bot::want_reasons(false)), the heuristic bot skips
// their public parts and the host does not read them; its answers are the same at every decision
// of whole games.
TEST(HeuristicBot, AnswersTheSameWhenNobodyReadsItsReasons) {
  Catalog& cat = builtin_catalog();
  struct Game { const char* game; int players; uint64_t seed; Value options; };
  const Game games[] = {{"avalon", 5, 1, Value::object()}, {"avalon", 5, 2, Value::object()},
                        {"avalon", 7, 3, {{"percival", true}, {"morgana", true}}},
                        {"resistance", 5, 4, Value::object()}};
  for (const Game& g : games) {
    std::string error;
    auto told = make_bot(cat, g.game, "heuristic", 1, error), quiet = make_bot(cat, g.game, "heuristic", 1, error);
    ASSERT_TRUE(told && quiet) << error;
    quiet->want_reasons(false);
    auto s = must_start(cat, make_setup(g.game, g.players, g.seed, g.options));
    int reasons = 0;
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const SeatView view(*s, seat);
      const Value a = told->decide(view), b = quiet->decide(view);
      ASSERT_EQ(a, b) << g.game << " " << g.players << ", step " << s->record().decisions.size();
      reasons += told->take_reason().has_value();
      EXPECT_FALSE(quiet->take_reason().has_value());
      for (auto& p : told->take_problems()) ADD_FAILURE() << p;
      for (auto& p : quiet->take_problems()) ADD_FAILURE() << p;
      ASSERT_EQ(s->answer(seat, a), "");
    }
    EXPECT_GT(reasons, 20) << g.game;  // the bot that is read gives its reasons
  }
}

// Good's vote rule compares a team with the least suspicious team of its size: bot.least_sum, the
// m lowest suspicions added in ascending order without a sorted copy. It must give, to the last
// bit, what summing the first m of a sorted copy gives (the decisions depend on it): ties,
// repeated values, zeros and every team size, at 5 to 10 seats; with a scratch list of its own or
// one reused from earlier calls (what it held never counts).
TEST(HeuristicBot, TheLeastSuspiciousTeamsSumIsTheSortedCopysToTheLastBit) {
  Vm& vm = builtin_catalog().vm();
  lua_State* L = vm.L();
  std::string error;
  ASSERT_TRUE(vm.use("common/bot_team_game", error)) << error;
  lua_getfield(L, -1, "least_sum");
  const int fn = lua_gettop(L);
  lua_createtable(L, 12, 0);  // a scratch list that starts with values below and above any suspicion
  for (int i = 1; i <= 12; ++i) {
    lua_pushnumber(L, i % 2 ? -1.0 : 5.0);
    lua_rawseti(L, -2, i);
  }
  const int scratch = lua_gettop(L);
  Rng rng(7);
  const double grid[] = {0.0, 0.1, 0.2, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 1.0};
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 5 + static_cast<int>(rng.below(6));
    std::vector<double> sus(static_cast<size_t>(n));
    for (auto& x : sus)  // half the trials from a small grid (many ties), half any value
      x = trial % 2 ? grid[rng.below(8)] : rng.unit() + rng.unit() * 1e-9;
    std::vector<double> sorted = sus;
    std::sort(sorted.begin(), sorted.end());
    for (int m = 1; m <= n; ++m) {
      double want = 0;
      for (int i = 0; i < m; ++i) want += sorted[static_cast<size_t>(i)];
      lua_pushvalue(L, fn);
      lua_createtable(L, n, 0);
      for (int s = 0; s < n; ++s) {
        lua_pushnumber(L, sus[static_cast<size_t>(s)]);
        lua_rawseti(L, -2, s + 1);
      }
      lua_pushinteger(L, m);
      lua_pushinteger(L, n);
      if (trial % 4 < 2) lua_pushvalue(L, scratch);
      else lua_pushnil(L);
      ASSERT_EQ(vm.call(L, 4, 1, error), LUA_OK) << error;
      const double got = lua_tonumber(L, -1);
      lua_pop(L, 1);
      ASSERT_EQ(got, want) << "n " << n << ", m " << m << ", trial " << trial;
    }
  }
  lua_pop(L, 3);
}

}  // namespace
}  // namespace rt::test
