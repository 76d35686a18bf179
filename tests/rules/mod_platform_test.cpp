// mod_platform_test.cpp: what mods add to the built-in games beyond roles and modules (issue 14,
// "The mod platform"): data a game declares, changed without copying its scripts (mod_data), Plot
// cards in Avalon's deck, pieces on Avalon's table, and what a mod declares that its game does
// not read (a misspelt field, data the game does not have) reported with the file and line. The
// fixture mods are in tests/rules/fixture_mods/ (README.md there).
#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.hpp"

namespace rt::test {
namespace {

std::string fixture_mod(const std::string& name) { return test_data_dir() + "/rules/fixture_mods/" + name; }

// The built-in scripts and the example mods, with more mods after them.
struct WithMods {
  Catalog cat;
  std::vector<std::string> problems;
  explicit WithMods(const std::vector<std::string>& more) {
    std::vector<std::string> dirs = find_mods(scripts_dir() + "/../mods");
    dirs.insert(dirs.end(), more.begin(), more.end());
    problems = cat.load(scripts_dir(), dirs);
  }
  std::string problem_about(const std::string& part) const {
    for (const auto& p : problems)
      if (contains(p, part)) return p;
    return "";
  }
  std::string all_problems() const {
    std::string out;
    for (const auto& p : problems) out += p + "\n";
    return out;
  }
};

Value team_sizes(Catalog& cat, const std::string& game, int players) {
  std::string err;
  auto s = Session::start(cat, make_setup(game, players, 1), err);
  if (!s) return Value(err);
  return s->view(kSpectator)["counters"]["team_sizes"];
}

// A mod changes a team-size row of Avalon and of The Resistance and a count of Avalon's Allegiance
// deck by declaring the new numbers (extends.<game>.data), and the games play by them.
TEST(ModPlatform, AModChangesDeclaredDataWithoutCopyingTheScripts) {
  WithMods l({fixture_mod("gentle_start")});
  EXPECT_EQ(l.problem_about("gentle_start"), "") << l.all_problems();
  EXPECT_EQ(team_sizes(l.cat, "avalon", 5), Value::array({2, 2, 3, 3, 3}));
  EXPECT_EQ(team_sizes(l.cat, "resistance", 5), Value::array({2, 2, 3, 3, 3}));
  EXPECT_EQ(team_sizes(l.cat, "avalon", 6), Value::array({2, 3, 4, 3, 4})) << "the other rows stay the book's";
  // Without the mod, the rulebook's row.
  EXPECT_EQ(team_sizes(builtin_catalog(), "avalon", 5), Value::array({2, 3, 2, 3, 3}));

  // The Allegiance deck's counts, as every script that uses avalon/rules reads them.
  std::string err;
  lua_State* L = l.cat.vm().L();
  ASSERT_TRUE(l.cat.vm().use("avalon/rules", err)) << err;
  Value rules;
  lua_getfield(L, -1, "allegiance");
  ASSERT_TRUE(to_value_for_test(L, -1, rules));
  lua_pop(L, 2);
  EXPECT_EQ(rules["variant1"]["switch"], 3);
  EXPECT_EQ(rules["variant1"]["no_change"], 4) << "a field the mod does not name stays";

  // The team of the first Quest at 5 players is two: the proposal asks for exactly 2.
  auto s = Session::start(l.cat, make_setup("avalon", 5, 3), err);
  ASSERT_TRUE(s) << err;
  const Value req = s->view(s->next_to_answer())["decision"];
  EXPECT_EQ(req.value("min", 0), 2);
}

// Avalon takes the Plot cards mods add: the example mod's Eavesdrop is a card of the game, with its
// option (shown only with the Plot cards) and its texts in every language.
TEST(ModPlatform, AvalonTakesAModsPlotCardWithItsOption) {
  const GameInfo* g = builtin_catalog().game("avalon");
  ASSERT_NE(g, nullptr);
  EXPECT_TRUE(std::any_of(g->cards.begin(), g->cards.end(), [](const NamedInfo& c) { return c.id == "eavesdrop"; }));
  const OptionInfo* o = g->option("eavesdrop");
  ASSERT_NE(o, nullptr);
  EXPECT_TRUE(o->conditional) << "the card's option applies only with the Plot cards";
  for (const char* lang : {"en", "ru", "uk"}) {
    EXPECT_TRUE(builtin_catalog().has_text(lang, "avalon.plot.eavesdrop")) << lang;
    EXPECT_TRUE(builtin_catalog().has_text(lang, "avalon.option.eavesdrop")) << lang;
  }
  // Played out with bots, with and without the card: both end legally (the checkers play the
  // rest of the setups).
  for (bool on : {true, false}) {
    std::string err;
    Value options = Value::object();
    options["plot_cards"] = true;
    options["eavesdrop"] = on;
    auto s = Session::start(builtin_catalog(), make_setup("avalon", 7, 5, options), err);
    ASSERT_TRUE(s) << err;
    Value deck;
    const Value view = s->view(kSpectator);
    for (auto& e : view["log"])
      if (e.value("key", "") == "common.log.plot_deck") deck = e;
    EXPECT_EQ(deck["args"]["cards"], on ? 16 : 15) << "the 7-player deck has 15 cards, and one more with Eavesdrop: "
                                                   << deck.dump();
  }
}

// A mod's table piece is drawn with Avalon's own: the example mod's Mercy token joins the
// layout's tokens, Avalon's own stay.
TEST(ModPlatform, AModsTablePieceJoinsTheGamesLayout) {
  const GameInfo* g = builtin_catalog().game("avalon");
  ASSERT_NE(g, nullptr);
  const Value& tokens = g->table_layout["tokens"];
  bool mercy = false, leader = false;
  for (auto& t : tokens) {
    mercy = mercy || t.value("counter", "") == "mercy";
    leader = leader || t.value("counter", "") == "leader";
  }
  EXPECT_TRUE(mercy) << tokens.dump();
  EXPECT_TRUE(leader) << "Avalon's own tokens stay";
}

// Issue 14: what a mod declares that its game does not read is a load problem naming the file and
// line that declares it (and so an error of `roundtable check`), not a silent no-op.
TEST(ModPlatform, WhatAvalonDoesNotReadIsAProblemWithItsLine) {
  WithMods l({fixture_mod("misspelt_fields")});
  const std::string m = "mods/misspelt_fields/";
  EXPECT_TRUE(contains(l.problem_about("'strenghtens'"),
                       m + "roles/herald.lua:6: the game 'avalon' reads no field 'strenghtens' in a character 'herald'"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'befor_quest'"), m + "modules/vigil.lua:6: the game 'avalon' reads no field 'befor_quest' in a module 'vigil'"))
      << l.all_problems();
  EXPECT_EQ(l.problem_about("'_count'"), "") << "a field beginning with _ is the mod's own";
  EXPECT_TRUE(contains(l.problem_about("'cuont'"), m + "mod.lua:12: the game 'avalon' reads no field 'cuont' in a plot card 'rumour'"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'whisper'"), m + "mod.lua:13: plot card 'whisper': effect must be one of")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("team_sizes"), m + "mod.lua:16: avalon.team_sizes: the game 'avalon' has no such data"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("team_size[6]"), m + "mod.lua:17: avalon.team_size[6]: expected a list of 5"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'tokns'"), m + "mod.lua:19: a mod's layout adds")) << l.all_problems();
  // What it declares right still works, and the rows it got wrong stay the book's.
  const GameInfo* g = l.cat.game("avalon");
  ASSERT_NE(g, nullptr);
  EXPECT_NE(g->option("herald"), nullptr);
  EXPECT_EQ(team_sizes(l.cat, "avalon", 6), Value::array({2, 3, 4, 3, 4}));
  EXPECT_FALSE(std::any_of(g->cards.begin(), g->cards.end(), [](const NamedInfo& c) { return c.id == "whisper"; }))
      << "a card that cannot be played is left out";
}

}  // namespace
}  // namespace rt::test
