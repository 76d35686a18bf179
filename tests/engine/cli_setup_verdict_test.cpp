// cli_setup_verdict_test.cpp: a game's check_setup at the command line. `play --tty` refuses a
// setup with errors in one translated line, shows warnings and asks to accept them (or takes
// --accept-warnings); `simulate` prints warnings to stderr and plays, and refuses errors.
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.hpp"

namespace rt::test {
namespace {

const std::string kAvalon = "play --tty --game avalon --players 5 --bots all --seed 3 ";

TEST(CliSetupVerdict, TtyRefusesAnErrorInOneTranslatedLine) {
  CommandResult en = run_roundtable(kAvalon + "--lang en --option morgana=true --option percival=false");
  EXPECT_NE(en.code, 0);
  EXPECT_EQ(en.out, "roundtable: Morgana must be played in combination with Percival\n");
  CommandResult ru = run_roundtable(kAvalon + "--lang ru --option morgana=true");
  EXPECT_NE(ru.code, 0);
  EXPECT_EQ(count_lines(ru.out), 1) << ru.out;
  EXPECT_NE(ru.out.find("Персивал"), std::string::npos) << ru.out;
}

TEST(CliSetupVerdict, TtyAsksToAcceptWarnings) {
  const std::string save = " --save " + ::testing::TempDir() + "/warned.jsonl";
  // Declined (or no answer): nothing starts, one line says so, non-zero exit.
  CommandResult no = run_roundtable(kAvalon + "--lang en --option cleric=true" + save, true, write_temp_file("no.txt", "n\n"));
  EXPECT_NE(no.code, 0);
  EXPECT_NE(no.out.find("Cleric is recommended for games of 7 or more players"), std::string::npos) << no.out;
  EXPECT_NE(no.out.find("roundtable: The setup was not accepted"), std::string::npos) << no.out;
  EXPECT_EQ(no.out.find("The game is over"), std::string::npos);
  // Accepted: the game is played.
  CommandResult yes = run_roundtable(kAvalon + "--lang en --option cleric=true" + save, true, write_temp_file("yes.txt", "y\n"));
  EXPECT_EQ(yes.code, 0) << yes.out;
  EXPECT_NE(yes.out.find("The game is over"), std::string::npos) << yes.out;
  // --accept-warnings: shown, not asked.
  CommandResult flag = run_roundtable(kAvalon + "--lang uk --accept-warnings --option cleric=true" + save);
  EXPECT_EQ(flag.code, 0) << flag.out;
  EXPECT_NE(flag.out.find("Правила не радять"), std::string::npos) << flag.out;
}

TEST(CliSetupVerdict, SimulatePrintsWarningsAndRefusesErrors) {
  CommandResult w = run_roundtable("simulate --game avalon --players 5 --games 3 --seed 1 --lang en --option cleric=true", false);
  EXPECT_EQ(w.code, 0) << w.out;
  CommandResult both = run_roundtable("simulate --game avalon --players 5 --games 3 --seed 1 --lang en --option cleric=true");
  EXPECT_NE(both.out.find("roundtable: warning: Cleric is recommended for games of 7 or more players"), std::string::npos)
      << both.out;
  EXPECT_EQ(w.out.find("warning"), std::string::npos) << "warnings go to stderr";
  CommandResult e = run_roundtable("simulate --game avalon --players 5 --games 3 --lang en --option morgana=true");
  EXPECT_NE(e.code, 0);
  EXPECT_EQ(e.out, "roundtable: Morgana must be played in combination with Percival\n");
}

}  // namespace
}  // namespace rt::test
