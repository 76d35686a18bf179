// layout_settings_test.cpp: the game's table_layout reaches the view's counters; the last setup
// and the language are remembered; the UI scale makes the table bigger.
#include <gtest/gtest.h>

#include "ui/layout.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

TEST(TableLayout, ResistanceLayoutNamesCountersItsViewHolds) {
  UiDriver d;
  const GameInfo* info = d.catalog().game("resistance");
  ASSERT_NE(info, nullptr);
  const TableLayout l = parse_layout(info->table_layout);
  ASSERT_EQ(l.tokens.size(), 2u);
  ASSERT_EQ(l.tracks.size(), 2u);
  EXPECT_EQ(l.tracks[0].kind, "slots");
  EXPECT_EQ(l.tracks[1].steps, 5);
  EXPECT_EQ(l.cards.face, "role");
  EXPECT_EQ(l.choices.at("common.prompt.mission_card").all.size(), 2u);
  // Every counter the layout names is in a seat's view once the game runs.
  rt::Setup s;
  s.game = "resistance";
  s.players = {"A", "B", "C", "D", "E"};
  s.controllers = {"human", "bot", "bot", "bot", "bot"};
  s.seed = 4;
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
  for (int i = 0; i < 60 && d.app().game()->session().record().decisions.size() < 12; ++i) {
    d.frame();
    if (d.app().game()->in_reveal()) d.app().game()->reveal_seen();
    if (d.app().game()->human_to_act() == 0) answer_first_legal(*d.app().game());
  }
  const Value& c = d.app().game()->view()["counters"];
  for (auto& t : l.tokens)  // (the mod's Mercy token has a counter only once a Fail is forgiven)
    if (t.counter != "mercy") {
      EXPECT_TRUE(c.contains(t.counter)) << t.counter;
    }
  for (auto& m : l.seat_marks) EXPECT_TRUE(c.contains(m.counter)) << m.counter;
  for (auto& t : l.tracks)
    for (const std::string& name : {t.sizes, t.results, t.current, t.mark_counter, t.counter})
      if (!name.empty()) {
        EXPECT_TRUE(c.contains(name)) << name;
      }
  EXPECT_TRUE(c.contains(l.history.counter)) << "the vote history grid's counter";
}

TEST(TableLayout, AvalonLayoutNamesCountersItsViewHolds) {
  UiDriver d;
  const GameInfo* info = d.catalog().game("avalon");
  ASSERT_NE(info, nullptr);
  const TableLayout l = parse_layout(info->table_layout);
  // Leader, Team, Excalibur, Lady of the Lake, the Rogues' Watch, the Trapper's; and the example
  // mod first_quest_mercy's Mercy token (mods/: a mod's piece joins the game's layout).
  ASSERT_EQ(l.tokens.size(), 7u);
  ASSERT_EQ(l.tracks.at(0).slot_marks.size(), 4u);  // allegiance cards, Rogue and Message tokens, Magic cards by the Quests
  ASSERT_EQ(l.tracks.size(), 2u);
  ASSERT_EQ(l.banners.size(), 2u);  // the assassination stage; the fifth proposal's warning
  EXPECT_EQ(l.cards.colors.at("evil"), "red");
  EXPECT_EQ(l.choices.at("avalon.prompt.quest_card").all.size(), 2u);
  rt::Setup s;
  s.game = "avalon";
  s.players = {"A", "B", "C", "D", "E", "F", "G"};
  s.controllers = {"human", "bot", "bot", "bot", "bot", "bot", "bot"};
  s.seed = 4;
  // Every token's counter: Lady, Excalibur, the Watch (Rogues), the Trapper's; the allegiance
  // cards (Lancelots).
  s.options = {{"lady_of_the_lake", true}, {"excalibur", true}, {"rogue_good", true}, {"trapper", true},
               {"lancelots", true}, {"lancelot_rule", "variant1"}};
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true, true, true}), "");
  for (int i = 0; i < 80 && d.app().game()->session().record().decisions.size() < 16; ++i) {
    d.frame();
    if (d.app().game()->in_reveal()) d.app().game()->reveal_seen();
    if (d.app().game()->human_to_act() == 0) answer_first_legal(*d.app().game());
  }
  const Value& c = d.app().game()->view()["counters"];
  for (auto& t : l.tokens)  // (the mod's Mercy token has a counter only once a Fail is forgiven)
    if (t.counter != "mercy") {
      EXPECT_TRUE(c.contains(t.counter)) << t.counter;
    }
  for (auto& m : l.seat_marks) EXPECT_TRUE(c.contains(m.counter)) << m.counter;
  for (auto& t : l.tracks)
    for (const std::string& name : {t.sizes, t.results, t.current, t.mark_counter, t.counter})
      if (!name.empty()) {
        EXPECT_TRUE(c.contains(name)) << name;
      }
  EXPECT_TRUE(c.contains(l.tracks[0].slot_marks[0].counter));  // the Quest's allegiance card is drawn
  EXPECT_TRUE(c.contains(l.history.counter)) << "the vote history grid's counter";
  // With seven players the fourth Quest needs two Fails: the mark is in the counter.
  EXPECT_EQ(c["fails_needed"][3], 2);
}

