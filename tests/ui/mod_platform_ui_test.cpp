// mod_platform_ui_test.cpp: mods in the table view, between and during games. A mod file edited
// between games is used by the next game (the setup screen after a game reloads the mods), a
// broken edit shows its error there while the game already begun keeps its scripts; a mod's table
// piece (mods/first_quest_mercy's Mercy token) is drawn on Avalon's table. A mod folder added
// between games is found for the next one, and a reloaded catalog no game uses is freed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

namespace fs = std::filesystem;

// A mod in this test process's own mods folder ($XDG_DATA_HOME/roundtable/mods), rewritten by the
// test; removed at the end.
struct UserMod {
  fs::path dir = fs::path(UiDriver::home_dir()) / "data" / "roundtable" / "mods" / "reload_ui";
  explicit UserMod(const std::string& mod_lua) {
    fs::remove_all(dir);
    fs::create_directories(dir);
    write(mod_lua);
  }
  void write(const std::string& mod_lua) const { std::ofstream(dir / "mod.lua") << mod_lua; }
  ~UserMod() { fs::remove_all(dir); }
};

// The mod's mod.lua: Avalon's team-size row for 5 players.
std::string with_row(const std::string& row) {
  return "-- version with the row " + row + "\nreturn mod {\n  id = \"reload_ui\",\n  version = \"1.0\",\n"
         "  depends = { \"avalon\" },\n  extends = { avalon = { data = { team_size = { [5] = { " + row + " } } } } },\n}\n";
}

rt::Setup five_at_avalon(uint64_t seed) {
  rt::Setup setup;
  setup.game = "avalon";
  setup.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  setup.seed = seed;
  return setup;
}

Value team_sizes(App& app) { return app.game()->session().view(kSpectator)["counters"]["team_sizes"]; }

