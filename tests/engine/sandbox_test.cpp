// sandbox_test.cpp: the Lua sandbox, through fixture games loaded by a Catalog and run by a
// Session: what a script can reach, the instruction budget, the memory cap, error locations,
// isolation between scripts, deterministic pairs and the host RNG.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::fixture_catalog;
using test::fixture_setup;
using test::contains;
using test::must_start;
using test::thread_cpu_seconds;

// Everything the probe game reported (it finishes at once, so it has no pending decision).
class ProbeTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    catalog_ = fixture_catalog().release();
    auto s = must_start(*catalog_, fixture_setup("probe", 2, 5));
    counters_ = new Value(Value::object());
    ASSERT_TRUE(s);
    EXPECT_TRUE(s->over());
    *counters_ = s->view(kOmniscient)["counters"];
  }
  static void TearDownTestSuite() {
    delete counters_;
    delete catalog_;
    counters_ = nullptr;
    catalog_ = nullptr;
  }
  // A copy: reading a missing key of a const Value is undefined in nlohmann::json.
  static Value c(const char* key) { return (*counters_)[key]; }
  static Catalog* catalog_;
  static Value* counters_;
};
Catalog* ProbeTest::catalog_ = nullptr;
Value* ProbeTest::counters_ = nullptr;

TEST(Sandbox, LoadProblemsAreExactlyTheBrokenFixtures) {
  std::vector<std::string> problems;
  auto cat = fixture_catalog({}, &problems);
  std::string all;
  for (auto& p : problems) all += p + "\n";
  ASSERT_EQ(problems.size(), 3u) << all;
  // Sorted by folder: random_at_load, runtime_error, syntax_error.
  EXPECT_TRUE(contains(problems[0], "no game is running")) << problems[0];
  EXPECT_EQ(problems[0].rfind("scripts/random_at_load/game.lua:2:", 0), 0u) << problems[0];
  EXPECT_EQ(problems[1].rfind("scripts/runtime_error/game.lua:3:", 0), 0u) << problems[1];
  EXPECT_TRUE(contains(problems[1], "index a nil value")) << problems[1];
  EXPECT_EQ(problems[2].rfind("scripts/syntax_error/game.lua:3:", 0), 0u) << problems[2];
  for (auto& p : problems) EXPECT_FALSE(contains(p, "\n")) << p;
  // Broken games are left out, the rest are there.
  EXPECT_EQ(cat->game("syntax_error"), nullptr);
  EXPECT_EQ(cat->game("runtime_error"), nullptr);
  EXPECT_EQ(cat->game("random_at_load"), nullptr);
  for (const char* id : {"turns", "cards", "probe", "leak", "runaway", "play_error", "options_game", "api_error",
                         "table_keys"})
    EXPECT_NE(cat->game(id), nullptr) << id;
}

TEST(Sandbox, MissingScriptsFolderIsAProblem) {
  Catalog c;
  auto problems = c.load(test::fixture_scripts_dir() + "/no_such_folder");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(contains(problems[0], "no_such_folder"));
  EXPECT_TRUE(c.games().empty());
}

TEST(Sandbox, RuntimeErrorInPlayNamesTheScriptLine) {
  auto cat = fixture_catalog();
  std::string error;
  auto s = Session::start(*cat, fixture_setup("play_error", 1), error);
  EXPECT_FALSE(s);
  EXPECT_EQ(error.rfind("scripts/play_error/game.lua:6:", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "arithmetic")) << error;
}

