// setup_flow_test.cpp: the setup screen as a group uses it across games and evenings: each game
// keeps its own options (also after a restart), options that do not apply are hidden (the
// game's `applies`), the rulebook's advice is accepted once per setup, default names follow the
// language and are never remembered, and a lone human goes from Start to their secret with no
// "pass the device" curtain.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// The next run of the table view: the settings as the file holds them, a new setup screen.
void restart(UiDriver& d) {
  Settings loaded = load_settings();
  loaded.pace = 0;
  if (loaded.lang.empty()) loaded.lang = "en";
  d.app().settings() = loaded;
  d.app().open_setup();
}

bool hidden(UiDriver& d, const std::string& id) {
  const auto& h = d.app().draft().hidden;
  return std::find(h.begin(), h.end(), id) != h.end();
}

TEST(SetupFlow, OptionsBelongToTheirGame) {
  UiDriver d;
  choose_game(d, "avalon");
  ASSERT_TRUE(d.click("setup.option.cleric"));
  d.frame();
  EXPECT_EQ(d.app().draft().options.value("cleric", false), true);
  choose_game(d, "resistance");
  const FrameTrace& t = d.frame();
  EXPECT_FALSE(t.drew("unknown option")) << "Avalon's options reached The Resistance";
  EXPECT_FALSE(d.app().draft().options.contains("cleric"));
  EXPECT_TRUE(d.enabled("setup.start"));
  ASSERT_TRUE(d.click("setup.option.sleepless_spies"));
  choose_game(d, "avalon");
  EXPECT_EQ(d.app().draft().options.value("cleric", false), true) << "switching back restores Avalon's options";
  EXPECT_FALSE(d.app().draft().options.contains("sleepless_spies"));
  choose_game(d, "resistance");
  EXPECT_EQ(d.app().draft().options.value("sleepless_spies", false), true);
}

TEST(SetupFlow, OptionsOfTheLastGameDoNotFollowToAnotherAfterARestart) {
  UiDriver d;
  std::remove(settings_path().c_str());
  {
    Settings s;
    s.lang = "en";
    s.pace = 0;
    App app(d.catalog(), s, true);  // remembers
    rt::Setup setup;
    setup.game = "avalon";
    setup.players = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"};
    setup.controllers = {"human", "bot", "bot", "bot", "bot", "bot", "bot"};
    setup.options = {{"cleric", true}};
    setup.seed = 3;
    ASSERT_EQ(app.start_game(setup, {false, true, true, true, true, true, true}), "");
  }
  UiDriver& again = d;
  restart(again);
  again.frame();
  EXPECT_EQ(again.catalog().games()[again.app().draft().game].id, "avalon");
  EXPECT_EQ(again.app().draft().options.value("cleric", false), true);
  choose_game(again, "resistance");
  EXPECT_FALSE(again.frame().drew("unknown option"));
  EXPECT_TRUE(again.enabled("setup.start"));
  choose_game(again, "avalon");
  EXPECT_EQ(again.app().draft().options.value("cleric", false), true);
}

TEST(SetupFlow, OptionsThatDoNotApplyAreHidden) {
  UiDriver d;
  choose_game(d, "avalon");
  // The Assassin is in: nobody else is named to assassinate.
  EXPECT_TRUE(hidden(d, "assassin_by"));
  EXPECT_FALSE(d.has("setup.option.assassin_by"));
  ASSERT_TRUE(d.click("setup.option.assassin"));
  d.frame();
  EXPECT_FALSE(hidden(d, "assassin_by"));
  EXPECT_TRUE(d.has("setup.option.assassin_by"));
  ASSERT_TRUE(d.click("setup.option.assassin"));  // back in
  d.frame();
  EXPECT_FALSE(d.has("setup.option.assassin_by"));
  // The Lancelot rule only with the Lancelots.
  EXPECT_FALSE(d.has("setup.option.lancelot_rule"));
  ASSERT_TRUE(d.click("setup.option.lancelots"));
  d.frame();
  EXPECT_TRUE(d.has("setup.option.lancelot_rule"));
}

