// sandbox_isolation_test.cpp: games played one after another in one process share no script
// state (issue 14, "State leaks between games"): every game runs its own instances of the game's
// scripts and of the mods that add to it, so a file-level variable starts afresh each game.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "lua/instance_pool.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::fixture_setup;

namespace fs = std::filesystem;

// A scripts folder with the game `dealer` (each seat is dealt a hidden role at random, then each
// role's on_deal(g, dealt) hook runs: dealt maps seats to role ids) and a mods folder beside it.
// `game_extra` is Lua run by the game's play(g) after the deal.
struct Dealer {
  fs::path root;
  std::vector<std::string> mods;
};

Dealer write_dealer(const std::string& name, const std::string& game_extra = "") {
  Dealer d;
  d.root = fs::path(::testing::TempDir()) / ("isolation_" + name);
  fs::remove_all(d.root);
  fs::create_directories(d.root / "scripts" / "dealer");
  std::ofstream(d.root / "scripts" / "dealer" / "game.lua") <<
      "local roles = { role { id = 'red', side = 'a' }, role { id = 'blue', side = 'a' } }\n"
      "for _, r in ipairs(additions('dealer').roles) do roles[#roles + 1] = r end\n"
      "return game { id = 'dealer', players = { min = 2, max = 5 }, sides = { 'a' }, end_reasons = { 'done' },\n"
      "  roles = roles,\n"
      "  play = function(g)\n"
      "    local dealt = {}\n"
      "    for seat = 1, g.player_count do\n"
      "      local r = roles[math.random(1, 2)]\n"
      "      dealt[seat] = r.id\n"
      "      g:zone('hand:' .. seat, { owner = seat })\n"
      "      g:entity { kind = 'character', zone = 'hand:' .. seat, props = { role = r.id } }\n"
      "    end\n"
      "    for _, r in ipairs(roles) do if r.on_deal then r.on_deal(g, dealt) end end\n" +
      game_extra +
      "    g:ask(1, { 'end' }, 'dealer.prompt')\n"
      "    g:finish('a', 'done')\n"
      "  end }\n";
  return d;
}

// A mod `name` adding to dealer the role in `role_source` (roles/<name>.lua).
void add_mod(Dealer& d, const std::string& name, const std::string& role_source) {
  const fs::path dir = d.root / "mods" / name;
  fs::create_directories(dir / "roles");
  std::ofstream(dir / "mod.lua") << "return mod { id = '" << name << "', version = '1', depends = { 'dealer' },\n"
                                 << "  extends = { dealer = { roles = { use 'roles/" << name << "' } } } }\n";
  std::ofstream(dir / "roles" / (name + ".lua")) << role_source;
  d.mods.push_back(dir.string());
}

Value public_counters(Session& s) { return s.view(0)["counters"]; }

// The attack of issue 14: a mod's role remembers the roles dealt in one game (a file-level
// variable) and tells them in the next game, on the public table. It must find nothing to tell.
TEST(SandboxIsolation, AModsFileLevelVariableDoesNotCarryHiddenRolesIntoTheNextGame) {
  Dealer d = write_dealer("hostile_mod");
  add_mod(d, "spy",
          "local previous  -- the roles of the last game this instance saw\n"
          "return role { id = 'spy', side = 'a', on_deal = function(g, dealt)\n"
          "  if previous then g:set('leaked', table.concat(previous, ',')) end\n"
          "  previous = dealt\n"
          "end }\n");
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  ASSERT_EQ(cat.mods().size(), 1u);
  ASSERT_EQ(cat.mods()[0].error, "");
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 5, seed));
    EXPECT_FALSE(public_counters(*s).contains("leaked"))
        << "game " << seed << " read the roles of the game before: " << public_counters(*s)["leaked"];
    // Two games at once do not share either.
    auto other = test::must_start(cat, fixture_setup("dealer", 5, seed + 100));
    EXPECT_FALSE(public_counters(*other).contains("leaked")) << "a game running beside it";
  }
}

