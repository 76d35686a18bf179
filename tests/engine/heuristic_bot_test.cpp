// heuristic_bot_test.cpp: the heuristic bot's judgement (scripts/common/bot_team_game.lua) on
// Avalon views with a known right answer: the hammer, Evil's votes (and the approvals it does not
// waste at six players), who of two Evil fails, the Assassin's pick, the Lady of the Lake,
// Excalibur, a Trickster's loyalty card and the Plot cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "bots/bot.hpp"
#include "bot_script.hpp"
#include "engine_fixtures.hpp"
#include "lua/lua_value.hpp"

namespace rt::test {
namespace {

// Runs avalon/bots/heuristic on (view, view.decision) with a generator of this seed.
Value avalon_decide(const Value& view, uint64_t seed = 1) { return run_bot_script("avalon/bots/heuristic", view, seed); }

Value proposal(int leader, Value team, Value approve, Value reject, bool approved, int mission = 1) {
  return Value::array({{{"key", "avalon.log.team_proposed"}, {"args", {{"leader", leader}, {"team", team}, {"mission", mission}}}},
                       {{"key", "common.log.votes"}, {"args", {{"approve", approve}, {"reject", reject}}}},
                       {{"key", approved ? "common.log.team_approved" : "common.log.team_rejected"}, {"args", Value::object()}}});
}

// Avalon, 5 players, Evil at seats 2 and 4 (seat 4 the Assassin); `me` sees as its role does.
Value view_of(int me, const std::string& role, Value log, Value counters, Value decision) {
  const bool evil = role == "assassin" || role == "minion" || role == "sorcerer_evil" || role == "rogue_evil" ||
                    role == "trickster";
  Value players = Value::array();
  for (int i = 1; i <= 5; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value knowledge = Value::array();
  if (evil) knowledge.push_back({{"key", "avalon.fact.agents_of_evil"}, {"seats", {me == 2 ? 4 : 2}}});
  Value full = Value::array({{{"key", "avalon.log.setup"}, {"args", {{"players", 5}, {"good", 3}, {"evil", 2}}}}});
  for (auto& l : log) full.push_back(l);
  counters["fails_needed"] = Value::array({1, 1, 1, 1, 1});
  decision["seat"] = me;
  return {{"game", "avalon"}, {"seat", me}, {"players", players}, {"counters", counters}, {"options", Value::object()},
          {"entities", Value::array({{{"id", me}, {"owner", me}, {"props", {{"side", evil ? "evil" : "good"}, {"role", role}}}}})},
          {"knowledge", knowledge}, {"log", full}, {"decision", decision}};
}

// Avalon, n players, Evil at `evil` (each knows the others), `fails` the Fails each quest needs.
Value view_at(int n, const std::vector<int>& evil, int me, Value log, Value counters, Value decision, Value fails) {
  const bool is_evil = std::find(evil.begin(), evil.end(), me) != evil.end();
  Value players = Value::array();
  for (int i = 1; i <= n; ++i) players.push_back({{"seat", i}, {"name", std::string(1, char(0x40 + i))}});
  Value knowledge = Value::array();
  if (is_evil) {
    Value others = Value::array();
    for (int s : evil)
      if (s != me) others.push_back(s);
    knowledge.push_back({{"key", "avalon.fact.agents_of_evil"}, {"seats", others}});
  }
  Value full = Value::array(
      {{{"key", "avalon.log.setup"}, {"args", {{"players", n}, {"good", n - int(evil.size())}, {"evil", int(evil.size())}}}}});
  for (auto& l : log) full.push_back(l);
  counters["fails_needed"] = fails;
  decision["seat"] = me;
  return {{"game", "avalon"}, {"seat", me}, {"players", players}, {"counters", counters}, {"options", Value::object()},
          {"entities", Value::array({{{"id", me}, {"owner", me}, {"props", {{"side", is_evil ? "evil" : "good"}, {"role", is_evil ? "minion" : "servant"}}}}})},
          {"knowledge", knowledge}, {"log", full}, {"decision", decision}};
}

Value vote_request(Value team) {
  return {{"kind", "choose"}, {"prompt", "avalon.prompt.vote"}, {"options", {"approve", "reject"}},
          {"args", {{"leader", 3}, {"team", team}, {"mission", 1}}}};
}

TEST(HeuristicJudgement, GoodApprovesTheFifthProposalAndEvilDoesNotStandOut) {
  // Seat 2 was on a failed team; the fifth team of the round has seat 2 on it.
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}, {"vote_track", 4}, {"proposal", "last"}}, vote_request({2, 3, 5})), seed), "approve");
    // Every Good seat approves the fifth team, so rejecting it would only show Evil: it approves,
    // with Evil on the team and without.
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 2}, {"vote_track", 4}, {"proposal", "last"}}, vote_request({2, 3, 4})), seed), "approve");
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 2}, {"vote_track", 4}, {"proposal", "last"}}, vote_request({1, 3, 5})), seed), "approve");
  }
  // Before the fifth proposal, Good rejects that team (seat 2 is the likely Evil, it is not on it).
  EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}, {"vote_track", 1}}, vote_request({2, 3, 4}))), "reject");
  // Under a house rule of four rejections the fourth Team is the last (the rules' counter
  // "proposal" says so, not the vote track's 3): Good approves the team it rejected above, as it
  // would the fifth.
  EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}, {"vote_track", 3}, {"proposal", "last"}}, vote_request({2, 3, 4}))),
            "approve");
}

