// table_cosmetics_ui_test.cpp: what a large UI scale on a small window used to hide or cut, seen on
// a Shadows over Camelot game at 1280x720 (en, ru, uk; 100% and 150%): the game's whole title in
// the top bar (on two lines before it is cut), the dead knights' plates dimmed on the live table,
// the seat's own cards (knight, loyalty) in sight under its hand, the relics' chips whole; and the
// end screen's boards shown large on demand.
#include <gtest/gtest.h>

#include "camelot_ui_helpers.hpp"

namespace rt::ui {
namespace {

using namespace camelot_ui;

// The title is drawn whole: on one line, or on two that join to it.
bool title_whole(const FrameTrace& f, const std::string& title) {
  for (size_t i = 0; i < f.texts.size(); ++i) {
    if (f.texts[i] == title || f.texts[i] == "Roundtable  ·  " + title) return true;
    if (i + 1 < f.texts.size() && f.texts[i] + " " + f.texts[i + 1] == title) return true;
  }
  return false;
}

TEST(TableCosmetics, CamelotAt720pShowsTheTitleTheDeadAndTheOwnCards) {
  for (const char* lang : {"en", "ru", "uk"}) {
    UiDriver d(1280, 720, lang);
    start(d, 3, 5, true);  // (the seed FiveKnights plays: two knights dead by answer 110)
    play_until(d, 110);
    ASSERT_EQ(d.app().screen(), Screen::Table);
    for (float scale : {1.0f, 1.5f}) {
      const std::string name = std::string("cosmetics_camelot_") + lang + "_" + std::to_string(int(scale * 100));
      SCOPED_TRACE(name);
      d.app().settings().scale = scale;
      d.frame();
      d.frame();
      const FrameTrace& f = d.frame();
      EXPECT_TRUE(title_whole(f, d.catalog().text(lang, "camelot.title"))) << "the title is cut";

      // The dead knights' plates dimmed, and only theirs.
      const Value pub = d.app().game()->session().view(kSpectator);
      int dead = 0;
      for (int seat = 1; seat <= 5; ++seat) {
        bool is_dead = false;
        for (auto& x : pub["counters"]["dead"]) is_dead = is_dead || x == seat;
        dead += is_dead;
        EXPECT_EQ(f.areas.count("out." + std::to_string(seat)), is_dead ? 1u : 0u) << "seat " << seat;
      }
      EXPECT_GE(dead, 1) << "no knight is dead at this point of the game";

      // The seat's own cards under its hand: in sight, not scrolled out of the private panel.
      for (const char* card : {"hover.private_card.1", "hover.private_card.2"}) {
        ASSERT_TRUE(f.targets.count(card)) << card;
        const auto c = f.targets.at(card);
        EXPECT_TRUE(c.visible && c.shown.y1 - c.shown.y0 >= c.rect.y1 - c.rect.y0 - 1) << card << " is out of sight";
      }
      // The relics: no chip shortened.
      for (const std::string& t : f.texts)
        for (const char* relic : {"holy_grail", "lancelot_armor", "excalibur"}) {
          const std::string whole = d.catalog().text(lang, std::string("camelot.table.relic.") + relic);
          if (t.size() > 3 && t.compare(t.size() - 3, 3, "…") == 0) {
            EXPECT_NE(whole.rfind(t.substr(0, t.size() - 3), 0), 0u) << "a relic's chip is cut: " << t;
          }
        }
      d.screenshot(name);
    }
  }
}

TEST(TableCosmetics, TheEndScreenShowsTheBoardsLargeOnDemand) {
  UiDriver d(1280, 720, "ru");
  d.app().settings().scale = 1.5f;
  start(d, 3);
  play_until(d, 100000);
  ASSERT_EQ(d.app().screen(), Screen::End);
  d.frame();
  const FrameTrace& f = d.frame();
  ASSERT_TRUE(f.areas.count("end.boards"));
  const Rect small = f.areas.at("end.boards");
  d.screenshot("cosmetics_camelot_end_ru_150");
  ASSERT_TRUE(d.click("end.boards.larger"));
  const FrameTrace& g = d.frame();
  ASSERT_TRUE(g.areas.count("end.boards_large"));
  const Rect large = g.areas.at("end.boards_large");
  EXPECT_GT(large.y1 - large.y0, 2 * (small.y1 - small.y0)) << "the boards are not shown larger";
  EXPECT_TRUE(g.areas.count("board.1")) << "the Round Table's board";
  d.screenshot("cosmetics_camelot_end_ru_150_large");
  ASSERT_TRUE(d.click("end.boards.back"));
  EXPECT_TRUE(d.frame().areas.count("end.boards"));
}

}  // namespace
}  // namespace rt::ui
