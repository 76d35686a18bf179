// ui_driver.cpp: the headless driver of the table view.
#include "ui_driver.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "lua/mod_dirs.hpp"

namespace rt::ui {

std::string UiDriver::artifacts_dir() {
  std::filesystem::create_directories(ROUNDTABLE_UI_ARTIFACTS);
  return ROUNDTABLE_UI_ARTIFACTS;
}

// Under the process's own scratch folder (tests/support/test_support.cpp): two UI tests run side
// by side once rewrote one journal (CI read a replay another test was writing).
std::string UiDriver::home_dir() {
  const std::string home = ::testing::TempDir() + "home";
  std::filesystem::create_directories(home);
  return home;
}

UiDriver::UiDriver(int w, int h, std::string lang, std::string scripts) {
  setenv("SDL_VIDEODRIVER", "offscreen", 1);
  // Journals and settings go to the build folder, never to the user's home.
  const std::string home = home_dir();
  setenv("XDG_DATA_HOME", (home + "/data").c_str(), 1);
  setenv("XDG_CONFIG_HOME", (home + "/config").c_str(), 1);
  setenv("ROUNDTABLE_SCRIPTS", scripts.c_str(), 1);
  load_catalog(cat_);
  std::string err;
  window_ = Window::open(w, h, true, err);
  if (!window_) throw std::runtime_error(err);
  window_->set_draw_only_when_saved(true);  // screenshot() draws the frame it saves
  Settings s;
  s.lang = lang;
  s.pace = 0;
  app_ = std::make_unique<App>(cat_, s, false);
  app_->set_mod_finder(all_mod_dirs);  // as `roundtable play` does
}

UiDriver::~UiDriver() {
  app_.reset();
  window_.reset();
}

const FrameTrace& UiDriver::frame() {
  window_->pump();
  clock_ += frame_seconds_;
  app_->frame(*window_, clock_);
  return trace();
}

const FrameTrace& UiDriver::past_curtain() {
  const FrameTrace* f = &frame();
  for (int i = 0; i < 12; ++i) {
    std::string up;
    for (auto& [id, target] : f->targets)
      if (id.rfind("curtain.", 0) == 0 || id.rfind("reveal.", 0) == 0) up = id;
    if (up.empty()) break;
    click(up);
    f = &frame();
  }
  return *f;
}

bool UiDriver::has(const std::string& id) const { return trace().targets.count(id) > 0; }
bool UiDriver::visible(const std::string& id) const {
  auto it = trace().targets.find(id);
  return it != trace().targets.end() && it->second.visible;
}
bool UiDriver::enabled(const std::string& id) const {
  auto it = trace().targets.find(id);
  return it != trace().targets.end() && it->second.enabled;
}

void UiDriver::push_mouse(Uint32 type, float x, float y) {
  SDL_Event e{};
  e.type = type;
  if (type == SDL_MOUSEMOTION) {
    e.motion.x = int(x), e.motion.y = int(y);
  } else {
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = int(x), e.button.y = int(y);
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
  }
  SDL_PushEvent(&e);
}

bool UiDriver::click(const std::string& id) {
  auto it = trace().targets.find(id);
  if (it == trace().targets.end() || !it->second.visible) return false;
  Rect r = it->second.shown;
  push_mouse(SDL_MOUSEMOTION, r.cx(), r.cy());
  frame();
  // A panel may settle its size a frame after its content changed: the pointer follows the
  // target as a person's hand would, and a target that went out of sight is not clicked.
  it = trace().targets.find(id);
  if (it == trace().targets.end() || !it->second.visible) return false;
  if (const Rect now = it->second.shown; now.cx() != r.cx() || now.cy() != r.cy()) {
    r = now;
    push_mouse(SDL_MOUSEMOTION, r.cx(), r.cy());
    frame();
  }
  push_mouse(SDL_MOUSEBUTTONDOWN, r.cx(), r.cy());
  frame();
  push_mouse(SDL_MOUSEBUTTONUP, r.cx(), r.cy());
  frame();
  return true;
}

bool UiDriver::hover(const std::string& id) {
  auto it = trace().targets.find(id);
  if (it == trace().targets.end()) return false;
  push_mouse(SDL_MOUSEMOTION, it->second.rect.cx(), it->second.rect.cy());
  for (int i = 0; i < 3; ++i) frame();
  return true;
}

bool UiDriver::scroll(const std::string& over, int notches) {
  auto it = trace().targets.find(over);
  if (it == trace().targets.end()) return false;
  const Rect r = it->second.rect;
  push_mouse(SDL_MOUSEMOTION, r.cx(), r.cy());
  frame();
  for (int i = 0; i < (notches < 0 ? -notches : notches); ++i) {
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = notches > 0 ? -1 : 1;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    SDL_PushEvent(&e);
    frame();
  }
  return true;
}

void UiDriver::type(const std::string& text) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  std::snprintf(e.text.text, sizeof e.text.text, "%s", text.c_str());
  SDL_PushEvent(&e);
  frame();
}

std::string UiDriver::screenshot(const std::string& name) {
  const std::string path = artifacts_dir() + "/" + name + ".png";
  std::string err = window_->save_png(path);
  EXPECT_EQ(err, "");
  return path;
}

}  // namespace rt::ui