// Evil votes as a Good seat in its place would read the table, unless its votes decide. The only
// clean team, {1, 3, 5}, is carried by its three Good members: each Evil seat votes on it exactly
// as a Loyal Servant in its seat would (the old bot approved clean teams at random: 70%). A team
// with Evil that the Good seats would not carry gets the Evil approvals it needs.
TEST(HeuristicJudgement, EvilVotesLikeGoodUnlessItsVotesDecide) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  const Value counters = {{"quest", 2}, {"vote_track", 1}};
  for (uint64_t seed = 1; seed <= 20; ++seed)
    for (int me : {2, 4}) {
      const std::string role = me == 4 ? "assassin" : "minion";
      EXPECT_EQ(avalon_decide(view_of(me, role, log, counters, vote_request({1, 3, 5})), seed),
                avalon_decide(view_of(me, "servant", log, counters, vote_request({1, 3, 5})), seed))
          << me;
      EXPECT_EQ(avalon_decide(view_of(me, role, log, counters, vote_request({2, 3, 4})), seed), "approve") << me;
    }
  // Seat 2, were it Good, would reject the clean team (seat 1 was with it on the failed quest).
  EXPECT_EQ(avalon_decide(view_of(2, "minion", log, counters, vote_request({1, 3, 5}))), "reject");
  // Seat 5, Good, rejects the team with seat 2: Evil's approval is its own choice, not the table's.
  EXPECT_EQ(avalon_decide(view_of(5, "servant", log, counters, vote_request({2, 3, 4}))), "reject");
}

// Six players, Evil at 2 and 5. The first quest {1, 2} failed. For the second (three seats) the
// team {1, 2, 3} has both suspects on it: the Good seats reject it (seat 3 at most approves), and
// the two Evil votes cannot carry it (four approvals are needed). Approving would only show seat
// 5 beside seat 2: seat 5 rejects, as a Good seat in its place does (the old bot approved), and
// seat 2 votes as a Good seat in its place would.
TEST(HeuristicJudgement, AtSixEvilDoesNotApproveATeamItCannotCarry) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5, 6}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  const Value fails = Value::array({1, 1, 1, 1, 1});
  const Value counters = {{"quest", 2}, {"vote_track", 1}};
  const Value team = {1, 2, 3};
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    for (int good : {1, 4, 6}) EXPECT_EQ(avalon_decide(view_at(6, {2, 5}, good, log, counters, vote_request(team), fails), seed), "reject") << good;
    EXPECT_EQ(avalon_decide(view_at(6, {2, 5}, 5, log, counters, vote_request(team), fails), seed), "reject");
    EXPECT_EQ(avalon_decide(view_at(6, {4, 6}, 5, log, counters, vote_request(team), fails), seed), "reject");
    EXPECT_EQ(avalon_decide(view_at(6, {2, 5}, 2, log, counters, vote_request(team), fails), seed),
              avalon_decide(view_at(6, {4, 6}, 2, log, counters, vote_request(team), fails), seed));
  }
}

