// mods_test.cpp: the mod loader, on the fixture mods in tests/engine/fixtures/mods (see the README
// there): what a mod adds reaches the game, a mod's scripts see their own folder first, and a mod
// that fails is disabled with an error naming its file, while everything else keeps working.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::contains;
using test::fixture_scripts_dir;
using test::fixture_setup;

std::string fixture_mods_dir() { return fixture_scripts_dir() + "/../mods"; }

struct Loaded {
  std::unique_ptr<Catalog> cat = std::make_unique<Catalog>();
  std::vector<std::string> problems;
  explicit Loaded(std::vector<std::string> mods) { problems = cat->load(fixture_scripts_dir(), mods); }
  const ModInfo* mod(const std::string& folder) const {
    for (auto& m : cat->mods())
      if (m.source == "mods/" + folder + "/") return &m;
    return nullptr;
  }
  std::vector<std::string> roles(const std::string& game) const {
    std::vector<std::string> out;
    for (auto& r : cat->game(game)->roles) out.push_back(r.id);
    return out;
  }
  std::string problem_about(const std::string& part) const {
    for (auto& p : problems)
      if (contains(p, part)) return p;
    return "";
  }
};

TEST(Mods, WithoutModsTheGameHasItsOwnRolesOnly) {
  Loaded l({});
  ASSERT_NE(l.cat->game("rolegame"), nullptr);
  EXPECT_EQ(l.roles("rolegame"), std::vector<std::string>{"plain"});
  EXPECT_TRUE(l.cat->mods().empty());
}

TEST(Mods, AModsRolesReachTheGameAndItsOwnScriptsComeFirst) {
  Loaded l({fixture_mods_dir() + "/extra_roles"});
  const ModInfo* m = l.mod("extra_roles");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->error, "");
  EXPECT_EQ(m->id, "extra_roles");
  EXPECT_EQ(m->version, "1.0");
  EXPECT_EQ(m->extends, std::vector<std::string>{"rolegame"});
  EXPECT_EQ(l.roles("rolegame"), (std::vector<std::string>{"plain", "knight", "squire"}));
  EXPECT_EQ(l.cat->text("en", "extra_roles.title"), "Extra roles") << "the mod's texts load";
  // The knight's weight came from the mod's own roles/weights.lua: 1 + 5 + 2.
  std::string err;
  auto s = Session::start(*l.cat, fixture_setup("rolegame", 3), err);
  ASSERT_TRUE(s) << err;
  ASSERT_EQ(s->answer(0, "end"), "");
  EXPECT_EQ(s->outcome().details["weight"], 8);
  int knights = 0;
  const Value all = s->view(kOmniscient);
  for (auto& e : all["entities"]) knights += e["props"].value("role", "") == "knight";
  EXPECT_EQ(knights, 1) << "seat 2 was dealt the mod's knight";
}

TEST(Mods, AModCanAddAWholeGame) {
  Loaded l({fixture_mods_dir() + "/new_game"});
  ASSERT_NE(l.cat->game("coin"), nullptr);
  EXPECT_EQ(l.mod("new_game")->games, std::vector<std::string>{"coin"});
  std::string err;
  auto s = Session::start(*l.cat, fixture_setup("coin", 1, 7), err);
  ASSERT_TRUE(s) << err;
  ASSERT_EQ(s->answer(0, "heads"), "");
  EXPECT_TRUE(s->over());
}

