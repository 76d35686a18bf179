// boards_ui_test.cpp: the table layout's boards, numbers per seat and hand (engine/ui/boards.cpp)
// in the real table view, on the engine tests' fixture game "boards": the boards show their
// cards (face down when the face is hidden), seats, counts, positions, lists and decks; a board
// whose status is listed as hidden is not drawn; each seat's plate shows its life and its hand's
// size; the viewer's hand is in its private panel, the cards the decision offers ringed and picked
// there by a click.
#include <gtest/gtest.h>

#include <algorithm>

#include "ui_driver.hpp"

namespace rt::ui {
namespace {

const std::string kFixtures = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/engine/fixtures/scripts";

bool drew_exactly(const FrameTrace& f, const std::string& s) {
  return std::find(f.texts.begin(), f.texts.end(), s) != f.texts.end();
}

std::vector<std::string> targets_starting(const FrameTrace& f, const std::string& prefix, bool enabled) {
  std::vector<std::string> out;
  for (auto& [id, target] : f.targets)
    if (id.rfind(prefix, 0) == 0 && target.enabled == enabled) out.push_back(id);
  return out;
}

class TableViewBoards : public ::testing::Test {
 protected:
  void SetUp() override {
    rt::Setup setup;
    setup.game = "boards";
    setup.players = {"Ann", "Bob", "Cid"};
    setup.controllers = {"human", "bot", "bot"};
    setup.seed = 5;
    ASSERT_EQ(d.app().start_game(setup, {false, true, true}), "");
    d.frame();
    if (d.app().game()->in_reveal()) d.app().game()->reveal_seen();
    d.frame();
  }
  UiDriver d{1280, 720, "en", kFixtures};
};

TEST_F(TableViewBoards, BoardsShowTheirCardsSeatsAndCounters) {
  const FrameTrace& f = d.frame();
  d.screenshot("boards_fixture_table");
  // The seats at each board, by the per-seat place counter.
  EXPECT_TRUE(drew_exactly(f, "East board: Ann, Cid"));
  EXPECT_TRUE(drew_exactly(f, "West board: Bob"));
  // The west board's cards: its zone's card (a face nobody's, so face down), then its then_zone's
  // card, of which the view holds only the count, as a back in the same row of places.
  EXPECT_EQ(std::count(f.texts.begin(), f.texts.end(), "West board: ?"), 2);
  // Counts, positions, lists and zone counts, each with its board and caption.
  EXPECT_TRUE(drew_exactly(f, "East board / Raiders: 3/4"));
  EXPECT_TRUE(drew_exactly(f, "West board / River: -1"));
  EXPECT_TRUE(drew_exactly(f, "Camp / Marks: Black 1, White 2"));
  const Value& deck = *std::find_if(d.app().game()->view()["zones"].begin(), d.app().game()->view()["zones"].end(),
                                    [](const Value& z) { return z["id"] == "deck"; });
  EXPECT_TRUE(drew_exactly(f, "Camp: Deck " + std::to_string(deck["count"].get<int>())));
  // A board whose status is one of its hidden values is not drawn.
  EXPECT_FALSE(f.drew("North board"));
  for (int b : {1, 2, 4}) EXPECT_TRUE(f.areas.count("board." + std::to_string(b))) << b;
  EXPECT_FALSE(f.areas.count("board.3"));
  // The boards lie inside the tracks' area, in the middle of the table.
  const Rect tracks = f.areas.at("tracks"), east = f.areas.at("board.1");
  EXPECT_GE(east.x0, tracks.x0 - 1);
  EXPECT_LE(east.x1, tracks.x1 + 1);
}

TEST_F(TableViewBoards, EachSeatShowsItsLifeAndHandSizeNotItsHand) {
  const FrameTrace& f = d.frame();
  EXPECT_TRUE(drew_exactly(f, "Life 4: Ann"));
  EXPECT_TRUE(drew_exactly(f, "Life 5: Bob"));
  EXPECT_TRUE(drew_exactly(f, "Life 2: Cid"));
  EXPECT_TRUE(drew_exactly(f, "Cards in hand 4: Ann"));
  EXPECT_TRUE(drew_exactly(f, "Cards in hand 4: Bob"));
  // A zone shown as a number is not drawn as a card on the plate.
  EXPECT_FALSE(f.targets.count("hover.card.2"));
}

TEST_F(TableViewBoards, TheHandIsThePickerAndOnlyOfferedCardsCanBePicked) {
  const FrameTrace& f = d.frame();
  const Value req = d.app().game()->view()["decision"];
  ASSERT_EQ(req["kind"], "pick_entities");
  // Every card of the hand is drawn in the private panel; the offered (odd) ones are clickable.
  const auto can = targets_starting(f, "hand.", true), cannot = targets_starting(f, "hand.", false);
  EXPECT_EQ(can.size(), req["entities"].size());
  EXPECT_EQ(can.size() + cannot.size(), 4u);
  EXPECT_TRUE(f.drew("ui.tv.pick_in_hand"));  // the fixture folder has no ui texts: the key
  EXPECT_TRUE(f.areas.count("private.hand"));
  // The decision panel draws no second copy of the cards.
  EXPECT_TRUE(targets_starting(f, "entity.", true).empty());
  EXPECT_FALSE(d.enabled("decision.confirm"));
  if (!cannot.empty()) {  // a card not offered does not pick
    ASSERT_TRUE(d.click(cannot[0]));
    d.frame();
    EXPECT_FALSE(d.enabled("decision.confirm"));
  }
  ASSERT_TRUE(d.click(can[0]));
  d.frame();
  EXPECT_TRUE(d.enabled("decision.confirm"));
  d.screenshot("boards_fixture_hand_picked");
  ASSERT_TRUE(d.click("decision.confirm"));
  const auto& decisions = d.app().game()->session().record().decisions;
  ASSERT_GE(decisions.size(), 1u);
  const int id = std::stoi(can[0].substr(5));
  EXPECT_EQ(decisions[0].answer, Value::array({id}));
}

// Before: the offered cards moved to the front of the hand as soon as a pick began, so a card
// could move from under the pointer. A hand that is whole in sight keeps its order.
TEST_F(TableViewBoards, AHandThatFitsKeepsItsOrderWhenAPickBegins) {
  const FrameTrace& f = d.frame();
  const Value view = d.app().game()->view();
  ASSERT_EQ(view["decision"]["kind"], "pick_entities");
  std::vector<std::string> dealt, drawn;
  for (auto& e : view["entities"])
    if (e.value("owner", 0) == 1 && e["props"].contains("value")) {
      const std::string v = std::to_string(e["props"]["value"].get<int>());
      bool offered = false;
      for (auto& id : view["decision"]["entities"]) offered = offered || id == e["id"];
      dealt.push_back("Hand: " + v + (offered ? " *" : ""));
    }
  for (const std::string& text : f.texts)
    if (text.rfind("Hand: ", 0) == 0) drawn.push_back(text);
  ASSERT_EQ(dealt.size(), 4u);
  // The deal puts a card not offered before an offered one, so a re-sort would show.
  const auto first_not = std::find_if(dealt.begin(), dealt.end(), [](auto& s) { return s.back() != '*'; });
  ASSERT_NE(std::find_if(first_not, dealt.end(), [](auto& s) { return s.back() == '*'; }), dealt.end())
      << "pick another seed: the offered cards already come first";
  EXPECT_EQ(drawn, dealt);
}

TEST_F(TableViewBoards, APlayedCardLiesFaceUpOnItsBoard) {
  const Value req = d.app().game()->view()["decision"];
  const int id = req["entities"][0].get<int>();
  ASSERT_EQ(d.app().game()->answer(Value::array({id})), "");
  for (int i = 0; i < 5; ++i) d.frame();
  int value = 0;
  const Value onlooker = d.app().game()->session().view(-2);  // a seat-less onlooker's view
  for (auto& e : onlooker["entities"])
    if (e["id"] == id && e["props"].contains("value")) value = e["props"]["value"].get<int>();
  ASSERT_GT(value, 0) << onlooker.dump();
  const FrameTrace& f = d.frame();
  EXPECT_TRUE(drew_exactly(f, "East board / Cards: " + std::to_string(value)));
  d.screenshot("boards_fixture_played");
}

}  // namespace
}  // namespace rt::ui
