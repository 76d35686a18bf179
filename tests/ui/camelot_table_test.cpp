// camelot_table_test.cpp: Shadows over Camelot's table (scripts/camelot/layout.lua) in the real
// table view: every counter and zone the layout names is in the seat's view once the game runs;
// the boards, the knights' life and hand sizes are drawn; the human's white cards are in the
// private panel and the opening share is made by clicking one of them; in Russian no English
// word of the game is left on the table.
#include <gtest/gtest.h>

#include <algorithm>

#include "ui/boards.hpp"
#include "ui/layout.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

void answer_first_legal(TableController& g) {
  const Value r = g.view()["decision"];
  Value choice = Value::array();
  if (r["kind"] == "choose") choice = r["options"][0];
  else if (r["kind"] == "pick_entities")
    for (int k = 0; k < std::max(1, r["min"].get<int>()); ++k) choice.push_back(r["entities"][k]);
  else if (r["kind"] == "order") choice = r["entities"];
  else
    for (int k = 0; k < r["min"].get<int>(); ++k) choice.push_back(r["eligible"][k]);
  ASSERT_EQ(g.answer(choice), "");
}

void start(UiDriver& d, uint64_t seed) {
  rt::Setup s;
  s.game = "camelot";
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  s.controllers = {"human", "bot", "bot", "bot", "bot"};
  s.seed = seed;
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
}

// Plays (the human answering its first legal option) until `moves` answers are recorded.
void play_until(UiDriver& d, size_t moves) {
  TableController& g = *d.app().game();
  for (int i = 0; i < 4000 && d.app().screen() == Screen::Table && g.session().record().decisions.size() < moves; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() == 0) answer_first_legal(g);
  }
}

bool has_zone(const Value& view, const std::string& id) {
  for (auto& z : view["zones"])
    if (z.value("id", "") == id) return true;
  return false;
}

TEST(CamelotTable, TheLayoutNamesCountersAndZonesTheViewHolds) {
  UiDriver d;
  const GameInfo* info = d.catalog().game("camelot");
  ASSERT_NE(info, nullptr);
  const TableLayout l = parse_layout(info->table_layout);
  ASSERT_EQ(l.boards.size(), 9u);  // the Round Table, the siege, seven quests
  ASSERT_EQ(l.seat_numbers.size(), 2u);
  ASSERT_EQ(l.hand.size(), 1u);
  start(d, 6);
  play_until(d, 60);
  ASSERT_EQ(d.app().screen(), Screen::Table);
  const Value& view = d.app().game()->view();
  const Value& c = view["counters"];
  for (auto& t : l.tokens) EXPECT_TRUE(c.contains(t.counter)) << t.counter;
  for (auto& m : l.seat_marks) EXPECT_TRUE(c.contains(m.counter)) << m.counter;
  for (auto& n : l.seat_numbers)
    if (!n.counter.empty()) EXPECT_TRUE(c.contains(n.counter)) << n.counter;
  for (auto& b : l.boards) {
    if (!b.status.counter.empty()) EXPECT_NE(lookup(view, b.status), nullptr) << b.label;
    if (!b.seats.counter.empty()) EXPECT_TRUE(c.contains(b.seats.counter)) << b.label;
    for (auto& r : b.rows) {
      if (r.kind == "cards") EXPECT_TRUE(has_zone(view, r.zone)) << r.zone;
      if (r.kind == "count" || r.kind == "position") EXPECT_NE(lookup(view, r.value), nullptr) << b.label << " " << r.kind;
      for (auto& p : r.parts) EXPECT_NE(lookup(view, p.value), nullptr) << p.value.counter;
      for (auto& [zone, look] : r.zones) EXPECT_TRUE(has_zone(view, zone)) << zone;
    }
  }
}

TEST(CamelotTable, TheOpeningShareIsMadeInTheHandAndTheTableShowsTheKnights) {
  UiDriver d;
  start(d, 2);
  TableController& g = *d.app().game();
  const FrameTrace* f = &d.frame();
  for (int i = 0; i < 200 && g.human_to_act() != 0; ++i) {
    if (g.in_reveal()) g.reveal_seen();
    f = &d.frame();
  }
  ASSERT_EQ(g.human_to_act(), 0);
  f = &d.frame();
  const Value req = g.view()["decision"];
  ASSERT_EQ(req["prompt"], "camelot.prompt.share_give");
  // The six white cards (five and a Merlin card) in the hand, every one offered.
  std::vector<std::string> hand;
  for (auto& [id, target] : f->targets)
    if (id.rfind("hand.", 0) == 0 && target.enabled) hand.push_back(id);
  EXPECT_EQ(hand.size(), 6u);
  EXPECT_TRUE(f->drew("Life 4: Ann"));
  EXPECT_TRUE(f->drew("White cards in hand 6: Ann"));
  EXPECT_TRUE(f->drew("White cards in hand 6: Bob"));
  EXPECT_TRUE(f->areas.count("board.1")) << "the Round Table's board";
  d.screenshot("camelot_share");
  ASSERT_TRUE(d.click(hand[0]));
  d.frame();
  ASSERT_TRUE(d.click("decision.confirm"));
  ASSERT_GE(g.session().record().decisions.size(), 1u);
  const auto& first = g.session().record().decisions;
  bool found = false;
  for (auto& dec : first)
    if (dec.seat == 0 && dec.answer == Value::array({std::stoi(hand[0].substr(5))})) found = true;
  EXPECT_TRUE(found) << "the clicked card is the human's answer";
}

TEST(CamelotTable, RussianTableHasNoEnglishWordOfTheGame) {
  UiDriver d(1280, 720, "ru");
  start(d, 3);
  play_until(d, 40);
  const FrameTrace& f = d.frame();
  d.screenshot("camelot_table_ru");
  for (const char* english : {"Round Table", "Siege", "Swords", "Black Knight", "Excalibur", "Grail", "Life",
                              "White cards", "Saxon", "Pict", "River"})
    EXPECT_FALSE(f.drew(english)) << english;
  EXPECT_TRUE(f.drew("Круглый стол"));
}

}  // namespace
}  // namespace rt::ui
