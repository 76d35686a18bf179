// window.hpp: the SDL window, its renderer and the Dear ImGui context. Frames go in, pixels
// come out (a PNG for --screenshot and the tests). Headless under SDL_VIDEODRIVER=offscreen.
#pragma once
#include <memory>
#include <string>

struct SDL_Window;
struct SDL_Renderer;
struct ImFont;

namespace rt::ui {

struct Fonts {
  ImFont* body = nullptr;   // everything
  ImFont* bold = nullptr;   // names, headings
  ImFont* title = nullptr;  // screen titles
  ImFont* huge = nullptr;   // the curtain
};
const Fonts& fonts();

class Window {
 public:
  // Opens a window of w x h (hidden when headless). nullptr and a one-line error on failure.
  static std::unique_ptr<Window> open(int w, int h, bool headless, std::string& error);
  ~Window();

  // Handles every pending SDL event; false once the window was asked to close.
  bool pump();
  bool had_input() const { return had_input_; }  // the last pump found any event
  void begin_frame(float scale);  // rebuilds the fonts first if the scale changed
  void end_frame();               // ImGui::Render, draw, present
  // Headless tests: frames are built (layout, trace, click targets) but turned into pixels only
  // by save_png, which draws the last frame again. Rasterizing is most of a headless frame's cost.
  void set_draw_only_when_saved(bool on) { draw_only_when_saved_ = on; }
  // Draws the finished frame again and writes it as a PNG ("" or the error).
  std::string save_png(const std::string& path);
  int width() const;
  int height() const;
  // What the last frame cost in the UI's own work (ImGui build), in milliseconds.
  double last_build_ms() const { return build_ms_; }

 private:
  Window() = default;
  void load_fonts(float scale);
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  float font_scale_ = 0;
  bool pointer_down_ = false, pointer_pressed_ = false;
  bool draw_only_when_saved_ = false;
  float pointer_x_ = -1e6f, pointer_y_ = -1e6f;
  double build_start_ = 0, build_ms_ = 0;
  bool quit_ = false;
  bool had_input_ = false;
};

}  // namespace rt::ui