// A choice made while an option applied does not stay behind once it no longer does: Morgana
// named to assassinate, then the Assassin put back in: the setup is not refused for it (the
// option is hidden, the game plays its default).
TEST(SetupFlow, AHiddenOptionPlaysItsDefault) {
  UiDriver d(1920, 1080);
  choose_game(d, "avalon");
  ASSERT_TRUE(d.click("setup.option.assassin"));  // out
  ASSERT_TRUE(d.click("setup.option.percival"));
  ASSERT_TRUE(d.click("setup.option.morgana"));
  d.frame();
  ASSERT_TRUE(d.click("setup.option.assassin_by"));
  d.frame();
  ASSERT_TRUE(d.click("setup.option.assassin_by.morgana"));
  d.frame();
  ASSERT_EQ(d.app().draft().options.value("assassin_by", ""), "morgana");
  ASSERT_TRUE(d.click("setup.option.assassin"));  // back in
  const FrameTrace& t = d.frame();
  EXPECT_FALSE(d.has("setup.option.assassin_by"));
  EXPECT_FALSE(t.drew("cannot be named to assassinate")) << "a hidden choice refused the setup";
  ASSERT_TRUE(d.click("setup.accept_warnings") || d.enabled("setup.start"));
  d.frame();
  ASSERT_TRUE(d.enabled("setup.start"));
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_EQ(d.app().screen(), Screen::Table);
  EXPECT_EQ(d.app().game()->session().record().setup.options.value("assassin_by", "assassin"), "assassin");
  EXPECT_TRUE(d.app().game()->session().record().setup.options.value("morgana", false));
}

TEST(SetupFlow, AppliesIsAskedThroughTheCatalog) {
  UiDriver d;
  const GameInfo& avalon = *d.catalog().game("avalon");
  std::vector<std::string> out;
  Value opts = {{"merlin", true}, {"assassin", true}, {"assassin_by", "assassin"}, {"lancelot_rule", "standard"}};
  ASSERT_EQ(d.catalog().options_not_applying(avalon, 7, opts, out), "");
  EXPECT_NE(std::find(out.begin(), out.end(), "assassin_by"), out.end());
  EXPECT_NE(std::find(out.begin(), out.end(), "lancelot_rule"), out.end());
  opts["assassin"] = false;
  opts["morgana"] = true;
  opts["lancelots"] = true;
  ASSERT_EQ(d.catalog().options_not_applying(avalon, 7, opts, out), "");
  EXPECT_EQ(std::find(out.begin(), out.end(), "assassin_by"), out.end());
  EXPECT_EQ(std::find(out.begin(), out.end(), "lancelot_rule"), out.end());
  // Without Merlin nobody can be assassinated: who assassinates does not apply either.
  opts["merlin"] = false;
  ASSERT_EQ(d.catalog().options_not_applying(avalon, 7, opts, out), "");
  EXPECT_NE(std::find(out.begin(), out.end(), "assassin_by"), out.end());
  // The Resistance's `applies`: the readings of a variant, without the variant.
  ASSERT_EQ(d.catalog().options_not_applying(*d.catalog().game("resistance"), 5, Value::object(), out), "");
  EXPECT_EQ(out, (std::vector<std::string>{"mission_voted_once", "take_responsibility_may_pass"}));
  ASSERT_EQ(d.catalog().options_not_applying(*d.catalog().game("resistance"), 5,
                                             Value{{"plot_cards", true}, {"mission_selection", true}}, out), "");
  EXPECT_TRUE(out.empty());
}

TEST(SetupFlow, AdviceIsAcceptedOncePerSetup) {
  UiDriver d;
  choose_game(d, "avalon");
  ASSERT_TRUE(d.click("setup.option.cleric"));
  ASSERT_TRUE(d.click("setup.option.brute"));
  d.frame();
  EXPECT_TRUE(d.frame().drew("It is best to add one new character at a time"));
  EXPECT_FALSE(d.enabled("setup.start"));
  ASSERT_TRUE(d.click("setup.accept_warnings"));
  d.frame();
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_EQ(d.app().screen(), Screen::Table);
  // The next game, same setup: the advice is still shown, already accepted.
  d.app().open_setup();
  d.frame();
  EXPECT_TRUE(d.frame().drew("It is best to add one new character at a time"));
  EXPECT_TRUE(d.enabled("setup.start")) << "accepted once for this setup";
  // And after a restart.
  save_settings(d.app().settings());
  restart(d);
  d.frame();
  d.frame();
  EXPECT_TRUE(d.enabled("setup.start"));
  // Another setup: accepted again.
  ASSERT_TRUE(d.click("setup.players.plus"));
  d.frame();
  EXPECT_FALSE(d.enabled("setup.start")) << "a changed setup asks again";
}