// Alone on the first, two-seat quest at six players (as at five), Evil mostly plays Success: a
// Fail there marks one of two seats. From seven players on it fails.
TEST(HeuristicJudgement, AtSixEvilAloneOnTheFirstTwoSeatQuestMostlyHides) {
  Value card = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "fail"}},
                {"args", {{"mission", 1}}}};
  for (int n : {6, 7}) {
    Value log = proposal(2, {2, 3}, Value::array({1, 2, 3, 4, 5, 6}), Value::array(), true);
    int fails = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed)
      if (avalon_decide(view_at(n, {2, 5}, 2, log, {{"quest", 1}}, card, Value::array({1, 1, 1, 1, 1})), seed) == "fail") ++fails;
    if (n == 6) {
      EXPECT_GT(fails, 2) << "not always: then a passed first quest would clear nobody";
      EXPECT_LT(fails, 24) << "mostly Success";
    } else {
      EXPECT_EQ(fails, 40);
    }
  }
}

TEST(HeuristicJudgement, OfTwoEvilOnAQuestOnlyTheLowerSeatFails) {
  Value log = proposal(2, {2, 4}, {1, 2, 3, 4, 5}, Value::array(), true);
  Value card = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "fail"}},
                {"args", {{"mission", 1}}}};
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(2, "minion", log, {{"quest", 1}}, card), seed), "fail");
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 1}}, card), seed), "success");
  }
}

TEST(HeuristicJudgement, TheAssassinNamesTheSeatThatActedLikeMerlin) {
  // Seat 3 rejected every team with Evil on it and approved the clean one; 1 and 5 approved all.
  Value log = Value::array();
  for (auto& l : proposal(1, {1, 2}, {1, 2, 4, 5}, {3}, true)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  for (auto& l : proposal(2, {1, 3, 5}, {1, 3, 5}, {2, 4}, true)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 2}, {"fails", 0}, {"successes", 3}}}});
  for (auto& l : proposal(3, {4, 5}, {1, 2, 4, 5}, {3}, true)) log.push_back(l);
  Value request = {{"kind", "pick_seats"}, {"prompt", "avalon.prompt.assassinate"}, {"eligible", {1, 3, 5}},
                   {"min", 1}, {"max", 1}, {"args", {{"seat", 4}}}};
  for (uint64_t seed = 1; seed <= 20; ++seed)
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 3}}, request), seed), Value::array({3}));
}

bool contains_seat(const Value& seats, int seat) {
  for (const auto& s : seats)
    if (s == Value(seat)) return true;
  return false;
}

Value pick(const char* prompt, Value eligible, int min = 1) {
  return {{"kind", "pick_seats"}, {"prompt", prompt}, {"eligible", eligible}, {"min", min}, {"max", 1}, {"args", Value::object()}};
}

// The Lady of the Lake's holder. Seat 2 was alone with seat 1 on the failed first quest. A Good
// holder examines the seat it is least sure of, never one it knows already: here seat 2 (near one
// half) before 3 and 4, and, told by an earlier check that seat 2 is Evil, one of the others. An
// Evil holder hands the token to an ally whenever it may.
TEST(HeuristicJudgement, TheLadyOfTheLakeExaminesTheSeatLeastKnown) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  const Value lady = pick("avalon.prompt.lady", {2, 3, 4});
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Value view = view_of(5, "servant", log, {{"quest", 2}}, lady);
    EXPECT_EQ(avalon_decide(view, seed), Value::array({2}));
    view["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", 2}, {"loyalty", "evil"}});
    const Value other = avalon_decide(view, seed);
    EXPECT_TRUE(other == Value::array({3}) || other == Value::array({4})) << other.dump();
    // Evil: seat 4 (the Assassin) hands the Lady to its ally, seat 2.
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 2}}, pick("avalon.prompt.lady", {1, 2, 3})), seed),
              Value::array({2}));
  }
}

