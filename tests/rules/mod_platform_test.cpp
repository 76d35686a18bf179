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

// Shadows over Camelot takes data from mods as Avalon does: a mod's life and hand size are the
// knights' at the start, a reward it changes is what camelot/rules' result gives, and a field
// Camelot does not have is a problem naming the mod's line (and is left out).
TEST(ModPlatform, CamelotTakesDataFromAMod) {
  WithMods l({fixture_mod("long_siege")});
  EXPECT_TRUE(contains(l.problem_about("sieges"), "mods/long_siege/mod.lua:14: camelot.sieges: the game 'camelot' has no such data"))
      << l.all_problems();
  EXPECT_EQ(l.problem_about("life_start"), "") << l.all_problems();
  std::string err;
  auto book = Session::start(builtin_catalog(), make_setup("camelot", 5, 1), err);
  ASSERT_TRUE(book) << err;
  auto modded = Session::start(l.cat, make_setup("camelot", 5, 1), err);
  ASSERT_TRUE(modded) << err;
  const Value before = book->view(kSpectator)["counters"], after = modded->view(kSpectator)["counters"];
  EXPECT_EQ(before["life"], Value::array({4, 4, 4, 4, 4})) << "the rulebook's life";
  EXPECT_EQ(after["life"], Value::array({5, 5, 5, 5, 5})) << "the mod's life";
  for (int seat = 0; seat < 5; ++seat)
    EXPECT_EQ(after["hand_sizes"][seat].get<int>(), before["hand_sizes"][seat].get<int>() + 1) << "seat " << seat + 1;

  lua_State* L = l.cat.vm().L();
  ASSERT_TRUE(l.cat.vm().use("camelot/rules", err)) << err;
  Value rewards;
  lua_getfield(L, -1, "rewards");
  ASSERT_TRUE(to_value_for_test(L, -1, rewards));
  lua_pop(L, 2);
  EXPECT_EQ(rewards["dragon"]["win"]["cards"], 8);
  EXPECT_EQ(rewards["dragon"]["win"]["life"], 2) << "a field the mod does not name stays";
  EXPECT_EQ(rewards["grail"]["win"]["white"], 3);
  // The table's siege counts the mod's engines (its layout reads the end counts from the data).
  auto siege_max = [](const GameInfo& g) {
    for (const Value& b : g.table_layout["boards"])
      if (b.value("label", "") == "camelot.quest.siege") return b["rows"][0].value("max", 0);
    return 0;
  };
  EXPECT_EQ(siege_max(*builtin_catalog().game("camelot")), 12);
  EXPECT_EQ(siege_max(*l.cat.game("camelot")), 15);
  // Played out by bots with the mod: the game ends legally.
  rt::Setup with_mod = make_setup("camelot", 5, 2);
  note_mods(l.cat, with_mod);  // (as the table view and play --tty do)
  auto names = [](const Value& mods) {
    std::vector<std::string> out;
    for (auto& m : mods) out.push_back(m["id"].get<std::string>() + " " + m["version"].get<std::string>());
    return out;
  };
  EXPECT_EQ(names(with_mod.mods), (std::vector<std::string>{"sir_bors 1.0", "long_siege 1.0"})) << "mods/' Sir Bors, and this one";
  auto played = Session::start(l.cat, with_mod, err);
  ASSERT_TRUE(played) << err;
  auto bot = make_bot(l.cat, "camelot", "random", 2, err);
  ASSERT_TRUE(bot) << err;
  EXPECT_EQ(play_out(*played, *bot), "");
  EXPECT_TRUE(played->over());
  // Its record names the mod: replayed with it, the same game; without it, said so (before, the
  // game went on with the book's numbers, or failed on an option the mod had added).
  auto again = Session::replay(l.cat, played->record(), "saved.json", err);
  ASSERT_TRUE(again) << err;
  EXPECT_EQ(again->view(kOmniscient), played->view(kOmniscient));
  EXPECT_FALSE(Session::replay(builtin_catalog(), played->record(), "saved.json", err));
  EXPECT_EQ(err, "saved.json: it was played with the mod 'long_siege' 1.0, which is not loaded (give its folder with --mods DIR)");
  rt::Setup book_setup = make_setup("camelot", 5, 2);
  note_mods(builtin_catalog(), book_setup);
  EXPECT_EQ(names(book_setup.mods), std::vector<std::string>{"sir_bors 1.0"});
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

// A mod's Plot card with an effect of its own, held (timing "held"): its holder is asked before
// the proposal whether to play it (after the deal), and its act runs when played: here the holder
// shows their loyalty card to the Leader. The immediate kind is mods/court_intrigue's Confession
// (tests/rules/avalon/mod_court_intrigue_confession_*.json). Cards declared wrong are problems.
TEST(ModPlatform, AHeldPlotCardWithAnEffectOfItsOwnIsPlayedBeforeTheProposal) {
  WithMods l({fixture_mod("plot_hooks")});
  const std::string m = "mods/plot_hooks/mod.lua:";
  EXPECT_TRUE(contains(l.problem_about("'both_ways'"), m + "17: plot card 'both_ways': an effect of its own (act) or one of the nine"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'later_on'"), m + "18: plot card 'later_on': a card with act needs timing")) << l.all_problems();
  EXPECT_EQ(l.problem_about("sealed_orders"), "") << l.all_problems();

  rt::Setup setup = make_setup("avalon", 5, 1, Value{{"plot_cards", true}, {"sealed_orders", true}});
  setup.deal = std::vector<std::string>{"servant", "servant", "merlin", "assassin", "minion"};
  setup.first_leader = 0;
  setup.draws["plot_deck"] = Value::array({Value::array({"charge", "restore_honor", "king_returns", "lead_to_victory",
                                                          "lead_to_victory", "ambush", "ambush", "sealed_orders"})});
  std::string err;
  auto s = Session::start(l.cat, setup, err);
  ASSERT_TRUE(s) << err;
  ASSERT_EQ(s->next_to_answer(), 0);
  ASSERT_EQ(s->answer(0, Value::array({3})), "") << "the Leader gives Sealed Orders to C";
  Value req = s->view(2)["decision"];
  ASSERT_EQ(s->next_to_answer(), 2) << "C is asked before the proposal";
  EXPECT_EQ(req.value("prompt", ""), "common.prompt.play_plot") << req.dump();
  EXPECT_EQ(req["args"].value("card", ""), "avalon.plot.sealed_orders") << req.dump();
  ASSERT_EQ(s->answer(2, "pass"), "");
  // Passed: kept; asked again before the next proposal. The proposal comes now.
  EXPECT_EQ(s->next_to_answer(), 0);
  EXPECT_EQ(s->view(0)["decision"].value("min", 0), 2) << "the Leader proposes a team";
  ASSERT_EQ(s->answer(0, Value::array({1, 2})), "");
  for (int seat = 0; seat < 5; ++seat) ASSERT_EQ(s->answer(seat, "reject"), "");
  ASSERT_EQ(s->next_to_answer(), 2) << "C is asked again before the second proposal";
  ASSERT_EQ(s->answer(2, "play"), "");
  const Value log = s->view(kSpectator)["log"];
  bool used = false, checked = false;
  for (auto& e : log) {
    used = used || (e.value("key", "") == "common.log.plot_used" && e["args"].value("card", "") == "avalon.plot.sealed_orders");
    checked = checked || (used && e.value("key", "") == "common.log.loyalty_checked" && e["args"].value("checker", 0) == 2 &&
                          e["args"].value("seat", 0) == 3);
  }
  EXPECT_TRUE(used) << log.dump();
  EXPECT_TRUE(checked) << "the act: C shows their loyalty card to the Leader (B now): " << log.dump();
  bool told = false;
  const Value knows = s->view(1)["knowledge"];
  for (auto& f : knows) told = told || (f.value("key", "") == "avalon.fact.loyalty" && f.value("seat", 0) == 3);
  EXPECT_TRUE(told) << knows.dump();
}

// A held card's other moments (plots.own_moments): Last Word (at = "before_cards") is not offered
// before the proposal, is offered once the Team is approved and before its members choose their
// cards, and its act gets the Team and the Quest. A moment that does not exist is a problem
// naming its line. (after_result: the court_intrigue scenarios, tests/rules/avalon/mod_court_intrigue_inquiry_*.json)
TEST(ModPlatform, AHeldPlotCardCanWaitForTheQuestCards) {
  WithMods l({fixture_mod("plot_hooks")});
  EXPECT_TRUE(contains(l.problem_about("'too_late'"),
                       "mods/plot_hooks/mod.lua:19: plot card 'too_late': at must be \"before_proposal\", \"before_cards\" or "
                       "\"after_result\""))
      << l.all_problems();
  EXPECT_EQ(l.problem_about("last_word"), "") << l.all_problems();

  rt::Setup setup = make_setup("avalon", 5, 1, Value{{"plot_cards", true}, {"last_word", true}});
  setup.deal = std::vector<std::string>{"servant", "servant", "merlin", "assassin", "minion"};
  setup.first_leader = 0;
  setup.draws["plot_deck"] = Value::array({Value::array({"charge", "restore_honor", "king_returns", "lead_to_victory",
                                                          "lead_to_victory", "ambush", "ambush", "last_word"})});
  std::string err;
  auto s = Session::start(l.cat, setup, err);
  ASSERT_TRUE(s) << err;
  ASSERT_EQ(s->answer(0, Value::array({3})), "") << "the Leader gives Last Word to C";
  ASSERT_EQ(s->next_to_answer(), 0) << "C is not asked before the proposal";
  ASSERT_EQ(s->answer(0, Value::array({3, 4})), "");
  for (int seat = 0; seat < 5; ++seat) ASSERT_EQ(s->answer(seat, "approve"), "");
  ASSERT_EQ(s->next_to_answer(), 2) << "C is asked once the Team is approved";
  const Value req = s->view(2)["decision"];
  EXPECT_EQ(req.value("prompt", ""), "common.prompt.play_plot") << req.dump();
  EXPECT_EQ(req["args"].value("card", ""), "avalon.plot.last_word") << req.dump();
  ASSERT_EQ(s->answer(2, "play"), "");
  bool logged = false;
  const Value log = s->view(kSpectator)["log"];  // (a copy: a range-for over a temporary's member would read freed memory)
  for (auto& e : log)
    logged = logged || (e.value("key", "") == "plot_hooks.log.last_word" &&
                        e["args"] == Value{{"seat", 3}, {"quest", 1}, {"team", Value::array({3, 4})}});
  EXPECT_TRUE(logged) << log.dump();
  const Value cards = s->view(2)["decision"];
  EXPECT_EQ(cards.value("prompt", ""), "avalon.prompt.quest_card") << "then the Team's cards: " << cards.dump();
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
  EXPECT_TRUE(contains(l.problem_about("'merlin'"), m + "mod.lua:9: the id 'merlin' is already a character of the game"))
      << l.all_problems();
  // What it declares right still works, and the rows it got wrong stay the book's.
  const GameInfo* g = l.cat.game("avalon");
  ASSERT_NE(g, nullptr);
  EXPECT_NE(g->option("herald"), nullptr);
  EXPECT_EQ(g->option("second_merlin"), nullptr) << "the second Merlin is left out";
  EXPECT_EQ(std::count_if(g->roles.begin(), g->roles.end(), [](const auto& r) { return r.id == "merlin"; }), 1);
  EXPECT_EQ(team_sizes(l.cat, "avalon", 6), Value::array({2, 3, 4, 3, 4}));
  EXPECT_FALSE(std::any_of(g->cards.begin(), g->cards.end(), [](const NamedInfo& c) { return c.id == "whisper"; }))
      << "a card that cannot be played is left out";
}

// The same for Shadows over Camelot's knights and cards (scripts/camelot/additions.lua):
// each misfit is a problem with its line and left out; what fits comes in with its option.
TEST(ModPlatform, WhatCamelotCannotTakeIsAProblemWithItsLine) {
  WithMods l({fixture_mod("camelot_misfits")});
  const std::string m = "mods/camelot_misfits/";
  EXPECT_TRUE(contains(l.problem_about("'pwoer'"), m + "knights/dinadan.lua:5: the game 'camelot' reads no field 'pwoer' in a knight 'dinadan'"))
      << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("a knight's side"), m + "mod.lua:14: a knight's side is \"knights\" (got evil)")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'kay'"), m + "mod.lua:15: the id 'kay' is already a knight, card or option")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("count"), m + "mod.lua:19: a card's count is a whole number from 1 to 20")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("play = function"), m + "mod.lua:20: a card plays with play = function")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("'fate'"), m + "mod.lua:21: the id 'fate' is already")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("effect ="), m + "mod.lua:22: a black card acts with effect = function(g, drawer)")) << l.all_problems();
  EXPECT_TRUE(contains(l.problem_about("deck is"), m + "mod.lua:23: a card's deck is \"white\" (the default) or \"black\"")) << l.all_problems();
  const GameInfo* g = l.cat.game("camelot");
  ASSERT_NE(g, nullptr);
  EXPECT_NE(g->option("lionel"), nullptr) << "the knight that fits comes in with its option";
  for (const char* out : {"morgause", "empty_purse", "broken_lute", "bad_omen", "grey_card"}) EXPECT_EQ(g->option(out), nullptr) << out;
  EXPECT_FALSE(std::any_of(g->cards.begin(), g->cards.end(), [](const NamedInfo& c) { return c.id == "broken_lute"; }));
}

}  // namespace
}  // namespace rt::test
