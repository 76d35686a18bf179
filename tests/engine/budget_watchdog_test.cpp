// budget_watchdog_test.cpp: the budget by time (issue 15): no Lua hook runs while scripts
// behave; a host call past its CPU-time allowance is stopped by the watchdog with the one-line
// file:line budget error, within a second; the allowance is per call, per Vm (a Vm on another
// thread is never stopped for it), 50 times larger while the Vm profiles; and the counted variant
// stays deterministic.
#include <gtest/gtest.h>

#include <time.h>

#include <thread>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::contains;
using test::fixture_catalog;
using test::fixture_setup;
using test::must_start;
using test::thread_cpu_seconds;

Vm::Limits watched(double seconds) {
  Vm::Limits l;
  l.seconds_per_call = seconds;
  return l;
}

std::string runaway(Catalog& cat, const char* mode) {
  std::string error;
  auto s = Session::start(cat, fixture_setup("runaway", 1, 1, {{"mode", mode}}), error);
  EXPECT_FALSE(s) << mode << " ran to the end";
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(BudgetWatchdog, ABehavingScriptRunsWithNoHook) {
  auto cat = fixture_catalog();
  lua_State* L = cat->vm().L();
  EXPECT_EQ(lua_gethookmask(L), 0) << "no count hook is set when the state is made";
  auto s = must_start(*cat, fixture_setup("turns", 3));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->answer(0, "go"), "");
  EXPECT_EQ(lua_gethookmask(L), 0);
  EXPECT_EQ(lua_gethook(L), nullptr);
}

TEST(BudgetWatchdog, ARunawayIsStoppedByTimeWithItsLineAndTheHookIsTakenOffAfter) {
  auto cat = fixture_catalog(watched(0.05));
  const double t0 = thread_cpu_seconds();
  const std::string error = runaway(*cat, "loop");
  const double spent = thread_cpu_seconds() - t0;
  EXPECT_TRUE(contains(error, "scripts/runaway/game.lua:6: budget exceeded (over 0.05 s of CPU time without "
                              "returning to the host)")) << error;
  EXPECT_LT(spent, 0.5) << "stopped soon after its allowance";
  EXPECT_GE(spent, 0.05) << "not before its allowance";
  EXPECT_EQ(lua_gethookmask(cat->vm().L()), 0) << "the armed hook goes when the call ends";
  auto s = must_start(*cat, fixture_setup("turns", 2));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->answer(0, "go"), "") << "the next call has its whole allowance";
}

TEST(BudgetWatchdog, TheDefaultAllowanceStopsWithinASecond) {
  auto cat = fixture_catalog();
  for (const char* mode : {"loop", "pcall_loop", "xpcall_loop"}) {
    const double t0 = thread_cpu_seconds();
    const std::string error = runaway(*cat, mode);
    EXPECT_TRUE(contains(error, "budget exceeded (over 0.5 s of CPU time")) << mode << ": " << error;
    EXPECT_LT(thread_cpu_seconds() - t0, 1.0) << mode;
  }
}

// A game whose every decision comes after a few milliseconds of work: the calls together take
// far longer than the allowance, each one much less.
std::string write_busy_game(int decisions) {
  const std::string n = std::to_string(decisions);  // (a folder per count: tests run in parallel)
  return test::write_game_folder("budget_watchdog_busy_" + n, "busy",
                           "return game { id = 'busy', players = { min = 1, max = 2 },\n"
                           "  play = function(g)\n"
                           "    for i = 1, " + n + " do\n"
                           "      local x = 0\n"
                           "      for k = 1, 1000000 do x = x + k % 7 end\n"
                           "      g:decide { seat = 1, choose = { 'a' }, prompt = 'p' }\n"
                           "    end\n"
                           "    g:finish('nobody', 'done')\n"
                           "  end }\n");
}

TEST(BudgetWatchdog, TheAllowanceIsPerCallNotPerGame) {
  Catalog cat(watched(0.05));
  ASSERT_TRUE(cat.load(write_busy_game(40)).empty());
  const double t0 = thread_cpu_seconds();
  auto s = must_start(cat, fixture_setup("busy", 1));
  ASSERT_TRUE(s);
  for (int i = 0; i < 40; ++i) ASSERT_EQ(s->answer(0, "a"), "") << "decision " << i + 1;
  EXPECT_EQ(s->request(0), nullptr) << "the game is over";
  EXPECT_GT(thread_cpu_seconds() - t0, 0.05) << "the calls together ran longer than one allowance";
}

// The profiler (Vm::Limits::profile) slows a tight loop about 20 times: a profiling Vm's allowance
// is 50 times larger, so the busy game's calls, a few milliseconds each without the profiler,
// still end (0.1 s or more each with it: a 0.05 s allowance alone would stop them).
TEST(BudgetWatchdog, AProfilingVmsAllowanceGrowsWithTheProfilersSlowdown) {
  Vm::Limits l = watched(0.05);
  l.profile = true;
  Catalog cat(l);
  ASSERT_TRUE(cat.load(write_busy_game(3)).empty());
  auto s = must_start(cat, fixture_setup("busy", 1));
  ASSERT_TRUE(s);
  for (int i = 0; i < 3; ++i) ASSERT_EQ(s->answer(0, "a"), "") << "decision " << i + 1;
  EXPECT_EQ(s->request(0), nullptr) << "the game is over";
  ASSERT_NE(cat.vm().profile(), nullptr);
  EXPECT_GT(cat.vm().profile()->total(), 3 * 1'000'000) << "the loops ran under the profiler";
}

// Each Vm is timed on its own: a runaway on one thread stops there; the games another Vm plays
// on another thread meanwhile are never stopped for it.
TEST(BudgetWatchdog, AVmOnAnotherThreadIsNotStoppedForAnothersRunaway) {
  std::string stopped;
  std::thread away([&] {
    auto cat = fixture_catalog(watched(0.05));
    for (int i = 0; i < 3; ++i) stopped = runaway(*cat, "loop");
  });
  auto cat = fixture_catalog(watched(0.05));
  int played = 0;
  for (int i = 0; i < 300; ++i) {
    std::string error;
    auto s = Session::start(*cat, fixture_setup("turns", 3, static_cast<uint64_t>(i + 1)), error);
    ASSERT_TRUE(s) << error;
    ASSERT_EQ(s->answer(0, "go"), "");
    ++played;
  }
  away.join();
  EXPECT_EQ(played, 300);
  EXPECT_TRUE(contains(stopped, "runaway/game.lua:6: budget exceeded")) << stopped;
}

// The deterministic variant: every instruction counted by the hook, the stop at the count.
TEST(BudgetWatchdog, TheCountedBudgetStopsAtTheSameCountEveryTime) {
  Vm::Limits l;
  l.instructions_per_call = 1'000'000;
  l.counted = true;
  long long used[2] = {0, 0};
  for (long long& u : used) {
    auto cat = fixture_catalog(l);
    EXPECT_NE(lua_gethookmask(cat->vm().L()) & LUA_MASKCOUNT, 0);
    const std::string error = runaway(*cat, "loop");
    EXPECT_TRUE(contains(error, "runaway/game.lua:6: instruction budget exceeded (1000000 instructions")) << error;
    u = cat->vm().budget_used();
  }
  EXPECT_GT(used[0], 1'000'000);
  EXPECT_EQ(used[0], used[1]);
}

}  // namespace
}  // namespace rt
