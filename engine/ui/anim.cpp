// anim.cpp: card turns (remembered by where the card is drawn) and token glides (by id).
#include "anim.hpp"

#include <cmath>
#include <map>
#include <tuple>

namespace rt::ui {

namespace {
constexpr double kTurnSeconds = 0.4, kGlideSeconds = 0.6;
double g_now = 0;
long g_frame = 0;
bool g_enabled = false, g_allowed = true;
double g_due = -1;

struct Turn {
  bool face_down = false;
  double started = -1, seen_at = 0;
  long seen = 0;
};
std::map<std::tuple<int, int, int>, Turn> g_turns;  // by the card's place (x, right edge, y)

struct Glide {
  std::string value;
  ImVec2 from, to, shown;
  double started = -1;
  long seen = 0;
};
std::map<std::string, Glide> g_glides;

float ease(float t) { return t * t * (3 - 2 * t); }
}  // namespace

void animation_frame(double now_s, bool enabled) {
  g_now = now_s;
  g_enabled = enabled && g_allowed;
  ++g_frame;
  g_due = -1;
  if (g_frame % 600 == 0) {  // forget the places nothing was drawn at for a while
    for (auto it = g_turns.begin(); it != g_turns.end();) it = g_frame - it->second.seen > 600 ? g_turns.erase(it) : ++it;
    for (auto it = g_glides.begin(); it != g_glides.end();) it = g_frame - it->second.seen > 600 ? g_glides.erase(it) : ++it;
  }
}

void set_animations_allowed(bool allowed) { g_allowed = allowed; }
bool animations_allowed() { return g_allowed; }

CardTurn card_turn(ImVec2 min, ImVec2 max, bool face_down) {
  CardTurn out;
  if (!g_enabled) return out;
  // The place, to 4 px (a hovered card lifts by a few pixels and stays the same card).
  const auto key = std::make_tuple(int(std::lround(min.x / 4)), int(std::lround(max.x / 4)), int(std::lround(max.y / 8)));
  auto [it, fresh] = g_turns.try_emplace(key);
  Turn& t = it->second;
  // Drawn here face down in the last seconds (a curtain may have been up in between: the
  // card the public saw face down turns over when its owner comes to the screen).
  const bool was_here = !fresh && g_now - t.seen_at < 10.0;
  if (was_here && t.face_down && !face_down) t.started = g_now;
  t.face_down = face_down;
  t.seen = g_frame;
  t.seen_at = g_now;
  if (t.started < 0) return out;
  const double f = (g_now - t.started) / kTurnSeconds;
  if (f >= 1 || f < 0) {
    t.started = -1;
    return out;
  }
  frame_soon();
  out.show_back = f < 0.5;
  out.width = std::max(0.04f, float(std::abs(1 - 2 * f)));
  return out;
}

ImVec2 glide(const std::string& id, const std::string& value, ImVec2 to, bool* moving) {
  if (moving) *moving = false;
  Glide& g = g_glides[id];
  const bool was_here = g.seen > 0 && g_frame - g.seen <= 2 * 60 * 5;  // drawn in the last seconds
  if (g_enabled && was_here && g.value != value) {
    g.from = g.shown;
    g.started = g_now;
  }
  g.value = value;
  g.to = to;
  g.seen = g_frame;
  ImVec2 at = to;
  if (g_enabled && g.started >= 0) {
    const double f = (g_now - g.started) / kGlideSeconds;
    if (f >= 0 && f < 1) {
      const float e = ease(float(f));
      at = ImVec2(g.from.x + (to.x - g.from.x) * e, g.from.y + (to.y - g.from.y) * e);
      if (moving) *moving = true;
      frame_soon();
    } else {
      g.started = -1;
    }
  } else {
    g.started = -1;
  }
  g.shown = at;
  return at;
}

void frame_soon() { frame_at(g_now); }
void frame_at(double when_s) {
  if (g_due < 0 || when_s < g_due) g_due = when_s;
}
double next_frame_due() { return g_due; }

}  // namespace rt::ui