// Excalibur: the Leader gives it to the Team member it trusts most (Evil: to an ally); the Good
// holder switches the card of a member it knows is Evil, and leaves a clean-looking team alone;
// the Evil holder never uses it.
TEST(HeuristicJudgement, ExcaliburGoesToTheTrustedAndSwitchesTheLikelyEvil) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    // Seat 5 leads {2, 3, 5}: seat 3 is the one it trusts (seat 2 was on the failed quest).
    EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}}, pick("avalon.prompt.excalibur_give", {2, 3})), seed),
              Value::array({3}));
    // Seat 4 (Evil) leads {2, 3, 4}: to its ally, seat 2.
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 2}}, pick("avalon.prompt.excalibur_give", {2, 3})), seed),
              Value::array({2}));
    // Seat 5 holds it on a team with seat 2, which a loyalty check showed Evil: it switches seat 2.
    Value view = view_of(5, "servant", log, {{"quest", 2}}, pick("avalon.prompt.excalibur_use", {2, 3}, 0));
    view["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", 2}, {"loyalty", "evil"}});
    EXPECT_EQ(avalon_decide(view, seed), Value::array({2}));
    // The Evil holder lets it be.
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 2}}, pick("avalon.prompt.excalibur_use", {3, 5}, 0)), seed),
              Value::array());
  }
  // A team the holder trusts (seat 3 and 4 passed the second quest with seat 5; seat 2 was on the
  // failed one): nothing to switch.
  Value clean = log;
  for (auto& l : proposal(5, {3, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) clean.push_back(l);
  clean.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 2}, {"fails", 0}, {"successes", 3}}}});
  EXPECT_EQ(avalon_decide(view_of(5, "servant", clean, {{"quest", 3}}, pick("avalon.prompt.excalibur_use", {3, 4}, 0))),
            Value::array());
}

// Asked for a loyalty card with the choice (the Trickster may lie), Evil shows the Good card.
TEST(HeuristicJudgement, ATricksterShowsTheGoodCard) {
  const Value hand = {{"kind", "choose"}, {"prompt", "common.prompt.hand_loyalty"}, {"options", {"evil", "good"}},
                      {"args", {{"checker", 1}}}};
  for (uint64_t seed = 1; seed <= 10; ++seed)
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", Value::array(), {{"quest", 2}}, hand), seed), "good");
}

// The King Returns (reject an approved Team; the rejection counts toward the five that end the
// game). Seat 2 was on the failed first quest. Good plays it against a Team with seat 2 on it,
// never on the last proposal (that rejection would hand Evil the game), and not against a Team it
// trusts; Evil plays it on the last proposal. A Good seat approves the proposal before the last
// while a seat it does not know to be Good holds the card (the cards held lie face up).
TEST(HeuristicJudgement, TheKingReturnsIsNeverPlayedOnTheLastTeamByGood) {
  auto with_card = [](Value view, int holder) {
    view["options"] = {{"plot_cards", true}};
    view["entities"].push_back({{"id", 100}, {"kind", "plot"}, {"zone", "plots:" + std::to_string(holder)},
                                {"owner", holder}, {"props", {{"plot", "king_returns"}, {"timing", "held"}}}});
    return view;
  };
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  Value with_2 = log, clean = log;
  for (auto& l : proposal(3, {2, 3, 4}, {1, 2, 3, 4}, {5}, true)) with_2.push_back(l);
  for (auto& l : proposal(3, {3, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) clean.push_back(l);
  const Value play = {{"kind", "choose"}, {"prompt", "common.prompt.play_plot"}, {"options", {"play", "pass"}},
                      {"args", {{"card", "avalon.plot.king_returns"}, {"leader", 3}}}};
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(with_card(view_of(5, "servant", with_2, {{"quest", 2}, {"vote_track", 1}}, play), 5), seed), "play");
    EXPECT_EQ(avalon_decide(with_card(view_of(5, "servant", with_2, {{"quest", 2}, {"vote_track", 4}, {"proposal", "last"}}, play), 5), seed),
              "pass");
    EXPECT_EQ(avalon_decide(with_card(view_of(5, "servant", clean, {{"quest", 2}, {"vote_track", 1}}, play), 5), seed), "pass");
    EXPECT_EQ(avalon_decide(with_card(view_of(4, "assassin", clean, {{"quest", 2}, {"vote_track", 4}, {"proposal", "last"}}, play), 4), seed),
              "play");
    // The fourth proposal, seat 4 (not known Good) holding the card: seat 5 approves the team it
    // would reject otherwise.
    EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}, {"vote_track", 3}}, vote_request({2, 3, 4})), seed), "reject");
    EXPECT_EQ(avalon_decide(with_card(view_of(5, "servant", log, {{"quest", 2}, {"vote_track", 3}}, vote_request({2, 3, 4})), 4), seed),
              "approve");
  }
}