std::string api_error(const char* mode) {
  auto cat = fixture_catalog();
  std::string error;
  auto s = Session::start(*cat, fixture_setup("api_error", 1, 1, {{"mode", mode}}), error);
  EXPECT_FALSE(s) << mode;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(Sandbox, GameApiErrorNamesTheScriptLine) {
  std::string error = api_error("direct");
  EXPECT_EQ(error.rfind("scripts/api_error/game.lua:4:", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "counter name")) << error;
  error = api_error("bad_seat");
  EXPECT_EQ(error.rfind("scripts/api_error/game.lua:10:", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "9")) << error;
}

// Lua strings are bytes; views are JSON. A script that stores a string that is not UTF-8 makes
// every later view.dump() throw nlohmann::json::type_error (316), which takes down a front end
// or a network server. The API should refuse such strings (or the view should escape them).
TEST(Sandbox, StringsThatAreNotUtf8DoNotBreakViews) {
  auto cat = fixture_catalog();
  std::string error;
  auto s = Session::start(*cat, fixture_setup("api_error", 1, 1, {{"mode", "bad_utf8"}}), error);
  if (!s) {
    EXPECT_TRUE(contains(error, "UTF-8")) << error;
    return;
  }
  for (int seat : {0, kSpectator, kOmniscient}) EXPECT_NO_THROW((void)s->view(seat).dump()) << seat;
}

TEST(Sandbox, RulesThatEndWithoutFinishAreAnError) {
  std::string error = api_error("no_finish");
  EXPECT_TRUE(contains(error, "without g:finish")) << error;
}

// g:ask and friends are written in the prelude, so an error they raise on the script's behalf
// names engine/lua/prelude.lua instead of the game script's line that called them.
TEST(Sandbox, ErrorFromAPreludeHelperNamesTheCallersLine) {
  std::string error = api_error("helper");
  EXPECT_EQ(error.rfind("scripts/api_error/game.lua:7:", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "empty")) << error;
}

TEST_F(ProbeTest, ForbiddenGlobalsAreNil) {
  Value types = c("types");
  for (const char* name : {"io", "os", "require", "load", "loadfile", "dofile", "loadstring", "debug", "package",
                           "collectgarbage", "coroutine", "_G", "module", "setfenv", "getfenv", "newproxy", "unpack"})
    EXPECT_EQ(types[name], "nil") << name << " is reachable from a script";
  EXPECT_EQ(c("lib_types")["math_randomseed"], "nil");
}

TEST_F(ProbeTest, AllowedGlobalsArePresent) {
  Value types = c("types");
  for (const char* name : {"assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "rawequal", "rawget",
                           "rawlen", "select", "setmetatable", "getmetatable", "tonumber", "tostring", "type",
                           "print", "use", "game", "role"})
    EXPECT_EQ(types[name], "function") << name;
  for (const char* name : {"string", "table", "math", "utf8", "option"}) EXPECT_EQ(types[name], "table") << name;
  EXPECT_EQ(types["_VERSION"], "string");
  EXPECT_EQ(c("lib_types")["math_random"], "function");
  EXPECT_EQ(c("lib_types")["string_rep"], "function");
}

TEST_F(ProbeTest, StringMetatableIsHidden) {
  EXPECT_EQ(c("string_mt"), "false") << "getmetatable(\"\") must not give the string library";
  EXPECT_EQ(c("method_call"), "ABC") << "string methods still work";
}

TEST_F(ProbeTest, LibrariesAreReadOnly) {
  Value errors = c("errors");
  EXPECT_TRUE(contains(errors["write_string"], "read-only")) << errors["write_string"];
  EXPECT_TRUE(contains(errors["write_math"], "read-only")) << errors["write_math"];
  EXPECT_NE(errors["setmetatable_string"], "no error");
  EXPECT_NE(errors["g_metatable"], "no error");
}

TEST_F(ProbeTest, UseRefusesPathsOutsideTheScripts) {
  Value errors = c("errors");
  EXPECT_TRUE(contains(errors["use_parent"], "lowercase words")) << errors["use_parent"];
  EXPECT_TRUE(contains(errors["use_missing"], "no such script")) << errors["use_missing"];
}

TEST_F(ProbeTest, UseDetectsCycles) {
  Value errors = c("errors");
  EXPECT_TRUE(contains(errors["use_cycle"], "cycle")) << errors["use_cycle"];
  EXPECT_TRUE(contains(errors["use_cycle_again"], "cycle")) << "a failed load is not cached: " << errors["use_cycle_again"];
}

// math.random(math.mininteger, math.maxinteger): hi - lo overflows (undefined behaviour); in
// practice the range wraps to 0 and every draw is math.mininteger.
TEST_F(ProbeTest, FullRangeRandomIsRandom) {
  Value full = c("full_range");
  ASSERT_EQ(full.size(), 4u);
  EXPECT_FALSE(full[0] == full[1] && full[1] == full[2] && full[2] == full[3]) << full.dump();
}

TEST_F(ProbeTest, PairsVisitsKeysInSortedOrder) {
  EXPECT_EQ(c("pairs_order"), "-1,2,10,B,a,b,c,false,true");
}

TEST_F(ProbeTest, GlobalOfOneScriptIsNotSeenByAnother) {
  EXPECT_EQ(c("leaks")["global"], "nil");
  EXPECT_EQ(c("leaks")["string_assign"], "nil");
  EXPECT_EQ(c("leaks")["string_methods"], "nil");
}

// The read-only library tables (string, math, table, utf8, option) are single proxy tables
// shared by every script, and rawset is in the sandbox: rawset(string, "x", v) in one script
// (a mod) puts x into every other script's string library, and could replace
// string.format or option.bool for all scripts loaded after it.
TEST_F(ProbeTest, RawsetOnASharedLibraryDoesNotLeakToOtherScripts) {
  Value leaks = c("leaks");
  for (const char* lib : {"string", "math", "table", "utf8", "option"})
    EXPECT_EQ(leaks[lib], "nil") << "rawset(" << lib << ", ...) in scripts/leak/game.lua is seen by the probe game";
}

// pairs orders keys that are not numbers, strings or booleans by tostring(), that is by their
// memory address: the order then depends on the heap, not on the game, and a record replayed
// in another process (or after other allocations) can take another path.
TEST(Sandbox, PairsOrderOverTableKeysDoesNotDependOnTheHeap) {
  auto run = [](bool disturb_heap) {
    auto cat = fixture_catalog();
    std::vector<void*> blocks;
    if (disturb_heap) {
      // Leave freed blocks of a Lua table's size around for the game's tables to reuse.
      for (int i = 0; i < 64; ++i) blocks.push_back(std::malloc(56));
      for (int i = 0; i < 64; i += 2) std::free(blocks[i]);
    }
    std::string error;
    auto s = Session::start(*cat, fixture_setup("table_keys", 1, 3), error);
    for (int i = 1; i < static_cast<int>(blocks.size()); i += 2) std::free(blocks[i]);
    return s ? s->view(kOmniscient)["counters"]["order"] : Value("error: " + error);
  };
  const Value quiet = run(false);
  const Value disturbed = run(true);
  EXPECT_EQ(quiet, disturbed) << "the same game visited its table keys in another order";
}

TEST(Sandbox, MathRandomOutsideAGameErrors) {
  std::vector<std::string> problems;
  auto cat = fixture_catalog({}, &problems);
  bool found = false;
  for (auto& p : problems)
    if (contains(p, "random_at_load")) {
      found = true;
      EXPECT_TRUE(contains(p, "no game is running")) << p;
    }
  EXPECT_TRUE(found);
}

TEST(Sandbox, RandomInsideAGameIsReproducibleForTheSameSeed) {
  auto cat = fixture_catalog();
  auto a = must_start(*cat, fixture_setup("probe", 2, 1234));
  auto b = must_start(*cat, fixture_setup("probe", 2, 1234));
  auto other = must_start(*cat, fixture_setup("probe", 2, 1235));
  ASSERT_TRUE(a && b && other);
  const Value ca = a->view(kOmniscient)["counters"], cb = b->view(kOmniscient)["counters"],
              co = other->view(kOmniscient)["counters"];
  EXPECT_EQ(ca["draws"], cb["draws"]);
  EXPECT_EQ(ca["unit"], cb["unit"]);
  EXPECT_EQ(ca["shuffled"], cb["shuffled"]);
  EXPECT_NE(ca["draws"], co["draws"]) << "another seed gives other draws";
  // Ranges: math.random(1, 1000000), g:random(6), math.random(3), math.random() in [0, 1).
  for (int i = 0; i < 5; ++i) {
    EXPECT_GE(ca["draws"][i].get<int64_t>(), 1);
    EXPECT_LE(ca["draws"][i].get<int64_t>(), 1000000);
  }
  EXPECT_GE(ca["draws"][5].get<int64_t>(), 1);
  EXPECT_LE(ca["draws"][5].get<int64_t>(), 6);
  EXPECT_GE(ca["draws"][6].get<int64_t>(), 1);
  EXPECT_LE(ca["draws"][6].get<int64_t>(), 3);
  EXPECT_GE(ca["unit"].get<double>(), 0.0);
  EXPECT_LT(ca["unit"].get<double>(), 1.0);
  std::vector<int> sorted = ca["shuffled"].get<std::vector<int>>();
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
}

// --- the instruction budget ------------------------------------------------------------------

Vm::Limits small_budget() {
  Vm::Limits l;
  l.instructions_per_call = 1'000'000;
  l.seconds_per_call = 0.05;
  return l;
}

// Processor time of the calling thread (the budget counts it, not the wall clock: on a loaded
// machine a stopped loop may take seconds of wall time and still be stopped at its budget).
std::string runaway_error(Catalog& cat, const char* mode, double* seconds = nullptr) {
  std::string error;
  const double t0 = thread_cpu_seconds();
  auto s = Session::start(cat, fixture_setup("runaway", 1, 1, {{"mode", mode}}), error);
  if (seconds) *seconds = thread_cpu_seconds() - t0;
  EXPECT_FALSE(s) << mode << " ran to the end";
  EXPECT_FALSE(error.empty()) << mode;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(SandboxBudget, InfiniteLoopIsStoppedWithABudgetError) {
  auto cat = fixture_catalog(small_budget());
  double seconds = 0;
  std::string error = runaway_error(*cat, "loop", &seconds);
  EXPECT_TRUE(contains(error, "budget exceeded")) << error;
  EXPECT_TRUE(contains(error, "scripts/runaway/game.lua:")) << "names where the script was: " << error;
  EXPECT_LT(seconds, 2.0);
}

TEST(SandboxBudget, PcallCannotSwallowTheBudget) {
  auto cat = fixture_catalog(small_budget());
  for (const char* mode : {"pcall_loop", "xpcall_loop"}) {
    double seconds = 0;
    std::string error = runaway_error(*cat, mode, &seconds);
    EXPECT_TRUE(contains(error, "budget exceeded")) << mode << ": " << error;
    EXPECT_LT(seconds, 2.0) << mode;
  }
}

TEST(SandboxBudget, ValidatorInfiniteLoopIsStoppedAndChangesNothing) {
  auto cat = fixture_catalog(small_budget());
  auto s = must_start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "validator_loop"}}));
  ASSERT_TRUE(s);
  const Value before = s->view(kOmniscient);
  std::string why = s->answer(0, "a");
  EXPECT_TRUE(contains(why, "budget exceeded")) << why;
  EXPECT_EQ(s->view(kOmniscient), before);
  EXPECT_TRUE(s->record().decisions.empty());
}

