// resistance_rules_test.cpp: The Resistance's rules checked over many games: the setup and
// team-size tables, the leader's clockwise rotation, the atmospheric missions, translations of
// everything a game shows, and the win rates of random bots against their exact probabilities.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <map>
#include <set>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

const std::map<int, int> kSpies = {{5, 2}, {6, 2}, {7, 3}, {8, 3}, {9, 3}, {10, 4}};
const std::map<int, std::vector<int>> kTeamSize = {{5, {2, 3, 2, 3, 3}}, {6, {2, 3, 4, 3, 4}},
                                                   {7, {2, 3, 3, 4, 4}}, {8, {3, 4, 4, 5, 5}},
                                                   {9, {3, 4, 4, 5, 5}}, {10, {3, 4, 4, 5, 5}}};

std::unique_ptr<Session> start_resistance(int n, uint64_t seed, Value options = Value::object()) {
  std::string err;
  auto s = Session::start(builtin_catalog(), make_setup("resistance", n, seed, std::move(options)), err);
  EXPECT_TRUE(s) << err;
  return s;
}

TEST(ResistanceSetup, DealsTheBooksSidesAndAsksForTheBooksTeamSizes) {
  for (auto [n, spies] : kSpies) {
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      auto s = start_resistance(n, seed);
      int dealt_spies = 0;
      for (auto& r : s->state().dealt) dealt_spies += r == "spy";
      EXPECT_EQ(dealt_spies, spies) << n << " players";
      const Value v = s->view(kSpectator);
      EXPECT_EQ(v["counters"]["team_sizes"], Value(kTeamSize.at(n)));
      EXPECT_EQ(v["counters"]["fails_needed"][3], n >= 7 ? 2 : 1);
      // Each mission asks the leader for exactly the table's number of players.
      RandomBot bot(seed);
      while (!s->over()) {
        const Decision* d = s->pending();
        if (d->requests[0].kind == ChoiceKind::PickSeats) {
          const int mission = s->view(kSpectator)["counters"]["mission"].get<int>();
          EXPECT_EQ(d->requests[0].min, kTeamSize.at(n)[mission - 1]);
          EXPECT_EQ(d->requests[0].max, kTeamSize.at(n)[mission - 1]);
        }
        const int seat = s->next_to_answer();
        ASSERT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "");
      }
    }
  }
}

TEST(ResistanceSetup, SpiesKnowEachOtherAndNobodyElseKnowsAnything) {
  for (int n = 5; n <= 10; ++n) {
    auto s = start_resistance(n, 42 + n);
    std::vector<int> spies;
    for (int i = 0; i < n; ++i)
      if (s->state().dealt[i] == "spy") spies.push_back(i + 1);
    for (int i = 0; i < n; ++i) {
      const Value k = s->view(i)["knowledge"];
      if (s->state().dealt[i] != "spy") {
        EXPECT_TRUE(k.empty());
        continue;
      }
      ASSERT_EQ(k.size(), 1u);
      std::vector<int> others;
      for (int sp : spies)
        if (sp != i + 1) others.push_back(sp);
      EXPECT_EQ(k[0]["seats"], Value(others));
    }
    // The first leader is a seat, and nobody sees another's character.
    const int leader = s->view(kSpectator)["counters"]["leader"].get<int>();
    EXPECT_GE(leader, 1);
    EXPECT_LE(leader, n);
  }
}

TEST(ResistanceFlow, TheLeaderPassesClockwiseAfterEveryProposal) {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const int n = 5 + static_cast<int>(seed % 6);
    auto s = start_resistance(n, seed);
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot), "");
    int previous = 0;
    const Value pub = s->view(kSpectator);
    for (auto& l : pub["log"]) {
      if (l["key"] != "common.log.team_proposed") continue;
      const int leader = l["args"]["leader"].get<int>();
      if (previous) { EXPECT_EQ(leader, previous % n + 1) << "seed " << seed; }
      previous = leader;
    }
  }
}

TEST(ResistanceFlow, FirstLeadersAreSpreadOverTheSeats) {
  std::map<int, int> seen;
  for (uint64_t seed = 1; seed <= 500; ++seed) seen[start_resistance(5, seed)->view(kSpectator)["counters"]["leader"].get<int>()]++;
  ASSERT_EQ(seen.size(), 5u);
  for (auto [seat, count] : seen) EXPECT_GT(count, 60) << "seat " << seat;  // 100 expected
}

TEST(ResistanceVariants, AtmosphericMissionsTellAStoryOfTheTeamsSizeOncePerMission) {
  Catalog& cat = builtin_catalog();
  std::string err;
  ASSERT_TRUE(cat.vm().use("resistance/stories", err)) << err;
  Value stories;
  ASSERT_TRUE(to_value_for_test(cat.vm().L(), -1, stories));
  lua_pop(cat.vm().L(), 1);
  auto group_of = [&](const std::string& id) {
    for (auto it = stories.begin(); it != stories.end(); ++it)
      for (auto& s : it.value())
        if (s == id) return it.key();
    return std::string("?");
  };
  int told = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const int n = 5 + static_cast<int>(seed % 6);
    auto s = start_resistance(n, seed, {{"atmospheric_missions", true}});
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot), "");
    std::set<int> missions;
    std::set<std::string> ids;
    const Value pub = s->view(kSpectator);
    for (auto& l : pub["log"]) {
      if (l["key"] != "resistance.log.story") continue;
      const int mission = l["args"]["mission"].get<int>();
      EXPECT_TRUE(missions.insert(mission).second) << "mission " << mission << " told twice";
      std::string title = l["args"]["title"].get<std::string>();
      std::string id = title.substr(std::string("resistance.story.").size());
      id = id.substr(0, id.size() - std::string(".title").size());
      EXPECT_TRUE(ids.insert(id).second) << "story " << id << " used twice";
      const int size = kTeamSize.at(n)[mission - 1];
      const std::string want = size <= 2 ? "small" : size <= 4 ? "medium" : "large";
      EXPECT_EQ(group_of(id), want) << "team of " << size;
      for (const char* lang : {"en", "ru"}) {
        EXPECT_TRUE(cat.has_text(lang, title)) << lang << " " << title;
        EXPECT_TRUE(cat.has_text(lang, l["args"]["text"].get<std::string>())) << lang;
      }
      ++told;
    }
  }
  EXPECT_GT(told, 100);
}

