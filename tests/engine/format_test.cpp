// format_test.cpp: Catalog::text and Catalog::format with the fixture translations
// (tests/engine/fixtures/scripts/i18n/en.lua and ru.lua).
#include <gtest/gtest.h>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

class FormatTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { catalog_ = test::fixture_catalog().release(); }
  static void TearDownTestSuite() {
    delete catalog_;
    catalog_ = nullptr;
  }
  static std::string fmt(const std::string& key, const Value& args, const std::string& lang = "en") {
    return catalog_->format(lang, key, args, names_);
  }
  static Catalog* catalog_;
  static const std::vector<std::string> names_;
};
Catalog* FormatTest::catalog_ = nullptr;
const std::vector<std::string> FormatTest::names_ = {"Ann", "Bob", "Cid"};

TEST_F(FormatTest, LanguagesAreLoaded) {
  auto langs = catalog_->languages();
  EXPECT_NE(std::find(langs.begin(), langs.end(), "en"), langs.end());
  EXPECT_NE(std::find(langs.begin(), langs.end(), "ru"), langs.end());
  EXPECT_TRUE(catalog_->has_text("en", "fmt.plain"));
  EXPECT_TRUE(catalog_->has_text("ru", "fmt.plain"));
  EXPECT_FALSE(catalog_->has_text("ru", "fmt.only_en")) << "has_text does not fall back";
}

TEST_F(FormatTest, PlainPlaceholder) {
  EXPECT_EQ(fmt("fmt.plain", {{"name", "World"}}), "Hello World!");
  EXPECT_EQ(fmt("fmt.number", {{"n", 2}}), "2 fails");
  EXPECT_EQ(fmt("fmt.two", {{"a", "x"}, {"b", true}}), "x and true");
  EXPECT_EQ(fmt("fmt.plain", {{"name", "fmt.side.good"}}), "Hello fmt.side.good!") << "no :t, no translation";
}

// {n:plural:...}: the noun's form after the number, by the language's rule (one|other in
// English; one|few|many in Russian and Ukrainian).
TEST_F(FormatTest, PluralFormsFollowTheLanguage) {
  EXPECT_EQ(fmt("fmt.plural", {{"n", 1}}), "1 card");
  EXPECT_EQ(fmt("fmt.plural", {{"n", 0}}), "0 cards");
  EXPECT_EQ(fmt("fmt.plural", {{"n", 2}}), "2 cards");
  EXPECT_EQ(fmt("fmt.plural", {{"n", 21}}), "21 cards");
  const std::vector<std::pair<int, std::string>> ru = {{1, "1 карта"},   {2, "2 карты"},   {4, "4 карты"},   {5, "5 карт"},
                                                       {11, "11 карт"},  {12, "12 карт"},  {14, "14 карт"},  {21, "21 карта"},
                                                       {22, "22 карты"}, {25, "25 карт"},  {111, "111 карт"}, {0, "0 карт"}};
  for (auto& [n, want] : ru) EXPECT_EQ(fmt("fmt.plural", {{"n", n}}, "ru"), want) << n;
}

