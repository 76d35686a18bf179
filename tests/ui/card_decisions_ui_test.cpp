// card_decisions_ui_test.cpp: the card decisions (pick_entities, order) played through clicks
// in the real table view, on the engine tests' fixture game "cards" (3 human seats).
#include <gtest/gtest.h>

#include "ui_driver.hpp"

namespace rt::ui {
namespace {

const std::string kCardFixtures = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/engine/fixtures/scripts";

std::vector<std::string> entity_targets(const FrameTrace& f) {
  std::vector<std::string> out;
  for (auto& [id, target] : f.targets)
    if (id.rfind("entity.", 0) == 0) out.push_back(id);
  return out;
}

TEST(TableViewCards, PickAndOrderCardsByClicking) {
  UiDriver d(1280, 720, "en", kCardFixtures);
  rt::Setup setup;
  setup.game = "cards";
  setup.players = {"Ann", "Bob", "Cid"};
  setup.seed = 3;
  ASSERT_EQ(d.app().start_game(setup, {false, false, false}), "");
  Session& s = d.app().game()->session();

  // Seat 1 picks two cards of its hand: Confirm is off until two are picked.
  const FrameTrace& first = d.past_curtain();
  auto cards = entity_targets(first);
  std::string drawn;
  for (auto& [id, target] : first.targets) drawn += id + " ";
  ASSERT_EQ(cards.size(), 3u) << "seat 1's three cards are offered; targets: " << drawn;
  EXPECT_FALSE(d.enabled("decision.confirm"));
  ASSERT_TRUE(d.click(cards[0]));
  EXPECT_FALSE(d.enabled("decision.confirm"));
  ASSERT_TRUE(d.click(cards[2]));
  d.frame();
  EXPECT_TRUE(d.enabled("decision.confirm"));
  d.screenshot("cards_pick");
  ASSERT_TRUE(d.click("decision.confirm"));
  ASSERT_EQ(s.record().decisions.size(), 1u);
  EXPECT_EQ(s.record().decisions[0].answer.size(), 2u);

  // Seat 2 orders its hand: clicks number the cards; the order is the answer.
  cards = entity_targets(d.past_curtain());
  ASSERT_EQ(cards.size(), 3u);
  Value want = Value::array();
  for (int k : {2, 0, 1}) {
    ASSERT_TRUE(d.click(cards[k]));
    want.push_back(std::stoi(cards[k].substr(7)));
  }
  d.frame();
  d.screenshot("cards_order");
  ASSERT_TRUE(d.click("decision.confirm"));
  if (s.record().decisions.size() == 1) {
    // The rules' validator refused this order (the five may not lead): try another.
    ASSERT_TRUE(d.click("decision.clear"));
    want = Value::array();
    for (int k : {0, 1, 2}) {
      ASSERT_TRUE(d.click(cards[k]));
      want.push_back(std::stoi(cards[k].substr(7)));
    }
    ASSERT_TRUE(d.click("decision.confirm"));
  }
  ASSERT_EQ(s.record().decisions.size(), 2u);
  EXPECT_EQ(s.record().decisions[1].answer, want);

  // Seat 3 takes one card from the table; the game ends.
  cards = entity_targets(d.past_curtain());
  ASSERT_EQ(cards.size(), 2u) << "the two cards on the table";
  ASSERT_TRUE(d.click(cards[1]));
  ASSERT_TRUE(d.click("decision.confirm"));
  EXPECT_TRUE(s.over());
}

}  // namespace
}  // namespace rt::ui
