// lab_screen_test.cpp: the Lab screen driven headless: open it from the setup screen, choose a
// game, player counts and a bot per side, run; the bars grow while the simulations run on their
// worker threads (the UI keeps drawing frames), then show every side's win rate and how the games
// ended; with "compare", setup B runs beside A and the difference is drawn. Screenshots under
// build/release/ui-artifacts/ (lab_screen.png is the README's docs/lab-screen.png).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "ui/lab.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

bool pick(UiDriver& d, const std::string& combo, const std::string& item) {
  d.frame();
  if (!d.click(combo)) return false;
  d.frame();
  return d.click(item);
}

// Frames until every run is done (a real clock: the workers play while the UI draws).
int run_to_the_end(UiDriver& d, int* live_frames = nullptr) {
  int frames = 0;
  for (; frames < 20000 && d.app().lab().running(); ++frames) {
    const FrameTrace& t = d.frame();
    if (live_frames)
      for (auto& r : d.app().lab().runs)
        if (r.sim && r.result.games_played > 0 && r.result.games_played < d.app().lab().games && t.areas.count("lab.a.bar.5"))
          ++*live_frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  d.frame();
  return frames;
}

TEST(LabScreen, RunsASetupAndComparesTwo) {
  UiDriver d(1280, 1100, "en");
  d.set_frame_seconds(0.3);  // the snapshot of a running simulation is refreshed every 0.25 s
  d.frame();
  ASSERT_TRUE(d.click("setup.lab"));
  d.frame();
  ASSERT_EQ(d.app().screen(), Screen::Lab);
  EXPECT_TRUE(d.frame().drew("Choose a setup and press Run: the bars grow while the bots play."));
  ASSERT_TRUE(pick(d, "lab.a.game", "lab.a.game.avalon"));
  LabState& lab = d.app().lab();
  ASSERT_EQ(lab.setups[0].game, "avalon");
  EXPECT_EQ(lab.setups[0].bots["good"], "heuristic");
  ASSERT_TRUE(d.click("lab.a.players.7"));  // 5 (the default) and 7
  ASSERT_TRUE(pick(d, "lab.a.bot.evil", "lab.a.bot.evil.random"));
  ASSERT_TRUE(d.click("lab.games.200"));
  ASSERT_EQ(lab.setups[0].players, (std::set<int>{5, 7}));
  EXPECT_EQ(lab.setups[0].bot_plan(), "evil=random,good=heuristic,rogue=heuristic");
  ASSERT_TRUE(d.click("lab.run"));
  EXPECT_TRUE(lab.running());
  d.frame();
  EXPECT_TRUE(d.has("lab.cancel")) << "while it runs, Run becomes Stop";
  int live = 0;
  run_to_the_end(d, &live);
  ASSERT_FALSE(lab.running());
  EXPECT_GT(live, 0) << "the bars were drawn from the games done so far while it ran";
  const LabRun* five = lab.run_of(0, 5);
  ASSERT_NE(five, nullptr);
  EXPECT_EQ(five->result.games_played, 200);
  EXPECT_EQ(five->result.error, "");
  const lab::Rate* good = five->result.win("good");
  ASSERT_NE(good, nullptr);
  EXPECT_GT(good->rate, 0.4) << "heuristic Good against random Evil wins far more than a third";
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.areas.count("lab.a.bar.5") && t.areas.count("lab.a.bar.7") && t.areas.count("lab.a.ends.5"));
  EXPECT_TRUE(t.drew("200 of 200 games"));
  d.screenshot("lab_screen_one_setup");

  // Compare: B is A with Percival, at 7 only.
  ASSERT_TRUE(d.click("lab.compare"));
  d.frame();
  ASSERT_TRUE(lab.compare);
  ASSERT_TRUE(d.click("lab.b.players.5"));  // off: B at 7 only
  ASSERT_TRUE(d.click("lab.b.options"));  // the options unfold
  d.frame();
  ASSERT_TRUE(d.click("lab.b.option.percival"));
  d.screenshot("lab_screen_b_options");
  EXPECT_EQ(lab.setups[1].options.value("percival", false), true) << lab.setups[0].options.dump() << lab.setups[1].options.dump();
  EXPECT_FALSE(lab.setups[0].options.value("percival", false));
  ASSERT_TRUE(d.click("lab.run"));
  run_to_the_end(d);
  const FrameTrace& both = d.frame();
  EXPECT_TRUE(both.areas.count("lab.b.bar.7"));
  EXPECT_FALSE(both.areas.count("lab.b.bar.5"));
  EXPECT_TRUE(both.areas.count("lab.b.difference.7")) << "B - A drawn where both ran";
  EXPECT_TRUE(both.drew("B - A, Good wins: ")) << "the difference in words";
  // Rates and shares are never cut inside ("6.5%" was cut after its point when a line wrapped):
  // each is drawn whole, on one line.
  float lowest = 1e9f, highest = 0;
  int rates = 0;
  for (const TextBox& b : both.text_boxes)
    if (b.text.find('%') != std::string::npos) {
      lowest = std::min(lowest, b.rect.y1 - b.rect.y0);
      highest = std::max(highest, b.rect.y1 - b.rect.y0);
      ++rates;
    }
  EXPECT_GT(rates, 10);
  EXPECT_LT(highest, lowest * 1.5f) << "a text with a rate in it takes more than one line";
  // Each setup is said in words: its bots by side, and what B changed (Percival).
  EXPECT_TRUE(both.drew("Setup A: The Resistance: Avalon; Good: Thinking; Evil: Random; A Rogue: Thinking"));
  EXPECT_TRUE(both.drew("Setup B: The Resistance: Avalon; Good: Thinking; Evil: Random; A Rogue: Thinking; Percival"));
  d.screenshot("lab_screen");
  // In Russian the rates and the difference take a decimal comma ("6,5%", not "6.5%").
  d.app().settings().lang = "ru";
  const FrameTrace& ru = d.frame();
  int comma = 0, point = 0;
  for (const TextBox& b : ru.text_boxes)
    if (b.text.find('%') != std::string::npos || b.text.find("B - A") != std::string::npos) {
      for (size_t i = 1; i + 1 < b.text.size(); ++i)
        if (std::isdigit(static_cast<unsigned char>(b.text[i - 1])) && std::isdigit(static_cast<unsigned char>(b.text[i + 1])))
          comma += b.text[i] == ',', point += b.text[i] == '.';
    }
  EXPECT_GT(comma, 10);
  EXPECT_EQ(point, 0) << "a rate with a decimal point in the Russian Lab";
  d.screenshot("lab_screen_ru");
  d.app().settings().lang = "en";

  // Stop: a long run cancelled at once; the UI does not wait for it.
  ASSERT_TRUE(d.click("lab.games.20000"));
  ASSERT_TRUE(d.click("lab.run"));
  d.frame();
  ASSERT_TRUE(d.click("lab.cancel"));
  EXPECT_FALSE(lab.running());
  d.frame();
  EXPECT_TRUE(d.frame().drew("stopped"));
}

