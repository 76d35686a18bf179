// bot_reasons_test.cpp: bots shipped by mods (mods/trusting_bot: found by game, listed by
// `catalog --json`, playing whole games) and the bots' reasons: the heuristic bots give one for
// their votes, proposals, quest cards and the assassination; a reason's private part is read only
// by its own seat and, once the game is over, the omniscient view; its public part by everyone once
// the decision is over (ReasonBook).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "bots/reason_book.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

std::unique_ptr<Session> must_start(Catalog& cat, const Setup& setup) {
  std::string error;
  auto s = Session::start(cat, setup, error);
  EXPECT_TRUE(s) << error;
  return s;
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The seats that were on a team that failed, from a seat's view of the log.
std::set<int> on_failed_teams(const Value& view) {
  std::set<int> out;
  Value team = Value::array();
  for (auto& l : view["log"]) {
    const std::string k = l.value("key", "");
    if (k.size() > 14 && k.substr(k.size() - 14) == ".team_proposed") team = l["args"]["team"];
    if (k.size() > 7 && k.substr(k.size() - 7) == "_failed" && l["args"].contains("fails"))
      for (auto& s : team) out.insert(s.get<int>());
  }
  return out;
}

TEST(ModBots, AModsBotIsFoundByGameAndListed) {
  Catalog& cat = builtin_catalog();
  for (const char* game : {"avalon", "resistance"}) {
    const auto names = bot_names(cat, game);
    EXPECT_NE(std::find(names.begin(), names.end(), "trusting"), names.end()) << game;
    bool from_mod = false;
    for (auto& b : bot_sources(cat, game)) from_mod |= b.name == "trusting" && b.mod == "trusting_bot" && b.from == "mods/trusting_bot/";
    EXPECT_TRUE(from_mod) << game;
  }
  std::string out;
  ASSERT_EQ(run_command(roundtable_binary() + " catalog --json --lang ru 2>/dev/null", &out), 0);
  const Value v = Value::parse(out);
  bool listed = false;
  for (auto& g : v["games"])
    for (auto& b : g["bots"])
      if (g["id"] == "avalon" && b["id"] == "trusting") listed = b["mod"] == "trusting_bot" && b["name"] == "Доверчивый";
  EXPECT_TRUE(listed) << out.substr(0, 400);
  ASSERT_EQ(run_command(roundtable_binary() +
                            " simulate --game resistance --players 5 --games 30 --seed 4 --bots resistance=trusting,spies=heuristic --json 2>&1",
                        &out),
            0)
      << out;
  EXPECT_EQ(Value::parse(out)["bot_problems"], 0) << out;
}

// The trusting bot plays whole games and does what its reasons say: it rejects a team (not the
// fifth) exactly when someone on it was on a team that failed, and names that seat.
TEST(ModBots, TheTrustingBotPlaysAndExplainsItsVotes) {
  Catalog& cat = builtin_catalog();
  int rejects = 0, approves = 0;
  for (const char* game : {"avalon", "resistance"})
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      std::string error;
      auto bot = make_bot(cat, game, "trusting", 1, error);
      ASSERT_TRUE(bot) << error;
      auto s = must_start(cat, make_setup(game, 5, seed));
      while (!s->over()) {
        const int seat = s->next_to_answer();
        const Value view = s->view(seat);
        const Value choice = bot->decide(SeatView(*s, seat));
        for (auto& p : bot->take_problems()) ADD_FAILURE() << game << ": " << p;
        const auto reason = bot->take_reason();
        const Value& req = view["decision"];
        const std::string prompt = req.value("prompt", "");
        if (has(prompt, "prompt.vote")) {
          ASSERT_TRUE(reason) << prompt;
          EXPECT_EQ(reason->public_key, reason->key) << "its vote reasons are public";
          const auto bad = on_failed_teams(view);
          bool bad_on = false;
          for (auto& m : req["args"]["team"]) bad_on |= bad.count(m.get<int>()) > 0;
          const bool fifth = view["counters"].value("vote_track", 0) >= 4;
          if (choice == "reject") {
            ++rejects;
            EXPECT_TRUE(bad_on && !fifth);
            EXPECT_EQ(reason->key, "trusting_bot.reason.reject");
            EXPECT_EQ(bad.count(reason->args.value("seat", 0)), 1u);
          } else {
            ++approves;
            EXPECT_TRUE(!bad_on || fifth);
          }
        }
        if (has(prompt, "card")) {
          ASSERT_TRUE(reason) << prompt;
          EXPECT_TRUE(reason->public_key.empty()) << "why a quest card was played stays private";
        }
        ASSERT_EQ(s->answer(seat, choice), "");
      }
    }
  EXPECT_GT(rejects, 0);
  EXPECT_GT(approves, 0);
}