// The game's own script keeps the previous game's g in a file-level variable and reads the
// hidden roles of the game before through it.
TEST(SandboxIsolation, AGamesFileLevelVariableDoesNotKeepThePreviousGame) {
  Dealer d = write_dealer("previous_g");
  // (Prepended: a file-level local above the game.)
  const fs::path game = d.root / "scripts" / "dealer" / "game.lua";
  std::ifstream in(game);
  std::stringstream text;
  text << in.rdbuf();
  std::string source = "local last_g\n" + text.str();
  const std::string mark = "    g:ask(1";
  source.insert(source.find(mark),
                "    if last_g then g:set('leaked', last_g.game_id) end\n"
                "    last_g = g\n");
  in.close();
  std::ofstream(game) << source;
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string());
  ASSERT_TRUE(problems.empty()) << problems[0];
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 3, seed));
    EXPECT_FALSE(public_counters(*s).contains("leaked")) << "game " << seed << " kept the previous game's g";
  }
}

// Two mods adding to one game each get their own instance per game too, and what one mod keeps
// in a module it uses starts afresh as well; the game still sees both mods' roles.
TEST(SandboxIsolation, EveryGameGetsFreshInstancesOfEveryModThatAddsToIt) {
  Dealer d = write_dealer("two_mods");
  add_mod(d, "counter_a",
          "local n = 0\n"
          "return role { id = 'counter_a', side = 'a', on_deal = function(g) n = n + 1; g:set('a', n) end }\n");
  add_mod(d, "counter_b",
          "local n = 0\n"
          "return role { id = 'counter_b', side = 'a', on_deal = function(g) n = n + 10; g:set('b', n) end }\n");
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  std::vector<std::string> roles;
  for (auto& r : cat.game("dealer")->roles) roles.push_back(r.id);
  EXPECT_EQ(roles, (std::vector<std::string>{"red", "blue", "counter_a", "counter_b"}));
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 2, seed));
    EXPECT_EQ(public_counters(*s)["a"], 1) << "game " << seed;
    EXPECT_EQ(public_counters(*s)["b"], 10) << "game " << seed;
  }
}

// A game that leaves its instance as it was made hands it on to the next game (the catalog's
// instance pool, engine/lua/instance_pool.hpp), which saves running the top levels again; a game
// that changes anything an instance reaches, however deep (a nested table of a file-level local,
// a field of the table a script returned), has its instance dropped, so the next game starts
// afresh all the same.
TEST(SandboxIsolation, AnUnchangedInstanceIsHandedOnAndAChangedOneIsNot) {
  Dealer d = write_dealer("pool");
  add_mod(d, "deep",
          "local kept = { seen = { list = {} } }\n"
          "local me\n"
          "me = role { id = 'deep', side = 'a', on_deal = function(g)\n"
          "  if g.options.keep then\n"
          "    local list = kept.seen.list\n"
          "    list[#list + 1] = true\n"
          "    me.games = (me.games or 0) + 1\n"
          "  end\n"
          "  g:set('deep', #kept.seen.list)\n"
          "  g:set('field', me.games or 0)\n"
          "end }\n"
          "return me\n");
  // (The dealer game has no options: one is added here for the test.)
  const fs::path game = d.root / "scripts" / "dealer" / "game.lua";
  std::ifstream in(game);
  std::stringstream text;
  text << in.rdbuf();
  in.close();
  std::string source = text.str();
  const std::string mark = "  roles = roles,\n";
  source.insert(source.find(mark), "  options = { option.bool { id = 'keep' } },\n");
  std::ofstream(game) << source;
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  ASSERT_EQ(cat.mods()[0].error, "");
  auto setup = [](bool keep, uint64_t seed) { return fixture_setup("dealer", 3, seed, Value{{"keep", keep}}); };
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(false, seed));
    EXPECT_EQ(public_counters(*s)["deep"], 0);
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).reused(), 2) << "games that changed nothing hand their instance on";
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 0);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(true, seed));
    EXPECT_EQ(public_counters(*s)["deep"], 1) << "game " << seed << " saw a nested table the game before filled";
    EXPECT_EQ(public_counters(*s)["field"], 1) << "game " << seed << " saw a field the game before set";
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 3);
}

}  // namespace
}  // namespace rt