// {x:fixed:N}: N decimals with the language's decimal sign (ui.decimal_sign; "." without it),
// halves away from zero as the phone page rounds them (printf would give 0.12 for 0.125).
// (The fixture's English sign is "·", so that a language without the text shows it takes ".".)
TEST_F(FormatTest, FixedNumbersUseTheLanguagesDecimalSign) {
  EXPECT_EQ(fmt("fmt.fixed", {{"x", 2.46}, {"y", 7.6}}), "2·5 points, 8 whole");
  EXPECT_EQ(fmt("fmt.fixed", {{"x", 2.46}, {"y", 7.6}}, "ru"), "2,5 очка, 8 целых");
  EXPECT_EQ(fmt("fmt.fixed", {{"x", 3}, {"y", -1}}, "ru"), "3,0 очка, -1 целых") << "an integer argument too";
  EXPECT_EQ(fmt("fmt.fixed", {{"x", "many"}, {"y", Value::array({1, 2})}}), "many points, 1, 2 whole")
      << "not a number: as {x} shows it";
  EXPECT_EQ(catalog_->decimal("ru", 0.125, 2, true), "+0,13");
  EXPECT_EQ(catalog_->decimal("ru", 2.5, 0), "3");
  EXPECT_EQ(catalog_->decimal("ru", -2.5, 0), "-3");
  EXPECT_EQ(catalog_->decimal("ru", -0.04, 1), "0,0") << "no -0";
  EXPECT_EQ(catalog_->decimal("ru", -0.04, 1, true), "+0,0");
  EXPECT_EQ(catalog_->decimal("ru", -6.46, 1, true), "-6,5");
  EXPECT_EQ(catalog_->decimal("de", 6.5, 1), "6.5") << "a language without ui.decimal_sign";
  EXPECT_EQ(catalog_->decimal("ru", 1e300, 2).size(), 304u) << "every digit of a huge number (a mod's argument)";
}

TEST_F(FormatTest, SeatPlaceholderUsesOneBasedSeatNames) {
  EXPECT_EQ(fmt("fmt.seat", {{"leader", 1}}), "Leader: Ann");
  EXPECT_EQ(fmt("fmt.seat", {{"leader", 3}}), "Leader: Cid");
  EXPECT_EQ(fmt("fmt.seat", {{"leader", 4}}), "Leader: 4") << "not a seat: shown as is";
  EXPECT_EQ(fmt("fmt.seat", {{"leader", 0}}), "Leader: 0");
}

TEST_F(FormatTest, SeatsPlaceholder) {
  EXPECT_EQ(fmt("fmt.seats", {{"team", {1, 3}}}), "Team: Ann, Cid");
  EXPECT_EQ(fmt("fmt.seats", {{"team", {2}}}), "Team: Bob");
  EXPECT_EQ(fmt("fmt.seats", {{"team", 2}}), "Team: Bob") << "a single seat";
}

TEST_F(FormatTest, EmptyListRendersDash) {
  EXPECT_EQ(fmt("fmt.seats", {{"team", Value::array()}}), "Team: -");
  EXPECT_EQ(fmt("fmt.t_list", {{"sides", Value::array()}}), "Sides: -");
  EXPECT_EQ(fmt("fmt.plain", {{"name", Value::array()}}), "Hello -!");
}

TEST_F(FormatTest, TranslatedPlaceholder) {
  EXPECT_EQ(fmt("fmt.t", {{"side", "fmt.side.good"}}), "Side: Good");
  EXPECT_EQ(fmt("fmt.t_list", {{"sides", {"fmt.side.good", "fmt.side.evil"}}}), "Sides: Good, Evil");
  EXPECT_EQ(fmt("fmt.t", {{"side", "fmt.side.unknown"}}), "Side: fmt.side.unknown") << "unknown key: the key";
}

TEST_F(FormatTest, TranslatedPlaceholderWithPrefix) {
  EXPECT_EQ(fmt("fmt.tprefix", {{"result", "win"}}), "Result: won");
  EXPECT_EQ(fmt("fmt.tprefix", {{"result", "loss"}}), "Result: lost");
  EXPECT_EQ(fmt("fmt.tprefix", {{"result", "draw"}}), "Result: fmt.result.draw");
  EXPECT_EQ(fmt("fmt.tprefix", {{"result", {"win", "loss"}}}), "Result: won, lost");
  EXPECT_EQ(fmt("fmt.tprefix", {{"result", "win"}}, "ru"), "Result: победа") << "the arg in Russian, the template in English";
}

TEST_F(FormatTest, MissingArgumentIsLeftAsIs) {
  EXPECT_EQ(fmt("fmt.missing", {{"who", "Ann"}}), "Hi Ann and {other:seat}");
  EXPECT_EQ(fmt("fmt.missing", Value::object()), "Hi {who} and {other:seat}");
  EXPECT_EQ(fmt("fmt.missing", nullptr), "Hi {who} and {other:seat}") << "args need not be an object";
  EXPECT_EQ(fmt("fmt.unclosed", {{"name", "x"}}), "Broken {name") << "an unclosed brace is kept";
}

