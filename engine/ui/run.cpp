// run.cpp: the frame loop of the table view, interactive or headless.
#include "run.hpp"

#include <SDL.h>

#include <cstdlib>

#include "app.hpp"
#include "window.hpp"

namespace rt::ui {

static double seconds() { return SDL_GetTicks64() / 1000.0; }

void settle_frames(App& app, Window& window, int frames) {
  for (int i = 0; i < frames; ++i) {
    window.pump();
    app.frame(window, seconds());
  }
}

std::string run_table_view(App& app, const RunOptions& options) {
  const bool headless = !options.screenshot.empty();
  if (headless) setenv("SDL_VIDEODRIVER", "offscreen", 0);
  auto unset = [](const char* name) {
    const char* v = std::getenv(name);
    return !v || !*v;
  };
  // Without a display SDL may try a console driver and wait on it: refuse at once instead.
  if (!headless && unset("SDL_VIDEODRIVER") && unset("DISPLAY") && unset("WAYLAND_DISPLAY"))
    return "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset)";
  std::string err;
  auto window = Window::open(options.width, options.height, headless, err);
  if (!window) return err;
  if (headless) {
    const double pace = app.settings().pace;
    app.settings().pace = 0;  // the bots play up to the first human decision
    settle_frames(app, *window, 4);
    app.settings().pace = pace;
    return window->save_png(options.screenshot);
  }
  while (!app.quit() && window->pump()) app.frame(*window, seconds());
  return "";
}

}  // namespace rt::ui