TEST(SetupFlow, DefaultNamesFollowTheLanguageAndAreNotRemembered) {
  UiDriver d;
  // No saved games on screen (their players' names would be drawn too).
  const std::string data = UiDriver::home_dir() + "/default_names";
  std::filesystem::remove_all(data);
  setenv("XDG_DATA_HOME", data.c_str(), 1);
  d.app().open_setup();
  choose_game(d, "resistance");
  EXPECT_TRUE(d.frame().drew("Player 1"));
  ASSERT_TRUE(d.click("lang.ru"));
  EXPECT_TRUE(d.frame().drew("Игрок 1"));
  EXPECT_FALSE(d.frame().drew("Player 1"));
  ASSERT_TRUE(d.click("setup.name.2"));
  d.type("Olga");
  d.frame();
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_EQ(d.app().screen(), Screen::Table);
  EXPECT_EQ(d.app().game()->session().record().setup.players.at(0), "Игрок 1");  // the game has names
  save_settings(d.app().settings());
  const Settings loaded = load_settings();
  ASSERT_TRUE(loaded.last_setup.is_object());
  EXPECT_EQ(loaded.last_setup["players"].at(0), "") << "a default name is not a real name";
  EXPECT_EQ(loaded.last_setup["players"].at(1), "Olga");
  // The next evening in Ukrainian: the untouched names are Ukrainian, the typed one stays.
  restart(d);
  d.app().settings().lang = "uk";
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("Гравець 1"));
  EXPECT_EQ(d.app().draft().names.at(0), "") << "untouched: shown in the language of the day";
  EXPECT_TRUE(t.drew("Olga"));
}

TEST(SetupFlow, ALoneHumanIsNotAskedToPassTheDevice) {
  UiDriver d;
  choose_game(d, "avalon");
  ASSERT_TRUE(d.click("setup.players.plus"));
  ASSERT_TRUE(d.click("setup.players.plus"));  // 7 seats: seat 1 human, the rest bots
  d.frame();
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_EQ(d.app().screen(), Screen::Table);
  for (int i = 0; i < 30; ++i) {
    const FrameTrace& t = d.frame();
    EXPECT_LT(d.app().game()->curtain_for(), 0) << "frame " << i;
    EXPECT_FALSE(t.drew("Pass the device")) << "frame " << i;
    if (d.app().game()->in_reveal()) break;
  }
  EXPECT_TRUE(d.app().game()->in_reveal()) << "the lone human sees their secret at once";
}

// 1280x720 (Russian and Ukrainian at 150%, English at 100%), Avalon with ten seats: every control
// of the page is inside the scroll area's width, the drop-downs open inside the window, and an
// error naming a long path wraps inside the page.
void nothing_cut(const std::string& lang, float scale) {
  UiDriver d(1280, 720, lang);
  d.app().settings().scale = scale;
  choose_game(d, "avalon");
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(d.click("setup.players.plus"));
  ASSERT_TRUE(d.click("setup.option.assassin"));  // the Assassin out: who assassinates is a drop-down
  const std::string long_path = "/home/someone/a/folder/with/a/rather/long/name/for/its/saved/games/" + std::string(60, 'x') + ".jsonl";
  d.app().set_status(d.app().open_replay(long_path));
  const FrameTrace& t = d.frame();
  d.screenshot("setup_" + lang + "_" + std::to_string(int(scale * 100)));
  ASSERT_TRUE(t.areas.count("setup.scroll"));
  const Rect page = t.areas.at("setup.scroll");
  const float right = page.x1 - 14 * scale;  // left of the scrollbar
  for (auto& [id, target] : t.targets)
    if (id.rfind("setup.", 0) == 0) {
      EXPECT_LE(target.rect.x1, right) << id << " is cut at the right";
      EXPECT_GE(target.rect.x0, page.x0) << id;
    }
  ASSERT_TRUE(t.areas.count("setup.status"));
  EXPECT_LE(t.areas.at("setup.status").x1, right) << "the error is cut";
  ASSERT_TRUE(d.click("setup.game"));
  const FrameTrace& open = d.frame();
  for (auto& g : d.catalog().games()) {
    ASSERT_TRUE(open.targets.count("setup.game." + g.id)) << g.id;
    const Rect r = open.targets.at("setup.game." + g.id).rect;
    EXPECT_LE(r.x1, 1280);
    EXPECT_LE(r.y1, 720);
  }
}

TEST(SetupFlow, NothingCutInRussianAt150Percent) { nothing_cut("ru", 1.5f); }
TEST(SetupFlow, NothingCutInUkrainianAt150Percent) { nothing_cut("uk", 1.5f); }
TEST(SetupFlow, NothingCutInEnglishAt100Percent) { nothing_cut("en", 1.0f); }

}  // namespace
}  // namespace rt::ui
