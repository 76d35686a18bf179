// run.cpp: the frame loop of the table view, interactive or headless. Interactive, it draws
// only when something may have changed: after input, while anything on the screen moved in the
// last seconds, when an animation or a timer asks (anim.hpp), when a bot's move is due. Else it
// sleeps in SDL_WaitEventTimeout: an idle table costs no CPU (docs/performance.md).
#include "run.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "../core/problem.hpp"
#include "../net/phone_host.hpp"
#include "../net/remote_table.hpp"
#include "anim.hpp"
#include "app.hpp"
#include "trace.hpp"
#include "window.hpp"

namespace rt::ui {

static double seconds() { return SDL_GetTicks64() / 1000.0; }

void settle_frames(App& app, Window& window, int frames) {
  for (int i = 0; i < frames; ++i) {
    window.pump();
    app.frame(window, seconds());
  }
}

namespace {
// A fingerprint of what the last frame drew (vertices, colours, textures): equal fingerprints,
// equal pictures.
size_t frame_fingerprint() {
  const ImDrawData* d = ImGui::GetDrawData();
  size_t h = 1469598103934665603ull;
  if (!d) return h;
  auto mix = [&](const void* p, size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      uint64_t w;
      std::memcpy(&w, b + i, 8);
      h = (h ^ w) * 1099511628211ull;
    }
    for (; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  };
  for (int i = 0; i < d->CmdListsCount; ++i) {
    const ImDrawList* l = d->CmdLists[i];
    mix(l->VtxBuffer.Data, size_t(l->VtxBuffer.Size) * sizeof(ImDrawVert));
    for (const ImDrawCmd& c : l->CmdBuffer) mix(&c.TextureId, sizeof c.TextureId);
  }
  return h;
}

// When the bots' next move is due: the controller waits `pace` seconds from the frame a bot
// seat became the one to answer.
struct BotClock {
  size_t step = size_t(-1);
  double since = 0;
  double due(App& app, double now) {
    TableController* g = app.game();
    if (!g || g->link() || app.screen() != Screen::Table || g->session().over() || g->curtain_for() >= 0) return -1;
    const int seat = g->session().next_to_answer();
    if (seat < 0 || !g->is_bot(seat)) return -1;
    const size_t s = g->session().record().decisions.size();
    const double pace = app.settings().pace;
    // A new bot turn; or the bot did not move when due (the controller waits for something
    // else, e.g. a reveal): count again from now rather than spin.
    if (s != step || now > since + pace + 0.1) step = s, since = now;
    return since + pace + 0.005;
  }
};
}  // namespace

// ROUNDTABLE_TRACE=FILE: each changed frame's clickable targets and drawn strings go to FILE
// (written whole, then renamed), so a script driving the real window (xdotool) knows where to
// click. Only what the frame drew: nothing the screen does not show.
void write_trace_file() {
  const char* path = std::getenv("ROUNDTABLE_TRACE");
  if (!path || !*path) return;
  const std::string tmp = std::string(path) + ".tmp";
  if (FILE* f = std::fopen(tmp.c_str(), "w")) {
    for (auto& [id, t] : trace().targets)
      std::fprintf(f, "target %s %.0f %.0f %d %d\n", id.c_str(), t.shown.cx(), t.shown.cy(), t.enabled ? 1 : 0, t.visible ? 1 : 0);
    for (auto& text : trace().texts) std::fprintf(f, "text %s\n", text.c_str());
    std::fclose(f);
    std::rename(tmp.c_str(), path);
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
    return keyed("no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset)", "ui.error.no_display");
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
  ImGui::GetIO().ConfigInputTextCursorBlink = false;  // a blinking caret would keep the loop awake
  // A phone's join or answer (on a server thread) wakes the loop: SDL_PushEvent is thread-safe.
  auto wake = [] {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
  };
  if (net::PhoneHost* phones = app.phones()) phones->hub().set_wakeup(wake);
  // So does a joined seat's new envelope (`roundtable join`, on the link's thread).
  if (TableController* g = app.game(); g && g->link()) g->link()->set_wakeup(wake);
  // A frame is drawn while input came in the last few frames (ImGui settles hover and popups a
  // frame late), while the picture changed in the last seconds (whatever moves by the clock:
  // staged reveals, replays playing), and when anim.hpp or a bot's move asks for it.
  constexpr int kFramesAfterInput = 3;
  constexpr double kAwakeAfterChange = 3.0, kBusyFrame = 1.0 / 30;
  int after_input = kFramesAfterInput;
  size_t last_print = 0;
  double changed_at = seconds();
  BotClock bots;
  while (!app.quit()) {
    if (!window->pump()) break;
    if (window->had_input()) after_input = kFramesAfterInput;
    const double now = seconds();
    app.frame(*window, now);
    const size_t print = frame_fingerprint();
    if (print != last_print) last_print = print, changed_at = now, write_trace_file();
    if (after_input > 0) {
      --after_input;
      continue;
    }
    double due = next_frame_due();  // animations, timers
    if (const double b = bots.due(app, now); b >= 0) due = due < 0 ? b : std::min(due, b);
    if (now - changed_at < kAwakeAfterChange) due = due < 0 ? now + kBusyFrame : std::min(due, now + kBusyFrame);
    // Sleep until input or until due (no timeout when nothing is due).
    if (due < 0) {
      SDL_WaitEvent(nullptr);
    } else {
      const int ms = int((due - seconds()) * 1000);
      if (ms > 0) SDL_WaitEventTimeout(nullptr, ms);
    }
  }
  return "";
}

}  // namespace rt::ui
