// test_support.hpp: what the test suites share: the built-in catalog, playing a game with
// bots, and paths to the test data and the roundtable binary.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "bots/bot.hpp"
#include "lua/catalog.hpp"
#include "lua/session.hpp"

namespace rt::test {

// The built-in scripts, loaded once per test process (fails the test on load problems).
Catalog& builtin_catalog();
std::string scripts_dir();
std::string test_data_dir();     // tests/
std::string roundtable_binary();  // the built executable

Setup make_setup(const std::string& game, int players, uint64_t seed, Value options = Value::object());

// Starts make_setup's game on the built-in catalog, failing the test with the reason when it
// cannot (then null).
std::unique_ptr<Session> must_start(const std::string& game, int players, uint64_t seed, Value options = Value::object());

// Makes the bot `name` for `game` (seed 7), failing the test with the reason when it cannot.
std::unique_ptr<Bot> must_make_bot(Catalog& c, const std::string& game, const std::string& name);

// Plays a session to the end with the given bot answering every request. `each_step` (if set)
// runs before every answer. Returns "" or the first refusal.
std::string play_out(Session& s, Bot& bot, const std::function<void(const Session&)>& each_step = nullptr);

// Converts the Lua value at idx (for tests that read script data).
bool to_value_for_test(lua_State* L, int idx, Value& out);

// Runs a shell command, returns its exit status and captures stdout (and stderr if asked).
int run_command(const std::string& cmd, std::string* out);

// The built roundtable run as a user types it: `args`, standard input from `input`, standard
// error joined to the output (or dropped, for output that must parse as JSON).
struct CommandResult {
  int code = -1;
  std::string out;
};
CommandResult run_roundtable(const std::string& args, bool with_stderr = true, const std::string& input = "/dev/null");

inline bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The number of '\n' in s.
int count_lines(const std::string& s);

// Writes `text` to a file `name` in the tests' scratch folder and returns its path.
std::string write_temp_file(const std::string& name, const std::string& text);
// A scripts folder made afresh in the tests' temporary directory, <folder>/<game>/game.lua holding
// `source`; returns the folder (what Catalog::load takes). A folder per test: tests run in
// parallel processes.
std::string write_game_folder(const std::string& folder, const std::string& game, const std::string& source);

// CPU seconds the calling thread has used.
double thread_cpu_seconds();

}  // namespace rt::test
