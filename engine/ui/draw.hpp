// draw.hpp: the drawing vocabulary of the table view: a palette of named colours (the names a
// game's table_layout may use), text and buttons that record themselves in the frame trace,
// and tokens and cards drawn with ImGui draw lists.
#pragma once
#include <imgui.h>

#include <string>

#include "trace.hpp"

namespace rt::ui {

// Named colours: gold, blue, red, green, gray, purple, white, orange, teal. Unknown names: gray.
ImU32 color(const std::string& name, float alpha = 1.0f);
ImVec4 color_vec(const std::string& name, float alpha = 1.0f);

// Text through ImGui widgets (recorded in the trace). Under a wrap position (PushTextWrapPos),
// text and text_wrapped break lines at blanks only (wrap_at_blanks).
void text(const std::string& s);
void text_colored(const std::string& color_name, const std::string& s);
void text_wrapped(const std::string& s);
void heading(const std::string& s);  // bold, wrapped at the window's edge
// A button with a stable test id. Disabled buttons are drawn dimmed and never fire.
bool button(const std::string& id, const std::string& label, ImVec2 size = ImVec2(0, 0), bool enabled = true);
// Records the shown value of the combo just drawn (the last item) against its box, for the
// no-text-is-cut tests.
void note_combo_text(const std::string& preview);
// A clickable region over something drawn by hand.
bool hit_area(const std::string& id, ImVec2 min, ImVec2 max, bool enabled = true);
void note_target(const std::string& id, ImVec2 min, ImVec2 max, bool enabled = true);
// Inside a child window, before EndChild: notes it (trace().scrolling) when its content is
// taller than it is.
void note_scrolling(const std::string& panel);

// Draw-list text (recorded in the trace). size: the font size in pixels (0: the font's own);
// the table scene shrinks its text with its seats when the window is small for the UI scale.
void draw_text(ImDrawList* dl, ImFont* font, ImVec2 pos, ImU32 col, const std::string& s, float wrap = 0, float size = 0);
void draw_text_centered(ImDrawList* dl, ImFont* font, ImVec2 center, ImU32 col, const std::string& s, float size = 0);
ImVec2 text_size(ImFont* font, const std::string& s, float wrap = 0, float size = 0);
// s with a line break put in for each line that would be wider than width, at blanks only:
// ImGui's own wrap also breaks after '.' and ',', inside a number ("6." / "5%", "+14," / "2").
// A word wider than a whole line is left for ImGui to break. draw_text and text_size with a
// wrap width, and text / text_wrapped under a wrap position, use it.
std::string wrap_at_blanks(ImFont* font, const std::string& s, float width, float size = 0);
// ImGui::TextWrapped (wrapped at the window's edge unless a wrap position is in force), its lines
// broken at blanks only; not traced (the caller notes the text).
void wrapped_text(const std::string& s);
// s fitted into max_width: the font size (in/out) shrunk down to min_scale of it, then the text
// cut at a whole UTF-8 character and ended with "…" (the full text belongs in a tooltip).
std::string fit_text(ImFont* font, const std::string& s, float max_width, float& size, float min_scale = 0.75f);

// The narrowest card draw_card writes its title on (a narrower one shows its colour only).
constexpr float kTitledCardWidth = 60;

// A token: look is crown, shield, star, or anything else for a disc. art: a picture file
// (art.hpp) drawn instead when it loads. glide_id: a token that moves between seats (its
// counter holds one seat, glide_value): it glides from its last place when the value changes.
void draw_token(ImDrawList* dl, ImVec2 center, float radius, const std::string& look, ImU32 fill,
                const std::string& art = "", const std::string& glide_id = "", const std::string& glide_value = "");
// A card face: a coloured frame with a title; face_down draws the back. art: a picture file
// (art.hpp) drawn as the face's emblem, the title then in the coloured band (a small card shows
// the emblem alone); without it (or when it cannot load) the title fills the face. A card that
// was face down at the same place turns over (anim.hpp).
void draw_card(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::string& title, ImU32 accent, bool face_down,
               bool dimmed = false, const std::string& art = "");

}  // namespace rt::ui
