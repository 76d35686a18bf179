// mods_test.cpp: the mod loader, on the fixture mods in tests/engine/fixtures/mods (see the README
// there): what a mod adds reaches the game, a mod's scripts see their own folder first, and a mod
// that fails is disabled with an error naming its file, while everything else keeps working.
#include <gtest/gtest.h>

#include <algorithm>

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
  ASSERT_EQ(l.cat->mods().size(), 9u);
  // The good ones work side by side.
  EXPECT_EQ(l.mod("extra_roles")->error, "");
  EXPECT_EQ(l.mod("bot_mod")->error, "");
  EXPECT_EQ(l.mod("new_game")->error, "");
  EXPECT_NE(l.cat->game("coin"), nullptr);
  EXPECT_EQ(l.roles("rolegame"), (std::vector<std::string>{"plain", "knight", "squire"}))
      << "heavy_role's role is left out, extra_roles' stay";
  // Each broken one says why, naming its file (and line, where there is one).
  EXPECT_TRUE(contains(l.mod("broken_syntax")->error, "mods/broken_syntax/mod.lua:4:")) << l.mod("broken_syntax")->error;
  EXPECT_TRUE(contains(l.mod("missing_dep")->error, "no_such_game")) << l.mod("missing_dep")->error;
  EXPECT_TRUE(contains(l.mod("heavy_role")->error, "rolegame fails to load with it")) << l.mod("heavy_role")->error;
  EXPECT_TRUE(contains(l.mod("heavy_role")->error, "scripts/rolegame/game.lua:7:")) << "and says where the game broke";
  EXPECT_TRUE(contains(l.mod("extra_roles_again")->error, "already used")) << l.mod("extra_roles_again")->error;
  EXPECT_TRUE(contains(l.mod("not_a_mod")->error, "mod{")) << l.mod("not_a_mod")->error;
  // ...and every disabled mod is also a load problem, one line each.
  for (const char* folder : {"broken_syntax", "missing_dep", "heavy_role", "extra_roles_again", "not_a_mod"}) {
    const std::string p = l.problem_about(std::string("mods/") + folder + "/mod.lua");
    EXPECT_NE(p, "") << folder;
    EXPECT_EQ(p.find('\n'), std::string::npos) << p;
  }
  // The built-in fixture games still load.
  EXPECT_NE(l.cat->game("turns"), nullptr);
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
