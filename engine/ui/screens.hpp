// screens.hpp: the screens of the table view and the parts they share. Each draws from a view
// (never the raw state) through the game's table layout.
#pragma once
#include <imgui.h>

#include <set>
#include <string>
#include <vector>

#include "../app/text.hpp"
#include "app.hpp"

namespace rt::ui {

void draw_top_bar(App& app, float height);
void draw_setup_screen(App& app, ImVec2 min, ImVec2 max);
// With phones on (`play --phones`): the QR code of the address phones open, the address in
// words, and who has joined (phones_panel.cpp). Nothing when phones are off.
void draw_phones_panel(App& app, float width);
// At the table with phones on: which seats are played from phones, and (opened by a button)
// each seat not at this screen with its buttons to hand it to a bot or to a phone.
void draw_phone_seats(App& app, const TextContext& t);
// The setup screen's parts (setup_options.cpp): the options in the game's groups; the scripts'
// verdict (errors, warnings with their accept box). Returns whether Start may be pressed.
void draw_setup_options(App& app, const GameInfo& info, float width);
bool draw_setup_verdict(App& app, float width);
// The mods the catalog found (setup_mods.cpp): each with its state for the chosen game (on for
// it, for other games, failed to load) and a failed mod's error.
void draw_setup_mods(App& app, const GameInfo& game, float width);
void draw_table_screen(App& app, ImVec2 min, ImVec2 max);
void draw_curtain(App& app, ImVec2 min, ImVec2 max);
// A joined seat (`roundtable join`) before its game starts: which seat, and what it waits for.
void draw_remote_waiting(App& app, ImVec2 min, ImVec2 max);  // remote_game.cpp
// The public moment being staged (moments.hpp), over the table drawn in min..max.
void draw_staged_moment(App& app, const TextContext& t, ImVec2 min, ImVec2 max);
void draw_end_screen(App& app, ImVec2 min, ImVec2 max);
void draw_replay_screen(App& app, ImVec2 min, ImVec2 max);
void draw_lab_screen(App& app, ImVec2 min, ImVec2 max);  // lab_screen.cpp

// A `choose` decision's buttons (choice_buttons.cpp), ids "choice.<id>": in a row while they fit
// `room` (the height, from the top of the window they are drawn in, that window may grow to),
// else in two or three equal columns. Returns the id of the option pressed, or "".
std::string draw_choice_buttons(const std::vector<std::string>& ids, const std::vector<std::string>& labels,
                                const std::vector<bool>& enabled, float room, float s);

// Seat picking on the table, when the decision is "pick seats".
struct Picking {
  std::vector<int> eligible;  // 1-based
  std::set<int>* picked = nullptr;
  int max = 0;
};

// The round table: seats with their names, tokens, marks and cards; the tracks in the middle.
// viewer: the seat (1-based) drawn at the bottom, or 0.
void draw_table_scene(App& app, const TextContext& t, const Value& view, int viewer, ImVec2 min, ImVec2 max,
                      Picking* picking);
// The tracks centred on center, shrunk to fit width and max_height (0: any height); banners: the
// layout's banners above them (not on the end screen); columns: the boards a row (0: the
// layout's). Returns the size drawn.
ImVec2 draw_tracks(App& app, const TextContext& t, const Value& view, ImVec2 center, float width, bool banners = true,
                   float max_height = 0, int columns = 0);
// The scale (of the UI scale) draw_tracks draws the tracks at in width x max_height; columns
// (in: asked for, 0: any) is set to the boards a row it chose (0: the layout's).
float tracks_scale(App& app, const TextContext& t, const Value& view, float width, bool banners, float max_height,
                   int& columns);
// The tracks' size at the UI scale, unshrunk.
ImVec2 tracks_size(App& app, const TextContext& t, const Value& view, bool banners);
// The private panel of the seat whose view this is: its cards and what it knows. reserve_right:
// room to keep free at the right of its first line (for a button drawn there).
// fit_h (> 0): the height the panel may take; a hand is drawn shorter so that the seat's own cards
// under it stay in that height. Returns, while the seat's decision picks from its hand, the
// height from the panel's top to the hand's bottom (the cards to pick, to be kept in sight);
// else 0.
float draw_private_panel(App& app, const TextContext& t, const Value& view, float reserve_right = 0, float fit_h = 0);
// What the view's own seat knows (its facts), under "You know", noted as the trace area `area`.
void draw_knowledge(const TextContext& t, const Value& view, const std::string& area);
// The log, translated once per new line; newest at the bottom.
void draw_log(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size);
// The vote history grid (history_grid.cpp, the layout's `history`) in a child of this size;
// whether the game has one in this view; the log and the grid under two tabs ("Log | Votes"),
// or the log alone when the game has no grid.
void draw_history_grid(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size);
bool has_history(App& app, const Value& view);
void draw_log_tabs(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size);
// Translated text of a card: the layout's face property, through <game>.<prop>.<value>.
std::string card_title(const TextContext& t, const CardSpec& spec, const Value& props);
ImU32 card_color(const CardSpec& spec, const Value& props);
inline std::string card_title(const TextContext& t, const TableLayout& layout, const Value& props) {
  return card_title(t, layout.cards, props);
}
inline ImU32 card_color(const TableLayout& layout, const Value& props) { return card_color(layout.cards, props); }

}  // namespace rt::ui
