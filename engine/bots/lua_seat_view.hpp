// lua_seat_view.hpp: a seat's view pushed as a Lua table for a bot, built straight from the state:
// the same table as push_value(L, build_view(state, header, seat)) (tests/engine/
// lua_seat_view_test.cpp compares the two on every step of whole games), without the JSON tree
// in between. With a cache (LuaViewCache) a long game's views cost what changed, not the whole
// state each time: the log only grows, so the entries a seat was already given in this game are
// kept in a Lua table and only the new ones are converted; the players, each zone, each entity,
// the knowledge and each counter are kept as the tables last handed to the seat and handed over
// again while they read the same (compared with what they were built from, no rebuilding). An
// entity or a zone whose stamp (GameState::changes when it last changed) is the one seen last
// time is not even compared: only what changed since the seat's last view is looked at. The
// zones list is, like the log, the seat's one table for the game, and lazy too: each zone's table
// is built when the bot reads it (zones[i], #zones, pairs), and one that changed since is taken
// out of the list (built again when read). The counters table is the seat's one table for the
// game as well: a counter read stays in it while it reads the same to the seat (a plain read at
// later views), one that changed or that the seat no longer sees is taken out at the next view.
// A list or map counter that changed is a new table made from the one
// handed over before: its items that read the same (a list or map within) are the old tables, so
// a map counter g:set_at changed in one entry costs that entry. `view.entities_by_id[id]` builds
// one entity (the same table as the list's), not the list, which is made again when next read.
//
// With a cache the view is also lazy: `game`, `seat`, `options`, `decision` and `outcome` are in
// the table as it is handed over; `players`, `counters`, `zones`, `entities`, `knowledge`,
// `waiting_for` and `log` are built when first read (view.entities), and each counter when it is
// first read (view.counters.x): a bot pays only for what it reads (the log: its entries since the
// seat last read it, appended to the seat's kept table then). `pairs` on the view (or on its
// counters) builds everything first, then visits it as the sandbox's pairs does; `next` and
// rawget see only the parts already read (`view.entities_by_id` is not one: never a field of the
// table, so neither pairs nor materialize_seat_view shows it). Those parts come from the state as it is while the
// bot decides: reading a part not built yet after the decision was answered (a view kept for
// later) is an error. materialize_seat_view builds every part (what the tests compare).
//
// The view table is itself the seat's one table for the game (SeatLog::view_ref), updated in
// place at each of its views: game, options and seat set once; decision (the seat's request table
// for that kind of decision, kept and updated field by field) and outcome set, or taken out; of
// the parts the last view read, the log, counters, zones, players and knowledge left in it and
// brought up to the state at once (a bot reads them again: no metamethod call, no new key), the
// entities list left while the state's change clock (GameState::changes) has not moved since it
// was built, the others taken out (built when read). A seat's table is only ever that seat's.
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../core/value.hpp"

namespace rt {

class Session;
struct LazyViewSource;
struct Zone;

// The tables a bot was handed, per seat, in one Lua state. A game is recognised by its session's
// serial (Session::state_serial); anything else starts afresh. The log only grows: only its new entries
// are converted. The other parts are kept with what they were built from and handed over again
// while that is unchanged (an entity, a zone, the players, the knowledge, each counter), so a
// long game's views cost what changed, not the whole state each time.
class LuaViewCache {
 public:
  explicit LuaViewCache(lua_State* L) : L_(L) {}
  ~LuaViewCache();
  LuaViewCache(const LuaViewCache&) = delete;
  LuaViewCache& operator=(const LuaViewCache&) = delete;

