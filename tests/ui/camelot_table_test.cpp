// camelot_table_test.cpp: Shadows over Camelot's table (scripts/camelot/layout.lua) in the real
// table view: every counter and zone the layout names is in the seat's view once the game runs;
// the boards, the knights' life and hand sizes are drawn; the human's white cards are in the
// private panel and the opening share is made by clicking one of them, the shared cards taken
// back by their names; in Russian no English
// word of the game is left on the table; at 1280x720, at 3, 5 and 7 knights, in en/ru/uk, at 100%
// and 150%, no text of the table or the hand is cut, shortened with "…" or drawn too small to read
// on a board, and no two chips under a knight cover each other.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "ui/boards.hpp"
#include "ui/layout.hpp"
#include "ui_driver.hpp"
#include "camelot_ui_helpers.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {
using namespace camelot_ui;

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
    if (!n.counter.empty()) { EXPECT_TRUE(c.contains(n.counter)) << n.counter; }
  for (auto& b : l.boards) {
    if (!b.status.counter.empty()) { EXPECT_NE(lookup(view, b.status), nullptr) << b.label; }
    if (!b.seats.counter.empty()) { EXPECT_TRUE(c.contains(b.seats.counter)) << b.label; }
    for (auto& r : b.rows) {
      if (r.kind == "cards") { EXPECT_TRUE(has_zone(view, r.zone)) << r.zone; }
      if (r.kind == "count" || r.kind == "position") { EXPECT_NE(lookup(view, r.value), nullptr) << b.label << " " << r.kind; }
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

// Taking a card from the opening share (a pick from the Round Table's zone, not from the hand):
// the offered cards are drawn as the table draws them, by their names, not as "kind: prop = value".
TEST(CamelotTable, TheShareIsTakenFromCardsShownByTheirNames) {
  UiDriver d;
  start(d, 2);
  TableController& g = *d.app().game();
  for (int i = 0; i < 400 && d.app().screen() == Screen::Table; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    if (g.view()["decision"]["prompt"] == "camelot.prompt.share_take") break;
    answer_first_legal(g);
  }
  ASSERT_EQ(g.view()["decision"]["prompt"], "camelot.prompt.share_take");
  const FrameTrace& f = d.frame();
  const Value offered = g.view()["decision"]["entities"];
  ASSERT_GE(offered.size(), 1u);
  for (auto& id : offered) EXPECT_TRUE(f.targets.count("entity." + std::to_string(id.get<int>()))) << id;
  EXPECT_FALSE(f.drew("card = ")) << "a card offered as its properties";
  // Each offered card's name (its short name where the game has one) is drawn.
  for (auto& id : offered)
    for (auto& e : g.view()["entities"])
      if (e["id"] == id) {
        const std::string card = e["props"]["card"].get<std::string>();
        const std::string key = "camelot.card." + card;
        const std::string name = d.catalog().has_text("en", key + ".short") ? d.catalog().text("en", key + ".short")
                                                                            : d.catalog().text("en", key);
        EXPECT_TRUE(f.drew(name)) << name;
      }
  d.screenshot("camelot_share_take");
}

// The seat's own loyalty card (props "loyalty" and "role", the same word) is said once beside
// it, not "loyalty: Loyal knight" then "card: Loyal knight" (a knight's loyalty shown twice).
TEST(CamelotTable, TheLoyaltyCardIsSaidOnce) {
  UiDriver d;
  start(d, 2);
  TableController& g = until_seat_one_is_asked(d);
  ASSERT_EQ(g.human_to_act(), 0);
  const FrameTrace& f = d.frame();
  const std::string loyalty = d.catalog().text("en", "camelot.loyalty.loyal");
  const std::string traitor = d.catalog().text("en", "camelot.loyalty.traitor");
  int lines = 0;
  for (const auto& s : f.texts)
    if (s.find(": " + loyalty) != std::string::npos || s.find(": " + traitor) != std::string::npos) ++lines;
  EXPECT_EQ(lines, 1) << "the loyalty card's words beside it";
}

// A count's noun agrees with the number through {n:plural:...}: no English line says "card(s)",
// and the Russian and Ukrainian lines take the one / few / many form (1, 2-4, 5 and more).
TEST(CamelotTable, CountsTakeTheNounsPluralForm) {
  UiDriver d;
  const Catalog& c = d.catalog();
  const Value english = c.texts("en", {"camelot."});
  ASSERT_GT(english.size(), 100u);
  for (auto it = english.begin(); it != english.end(); ++it)
    EXPECT_EQ(it.value().get<std::string>().find("(s)"), std::string::npos) << it.key() << ": " << it.value();
  auto discard = [&](const char* lang, int n) {
    return c.format(lang, "camelot.prompt.discard", Value{{"count", n}}, {});
  };
  EXPECT_EQ(discard("en", 1), "Discard 1 white card.");
  EXPECT_EQ(discard("en", 2), "Discard 2 white cards.");
  EXPECT_EQ(discard("ru", 1), "Сбросьте 1 белую карту.");
  EXPECT_EQ(discard("ru", 3), "Сбросьте 3 белые карты.");
  EXPECT_EQ(discard("ru", 5), "Сбросьте 5 белых карт.");
  EXPECT_EQ(discard("uk", 1), "Скиньте 1 білу карту.");
  EXPECT_EQ(discard("uk", 2), "Скиньте 2 білі карти.");
  EXPECT_EQ(discard("uk", 11), "Скиньте 11 білих карт.");
  const Value one{{"count", 1}, {"white", 4}, {"black", 3}};
  EXPECT_EQ(c.format("en", "camelot.log.traitor_undetected", one, {}),
            "The Traitor was never found: 1 white sword turns black (white 4, black 3).");
  EXPECT_EQ(c.format("ru", "camelot.log.traitor_undetected", Value{{"count", 2}, {"white", 4}, {"black", 3}}, {}),
            "Предатель так и не раскрыт: 2 белых меча становятся чёрными (белых 4, чёрных 3).");
}

// The terminal says a seat's own cards as sentences of the game's texts ("You are Sir Kay. May add
// one Fight card ..."),
// not as "Knight: card = Sir Kay", in en/ru/uk; a list of cards to pick names each card.
TEST(CamelotTable, TheTerminalSaysOnesOwnCardsAsSentences) {
  for (const char* lang : {"en", "ru", "uk"}) {
    UiDriver d(1280, 720, lang);
    start(d, 2);
    TableController& g = until_seat_one_is_asked(d);
    ASSERT_EQ(g.human_to_act(), 0) << lang;
    const Value& view = g.view();
    TextContext t(d.catalog(), lang, view);
    const std::vector<std::string> lines = private_lines(t, view);
    std::string role;
    for (auto& e : view["entities"])
      if (e.value("kind", "") == "knight" && e.value("owner", 0) == 1) role = e["props"]["role"].get<std::string>();
    ASSERT_FALSE(role.empty()) << lang;
    const std::string knight = d.catalog().format(lang, "camelot.entity.knight", Value{{"role", role}}, {});
    EXPECT_NE(std::find(lines.begin(), lines.end(), "  " + knight), lines.end()) << lang << ": " << knight;
    // ... with what the knight's power is (the rules at hand the table view shows on hover).
    EXPECT_NE(knight.find(t.tr("camelot.rules.role." + role)), std::string::npos) << lang << ": " << knight;
    int white = 0;
    for (const std::string& l : lines) {
      EXPECT_EQ(l.find(" = "), std::string::npos) << lang << ": " << l;
      const std::string head = d.catalog().format(lang, "camelot.entity.white", Value{{"card", "grail"}}, {});
      if (l.rfind("  " + head.substr(0, head.find(':')), 0) == 0) ++white;
    }
    EXPECT_EQ(white, 6) << lang << ": the five white cards and the Merlin card";
    for (auto& id : view["decision"]["entities"])
      for (auto& e : view["entities"])
        if (e["id"] == id) {
          const std::string listed = entity_line(t, e, true);
          EXPECT_EQ(listed, t.names[0] + ": " + t.tr("camelot.card." + e["props"]["card"].get<std::string>())) << lang;
        }
  }
}

// At 150% on 1280x720, a Camelot seat's private panel (six white cards, the knight and loyalty
// cards and their words) leaves the decision room for its prompt, its hint and its Confirm: the
// opening share's Confirm was scrolled out of the decision panel (uk, the longest words).
TEST(CamelotTable, AtOneHundredFiftyPercentTheDecisionKeepsItsConfirmInSight) {
  for (const char* lang : {"en", "ru", "uk"}) {
    UiDriver d(1280, 720, lang);
    d.app().settings().scale = 1.5f;
    start(d, 13);
    TableController& g = until_seat_one_is_asked(d);
    ASSERT_EQ(g.human_to_act(), 0) << lang;
    ASSERT_EQ(g.view()["decision"]["prompt"], "camelot.prompt.share_give") << lang;
    d.frame();
    const FrameTrace& f = d.frame();
    ASSERT_TRUE(f.targets.count("decision.confirm")) << lang;
    const auto target = f.targets.at("decision.confirm");
    EXPECT_TRUE(target.visible && target.shown.y1 - target.shown.y0 >= target.rect.y1 - target.rect.y0 - 1)
        << lang << ": the Confirm is cut off by the decision panel";
    EXPECT_EQ(std::count(f.scrolling.begin(), f.scrolling.end(), "panel.decision"), 0) << lang << ": the decision scrolls";
    // And the Heroic Action's five or six choices, one under another at this scale.
    for (int i = 0; i < 2000 && d.app().screen() == Screen::Table; ++i) {
      d.frame();
      if (g.in_reveal()) g.reveal_seen();
      if (g.curtain_for() >= 0) g.dismiss_curtain();
      if (g.human_to_act() != 0) continue;
      if (g.view()["decision"]["prompt"] == "camelot.prompt.heroic") break;
      answer_first_legal(g);
    }
    ASSERT_EQ(g.view()["decision"]["prompt"], "camelot.prompt.heroic") << lang;
    d.frame();
    const FrameTrace& h = d.frame();
    int choices = 0;
    for (auto& [id, c] : h.targets)
      if (id.rfind("choice.", 0) == 0) {
        ++choices;
        EXPECT_TRUE(c.visible && c.shown.y1 - c.shown.y0 >= c.rect.y1 - c.rect.y0 - 1) << lang << ": " << id << " is cut off";
      }
    EXPECT_GE(choices, 4) << lang;
    if (::testing::Test::HasFailure()) d.screenshot(std::string("camelot_150_") + lang + "_failed");
  }
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

// The end screen of a whole game (bots, the human answering its first legal option): its boards
// as the game ended, seen at 1280x800 and 1920x1080.
TEST(CamelotTable, TheEndScreenShowsTheBoardsAsTheyEnded) {
  for (auto [w, h] : {std::pair{1280, 800}, std::pair{1920, 1080}}) {
    UiDriver d(w, h, "en");
    start(d, 3);
    play_until(d, 100000);
    ASSERT_EQ(d.app().screen(), Screen::End);
    d.frame();
    const FrameTrace& f = d.frame();
    d.screenshot("camelot_end_" + std::to_string(w));
    EXPECT_TRUE(f.areas.count("board.1")) << "the Round Table's board on the end screen";
  }
}

// Plays until `moves` answers are in with the human to answer from its hand when possible (the
// cards it may play ringed), then checks the frame at each scale.
void check_readable(int knights, const std::string& lang, uint64_t seed, size_t moves) {
  for (float scale : {1.0f, 1.5f}) {
    UiDriver d(1280, 720, lang);
    // A game still running after `moves` answers (a seed whose game ends first is passed over).
    uint64_t tried = seed;
    for (; tried < seed + 8; ++tried) {
      start(d, tried, knights, true);
      play_until(d, moves);
      if (d.app().screen() == Screen::Table) break;
    }
    ASSERT_EQ(d.app().screen(), Screen::Table) << knights << " knights: every game ended before " << moves << " answers";
    d.app().settings().scale = scale;
    d.frame();
    d.frame();
    const FrameTrace& t = d.frame();
    const std::string name = "camelot_fit_" + std::to_string(knights) + "_" + lang + "_" + std::to_string(int(scale * 100));
    EXPECT_GT(t.text_boxes.size(), 20u);
    EXPECT_TRUE(t.areas.count("private.hand")) << name;
    const std::string bad = unreadable(t);
    EXPECT_EQ(bad, "") << name << ":\n" << bad;
    d.screenshot(name);
  }
}

// The README's picture (docs/camelot-table.jsonl at step 150): a knight holding a relic at the
// Round Table, two chips under one plate, seen by seat 1.
TEST(CamelotTableFit, TheReadmeReplayWithARelic) {
  const std::string record = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../docs/camelot-table.jsonl";
  for (const char* lang : {"en", "ru", "uk"})
    for (float scale : {1.0f, 1.5f}) {
      UiDriver d(1280, 720, lang);
      ASSERT_EQ(d.app().open_replay(record, 150, 1), "");
      d.app().settings().scale = scale;
      d.frame();
      d.frame();
      const FrameTrace& t = d.frame();
      const std::string name = std::string("camelot_fit_replay_") + lang + "_" + std::to_string(int(scale * 100));
      EXPECT_TRUE(t.areas.count("mark.relics.5")) << name << ": Eve's relic chip";
      const std::string bad = unreadable(t);
      EXPECT_EQ(bad, "") << name << ":\n" << bad;
      d.screenshot(name);
    }
}

// What lies on a quest beyond its cards is on its board: Heroism played on the Pict War (a sword
// more either way) is a chip there, and Excalibur won stays at the knights' bank (it went back to
// the middle, and the Heroism was only in the log). tests/ui/records/camelot_heroism.json: a
// 5-knight game at the answer after Heroism was played on the Picts, Excalibur won before.
TEST(CamelotTable, AQuestsBoardShowsTheHeroismOnItAndExcaliburWhereItEnded) {
  const std::string record = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/ui/records/camelot_heroism.json";
  for (const char* lang : {"en", "ru", "uk"})
    for (float scale : {1.0f, 1.5f}) {
      UiDriver d(1280, 720, lang);
      ASSERT_EQ(d.app().open_replay(record, 160, 1), "");
      d.app().settings().scale = scale;
      d.frame();
      const FrameTrace& t = d.frame();
      const std::string name = std::string("camelot_heroism_") + lang + "_" + std::to_string(int(scale * 100));
      const std::string picts = d.app().tr("camelot.quest.picts"), heroism = d.app().tr("camelot.table.mark.heroism");
      const std::string excalibur = d.app().tr("camelot.quest.excalibur") + " / " + d.app().tr("camelot.table.river") + ": ";
      bool chip = false, bank = false, other_chip = false;
      for (const std::string& s : t.texts) {
        chip |= s == picts + ": " + heroism;
        other_chip |= s.size() > heroism.size() + 2 && s.compare(s.size() - heroism.size() - 2, std::string::npos, ": " + heroism) == 0 &&
                      s != picts + ": " + heroism;
        bank |= s == excalibur + "5";
      }
      EXPECT_TRUE(chip) << name;
      EXPECT_FALSE(other_chip) << name << ": only the Picts have it";
      EXPECT_TRUE(bank) << name << ": Excalibur at the knights' bank (5)";
      const std::string bad = unreadable(t);
      EXPECT_EQ(bad, "") << name << ":\n" << bad;
      d.screenshot(name);
    }
}

TEST(CamelotTableFit, ThreeKnights) {
  for (const char* lang : {"en", "ru", "uk"}) check_readable(3, lang, 4, 60);
}
TEST(CamelotTableFit, FiveKnights) {
  for (const char* lang : {"en", "ru", "uk"}) check_readable(5, lang, 3, 110);
}
TEST(CamelotTableFit, SevenKnights) {
  for (const char* lang : {"en", "ru", "uk"}) check_readable(7, lang, 5, 200);
}

}  // namespace
}  // namespace rt::ui
