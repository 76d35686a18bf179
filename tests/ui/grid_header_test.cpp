// grid_header_test.cpp: the vote history grid's column headers name their seats whole. At ten
// seats a column is too narrow for a name across, so the names stand upright; at five they lie
// across. Checked with the default names of each language (the longest a table usually has:
// "Игрок 10"), at 1280x720, 100% and 150%, on the public table and in the Votes tab of a private
// view: every header shows its seat's whole name and no header text runs out of its cell.
#include <gtest/gtest.h>

#include <sstream>

#include "ui_driver.hpp"

namespace rt::ui {
namespace {

std::vector<std::string> default_names(const Catalog& c, const std::string& lang, int n) {
  std::vector<std::string> names;
  for (int i = 1; i <= n; ++i) names.push_back(c.format(lang, "ui.tv.default_name", Value{{"n", i}}, {}));
  return names;
}

// The header problems of the frame: a seat without its whole name, a header text cut.
std::string header_problems(const FrameTrace& t, const std::vector<std::string>& names) {
  std::ostringstream out;
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string id = "grid.header." + std::to_string(i + 1);
    if (!t.areas.count(id)) {
      out << "  no header for seat " << i + 1 << "\n";
      continue;
    }
    const Rect cell = t.areas.at(id);
    bool whole = false;
    for (const TextBox& b : t.text_boxes) {
      const bool in_column = b.rect.x0 >= cell.x0 - 1 && b.rect.x1 <= cell.x1 + 1 && b.rect.y1 <= cell.y1 + 1 && b.rect.y0 >= cell.y0 - 1;
      const bool cut = b.rect.x0 < b.box.x0 - 1 || b.rect.x1 > b.box.x1 + 1 || b.rect.y0 < b.box.y0 - 1 || b.rect.y1 > b.box.y1 + 1;
      if (b.text == names[i] && in_column) whole = true;
      if (b.text == names[i] && cut)
        out << "  \"" << b.text << "\" is cut: x " << b.rect.x0 << ".." << b.rect.x1 << " y " << b.rect.y0 << ".." << b.rect.y1
            << " in x " << b.box.x0 << ".." << b.box.x1 << " y " << b.box.y0 << ".." << b.box.y1 << "\n";
    }
    if (!whole) out << "  seat " << i + 1 << ": \"" << names[i] << "\" is not drawn whole in its column\n";
  }
  return out.str();
}

void check(const std::string& lang, float scale, int players, bool human) {
  UiDriver d(1280, 720, lang);
  d.app().settings().scale = scale;
  // All bots: one bot move a frame, so the game is stopped after two proposals; with a human, the
  // bots move at once up to the human.
  d.app().settings().pace = human ? 0 : 0.001;
  rt::Setup s;
  s.game = "avalon";
  s.players = default_names(d.catalog(), lang, players);
  s.controllers = std::vector<std::string>(players, "bot");
  s.seed = 12;
  std::vector<bool> bots(players, true);
  if (human) s.controllers[0] = "human", bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  for (int i = 0; i < 3000 && d.app().screen() == Screen::Table; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    // (a copy, looked up only when there: operator[] of a missing key on a const Value is
    // undefined; the Debug ASan build asserted here before the first history row)
    const Value& counters = g.view()["counters"];
    const Value rows = counters.is_object() && counters.contains("history") ? counters["history"] : Value();
    if (rows.is_array() && rows.size() >= 2) break;
    if (g.human_to_act() != 0) continue;
    const Value req = g.view()["decision"];
    Value a = req["options"].is_array() ? req["options"][0] : Value::array();
    if (!req["options"].is_array())
      for (auto& e : req["eligible"])
        if (int(a.size()) < req.value("max", 0)) a.push_back(e);
    ASSERT_EQ(g.answer(a), "");
  }
  if (human) {
    d.frame();
    ASSERT_TRUE(d.click("log.tab.votes"));
  }
  d.frame();
  const FrameTrace& t = d.frame();
  const std::string where = lang + " @" + std::to_string(int(scale * 100)) + "% " + std::to_string(players) + " seats" +
                            (human ? " (Votes tab)" : " (public table)");
  EXPECT_EQ(header_problems(t, s.players), "") << where;
  d.screenshot("grid_headers_" + lang + "_" + std::to_string(int(scale * 100)) + "_" + std::to_string(players) + (human ? "_tab" : "_public"));
}

TEST(GridHeaders, TenSeatsOnThePublicTableShowWholeNames) {
  for (const std::string lang : {"en", "ru", "uk"})
    for (float scale : {1.0f, 1.5f}) check(lang, scale, 10, false);
}

TEST(GridHeaders, TenSeatsInTheVotesTabShowWholeNames) {
  for (const std::string lang : {"en", "ru", "uk"})
    for (float scale : {1.0f, 1.5f}) check(lang, scale, 10, true);
}

TEST(GridHeaders, FiveSeatsShowWholeNames) {
  for (const std::string lang : {"ru", "uk"}) check(lang, 1.0f, 5, false);
}

}  // namespace
}  // namespace rt::ui
