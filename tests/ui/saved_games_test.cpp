// saved_games_test.cpp: the setup screen's saved games on a folder of their own: one entry per
// game (a finished game's journal and the record saved from it are one game), date, game,
// players and result, newest first, Resume only for a game not finished (Replay for all); and
// `roundtable play --screenshot` leaves no journal there; a journal the disk stops taking is said
// on the table, not claimed saved.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <filesystem>
#include <thread>

#include "test_support.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

namespace fs = std::filesystem;

std::string fresh_data_home(const std::string& name) {
  const std::string dir = UiDriver::home_dir() + "/" + name;
  fs::remove_all(dir);
  setenv("XDG_DATA_HOME", dir.c_str(), 1);
  return dir;
}

size_t files_in(const std::string& dir) {
  size_t n = 0;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(dir, ec)) n += e.is_regular_file();
  return n;
}

rt::Setup resistance(const std::vector<std::string>& names, uint64_t seed) {
  rt::Setup s;
  s.game = "resistance";
  s.players = names;
  s.controllers.assign(names.size(), "bot");
  s.seed = seed;
  return s;
}

TEST(SavedGames, OneEntryPerGameNewestFirstResumeOnlyWhenUnfinished) {
  UiDriver d;
  const std::string home = fresh_data_home("saved_games");
  // A finished game, bots only, and its record saved from the end screen.
  ASSERT_EQ(d.app().start_game(resistance({"Ann", "Bob", "Cid", "Dan", "Eve"}, 5), std::vector<bool>(5, true)), "");
  for (int i = 0; i < 3000 && d.app().screen() != Screen::End; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
  d.app().save_record();
  ASSERT_EQ(files_in(games_dir()), 2u) << "a journal and a record";
  // A newer game, not finished: a human at seat 1 who has not answered.
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));  // a later time stamp
  rt::Setup open = resistance({"Zoe", "Yan", "Xia", "Wil", "Val"}, 6);
  open.controllers[0] = "human";
  ASSERT_EQ(d.app().start_game(open, {false, true, true, true, true}), "");
  ASSERT_EQ(files_in(games_dir()), 3u);

  d.app().open_setup();
  d.frame();
  const FrameTrace& t = d.frame();
  d.screenshot("saved_games_list");
  ASSERT_EQ(d.app().draft().saved->size(), 2u) << "the journal and the record of one game are one entry";
  // Newest first: the unfinished game, then the finished one.
  EXPECT_FALSE(d.app().draft().saved->at(0).finished);
  EXPECT_TRUE(d.app().draft().saved->at(1).finished);
  EXPECT_TRUE(t.drew("Zoe, Yan, Xia, Wil, Val"));
  EXPECT_TRUE(t.drew("Ann, Bob, Cid, Dan, Eve"));
  EXPECT_TRUE(t.drew("Not finished"));
  EXPECT_TRUE(t.drew("Winner: "));
  EXPECT_TRUE(t.drew(saved_date(d.app().draft().saved->at(0).when)));
  EXPECT_TRUE(d.has("setup.saved.1.resume"));
  EXPECT_TRUE(d.has("setup.saved.1.replay"));
  EXPECT_FALSE(d.has("setup.saved.2.resume")) << "a finished game is not resumed";
  EXPECT_TRUE(d.has("setup.saved.2.replay"));
  EXPECT_FALSE(d.has("setup.saved.3.replay"));
  for (auto& x : t.texts) EXPECT_EQ(x.find(games_dir()), std::string::npos) << "a path on screen: " << x;
  // Replay the finished game; back; resume the other.
  ASSERT_TRUE(d.click("setup.saved.2.replay"));
  EXPECT_EQ(d.app().screen(), Screen::Replay);
  EXPECT_EQ(d.app().replay()->record.setup.players.at(0), "Ann");
  d.frame();
  ASSERT_TRUE(d.click("replay.close"));
  ASSERT_EQ(d.app().screen(), Screen::Setup);
  d.frame();
  ASSERT_TRUE(d.click("setup.saved.1.resume"));
  EXPECT_EQ(d.app().screen(), Screen::Table);
  EXPECT_EQ(d.app().game()->session().record().setup.players.at(0), "Zoe");
}

