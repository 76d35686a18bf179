// lua_seat_view.hpp: a seat's view pushed as a Lua table for a bot, built straight from the state:
// the same table as push_value(L, build_view(state, header, seat)) (tests/engine/
// lua_seat_view_test.cpp compares the two on every step of whole games), without the JSON tree
// in between. The log only grows, so the entries a seat was already given in this game are kept
// in a Lua table (LuaViewCache) and only the new ones are converted.
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rt {

class Session;

// The log tables a bot was handed, per seat, in one Lua state. A game is recognised by its
// session, its seed and a hash of the log entries already converted; anything else starts afresh.
class LuaViewCache {
 public:
  explicit LuaViewCache(lua_State* L) : L_(L) {}
  ~LuaViewCache();
  LuaViewCache(const LuaViewCache&) = delete;
  LuaViewCache& operator=(const LuaViewCache&) = delete;

  struct SeatLog {
    const void* session = nullptr;
    uint64_t seed = 0;
    size_t consumed = 0;   // entries of the state's log looked at
    uint64_t hash = 0;     // of those entries (key, arguments, visibility)
    lua_Integer pushed = 0;  // entries in the Lua table (those the seat sees)
    int ref = LUA_NOREF;   // the Lua table, in the registry
    int options_ref = LUA_NOREF;  // the game's options as a Lua table (they do not change)
    // Each counter's value as last pushed (its encoding and its Lua value): an unchanged counter
    // (a long public history) is handed over again rather than converted again.
    std::vector<std::pair<std::string, int>> counters;
  };
  SeatLog& seat(int s);
  lua_State* L() const { return L_; }

 private:
  lua_State* L_;
  std::vector<SeatLog> seats_;
};

// Pushes `seat`'s view of the session (seat 0-based; a seat outside the table gets the spectator
// view through build_view). With a cache (made for this lua_State), the log table is reused.
// The table must be treated as read-only by the script: the log's entries are shared between calls.
void push_seat_view(lua_State* L, const Session& s, int seat, LuaViewCache* cache);

}  // namespace rt
