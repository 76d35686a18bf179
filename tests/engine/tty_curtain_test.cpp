// tty_curtain_test.cpp: the terminal hot-seat game leaves nothing in the scrollback. Forced into
// terminal mode (ROUNDTABLE_TTY=1), the game runs on the alternate screen and every curtain wipes
// the screen and the scrollback before the next seat is asked to take the device: what a
// terminal keeps from the last wipe up to any "pass the device" prompt holds no seat's private
// view. In a pipe the output stays plain text, without escape codes.
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.hpp"

namespace rt::test {
namespace {

const std::string kEnterAlternate = "\x1b[?1049h", kLeaveAlternate = "\x1b[?1049l", kWipeScrollback = "\x1b[3J";

// Answers that fit every request sooner or later (a choice by number, 2 or 3 seats), repeated.
std::string curtain_answers() {
  const std::string path = ::testing::TempDir() + "/tty_curtain_answers.txt";
  std::ofstream out(path);
  for (int i = 0; i < 400; ++i) out << "1\n1 2\n2 3 4\n2\n";
  return path;
}

std::string play_hot_seat(bool force_terminal, const std::string& lang) {
  std::string out;
  const std::string env = force_terminal ? "ROUNDTABLE_TTY=1 " : "";
  const int code = run_command(env + roundtable_binary() + " play --tty --game resistance --players 5 --bots 3-5 --seed 7" +
                                   " --lang " + lang + " --save " + ::testing::TempDir() + "/tty_curtain_" + lang +
                                   (force_terminal ? "_terminal" : "_pipe") + ".jsonl <" +
                                   curtain_answers() + " 2>&1",
                               &out);
  EXPECT_EQ(code, 0) << out;
  return out;
}

size_t count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

TEST(TtyCurtain, NothingPrivateSurvivesACurtainOnATerminal) {
  const std::string out = play_hot_seat(true, "en");
  ASSERT_EQ(out.rfind(kEnterAlternate, 0), 0u) << "the game starts on the alternate screen";
  const size_t left = out.find(kLeaveAlternate);
  ASSERT_NE(left, std::string::npos);
  EXPECT_NE(out.find("The game is over", left), std::string::npos) << "the result is printed on the normal screen";
  EXPECT_EQ(out.find("Character card", left), std::string::npos) << "nothing private after leaving, before the end";

  const std::string pass = "Pass the device to";
  ASSERT_GE(count(out, pass), 4u) << out;
  ASSERT_GE(count(out, "You are "), 4u) << out;
  for (size_t at = out.find(pass); at != std::string::npos; at = out.find(pass, at + 1)) {
    const size_t wipe = out.rfind(kWipeScrollback, at);
    ASSERT_NE(wipe, std::string::npos) << "a curtain without a wipe before it";
    const std::string kept = out.substr(wipe, at - wipe);  // what a terminal still holds at the curtain
    EXPECT_EQ(kept.find("You are "), std::string::npos) << kept;
    EXPECT_EQ(kept.find("Character card"), std::string::npos) << kept;
    EXPECT_EQ(kept.find("You know"), std::string::npos) << kept;
  }
}

TEST(TtyCurtain, APipeGetsPlainText) {
  const std::string out = play_hot_seat(false, "ru");
  EXPECT_EQ(out.find('\x1b'), std::string::npos);
  EXPECT_NE(out.find("Передайте устройство: "), std::string::npos) << out;
  EXPECT_NE(out.find("Игра окончена"), std::string::npos) << out;
}

TEST(TtyCurtain, OneHumanNeedsNoCurtain) {
  std::string out;
  run_command("ROUNDTABLE_TTY=1 " + roundtable_binary() +
                  " play --tty --game resistance --players 5 --bots 2-5 --seed 7 --lang en --save " +
                  ::testing::TempDir() + "/tty_one.jsonl <" + curtain_answers() + " 2>&1",
              &out);
  EXPECT_EQ(out.find(kEnterAlternate), std::string::npos);
  EXPECT_EQ(out.find("Pass the device"), std::string::npos);
  EXPECT_NE(out.find("The game is over"), std::string::npos) << out;
}

}  // namespace
}  // namespace rt::test