// The heuristic bots give a reason for every vote, proposal, quest card and assassination; a
// public part only for proposals and votes, and only made of what the table saw.
TEST(BotReasons, TheHeuristicBotsExplainTheirMoves) {
  Catalog& cat = builtin_catalog();
  std::map<std::string, int> kinds;
  for (const char* game : {"avalon", "resistance"})
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      std::string error;
      auto bot = make_bot(cat, game, "heuristic", 1, error);
      ASSERT_TRUE(bot) << error;
      auto s = must_start(cat, make_setup(game, 5, seed));
      while (!s->over()) {
        const int seat = s->next_to_answer();
        const std::string prompt = s->view(seat)["decision"].value("prompt", "");
        const Value choice = bot->decide(SeatView(*s, seat));
        for (auto& p : bot->take_problems()) ADD_FAILURE() << p;
        const auto reason = bot->take_reason();
        const bool explained = has(prompt, "vote") || has(prompt, "propose_team") || has(prompt, "card") ||
                               has(prompt, "assassinate");
        if (explained) {
          ASSERT_TRUE(reason) << prompt;
          EXPECT_EQ(reason->key.rfind("bots.reason.", 0), 0u) << reason->key;
          EXPECT_TRUE(cat.has_text("ru", reason->key) && cat.has_text("uk", reason->key)) << reason->key;
          ++kinds[reason->key];
          if (!reason->public_key.empty()) {
            EXPECT_EQ(reason->public_key.rfind("bots.reason.public.", 0), 0u) << reason->public_key;
            EXPECT_TRUE(has(prompt, "vote") || has(prompt, "propose_team")) << prompt;
          }
        }
        ASSERT_EQ(s->answer(seat, choice), "");
      }
    }
  for (const char* k : {"bots.reason.propose", "bots.reason.trusted_team", "bots.reason.card_fail", "bots.reason.assassin",
                        "bots.reason.ally_on_team"})
    EXPECT_GT(kinds[k], 0) << k;
}

// The book hands a private reason to its own seat only (and to the omniscient view once the game
// is over); a public one to everyone once the decision is over, never while it is open.
// (Also from a replay's book, which holds the reasons of answers not yet replayed.)
TEST(BotReasons, TheBookShowsEachSeatOnlyWhatItMayRead) {
  Catalog& cat = builtin_catalog();
  std::string error;
  auto bot = make_bot(cat, "avalon", "heuristic", 1, error);
  ASSERT_TRUE(bot) << error;
  int open_votes = 0;
  // What each viewer read after each answer, "seat step key" lines.
  auto read_by = [](const ReasonBook& book, const Session& s, int viewer) {
    std::string out;
    for (auto& r : book.visible(s, viewer))
      out += std::to_string(r.seat) + " " + std::to_string(r.step) + " " + r.key + "\n";
    return out;
  };
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = must_start(cat, make_setup("avalon", 5, seed));
    ReasonBook book;
    std::vector<std::map<int, std::string>> read;  // after each answer, by viewer
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const size_t step = s->record().decisions.size();
      const Value choice = bot->decide(SeatView(*s, seat));
      auto reason = bot->take_reason();
      ASSERT_EQ(s->answer(seat, choice), "");
      if (reason) book.add(seat, step, *reason);
      read.emplace_back();
      for (int viewer : {0, 1, 2, kSpectator}) read.back()[viewer] = read_by(book, *s, viewer);
      for (int viewer : {0, 1, 2, 3, 4, kSpectator})
        for (auto& r : book.visible(*s, viewer))
          if (r.seat != viewer) {  // another seat's: its public part only
            EXPECT_EQ(r.key.rfind("bots.reason.public.", 0), 0u) << "seat " << viewer << " read " << r.key;
          }
      // A vote given while the others still vote: its public reason waits for the reveal.
      const Decision* pending = s->pending();
      const SeatRequest* req = pending ? pending->request_for(seat) : nullptr;
      if (req && req->answered && reason && !reason->public_key.empty()) {
        ++open_votes;
        for (auto& r : book.visible(*s, kSpectator)) EXPECT_FALSE(r.seat == seat && r.step == step);
        bool own = false;
        for (auto& r : book.visible(*s, seat)) own |= r.seat == seat && r.step == step;
        EXPECT_TRUE(own) << "a seat reads its own reason at once";
      }
      if (!s->over()) { EXPECT_TRUE(book.visible(*s, kOmniscient).empty()) << "the omniscient view waits for the end"; }
    }
    EXPECT_EQ(book.visible(*s, kOmniscient).size(), book.size());
    // A replay holds the whole game's reasons in its book from the start (App::recall_replay_reasons):
    // at each step a seat reads what it read then, never a vote of the future's or one still open.
    for (size_t k = 1; k < read.size(); ++k) {
      std::string error;
      auto at = Session::replay(cat, s->record(), "test", error, k);
      ASSERT_TRUE(at) << error;
      for (int viewer : {0, 1, 2, kSpectator})
        ASSERT_EQ(read_by(book, *at, viewer), read[k - 1][viewer]) << "seed " << seed << ", after " << k << " answers, viewer " << viewer;
    }
  }
  EXPECT_GT(open_votes, 0);
}

