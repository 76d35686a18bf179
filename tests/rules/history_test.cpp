// history_test.cpp: the vote history counter (scripts/common/history.lua) holds exactly what the
// public log tells, row by row, in whole games of both games played by random bots (plot cards
// with Charge!/Opinion Maker and The King Returns/No Confidence included, five rejections, Quest
// selection): a row per proposal with its Leader, team, every seat's vote, first voters, approved
// or not, overturned, and the Quest's result with its number of Fails.
#include <gtest/gtest.h>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

Value seats_voting(const Value& votes, const std::string& what) {
  Value out = Value::array();
  for (size_t i = 0; i < votes.size(); ++i)
    if (votes[i] == what) out.push_back(static_cast<int>(i + 1));
  return out;
}

// Replays the public log into the rows the history must hold, and compares.
void check_history(const Session& s, const std::string& where) {
  const Value pub = s.view(kSpectator);
  const Value& rows = pub["counters"]["history"];
  ASSERT_TRUE(rows.is_array()) << where;
  int row = -1, votes_seen = 0;
  int overturns = 0, firsts = 0, results = 0;
  for (const Value& l : pub["log"]) {
    const std::string key = l.value("key", "");
    const Value& a = l["args"];
    if (key == "common.log.team_proposed" || key == "avalon.log.team_proposed") {
      ++row;
      ASSERT_LT(row, int(rows.size())) << where << ": a proposal without a row";
      EXPECT_EQ(rows[row]["leader"], a["leader"]) << where << " row " << row + 1;
      EXPECT_EQ(rows[row]["team"], a["team"]) << where << " row " << row + 1;
      // The game's own word names the number: "quest" in Avalon, "mission" in The Resistance.
      EXPECT_EQ(rows[row]["quest"], key == "avalon.log.team_proposed" ? a["quest"] : a["mission"]) << where << " row " << row + 1;
    } else if (key == "common.log.votes_first" || key == "avalon.log.votes_first") {
      Value first = a["approve"];
      for (auto& x : a["reject"]) first.push_back(x);
      std::sort(first.begin(), first.end());
      Value have = rows[row]["first"];
      std::sort(have.begin(), have.end());
      EXPECT_EQ(have, first) << where << " row " << row + 1;
      ++firsts;
    } else if (key == "common.log.votes" || key == "avalon.log.votes") {
      ++votes_seen;
      EXPECT_EQ(seats_voting(rows[row]["votes"], "approve"), a["approve"]) << where << " row " << row + 1;
      EXPECT_EQ(seats_voting(rows[row]["votes"], "reject"), a["reject"]) << where << " row " << row + 1;
    } else if (key == "common.log.team_approved" || key == "common.log.team_rejected") {
      EXPECT_EQ(rows[row]["approved"].get<bool>(), key == "common.log.team_approved") << where << " row " << row + 1;
      EXPECT_EQ(rows[row]["approvals"], a["approvals"]) << where;
      EXPECT_EQ(rows[row]["rejections"], a["rejections"]) << where;
    } else if (key == "common.log.plot_overturned") {
      EXPECT_TRUE(rows[row]["overturned"].get<bool>()) << where << " row " << row + 1;
      ++overturns;
    } else if (key.find("log.quest_") != std::string::npos || key.find("log.mission_") != std::string::npos) {
      if (key.find("succeeded") == std::string::npos && key.find("failed") == std::string::npos) continue;
      const bool failed = key.find("failed") != std::string::npos;
      EXPECT_EQ(rows[row]["result"], failed ? "fail" : "success") << where << " row " << row + 1;
      EXPECT_EQ(rows[row]["fails"], a["fails"]) << where << " row " << row + 1;
      EXPECT_TRUE(rows[row]["approved"].get<bool>() && !rows[row]["overturned"].get<bool>()) << where;
      ++results;
    }
  }
  EXPECT_EQ(row + 1, int(rows.size())) << where << ": every row is a proposal of the log";
  if (s.over() && s.outcome().reason == "five_rejections") {
    EXPECT_EQ(rows.back()["result"], "five_rejections") << where;
  }
  // Rounds: a new one after each approved (not overturned) team.
  long long round = 1;
  for (size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i]["round"].get<long long>(), round) << where << " row " << i + 1;
    if (rows[i]["approved"].get<bool>() && !rows[i]["overturned"].get<bool>()) ++round;
  }
  (void)overturns, (void)firsts, (void)results, (void)votes_seen;
}

