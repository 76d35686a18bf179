// lua_seat_view.hpp: a seat's view pushed as a Lua table for a bot, built straight from the state:
// the same table as push_value(L, build_view(state, header, seat)) (tests/engine/
// lua_seat_view_test.cpp compares the two on every step of whole games), without the JSON tree
// in between. The log only grows, so the entries a seat was already given in this game are kept
// in a Lua table (LuaViewCache) and only the new ones are converted.
//
// With a cache the view is also lazy: `game`, `seat`, `options`, `log`, `decision` and `outcome`
// are in the table as it is handed over; `players`, `counters`, `zones`, `entities`, `knowledge`
// and `waiting_for` are built when first read (view.entities), and each counter when it is first
// read (view.counters.x): a bot pays only for what it reads. `pairs` on the view (or on its
// counters) builds everything first, then visits it as the sandbox's pairs does; `next` and
// rawget see only the parts already read. Those parts come from the state as it is while the
// bot decides: reading a part not built yet after the decision was answered (a view kept for
// later) is an error. materialize_seat_view builds every part (what the tests compare).
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rt {

class Session;
struct LazyViewSource;

// The log tables a bot was handed, per seat, in one Lua state. A game is recognised by its
// session (Session::serial: an address may come again in a later game), its seed and a hash of
// the log entries already converted; anything else starts afresh.
class LuaViewCache {
 public:
  explicit LuaViewCache(lua_State* L) : L_(L) {}
  ~LuaViewCache();
  LuaViewCache(const LuaViewCache&) = delete;
  LuaViewCache& operator=(const LuaViewCache&) = delete;

  struct SeatLog {
    uint64_t game = 0;  // Session::serial of the game these tables were handed in
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

  // The view handed over last stops building its parts (the decision is over). push_seat_view
  // does this for the previous view too; a bot's host calls it when the bot has answered.
  void end_view();

  // The lazy views' machinery: the source of the view being decided on (a Lua userdata) and the
  // metatables shared by this cache's views (registry references, made on first use).
  LazyViewSource* source = nullptr;
  int source_ref = LUA_NOREF, view_mt_ref = LUA_NOREF, counters_mt_ref = LUA_NOREF;

 private:
  lua_State* L_;
  std::vector<SeatLog> seats_;
};

// Pushes `seat`'s view of the session (seat 0-based; a seat outside the table gets the spectator
// view through build_view). With a cache (made for this lua_State), the log table, the options
// and unchanged counters are reused and the rest is built when read (above); without one, the
// whole table is built at once. The table must be treated as read-only by the script: its parts
// are shared between calls.
void push_seat_view(lua_State* L, const Session& s, int seat, LuaViewCache* cache);

// Builds every part of the lazy view at `idx` (pushed by push_seat_view with a cache, its
// decision not over) and leaves a plain table: what to_value then reads whole.
void materialize_seat_view(lua_State* L, int idx);

}  // namespace rt
