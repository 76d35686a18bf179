// boards.hpp: the table layout's boards, numbers per seat and hands (docs/lua-api.md, "The table
// layout"). Boards lie in the middle of the table after the tracks: each a title, a status chip,
// the seats that are there and rows of cards (a zone's entities, with empty places), counts
// (pips out of a maximum), lists (a pip per value, e.g. tokens laid in order), a position on a row
// of spaces and zone counts (decks, discards). Numbers per seat (a counter with one number per
// seat, or the size of a zone each seat owns) sit on the seats' plates. A hand (cards a seat holds
// hidden) is drawn in its own private panel, the cards its pending decision offers ringed and
// picked by a click. Everything is read from the view; the host knows no game.
#pragma once
#include <imgui.h>

#include <string>
#include <vector>

#include "../app/text.hpp"
#include "app.hpp"
#include "trace.hpp"

namespace rt::ui {

// The view's value a ValueRef names (a counter, or one entry of it), or nullptr.
const Value* lookup(const Value& view, const ValueRef& ref);

// The boards below `top` (their centre line) at scale ks (k: ks over the UI scale, for the
// fonts). Returns their size; draws only when dl is set; rows gets each row of boards' rect.
// columns: boards a row (0: the layout's board_columns).
ImVec2 boards_pass(App& app, const TextContext& t, const Value& view, ImVec2 top, float ks, ImDrawList* dl,
                   std::vector<Rect>* rows, int columns = 0);

// The numbers of a seat (1-based) as badges from `at` rightwards, at most max_width wide;
// returns the width used.
float draw_seat_numbers(App& app, const TextContext& t, const Value& view, int seat, ImVec2 at, float ks,
                        float max_width);
// Whether a zone is one a seat number counts (the plate then draws no card for it).
bool counted_zone(const TableLayout& layout, const std::string& zone_id, int seat);

// Whether an entity is of a hand kind (drawn by draw_hand, not as the seat's own card).
bool in_hand(const TableLayout& layout, const Value& entity);
// The viewer's hand cards in rows under the cursor, in the private panel. Returns how many.
// max_h (> 0): the height the rows may take; the cards are made shorter (to a floor) so that
// what the panel shows under them (the seat's own cards) is not pushed out of sight.
int draw_hand(App& app, const TextContext& t, const Value& view, float max_h = 0);
// How the layout draws a card entity wherever it is offered: the spec of its hand kind, else of a
// board's cards row whose colours name its face (e.g. a card from a deck). False when no spec
// knows it or its face is hidden; else its name (short name if the game has one, unless
// full_name: a card offered in the decision panel is named in full) and colour.
bool card_look(const TextContext& t, const TableLayout& layout, const Value& entity, std::string& title, ImU32& fill,
               bool full_name = false);
// Whether every entity the request offers lies in the viewer's hand (the hand is then the picker).
bool hand_offers_all(App& app, const Value& view, const Value& request);

}  // namespace rt::ui
