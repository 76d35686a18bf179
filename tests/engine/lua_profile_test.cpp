// lua_profile_test.cpp: the scripts' profiler (engine/lua/lua_profile.hpp). A loop ten times
// longer counts about ten times the instructions, per function and per line, with calls, tables made and
// inclusive counts; off by default (no hook); with it on a bot game decides exactly the same; the
// watchdog still stops a runaway and the profiler goes on after; the counted budget stops at the
// same count; ROUNDTABLE_LUA_PROFILE=FILE makes the roundtable binary write the report at exit.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/record.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::contains;
using test::fixture_catalog;
using test::fixture_setup;

Vm::Limits profiled() {
  Vm::Limits l;
  l.profile = true;
  return l;
}

const LuaProfile::Function* find(const std::vector<LuaProfile::Function>& fs, const std::string& where) {
  for (const auto& f : fs)
    if (f.where == where) return &f;
  return nullptr;
}

long long line_count(const LuaProfile& p, const std::string& where) {
  for (const auto& [w, n] : p.lines())
    if (w == where) return n;
  return 0;
}

// Runs loops.lua's run() `times` times on a fresh Vm with the given limits.
void run_loops(Vm& vm, int times) {
  vm.add_root({test::test_data_dir() + "/engine/fixtures/profile", "fixtures/"});
  std::string error;
  ASSERT_TRUE(vm.use("profile/loops", error)) << error;
  lua_State* L = vm.L();
  for (int i = 0; i < times; ++i) {
    lua_getfield(L, -1, "run");
    ASSERT_EQ(vm.call(L, 0, 1, error), LUA_OK) << error;
    EXPECT_EQ(lua_tointeger(L, -1), 500500 + 50005000);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

TEST(LuaProfile, ALoopTenTimesLongerCountsAboutTenTimesMore) {
  Vm vm(profiled());
  ASSERT_NE(vm.profile(), nullptr);
  run_loops(vm, 3);
  const auto fs = vm.profile()->functions();
  const auto* short_loop = find(fs, "fixtures/profile/loops.lua:5");
  const auto* long_loop = find(fs, "fixtures/profile/loops.lua:11");
  const auto* run = find(fs, "fixtures/profile/loops.lua:17");
  ASSERT_TRUE(short_loop && long_loop && run);
  EXPECT_EQ(short_loop->name, "short_loop");
  EXPECT_EQ(long_loop->name, "long_loop");
  EXPECT_EQ(short_loop->cell.calls, 3);
  EXPECT_EQ(long_loop->cell.calls, 3);
  EXPECT_EQ(run->cell.calls, 3);
  EXPECT_GT(short_loop->cell.self, 3 * 1000);
  const double ratio = static_cast<double>(long_loop->cell.self) / static_cast<double>(short_loop->cell.self);
  EXPECT_GT(ratio, 9.5);
  EXPECT_LT(ratio, 10.5);
  EXPECT_EQ(long_loop->cell.inclusive, long_loop->cell.self) << "it calls nothing";
  EXPECT_EQ(long_loop->cell.allocations, 0) << "a loop over numbers makes no table";
  EXPECT_LT(run->cell.self, 50);
  EXPECT_EQ(run->cell.inclusive, run->cell.self + short_loop->cell.self + long_loop->cell.self);
  EXPECT_EQ(fs.front().where, "fixtures/profile/loops.lua:11") << "sorted by self";
  const long long short_line = line_count(*vm.profile(), "fixtures/profile/loops.lua:7");
  const long long long_line = line_count(*vm.profile(), "fixtures/profile/loops.lua:13");
  EXPECT_GT(short_line, 3 * 1000);
  EXPECT_GT(static_cast<double>(long_line) / static_cast<double>(short_line), 9.5);
  EXPECT_LT(static_cast<double>(long_line) / static_cast<double>(short_line), 10.5);
  const std::string report = LuaProfile::report(fs, vm.profile()->lines(), vm.profile()->total());
  EXPECT_TRUE(contains(report, "long_loop  (fixtures/profile/loops.lua:11)")) << report;
  EXPECT_TRUE(contains(report, "# Lines by self")) << report;
}

TEST(LuaProfile, TablesMadeAreCountedOnTheFunctionThatMadeThem) {
  Vm vm(profiled());
  run_loops(vm, 0);  // (loads the fixture)
  std::string error;
  ASSERT_TRUE(vm.use("profile/loops", error)) << error;
  lua_getfield(vm.L(), -1, "tables");
  ASSERT_EQ(vm.call(vm.L(), 0, 0, error), LUA_OK) << error;
  const auto fs = vm.profile()->functions();
  const auto* few = find(fs, "fixtures/profile/loops.lua:22");
  const auto* many = find(fs, "fixtures/profile/loops.lua:28");
  ASSERT_TRUE(few && many);
  EXPECT_GE(few->cell.allocations, 10) << "a table and its array part each";
  EXPECT_GE(many->cell.allocations, 10 * few->cell.allocations - 5);
  EXPECT_LE(many->cell.allocations, 10 * few->cell.allocations + 5);
}

TEST(LuaProfile, OffByDefaultNoVmProfilesAndNoHookIsSet) {
  if (!LuaProfile::path_from_environment().empty()) GTEST_SKIP() << "ROUNDTABLE_LUA_PROFILE is set";
  Vm vm;
  EXPECT_EQ(vm.profile(), nullptr);
  run_loops(vm, 1);
  EXPECT_EQ(lua_gethookmask(vm.L()), 0);
}

// The record of a heuristic-bot Avalon game (bots on every seat), on a catalog profiling or not.
std::string heuristic_record(Vm::Limits limits, uint64_t seed, long long* counted = nullptr) {
  Catalog cat(limits);
  const auto problems = cat.load(test::scripts_dir());
  EXPECT_TRUE(problems.empty()) << problems.front();
  std::string error;
  auto s = Session::start(cat, test::make_setup("avalon", 5, seed), error);
  EXPECT_TRUE(s) << error;
  if (!s) return "";
  auto bot = test::must_make_bot(cat, "avalon", "heuristic");
  if (!bot) return "";
  EXPECT_EQ(test::play_out(*s, *bot), "");
  EXPECT_TRUE(s->over());
  if (counted && cat.vm().profile()) *counted = cat.vm().profile()->total();
  return record_to_text(s->record());
}

TEST(LuaProfile, AHeuristicBotGameDecidesTheSameWithTheProfilerOn) {
  Vm::Limits plain;
  plain.seconds_per_call = 5;
  Vm::Limits on = profiled();
  on.seconds_per_call = 5;
  long long counted = 0;
  const std::string without = heuristic_record(plain, 3);
  const std::string with = heuristic_record(on, 3, &counted);
  EXPECT_FALSE(without.empty());
  EXPECT_EQ(with, without);
  EXPECT_GT(counted, 10'000) << "the rules and the bots ran under the profiler";
}

TEST(LuaProfile, TheWatchdogStillStopsARunawayAndTheProfilerGoesOnAfter) {
  Vm::Limits l = profiled();
  l.seconds_per_call = 0.05;
  auto cat = fixture_catalog(l);
  std::string error;
  EXPECT_FALSE(Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "loop"}}), error));
  EXPECT_TRUE(contains(error, "scripts/runaway/game.lua:6: budget exceeded (over 0.05 s of CPU time")) << error;
  EXPECT_EQ(lua_gethookmask(cat->vm().L()), LUA_MASKCOUNT | LUA_MASKCALL) << "the profiler's hook is back";
  const auto fs = cat->vm().profile()->functions();
  ASSERT_FALSE(fs.empty());
  EXPECT_EQ(fs.front().where, "scripts/runaway/game.lua:5") << "the loop ran the most";
  const long long before = cat->vm().profile()->total();
  auto s = test::must_start(*cat, fixture_setup("turns", 2));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->answer(0, "go"), "");
  EXPECT_GT(cat->vm().profile()->total(), before);
}

