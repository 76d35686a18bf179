// camelot_tty_test.cpp: Shadows over Camelot in the terminal (`play --tty`), a person at seat 1
// and four heuristic knights, in English, Russian and Ukrainian: the game is played to its end,
// and each time the person is asked the table says what the table view draws (the quests and
// their state, the cards on each quest's board, the decks and discards, the relics, who is dead),
// every placeholder filled.
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.hpp"

namespace rt::test {
namespace {

// Answers as a person in a hurry gives them: mostly the first option, sometimes two or three
// cards, a curtain's Enter.
std::string hurried_answers() {
  const std::string path = ::testing::TempDir() + "/camelot_tty_answers.txt";
  std::ofstream out(path);
  for (int i = 0; i < 400; ++i) out << "1\n\n1\n2\n1 2\n1\n3\n";
  return path;
}

struct Words {
  std::string lang, over, quests, boards, decks, relics;
};

// Before: the terminal listed the counters that had a text (swords, siege engines, life, places,
// the wars' warriors) and nothing of the quests' boards, the decks or the relics.
TEST(CamelotTty, TheTableSaysTheBoardsDecksAndRelicsInEveryLanguage) {
  const std::vector<Words> langs = {
      {"en", "The game is over.", "Quests: the Black Knight — open", "On the quests:", "White deck ", "Relics, seat by seat: "},
      {"ru", "Игра окончена.", "Квесты: Чёрный рыцарь — открыт", "На квестах:", "Белая колода ", "Реликвии по местам: "},
      {"uk", "Гру закінчено.", "Квести: Чорний лицар — відкритий", "На квестах:", "Біла колода ", "Реліквії по місцях: "},
  };
  for (const Words& w : langs) {
    const std::string save = ::testing::TempDir() + "/camelot_tty_" + w.lang + ".jsonl";
    const CommandResult r = run_roundtable("play --tty --game camelot --names P1,P2,P3,P4,P5 --bots 2-5 --seed 5 --lang " +
                                               w.lang + " --save " + save,
                                           true, hurried_answers());
    ASSERT_EQ(r.code, 0) << r.out.substr(r.out.size() > 3000 ? r.out.size() - 3000 : 0);
    EXPECT_NE(r.out.find(w.over), std::string::npos) << w.lang << ": the game was not played to its end";
    for (const std::string& line : {w.quests, w.boards, w.decks, w.relics})
      EXPECT_NE(r.out.find(line), std::string::npos) << w.lang << ": no \"" << line << "\" on the table";
    // Every quest's board named on its own line, and no placeholder left unfilled.
    EXPECT_NE(r.out.find(w.lang == "en" ? "\n    the Pict War: white " : w.lang == "ru" ? "\n    Война с пиктами: белые "
                                                                                          : "\n    Війна з піктами: білі "),
              std::string::npos)
        << w.lang;
    EXPECT_EQ(r.out.find("{value"), std::string::npos) << w.lang << ": a placeholder left as written";
  }
}

// Before: the table block listed the counters by their ids' alphabetical order (who accused,
// black swords, the boards ... white swords last). Now in the order of the game's table layout:
// the turn's knight, the dead, the places, the relics, life, then the Round Table's swords, the
// siege and the quests; the counters the layout does not name (the turn, the decks...) after.
TEST(CamelotTty, TheTableListsItsCountersInTheLayoutsOrder) {
  const std::string save = ::testing::TempDir() + "/camelot_tty_order.jsonl";
  const CommandResult r = run_roundtable("play --tty --game camelot --names P1,P2,P3 --bots 2-3 --seed 5 --lang en --save " + save,
                                         true, hurried_answers());
  const size_t table = r.out.find("The table:\n");
  ASSERT_NE(table, std::string::npos) << r.out.substr(0, 3000);
  const std::string block = r.out.substr(table, r.out.find("What happened:", table) - table);
  std::vector<size_t> at;
  for (const char* line : {"\n  Turn of ", "\n  Where, seat by seat: ", "\n  Relics, seat by seat: ", "\n  Life, seat by seat: ",
                           "\n  White swords: ", "\n  Black swords: ", "\n  Siege engines: ", "\n  Quests: ",
                           "\n  On the quests:", "\n  Have accused", "\n  Turn 0"}) {
    at.push_back(block.find(line));
    EXPECT_NE(at.back(), std::string::npos) << "no \"" << line + 3 << "\" in\n" << block;
  }
  for (size_t i = 1; i < at.size(); ++i) EXPECT_LT(at[i - 1], at[i]) << "line " << i << " out of order in\n" << block;
}

}  // namespace
}  // namespace rt::test
