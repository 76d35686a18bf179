// commands.hpp: the roundtable subcommands. Each returns the process exit code:
// 0 success, 1 bad input (record, game, option), 2 bad command line.
#pragma once
#include <string>

namespace rt {
int cmd_catalog(int argc, char** argv);
int cmd_run(int argc, char** argv);
int cmd_simulate(int argc, char** argv);
int cmd_compare(int argc, char** argv);
int cmd_play_tty(int argc, char** argv);
int cmd_play(int argc, char** argv);
int cmd_check(int argc, char** argv);  // the table view (cmd_play.cpp, built into the executable)
int cmd_join(int argc, char** argv);   // a seat of a game hosted by another roundtable (cmd_join.cpp)
void print_help();

// Prints "roundtable: MESSAGE" on stderr and returns code.
int fail(int code, const std::string& message);
}  // namespace rt