TEST(SandboxBudget, VmIsUsableAfterARunaway) {
  auto cat = fixture_catalog(small_budget());
  runaway_error(*cat, "loop");
  runaway_error(*cat, "pcall_loop");
  auto s = must_start(*cat, fixture_setup("turns", 2));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->answer(0, "go"), "");
}

TEST(SandboxBudget, BudgetIsPerCallNotPerGame) {
  // Many small calls, each well under the budget, add up to far more than it (the counted
  // budget; BudgetWatchdog.TheAllowanceIsPerCallNotPerGame does the same by time).
  auto cat = fixture_catalog(Vm::Limits{256u << 20, 20'000, 0.5, true});
  auto s = must_start(*cat, fixture_setup("turns", 2));
  ASSERT_TRUE(s);
  for (int i = 0; i < 50; ++i) {
    std::string error;
    auto t = Session::start(*cat, fixture_setup("turns", 2, i), error);
    ASSERT_TRUE(t) << error;
  }
}

// Runs `body` in a child process that must exit 0 within `seconds`; a hang becomes a failure.
// The child may spend `seconds` of processor time (the budget's measure: a loaded machine does
// not make it fail), and ten times that of wall time (a child stuck without spinning).
void limit_child(unsigned seconds) {
  const rlimit cpu{seconds, seconds};
  ::setrlimit(RLIMIT_CPU, &cpu);
  ::alarm(10 * seconds);
}
#define EXPECT_FINISHES_IN(seconds, body)                \
  EXPECT_EXIT(                                           \
      {                                                  \
        limit_child(seconds);                            \
        body;                                            \
      },                                                 \
      ::testing::ExitedWithCode(0), "")

// string.find with a pattern that backtracks runs inside one C call: the count hook never
// fires, so `s:find(".-.-.-.-b")` on 3000 characters runs for hours instead of being stopped.
TEST(SandboxBudgetDeathTest, PatternMatchingBombIsStopped) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_FINISHES_IN(2, {
    auto cat = fixture_catalog(small_budget());
    std::string error;
    auto s = Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "pattern"}}), error);
    std::_Exit(!s && !error.empty() ? 0 : 1);
  });
}

