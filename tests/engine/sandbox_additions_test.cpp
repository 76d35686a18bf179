// sandbox_additions_test.cpp: what mods add to a game (additions(game_id)) is reported as unread
// only when the game never reads it: a game may read it while it loads or when its play begins
// (issue 14, "What a mod declares that nothing reads is an error in check, not a silent no-op").
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

namespace fs = std::filesystem;

// A scripts folder with two games: `latecomer` reads the cards mods add when its play begins (not
// while it loads), `deaf` never reads them; and a mods folder with one mod adding a card to each.
struct Folders {
  fs::path scripts, mod;
};
Folders write_games(const std::string& name) {
  const fs::path root = fs::path(::testing::TempDir()) / ("additions_" + name);
  fs::remove_all(root);
  Folders f{root / "scripts", root / "mods" / "omens"};
  for (const char* game : {"latecomer", "deaf"}) {
    fs::create_directories(f.scripts / game);
    const bool reads = std::string(game) == "latecomer";
    std::ofstream(f.scripts / game / "game.lua")
        << "return game { id = '" << game << "', players = { min = 2, max = 3 }, sides = { 'a' }, end_reasons = { 'done' },\n"
        << "  play = function(g)\n"
        << (reads ? "    g:set('cards', #additions('latecomer').cards)\n" : "")
        << "    g:ask(1, { 'end' }, 'x.prompt')\n"
           "    g:finish('a', 'done')\n"
           "  end }\n";
  }
  fs::create_directories(f.mod);
  std::ofstream(f.mod / "mod.lua") << "return mod { id = 'omens', version = '1',\n"
                                      "  extends = {\n"
                                      "    latecomer = { cards = { { id = 'omen' } } },\n"
                                      "    deaf = { cards = { { id = 'echo' } } },\n"
                                      "  } }\n";
  return f;
}

TEST(SandboxAdditions, AGameThatReadsAdditionsWhenPlayBeginsIsNotToldItNeverReadsThem) {
  const Folders f = write_games("play_begins");
  Catalog cat;
  const auto problems = cat.load(f.scripts.string(), {f.mod.string()});
  std::string about_latecomer, about_deaf;
  for (const auto& p : problems) {
    if (p.find("'latecomer'") != std::string::npos) about_latecomer += p + "\n";
    if (p.find("'deaf'") != std::string::npos) about_deaf += p + "\n";
  }
  EXPECT_EQ(about_latecomer, "") << "the cards are read when play begins";
  // The line named is the one declaring the deaf game's cards (not the first line that says "cards").
  EXPECT_NE(about_deaf.find("mods/omens/mod.lua:4: the game 'deaf' does not take cards from mods"), std::string::npos)
      << about_deaf;
  EXPECT_NE(about_deaf.find("'echo'"), std::string::npos) << about_deaf;
  // And the game does get them when it plays.
  auto s = test::must_start(cat, test::make_setup("latecomer", 2, 1));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->view(kOmniscient)["counters"]["cards"], 1);
}

}  // namespace
}  // namespace rt