TEST(SavedGames, TheListAtOneHundredFiftyPercentInRussianFits) {
  UiDriver d(1280, 720, "ru");
  fresh_data_home("saved_games_ru");
  ASSERT_EQ(d.app().start_game(resistance({"Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зоя", "Иван", "Кира"}, 7),
                               std::vector<bool>(10, true)),
            "");
  for (int i = 0; i < 4000 && d.app().screen() != Screen::End; ++i) d.frame();
  d.app().open_setup();
  d.app().settings().scale = 1.5f;
  d.frame();
  d.frame();
  // Down to the list.
  for (int i = 0; i < 60 && !(d.has("setup.saved.1.replay") && d.frame().targets.at("setup.saved.1.replay").rect.y1 < 700); ++i) {
    std::string over;
    for (auto& [id, target] : trace().targets)
      if (over.empty() && id.rfind("setup.", 0) == 0 && target.rect.cy() > 120 && target.rect.cy() < 680) over = id;
    ASSERT_TRUE(d.scroll(over, 1));
  }
  const FrameTrace& t = d.frame();
  d.screenshot("saved_games_list_ru_150");
  ASSERT_TRUE(t.targets.count("setup.saved.1.replay"));
  for (auto& [id, target] : t.targets)
    if (id.rfind("setup.saved.", 0) == 0 || id == "setup.path" || id == "setup.replay") {
      EXPECT_LE(target.rect.x1, 1280 - 10) << id << " is cut at the right";
      EXPECT_GE(target.rect.x0, 0) << id;
    }
  EXPECT_TRUE(t.drew("Победа: "));
}

TEST(SavedGames, AScreenshotWritesNoJournal) {
  const std::string home = UiDriver::home_dir() + "/screenshot_run";
  fs::remove_all(home);
  const std::string png = UiDriver::artifacts_dir() + "/cli_no_journal.png";
  std::string out;
  const int code = test::run_command("SDL_VIDEODRIVER=offscreen XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home +
                                         "/config " + test::roundtable_binary() +
                                         " play --game resistance --players 5 --bots all --seed 3 --screenshot " + png +
                                         " 2>&1 </dev/null",
                                     &out);
  ASSERT_EQ(code, 0) << out;
  EXPECT_TRUE(fs::exists(png));
  EXPECT_EQ(files_in(home + "/data/roundtable/games"), 0u) << "a screenshot left a game in the saved games";
  EXPECT_FALSE(fs::exists(home + "/config/roundtable/table-view.json")) << "nor settings";
}

// Two Roundtables (or two tests run in parallel) start a game of one seed in the same second:
// each claims its own file, even before either has written a line (CI once had both open one).
TEST(SavedGames, TwoGamesStartedInOneSecondGetTwoFiles) {
  fresh_data_home("same_second");
  std::vector<std::string> paths;
  for (int i = 0; i < 5; ++i) paths.push_back(new_game_path("resistance", 7, ".jsonl"));
  std::sort(paths.begin(), paths.end());
  EXPECT_EQ(std::unique(paths.begin(), paths.end()), paths.end()) << "one name given twice";
  for (auto& p : paths) EXPECT_TRUE(fs::exists(p)) << p << " was not claimed";
  EXPECT_EQ(files_in(games_dir()), 5u);
}

// The disk fills mid-game (a file-size limit on this process): the table says the game is not
// saved while answers wait, and once space is back the waiting answers are written in order,
// the warning goes and the journal holds the whole game so far.
TEST(SavedGames, AFullDiskIsSaidOnTheTableUntilTheWaitingAnswersAreWritten) {
  UiDriver d;
  fresh_data_home("full_disk");
  rt::Setup s = resistance({"Ann", "Bob", "Cid", "Dan", "Eve"}, 8);
  s.controllers[0] = "human";
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
  TableController& g = *d.app().game();
  ASSERT_NE(g.journal(), nullptr);
  const std::string path = g.journal()->path();
  auto play_answers = [&](size_t more) {
    const size_t until = g.session().record().decisions.size() + more;
    for (int i = 0; i < 3000 && d.app().screen() == Screen::Table && g.session().record().decisions.size() < until; ++i) {
      d.frame();
      if (g.in_reveal()) g.reveal_seen();
      if (g.curtain_for() >= 0) g.dismiss_curtain();
      if (g.human_to_act() == 0) answer_first_legal(g);
    }
  };
  play_answers(2);
  bool said = false;
  {
    void (*old_handler)(int) = std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit full = old;
    full.rlim_cur = fs::file_size(path) + 8;  // part of one more line
    setrlimit(RLIMIT_FSIZE, &full);
    play_answers(4);
    for (int i = 0; i < 3 && !said; ++i) said = d.frame().drew("Not saved");
    EXPECT_FALSE(g.journal()->saved());
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, old_handler);
  }
  EXPECT_TRUE(said) << "the table never said the game was not saved";
  d.screenshot("saved_games_not_saved");
  ASSERT_EQ(d.app().screen(), Screen::Table);
  play_answers(1);
  EXPECT_TRUE(g.journal()->saved());
  EXPECT_FALSE(d.frame().drew("Not saved"));
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::string error;
  auto r = parse_record(text.str(), path, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(record_to_value(*r)["decisions"], record_to_value(g.session().record())["decisions"]);
}

}  // namespace
}  // namespace rt::ui