// The Leader hands a drawn Plot card to the seat it trusts most (Evil: to an ally); We Found You!
// and Ambush pick the Team member most likely Evil.
TEST(HeuristicJudgement, PlotCardsGoToTheTrustedAndPickTheSuspect) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  for (auto& l : proposal(3, {3, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 2}, {"fails", 0}, {"successes", 3}}}});
  Value to = pick("common.prompt.plot_to", {1, 2, 3, 4});
  to["args"] = {{"card", "avalon.plot.ambush"}};
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const Value given = avalon_decide(view_of(5, "servant", log, {{"quest", 3}}, to), seed);
    EXPECT_TRUE(given == Value::array({3}) || given == Value::array({4})) << given.dump();
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 3}}, pick("common.prompt.plot_to", {1, 2, 3, 5})), seed),
              Value::array({2}));
    for (const char* card : {"common.prompt.plot_spotlight", "common.prompt.plot_watch"}) {
      EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 3}}, pick(card, {2, 3, 4}, 0)), seed), Value::array({2})) << card;
      EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 3}}, pick(card, {1, 3, 5}, 0)), seed), Value::array()) << card;
    }
  }
}

// The Messengers' cards: a Good Messenger plays its Good Message from the third quest on; the
// Evil Messenger, when it fails a quest, fails it with its Evil Message (a token for its backup).
TEST(HeuristicJudgement, TheMessengersPlayTheirMessages) {
  const Value good = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "good_message"}},
                      {"args", {{"mission", 1}}}};
  Value log = proposal(2, {2, 3}, {1, 2, 3, 4, 5}, Value::array(), true);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(3, "servant", log, {{"quest", 1}}, good), seed), "success");
    EXPECT_EQ(avalon_decide(view_of(3, "servant", log, {{"quest", 3}}, good), seed), "good_message");
  }
  const Value evil = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"},
                      {"options", {"success", "fail", "evil_message"}}, {"args", {{"mission", 1}}}};
  Value log2 = proposal(2, {2, 4}, {1, 2, 3, 4, 5}, Value::array(), true);
  EXPECT_EQ(avalon_decide(view_of(2, "minion", log2, {{"quest", 1}}, evil)), "evil_message");
}

// The Trapper: the Leader sets aside the card of the member most likely Evil (Good) or never an
// ally's (Evil). Quest selection: Good picks the open quest with the smallest Team.
TEST(HeuristicJudgement, TheTrapperAndTheQuestChoice) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  for (auto& l : proposal(5, {2, 3, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) log.push_back(l);
  const Value trap = pick("avalon.prompt.trapper", {2, 3, 4, 5});
  Value choose = {{"kind", "choose"}, {"prompt", "avalon.prompt.choose_quest"}, {"options", {"2", "3", "4"}},
                  {"args", {{"leader", 5}}}};
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}}, trap), seed), Value::array({2}));
    const Value evil = avalon_decide(view_of(4, "assassin", log, {{"quest", 2}}, pick("avalon.prompt.trapper", {2, 3, 4, 5})), seed);
    EXPECT_TRUE(evil == Value::array({3}) || evil == Value::array({5})) << evil.dump();
    EXPECT_EQ(avalon_decide(view_of(5, "servant", log, {{"quest", 2}, {"team_sizes", {2, 3, 2, 3, 3}}}, choose), seed), "3");
  }
}

