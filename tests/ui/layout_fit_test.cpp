// layout_fit_test.cpp: the table view is readable at 1280x720 and 1920x1080, at 100% and 150% UI
// scale, with ten seats mid-game (Avalon and The Resistance): no two seats (with their tokens
// above and their marks below) overlap, every seat is inside the table's area, the tracks keep
// clear of the seats, the side panels and the top bar stay inside the window, the Log|Votes
// tabs' underline stays within its panel. And nothing drawn
// in Russian is left in English. Screenshots of each size are kept as artifacts.
#include <gtest/gtest.h>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// Ten seats, seat 1 human, played (the human through the controller) until at least `moves`
// answers are in and the human is to act again: votes on the seats, results on the track.
void mid_game(UiDriver& d, const std::string& game, size_t moves, const std::vector<std::string>& names) {
  // The last votes leave the seats when the next team is picked: a game is played until the
  // human is to act while they are on the table (a seed whose game ends first is passed over).
  for (uint64_t seed = 12; seed < 40; ++seed) {
    rt::Setup s;
    s.game = game;
    s.players = names;
    s.controllers = std::vector<std::string>(10, "bot");
    s.controllers[0] = "human";
    s.seed = seed;
    if (game == "avalon") s.options = {{"percival", true}, {"morgana", true}};
    std::vector<bool> bots(10, true);
    bots[0] = false;
    ASSERT_EQ(d.app().start_game(s, bots), "");
    TableController& g = *d.app().game();
    for (int i = 0; i < 3000 && d.app().screen() == Screen::Table; ++i) {
      d.frame();
      if (g.in_reveal()) g.reveal_seen();
      if (g.curtain_for() >= 0) g.dismiss_curtain();
      if (g.human_to_act() != 0) continue;
      if (g.session().record().decisions.size() >= moves && !g.view()["counters"]["last_votes"].empty()) return;
      ASSERT_EQ(g.answer(legal_answer(g.view()["decision"], {"success", "approve"})), "");
    }
  }
  FAIL() << "no game had the human to act with the votes on the table";
}

void check_fits(const std::string& game, int w, int h, float scale) {
  std::vector<std::string> names;
  for (int i = 1; i <= 10; ++i) names.push_back("Player " + std::to_string(i));
  UiDriver d(w, h);
  mid_game(d, game, 30, names);
  d.app().settings().scale = scale;
  d.frame();
  const FrameTrace& t = d.frame();
  const std::string where = game + " " + std::to_string(w) + "x" + std::to_string(h) + " @" + std::to_string(int(scale * 100)) + "%";
  const Rect window{0, 0, float(w), float(h)};
  ASSERT_TRUE(t.areas.count("table")) << where;
  const Rect table = t.areas.at("table");
  std::vector<Rect> seats;
  int marks = 0;
  for (int i = 1; i <= 10; ++i) {
    const std::string id = "seat." + std::to_string(i);
    ASSERT_TRUE(t.areas.count(id)) << where;
    const Rect r = t.areas.at(id);
    EXPECT_TRUE(inside(r, table)) << where << ": " << id << " leaves the table";
    for (size_t j = 0; j < seats.size(); ++j) EXPECT_FALSE(overlap(r, seats[j])) << where << ": " << id << " overlaps seat." << j + 1;
    seats.push_back(r);
    marks += t.areas.count("mark.last_votes." + std::to_string(i));
  }
  EXPECT_EQ(marks, 10) << where << ": mid-game every seat shows its last vote";
  ASSERT_TRUE(t.areas.count("tracks")) << where;
  const Rect tracks = t.areas.at("tracks");
  EXPECT_TRUE(inside(tracks, table)) << where;
  for (size_t j = 0; j < seats.size(); ++j) EXPECT_FALSE(overlap(tracks, seats[j])) << where << ": the tracks run under seat." << j + 1;
  EXPECT_GT(tracks.x1 - tracks.x0, 0.25f * (table.x1 - table.x0)) << where << ": the tracks shrank too far";
  for (const char* panel : {"panel.private", "panel.decision", "panel.log"}) {
    ASSERT_TRUE(t.areas.count(panel)) << where << " " << panel;
    const Rect p = t.areas.at(panel);
    EXPECT_TRUE(inside(p, window)) << where << ": " << panel << " leaves the window";
    EXPECT_FALSE(overlap(p, table)) << where << ": " << panel << " covers the table";
  }
  EXPECT_FALSE(overlap(t.areas.at("panel.private"), t.areas.at("panel.decision")));
  EXPECT_FALSE(overlap(t.areas.at("panel.decision"), t.areas.at("panel.log")));
  // The Log|Votes tabs' underline stays within the log's panel.
  ASSERT_TRUE(t.areas.count("log.tab_bar")) << where;
  EXPECT_LE(t.areas.at("log.tab_bar").x1, t.areas.at("panel.log").x1 + 0.5f) << where << ": the tabs' underline runs past the panel";
  ASSERT_TRUE(t.areas.count("top_bar.right"));
  EXPECT_LE(t.areas.at("top_bar.right").x1, w) << where << ": the top bar runs off the window";
  // The decision's controls are inside its panel.
  const Rect decision = t.areas.at("panel.decision");
  for (auto& [id, target] : t.targets) {
    if (id.rfind("choice.", 0) == 0) {
      EXPECT_TRUE(inside(target.rect, decision)) << where << ": " << id << " is cut off";
    }
  }
  d.screenshot(game + "_10_seats_" + std::to_string(w) + "x" + std::to_string(h) + "_" + std::to_string(int(scale * 100)));
}

