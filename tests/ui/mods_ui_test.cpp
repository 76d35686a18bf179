// mods_ui_test.cpp: mods in the table view. The setup screen lists every mod with its state for
// the chosen game (on for it, for other games, failed to load with its error); the example game
// mods/werewolf is played in the table view from a Villager's seat (a secret night, an open day
// vote) to its end screen, and that seat never has a living werewolf's role drawn.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

namespace fs = std::filesystem;

// A mod that fails to load (its manifest does not parse), in this process's own mods folder;
// removed again at the end.
struct BrokenMod {
  fs::path dir = fs::path(UiDriver::home_dir()) / "data" / "roundtable" / "mods" / "broken_ui";
  BrokenMod() {
    fs::create_directories(dir);
    std::ofstream(dir / "mod.lua") << "return mod {\n  id = \"broken_ui\",\n  version = 1.0 +\n}\n";
  }
  ~BrokenMod() { fs::remove_all(dir); }
};

TEST(ModsUi, TheSetupScreenListsModsWithTheirStateAndErrors) {
  BrokenMod broken;
  for (const char* lang : {"en", "ru", "uk"}) {
    SCOPED_TRACE(lang);
    UiDriver d(1280, 720, lang);
    select_game(d, "avalon");
    d.frame();
    ASSERT_TRUE(d.scroll("setup.start", 30));  // the mods list is at the bottom
    const FrameTrace& f = d.frame();
    ASSERT_TRUE(f.areas.count("setup.mods")) << "no list of mods";
    // Avalon: the Informant (a role for Avalon) is on; Werewolf is a game of its own.
    EXPECT_TRUE(f.areas.count("setup.mod.informant.on"));
    EXPECT_TRUE(f.areas.count("setup.mod.first_quest_mercy.on"));
    EXPECT_TRUE(f.areas.count("setup.mod.werewolf.other"));
    EXPECT_TRUE(f.drew(d.catalog().text(lang, "ui.mods.on")));
    EXPECT_TRUE(f.drew(d.catalog().format(lang, "ui.mods.other", Value{{"games", d.catalog().text(lang, "werewolf.title")}}, {})));
    // The broken mod: failed, with its error naming its file.
    EXPECT_TRUE(has_area_prefix(f, "setup.mod.mods/broken_ui/.failed") || has_area_prefix(f, "setup.mod.broken_ui.failed"))
        << "the broken mod is not listed as failed";
    EXPECT_TRUE(f.drew(d.catalog().text(lang, "ui.mods.failed")));
    EXPECT_TRUE(f.drew("mod.lua")) << "the error names the mod's file";
    d.screenshot(std::string("setup_mods_") + lang);

    // Werewolf chosen: its own mod is on, Avalon's are for another game.
    select_game(d, "werewolf");
    d.frame();
    const FrameTrace& w = d.frame();
    EXPECT_TRUE(w.areas.count("setup.mod.werewolf.on"));
    EXPECT_TRUE(w.areas.count("setup.mod.informant.other"));
  }
}

// The role each seat's card shows in `view` (face up or own), by seat.
std::map<int, std::string> roles_seen(const Value& view) {
  std::map<int, std::string> out;
  for (auto& e : view["entities"])
    if (e["props"].contains("role")) out[e.value("owner", 0)] = e["props"]["role"].get<std::string>();
  return out;
}

TEST(ModsUi, WerewolfPlayedFromAVillagersSeatToTheEnd) {
  UiDriver d(1280, 720, "en");
  rt::Setup setup;
  setup.game = "werewolf";
  setup.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  // A deal that makes seat 1 a Villager.
  for (setup.seed = 1; setup.seed < 60; ++setup.seed) {
    ASSERT_EQ(d.app().start_game(setup, {false, true, true, true, true}), "");
    if (roles_seen(d.app().game()->view())[1] == "villager") break;
  }
  ASSERT_EQ(roles_seen(d.app().game()->view())[1], "villager") << "no seed deals seat 1 a Villager";
  TableController& g = *d.app().game();
  const Session& s = g.session();
  const std::string wolf = d.catalog().text("en", "werewolf.role.werewolf");

  int nights = 0, votes = 0;
  bool shot_night = false, shot_day = false;
  for (int frame = 0; frame < 600 && !s.over(); ++frame) {
    const FrameTrace& f = d.past_curtain();
    if (s.over()) break;  // (every card is turned face up at the end)
    // Every card this seat's screen shows: its own, and the dead's turned face up. A werewolf's
    // role is drawn only for a dead werewolf.
    const Value shown = s.view(kSpectator);
    auto dead = [&](int seat) {
      for (auto& x : shown["counters"]["dead"])
        if (x.get<int>() == seat) return true;
      return false;
    };
    int dead_wolves = 0;
    for (auto& [seat, role] : roles_seen(s.view(kOmniscient))) dead_wolves += role == "werewolf" && dead(seat);
    int drawn = 0, art = 0;
    for (const std::string& t : f.texts) drawn += t == wolf;
    for (const std::string& i : f.images) art += i.find("werewolf.svg") != std::string::npos;
    ASSERT_LE(drawn, dead_wolves) << "frame " << frame << ": a living werewolf's role is drawn at a Villager's seat";
    ASSERT_LE(art, dead_wolves) << "frame " << frame << ": a living werewolf's picture is drawn at a Villager's seat";
    for (int seat : f.view_seats) ASSERT_TRUE(seat == 0 || seat == kSpectator) << "the table read seat " << seat << "'s view";
    for (auto& [seat, role] : roles_seen(g.view()))
      ASSERT_TRUE(seat == 1 || dead(seat)) << "seat 1's view shows the living seat " << seat << "'s role";
    if (g.human_to_act() != 0) continue;
    const Value req = g.view()["decision"];
    const std::string prompt = req.value("prompt", "");
    if (prompt == "werewolf.prompt.night") {
      // A Villager's secret move: only "Sleep" is offered, nothing about the others.
      ASSERT_EQ(req["options"], Value::array({"sleep"}));
      if (!shot_night) d.screenshot("werewolf_villager_night"), shot_night = true;
      ASSERT_TRUE(d.click("choice.sleep"));
      ++nights;
    } else {
      ASSERT_EQ(prompt, "werewolf.prompt.vote");
      if (!shot_day) d.screenshot("werewolf_villager_vote"), shot_day = true;
      ASSERT_TRUE(click_answer(d, Value::array({req["eligible"].back()}))) << req.dump();  // not itself
      ++votes;
    }
  }
  ASSERT_TRUE(s.over()) << "the game did not end";
  EXPECT_GE(nights, 1);
  d.frame();
  EXPECT_EQ(d.app().screen(), Screen::End);
  const FrameTrace& end = d.frame();
  EXPECT_TRUE(end.drew(wolf)) << "the end screen turns every card face up";
  d.screenshot("werewolf_villager_end");
  std::printf("werewolf from a Villager's seat: %d nights and %d votes answered by clicks, seed %llu\n", nights, votes,
              static_cast<unsigned long long>(setup.seed));
}

}  // namespace
}  // namespace rt::ui
