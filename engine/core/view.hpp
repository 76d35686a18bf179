// view.hpp: the one choke point where hidden information is filtered. A front end, a bot or a
// network peer only ever receives what build_view returns for its seat.
#pragma once
#include "state.hpp"

namespace rt {

constexpr int kOmniscient = -1;  // the view of a replay viewer or the end screen: everything
constexpr int kSpectator = -2;   // a seat-less onlooker: public facts only

struct ViewHeader {
  std::string game;
  Value options;
};

// The seat's view as a JSON-shaped value (seats 1-based). seat = kOmniscient shows everything.
// With log_from > 0 its log holds only the entries from state.log[log_from] on that the seat
// sees: the log only grows (wrap_game's g:log appends), so what a seat saw of it before stays as
// it was, and a caller that already has the earlier view needs only what came since (the
// hidden-facts check compares views step by step this way: engine/check/game_checks.cpp).
Value build_view(const GameState& state, const ViewHeader& header, int seat, size_t log_from = 0);

// True when `seat` may see property `p` of entity `e` in this state.
bool seat_sees_property(const GameState& state, const Entity& e, const Property& p, int seat);
bool seat_sees_zone_contents(const Zone& z, int seat);

}  // namespace rt