TEST(Mods, BrokenModsAreDisabledWithTheirErrorAndTheRestWork) {
  Loaded l(find_mods(fixture_mods_dir()));
  // Every mod folder is listed, in folder order.
  ASSERT_EQ(l.cat->mods().size(), 14u);
  // The good ones work side by side.
  EXPECT_EQ(l.mod("extra_roles")->error, "");
  EXPECT_EQ(l.mod("bot_mod")->error, "");
  EXPECT_EQ(l.mod("runaway_bot")->error, "") << "a bot that loops is found out when it plays, not when it loads";
  EXPECT_EQ(l.mod("new_game")->error, "");
  EXPECT_NE(l.cat->game("coin"), nullptr);
  EXPECT_EQ(l.roles("rolegame"), (std::vector<std::string>{"plain", "knight", "squire", "hang", "picky"}))
      << "heavy_role's role is left out, extra_roles', hanging_check's and picky_check's stay (picky_check used to be "
         "disabled for hanging_check's hang at 3 players: the probe spent one budget on every count)";
  // Each broken one says why, naming its file (and line, where there is one).
  EXPECT_TRUE(contains(l.mod("broken_syntax")->error, "mods/broken_syntax/mod.lua:4:")) << l.mod("broken_syntax")->error;
  EXPECT_TRUE(contains(l.mod("missing_dep")->error, "no_such_game")) << l.mod("missing_dep")->error;
  EXPECT_TRUE(contains(l.mod("heavy_role")->error, "rolegame fails to load with it")) << l.mod("heavy_role")->error;
  EXPECT_TRUE(contains(l.mod("heavy_role")->error, "scripts/rolegame/game.lua:7:")) << "and says where the game broke";
  EXPECT_TRUE(contains(l.mod("extra_roles_again")->error, "already used")) << l.mod("extra_roles_again")->error;
  EXPECT_TRUE(contains(l.mod("not_a_mod")->error, "mod{")) << l.mod("not_a_mod")->error;
  // ...and every disabled mod is also a load problem, one line each.
  for (const char* folder : {"broken_syntax", "missing_dep", "heavy_role", "extra_roles_again", "not_a_mod", "failing_check"}) {
    const std::string p = l.problem_about(std::string("mods/") + folder + "/mod.lua");
    EXPECT_NE(p, "") << folder;
    EXPECT_EQ(p.find('\n'), std::string::npos) << p;
  }
  // The built-in fixture games still load.
  EXPECT_NE(l.cat->game("turns"), nullptr);
}

// Hole 5 of issue 14: a mod whose setup check raises used to refuse every setup of the game it
// adds to, and stayed enabled. Now it alone is disabled, naming its file and line, and the game
// and the other mods play on.
TEST(Mods, AModWhoseSetupCheckFailsDisablesOnlyItself) {
  Loaded l({fixture_mods_dir() + "/extra_roles", fixture_mods_dir() + "/failing_check"});
  const ModInfo* bad = l.mod("failing_check");
  ASSERT_NE(bad, nullptr);
  EXPECT_TRUE(contains(bad->error, "the setup check of rolegame fails with it")) << bad->error;
  EXPECT_TRUE(contains(bad->error, "mods/failing_check/roles/grumpy.lua:3:")) << bad->error;
  EXPECT_TRUE(contains(bad->error, "grumpy cannot count")) << bad->error;
  EXPECT_EQ(l.mod("extra_roles")->error, "");
  EXPECT_EQ(l.roles("rolegame"), (std::vector<std::string>{"plain", "knight", "squire"})) << "grumpy is left out";
  const std::string p = l.problem_about("mods/failing_check/mod.lua");
  EXPECT_TRUE(contains(p, "grumpy.lua:3:")) << p;
  for (int n = 2; n <= 4; ++n) {
    std::vector<SetupProblem> problems;
    EXPECT_EQ(l.cat->check_setup(*l.cat->game("rolegame"), n, Value::object(), problems), "") << n;
    std::string err;
    auto s = Session::start(*l.cat, fixture_setup("rolegame", n), err);
    ASSERT_TRUE(s) << n << ": " << err;
    EXPECT_EQ(s->answer(0, "end"), "");
  }
  // With the mod alone, the same.
  Loaded alone({fixture_mods_dir() + "/failing_check"});
  EXPECT_NE(alone.mod("failing_check")->error, "");
  EXPECT_EQ(alone.roles("rolegame"), std::vector<std::string>{"plain"});
}

