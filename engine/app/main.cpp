// main.cpp: the `roundtable` executable: dispatches to the subcommands.
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>

#include "../lua/mod_dirs.hpp"
#include "commands.hpp"

namespace rt {
void print_help() {
  std::fputs(  // not a format: the text says "95%" as it is
      "roundtable: a scriptable engine for hidden-role tabletop games\n\n"
      "  roundtable [play] [--game G --players N | --names A,B,.. --bots SEATS --seed S --option K=V]\n"
      "                  [--lang L] [--scale S] [--pace SECONDS] [--save FILE] [--size WxH] [--accept-warnings]\n"
      "  roundtable play --resume JOURNAL | --replay RECORD [--step K] [--seat N (0: everything)]\n"
      "  roundtable play ... --screenshot FILE.png   render the table view headless to a PNG\n"
      "  roundtable play --tty [--game G] [--players N | --names A,B,..] [--bots SEATS[=BOT],..|all|none]\n"
      "                  [--seed S] [--option NAME=VALUE]... [--lang en|ru|uk] [--save FILE]\n"
      "                  [--accept-warnings]   play a setup the rules advise against without asking\n"
      "  roundtable play --tty --resume JOURNAL     continue a game that was interrupted\n"
      "  roundtable run RECORD [--json] [--view SEAT] [--lang L]\n"
      "  roundtable simulate --game G --players N [--games K] [--seed S] [--bots BOT|SEATS=BOT,..|SIDE=BOT,..]\n"
      "                      [--option NAME=VALUE]... [--threads T (default: every core)] [--json] [--csv FILE]\n"
      "                      [--lang L]   bots play K games (default 1000): win rates by side,\n"
      "                      end reason and role (95%)\n"
      "  roundtable compare  (the simulate flags, shared) --a KEY=VALUE.. --b KEY=VALUE.. [--side SIDE]\n"
      "                      two setups (KEY: players, bots or an option id), the difference b - a in the\n"
      "                      side's win rate (default: the game's first side) with its 95% interval\n"
      "  roundtable join ADDRESS [--seat N] [--name NAME] [--lang L]   play a seat of a game hosted by\n"
      "                  another roundtable (play --phones), in the terminal\n"
      "  roundtable catalog [--json] [--lang L]\n"
      "  roundtable check MOD_DIR [--games K] [--players N]...   load a mod in the sandbox, play it\n"
      "                  (K games a setup, default 20; only the player counts given), report problems\n"
      "  any command: --mods DIR   load the mods in DIR too (also found: mods/, $XDG_DATA_HOME/roundtable/mods)\n"
      "  roundtable help\n\n"
      "Seats are numbered from 1, clockwise. Records are described in docs/record-format.md.\n",
      stdout);
}
}  // namespace rt

int main(int argc, char** argv) {
  using namespace rt;
  // A file-size limit reached mid-write fails the write (the journal cuts it back and says the
  // game is not saved) instead of killing the game.
  std::signal(SIGXFSZ, SIG_IGN);
  if (argc < 2) {
    char* args[] = {argv[0], const_cast<char*>("play"), nullptr};
    try {
      return cmd_play(2, args);
    } catch (const std::exception& e) {
      return fail(1, std::string("internal error: ") + e.what());
    }
  }
  // --mods DIR (any command, any number of times): more mods to load, taken out of the arguments.
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--mods") {
      if (i + 1 >= argc) return fail(2, "--mods needs a folder");
      if (std::string why = add_mods_folder(argv[++i]); !why.empty()) return fail(2, why);
      continue;
    }
    argv[kept++] = argv[i];
  }
  argc = kept;
  argv[argc] = nullptr;
  if (argc < 2) return fail(2, "which command? (roundtable help)");
  const std::string cmd = argv[1];
  try {
    if (cmd == "play") return cmd_play(argc, argv);
    if (cmd == "run") return cmd_run(argc, argv);
    if (cmd == "simulate") return cmd_simulate(argc, argv);
    if (cmd == "compare") return cmd_compare(argc, argv);
    if (cmd == "catalog") return cmd_catalog(argc, argv);
    if (cmd == "check") return cmd_check(argc, argv);
    if (cmd == "join") return cmd_join(argc, argv);
    if (cmd == "help" || cmd == "--help" || cmd == "-h") {
      print_help();
      return 0;
    }
  } catch (const std::exception& e) {
    return fail(1, std::string("internal error: ") + e.what());
  }
  return fail(2, "unknown command '" + cmd + "' (commands: play, join, run, simulate, compare, catalog, check, help)");
}
