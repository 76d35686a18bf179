// tty_screen.cpp: the alternate screen and the scrollback wipe of the hot-seat terminal game.
#include "tty_screen.hpp"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

namespace rt {

namespace {

constexpr const char* kEnterAlternate = "\033[?1049h";
constexpr const char* kLeaveAlternate = "\033[?1049l";
constexpr const char* kWipe = "\033[H\033[2J\033[3J";  // home, clear the screen, clear the scrollback

// Ctrl-C (or a hang-up) while the alternate screen is up: restore the normal screen, then die
// of the signal as usual.
void restore_and_reraise(int sig) {
  const ssize_t ignored = write(STDOUT_FILENO, kLeaveAlternate, std::strlen(kLeaveAlternate));
  (void)ignored;
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

bool forced_terminal() {
  const char* f = std::getenv("ROUNDTABLE_TTY");
  return f && std::strcmp(f, "1") == 0;
}

}  // namespace

TtyScreen::TtyScreen(bool hot_seat) {
  terminal_ = isatty(STDOUT_FILENO) || forced_terminal();
  if (!hot_seat || !terminal_) return;
  std::fputs(kEnterAlternate, stdout);
  std::fputs(kWipe, stdout);
  std::fflush(stdout);
  alternate_ = true;
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, restore_and_reraise);
}

void TtyScreen::curtain() {
  if (terminal_) std::fputs(kWipe, stdout);
  else std::fputs("\n----------------------------------------\n", stdout);
  std::fflush(stdout);
}

void TtyScreen::leave() {
  if (!alternate_) return;
  std::fputs(kWipe, stdout);
  std::fputs(kLeaveAlternate, stdout);
  std::fflush(stdout);
  alternate_ = false;
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, SIG_DFL);
}

}  // namespace rt