TEST(ModPlatformUi, AnEditedModIsUsedByTheNextGameAndABrokenEditIsShown) {
  UserMod mod(with_row("2, 2, 3, 3, 3"));
  UiDriver d(1280, 720, "en");
  const std::vector<bool> bots = {false, true, true, true, true};
  ASSERT_EQ(d.app().start_game(five_at_avalon(1), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({2, 2, 3, 3, 3}));
  d.frame();

  // Edited between games: "New game" (the setup screen) reloads it; the next game plays by it.
  mod.write(with_row("3, 3, 3, 3, 3"));
  d.app().open_setup();
  d.frame();
  ASSERT_EQ(d.app().start_game(five_at_avalon(2), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({3, 3, 3, 3, 3})) << "the next game uses the edited mod";
  d.frame();
  TableController& second = *d.app().game();

  // A broken edit: the setup screen lists the mod as failed, with its file and line.
  mod.write("return mod {\n  id = \"reload_ui\",\n  version = 1.0 +\n}\n");
  d.app().open_setup();
  d.frame();
  ASSERT_TRUE(d.scroll("setup.start", 30));  // the mods list is at the bottom
  const FrameTrace& f = d.frame();
  EXPECT_TRUE(has_area_prefix(f, "setup.mod.mods/reload_ui/.failed") || has_area_prefix(f, "setup.mod.reload_ui.failed"))
      << "the broken mod is not listed as failed";
  EXPECT_TRUE(f.drew(d.app().catalog().text("en", "ui.mods.failed")));
  bool named = false;
  for (const std::string& t : f.texts) named = named || t.find("mod.lua:4") != std::string::npos;
  EXPECT_TRUE(named) << "the error names the mod's file and line";
  d.screenshot("mod_reload_broken_edit");

  // The game begun before the edit still plays with the mod as it was.
  EXPECT_EQ(second.session().view(kSpectator)["counters"]["team_sizes"], Value::array({3, 3, 3, 3, 3}));
  Session& earlier = second.session();
  const int seat = earlier.next_to_answer();
  EXPECT_EQ(earlier.answer(seat, legal_answer(earlier.view(seat)["decision"])), "") << "the earlier game goes on";
  // The next game: without the broken mod, the rulebook's row.
  ASSERT_EQ(d.app().start_game(five_at_avalon(3), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({2, 3, 2, 3, 3}));
}

// A mod folder put into the user's mods folder between games (none there when the app started) is
// loaded for the next game, without a restart; and the app frees a reloaded catalog once neither
// new games nor the game on the table use it (it kept every one before).
TEST(ModPlatformUi, AModFolderAddedBetweenGamesIsUsedByTheNextGame) {
  UiDriver d(1280, 720, "en");
  ASSERT_FALSE(fs::exists(fs::path(UiDriver::home_dir()) / "data" / "roundtable" / "mods" / "reload_ui"));
  const std::vector<bool> bots = {false, true, true, true, true};
  ASSERT_EQ(d.app().start_game(five_at_avalon(1), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({2, 3, 2, 3, 3})) << "the rulebook's row";
  d.frame();

  UserMod mod(with_row("2, 2, 3, 3, 3"));  // a new folder, mods/reload_ui
  d.app().open_setup();
  d.frame();
  ASSERT_EQ(d.app().start_game(five_at_avalon(2), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({2, 2, 3, 3, 3})) << "the next game uses the new mod";
  EXPECT_EQ(d.app().catalogs_kept(), 1u);
  d.frame();

  // Edited twice more, a game between: the catalog of the game the next one replaces is freed.
  mod.write(with_row("3, 3, 3, 3, 3"));
  d.app().open_setup();
  EXPECT_EQ(d.app().catalogs_kept(), 2u) << "the game on the table still plays with the one before";
  ASSERT_EQ(d.app().start_game(five_at_avalon(3), bots), "");
  EXPECT_EQ(team_sizes(d.app()), Value::array({3, 3, 3, 3, 3}));
  EXPECT_EQ(d.app().catalogs_kept(), 1u) << "no game uses the first reload any more";
  d.frame();
  Session& third = d.app().game()->session();
  const int seat = third.next_to_answer();
  EXPECT_EQ(third.answer(seat, legal_answer(third.view(seat)["decision"])), "") << "the game on the table goes on";
  d.frame();
}

// The example mod first_quest_mercy adds the Mercy token to Avalon's table (its layout piece): after
// a first Quest with one Fail card, forgiven, the token lies on that Quest's Leader, drawn with the
// mod's picture beside Avalon's own tokens.
TEST(ModPlatformUi, AModsTokenIsDrawnOnAvalonsTable) {
  UiDriver d(1280, 720, "en");
  rt::Setup setup = five_at_avalon(1);
  setup.options = {{"first_quest_mercy", true}};
  setup.deal = std::vector<std::string>{"merlin", "assassin", "servant", "servant", "minion"};
  setup.first_leader = 0;
  ASSERT_EQ(d.app().start_game(setup, {false, false, false, false, false}), "");
  Session& s = d.app().game()->session();
  for (int i = 0; i < 30 && !s.view(kSpectator)["counters"].contains("mercy"); ++i) {
    const int seat = s.next_to_answer();
    const Value req = s.view(seat)["decision"];
    Value answer;
    if (req.value("kind", "") == "pick_seats") {
      answer = Value::array({1, 2});  // Ann leads Ann and Bob (the Assassin)
    } else {
      for (const char* want : {"fail", "success", "approve"})
        for (auto& o : req["options"])
          if (answer.is_null() && o == want) answer = o;
    }
    ASSERT_EQ(s.answer(seat, answer), "") << req.dump();
  }
  ASSERT_EQ(s.view(kSpectator)["counters"]["mercy"], 1) << "the token lies on the first Quest's Leader";
  const FrameTrace& f = d.past_curtain();
  bool drawn = false;
  for (const std::string& i : f.images) drawn = drawn || i.find("tokens/mercy.svg") != std::string::npos;
  EXPECT_TRUE(drawn) << "the Mercy token is not drawn";
  d.screenshot("mod_token_on_avalon_table");
}

}  // namespace
}  // namespace rt::ui