// Every key a game shows (log, prompts, facts, options, sides, end reasons) exists in every
// shipped language.
TEST(ResistanceTexts, EverythingShownIsTranslatedInEveryLanguage) {
  Catalog& cat = builtin_catalog();
  std::set<std::string> keys;
  const GameInfo* info = cat.game("resistance");
  keys.insert(info->title);
  for (auto& o : info->options) keys.insert(o.name);
  for (auto& x : info->sides) keys.insert(x.name);
  for (auto& x : info->roles) keys.insert(x.name);
  for (auto& x : info->end_reasons) keys.insert(x.name);
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const int n = 5 + static_cast<int>(seed % 6);
    Value opts = {{"atmospheric_missions", seed % 2 == 0}, {"mission_selection", seed % 3 == 0}};
    auto s = start_resistance(n, seed, opts);
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot, [&](const Session& sess) {
                keys.insert(sess.pending()->prompt);
              }),
              "");
    const Value v = s->view(kOmniscient);
    for (auto& l : v["log"]) {
      keys.insert(l["key"]);
      for (auto it = l["args"].begin(); it != l["args"].end(); ++it)
        if (it.value().is_string() && it.value().get<std::string>().rfind("resistance.", 0) == 0) keys.insert(it.value());
    }
    for (auto it = v["knowledge"].begin(); it != v["knowledge"].end(); ++it)
      for (auto& f : it.value()) keys.insert(f["key"]);
  }
  EXPECT_GT(keys.size(), 20u);
  for (const auto& lang : {"en", "ru", "uk"})
    for (const auto& k : keys) EXPECT_TRUE(cat.has_text(lang, k)) << lang << ": " << k;
}

// ---- exact probabilities for random bots ----------------------------------------------------

double binom(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

struct Odds {
  double resistance = 0, three_failures = 0, five_rejections = 0;
};

// With --bots random: each vote is 50/50, each team a uniform k-subset, each spy on a team plays
// Fail with probability 1/2. Returns the exact probability of each ending.
Odds exact_odds(int n) {
  const int spies = kSpies.at(n);
  double approve = 0;
  for (int k = n / 2 + 1; k <= n; ++k) approve += binom(n, k) / std::pow(2.0, n);
  auto mission_fails = [&](int m) {
    const int size = kTeamSize.at(n)[m - 1], need = (m == 4 && n >= 7) ? 2 : 1;
    double p = 0;
    for (int j = 0; j <= std::min(spies, size); ++j) {
      const double on_team = binom(spies, j) * binom(n - spies, size - j) / binom(n, size);
      double fails = 0;
      for (int f = need; f <= j; ++f) fails += binom(j, f) / std::pow(2.0, j);
      p += on_team * fails;
    }
    return p;
  };
  Odds o;
  // Walk (successes, failures) with the probability of reaching each state.
  std::map<std::pair<int, int>, double> at{{{0, 0}, 1.0}};
  for (int m = 1; m <= 5; ++m) {
    std::map<std::pair<int, int>, double> next;
    const double reject5 = std::pow(1 - approve, 5), pf = mission_fails(m);
    for (auto [state, p] : at) {
      o.five_rejections += p * reject5;
      const double go = p * (1 - reject5);
      auto [s, f] = state;
      if (s + 1 == 3) o.resistance += go * (1 - pf); else next[{s + 1, f}] += go * (1 - pf);
      if (f + 1 == 3) o.three_failures += go * pf; else next[{s, f + 1}] += go * pf;
    }
    at = next;
  }
  return o;
}

TEST(ResistanceOdds, RandomBotsWinAsOftenAsTheExactProbabilitiesSay) {
  for (int n : {5, 7, 10}) {
    const Odds want = exact_odds(n);
    EXPECT_NEAR(want.resistance + want.three_failures + want.five_rejections, 1.0, 1e-12);
    const int games = 6000;
    std::map<std::string, int> reasons;
    RandomBot bot(n);
    for (int g = 0; g < games; ++g) {
      auto s = start_resistance(n, 1000 + g);
      ASSERT_EQ(play_out(*s, bot), "");
      reasons[s->outcome().reason]++;
    }
    auto check = [&](const char* reason, double p) {
      const double got = static_cast<double>(reasons[reason]) / games;
      const double sigma = std::sqrt(p * (1 - p) / games);
      EXPECT_NEAR(got, p, 4.5 * sigma) << n << " players, " << reason;
    };
    check("three_successes", want.resistance);
    check("three_failures", want.three_failures);
    check("five_rejections", want.five_rejections);
  }
}

}  // namespace
}  // namespace rt::test