TEST(LayoutFit, Avalon720pAt100) { check_fits("avalon", 1280, 720, 1.0f); }
TEST(LayoutFit, Avalon720pAt150) { check_fits("avalon", 1280, 720, 1.5f); }
TEST(LayoutFit, Avalon1080pAt100) { check_fits("avalon", 1920, 1080, 1.0f); }
TEST(LayoutFit, Avalon1080pAt150) { check_fits("avalon", 1920, 1080, 1.5f); }
TEST(LayoutFit, Resistance720pAt100) { check_fits("resistance", 1280, 720, 1.0f); }
TEST(LayoutFit, Resistance720pAt150) { check_fits("resistance", 1280, 720, 1.5f); }
TEST(LayoutFit, Resistance1080pAt100) { check_fits("resistance", 1920, 1080, 1.0f); }
TEST(LayoutFit, Resistance1080pAt150) { check_fits("resistance", 1920, 1080, 1.5f); }

// In Russian, every string the table draws is Russian: the two-fails mark, the bots' pace, the
// tracks, the marks. Only the program's name and the names of the languages stay as they are.
void no_english(const std::string& game, float scale) {
  UiDriver d(1280, 720, "ru");
  mid_game(d, game, 30, {"Аня", "Борис", "Вера", "Глеб", "Даша", "Егор", "Жанна", "Зоя", "Иван", "Катя"});
  d.app().settings().scale = scale;
  d.frame();
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("«Провала»")) << "the two-fails mark, in Russian";
  EXPECT_TRUE(t.drew("0,0 с")) << "the bots' pace, in Russian (a decimal comma)";
  // The game's own title stays as the Russian edition prints it (The Resistance's box: "Resistance"),
  // whole or shortened with "..." by the top bar.
  const std::string title = d.catalog().text("ru", game + ".title");
  auto is_title = [&](const std::string& s) {
    if (s == title) return true;
    const size_t n = s.size();
    return n > 3 && s.compare(n - 3, 3, "...") == 0 && title.rfind(s.substr(0, n - 3), 0) == 0;
  };
  for (const std::string& s : t.texts) {
    if (s == "Roundtable" || s.rfind("Roundtable  ·  ", 0) == 0 || s == "English" || is_title(s)) continue;
    int run = 0, longest = 0;
    for (char c : s) {
      run = ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) ? run + 1 : 0;
      longest = std::max(longest, run);
    }
    EXPECT_LT(longest, 3) << game << ": drawn in English: \"" << s << "\"";
  }
  EXPECT_FALSE(t.drew("Fails"));
  EXPECT_FALSE(t.drew("fails"));
  d.screenshot(game + "_10_seats_ru_" + std::to_string(int(scale * 100)));
}

TEST(LayoutFit, NothingEnglishInRussianAvalon) { no_english("avalon", 1.0f); }
TEST(LayoutFit, NothingEnglishInRussianResistanceAt150) { no_english("resistance", 1.5f); }

}  // namespace
}  // namespace rt::ui
