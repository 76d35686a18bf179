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
Value build_view(const GameState& state, const ViewHeader& header, int seat);

// True when `seat` may see property `p` of entity `e` in this state.
bool seat_sees_property(const GameState& state, const Entity& e, const Property& p, int seat);
bool seat_sees_zone_contents(const Zone& z, int seat);

}  // namespace rt