  // An entity as the seat last saw it (what its table was built from) and its table.
  struct EntitySeen {
    bool shown = false;  // in the seat's list at all
    bool placed = false;
    int owner = -1;
    std::string kind, zone;
    std::vector<std::pair<std::string, std::string>> props;  // the props it saw: key, encoding
    int ref = LUA_NOREF;
    uint64_t stamp = 0;  // the entity's stamp (GameState::changes) when last looked at: equal, unchanged
    // The zone its `zone` id named when last looked up (the state's zones never move or go).
    std::string looked_up;
    const Zone* zone_found = nullptr;
  };
  // A zone as the seat last saw it (its table is in the seat's zones list).
  struct ZoneSeen {
    std::string id;
    int owner = -1;
    bool open = false;  // the seat sees its contents
    std::vector<int> entities;  // its contents (or only their count, when not open)
    size_t count = 0;
    bool listed = false;  // its table is in the list
    uint64_t stamp = 0;  // the zone's stamp when last looked at: equal, its contents unchanged
  };
  struct SeatLog {
    uint64_t session = 0;  // Session::state_serial() of the game these tables are of (0: none yet)
    size_t consumed = 0;   // entries of the state's log looked at
    lua_Integer pushed = 0;  // entries in the Lua table (those the seat sees)
    int ref = LUA_NOREF;   // the Lua table, in the registry
    int options_ref = LUA_NOREF;  // the game's options as a Lua table (they do not change): shared_options
    // Each counter's value as last pushed (its encoding and its Lua value), by its place in the
    // state: an unchanged counter (a long public history) is handed over again rather than
    // converted again; `listed`: it is in the seat's counters table (counters_ref) as it reads.
    struct CounterSeen {
      std::string bytes;
      int ref = LUA_NOREF;
      bool listed = false;
    };
    std::vector<CounterSeen> counters;
    // The seat's counters table for the game (as the zones list is): a counter read stays in it
    // while it reads the same, one that changed is taken out when the next view's counters are
    // read (counters_synced: at which view, LazyViewSource::serial), built again when read.
    int counters_ref = LUA_NOREF;
    uint64_t counters_synced = 0;
    // The lists last handed over (registry references) and what they were built from (the zones
    // list: the seat's one list for the game, each zone's entry replaced when it changes).
    int players_ref = LUA_NOREF, entities_ref = LUA_NOREF, zones_ref = LUA_NOREF, knowledge_ref = LUA_NOREF;
    std::vector<std::pair<std::string, std::string>> players;  // name, controller
    std::vector<EntitySeen> entities;  // by entity id - 1
    std::vector<ZoneSeen> zones;       // in the state's order
    uint64_t zones_synced = 0;         // the view (LazyViewSource::serial) the zones list was last brought up to
    std::vector<std::string> knowledge;  // each fact's encoding
    // The seat's view table for the game, updated in place at each of its views (push_seat_view):
    // game, options and seat set once; decision and outcome set (or taken out) each time; the lazy
    // parts the last view held (view_parts, a bit per Part) taken out, so they are read afresh.
    int view_ref = LUA_NOREF;
    unsigned view_parts = 0;
    bool view_plain = false;  // materialised (its counters a plain copy): every part taken out
    uint64_t entities_clock = ~uint64_t{0};  // GameState::changes when the entities list was last brought up to the state
    bool view_decision = false, view_outcome = false;  // whether the table holds these now
    // The seat's request table for each kind of decision (ChoiceKind), updated in place as its
    // view is: each field set again only where it differs from what the table was last made from
    // (args, a list: a new table then).
    struct RequestSeen {
      int ref = LUA_NOREF;
      std::string prompt, args;        // args: its encoding
      std::vector<std::string> options;  // Choose
      std::vector<int> list;             // the entities or the eligible seats, as the request has them
      bool has_answer = false;
    };
    RequestSeen requests[4];
  };
  SeatLog& seat(int s);
  lua_State* L() const { return L_; }

  // The log keys its bot reads (the script's `log_keys`, docs/lua-api.md "Bots"): every seat's
  // log (and the spectator's) then holds only the entries with one of these keys, in order; the
  // others are neither built nor converted. Without a call, every entry the seat sees. Set before
  // the first view (the tables kept are built with it).
  void keep_only_log_keys(std::vector<std::string> keys);
  const std::vector<std::string>* log_keys() const { return filtered_ ? &log_keys_ : nullptr; }

  // The view handed over last stops building its parts (the decision is over). push_seat_view
  // does this for the previous view too; a bot's host calls it when the bot has answered.
  void end_view();

  // The options of the games last seen, as one frozen table (prelude.lua's freeze) that every
  // seat's view hands over, game after game while they are the same (strictly: a 1 is not a 1.0):
  // frozen, no seat can write into it, so sharing it carries nothing from one seat or game to
  // another. A state without the prelude's freeze (a bare lua_State) gets a plain table per seat.
  // Pushes that table.
  void push_shared_options(const Value& options);

  // The lazy views' machinery: the source of the view being decided on (a Lua userdata) and the
  // metatables shared by this cache's views (registry references, made on first use).
  LazyViewSource* source = nullptr;
  int source_ref = LUA_NOREF, view_mt_ref = LUA_NOREF, counters_mt_ref = LUA_NOREF, zones_mt_ref = LUA_NOREF,
      by_id_mt_ref = LUA_NOREF;

 private:
  lua_State* L_;
  std::vector<SeatLog> seats_;
  bool filtered_ = false;
  std::vector<std::string> log_keys_;
  Value options_;                 // what shared_options_ref was made from
  int shared_options_ref_ = LUA_NOREF;
};

// Pushes `seat`'s view of the session (seat 0-based; a seat outside the table gets the spectator's
// view, kept in the cache's slot after the last seat; kOmniscient's is built through build_view,
// as is every view pushed without a cache). With a cache (made for this lua_State), the log table, the options
// and unchanged counters are reused and the rest is built when read (above); without one, the
// whole table is built at once. The cache's log keys (keep_only_log_keys), if any, filter the log
// (not the omniscient view's). The table must be treated as read-only by the script: its parts
// are shared between calls.
void push_seat_view(lua_State* L, const Session& s, int seat, LuaViewCache* cache);

// Builds every part of the lazy view at `idx` (pushed by push_seat_view with a cache, its
// decision not over) and leaves a plain table: what to_value then reads whole.
void materialize_seat_view(lua_State* L, int idx);

}  // namespace rt
