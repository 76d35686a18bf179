// table_view_test.cpp: the real table view, headless, driven through clicks: a whole game from
// the setup screen to the end screen, the hot-seat curtain, the replay viewer, and screenshots
// of each screen (kept under the build folder as artifacts).
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

extern "C" int stbi_info(const char* filename, int* x, int* y, int* comp);

namespace rt::ui {
namespace {

// Plays the human's decision shown on the screen by clicking: seats then Confirm, or the first
// legal choice (cycling through the legal ones so both Approve and Reject get clicked).
bool play_one_decision(UiDriver& d, int& turn) {
  const FrameTrace& t = d.frame();
  std::vector<std::string> choices, seats;
  for (auto& [id, target] : t.targets) {
    if (!target.enabled) continue;
    if (id.rfind("choice.", 0) == 0) choices.push_back(id);
    if (id.rfind("seat.", 0) == 0) seats.push_back(id);
  }
  if (!choices.empty()) return d.click(choices[turn++ % choices.size()]);
  if (!seats.empty()) {
    for (auto& s : seats) {
      if (d.enabled("decision.confirm")) break;
      d.click(s);
    }
    return d.click("decision.confirm");
  }
  return false;
}

void expect_png(const std::string& path, int w, int h) {
  int x = 0, y = 0, comp = 0;
  ASSERT_TRUE(stbi_info(path.c_str(), &x, &y, &comp)) << path;
  EXPECT_EQ(x, w);
  EXPECT_EQ(y, h);
}

TEST(TableView, WholeFivePlayerGameThroughClicks) {
  UiDriver d;
  select_game(d, "resistance");
  d.frame();
  ASSERT_EQ(d.app().screen(), Screen::Setup);
  EXPECT_TRUE(trace().drew("The Resistance"));
  // Seat 1 human, seats 2-5 bots (the default); type a seed.
  ASSERT_TRUE(d.click("setup.seed"));
  d.type("2024");
  d.frame();
  EXPECT_EQ(d.app().draft().seed, "2024");
  ASSERT_TRUE(d.enabled("setup.start"));
  d.screenshot("setup");
  ASSERT_TRUE(d.click("setup.start"));
  ASSERT_EQ(d.app().screen(), Screen::Table);
  ASSERT_NE(d.app().game(), nullptr);
  EXPECT_EQ(d.app().game()->humans(), 1);
  EXPECT_EQ(d.app().game()->session().record().setup.seed, 2024u);

  int turn = 0, human_answers = 0, frames = 0;
  bool shot_mid_game = false;
  d.frame();
  ASSERT_TRUE(d.app().game()->in_reveal()) << "the human first reads their secret";
  ASSERT_TRUE(d.click("reveal.done"));
  while (d.app().screen() == Screen::Table && frames++ < 2000) {
    const size_t before = d.app().game()->session().record().decisions.size();
    if (!shot_mid_game && before > 20 && d.app().game()->human_to_act() == 0) {
      d.frame();
      d.screenshot("table_mid_game");
      shot_mid_game = true;
    }
    if (d.app().game()->human_to_act() == 0) {
      ASSERT_TRUE(play_one_decision(d, turn)) << "no control for the pending decision";
      if (d.app().game()->session().record().decisions.size() > before) ++human_answers;
    } else {
      d.frame();
    }
  }
  ASSERT_EQ(d.app().screen(), Screen::End);
  EXPECT_TRUE(d.app().game()->session().over());
  EXPECT_GT(human_answers, 5);
  const FrameTrace& end = d.frame();
  EXPECT_TRUE(end.drew("win!"));
  // Every character is revealed on the end screen.
  int revealed = 0;
  for (auto& s : end.texts) revealed += (s == "Resistance member" || s == "Spy");
  EXPECT_GE(revealed, 5);
  d.screenshot("end");
  EXPECT_TRUE(shot_mid_game);

  // The journal holds the game: it replays to the same end.
  const std::string journal = d.app().game()->journal()->path();
  ASSERT_TRUE(d.click("end.replay"));
  ASSERT_EQ(d.app().screen(), Screen::Replay);
  EXPECT_EQ(d.app().replay()->record.decisions.size(), d.app().game()->session().record().decisions.size());
}

TEST(TableView, BotsPaceDoesNotChangeTheGame) {
  // The same setup and seed, bots at once or at a pace: the same record.
  auto play = [](double pace) {
    UiDriver d;
    d.app().settings().pace = pace;
    rt::Setup s;
    s.game = "resistance";
    s.players = {"A", "B", "C", "D", "E"};
    s.controllers = std::vector<std::string>(5, "bot");
    s.seed = 99;
    EXPECT_EQ(d.app().start_game(s, std::vector<bool>(5, true)), "");
    for (int i = 0; i < 20000 && d.app().screen() == Screen::Table; ++i) d.frame();
    EXPECT_EQ(d.app().screen(), Screen::End);
    return record_to_value(d.app().game()->session().record()).dump();
  };
  EXPECT_EQ(play(0), play(0.02));
}

// While the curtain is up only the curtain is drawn, from the public view: no character, no
// fact, no private view read, no log line but, for a decision, the public log's last line.
void expect_curtain_only(const FrameTrace& t, const std::string& name) {
  ASSERT_TRUE(t.drew("Pass the device to " + name)) << "the curtain is not up";
  for (int seat : t.view_seats) EXPECT_EQ(seat, kSpectator) << "a private view was read under the curtain";
  for (auto& s : t.texts) {
    EXPECT_EQ(s.find("Resistance member"), std::string::npos) << s;
    EXPECT_EQ(s.find("Spy"), std::string::npos) << s;
    EXPECT_EQ(s.find("spies"), std::string::npos) << s;
    EXPECT_EQ(s.find("Character"), std::string::npos) << s;
  }
  EXPECT_LE(t.texts.size(), t.areas.count("curtain.last_line") ? 5u : 4u);
}

TEST(TableView, CurtainHidesEverythingPrivate) {
  UiDriver d;
  rt::Setup s;
  s.game = "resistance";
  s.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  s.controllers = {"human", "human", "bot", "bot", "bot"};
  s.seed = 5;
  ASSERT_EQ(d.app().start_game(s, {false, false, true, true, true}), "");

  // The reveal walks Ann, then Bob, each behind the curtain first.
  expect_curtain_only(d.frame(), "Ann");
  d.screenshot("curtain");
  ASSERT_TRUE(d.click("curtain.dismiss"));
  const FrameTrace& ann = d.frame();
  EXPECT_TRUE(ann.drew("You are Ann"));
  EXPECT_TRUE(ann.drew("Resistance member") || ann.drew("Spy")) << "the private view shows the character";
  // One click hides it: back to the public table (never to a curtain), which holds the curtain
  // back until "next" is clicked.
  ASSERT_TRUE(d.click("hide"));
  const FrameTrace& pub = d.frame();
  EXPECT_EQ(d.app().game()->mode(), ScreenMode::Public);
  for (int seat : pub.view_seats) EXPECT_EQ(seat, kSpectator) << "a private view was read on the public table";
  EXPECT_FALSE(pub.drew("You are Ann"));
  ASSERT_TRUE(d.click("curtain.next"));
  expect_curtain_only(d.frame(), "Ann");
  ASSERT_TRUE(d.click("curtain.dismiss"));
  d.frame();
  ASSERT_TRUE(d.click("reveal.done"));
  expect_curtain_only(d.frame(), "Bob");
  ASSERT_TRUE(d.click("curtain.dismiss"));
  EXPECT_TRUE(d.frame().drew("You are Bob"));
  ASSERT_TRUE(d.click("reveal.done"));

  // The whole game: every frame under a curtain or on the public table draws nothing private.
  int turn = 0, curtains = 0, in_public = 0;
  for (int i = 0; i < 4000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    auto* g = d.app().game();
    if (g->curtain_for() >= 0) {
      expect_curtain_only(t, g->curtain_for() == 0 ? "Ann" : "Bob");
      ++curtains;
      d.click("curtain.dismiss");
    } else if (g->learned_pending()) {
      d.click("learned.done");
    } else if (g->human_to_act() >= 0) {
      if (g->mode() == ScreenMode::Public) {
        EXPECT_EQ(g->public_actor(), g->human_to_act()) << "only a public decision is made on the public table";
        for (int seat : t.view_seats) EXPECT_EQ(seat, kSpectator);
        ++in_public;
      } else {
        EXPECT_EQ(g->screen_seat(), g->human_to_act());
      }
      play_one_decision(d, turn);
    } else if (g->screen_seat() < 0) {
      for (int seat : t.view_seats) EXPECT_EQ(seat, kSpectator);
    }
  }
  EXPECT_EQ(d.app().screen(), Screen::End);
  EXPECT_GT(curtains, 3);
  EXPECT_GT(in_public, 0) << "Ann or Bob proposed a team on the public table";
}

TEST(TableView, TenSeatsFitAt1920x1080) {
  UiDriver d(1920, 1080);
  rt::Setup s;
  s.game = "resistance";
  for (int i = 1; i <= 10; ++i) s.players.push_back("Player " + std::to_string(i));
  s.controllers = std::vector<std::string>(10, "bot");
  s.controllers[0] = "human";
  s.seed = 10;
  std::vector<bool> bots(10, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  const FrameTrace& t = d.frame();
  std::vector<Rect> seats;
  for (int i = 1; i <= 10; ++i) {
    auto it = t.targets.find("seat." + std::to_string(i));
    ASSERT_NE(it, t.targets.end());
    const Rect r = it->second.rect;
    EXPECT_GE(r.x0, 0);
    EXPECT_GE(r.y0, 40);
    EXPECT_LE(r.x1, 1920);
    EXPECT_LE(r.y1, 1080);
    for (auto& o : seats) EXPECT_TRUE(r.x1 <= o.x0 || o.x1 <= r.x0 || r.y1 <= o.y0 || o.y1 <= r.y0) << "seat " << i << " overlaps";
    seats.push_back(r);
  }
  expect_png(d.screenshot("table_10_seats_1080p"), 1920, 1080);
}

TEST(TableView, ReplayStepsAndPerspectives) {
  UiDriver d;
  // A whole game between bots, then its journal in the replay viewer.
  rt::Setup s;
  s.game = "resistance";
  s.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  s.controllers = std::vector<std::string>(5, "bot");
  s.seed = 3;
  ASSERT_EQ(d.app().start_game(s, std::vector<bool>(5, true)), "");
  for (int i = 0; i < 100 && d.app().screen() == Screen::Table; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
  ASSERT_EQ(d.app().open_replay(d.app().game()->journal()->path()), "");
  d.frame();
  ASSERT_TRUE(d.enabled("replay.next"));
  EXPECT_FALSE(d.enabled("replay.prev"));
  ASSERT_TRUE(d.click("replay.last"));
  const size_t total = d.app().replay()->record.decisions.size();
  EXPECT_EQ(d.app().replay()->step, total);
  d.frame();  // the log scrolls to its new end on the next frame
  EXPECT_TRUE(d.frame().drew("win"));
  ASSERT_TRUE(d.click("replay.prev"));
  EXPECT_EQ(d.app().replay()->step, total - 1);
  // omniscient -> public -> seat 1: each perspective reads only its own view.
  ASSERT_TRUE(d.click("replay.perspective.next"));
  for (int s : d.frame().view_seats) EXPECT_EQ(s, kSpectator);
  ASSERT_TRUE(d.click("replay.perspective.next"));
  const FrameTrace& seat1 = d.frame();
  for (int s : seat1.view_seats) EXPECT_EQ(s, 0);
  EXPECT_TRUE(seat1.drew("You are"));
  d.screenshot("replay_seat_1");
}

TEST(TableView, LanguageSwitchesAtAnyTime) {
  UiDriver d;
  d.frame();
  ASSERT_TRUE(d.click("lang.ru"));
  EXPECT_EQ(d.app().lang(), "ru");
  EXPECT_TRUE(d.frame().drew("Новая игра"));
  ASSERT_TRUE(d.click("lang.uk"));
  EXPECT_TRUE(d.frame().drew("Нова гра"));
  d.screenshot("setup_uk");
}

TEST(TableView, SetupShowsTheScriptsVerdictInline) {
  UiDriver d;
  d.frame();
  ASSERT_TRUE(d.click("setup.seed"));
  d.type("x1");
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("The seed must be a whole number"));
  EXPECT_FALSE(d.enabled("setup.start"));
}

}  // namespace
}  // namespace rt::ui