// Lua runs __gc metamethods with hooks off: a finalizer that loops is never stopped, and it
// runs at a moment of the GC's choosing (here while the game allocates, or at lua_close).
TEST(SandboxBudgetDeathTest, FinalizerInfiniteLoopIsStopped) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_FINISHES_IN(2, {
    {
      auto cat = fixture_catalog(small_budget());
      std::string error;
      auto s = Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "gc"}}), error);
    }  // the catalog (and its Lua state) is closed here
    std::_Exit(0);
  });
}

// xpcall's message handler is called from inside the count hook when the budget error is
// raised, and Lua disables hooks while a hook runs: a handler that loops is never stopped.
TEST(SandboxBudgetDeathTest, LoopingXpcallMessageHandlerIsStopped) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_FINISHES_IN(2, {
    auto cat = fixture_catalog(small_budget());
    std::string error;
    auto s = Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "handler_loop"}}), error);
    std::_Exit(!s && !error.empty() ? 0 : 1);
  });
}

// --- the memory cap --------------------------------------------------------------------------

Vm::Limits small_memory() {
  Vm::Limits l;
  l.memory_bytes = 8u << 20;
  l.instructions_per_call = 50'000'000;
  return l;
}

TEST(SandboxMemory, FixturesLoadUnderTheSmallCap) {
  std::vector<std::string> problems;
  auto cat = fixture_catalog(small_memory(), &problems);
  EXPECT_EQ(problems.size(), 3u);
  EXPECT_LT(cat->vm().memory_in_use(), small_memory().memory_bytes / 4);
}

