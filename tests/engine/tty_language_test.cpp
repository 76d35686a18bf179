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

std::string language_answers() {
  const std::string path = ::testing::TempDir() + "/tty_language_answers.txt";
  std::ofstream out(path);
  for (int i = 0; i < 300; ++i) out << "\n1\n1 2\n2 3 4\n1 2 3 4\nxyz\n2\n";  // "xyz": a refused answer
  return path;
}

std::string run(const std::string& args) {
  std::string out;
  run_command(roundtable_binary() + " " + args + " <" + language_answers() + " 2>&1", &out);
  return out;
}

// The lines of out holding a run of 3+ Latin letters outside the allowed words.
std::string english_lines(const std::string& out) {
  std::istringstream in(out);
  std::string line, found;
  while (std::getline(in, line)) {
    std::string l = line;
    for (const std::string allowed : {"roundtable play --tty --resume", "roundtable play --replay", "roundtable help", "roundtable", "Enter", "P1", "P2", "P3",
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

// Setup options, saved games and --bots: the errors a player meets come in the language too (and
// stay as they were in English).
TEST(TtyLanguage, SetupResumeAndBotsErrorsAreTranslated) {
  const std::string damaged = ::testing::TempDir() + "/tty_language_damaged.jsonl";
  std::ofstream(damaged) << "{\"game\": \"avalon\"\n{{{\n";
  const std::string base = "play --tty --names P1,P2,P3,P4,P5,P6,P7 --seed 3 --game avalon ";
  struct Case {
    std::string args, ru, uk, en;
  };
  const std::vector<Case> cases = {
      {base + "--bots 2-7 --option moonlight=true", "нет параметра «moonlight»", "немає параметра «moonlight»", "unknown option 'moonlight'"},
      {base + "--bots 2-7 --option lady_of_the_lake=7", "может быть только «true» или «false»", "може бути лише «true» або «false»",
       "must be true or false"},
      {base + "--bots 2-9", "ожидаются номера мест от 1 до 7", "очікуються номери місць від 1 до 7", "seat numbers from 1 to 7"},
      {base + "--bots 2-7=nosuchbot", "нет бота «nosuchbot»", "немає бота «nosuchbot»", "nosuchbot"},
      {base + "--bots good=random", "а не стороны", "а не сторони", "not sides"},
      {"play --tty --resume /nonexistent/saved.jsonl", "не удаётся прочитать файл", "не вдається прочитати файл",
       "cannot read the file"},
      {"play --tty --resume " + damaged, "это не сохранённая игра", "це не збережена гра", "malformed"},
  };
  for (const Case& c : cases) {
    const std::string en = run(c.args + " --lang en");
    EXPECT_NE(en.find(c.en), std::string::npos) << c.args << "\n" << en;
    for (const std::string lang : {"ru", "uk"}) {
      const std::string out = run(c.args + " --lang " + lang);
      EXPECT_NE(out.find(lang == "ru" ? c.ru : c.uk), std::string::npos) << c.args << " " << lang << "\n" << out;
      // What the player typed (quoted «») and the option ids they may type are not English prose.
      std::string prose = out;
      for (size_t at; (at = prose.find("«")) != std::string::npos;) prose.erase(at, prose.find("»", at) + 2 - at);
      for (size_t at; (at = prose.find("--")) != std::string::npos;) prose.erase(at, prose.find(' ', at) - at);  // flags
      for (const char* ids : {"(параметры: ", "(параметри: "})
        if (size_t at = prose.find(ids); at != std::string::npos) prose.erase(at, prose.find(')', at) + 1 - at);
      EXPECT_EQ(english_lines(prose), "") << c.args << " " << lang;
    }
  }
}

// The check itself catches English.
TEST(TtyLanguage, TheCheckCatchesEnglish) {
  EXPECT_NE(english_lines("Ваше решение: Approve\n"), "");
  EXPECT_EQ(english_lines("Передайте устройство: P2. Затем нажмите Enter.\n"), "");
}

}  // namespace
}  // namespace rt::test
