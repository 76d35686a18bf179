// window.cpp: SDL2 + SDL_Renderer + Dear ImGui 1.86. The pointer is taken from the SDL events
// themselves (not polled), so clicks injected with SDL_PushEvent work headless exactly as real
// ones do. Fonts: DejaVu Sans from Debian's fonts-dejavu-core, with the Cyrillic glyphs.
#include "window.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <chrono>
#include <filesystem>
#include <vector>

#include <stb/stb_image_write.h>

#include "anim.hpp"
#include "art.hpp"
#include "sound.hpp"
#include "../core/problem.hpp"

namespace rt::ui {

namespace {
Fonts g_fonts;

double now_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

std::string find_font(const char* file) {
  for (const char* dir : {"/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/dejavu/",
                          "/usr/local/share/fonts/"}) {
    std::string p = std::string(dir) + file;
    if (std::filesystem::exists(p)) return p;
  }
  return "";
}
}  // namespace

const Fonts& fonts() { return g_fonts; }

std::unique_ptr<Window> Window::open(int w, int h, bool headless, std::string& error) {
  if (headless) SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    error = keyed(std::string("no display for the table view (") + SDL_GetError() + ")", "ui.error.no_window",
                  Value{{"why", SDL_GetError()}});
    return nullptr;
  }
  std::unique_ptr<Window> win(new Window());
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | (headless ? SDL_WINDOW_HIDDEN : 0);
  win->window_ = SDL_CreateWindow("Roundtable", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
  if (!win->window_) {
    error = keyed(std::string("cannot open a window (") + SDL_GetError() + ")", "ui.error.no_window", Value{{"why", SDL_GetError()}});
    return nullptr;
  }
  win->renderer_ = SDL_CreateRenderer(win->window_, -1, headless ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC);
  if (!win->renderer_) win->renderer_ = SDL_CreateRenderer(win->window_, -1, SDL_RENDERER_SOFTWARE);
  if (!win->renderer_) {
    error = keyed(std::string("cannot draw in the window (") + SDL_GetError() + ")", "ui.error.no_window", Value{{"why", SDL_GetError()}});
    return nullptr;
  }
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the layout is ours, not remembered by ImGui
  io.LogFilename = nullptr;
  ImGui::StyleColorsDark();
  ImGui_ImplSDL2_InitForSDLRenderer(win->window_);
  ImGui_ImplSDLRenderer_Init(win->renderer_);
  set_art_renderer(win->renderer_);
  set_animations_allowed(!headless);  // headless frames are pictures: nothing half-way
  if (!headless) open_audio();        // none (no device): silent
  return win;
}

Window::~Window() {
  if (renderer_) {
    set_art_renderer(nullptr);  // its textures go before the renderer
    close_audio();
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(renderer_);
  }
  if (window_) SDL_DestroyWindow(window_);
  SDL_Quit();
}

void Window::load_fonts(float scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x0400, 0x052F, 0x2000, 0x206F,
                                   0x2190, 0x21FF, 0x2500, 0x25FF, 0x2600, 0x26FF, 0};
  const std::string regular = find_font("DejaVuSans.ttf"), bold = find_font("DejaVuSans-Bold.ttf");
  auto add = [&](const std::string& path, float px) -> ImFont* {
    ImFontConfig cfg;
    cfg.OversampleH = 1;  // small atlas, fast first frame
    cfg.PixelSnapH = true;
    if (path.empty()) {
      cfg.SizePixels = px;
      return io.Fonts->AddFontDefault(&cfg);
    }
    return io.Fonts->AddFontFromFileTTF(path.c_str(), px, &cfg, ranges);
  };
  g_fonts.body = add(regular, 17 * scale);
  g_fonts.bold = add(bold.empty() ? regular : bold, 17 * scale);
  g_fonts.title = add(bold.empty() ? regular : bold, 28 * scale);
  g_fonts.huge = add(bold.empty() ? regular : bold, 44 * scale);
  io.Fonts->Build();
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 8;
  style.FrameRounding = 6;
  style.GrabRounding = 6;
  style.FramePadding = ImVec2(10, 6);
  style.ItemSpacing = ImVec2(10, 8);
  style.WindowPadding = ImVec2(14, 12);
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.10f, 0.11f, 0.14f, 1.0f);
  style.Colors[ImGuiCol_ChildBg] = ImVec4(0.13f, 0.14f, 0.18f, 1.0f);
  style.Colors[ImGuiCol_Button] = ImVec4(0.22f, 0.30f, 0.45f, 1.0f);
  style.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.30f, 0.42f, 0.62f, 1.0f);
  style.Colors[ImGuiCol_ButtonActive] = ImVec4(0.36f, 0.50f, 0.74f, 1.0f);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
  font_scale_ = scale;
}

bool Window::pump() {
  SDL_Event e;
  had_input_ = false;
  while (SDL_PollEvent(&e)) {
    had_input_ = true;
    switch (e.type) {
      case SDL_QUIT: quit_ = true; break;
      case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_CLOSE) quit_ = true;
        break;
      case SDL_MOUSEMOTION: pointer_x_ = float(e.motion.x), pointer_y_ = float(e.motion.y); break;
      case SDL_MOUSEBUTTONDOWN:
        pointer_x_ = float(e.button.x), pointer_y_ = float(e.button.y);
        if (e.button.button == SDL_BUTTON_LEFT) pointer_down_ = pointer_pressed_ = true;
        break;
      case SDL_MOUSEBUTTONUP:
        pointer_x_ = float(e.button.x), pointer_y_ = float(e.button.y);
        if (e.button.button == SDL_BUTTON_LEFT) pointer_down_ = false;
        break;
      default: break;
    }
    if (e.type != SDL_MOUSEBUTTONDOWN && e.type != SDL_MOUSEBUTTONUP && e.type != SDL_MOUSEMOTION)
      ImGui_ImplSDL2_ProcessEvent(&e);
  }
  return !quit_;
}

void Window::begin_frame(float scale) {
  if (scale != font_scale_) load_fonts(scale);
  build_start_ = now_ms();
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  // A press always lasts at least one frame, so a press and release between frames still clicks.
  io.MousePos = ImVec2(pointer_x_, pointer_y_);
  io.MouseDown[0] = pointer_down_ || pointer_pressed_;
  io.MouseDown[1] = io.MouseDown[2] = false;
  pointer_pressed_ = false;
  ImGui::NewFrame();
}

void Window::end_frame() {
  ImGui::Render();
  build_ms_ = now_ms() - build_start_;
  if (draw_only_when_saved_) return;
  SDL_SetRenderDrawColor(renderer_, 20, 22, 28, 255);
  SDL_RenderClear(renderer_);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  SDL_RenderPresent(renderer_);
}

std::string Window::save_png(const std::string& path) {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_SetRenderDrawColor(renderer_, 20, 22, 28, 255);
  SDL_RenderClear(renderer_);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  std::vector<unsigned char> pixels(size_t(w) * h * 4);
  if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGBA32, pixels.data(), w * 4) != 0)
    return std::string("cannot read the frame: ") + SDL_GetError();
  for (size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;
  if (!stbi_write_png(path.c_str(), w, h, 4, pixels.data(), w * 4))
    return keyed("cannot write " + path, "ui.error.cannot_write_file", Value{{"path", path}});
  return "";
}

int Window::width() const {
  int w = 0, h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  return w;
}
int Window::height() const {
  int w = 0, h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  return h;
}

}  // namespace rt::ui
