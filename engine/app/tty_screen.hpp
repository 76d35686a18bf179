// tty_screen.hpp: the terminal front end's screen when several humans share it. On a terminal
// (or when ROUNDTABLE_TTY=1 forces terminal mode, for tests) the game runs on the alternate
// screen, and every curtain clears the screen AND the scrollback, so a seat cannot scroll back
// to what the previous seat saw; leaving (the end, end of input, Ctrl-C) returns to the normal
// screen. Not a terminal (a pipe, a file): plain text with a separator line at each curtain.
#pragma once

namespace rt {

class TtyScreen {
 public:
  explicit TtyScreen(bool hot_seat);
  ~TtyScreen() { leave(); }
  TtyScreen(const TtyScreen&) = delete;
  TtyScreen& operator=(const TtyScreen&) = delete;

  void curtain();  // wipes everything seen so far (screen and scrollback)
  void leave();    // back to the normal screen (idempotent)
  bool terminal() const { return terminal_; }

 private:
  bool terminal_ = false;
  bool alternate_ = false;
};

}  // namespace rt
