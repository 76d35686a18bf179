// replay_controls_test.cpp: the replay bar as a person uses it: Play advances one answer per
// 1/speed seconds of the clock and Pause stops it, the speed is chosen from a drop-down, the Left
// and Right arrow keys step back and forward, ">>" jumps to the next moment the table sees, and
// the bar fits 1280x720 at 150% in every language.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "ui_driver.hpp"

namespace rt::ui {
namespace {

// A finished bots-only game of The Resistance, in a journal of its own; the replay opened on it.
void open_finished_game(UiDriver& d) {
  const std::string dir = UiDriver::home_dir() + "/replay_controls";
  std::filesystem::create_directories(dir);
  const std::string journal = dir + "/game.jsonl";
  std::filesystem::remove(journal);
  rt::Setup s;
  s.game = "resistance";
  s.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  s.controllers.assign(5, "bot");
  s.seed = 12;
  ASSERT_EQ(d.app().start_game(s, std::vector<bool>(5, true), journal), "");
  for (int i = 0; i < 3000 && d.app().screen() != Screen::End; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
  ASSERT_EQ(d.app().open_replay(journal), "");
  d.frame();
}

void press(UiDriver& d, SDL_Scancode code, SDL_Keycode sym) {
  for (Uint32 type : {Uint32(SDL_KEYDOWN), Uint32(SDL_KEYUP)}) {
    SDL_Event e{};
    e.type = type;
    e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.scancode = code;
    e.key.keysym.sym = sym;
    SDL_PushEvent(&e);
    d.frame();
  }
}

size_t public_log_at(UiDriver& d, size_t step) {
  std::string err;
  auto s = Session::replay(d.catalog(), d.app().replay()->record, "test", err, step);
  return s ? s->view(kSpectator)["log"].size() : 0;
}

TEST(ReplayControls, PlayAdvancesWithTheClockAndPauseStops) {
  UiDriver d(960, 600);  // (a smaller window: the software renderer is the cost of each frame)
  open_finished_game(d);
  ReplayState& r = *d.app().replay();
  ASSERT_EQ(r.step, 0u);
  for (int i = 0; i < 30; ++i) d.frame();
  EXPECT_EQ(r.step, 0u) << "not playing, yet it moved";
  ASSERT_TRUE(d.click("replay.play"));
  EXPECT_TRUE(r.playing);
  for (int i = 0; i < 60 * 2 + 5; ++i) d.frame();  // two seconds of the clock at 1 answer a second
  EXPECT_GE(r.step, 1u);
  EXPECT_LE(r.step, 3u);
  // Faster: 8 answers a second.
  ASSERT_TRUE(d.click("replay.speed"));
  d.frame();
  ASSERT_TRUE(d.click("replay.speed.8x"));
  EXPECT_EQ(r.speed, 8.0f);
  const size_t before = r.step;
  for (int i = 0; i < 60; ++i) d.frame();  // one second
  EXPECT_GE(r.step, before + 6);
  EXPECT_LE(r.step, before + 10);
  ASSERT_TRUE(d.click("replay.play"));  // now Pause
  EXPECT_FALSE(r.playing);
  const size_t paused = r.step;
  for (int i = 0; i < 30; ++i) d.frame();
  EXPECT_EQ(r.step, paused) << "paused, yet it moved";
}

TEST(ReplayControls, ArrowKeysStep) {
  UiDriver d;
  open_finished_game(d);
  ReplayState& r = *d.app().replay();
  press(d, SDL_SCANCODE_RIGHT, SDLK_RIGHT);
  EXPECT_EQ(r.step, 1u);
  press(d, SDL_SCANCODE_RIGHT, SDLK_RIGHT);
  press(d, SDL_SCANCODE_RIGHT, SDLK_RIGHT);
  EXPECT_EQ(r.step, 3u);
  press(d, SDL_SCANCODE_LEFT, SDLK_LEFT);
  EXPECT_EQ(r.step, 2u);
  press(d, SDL_SCANCODE_SPACE, SDLK_SPACE);
  EXPECT_TRUE(r.playing);
  press(d, SDL_SCANCODE_LEFT, SDLK_LEFT);  // stepping pauses
  EXPECT_FALSE(r.playing);
}

TEST(ReplayControls, FastForwardGoesToTheNextPublicMoment) {
  UiDriver d;
  open_finished_game(d);
  ReplayState& r = *d.app().replay();
  const size_t total = r.record.decisions.size();
  int jumps = 0;
  bool skipped = false;  // some jump passes over answers the table does not see (secret votes)
  while (r.step < total && jumps < 200) {
    const size_t from = r.step;
    ASSERT_TRUE(d.click("replay.forward"));
    ++jumps;
    ASSERT_GT(r.step, from);
    EXPECT_GT(public_log_at(d, r.step), public_log_at(d, r.step - 1)) << "step " << r.step << " shows nothing new";
    EXPECT_EQ(public_log_at(d, r.step - 1), public_log_at(d, from)) << "passed a public moment before " << r.step;
    skipped = skipped || r.step > from + 1;
  }
  EXPECT_EQ(r.step, total);
  EXPECT_TRUE(skipped);
  EXPECT_LT(jumps, int(total));
  d.frame();
  EXPECT_FALSE(d.enabled("replay.forward"));
}

void bar_fits(const std::string& lang) {
  UiDriver d(1280, 720, lang);
  d.app().settings().scale = 1.5f;
  open_finished_game(d);
  d.frame();
  const FrameTrace& t = d.frame();
  d.screenshot("replay_bar_150_" + lang);
  ASSERT_TRUE(t.areas.count("replay.bar"));
  for (auto& [id, target] : t.targets)
    if (id.rfind("replay.", 0) == 0) {
      EXPECT_LE(target.rect.x1, 1280) << id << " is cut at the right";
      EXPECT_GE(target.rect.y0, 0) << id;
    }
  for (const char* id : {"replay.play", "replay.forward", "replay.speed", "replay.slider", "replay.perspective", "replay.close"})
    EXPECT_TRUE(t.targets.count(id)) << id;
  // The table starts below the bar.
  ASSERT_TRUE(t.areas.count("tracks"));
  EXPECT_GT(t.areas.at("tracks").y0, t.areas.at("replay.bar").y1);
}

TEST(ReplayControls, TheBarFitsAt150PercentInEnglish) { bar_fits("en"); }
TEST(ReplayControls, TheBarFitsAt150PercentInRussian) { bar_fits("ru"); }
TEST(ReplayControls, TheBarFitsAt150PercentInUkrainian) { bar_fits("uk"); }

}  // namespace
}  // namespace rt::ui