struct Tally { int overturns = 0, firsts = 0, five = 0, games = 0; };

void play_many(const std::string& game, int players, Value options, int games, Tally& seen) {
  for (int seed = 1; seed <= games; ++seed) {
    std::string err;
    auto s = Session::start(builtin_catalog(), make_setup(game, players, seed, options), err);
    ASSERT_TRUE(s) << err;
    auto bot = make_bot("random", seed);
    ASSERT_EQ(play_out(*s, *bot), "");
    const std::string where = game + " " + std::to_string(players) + "p " + options.dump() + " seed " + std::to_string(seed);
    check_history(*s, where);
    if (::testing::Test::HasFailure()) return;
    const Value pub = s->view(kSpectator);
    for (auto& r : pub["counters"]["history"]) {
      seen.overturns += r["overturned"].get<bool>();
      seen.firsts += !r["first"].empty();
    }
    seen.five += s->outcome().reason == "five_rejections";
    ++seen.games;
  }
}

TEST(VoteHistory, MatchesTheLogInResistanceGames) {
  Tally seen;
  play_many("resistance", 7, Value::object(), 30, seen);
  play_many("resistance", 10, {{"plot_cards", true}}, 30, seen);
  play_many("resistance", 6, {{"mission_selection", true}}, 20, seen);
  EXPECT_GT(seen.overturns, 0) << "some No Confidence was played";
  EXPECT_GT(seen.firsts, 0) << "some Opinion Maker voted first";
  EXPECT_GT(seen.five, 0) << "some game ended with five rejected teams";
}

TEST(VoteHistory, MatchesTheLogInAvalonGames) {
  Tally seen;
  play_many("avalon", 10, {{"plot_cards", true}, {"percival", true}, {"morgana", true}}, 30, seen);
  play_many("avalon", 8, {{"lady_of_the_lake", true}, {"quest_selection", true}}, 20, seen);
  EXPECT_GT(seen.overturns, 0) << "some The King Returns was played";
  EXPECT_GT(seen.firsts, 0) << "some Charge! voter voted first";
  EXPECT_GT(seen.five, 0) << "some game ended with five rejected teams";
}

// The crown (the public "leader" counter) stays on the proposer while the approved team plays
// its Quest; after a rejected team it is on the next Leader at once.
TEST(VoteHistory, CrownStaysWithTheProposerUntilTheQuestIsResolved) {
  for (const std::string game : {"avalon", "resistance"}) {
    std::string err;
    auto s = Session::start(builtin_catalog(), make_setup(game, 7, 3), err);
    ASSERT_TRUE(s) << err;
    auto bot = make_bot("random", 3);
    int checked_quests = 0, checked_rejections = 0;
    ASSERT_EQ(play_out(*s, *bot, [&](const Session& at) {
                Value pub = at.view(kSpectator);  // (not const: a missing key reads as null)
                const Value& rows = pub["counters"]["history"];
                if (!rows.is_array() || rows.empty()) return;
                const Value& last = rows.back();
                const Value& waiting = pub["waiting_for"];
                if (!waiting.is_array() || waiting.empty()) return;
                const Value req = at.view(waiting[0].get<int>() - 1)["decision"];
                const std::string prompt = req.is_object() ? req.value("prompt", "") : "";
                const bool quest_card = prompt == "avalon.prompt.quest_card" || prompt == "common.prompt.mission_card";
                // (value(): a row holds only the keys of what happened so far; reading a missing key
                // through const operator[] is undefined behaviour, which the sanitizer build asserts)
                const bool approved = last.value("approved", false);
                if (quest_card && approved) {
                  EXPECT_EQ(pub["counters"]["leader"], last["leader"]) << game << ": the crown left the Leader during the Quest";
                  EXPECT_EQ(pub["counters"]["team"], last["team"]) << game;
                  ++checked_quests;
                }
                if (!approved && last.contains("votes") && !last["votes"].empty() && last.value("result", "") == "") {
                  EXPECT_NE(pub["counters"]["leader"], last["leader"]) << game << ": the crown stayed after a rejection";
                  ++checked_rejections;
                }
              }),
              "");
    EXPECT_GT(checked_quests, 0) << game;
    EXPECT_GT(checked_rejections, 0) << game;
  }
}

}  // namespace
}  // namespace rt::test
