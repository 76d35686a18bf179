// team_game_rules_test.cpp: what Avalon and The Resistance promise at every decision, checked over
// whole games of random bots: each decision names the rule behind it (what a refused answer is
// told, in en/ru/uk), and The Resistance's `mission` counter names the mission being played.
#include <gtest/gtest.h>

#include <set>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

// The option sets played: Avalon's own test_setups (every character, module and optional rule
// the generic checkers play), The Resistance's every variant.
std::vector<Value> setups_of(const std::string& game, int players) {
  std::vector<Value> out;
  if (game == "avalon") {
    EXPECT_EQ(builtin_catalog().test_setups(*builtin_catalog().game(game), players, out), "");
    return out;
  }
  for (const char* o : {R"({})", R"({"plot_cards": true})", R"({"plot_cards": true, "take_responsibility_may_pass": true})",
                        R"({"mission_selection": true, "plot_cards": true, "atmospheric_missions": true})",
                        R"({"mission_selection": true, "mission_voted_once": "voted", "sleepless_spies": true})"})
    out.push_back(Value::parse(o));
  return out;
}

// Every decision of Avalon and The Resistance names its rule (g:decide's `rule`): a refused answer
// is told why in the book's words, never only "not P5's turn". The rule is said in every language
// the games ship, with every placeholder filled, and a refused answer carries it.
TEST(TeamGameRules, EveryDecisionNamesItsRuleInEachLanguage) {
  Catalog& cat = builtin_catalog();
  std::set<std::string> rules_seen;
  int decisions = 0;
  for (const std::string game : {"avalon", "resistance"}) {
    for (int n = 5; n <= 10; ++n) {
      uint64_t seed = 100 + n;
      for (const Value& options : setups_of(game, n)) {
        std::string error;
        auto s = Session::start(cat, make_setup(game, n, ++seed, options), error);
        ASSERT_TRUE(s) << game << " " << n << " " << options.dump() << ": " << error;
        RandomBot bot(seed);
        while (!s->over()) {
          const Decision* d = s->pending();
          ASSERT_NE(d, nullptr);
          ++decisions;
          ASSERT_FALSE(d->rule.empty()) << game << " " << n << " players " << options.dump() << ": the decision "
                                        << d->prompt << " names no rule";
          if (rules_seen.insert(d->rule).second) {
            const Value rule{{"key", d->rule}, {"args", d->rule_args.to_value()}};
            for (const char* lang : {"en", "ru", "uk"}) {
              EXPECT_TRUE(cat.has_text(lang, d->rule)) << lang << ": " << d->rule;
              const std::string said = s->rule_text(lang, rule);
              EXPECT_EQ(said.find('{'), std::string::npos) << lang << ": " << said;
            }
            // An answer of the wrong shape (a seat list for a choice, a word for a pick) is
            // refused with the rule, and changes nothing.
            const int seat = s->next_to_answer();
            const size_t before = s->record().decisions.size();
            const Value wrong = d->requests[0].kind == ChoiceKind::Choose ? Value::array({1}) : Value("no such answer");
            Refusal r = s->submit(seat, wrong);
            EXPECT_FALSE(r.ok());
            EXPECT_EQ(r.args["rule"]["key"], d->rule) << r.to_value().dump();
            EXPECT_EQ(s->record().decisions.size(), before);
          }
          const int seat = s->next_to_answer();
          ASSERT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "") << game << " " << options.dump();
        }
      }
    }
  }
  EXPECT_GT(decisions, 1000);
  // The rules met include the ones of the modules and plot cards, not only the team's.
  for (const char* key : {"avalon.rule.team", "avalon.rule.quest_card", "avalon.rule.trapper", "avalon.rule.lady",
                          "avalon.rule.excalibur_give", "common.rule.plot_deal", "common.rule.team",
                          "common.rule.mission_card", "common.rule.choose_mission"})
    EXPECT_TRUE(rules_seen.count(key)) << key;
}

// The Resistance's `mission` counter names the mission being played at every decision, from the
// start of its round: while the round's plot cards are dealt and played too (it once still named
// the previous mission there). Without mission selection, the mission is the round's.
TEST(ResistanceMissionCounter, NamesTheMissionBeingPlayedAtEveryDecision) {
  int plot_decisions = 0;
  for (int n = 5; n <= 10; ++n) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      std::string error;
      auto s = Session::start(builtin_catalog(), make_setup("resistance", n, seed, Value{{"plot_cards", true}}), error);
      ASSERT_TRUE(s) << error;
      RandomBot bot(seed);
      while (!s->over()) {
        const Value v = s->view(kSpectator);
        int played = 0;
        for (auto& r : v["counters"]["results"]) played += r.get<std::string>() != "";
        EXPECT_EQ(v["counters"]["mission"], played + 1) << n << " players, seed " << seed << ", at " << s->pending()->prompt;
        plot_decisions += s->pending()->prompt.rfind("common.prompt.plot", 0) == 0;
        const int seat = s->next_to_answer();
        ASSERT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "");
      }
    }
  }
  EXPECT_GT(plot_decisions, 25);
}

}  // namespace
}  // namespace rt::test
