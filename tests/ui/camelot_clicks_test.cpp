// camelot_clicks_test.cpp: Shadows over Camelot at 150% on 1280x720 in Russian, played by clicks
// as a person plays it (the answers chosen by the heuristic knight for the human's seat): every
// card the decision lets the person pick (in the hand, or in the decision panel) and its Confirm
// are in sight and take a click, the hand's other cards dimmed; the log keeps three whole rows
// beside them.
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "camelot_ui_helpers.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {
using namespace camelot_ui;

// The rows of the log panel in sight in the last frame, whole.
int whole_log_rows(const FrameTrace& f) {
  if (!f.areas.count("panel.log")) return 0;
  const Rect panel = f.areas.at("panel.log");
  int rows = 0;
  for (const TextBox& b : f.text_boxes)
    if (!b.text.empty() && b.rect.x0 >= panel.x0 && b.rect.x1 <= panel.x1 + 1 && b.rect.y0 >= panel.y0 && b.rect.y1 <= panel.y1)
      ++rows;
  return rows;
}

// Before: the hand to pick from was scrolled out of the private panel (the playable Grail card in
// its third row, the share's cards under the knight's card), the five black cards Clairvoyance
// orders took two rows and pushed their Confirm out of the panel, and the log showed one row
// (now three beside cards to pick; two beside a turn's five choices, which scroll in their panel).
TEST(CamelotClicks, EveryCardToPickAndItsConfirmTakeAClickAt150Percent) {
  UiDriver d(1280, 720, "ru");
  d.app().settings().scale = 1.5f;
  start(d, 7);
  TableController& g = *d.app().game();
  std::string err;
  std::unique_ptr<Bot> brain = make_bot(d.catalog(), "camelot", "heuristic", 7, err);
  ASSERT_TRUE(brain) << err;
  int picks = 0, min_rows = 100, min_rows_picking = 100;
  size_t dimmed = 0;
  bool shot = false;
  // 90 decisions (60 until wave 28's knights, who move less at 5: 4 picks in 60, 6 in 90).
  for (int i = 0; i < 6000 && d.app().screen() == Screen::Table && g.session().record().decisions.size() < 90; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    d.frame();
    const Value req = g.view()["decision"];
    const std::string kind = req.value("kind", "");
    const bool picking = kind == "pick_entities" || kind == "order";
    if (g.session().record().decisions.size() >= 10) {  // (then the log has more lines than it shows)
      const int rows = whole_log_rows(d.frame());
      (picking ? min_rows_picking : min_rows) = std::min(picking ? min_rows_picking : min_rows, rows);
    }
    const Value answer = brain->decide(SeatView(g.session(), 0));
    const size_t before = g.session().record().decisions.size();
    const std::string what = req.value("prompt", "") + " at answer " + std::to_string(before);
    if (picking) {
      ++picks;
      // The hand's cards the decision does not offer are dimmed, the offered ones not.
      const FrameTrace& shown = d.frame();
      for (auto& e : g.view()["entities"]) {
        if (e.value("owner", 0) != 1 || e.value("kind", "") != "white") continue;
        const std::string n = std::to_string(e["id"].get<int>());
        bool offered = false;
        for (auto& id : req["entities"]) offered = offered || std::to_string(id.get<int>()) == n;
        if (req["entities"].size() > 0 && shown.targets.count("hand." + n)) {
          EXPECT_EQ(shown.areas.count("hand_dimmed." + n) > 0, !offered) << what << ": card " << n;
        }
        dimmed += shown.areas.count("hand_dimmed." + n);
      }
      if (dimmed > 0 && !shot) shot = true, d.screenshot("camelot_clicks_pick_ru_150");
      for (auto& id : answer) {
        const std::string n = std::to_string(id.get<int>());
        EXPECT_TRUE(d.click("hand." + n) || d.click("entity." + n)) << what << ": card " << n << " out of reach";
      }
      EXPECT_TRUE(d.click("decision.confirm")) << what << ": Confirm out of reach";
      if (::testing::Test::HasFailure()) d.screenshot("camelot_clicks_failed");
    } else if (answer.is_string()) {
      d.click("choice." + answer.get<std::string>());  // (five choices at 150% scroll: not checked here)
    } else {
      for (auto& s : answer) d.click("seat." + std::to_string(s.get<int>()));
      d.click("decision.confirm");
    }
    if (g.session().record().decisions.size() == before) {
      ASSERT_EQ(g.answer(answer), "") << what;
    }
    ASSERT_FALSE(::testing::Test::HasFailure());
  }
  EXPECT_GE(picks, 5) << "cards picked by clicks: " << picks;
  EXPECT_GT(dimmed, 0u) << "no card was ever left out of a pick";
  EXPECT_GE(min_rows_picking, 3) << "the log's whole rows beside a decision picking cards";
  EXPECT_GE(min_rows, 2) << "the log's whole rows beside a decision of five choices";
  d.screenshot("camelot_clicks_ru_150");
}

}  // namespace
}  // namespace rt::ui
