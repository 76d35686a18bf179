// run.hpp: runs the table view in a window until it is closed, or headless for a fixed number
// of frames and writes a screenshot.
#pragma once
#include <string>

namespace rt::ui {

class App;

struct RunOptions {
  int width = 1280, height = 720;
  std::string screenshot;  // "": interactive; else headless, settle, write this PNG and return
};

// Returns "" or a one-line error (no display, cannot write the PNG...).
std::string run_table_view(App& app, const RunOptions& options);

// Headless: frames until the bots have nothing left to do at once and the layout has settled.
class Window;
void settle_frames(App& app, Window& window, int frames = 4);

}  // namespace rt::ui