// Every kind of option the setup screen offers: a choice from its drop-down, a number with its
// - and + buttons (within its bounds), a checkbox; the run is given them.
TEST(LabScreen, OffersChoiceAndNumberOptions) {
  UiDriver d(1280, 1100, "en");
  d.frame();
  ASSERT_TRUE(d.click("setup.lab"));
  d.frame();
  ASSERT_TRUE(pick(d, "lab.a.game", "lab.a.game.camelot"));
  LabState& lab = d.app().lab();
  ASSERT_EQ(lab.setups[0].game, "camelot");
  ASSERT_TRUE(d.click("lab.a.options"));
  d.frame();
  // int, 2..6, default 5: - twice, then + once.
  EXPECT_TRUE(d.frame().drew("5"));
  ASSERT_TRUE(d.click("lab.a.option.excalibur_steps.minus"));
  d.frame();
  ASSERT_TRUE(d.click("lab.a.option.excalibur_steps.minus"));
  d.frame();
  ASSERT_TRUE(d.click("lab.a.option.excalibur_steps.plus"));
  d.frame();
  EXPECT_EQ(lab.setups[0].options.value("excalibur_steps", 0), 4);
  // int, 1..2, default 2: + is refused at the top, - goes to the bottom and stops there.
  d.click("lab.a.option.dragon_white_swords.plus");  // disabled at the maximum: nothing changes
  d.frame();
  EXPECT_EQ(lab.setups[0].options.value("dragon_white_swords", 2), 2) << "+ does nothing at the maximum";
  ASSERT_TRUE(d.click("lab.a.option.dragon_white_swords.minus"));
  d.frame();
  EXPECT_EQ(lab.setups[0].options.value("dragon_white_swords", 0), 1);
  d.click("lab.a.option.dragon_white_swords.minus");  // disabled at the minimum
  d.frame();
  EXPECT_EQ(lab.setups[0].options.value("dragon_white_swords", 0), 1) << "- does nothing at the minimum";
  // choice: another value from the drop-down.
  const OptionInfo* war = d.catalog().game("camelot")->option("war_loss");
  ASSERT_NE(war, nullptr);
  ASSERT_GE(war->values.size(), 2u);
  const std::string other = war->values[0] == war->default_value.get<std::string>() ? war->values[1] : war->values[0];
  ASSERT_TRUE(pick(d, "lab.a.option.war_loss", "lab.a.option.war_loss." + other));
  d.frame();
  EXPECT_EQ(lab.setups[0].options.value("war_loss", std::string()), other);
  // bool: still a checkbox.
  ASSERT_TRUE(d.click("lab.a.option.traitor"));
  d.frame();
  EXPECT_TRUE(lab.setups[0].options.contains("traitor"));
  d.screenshot("lab_screen_options");
  // The run takes them: a short one with random bots.
  for (auto& [side, bot] : lab.setups[0].bots) bot = "random";
  ASSERT_TRUE(d.click("lab.games.200"));
  ASSERT_TRUE(d.click("lab.run"));
  ASSERT_FALSE(lab.runs.empty());
  const LabRun* run = lab.run_of(0, lab.runs.front().players);
  ASSERT_NE(run, nullptr);
  lab.cancel();
  EXPECT_EQ(run->result.options.value("excalibur_steps", 0), 4) << run->result.options.dump();
  EXPECT_EQ(run->result.options.value("dragon_white_swords", 0), 1);
  EXPECT_EQ(run->result.options.value("war_loss", std::string()), other);
}