TEST(SandboxMemory, MemoryBombsAreStopped) {
  auto cat = fixture_catalog(small_memory());
  for (const char* mode : {"rep_bomb", "table_bomb", "concat_bomb", "pcall_bomb"}) {
    double seconds = 0;
    std::string error = runaway_error(*cat, mode, &seconds);
    EXPECT_TRUE(contains(error, "memory")) << mode << ": " << error;
    EXPECT_LT(seconds, 5.0) << mode;
    EXPECT_LE(cat->vm().memory_in_use(), small_memory().memory_bytes) << mode;
  }
}

TEST(SandboxMemory, VmIsUsableAfterAMemoryBomb) {
  auto cat = fixture_catalog(small_memory());
  runaway_error(*cat, "table_bomb");
  runaway_error(*cat, "rep_bomb");
  auto s = must_start(*cat, fixture_setup("turns", 3));
  ASSERT_TRUE(s);
  EXPECT_EQ(s->answer(0, "go"), "");
  EXPECT_EQ(s->answer(0, "yes"), "");
}

// A script whose live data stays well under the cap but which makes garbage: when an
// allocation would pass the cap, Lua collects garbage and retries it, and the retry succeeds.
// The allocator has already set `aborted_` on the first try, though, so the script is killed
// with "instruction budget exceeded" although it exceeded nothing.
TEST(SandboxMemory, GarbageUnderTheCapIsNotARunaway) {
  auto probe = fixture_catalog();
  const size_t base = probe->vm().memory_in_use();
  Vm::Limits l;
  // The game keeps ~0.55 MB alive, then makes 40 MB of garbage 2 KB at a time: 0.25 MB of
  // headroom is a hundred times what one step needs.
  l.memory_bytes = base + (800u << 10);
  auto cat = fixture_catalog(l);
  std::string error;
  auto s = Session::start(*cat, fixture_setup("runaway", 1, 1, {{"mode", "garbage"}}), error);
  EXPECT_TRUE(s) << "base " << base << " bytes, cap " << l.memory_bytes << ": " << error;
}

// The collector is generational: a game's tables die young and the catalog's data lives as long as
// the state, so a minor collection visits the young objects only (docs/performance.md, "After
// wave 21"; a game's answers never depend on the mode). lua_gc(LUA_GCGEN) answers the mode it was in.
TEST(SandboxMemory, TheCollectorIsGenerational) {
  auto cat = fixture_catalog();
  lua_State* L = cat->vm().L();
  EXPECT_EQ(lua_gc(L, LUA_GCGEN, 0, 0), LUA_GCGEN);
}

}  // namespace
}  // namespace rt