// Issue 14: a mod whose setup check raised at fewer players was disabled at load, for every
// setup. It stays enabled now: the setups it cannot play (2 and 3 players) are refused when
// chosen, with an error naming the mod and its file:line; 4 players play with its role, and the
// other mods are untouched.
TEST(Mods, AModWhoseSetupCheckFailsAtFewerPlayersRefusesOnlyThoseSetups) {
  Loaded l({fixture_mods_dir() + "/extra_roles", fixture_mods_dir() + "/picky_check"});
  ASSERT_NE(l.mod("picky_check"), nullptr);
  EXPECT_EQ(l.mod("picky_check")->error, "");
  EXPECT_EQ(l.mod("extra_roles")->error, "");
  EXPECT_EQ(l.problem_about("picky_check"), "");
  EXPECT_EQ(l.roles("rolegame"), (std::vector<std::string>{"plain", "knight", "squire", "picky"}));
  for (int n = 2; n <= 3; ++n) {
    std::string err;
    EXPECT_FALSE(Session::start(*l.cat, fixture_setup("rolegame", n), err)) << n;
    EXPECT_TRUE(contains(err, "the mod 'picky_check' (mods/picky_check/) cannot play this setup of rolegame")) << err;
    EXPECT_TRUE(contains(err, "mods/picky_check/roles/picky.lua:3: picky needs 4 players, not " + std::to_string(n))) << err;
    EXPECT_EQ(err.find('\n'), std::string::npos) << err;
  }
  std::string err;
  auto s = Session::start(*l.cat, fixture_setup("rolegame", 4), err);
  ASSERT_TRUE(s) << err;
  EXPECT_EQ(s->answer(0, "end"), "");
  EXPECT_TRUE(s->over());
}

// Issue 14: what a mod adds that its game never reads (rolegame reads roles only) is a load
// problem naming the line of mod.lua that declares it, not a silent no-op; `check` counts it.
TEST(Mods, AdditionsTheGameDoesNotReadAreProblemsWithTheirLine) {
  Loaded l({fixture_mods_dir() + "/extra_roles", fixture_mods_dir() + "/unread_additions"});
  const std::string modules = l.problem_about("does not take modules");
  EXPECT_TRUE(contains(modules, "mods/unread_additions/mod.lua:8: the game 'rolegame' does not take modules from mods"))
      << modules;
  EXPECT_TRUE(contains(modules, "'curfew'")) << modules;
  const std::string cards = l.problem_about("does not take cards");
  EXPECT_TRUE(contains(cards, "mods/unread_additions/mod.lua:9: the game 'rolegame' does not take cards from mods"))
      << cards;
  EXPECT_TRUE(contains(cards, "'omen'")) << cards;
  EXPECT_EQ(l.problem_about("mods/extra_roles"), "") << "the roles it reads are no problem";
}

// A scratch mod folder <root>/<folder> whose mod.lua returns mod{ <fields> }.
std::string scratch_mod(const std::string& root, const std::string& folder, const std::string& fields) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::testing::TempDir()) / root / folder;
  fs::create_directories(dir);
  std::ofstream(dir / "mod.lua") << "return mod { id = '" << folder << "', " << fields << " }\n";
  return dir.string();
}

// The manifest's requires (with a minimum version) and conflicts refuse a mod with the reason;
// an unknown field (a typo) is an error, not silently ignored.
TEST(Mods, RequiresAndConflictsRefuseWithAReason) {
  const std::string r = "manifest_mods";
  std::filesystem::remove_all(std::filesystem::path(::testing::TempDir()) / r);
  Loaded l({scratch_mod(r, "base", "version = '1.2'"),
            scratch_mod(r, "needs_old", "version = '1', requires = { base = '1.0' }"),
            scratch_mod(r, "needs_new", "version = '1', requires = { base = '1.10' }"),
            scratch_mod(r, "needs_absent", "version = '1', requires = { nothing_here = '1' }"),
            scratch_mod(r, "enemy", "version = '1', conflicts = { 'base' }"),
            scratch_mod(r, "typo", "version = '1', strenghtens = 'good'")});
  EXPECT_EQ(l.mod("base")->error, "");
  EXPECT_EQ(l.mod("needs_old")->error, "");
  EXPECT_TRUE(contains(l.mod("needs_new")->error, "requires the mod 'base' 1.10 or later, and mods/base/ is 1.2"))
      << l.mod("needs_new")->error;
  EXPECT_TRUE(contains(l.mod("needs_absent")->error, "requires the mod 'nothing_here' (1 or later), which is not loaded"))
      << l.mod("needs_absent")->error;
  EXPECT_TRUE(contains(l.mod("enemy")->error, "conflicts with the mod 'base' (mods/base/)")) << l.mod("enemy")->error;
  EXPECT_TRUE(contains(l.problem_about("mods/typo/mod.lua"), "unknown field 'strenghtens'")) << l.mod("typo")->error;
  EXPECT_NE(l.problem_about("mods/enemy/mod.lua: disabled"), "");
}

