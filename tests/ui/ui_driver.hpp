// ui_driver.hpp: drives the real table view headless (SDL offscreen driver, software renderer):
// frames with a fake clock, clicks and typing as SDL events on the targets the last frame drew,
// screenshots into the build folder (kept as test artifacts).
#pragma once
#include <SDL.h>

#include <memory>
#include <string>

#include "app/text.hpp"
#include "ui/app.hpp"
#include "ui/trace.hpp"
#include "ui/window.hpp"

namespace rt::ui {

class UiDriver {
 public:
  // scripts: the folder the catalog loads (the built-in scripts unless a test needs fixtures).
  explicit UiDriver(int w = 1280, int h = 720, std::string lang = "en", std::string scripts = ROUNDTABLE_SCRIPTS_SOURCE);
  ~UiDriver();
  App& app() { return *app_; }
  Catalog& catalog() { return cat_; }
  const FrameTrace& frame();  // one frame; returns what it drew
  // Lifts the curtain and passes the reveal of a seat's cards while they are up (a curtain and a
  // reveal per human seat, at most 12 clicks); returns the frame after.
  const FrameTrace& past_curtain();
  // How far the fake clock moves each frame (1/60 s unless a test plays long games at a pace).
  void set_frame_seconds(double s) { frame_seconds_ = s; }
  bool has(const std::string& id) const;
  bool enabled(const std::string& id) const;
  bool visible(const std::string& id) const;  // drawn and not clipped away by its panel
  // Moves the pointer to the centre of the target's visible part, presses and releases (three
  // frames, four if the target moved under the pointer). False if the last frame drew no such
  // target, or drew it where no click reaches it (scrolled out or cut off by its panel).
  bool click(const std::string& id);
  void type(const std::string& text);
  // Moves the pointer over a target the last frame drew and draws three frames (a tooltip sizes
  // itself to its wrapped text in a frame or two); false if there is no such target.
  bool hover(const std::string& id);
  // Turns the mouse wheel over a target (notches > 0 scrolls down). False if no such target.
  bool scroll(const std::string& over, int notches);
  std::string screenshot(const std::string& name);  // writes <artifacts>/name.png; returns its path
  static std::string artifacts_dir();
  // This test process's own home (journals, settings): never shared with a test running beside it.
  static std::string home_dir();

 private:
  void push_mouse(Uint32 type, float x, float y);
  Catalog cat_;
  std::unique_ptr<Window> window_;
  std::unique_ptr<App> app_;
  double clock_ = 0, frame_seconds_ = 1.0 / 60;
};

}  // namespace rt::ui
