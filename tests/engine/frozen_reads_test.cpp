// frozen_reads_test.cpp: a frozen table (freeze, prelude.lua) handed to the host where it reads a
// script's table raw (engine/lua/frozen.hpp) is read as what it holds, not as the empty table it
// is underneath: a mod's manifest lists and its translations, a bot's rng:pick and public analysis,
// the worlds library's term and bound lists.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"
#include "lua/vm.hpp"

namespace rt::test {
namespace {

namespace fs = std::filesystem;

// A scratch mod folder <TempDir>/frozen_reads/<folder> whose mod.lua returns mod{ <fields> }.
std::string scratch_mod(const std::string& folder, const std::string& fields) {
  const fs::path dir = fs::path(::testing::TempDir()) / "frozen_reads" / folder;
  fs::create_directories(dir);
  std::ofstream(dir / "mod.lua") << "return mod { id = '" << folder << "', " << fields << " }\n";
  return dir.string();
}

const ModInfo* mod_from(const Catalog& cat, const std::string& folder) {
  for (auto& m : cat.mods())
    if (m.source == "mods/" + folder + "/") return &m;
  return nullptr;
}

TEST(FrozenReads, AModsFrozenListsAndTranslationsAreReadAsTheyHold) {
  fs::remove_all(fs::path(::testing::TempDir()) / "frozen_reads");
  const std::string base = scratch_mod("base", "version = '1.2'");
  const std::string needs = scratch_mod("needs_new", "version = '1', requires = freeze { base = '1.10' }");
  const std::string enemy = scratch_mod("enemy", "version = '1', conflicts = freeze { 'base' }");
  const std::string worded = scratch_mod("worded", "version = '1'");
  fs::create_directories(fs::path(worded) / "i18n");
  std::ofstream(fs::path(worded) / "i18n" / "en.lua") << "return freeze { ['worded.hello'] = 'Hello' }\n";
  Catalog cat;
  cat.load(fixture_scripts_dir(), {base, needs, enemy, worded});
  ASSERT_TRUE(mod_from(cat, "needs_new") && mod_from(cat, "enemy") && mod_from(cat, "worded"));
  EXPECT_TRUE(contains(mod_from(cat, "needs_new")->error, "requires the mod 'base' 1.10 or later"))
      << mod_from(cat, "needs_new")->error;
  EXPECT_TRUE(contains(mod_from(cat, "enemy")->error, "conflicts with the mod 'base'")) << mod_from(cat, "enemy")->error;
  EXPECT_EQ(mod_from(cat, "worded")->error, "");
  EXPECT_TRUE(cat.has_text("en", "worded.hello"));
}

TEST(FrozenReads, ABotsFrozenListsReachRngPickAndItsPublicAnalysis) {
  const std::string dir = scratch_mod("frozen_bot", "version = '1'");
  fs::create_directories(fs::path(dir) / "bots" / "turns");
  std::ofstream(fs::path(dir) / "bots" / "turns" / "icy.lua") << R"(
local kept = freeze { "go", "yes" }
return {
  public = function(view) return { words = kept, nested = { kept } } end,
  decide = function(view, request, rng, shared)
    assert(shared.words[1] == "go" and shared.nested[1][2] == "yes", "the public analysis lost its frozen lists")
    local shuffled, why = pcall(rng.shuffle, rng, kept)
    assert(not shuffled and why:find("frozen", 1, true), "rng:shuffle changed a frozen list")
    if request.kind == "choose" then
      local first = rng:pick(freeze { request.options[1] })
      assert(first == request.options[1], "rng:pick read a frozen list as empty")
      return first
    end
    local out = {}
    for i = 1, request.min do out[i] = request.eligible[i] end
    return out
  end,
}
)";
  Catalog cat;
  cat.load(fixture_scripts_dir(), {dir});
  auto s = must_start(cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(cat, "turns", "icy");
  ASSERT_TRUE(s && bot);
  while (!s->over()) {
    const int seat = s->next_to_answer();
    const Value choice = bot->decide(SeatView(*s, seat));
    const auto problems = bot->take_problems();
    ASSERT_TRUE(problems.empty()) << problems.front();
    ASSERT_EQ(s->answer(seat, choice), "") << choice.dump();
  }
}

TEST(FrozenReads, TheWorldsLibraryReadsFrozenTermsAndBounds) {
  const fs::path root = fs::path(::testing::TempDir()) / "frozen_reads_worlds";
  fs::create_directories(root / "probe");
  std::ofstream(root / "probe" / "icy.lua") << R"(
local function run(any, bounds)
  local s = worlds.all(4, 2)
  local masks, weights = worlds.listed(s, worlds.scale(s, worlds.uniform(s), 1, any, {}), worlds.select(s, bounds))
  local out = {}
  for i = 1, #masks do out[i] = masks[i] .. "=" .. weights[i] end
  return table.concat(out, " ")
end
local plain = run({ { 3, 1, 0.5, 0.25 } }, { 3, 0, 1 })
local frozen = run(freeze { { 3, 1, 0.5, 0.25 } }, freeze { 3, 0, 1 })
return plain .. " | " .. frozen
)";
  Vm vm;
  vm.add_root({root.string(), "scripts/"});
  std::string error;
  ASSERT_TRUE(vm.use("probe/icy", error)) << error;
  const std::string out = lua_tostring(vm.L(), -1);
  const size_t bar = out.find(" | ");
  ASSERT_NE(bar, std::string::npos) << out;
  EXPECT_NE(out.substr(0, bar), "") << out;
  EXPECT_EQ(out.substr(0, bar), out.substr(bar + 3)) << out;
}

}  // namespace
}  // namespace rt::test