// A game's final counters (Camelot: how the Traitor was found) under its bars, in the reader's
// words: the counter's name, then each value's share.
TEST(LabScreen, ShowsHowTheTraitorWasFoundInWords) {
  UiDriver d(1280, 1100, "uk");
  d.set_frame_seconds(0.3);
  d.frame();
  ASSERT_TRUE(d.click("setup.lab"));
  ASSERT_TRUE(pick(d, "lab.a.game", "lab.a.game.camelot"));
  LabState& lab = d.app().lab();
  lab.setups[0].players = {5};
  lab.setups[0].options["traitor_always"] = true;
  ASSERT_TRUE(d.click("lab.games.200"));
  ASSERT_TRUE(d.click("lab.run"));
  run_to_the_end(d);
  const LabRun* five = lab.run_of(0, 5);
  ASSERT_NE(five, nullptr);
  ASSERT_EQ(five->result.games_played, 200);
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.areas.count("lab.a.final.traitor_detection.5"));
  EXPECT_TRUE(t.areas.count("lab.a.final.wrong_accusations.5"));
  EXPECT_TRUE(t.drew("Зрадник:"));
  int found = 0, never = 0;
  for (const std::string& s : t.texts)
    found += s.rfind("викритий звинуваченням ", 0) == 0 && s.find('%') != std::string::npos,
        never += s.rfind("жодного разу не звинувачений ", 0) == 0;
  EXPECT_EQ(found, 1) << "the share of games in which an accusation unmasked him";
  EXPECT_EQ(never, 1);
  EXPECT_FALSE(t.drew("його не було за столом")) << "a value no game ended with is left out (he is always dealt)";
  EXPECT_TRUE(t.drew("Вірних лицарів звинуватили:"));
  EXPECT_TRUE(t.areas.count("lab.a.roles.5"));
  EXPECT_TRUE(t.drew("Ролі: частка партій, виграних їхніми власниками:"));
  int knights = 0;
  for (const std::string& s : t.texts) knights += s.rfind("Король Артур ", 0) == 0 && s.find('%') != std::string::npos;
  EXPECT_EQ(knights, 1) << "each knight with the share of its games won";
  d.screenshot("lab_screen_camelot_traitor");
}

}  // namespace
}  // namespace rt::ui
