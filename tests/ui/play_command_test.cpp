// play_command_test.cpp: `roundtable play` as a user runs it: --screenshot renders a setup or
// a record headless to a PNG; bad flags and unreadable records get one line and a non-zero exit.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "test_support.hpp"
#include "ui_driver.hpp"

extern "C" int stbi_info(const char* filename, int* x, int* y, int* comp);

namespace rt::ui {
namespace {

struct Result {
  int code;
  std::string out;
};

Result run_play(const std::string& args) {
  Result r;
  const std::string home = UiDriver::home_dir();
  r.code = test::run_command("SDL_VIDEODRIVER=offscreen XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home +
                                 "/config " + test::roundtable_binary() + " play " + args + " 2>&1 </dev/null",
                             &r.out);
  return r;
}

void expect_png_size(const std::string& path, int w, int h) {
  int x = 0, y = 0, comp = 0;
  ASSERT_TRUE(stbi_info(path.c_str(), &x, &y, &comp)) << path;
  EXPECT_EQ(x, w);
  EXPECT_EQ(y, h);
}

TEST(PlayCommand, ScreenshotOfASetupAndOfARecord) {
  const std::string dir = UiDriver::artifacts_dir();
  std::remove((dir + "/cli_setup.png").c_str());
  Result r = run_play("--screenshot " + dir + "/cli_setup.png --lang uk");
  ASSERT_EQ(r.code, 0) << r.out;
  expect_png_size(dir + "/cli_setup.png", 1280, 720);

  const std::string journal = dir + "/cli_game.jsonl";
  std::remove(journal.c_str());
  r = run_play("--game resistance --names Ann,Bob,Cid,Dan,Eve,Fay,Gus --bots all --seed 11 --save " + journal +
           " --screenshot " + dir + "/cli_end.png --size 1920x1080");
  ASSERT_EQ(r.code, 0) << r.out;
  expect_png_size(dir + "/cli_end.png", 1920, 1080);

  r = run_play("--replay " + journal + " --step 12 --seat 2 --screenshot " + dir + "/cli_replay.png");
  ASSERT_EQ(r.code, 0) << r.out;
  expect_png_size(dir + "/cli_replay.png", 1280, 720);
}

TEST(PlayCommand, BadInputGetsOneLineAndANonZeroExit) {
  const std::string bad = ::testing::TempDir() + "/not_a_record.json";
  std::ofstream(bad) << "{ nope";
  struct Case {
    std::string args, expect;
    int code;
  };
  const std::vector<Case> cases = {
      {"--frobnicate", "unknown flag '--frobnicate'", 2},
      {"--size 12 --screenshot x.png", "--size", 2},
      {"--scale 9 --screenshot x.png", "--scale", 2},
      {"--pace fast --screenshot x.png", "--pace", 2},
      {"--replay /no/such/record.json --screenshot x.png", "cannot read", 1},
      {"--replay " + bad + " --screenshot x.png", "not_a_record.json", 1},
      {"--resume " + bad + " --screenshot x.png", "not_a_record.json", 1},
      {"--game nope --screenshot x.png", "unknown game 'nope'", 1},
      {"--game resistance --players 5 --bots 7 --screenshot x.png", "--bots", 2},
      {"--game resistance --players 3 --screenshot x.png", "--players", 2},
      {"--tty --screenshot x.png", "not --tty", 2},
  };
  for (auto& c : cases) {
    Result r = run_play(c.args);
    EXPECT_EQ(r.code, c.code) << c.args << "\n" << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << c.args << "\n" << r.out;
  }
}

}  // namespace
}  // namespace rt::ui