// The Trapper: a Leader sets one member's card aside. A Good seat votes on the cards that count:
// a Team whose one Evil member a Leader it trusts will set aside is a clean Team (without the
// Trapper it is rejected), but not when an Evil Leader proposes it (who sets a Good card aside).
// A Good Leader proposes the seats it trusts most and, last, the one it suspects most.
TEST(HeuristicJudgement, WithTheTrapperEachSideCountsTheCardsThatCount) {
  Value log = proposal(1, {1, 2}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_failed"}, {"args", {{"quest", 1}, {"fails", 1}, {"successes", 1}}}});
  auto voter = [&](bool trapper, int leader) {
    Value view = view_of(5, "servant", log, {{"quest", 2}}, vote_request({2, 3, 5}));
    view["decision"]["args"]["leader"] = leader;
    view["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", 2}, {"loyalty", "evil"}});
    if (trapper) view["options"]["trapper"] = true;
    return view;
  };
  const Value propose = {{"kind", "pick_seats"}, {"prompt", "avalon.prompt.propose_team"}, {"eligible", {1, 2, 3, 4, 5}},
                         {"min", 3}, {"max", 3}, {"args", Value::object()}};
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(voter(true, 3), seed), "approve");
    EXPECT_EQ(avalon_decide(voter(false, 3), seed), "reject");
    EXPECT_EQ(avalon_decide(voter(true, 2), seed), "reject");
    Value view = view_of(5, "servant", log, {{"quest", 2}}, propose);
    view["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", 2}, {"loyalty", "evil"}});
    const Value plain = avalon_decide(view, seed);
    EXPECT_FALSE(contains_seat(plain, 2)) << plain.dump();
    view["options"]["trapper"] = true;
    const Value trapped = avalon_decide(view, seed);
    EXPECT_TRUE(contains_seat(trapped, 2) && contains_seat(trapped, 5)) << trapped.dump();
  }
  // Evil: of two Evil members, the higher seat fails too when a Leader who is not an ally may set
  // a Fail aside; under an allied Leader (who sets a Good card aside) only the lower one fails.
  const Value card = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "fail"}},
                      {"args", {{"mission", 2}}}};
  auto evil = [&](int leader, bool trapper) {
    Value on = log;
    for (auto& l : proposal(leader, {2, 3, 4}, {1, 2, 3, 4, 5}, Value::array(), true, 2)) on.push_back(l);
    Value view = view_of(4, "assassin", on, {{"quest", 2}}, card);
    if (trapper) view["options"]["trapper"] = true;
    return avalon_decide(view);
  };
  EXPECT_EQ(evil(3, true), "fail");
  EXPECT_EQ(evil(3, false), "success");
  EXPECT_EQ(evil(2, true), "success");
}

// The Sorcerers' Magic (an odd number of Magic cards reverses the outcome). The Evil Sorcerer
// plays Magic where an Evil member is to sink the quest (seat 2, the lower of the two Evil on the
// team), and Success where its ally fails it; the Good Sorcerer plays Magic on a team with a seat
// it knows is Evil (the quest would fail: Magic turns it), Success on a team it knows is Good.
TEST(HeuristicJudgement, TheSorcerersPlayMagicWhereItTurnsTheQuest) {
  const Value card = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "magic"}},
                      {"args", {{"mission", 2}}}};
  const Value fail = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "fail"}},
                      {"args", {{"mission", 2}}}};
  Value log = proposal(1, {1, 5}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 1}, {"fails", 0}, {"successes", 2}}}});
  Value dirty = log;
  for (auto& l : proposal(5, {2, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) dirty.push_back(l);
  Value clean = log;
  for (auto& l : proposal(5, {1, 3, 5}, {1, 2, 3, 4, 5}, Value::array(), true)) clean.push_back(l);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(2, "sorcerer_evil", dirty, {{"quest", 2}}, card), seed), "magic");
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", dirty, {{"quest", 2}}, fail), seed), "success");
    // Seat 4 the Sorcerer, seat 2 its ally: seat 2 fails, so Magic would turn the Fail back.
    EXPECT_EQ(avalon_decide(view_of(4, "sorcerer_evil", dirty, {{"quest", 2}}, card), seed), "success");
    Value view = view_of(5, "sorcerer_good", dirty, {{"quest", 2}}, card);
    view["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", 2}, {"loyalty", "evil"}});
    EXPECT_EQ(avalon_decide(view, seed), "magic");
    // (seats 1 and 3 shown Good by loyalty checks)
    Value trusted = view_of(5, "sorcerer_good", clean, {{"quest", 2}}, card);
    for (int s : {1, 3}) trusted["knowledge"].push_back({{"key", "avalon.fact.loyalty"}, {"seat", s}, {"loyalty", "good"}});
    EXPECT_EQ(avalon_decide(trusted, seed), "success");
  }
}

