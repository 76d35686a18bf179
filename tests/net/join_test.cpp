// join_test.cpp: two roundtable processes play one game over loopback. The host is the table
// view (`play --phones --remote 2`, headless through SDL's offscreen driver) with bots at the
// other seats; `roundtable join 127.0.0.1:PORT --seat 2` plays seat 2 from the terminal (its
// answers drawn at random from each request) until the game is over. The host's journal holds the
// whole game, the joined side printed its seat's log and the end; bad addresses are refused.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <thread>

#include "core/record.hpp"
#include "lua/session.hpp"
#include "test_support.hpp"

namespace rt {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

TEST(JoinOverTheNetwork, TwoProcessesPlayOneGameToItsEnd) {
  const std::string dir = ::testing::TempDir() + "/join_two_processes";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string bin = test::roundtable_binary(), journal = dir + "/game.jsonl", log = dir + "/host.log";
  const std::string host = "SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME=" + dir + " " + bin +
                           " play --phones --bind 127.0.0.1 --game avalon --players 5 --bots 1,3-5 --remote 2"
                           " --pace 0 --seed 11 --no-remember --save " + journal;
  std::string out;
  ASSERT_EQ(test::run_command("(" + host + " > " + log + " 2>&1 & echo $! > " + dir + "/pid)", &out), 0);
  const pid_t pid = std::stoi(slurp(dir + "/pid"));
  std::smatch m;
  std::string said;
  const std::regex url("phones join at http://127\\.0\\.0\\.1:([0-9]+)/");
  for (int i = 0; i < 300 && !std::regex_search(said, m, url); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    said = slurp(log);
  }
  ASSERT_TRUE(std::regex_search(said, m, url)) << said;
  const std::string address = "127.0.0.1:" + m[1].str();
  const int rc = test::run_command("timeout 60 " + bin + " join " + address + " --tty --seat 2 --name Remote --random-answers --seed 4 2>&1", &out);
  ::kill(pid, SIGTERM);
  EXPECT_EQ(rc, 0) << out << "\nhost:\n" << slurp(log);
  EXPECT_NE(out.find("You have joined seat 2 of the table at " + address), std::string::npos) << out;
  EXPECT_NE(out.find("The game is over."), std::string::npos) << out;
  EXPECT_NE(out.find("Your decision:"), std::string::npos) << out;
  // The host's journal holds the whole game, seat 2's answers among them.
  std::string error;
  auto record = parse_record(slurp(journal), journal, error);
  ASSERT_TRUE(record) << error;
  auto game = Session::replay(test::builtin_catalog(), *record, journal, error);
  ASSERT_TRUE(game) << error;
  EXPECT_TRUE(game->over());
  int seat2 = 0;
  for (auto& a : record->decisions) seat2 += a.seat == 1;
  EXPECT_GT(seat2, 0);
  EXPECT_EQ(record->setup.controllers[1], "human");
  for (int i = 0; i < 100 && ::kill(pid, 0) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

TEST(JoinOverTheNetwork, BadAddressesAndAbsentTablesAreRefusedInWords) {
  const std::string bin = test::roundtable_binary();
  std::string out;
  EXPECT_EQ(test::run_command(bin + " join 2>&1", &out), 2);
  EXPECT_NE(out.find("Usage: roundtable join ADDRESS"), std::string::npos) << out;
  EXPECT_EQ(test::run_command(bin + " join 127.0.0.1:99999 2>&1", &out), 2);
  EXPECT_NE(out.find("Expected an address like"), std::string::npos) << out;
  EXPECT_EQ(test::run_command(bin + " join 127.0.0.1:1 --lang ru 2>&1", &out), 1);  // nobody listens on port 1
  EXPECT_NE(out.find("не принял вас: Стол недоступен."), std::string::npos) << out;
}

}  // namespace
}  // namespace rt
