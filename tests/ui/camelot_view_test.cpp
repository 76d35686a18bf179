// camelot_view_test.cpp: Shadows over Camelot's table as a player sees it: on the end screen the
// mark drawn over a dead knight's card leaves its loyalty words readable.
#include <gtest/gtest.h>

#include <sstream>

#include "camelot_ui_helpers.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {
using namespace camelot_ui;

// The end screen marks a dead knight's card with a cross: the cross covers none of the words
// drawn on the card (its loyalty: Loyal knight or Traitor), nor the name and the "Dead" under it.
TEST(CamelotView, TheDeadCrossLeavesTheLoyaltyReadable) {
  UiDriver d(1280, 800, "en");
  int dead = 0;
  for (uint64_t seed = 1; seed < 12 && dead == 0; ++seed) {
    start(d, seed);
    play_until(d, 100000);
    ASSERT_EQ(d.app().screen(), Screen::End) << seed;
    d.frame();
    const FrameTrace& t = d.frame();
    for (auto& [id, cross] : t.areas) {
      if (id.rfind("end.eliminated.", 0) != 0) continue;
      ++dead;
      for (const TextBox& b : t.text_boxes)
        EXPECT_FALSE(overlap(b.rect, cross)) << "seed " << seed << ": " << id << " covers \"" << b.text << "\"";
    }
    if (dead > 0) {
      const std::string loyal = d.catalog().text("en", "camelot.role.loyal");
      bool drawn = false;
      for (const TextBox& b : t.text_boxes) drawn = drawn || loyal.find(b.text) == 0;
      EXPECT_TRUE(drawn) << "the loyalty words on the cards";
      d.screenshot("camelot_end_dead");
    }
  }
  EXPECT_GT(dead, 0) << "no knight died in these games";
}

}  // namespace
}  // namespace rt::ui