// A game resumed (from its record: Session::replay) gives back the reasons its bots gave before
// the break (Bot::recall_reasons): the same reasons, key and arguments, at the same steps, the
// host's "its only possible move" included. A seat another hand played recalls none: here seat 1
// was the random bot's, and the heuristic bot put in its place after the break explains none of
// its moves.
TEST(BotReasons, AResumedGameRecallsTheReasonsItsBotsGaveBeforeTheBreak) {
  Catalog& cat = builtin_catalog();
  for (uint64_t seed : {3, 4}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    std::string error;
    auto heuristic = make_bot(cat, "avalon", "heuristic", 1, error);
    auto random = make_bot(cat, "avalon", "random", 1, error);
    ASSERT_TRUE(heuristic && random) << error;
    auto s = must_start(cat, make_setup("avalon", 5, seed));
    std::map<int, std::vector<std::pair<size_t, std::string>>> given;  // seat -> (step, key args)
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const size_t step = s->record().decisions.size();
      Bot& bot = seat == 0 ? *random : *heuristic;
      const Value choice = bot.decide(SeatView(*s, seat));
      if (auto r = bot.take_reason()) given[seat].push_back({step, r->key + " " + r->args.dump()});
      ASSERT_EQ(s->answer(seat, choice), "");
    }
    const size_t n = s->record().decisions.size();
    for (size_t cut : {n / 3, n}) {
      Record part = s->record();
      part.decisions.resize(cut);
      auto resumed = Session::replay(cat, part, "test", error);
      ASSERT_TRUE(resumed) << error;
      auto fresh = make_bot(cat, "avalon", "heuristic", 1, error);
      ASSERT_TRUE(fresh) << error;
      EXPECT_TRUE(fresh->recall_reasons(*resumed, 0).empty()) << "seat 1 was played by the random bot";
      size_t recalled = 0, only = 0;
      for (int seat = 1; seat < 5; ++seat) {
        std::vector<std::pair<size_t, std::string>> want;
        for (auto& g : given[seat])
          if (g.first < cut) want.push_back(g);
        std::vector<std::pair<size_t, std::string>> got;
        for (auto& r : fresh->recall_reasons(*resumed, seat)) {
          got.push_back({r.step, r.reason.key + " " + r.reason.args.dump()});
          only += r.reason.key == "bots.reason.only_answer";
        }
        EXPECT_EQ(got, want) << "seat " << seat + 1 << ", cut after " << cut << " of " << n;
        recalled += got.size();
      }
      EXPECT_GT(recalled, 5u);
      if (cut == n) EXPECT_GT(only, 0u) << "a Good seat's quest card has one possible answer";
      // The resumed game goes on: the seats' instances caught up in the recall answer as before.
      while (!resumed->over()) {
        const int seat = resumed->next_to_answer();
        Bot& bot = seat == 0 ? *random : *fresh;
        ASSERT_EQ(resumed->answer(seat, bot.decide(SeatView(*resumed, seat))), "");
      }
      ASSERT_EQ(resumed->record().decisions.size(), n);
      for (size_t k = cut; k < n; ++k) EXPECT_EQ(resumed->record().decisions[k].answer, s->record().decisions[k].answer) << k;
    }
  }
}

}  // namespace
}  // namespace rt::test