// The Rogues: the Good Rogue plays its Rogue Success, the Evil Rogue fails with its Rogue Fail.
// The Watch token goes to the seat on the most teams where a Rogue Success was played (seat 1, on
// both), whoever leads; with no Rogue Success yet, never to the Leader itself (a Rogue would lose
// its card, anyone else would waste the token), nor, for Evil, to an ally.
TEST(HeuristicJudgement, TheRoguesPlayTheirCardsAndTheWatchGoesToTheLikelyRogue) {
  Value log = proposal(1, {1, 3}, {1, 2, 3, 4, 5}, Value::array(), true);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 1}, {"fails", 0}, {"successes", 2}}}});
  for (auto& l : proposal(2, {1, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true, 2)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 2}, {"fails", 0}, {"successes", 3}}}});
  // (the third proposal: its Team, {1, 3, 4, 5}, has just been approved)
  Value third = log;
  for (auto& l : proposal(5, {1, 3, 4, 5}, {1, 2, 3, 4, 5}, Value::array(), true, 3)) third.push_back(l);
  const Value tokens = Value::array({Value::array({"rogue_success"}), Value::array({"rogue_success"}), Value::array(),
                                     Value::array(), Value::array()});
  const Value good = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"}, {"options", {"success", "rogue_success"}},
                      {"args", {{"mission", 3}}}};
  const Value evil = {{"kind", "choose"}, {"prompt", "avalon.prompt.quest_card"},
                      {"options", {"success", "fail", "rogue_fail"}}, {"args", {{"mission", 3}}}};
  const Value watch = pick("avalon.prompt.watch", {1, 3, 4, 5});
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(3, "rogue_good", third, {{"quest", 3}}, good), seed), "rogue_success");
    EXPECT_EQ(avalon_decide(view_of(4, "rogue_evil", third, {{"quest", 3}}, evil), seed), "rogue_fail");
    EXPECT_EQ(avalon_decide(view_of(5, "servant", third, {{"quest", 3}, {"rogue_tokens", tokens}}, watch), seed),
              Value::array({1}));
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", third, {{"quest", 3}, {"rogue_tokens", tokens}}, watch), seed),
              Value::array({1}));
    const Value none = avalon_decide(view_of(5, "servant", third, {{"quest", 3}}, watch), seed);
    EXPECT_NE(none, Value::array({5})) << none.dump();
    const Value by_evil = avalon_decide(view_of(4, "assassin", third, {{"quest", 3}}, pick("avalon.prompt.watch", {2, 3, 4})), seed);
    EXPECT_EQ(by_evil, Value::array({3})) << by_evil.dump();
  }
}

// The Recruitment stage: the Assassin (seat 4) guesses the seat that voted against the Teams with
// it on them and for the others: seat 3, never its ally (seat 2, who voted the same way). The
// target announced with the Messengers in the game: Merlin.
TEST(HeuristicJudgement, TheAssassinRecruitsTheSeatThatKnewItAndTargetsMerlin) {
  Value log = Value::array();
  for (auto& l : proposal(1, {1, 4}, {1, 5}, {2, 3, 4}, true)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 1}, {"fails", 0}, {"successes", 2}}}});
  for (auto& l : proposal(2, {1, 3, 5}, {1, 2, 3, 4, 5}, Value::array(), true, 2)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 2}, {"fails", 0}, {"successes", 3}}}});
  for (auto& l : proposal(3, {3, 4}, {1, 4, 5}, {2, 3}, true, 3)) log.push_back(l);
  log.push_back({{"key", "avalon.log.quest_succeeded"}, {"args", {{"quest", 3}, {"fails", 0}, {"successes", 2}}}});
  const Value recruit = pick("avalon.prompt.recruit", {1, 2, 3, 5});
  const Value target = {{"kind", "choose"}, {"prompt", "avalon.prompt.assassin_target"}, {"options", {"messengers", "merlin"}},
                        {"args", {{"seat", 4}}}};
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 4}}, recruit), seed), Value::array({3}));
    EXPECT_EQ(avalon_decide(view_of(4, "assassin", log, {{"quest", 4}}, target), seed), "merlin");
  }
}

// The Cleric checks the first Leader; a Trickster there shows the Good card, as to the Lady.
TEST(HeuristicJudgement, ATricksterCheckedByTheClericShowsTheGoodCard) {
  const Value thumb = {{"kind", "choose"}, {"prompt", "avalon.prompt.leader_thumb"}, {"options", {"evil", "good"}},
                       {"args", Value::object()}};
  for (uint64_t seed = 1; seed <= 10; ++seed)
    EXPECT_EQ(avalon_decide(view_of(4, "trickster", Value::array(), {{"quest", 1}}, thumb), seed), "good");
}

}  // namespace
}  // namespace rt::test
