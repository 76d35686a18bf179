// held_cards_ui_test.cpp: cards a seat holds face up (a layout's `held` kinds, here The
// Resistance's plot cards) are drawn under their holder's seat, named in the player's language;
// cards a module lays by a Quest are drawn on the Quest's slot.
#include <gtest/gtest.h>

#include <fstream>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// Seat -> the plot cards it holds now (the omniscient state: what the table shows to everyone).
std::vector<std::pair<int, std::string>> held_plots(const Session& s) {
  std::vector<std::pair<int, std::string>> out;
  const GameState& st = s.state();
  for (int seat = 1; seat <= static_cast<int>(st.seats.size()); ++seat) {
    const Zone* z = st.zone("plots:" + std::to_string(seat));
    if (!z) continue;
    for (int id : z->entities) {
      const Property* p = st.entity(id)->prop("plot");
      if (p) out.push_back({seat, p->value.to_value().get<std::string>()});
    }
  }
  return out;
}

void play_until_a_card_is_held(UiDriver& d) {
  rt::Setup s;
  s.game = "resistance";
  s.players = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"};
  s.controllers = {"human", "bot", "bot", "bot", "bot", "bot", "bot"};
  s.options = Value{{"plot_cards", true}};
  s.seed = 11;
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true, true, true}), "");
  for (int i = 0; i < 400 && held_plots(d.app().game()->session()).empty(); ++i) {
    d.frame();
    if (d.app().game()->in_reveal()) d.app().game()->reveal_seen();
    if (d.app().game()->human_to_act() == 0) answer_first_legal(*d.app().game());
  }
  ASSERT_FALSE(held_plots(d.app().game()->session()).empty()) << "no plot card was ever held";
}

TEST(TableViewHeldCards, APlotCardIsDrawnUnderItsHolderInThePlayersLanguage) {
  UiDriver d(1280, 720, "ru");
  play_until_a_card_is_held(d);
  d.frame();
  const FrameTrace& f = d.frame();
  const auto held = held_plots(d.app().game()->session());
  const std::string name = d.app().game()->session().state().seats[held[0].first - 1].name;
  const std::string title = d.catalog().text("ru", "resistance.plot." + held[0].second);
  EXPECT_NE(title, "resistance.plot." + held[0].second) << "no Russian name for the card";
  EXPECT_TRUE(f.drew(title + ": " + name)) << title << " under " << name;
  d.screenshot("held_plot_card_ru");
}

// A held card's moment is a plain decision: seat 3, holding No Confidence when
// the team is approved, is asked behind the curtain and plays it with one click; the team is
// then rejected.
TEST(TableViewHeldCards, AHumanPlaysAHeldCardWhenItsMomentComes) {
  std::ifstream in(std::string(ROUNDTABLE_TEST_DATA_DIR) + "/rules/resistance/plot_cards_no_confidence_rejects_an_approved_team.json");
  Value scenario = Value::parse(in);
  Value rec = scenario["record"];
  rec["decisions"].erase(rec["decisions"].size() - 1);  // up to the moment No Confidence may be played
  rec["controllers"] = {"bot", "bot", "human", "bot", "bot"};
  const std::string path = ::testing::TempDir() + "/no_confidence_moment.json";
  std::ofstream(path) << rec.dump();
  UiDriver d;
  ASSERT_EQ(d.app().resume(path), "");
  d.frame();
  if (d.has("curtain.dismiss")) {
    ASSERT_TRUE(d.click("curtain.dismiss"));  // one human: no curtain
  }
  const FrameTrace& f = d.frame();
  EXPECT_TRUE(f.drew("Play No Confidence now?"));
  d.screenshot("held_card_moment");
  ASSERT_TRUE(d.click("choice.play"));
  d.frame();
  // The record holds the answer the click gave (the bots then go on with the next proposal).
  const auto& decisions = d.app().game()->session().record().decisions;
  const size_t before = rec["decisions"].size();
  ASSERT_GT(decisions.size(), before);
  EXPECT_EQ(decisions[before].answer, "play");
  EXPECT_EQ(Value(d.app().game()->view()["log"]).dump().find("common.log.plot_overturned") != std::string::npos, true);
}

// Tokens and cards a module lays by a Quest (a slots track's slot_marks): Lancelot Variant 2's
// allegiance cards lie face up above the five Quests from the start, each drawn on its slot.
TEST(TableViewHeldCards, CardsLaidByAQuestAreDrawnOnItsSlot) {
  UiDriver d;
  rt::Setup s;
  s.game = "avalon";
  s.players = {"A", "B", "C", "D", "E", "F", "G"};
  s.controllers = {"human", "bot", "bot", "bot", "bot", "bot", "bot"};
  s.seed = 3;
  s.options = Value{{"merlin", true}, {"assassin", true}, {"lancelots", true}, {"lancelot_rule", "variant2"}};
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true, true, true}), "");
  d.frame();
  if (d.app().game()->in_reveal()) d.app().game()->reveal_seen();
  d.frame();
  const FrameTrace& f = d.frame();
  const Value slots = d.app().game()->view()["counters"]["allegiance_slots"];
  ASSERT_EQ(slots.size(), 5u);
  for (int q = 1; q <= 5; ++q) {
    const std::string want = "Quest " + std::to_string(q) + ": " +
                             d.catalog().text("en", "avalon.allegiance." + slots[q - 1].get<std::string>());
    EXPECT_TRUE(f.drew(want)) << want;
  }
  d.screenshot("allegiance_cards_by_the_quests");
}

}  // namespace
}  // namespace rt::ui
