// avalon_rules_test.cpp: Avalon's setup warnings (the rulebook's recommendations, which players
// may accept) and the catalog entry. Errors and every character's rule are scenario records in
// tests/rules/avalon/.
#include <gtest/gtest.h>

#include <set>

#include "test_support.hpp"

namespace rt::test {
namespace {

std::vector<SetupProblem> problems(int players, Value options) {
  const GameInfo* g = builtin_catalog().game("avalon");
  EXPECT_NE(g, nullptr);
  Value full = Value::object();
  for (auto& o : g->options) full[o.id] = options.contains(o.id) ? options[o.id] : o.default_value;
  std::vector<SetupProblem> out;
  EXPECT_EQ(builtin_catalog().check_setup(*g, players, full, out), "");
  return out;
}

std::vector<std::string> warnings(int players, Value options) {
  std::vector<std::string> out;
  for (auto& p : problems(players, std::move(options))) {
    EXPECT_TRUE(p.warning) << "unexpected error " << p.key;
    out.push_back(builtin_catalog().format("en", p.key, p.args, {}));
  }
  return out;
}

TEST(AvalonSetup, TheBaseGameHasNoWarning) {
  EXPECT_TRUE(warnings(5, Value::object()).empty());
  EXPECT_TRUE(warnings(10, Value::object()).empty());
}

TEST(AvalonSetup, SevenPlayerCharactersAreWarnedAboutBelowSeven) {
  for (const char* c : {"lunatic", "brute", "revealer", "cleric", "lancelots"}) {
    auto w = warnings(6, {{c, true}});
    ASSERT_EQ(w.size(), 1u) << c;
    EXPECT_NE(w[0].find("recommended for games of 7 or more players"), std::string::npos) << w[0];
    EXPECT_TRUE(warnings(7, {{c, true}}).empty()) << c;
  }
}

TEST(AvalonSetup, LiarsWithNothingThatChecksLoyaltyAreWarnedAbout) {
  auto w = warnings(7, {{"trickster", true}});
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0], "Trickster is recommended only with a character or module that checks loyalty");
  // With the Cleric, only the "one new character at a time" advice remains.
  for (auto& x : warnings(7, {{"trickster", true}, {"cleric", true}}))
    EXPECT_EQ(x.find("checks loyalty"), std::string::npos) << x;
  // Plot cards check loyalty at 7+ players (Are You the One?, Show Your True Nature, Show Your
  // Strength are 7+ cards); at 5-6 players the deck has none of them.
  EXPECT_TRUE(warnings(7, {{"trickster", true}, {"plot_cards", true}}).empty());
  EXPECT_EQ(warnings(6, {{"trickster", true}, {"plot_cards", true}}).size(), 1u);
}

TEST(AvalonSetup, SeveralNewCharactersAreWarnedAboutWithTheSideEachStrengthens) {
  auto w = warnings(7, {{"percival", true}, {"mordred", true}});
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[0], "It is best to add one new character at a time: Percival makes Good more powerful");
  EXPECT_EQ(w[1], "It is best to add one new character at a time: Mordred makes Evil more powerful");
}

// The Big Box recommends the Trapper module for eight or more players: a warning below, none from 8.
TEST(AvalonSetup, TheTrapperIsRecommendedForEightOrMore) {
  auto w = warnings(7, {{"trapper", true}});
  ASSERT_EQ(w.size(), 1u);
  EXPECT_NE(w[0].find("recommended for games of 8 or more players"), std::string::npos) << w[0];
  EXPECT_TRUE(warnings(8, {{"trapper", true}}).empty());
}

// The two Sorcerers take a Good and an Evil place: at five players (two Evil places) they fit
// with the Assassin, and one more Evil character is refused.
TEST(AvalonSetup, TheSorcerersTakeAGoodAndAnEvilPlace) {
  EXPECT_TRUE(problems(5, {{"sorcerers", true}}).empty());
  auto p = problems(5, {{"sorcerers", true}, {"morgana", true}, {"percival", true}});
  std::string errors;
  for (auto& x : p)
    if (!x.warning) errors += builtin_catalog().format("en", x.key, x.args, {}) + "\n";
  EXPECT_NE(errors.find("too many Evil characters: 3 for 2 places"), std::string::npos) << errors;
}

TEST(AvalonSetup, WarningsDoNotStopTheGame) {
  std::string err;
  auto s = Session::start(builtin_catalog(), make_setup("avalon", 5, 1, {{"lunatic", true}}), err);
  EXPECT_TRUE(s) << err;
}

TEST(AvalonCatalog, ListsEveryCharacterAndItsOption) {
  Value v = builtin_catalog().to_value("ru");
  for (auto& g : v["games"]) {
    if (g["id"] != "avalon") continue;
    std::set<std::string> roles, options;
    for (auto& r : g["roles"]) roles.insert(r["id"].get<std::string>());
    for (auto& o : g["options"]) options.insert(o["id"].get<std::string>());
    for (const char* r : {"merlin", "assassin", "servant", "minion", "percival", "mordred", "oberon", "morgana",
                          "lancelot_good", "lancelot_evil", "lunatic", "brute", "revealer", "cleric", "trickster",
                          "troublemaker"})
      EXPECT_TRUE(roles.count(r)) << r;
    for (const char* o : {"merlin", "assassin", "percival", "lancelots", "cleric", "assassin_by", "narration"})
      EXPECT_TRUE(options.count(o)) << o;
    for (auto& r : g["roles"])
      if (r["id"] == "merlin") { EXPECT_EQ(r["name"], "Мерлин"); }
    return;
  }
  FAIL() << "avalon is not in the catalog";
}

}  // namespace
}  // namespace rt::test