TEST(TableLayout, AGameWithoutALayoutStillParses) {
  const TableLayout l = parse_layout(Value());
  EXPECT_TRUE(l.tokens.empty());
  EXPECT_EQ(l.cards.face, "role");
  const TableLayout odd = parse_layout(Value::parse(R"({"tokens": 3, "tracks": [{"kind": "steps"}]})"));
  EXPECT_TRUE(odd.tokens.empty());
  EXPECT_EQ(odd.tracks.at(0).steps, 0);
  // A layout is a (mod's) Lua table of any shape: every field of the wrong type is ignored.
  for (const char* bad : {R"({"tracks": [5, {"kind": "slots", "slot_marks": [5, {"values": 3}], "mark": 2, "steps": "x"}]})",
                          R"({"seat_marks": [5, {"values": [1]}], "banners": [7], "cards": 5, "held": [5, {"kind": 3}]})",
                          R"({"choices": {"p": 5}, "log_colors": 3, "tokens": [1, "x"], "held": {"kind": "plot"}})"}) {
    TableLayout l2;
    EXPECT_NO_THROW(l2 = parse_layout(Value::parse(bad))) << bad;
  }
  EXPECT_EQ(held_spec(parse_layout(Value::parse(R"({"held": [{"kind": "plot"}]})")), Value{{"kind", 5}}), nullptr);
}

TEST(Settings, TheLastSetupAndLanguageAreRemembered) {
  UiDriver d;  // points XDG_CONFIG_HOME into the build folder
  std::remove(settings_path().c_str());
  {
    Settings s;
    s.lang = "uk";
    s.pace = 0;
    App app(d.catalog(), s, true);
    rt::Setup setup;
    setup.game = "resistance";
    setup.players = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"};
    setup.controllers = {"human", "human", "bot", "bot", "bot", "bot"};
    setup.options = {{"sleepless_spies", true}};
    setup.seed = 8;
    ASSERT_EQ(app.start_game(setup, {false, false, true, true, true, true}), "");
  }
  const Settings loaded = load_settings();
  EXPECT_EQ(loaded.lang, "uk");
  App again(d.catalog(), loaded, false);
  EXPECT_EQ(again.draft().players, 6);
  EXPECT_EQ(again.draft().names.at(1), "Bob");
  EXPECT_FALSE(again.draft().bots.at(1));
  EXPECT_TRUE(again.draft().bots.at(2));
  EXPECT_EQ(again.draft().options["sleepless_spies"], true);
}

TEST(Settings, UiScaleMakesTheTableBigger) {
  UiDriver d;
  rt::Setup s;
  s.game = "resistance";
  s.players = {"A", "B", "C", "D", "E"};
  s.controllers = {"human", "bot", "bot", "bot", "bot"};
  s.seed = 4;
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
  const Rect small = d.frame().targets.at("hide").rect;
  d.app().settings().scale = 1.5f;
  d.frame();
  const Rect big = d.frame().targets.at("hide").rect;
  EXPECT_GT(big.y1 - big.y0, (small.y1 - small.y0) * 1.3f);
  d.screenshot("table_scale_150");
}

}  // namespace
}  // namespace rt::ui
