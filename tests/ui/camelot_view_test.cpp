// camelot_view_test.cpp: Shadows over Camelot's table as a player sees it: the quest boards are
// large enough to read at 1280x800 and at 1280x720 150% (live and in a replay); on the end
// screen the mark drawn over a dead knight's card leaves its loyalty words readable; a whole game
// in Ukrainian at 150% keeps every question's screen and the end screen readable.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "camelot_ui_helpers.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {
using namespace camelot_ui;

// The boards' sizes in a frame: the narrowest board and the smallest text drawn on one.
struct BoardSizes {
  int boards = 0;
  float narrowest = 1e9f, smallest_text = 1e9f;
};
BoardSizes board_sizes(const FrameTrace& t) {
  BoardSizes out;
  std::vector<Rect> boards;
  for (auto& [id, r] : t.areas)
    if (id.rfind("board.", 0) == 0 && id.find('.', 6) == std::string::npos) {
      boards.push_back(r);
      out.narrowest = std::min(out.narrowest, r.x1 - r.x0);
    }
  out.boards = static_cast<int>(boards.size());
  for (const TextBox& b : t.text_boxes)
    for (const Rect& r : boards)
      if (!b.text.empty() && b.rect.cx() >= r.x0 && b.rect.cx() <= r.x1 && b.rect.cy() >= r.y0 && b.rect.cy() <= r.y1)
        out.smallest_text = std::min(out.smallest_text, b.rect.y1 - b.rect.y0);
  return out;
}

// What a person needs to read a board from a chair: a board at least `width` wide, its texts
// (the cards' names, the rows' labels, the title) at least `text` tall, in pixels. Before the
// seats left the boards the table's middle (a 3x3 grid inside the ring of seats) the boards were
// 79-140 px wide and their texts at the 10.5 px floor.
constexpr float kWidthAt100 = 150, kTextAt100 = 12, kWidthAt150 = 135;

void expect_readable_boards(UiDriver& d, const std::string& name, float width, float text = 10.5f) {
  d.frame();
  d.frame();
  const FrameTrace& t = d.frame();
  d.screenshot(name);
  const BoardSizes b = board_sizes(t);
  EXPECT_GE(b.boards, 8) << name;
  EXPECT_GE(b.narrowest, width) << name << ": a board " << b.narrowest << " px wide";
  EXPECT_GE(b.smallest_text, text) << name << ": a board's text " << b.smallest_text << " px tall";
}

TEST(CamelotView, TheBoardsAreReadableAt1280x800) {
  UiDriver d(1280, 800, "en");
  start(d, 3);
  play_until(d, 60);
  ASSERT_EQ(d.app().screen(), Screen::Table);
  expect_readable_boards(d, "camelot_boards_1280x800", kWidthAt100, kTextAt100);
}

TEST(CamelotView, TheBoardsAreReadableAt1280x720At150Percent) {
  UiDriver d(1280, 720, "uk");
  d.app().settings().scale = 1.5f;
  start(d, 3);
  play_until(d, 60);
  ASSERT_EQ(d.app().screen(), Screen::Table);
  expect_readable_boards(d, "camelot_boards_1280x720_150_uk", kWidthAt150);
}

// The README's replay (docs/camelot-table.jsonl at step 150) at both sizes.
TEST(CamelotView, TheBoardsAreReadableInTheReadmeReplay) {
  const std::string record = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../docs/camelot-table.jsonl";
  for (float scale : {1.0f, 1.5f}) {
    UiDriver d(1280, scale > 1 ? 720 : 800, "en");
    d.app().settings().scale = scale;
    ASSERT_EQ(d.app().open_replay(record, 150, 1), "");
    expect_readable_boards(d, "camelot_boards_replay_" + std::to_string(int(scale * 100)),
                           scale > 1 ? kWidthAt150 : kWidthAt100, scale > 1 ? 10.5f : kTextAt100);
  }
}

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

// A whole game at five knights in Ukrainian at 150% on 1280x720, the human at seat 1 answering
// its first legal option: the first time each question is asked, and on the end screen, nothing
// on the screen is cut, shortened or too small (the PNGs are in ui-artifacts, one a question).
TEST(CamelotView, AWholeGameInUkrainianAt150PercentStaysReadable) {
  UiDriver d(1280, 720, "uk");
  d.app().settings().scale = 1.5f;
  start(d, 3);
  TableController& g = *d.app().game();
  std::set<std::string> seen;
  for (int i = 0; i < 20000 && d.app().screen() == Screen::Table; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    const std::string prompt = g.view()["decision"].value("prompt", "");
    if (seen.insert(prompt).second) {
      d.frame();
      const FrameTrace& t = d.frame();
      const std::string bad = unreadable(t);
      EXPECT_EQ(bad, "") << prompt << ":\n" << bad;
      std::string file = prompt.substr(prompt.rfind('.') + 1);
      d.screenshot("camelot_uk150_" + std::to_string(seen.size()) + "_" + file);
    }
    answer_first_legal(g);
  }
  ASSERT_EQ(d.app().screen(), Screen::End);
  EXPECT_GE(seen.size(), 4u) << "the questions a knight is asked";
  d.frame();
  const FrameTrace& t = d.frame();
  d.screenshot("camelot_uk150_end");
  // The boards as the game ended, whole inside their box or in reach by scrolling it (the top row
  // was cut off).
  ASSERT_TRUE(t.areas.count("tracks"));
  const Rect boards = t.areas.at("tracks");
  for (const TextBox& b : t.text_boxes)
    if (b.rect.cy() >= boards.y0 && b.rect.cy() <= boards.y1 && b.rect.cx() >= boards.x0 && b.rect.cx() <= boards.x1) {
      EXPECT_TRUE(b.scrolls || (b.rect.y0 >= b.box.y0 - 1 && b.rect.y1 <= b.box.y1 + 1))
          << "cut on the end screen (and out of reach): " << b.text;
    }
  bool english = false;
  for (const std::string& s : t.texts)
    for (const char* word : {"Loyal", "Traitor", "Dead", "Round Table", "Siege"}) english = english || s.find(word) != std::string::npos;
  EXPECT_FALSE(english) << "an English word of the game on the Ukrainian end screen";
}

}  // namespace
}  // namespace rt::ui