// Mods are found in mods/, in $XDG_DATA_HOME/roundtable/mods and with --mods DIR (one mod's
// folder or a folder of mods); a --mods folder that is not there is refused.
TEST(Mods, ModsAreFoundInTheUsersFolderAndWithModsDir) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(::testing::TempDir()) / "mod_places";
  fs::remove_all(root);
  scratch_mod("mod_places/xdg/roundtable/mods", "from_xdg", "version = '1'");
  const std::string one = scratch_mod("mod_places/cli", "from_cli", "version = '2'");
  std::string out;
  const std::string env = "XDG_DATA_HOME=" + (root / "xdg").string() + " ";
  ASSERT_EQ(test::run_command(env + test::roundtable_binary() + " catalog --json --mods " + one + " 2>/dev/null", &out), 0) << out;
  const Value v = Value::parse(out);
  std::vector<std::string> ids;
  for (auto& m : v["mods"]) ids.push_back(m["id"].get<std::string>());
  EXPECT_NE(std::find(ids.begin(), ids.end(), "from_xdg"), ids.end()) << out;
  EXPECT_NE(std::find(ids.begin(), ids.end(), "from_cli"), ids.end()) << out;
  EXPECT_NE(std::find(ids.begin(), ids.end(), "informant"), ids.end()) << "the repository's mods/ still load";
  EXPECT_NE(test::run_command(test::roundtable_binary() + " catalog --mods " + (root / "nowhere").string() + " 2>&1", &out), 0);
  EXPECT_TRUE(contains(out, "no such folder")) << out;
}

// simulate (and the lab) play with the same mods as every other command: a bot shipped by a mod
// in a --mods folder plays (the lab once looked only in the repository's mods/).
TEST(Mods, SimulateSeesTheModsOfModsDir) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::testing::TempDir()) / "sim_mods" / "copied_bot";
  fs::remove_all(dir.parent_path());
  fs::create_directories(dir.parent_path());
  fs::copy(fs::path(test::test_data_dir()) / ".." / "mods" / "trusting_bot", dir, fs::copy_options::recursive);
  {
    std::ifstream in(dir / "mod.lua");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.replace(text.find("\"trusting_bot\""), 14, "\"copied_bot\"");
    std::ofstream(dir / "mod.lua") << text;
  }
  fs::rename(dir / "bots" / "resistance" / "trusting.lua", dir / "bots" / "resistance" / "copied.lua");
  std::string out;
  const int code = test::run_command(test::roundtable_binary() + " simulate --game resistance --players 5 --games 4 --threads 1 " +
                                         "--bots copied --json --mods " + dir.string() + " 2>&1",
                                     &out);
  EXPECT_EQ(code, 0) << out;
  EXPECT_TRUE(contains(out, "\"games\": 4")) << out;
}

TEST(Mods, CatalogJsonListsMods) {
  Loaded l(find_mods(fixture_mods_dir()));
  const Value v = l.cat->to_value("en");
  ASSERT_TRUE(v.contains("mods"));
  bool found = false;
  for (auto& m : v["mods"])
    if (m["id"] == "extra_roles" && m["enabled"] == true) {
      found = true;
      EXPECT_EQ(m["name"], "Extra roles");
      EXPECT_EQ(m["extends"], Value::parse(R"(["rolegame"])"));
    }
  EXPECT_TRUE(found);
}

}  // namespace
}  // namespace rt