// {a.b.c}: an entry of an object argument, with any format; "-" where the entry is missing.
TEST_F(FormatTest, DottedPathsReadEntriesOfAnObject) {
  const Value v = {{"deck", 12}, {"pile", {{"discard", 3}}}, {"board", {{"cards", {"win", "loss"}}}}};
  EXPECT_EQ(fmt("fmt.path", {{"value", v}}), "Deck 12, discard 3; won, lost");
  EXPECT_EQ(fmt("fmt.path", {{"value", {{"deck", 1}}}}), "Deck 1, discard -; -") << "missing entries";
  EXPECT_EQ(fmt("fmt.path", {{"value", 7}}), "Deck -, discard -; -") << "not an object";
  EXPECT_EQ(fmt("fmt.path", Value::object()), "Deck {value.deck}, discard {value.pile.discard}; {value.board.cards:t:fmt.result.}")
      << "no such argument: left as written";
}

// A list of lists (what each seat holds): each inner list joined with " + ", "-" if empty.
TEST_F(FormatTest, ListsInsideAListAreJoinedWithPlus) {
  EXPECT_EQ(fmt("fmt.nested", {{"held", Value::array({Value::array(), Value::array({"win", "loss"}), Value::array({"win"})})}}),
            "Held: -, won + lost, won");
}

TEST_F(FormatTest, FallsBackToEnglishThenToTheKey) {
  EXPECT_EQ(fmt("fmt.plain", {{"name", "Мир"}}, "ru"), "Привет, Мир!");
  EXPECT_EQ(fmt("fmt.only_en", {{"n", 1}}, "ru"), "English only 1");
  EXPECT_EQ(fmt("fmt.only_en", {{"n", 1}}, "xx"), "English only 1") << "unknown language";
  EXPECT_EQ(fmt("fmt.nowhere", {{"n", 1}}, "ru"), "fmt.nowhere");
  EXPECT_EQ(fmt("fmt.nowhere", Value::object()), "fmt.nowhere");
  EXPECT_EQ(fmt("fmt.t", {{"side", "fmt.side.good"}}, "ru"), "Side: Добро");
  EXPECT_EQ(fmt("fmt.t", {{"side", "fmt.side.evil"}}, "ru"), "Side: Evil") << "the arg falls back too";
}

TEST_F(FormatTest, TextFallback) {
  EXPECT_EQ(catalog_->text("ru", "fmt.side.good"), "Добро");
  EXPECT_EQ(catalog_->text("ru", "fmt.side.evil"), "Evil");
  EXPECT_EQ(catalog_->text("en", "no.such.key"), "no.such.key");
  EXPECT_EQ(catalog_->text("de", "fmt.side.good"), "Good");
}

TEST_F(FormatTest, GameMetadataFromTheFixtures) {
  const GameInfo* g = catalog_->game("options_game");
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->min_players, 1);
  EXPECT_EQ(g->max_players, 3);
  ASSERT_EQ(g->options.size(), 3u);
  EXPECT_EQ(g->options[0].kind, "bool");
  EXPECT_EQ(g->options[0].default_value, false);
  EXPECT_EQ(g->options[1].values, (std::vector<std::string>{"red", "green"}));
  EXPECT_EQ(g->options[1].default_value, "red");
  EXPECT_EQ(g->options[2].min, 1);
  EXPECT_EQ(g->options[2].max, 3);
  EXPECT_EQ(g->options[2].default_value, 1);
  const Value v = catalog_->to_value("en");
  bool found = false;
  for (auto& game : v["games"])
    if (game["id"] == "turns") {
      found = true;
      EXPECT_EQ(game["name"], "Turns") << "the title is translated";
      EXPECT_EQ(game["players"], Value({{"min", 2}, {"max", 5}}));
    }
  EXPECT_TRUE(found);
}

}  // namespace
}  // namespace rt
