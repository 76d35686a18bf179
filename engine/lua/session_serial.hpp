// session_serial.hpp: a number no other Session of this process has had, for what must tell one
// game from another where an address (reused by a later game) or a seed (the same game replayed,
// e.g. an undo) would not: the Lua bots' view caches (bots/lua_seat_view.cpp). Kept beside the
// Session (session.cpp: numbered when made and when its state is rebuilt in place after the rules
// failed, forgotten when destroyed), not in it, so that adding it did not change the Session's
// layout.
#pragma once
#include <cstdint>

namespace rt {

class Session;

// The serial of a live session (0 for one not made by Session's constructor: never the case).
uint64_t session_serial(const Session& s);

}  // namespace rt
