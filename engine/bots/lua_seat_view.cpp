// lua_seat_view.cpp: build_view (core/view.cpp) written out as Lua tables, with the same
// visibility tests (seat_sees_property, seat_sees_zone_contents, Visibility::sees).
#include "lua_seat_view.hpp"

#include <string_view>

#include "../core/view.hpp"
#include "../lua/lua_value.hpp"
#include "../lua/session.hpp"

namespace rt {

namespace {

// "12" -> 12, as push_value turns an object key that looks like an integer into one.
bool integer_key(std::string_view k, lua_Integer& n) {
  if (k.empty() || k.size() > 18) return false;
  size_t i = 0;
  const bool neg = k[0] == '-';
  if (neg) i = 1;
  if (i == k.size() || (k[i] == '0' && k.size() > i + 1) || (neg && k[i] == '0')) return false;
  lua_Integer v = 0;
  for (; i < k.size(); ++i) {
    if (k[i] < '0' || k[i] > '9') return false;
    v = v * 10 + (k[i] - '0');
  }
  n = neg ? -v : v;
  return true;
}

void push_key(lua_State* L, const std::string& k) {
  lua_Integer n;
  if (integer_key(k, n)) lua_pushinteger(L, n);
  else lua_pushlstring(L, k.data(), k.size());
}

void set_string(lua_State* L, const char* field, const std::string& v) {
  lua_pushlstring(L, v.data(), v.size());
  lua_setfield(L, -2, field);
}

void set_int(lua_State* L, const char* field, lua_Integer v) {
  lua_pushinteger(L, v);
  lua_setfield(L, -2, field);
}

void push_int_list(lua_State* L, const std::vector<int>& v, int plus) {
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (size_t i = 0; i < v.size(); ++i) {
    lua_pushinteger(L, v[i] + plus);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

uint64_t mix_in(uint64_t h, std::string_view s) {
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return (h ^ 0xff) * 0x100000001b3ULL;
}

uint64_t entry_hash(uint64_t h, const LogEntry& e) {
  h = mix_in(h, e.key);
  h = mix_in(h, e.args.bytes());
  return (h ^ (e.vis.seats + (e.vis.everyone ? 1 : 0) * 0x9e3779b97f4a7c15ULL)) * 0x100000001b3ULL;
}

// One log entry as build_view writes it for a seat: {key = .., args = ..}.
void push_entry(lua_State* L, const LogEntry& l) {
  lua_createtable(L, 0, 2);
  set_string(L, "key", l.key);
  push_packed(L, l.args);
  lua_setfield(L, -2, "args");
}

void release(lua_State* L, LuaViewCache::SeatLog& c) {
  for (int* r : {&c.ref, &c.options_ref})
    if (*r != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, *r);
  for (auto& [bytes, ref] : c.counters)
    if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
  c = {};
}

// The cache of this seat, if it holds this game (else emptied for it); nullptr without a cache.
LuaViewCache::SeatLog* seat_cache(lua_State* L, const Session& s, int seat, LuaViewCache* cache) {
  if (!cache || cache->L() != L) return nullptr;
  LuaViewCache::SeatLog& c = cache->seat(seat);
  const auto& log = s.state().log;
  bool same = c.ref != LUA_NOREF && c.session == &s && c.seed == s.setup().seed && c.consumed <= log.size();
  if (same) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < c.consumed; ++i) h = entry_hash(h, log[i]);
    same = h == c.hash;
  }
  if (!same) {
    release(L, c);
    lua_createtable(L, static_cast<int>(log.size()), 0);
    c.session = &s;
    c.seed = s.setup().seed;
    c.hash = 0xcbf29ce484222325ULL;
    c.ref = luaL_ref(L, LUA_REGISTRYINDEX);
    push_value(L, s.setup().options);
    c.options_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  return &c;
}

// Pushes the seat's log table: the cached one brought up to date, or a fresh one.
void push_log(lua_State* L, const Session& s, int seat, LuaViewCache::SeatLog* c) {
  const auto& log = s.state().log;
  if (!c) {
    lua_createtable(L, static_cast<int>(log.size()), 0);
    lua_Integer i = 0;
    for (const auto& l : log)
      if (l.vis.sees(seat)) {
        push_entry(L, l);
        lua_rawseti(L, -2, ++i);
      }
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->ref);
  for (; c->consumed < log.size(); ++c->consumed) {
    const LogEntry& l = log[c->consumed];
    c->hash = entry_hash(c->hash, l);
    if (!l.vis.sees(seat)) continue;
    push_entry(L, l);
    lua_rawseti(L, -2, ++c->pushed);
  }
}

// Pushes counter `i`'s value: the Lua value handed over last time if its encoding is unchanged.
void push_counter(lua_State* L, const Counter& k, size_t i, LuaViewCache::SeatLog* c) {
  if (!c) {
    push_packed(L, k.value);
    return;
  }
  if (c->counters.size() <= i) c->counters.resize(i + 1, {std::string(), LUA_NOREF});
  auto& [bytes, ref] = c->counters[i];
  if (ref == LUA_NOREF || bytes != k.value.bytes()) {
    if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
    push_packed(L, k.value);
    lua_pushvalue(L, -1);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
    bytes = k.value.bytes();
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
}

}  // namespace

LuaViewCache::~LuaViewCache() {
  for (auto& s : seats_) release(L_, s);
}

LuaViewCache::SeatLog& LuaViewCache::seat(int s) {
  if (static_cast<size_t>(s) >= seats_.size()) seats_.resize(s + 1);
  return seats_[s];
}

void push_seat_view(lua_State* L, const Session& s, int seat, LuaViewCache* cache) {
  const GameState& st = s.state();
  if (seat < 0 || seat >= st.seat_count()) {
    push_value(L, s.view(seat));
    return;
  }
  LuaViewCache::SeatLog* c = seat_cache(L, s, seat, cache);
  lua_createtable(L, 0, 12);
  set_string(L, "game", s.game().id);
  if (c) lua_rawgeti(L, LUA_REGISTRYINDEX, c->options_ref);
  else push_value(L, s.setup().options);
  lua_setfield(L, -2, "options");
  set_int(L, "seat", seat + 1);

  lua_createtable(L, st.seat_count(), 0);
  for (int i = 0; i < st.seat_count(); ++i) {
    lua_createtable(L, 0, 3);
    set_int(L, "seat", i + 1);
    set_string(L, "name", st.seats[i].name);
    set_string(L, "controller", st.seats[i].controller);
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, -2, "players");

  lua_createtable(L, 0, static_cast<int>(st.counters.size()));
  for (size_t i = 0; i < st.counters.size(); ++i)
    if (st.counters[i].vis.sees(seat)) {
      push_key(L, st.counters[i].id);
      push_counter(L, st.counters[i], i, c);
      lua_rawset(L, -3);
    }
  lua_setfield(L, -2, "counters");

  lua_createtable(L, static_cast<int>(st.zones.size()), 0);
  lua_Integer zi = 0;
  for (const auto& z : st.zones) {
    lua_createtable(L, 0, 4);
    set_string(L, "id", z.id);
    set_int(L, "count", static_cast<lua_Integer>(z.entities.size()));
    if (z.owner >= 0) set_int(L, "owner", z.owner + 1);
    if (seat_sees_zone_contents(z, seat)) {
      push_int_list(L, z.entities, 0);
      lua_setfield(L, -2, "entities");
    }
    lua_rawseti(L, -2, ++zi);
  }
  lua_setfield(L, -2, "zones");

  lua_createtable(L, 0, 0);
  lua_Integer ei = 0;
  for (const auto& e : st.entities) {
    const Zone* z = st.zone(e.zone);
    const bool placed = z && seat_sees_zone_contents(*z, seat);
    bool any = false;
    for (const auto& p : e.props)
      if (seat_sees_property(st, e, p, seat)) {
        any = true;
        break;
      }
    if (!placed && !any) continue;
    lua_createtable(L, 0, 5);
    set_int(L, "id", e.id);
    set_string(L, "kind", e.kind);
    lua_createtable(L, 0, static_cast<int>(e.props.size()));
    for (const auto& p : e.props)
      if (seat_sees_property(st, e, p, seat)) {
        push_key(L, p.key);
        push_packed(L, p.value);
        lua_rawset(L, -3);
      }
    lua_setfield(L, -2, "props");
    if (placed) {
      set_string(L, "zone", e.zone);
      if (e.owner >= 0) set_int(L, "owner", e.owner + 1);
    }
    lua_rawseti(L, -2, ++ei);
  }
  lua_setfield(L, -2, "entities");

  const auto& facts = st.knowledge[seat];
  lua_createtable(L, static_cast<int>(facts.size()), 0);
  for (size_t i = 0; i < facts.size(); ++i) {
    push_packed(L, facts[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_setfield(L, -2, "knowledge");

  push_log(L, s, seat, c);
  lua_setfield(L, -2, "log");

  lua_createtable(L, 0, 0);
  lua_Integer wi = 0;
  if (st.pending) {
    for (const auto& r : st.pending->requests) {
      if (!r.answered) {
        lua_pushinteger(L, r.seat + 1);
        lua_rawseti(L, -2, ++wi);
      }
      if (r.seat == seat) {
        push_value(L, request_to_value(r, *st.pending));
        lua_setfield(L, -3, "decision");
      }
    }
  }
  lua_setfield(L, -2, "waiting_for");

  if (st.outcome.over) {
    push_value(L, Value{{"winner", st.outcome.winner}, {"reason", st.outcome.reason}, {"details", st.outcome.details}});
    lua_setfield(L, -2, "outcome");
  }
}

}  // namespace rt
