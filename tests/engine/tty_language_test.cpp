// tty_language_test.cpp: `roundtable play --tty --lang ru|uk` speaks only Russian or Ukrainian:
// a whole hot-seat game (prompts, help, refusals, the log, the end) has no English word in it,
// and flag errors come in the language too. Names, paths, the command to resume and the key
// names (Enter) are all that may be in Latin letters.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "test_support.hpp"

namespace rt::test {
namespace {

std::string answers_file() {
  const std::string path = ::testing::TempDir() + "/tty_language_answers.txt";
  std::ofstream out(path);
  for (int i = 0; i < 300; ++i) out << "\n1\n1 2\n2 3 4\n1 2 3 4\nxyz\n2\n";  // "xyz": a refused answer
  return path;
}

std::string run(const std::string& args) {
  std::string out;
  run_command(roundtable_binary() + " " + args + " <" + answers_file() + " 2>&1", &out);
  return out;
}

// The lines of out holding a run of 3+ Latin letters outside the allowed words.
std::string english_lines(const std::string& out) {
  std::istringstream in(out);
  std::string line, found;
  while (std::getline(in, line)) {
    std::string l = line;
    for (const std::string allowed : {"roundtable play --tty --resume", "roundtable help", "roundtable", "Enter", "P1", "P2", "P3",
                                      "P4", "P5", "P6", "P7"})
      for (size_t at; (at = l.find(allowed)) != std::string::npos;) l.erase(at, allowed.size());
    for (size_t at; (at = l.find('/')) != std::string::npos;) {  // paths
      size_t end = l.find_first_of(" \n", at);
      l.erase(at, end == std::string::npos ? std::string::npos : end - at);
    }
    int run = 0;
    for (char c : l) {
      run = ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) ? run + 1 : 0;
      if (run >= 3) {
        found += "  " + line + "\n";
        break;
      }
    }
  }
  return found;
}

TEST(TtyLanguage, AWholeGameInRussianOrUkrainianHasNoEnglish) {
  const std::string save = " --save " + ::testing::TempDir() + "/tty_language.jsonl";
  for (const std::string lang : {"ru", "uk"}) {
    for (const std::string game :
         {"avalon --players 7 --option percival=true --option morgana=true --option lady_of_the_lake=true "
          "--option plot_cards=true --accept-warnings",
          "resistance --players 6 --option plot_cards=true --option mission_selection=true"}) {
      const std::string out =
          run("play --tty --names P1,P2,P3,P4,P5,P6" + std::string(game.rfind("avalon", 0) == 0 ? ",P7" : "") +
              " --bots 3-" + std::string(game.rfind("avalon", 0) == 0 ? "7" : "6") + " --seed 9 --lang " + lang + " --game " + game + save);
      ASSERT_NE(out.find(lang == "ru" ? "Игра окончена" : "Гру закінчено"), std::string::npos) << out;
      EXPECT_NE(out.find(lang == "ru" ? "Не принято" : "Не прийнято"), std::string::npos) << "a refusal was seen";
      EXPECT_EQ(english_lines(out), "") << lang << " " << game;
    }
  }
}

TEST(TtyLanguage, FlagErrorsAreTranslated) {
  EXPECT_NE(run("play --tty --lang ru --bogus").find("неизвестный параметр «--bogus»"), std::string::npos);
  EXPECT_NE(run("play --tty --lang=uk --seed").find("після --seed потрібне значення"), std::string::npos);
  EXPECT_NE(run("play --tty --lang ru --seed x").find("ожидается целое число"), std::string::npos);
  EXPECT_NE(run("play --tty --lang en --bogus").find("unknown flag '--bogus' for play"), std::string::npos);
}

// The check itself catches English.
TEST(TtyLanguage, TheCheckCatchesEnglish) {
  EXPECT_NE(english_lines("Ваше решение: Approve\n"), "");
  EXPECT_EQ(english_lines("Передайте устройство: P2. Затем нажмите Enter.\n"), "");
}

}  // namespace
}  // namespace rt::test
