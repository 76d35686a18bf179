// trace.hpp: what the last frame drew, for the headless tests and the screenshot tool: every
// string drawn, every clickable target (by a stable id) and the perspective of every view read.
// It is filled by the drawing helpers in draw.hpp and cleared at the start of each frame.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace rt::ui {

struct Rect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float cx() const { return (x0 + x1) / 2; }
  float cy() const { return (y0 + y1) / 2; }
};

struct Target {
  Rect rect;
  bool enabled = true;
  // The part of rect not clipped away by its window (a button scrolled out of a panel, or cut by
  // the panel's edge, is drawn but cannot be clicked); visible is false when nothing is left.
  Rect shown;
  bool visible = true;
};

// A drawn string's extent and the box it must stay in (the clip rect it was drawn under, or its
// button): the no-text-is-cut tests compare them.
struct TextBox {
  std::string text;
  Rect rect, box;
  bool scrolls = false;  // inside a scrolling window: only the horizontal extent matters
};

struct FrameTrace {
  std::vector<std::string> texts;          // every string drawn, in order
  std::map<std::string, Target> targets;   // id -> where to click
  std::vector<int> view_seats;             // the seat of every view the frame read (-1/-2: omniscient/public)
  std::map<std::string, Rect> areas;       // where the layout put its parts (e.g. "tracks", "seat.3" with
                                           // its tokens and marks, "panel.log"), for the layout tests
  std::vector<std::string> images;         // every art file drawn (art.hpp), in order
  std::vector<std::string> sounds;         // every sound id played this frame (sound.hpp)
  std::vector<TextBox> text_boxes;         // where strings were drawn, and their boxes
  std::vector<std::string> scrolling;      // panels (as in areas, "panel.private") whose content is taller than they are
  void clear() {
    texts.clear(), targets.clear(), view_seats.clear(), areas.clear(), images.clear(), sounds.clear(), text_boxes.clear();
    scrolling.clear();
  }
  bool drew(const std::string& needle) const;  // some drawn string contains needle
};

FrameTrace& trace();
inline void note_text_box(const std::string& text, Rect rect, Rect box, bool scrolls = false) {
  trace().text_boxes.push_back(TextBox{text, rect, box, scrolls});
}
inline void note_area(const std::string& id, float x0, float y0, float x1, float y1) { trace().areas[id] = Rect{x0, y0, x1, y1}; }

}  // namespace rt::ui
