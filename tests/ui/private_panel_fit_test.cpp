// private_panel_fit_test.cpp: everything a seat knows fits its private panel without scrolling,
// at ten seats, 1280x720, 100% and 150%, in English, Russian and Ukrainian: Merlin (the Evil he
// saw), Percival (Merlin or Morgana), an agent of Evil (the others, the other Lancelot) and the
// Lady of the Lake's holder after looking at a Loyalty card. Each is the one human at the table,
// played through the controller until a Lady of the Lake result is known (or 60 answers); at
// every frame where the seat's own decision is up, its private panel must not scroll, must hold
// the whole of "You know", the decision under it must be whole (no scrolling to its choices) and
// the panels must stay inside the window.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// The roles dealt at ten seats with Percival, Morgana and the Lancelots: seat 1 gets `role`.
std::vector<std::string> deal_with_first(const std::string& role) {
  std::vector<std::string> deal = {"merlin", "percival", "lancelot_good", "servant", "servant", "servant",
                                   "assassin", "morgana", "lancelot_evil", "minion"};
  std::iter_swap(deal.begin(), std::find(deal.begin(), deal.end(), role));
  return deal;
}

// Plays seat 1 as `role`; returns how many frames were checked (those with knowledge shown).
int check_role(const std::string& role, const std::string& lang, float scale) {
  UiDriver d(1280, 720, lang);
  d.app().settings().scale = scale;
  d.app().settings().pace = 0;
  rt::Setup s;
  s.game = "avalon";
  for (int i = 1; i <= 10; ++i) s.players.push_back(d.catalog().format(lang, "ui.tv.default_name", Value{{"n", i}}, {}));
  s.controllers = std::vector<std::string>(10, "bot");
  s.controllers[0] = "human";
  s.seed = 7;
  s.options = {{"percival", true}, {"morgana", true}, {"lancelots", true}, {"lady_of_the_lake", true}};
  s.deal = deal_with_first(role);
  std::vector<bool> bots(10, true);
  bots[0] = false;
  const std::string where = role + " " + lang + " @" + std::to_string(int(scale * 100)) + "%";
  EXPECT_EQ(d.app().start_game(s, bots), "") << where;
  if (!d.app().game()) return 0;
  TableController& g = *d.app().game();
  int checked = 0;
  size_t facts = 0;
  for (int i = 0; i < 6000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    if (g.in_reveal()) {
      g.reveal_seen();
      continue;
    }
    if (g.learned_pending()) g.learned_seen();
    if (g.human_to_act() != 0) continue;
    d.frame();
    const FrameTrace& f = d.frame();
    (void)t;
    const Value& know = g.view()["knowledge"];
    if (know.is_array() && !know.empty()) {
      ++checked;
      facts = std::max(facts, know.size());
      EXPECT_TRUE(f.areas.count("private.knowledge")) << where << ": the knowledge is not drawn";
      EXPECT_EQ(std::count(f.scrolling.begin(), f.scrolling.end(), "panel.private"), 0) << where << ": the private panel scrolls";
      if (f.areas.count("private.knowledge") && f.areas.count("panel.private")) {
        EXPECT_TRUE(inside(f.areas.at("private.knowledge"), f.areas.at("panel.private")))
            << where << ": the knowledge runs out of the private panel";
      }
      // And the decision under it is still in sight: its choices and its Confirm whole, unscrolled.
      for (auto& [id, target] : f.targets)
        if (id.rfind("choice.", 0) == 0 || id == "decision.confirm") {
          EXPECT_TRUE(target.visible && target.shown.y1 - target.shown.y0 >= target.rect.y1 - target.rect.y0 - 1)
              << where << ": " << id << " is cut off by its panel";
        }
      const Rect window{0, 0, 1280, 720};
      for (const char* panel : {"panel.private", "panel.decision", "panel.log"})
        if (f.areas.count(panel)) {
          EXPECT_TRUE(inside(f.areas.at(panel), window)) << where << ": " << panel << " leaves the window";
        }
      if (::testing::Test::HasFailure()) {
        d.screenshot("private_panel_" + role + "_" + lang + "_" + std::to_string(int(scale * 100)) + "_failed");
        return checked;
      }
    }
    bool lady_known = false;
    for (auto& k : know) lady_known |= k.value("key", "") == "avalon.fact.loyalty";
    if (lady_known || g.session().record().decisions.size() >= 60) {
      d.screenshot("private_panel_" + role + "_" + lang + "_" + std::to_string(int(scale * 100)));
      break;
    }
    EXPECT_EQ(g.answer(legal_answer(g.view()["decision"], {"success", "approve"})), "") << where;
  }
  EXPECT_GT(facts, 0u) << where;
  return checked;
}

struct Case {
  std::string lang;
  float scale;
};
const Case kCases[] = {{"en", 1.0f}, {"en", 1.5f}, {"ru", 1.0f}, {"ru", 1.5f}, {"uk", 1.0f}, {"uk", 1.5f}};

void all_cases(const std::string& role) {
  for (const Case& c : kCases) EXPECT_GT(check_role(role, c.lang, c.scale), 0) << role << " " << c.lang;
}

TEST(PrivatePanelFit, MerlinSeesEvilWithoutScrolling) { all_cases("merlin"); }
TEST(PrivatePanelFit, PercivalSeesMerlinOrMorganaWithoutScrolling) { all_cases("percival"); }
TEST(PrivatePanelFit, EvilLancelotSeesTheOthersWithoutScrolling) { all_cases("lancelot_evil"); }
TEST(PrivatePanelFit, MorganaSeesTheOthersWithoutScrolling) { all_cases("morgana"); }

}  // namespace
}  // namespace rt::ui
