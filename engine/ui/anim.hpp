// anim.hpp: the table view's brief animations (a card turning face up, a token gliding from one
// seat to another) and when the next frame is due. Animations are drawn from what the frames
// show, over a fraction of a second; nothing waits for them: a bot's move, the record and the
// view go on at their own pace. They are off in headless windows (screenshots and tests stay
// deterministic; a test may switch them on) and at pace 0.
#pragma once
#include <imgui.h>

#include <string>

namespace rt::ui {

// Once per frame, before drawing: the clock (seconds) and whether animations run now.
void animation_frame(double now_s, bool enabled);
void set_animations_allowed(bool allowed);  // a headless window switches them off
bool animations_allowed();

// A card drawn at [min, max]: the fraction of its width to draw (1 = at rest) and which side
// shows. A card that was face down at the same place in the last frames and is face up now
// turns over: its back narrows, then its face widens.
struct CardTurn {
  float width = 1.0f;
  bool show_back = false;
};
CardTurn card_turn(ImVec2 min, ImVec2 max, bool face_down);

// Where the token `id` is drawn when its counter holds `value` and it sits at `to`: when the
// value changes (the crown passed on), a short glide from where it was. moving: still gliding.
ImVec2 glide(const std::string& id, const std::string& value, ImVec2 to, bool* moving = nullptr);

// --- when the next frame is due (the run loop sleeps until then, or until input) ---
void frame_soon();              // something moves: the next frame as soon as the display allows
void frame_at(double when_s);   // something changes at this time (a bot's turn, a staged reveal)
double next_frame_due();        // the earliest asked for since the last animation_frame (< 0: none)

}  // namespace rt::ui