TEST(LuaProfile, TheCountedBudgetStopsAtTheSameCountWithTheProfilerOn) {
  long long used[2] = {0, 0};
  std::string errors[2];
  for (int i = 0; i < 2; ++i) {
    Vm::Limits l = i ? profiled() : Vm::Limits{};
    l.instructions_per_call = 1'000'000;
    l.counted = true;
    auto cat = fixture_catalog(l);
    EXPECT_FALSE(Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "loop"}}), errors[i]));
    used[i] = cat->vm().budget_used();
    if (i) { EXPECT_GT(cat->vm().profile()->total(), 1'000'000); }
  }
  EXPECT_TRUE(contains(errors[1], "runaway/game.lua:6: instruction budget exceeded")) << errors[1];
  EXPECT_EQ(errors[1], errors[0]);
  EXPECT_EQ(used[1], used[0]);
}

TEST(LuaProfile, TheEnvironmentsFileGetsTheReportAtExit) {
  namespace fs = std::filesystem;
  const fs::path file = fs::path(::testing::TempDir()) / "lua-profile.txt";
  fs::remove(file);
  const fs::path no_mods = fs::path(::testing::TempDir()) / "lua-profile-no-mods";
  fs::create_directories(no_mods);
  std::string out;
  const std::string cmd = "ROUNDTABLE_MODS=" + no_mods.string() + " ROUNDTABLE_LUA_PROFILE=" + file.string() + " " +
                          test::roundtable_binary() +
                          " simulate --game avalon --players 5 --games 2 --threads 2 --seed 4 --bots heuristic 2>&1";
  ASSERT_EQ(test::run_command(cmd, &out), 0) << out;
  std::ifstream in(file);
  const std::string text{std::istreambuf_iterator<char>(in), {}};
  EXPECT_TRUE(contains(text, "# Functions by self")) << text.substr(0, 2000);
  EXPECT_TRUE(contains(text, "(scripts/common/")) << text.substr(0, 2000);
  EXPECT_TRUE(contains(text, "# Lines by self")) << text.substr(0, 2000);
}

}  // namespace
}  // namespace rt
