// test_support.cpp: shared helpers for the test suites.
#include "test_support.hpp"

#include "check/game_checks.hpp"

#include <gtest/gtest.h>

#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "bots/driver.hpp"
#include "lua/lua_value.hpp"

namespace rt::test {

namespace {
// ctest runs every test in a process of its own, two at a time: each process gets a scratch
// folder of its own under TEST_TMPDIR, so two tests writing "answers.txt" or "game.jsonl" never
// share one file (CI once read a file another test was rewriting). Set before main, so
// ::testing::TempDir() answers with it.
const bool kOwnScratch = [] {
  const char* base = std::getenv("TEST_TMPDIR");
  std::string dir = std::string(base && *base ? base : "/tmp") + "/p" + std::to_string(::getpid());
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  return !ec && ::setenv("TEST_TMPDIR", dir.c_str(), 1) == 0;
}();
}  // namespace

std::string scripts_dir() {
  const char* s = std::getenv("ROUNDTABLE_SCRIPTS");
  return s ? s : default_scripts_dir();
}

std::string test_data_dir() {
  const char* s = std::getenv("ROUNDTABLE_TEST_DATA");
  return s ? s : ROUNDTABLE_TEST_DATA_DIR;
}

std::string roundtable_binary() {
  const char* s = std::getenv("ROUNDTABLE_BIN");
  return s ? s : ROUNDTABLE_BIN_PATH;
}

Catalog& builtin_catalog() {
  static Catalog* cat = [] {
    auto* c = new Catalog();
    // The built-in scripts and the example mods beside them: checkers play those too.
    auto problems = c->load(scripts_dir(), find_mods(scripts_dir() + "/../mods"));
    for (auto& p : problems) ADD_FAILURE() << "loading scripts: " << p;
    return c;
  }();
  return *cat;
}

Setup make_setup(const std::string& game, int players, uint64_t seed, Value options) {
  Setup s;
  s.game = game;
  s.seed = seed;
  s.options = std::move(options);
  for (int i = 1; i <= players; ++i) s.players.push_back("P" + std::to_string(i));
  return s;
}

std::unique_ptr<Session> must_start(const std::string& game, int players, uint64_t seed, Value options) {
  std::string error;
  auto s = Session::start(builtin_catalog(), make_setup(game, players, seed, std::move(options)), error);
  EXPECT_TRUE(s) << error;
  return s;
}

std::unique_ptr<Bot> must_make_bot(Catalog& c, const std::string& game, const std::string& name) {
  std::string error;
  auto bot = make_bot(c, game, name, 7, error);
  EXPECT_TRUE(bot) << error;
  return bot;
}

std::string play_out(Session& s, Bot& bot, const std::function<void(const Session&)>& each_step) {
  return check::play_out(s, bot, [&](Session& sess) {
    if (each_step) each_step(sess);
  });
}

bool to_value_for_test(lua_State* L, int idx, Value& out) {
  std::string err;
  return to_value(L, idx, out, err);
}

int run_command(const std::string& cmd, std::string* out) {
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return -1;
  char buf[4096];
  size_t n;
  std::string text;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) text.append(buf, n);
  int status = pclose(p);
  if (out) *out = text;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

CommandResult run_roundtable(const std::string& args, bool with_stderr, const std::string& input) {
  CommandResult r;
  r.code = run_command(roundtable_binary() + " " + args + (with_stderr ? " 2>&1" : " 2>/dev/null") + " <" + input, &r.out);
  return r;
}

int count_lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

std::string write_temp_file(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

std::string write_game_folder(const std::string& folder, const std::string& game, const std::string& source) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(::testing::TempDir()) / folder;
  fs::remove_all(root);
  fs::create_directories(root / game);
  std::ofstream(root / game / "game.lua") << source;
  return root.string();
}

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace rt::test
