// lua_seat_view.cpp: build_view (core/view.cpp) written out as Lua tables, with the same
// visibility tests (seat_sees_property, seat_sees_zone_contents, Visibility::sees).
#include "lua_seat_view.hpp"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <string_view>

#include "../core/identical.hpp"
#include "../core/view.hpp"
#include "../lua/lua_value.hpp"
#include "../lua/session.hpp"
#include "../lua/vm.hpp"

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

// One log entry as build_view writes it for a seat: {key = .., args = ..}.
void push_entry(lua_State* L, const LogEntry& l) {
  lua_createtable(L, 0, 2);
  set_string(L, "key", l.key);
  push_packed(L, l.args);
  lua_setfield(L, -2, "args");
}

void unref(lua_State* L, int& ref) {
  if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
  ref = LUA_NOREF;
}

// Sizes a per-item cache to n items; true when it had that size already. When the state holds
// fewer items than are cached (another game), every cached table is let go first.
template <class Seen>
bool fit_cache(lua_State* L, std::vector<Seen>& cache, size_t n) {
  const bool same = cache.size() == n;
  if (cache.size() > n) {
    for (auto& m : cache) unref(L, m.ref);
    cache.clear();
  }
  cache.resize(n);
  return same;
}

void release(lua_State* L, LuaViewCache::SeatLog& c) {
  for (int* r : {&c.ref, &c.options_ref, &c.players_ref, &c.entities_ref, &c.zones_ref, &c.knowledge_ref, &c.counters_ref,
                 &c.view_ref})
    unref(L, *r);
  for (auto& k : c.counters) unref(L, k.ref);
  for (auto& e : c.entities) unref(L, e.ref);
  for (auto& q : c.requests) unref(L, q.ref);
  c = {};
}

// The cache of this seat, if it holds this game (else emptied for it); nullptr without a cache.
// The log only grows within a session, so the session's serial is all that needs comparing.
LuaViewCache::SeatLog* seat_cache(lua_State* L, const Session& s, int seat, LuaViewCache* cache) {
  if (!cache || cache->L() != L) return nullptr;
  LuaViewCache::SeatLog& c = cache->seat(seat);
  const auto& log = s.state().log;
  if (c.ref == LUA_NOREF || c.session != s.state_serial() || c.consumed > log.size()) {
    release(L, c);
    lua_createtable(L, static_cast<int>(log.size()), 0);
    c.session = s.state_serial();
    c.ref = luaL_ref(L, LUA_REGISTRYINDEX);
    cache->push_shared_options(s.setup().options);
    c.options_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  return &c;
}

// Pushes the list kept at `ref` if `same`, else builds it with `build` (which pushes it) and keeps it.
template <class Build>
void push_kept(lua_State* L, int& ref, bool same, Build build) {
  if (same && ref != LUA_NOREF) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    return;
  }
  unref(L, ref);
  build();
  lua_pushvalue(L, -1);
  ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

// Whether the seat's log holds entry `l`: the seat sees it, and its key is one of `keys` (when
// the bot declared them: LuaViewCache::keep_only_log_keys).
bool in_log(const LogEntry& l, int seat, const std::vector<std::string>* keys) {
  if (!l.vis.sees(seat)) return false;
  if (!keys) return true;
  for (const auto& k : *keys)
    if (k == l.key) return true;
  return false;
}

// Pushes the seat's log table: the cached one brought up to date, or a fresh one.
void push_log(lua_State* L, const Session& s, int seat, LuaViewCache::SeatLog* c, const std::vector<std::string>* keys) {
  const auto& log = s.state().log;
  if (!c) {
    lua_createtable(L, keys ? 0 : static_cast<int>(log.size()), 0);
    lua_Integer i = 0;
    for (const auto& l : log)
      if (in_log(l, seat, keys)) {
        push_entry(L, l);
        lua_rawseti(L, -2, ++i);
      }
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->ref);
  for (; c->consumed < log.size(); ++c->consumed) {
    const LogEntry& l = log[c->consumed];
    if (!in_log(l, seat, keys)) continue;
    push_entry(L, l);
    lua_rawseti(L, -2, ++c->pushed);
  }
}

// ---- a changed counter, converted item by item

// The bytes of the one encoded value `r` is at (consumed).
std::string_view take_value(PackReader& r) {
  const char* begin = r.position();
  r.skip();
  return {begin, static_cast<size_t>(r.position() - begin)};
}

bool is_container(std::string_view encoded) {
  const auto t = static_cast<PackTag>(encoded[0]);
  return t == PackTag::Array || t == PackTag::Object;
}

void push_updated(lua_State* L, int old_idx, std::string_view was, std::string_view now, int depth);

// Pushes the item encoded `now` whose key is on top of the stack (left there), given what the
// same key held in the table at `old_idx` when it was built (`was`; empty: the key is new). A
// list or a map that reads the same is the old table itself; one that changed is updated from it
// (push_updated); anything else is converted.
void push_item(lua_State* L, int old_idx, std::string_view was, std::string_view now, int depth) {
  if (!was.empty() && is_container(now) && was[0] == now[0]) {
    lua_pushvalue(L, -1);
    if (lua_rawget(L, old_idx) == LUA_TTABLE) {
      if (was == now) return;  // unchanged: the table handed over before
      push_updated(L, lua_gettop(L), was, now, depth + 1);
      lua_remove(L, -2);
      return;
    }
    lua_pop(L, 1);  // (not what it was built as: converted)
  }
  PackReader r(now.data(), now.data() + now.size());
  push_packed_value(L, r);
}

// Pushes the list or map encoded `now` as a new table, given the table at `old_idx` that was
// built from `was` (the same kind of container): each item that reads as it did is the old
// table's item (a list or map within is the very table handed over before), so a map counter that
// g:set_at changed in one entry costs that entry. The result is the table push_packed would make.
void push_updated(lua_State* L, int old_idx, std::string_view was, std::string_view now, int depth) {
  PackReader o(was.data(), was.data() + was.size()), n(now.data(), now.data() + now.size());
  const PackTag tag = n.read_tag();
  o.read_tag();
  uint64_t old_left = o.read_varint();
  const uint64_t count = n.read_varint();
  if (depth > 32 || !lua_checkstack(L, 4)) {  // (values are at most 33 deep: this does not happen)
    PackReader r(now.data(), now.data() + now.size());
    push_packed_value(L, r);
    return;
  }
  if (tag == PackTag::Array) {
    lua_createtable(L, static_cast<int>(count), 0);
    for (uint64_t i = 1; i <= count; ++i) {
      const std::string_view item = take_value(n);
      const std::string_view before = old_left ? (--old_left, take_value(o)) : std::string_view();
      lua_pushinteger(L, static_cast<lua_Integer>(i));
      push_item(L, old_idx, before, item, depth);
      lua_rawset(L, -3);
    }
    return;
  }
  // A map: both key lists are sorted (Packed is canonical), so one walk pairs the keys.
  lua_createtable(L, 0, static_cast<int>(count));
  std::string_view old_key;
  bool have_old = false;
  auto next_old = [&] {
    have_old = old_left > 0;
    if (have_old) --old_left, old_key = o.read_string_body();
  };
  next_old();
  for (uint64_t i = 0; i < count; ++i) {
    const std::string_view key = n.read_string_body();
    const std::string_view item = take_value(n);
    while (have_old && old_key < key) {
      o.skip();
      next_old();
    }
    std::string_view before;
    if (have_old && old_key == key) {
      before = take_value(o);
      next_old();
    }
    lua_Integer ik;
    if (integer_key(key, ik)) lua_pushinteger(L, ik);
    else lua_pushlstring(L, key.data(), key.size());
    push_item(L, old_idx, before, item, depth);
    lua_rawset(L, -3);
  }
}

// Pushes counter `i`'s value: the Lua value handed over last time if its encoding is unchanged;
// a list or map that changed is a new table made from the old one (push_updated).
void push_counter(lua_State* L, const Counter& k, size_t i, LuaViewCache::SeatLog* c) {
  if (!c) {
    push_packed(L, k.value);
    return;
  }
  if (c->counters.size() <= i) c->counters.resize(i + 1);
  auto& [bytes, ref, listed] = c->counters[i];
  listed = true;  // (every push with a cache goes into the seat's counters table)
  const std::string& now = k.value.bytes();
  if (ref == LUA_NOREF || bytes != now) {
    if (ref != LUA_NOREF && is_container(now) && bytes[0] == now[0]) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
      push_updated(L, lua_gettop(L), bytes, now, 0);
      lua_remove(L, -2);
    } else {
      push_packed(L, k.value);
    }
    if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, -1);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
    bytes = now;
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
}

// ---- the parts of a view, each pushed as one table

void build_players(lua_State* L, const GameState& st) {
  lua_createtable(L, st.seat_count(), 0);
  for (int i = 0; i < st.seat_count(); ++i) {
    lua_createtable(L, 0, 3);
    set_int(L, "seat", i + 1);
    set_string(L, "name", st.seats[i].name);
    set_string(L, "controller", st.seats[i].controller);
    lua_rawseti(L, -2, i + 1);
  }
}

void push_players(lua_State* L, const GameState& st, LuaViewCache::SeatLog* c) {
  if (!c) return build_players(L, st);
  bool same = c->players.size() == st.seats.size();
  for (size_t i = 0; same && i < st.seats.size(); ++i)
    same = c->players[i].first == st.seats[i].name && c->players[i].second == st.seats[i].controller;
  push_kept(L, c->players_ref, same, [&] {
    c->players.clear();
    for (const auto& seat : st.seats) c->players.emplace_back(seat.name, seat.controller);
    build_players(L, st);
  });
}

void push_counters(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog* c) {
  lua_createtable(L, 0, static_cast<int>(st.counters.size()));
  for (size_t i = 0; i < st.counters.size(); ++i)
    if (st.counters[i].vis.sees(seat)) {
      push_key(L, st.counters[i].id);
      push_counter(L, st.counters[i], i, c);
      lua_rawset(L, -3);
    }
}

void build_zone(lua_State* L, const Zone& z, bool open) {
  lua_createtable(L, 0, 4);
  set_string(L, "id", z.id);
  set_int(L, "count", static_cast<lua_Integer>(z.entities.size()));
  if (z.owner >= 0) set_int(L, "owner", z.owner + 1);
  if (open) {
    push_int_list(L, z.entities, 0);
    lua_setfield(L, -2, "entities");
  }
}

// Each zone's table is kept while the zone reads the same to the seat. The list is the seat's one
// table for the game (as the log is), and lazy: a zone's table is built when the bot reads it
// (zones_index, below: most bots read a zone or two, e.g. their hand), and one that changed since
// it was built is taken out of the list (built again if read), so a view costs the zones the bot
// reads that changed since, not the list.
void push_zones(lua_State* L, const GameState& st, int seat) {  // (without a cache: all at once)
  lua_createtable(L, static_cast<int>(st.zones.size()), 0);
  lua_Integer zi = 0;
  for (const auto& z : st.zones) {
    build_zone(L, z, seat_sees_zone_contents(z, seat));
    lua_rawseti(L, -2, ++zi);
  }
}

// Zone i's table for the seat, built from the state (and what it was built from kept in m).
void push_zone_at(lua_State* L, const GameState& st, int seat, LuaViewCache::ZoneSeen& m, size_t i) {
  const Zone& z = st.zones[i];
  const bool open = seat_sees_zone_contents(z, seat);
  m.stamp = z.stamp;
  m.id = z.id, m.owner = z.owner, m.open = open, m.count = z.entities.size();
  if (open) m.entities = z.entities;
  else m.entities.clear();
  build_zone(L, z, open);
  m.listed = true;
}

// Brings the seat's zones list (at list_idx) up to the state: a zone whose table reads otherwise
// now loses it (nil in the list until read again). Zones only ever come (never go) in a game.
void sync_zones(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog& c, int list_idx) {
  c.zones.resize(st.zones.size());
  for (size_t i = 0; i < st.zones.size(); ++i) {
    const Zone& z = st.zones[i];
    LuaViewCache::ZoneSeen& m = c.zones[i];
    if (!m.listed || m.stamp == z.stamp) continue;  // not built, or unchanged since (its visibility never changes)
    m.stamp = z.stamp;
    const bool open = seat_sees_zone_contents(z, seat);
    if (m.open == open && m.owner == z.owner && m.count == z.entities.size() && m.id == z.id &&
        (!open || m.entities == z.entities))
      continue;  // changed, but not to this seat (a hidden zone's cards, the same count)
    m.listed = false;
    lua_pushnil(L);
    lua_rawseti(L, list_idx, static_cast<lua_Integer>(i + 1));
  }
}

// Whether the seat sees `e` at all, and whether it sees where it lies (its zone, looked up once
// per zone id it names when `m` is given).
bool entity_shown(const GameState& st, const Entity& e, int seat, bool& placed,
                  LuaViewCache::EntitySeen* m = nullptr) {
  const Zone* z;
  if (m && m->zone_found && m->looked_up == e.zone) {
    z = m->zone_found;
  } else {
    z = st.zone(e.zone);
    if (m) m->looked_up = e.zone, m->zone_found = z;
  }
  placed = z && seat_sees_zone_contents(*z, seat);
  if (placed) return true;
  for (const auto& p : e.props)
    if (seat_sees_property(st, e, p, seat)) return true;
  return false;
}

void build_entity(lua_State* L, const GameState& st, const Entity& e, int seat, bool placed) {
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
}

// Does the entity read to the seat as it did when `m` was built?
bool same_as_seen(const GameState& st, const Entity& e, int seat, bool placed, const LuaViewCache::EntitySeen& m) {
  if (!m.shown || m.placed != placed || m.kind != e.kind) return false;
  if (placed && (m.zone != e.zone || m.owner != e.owner)) return false;
  size_t j = 0;
  for (const auto& p : e.props) {
    if (!seat_sees_property(st, e, p, seat)) continue;
    if (j >= m.props.size() || m.props[j].first != p.key || m.props[j].second != p.value.bytes()) return false;
    ++j;
  }
  return j == m.props.size();
}

// Brings entity i's entry of the seat's cache up to the state (its table kept while it reads the
// same to the seat, built afresh when not); false when the seat's entities list changes with it
// (it was shown or hidden, or its table is new).
bool update_entity(lua_State* L, const GameState& st, size_t i, int seat, LuaViewCache::EntitySeen& m) {
  const Entity& e = st.entities[i];
  if (m.stamp == e.stamp) return true;  // unchanged since it was last looked at: reads the same
  m.stamp = e.stamp;
  bool placed;
  if (!entity_shown(st, e, seat, placed, &m)) {
    const bool was = m.shown;
    unref(L, m.ref);
    m.shown = false;
    m.props.clear();
    return !was;
  }
  if (same_as_seen(st, e, seat, placed, m)) return true;
  unref(L, m.ref);
  m.shown = true, m.placed = placed, m.owner = e.owner, m.kind = e.kind, m.zone = e.zone;
  m.props.clear();
  for (const auto& p : e.props)
    if (seat_sees_property(st, e, p, seat)) m.props.emplace_back(p.key, p.value.bytes());
  build_entity(L, st, e, seat, placed);
  m.ref = luaL_ref(L, LUA_REGISTRYINDEX);
  return false;
}

// Each entity's table is kept while it reads the same to the seat; the list while all do.
void push_entities(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog* c) {
  if (!c) {
    lua_createtable(L, 0, 0);
    lua_Integer ei = 0;
    for (const auto& e : st.entities) {
      bool placed;
      if (!entity_shown(st, e, seat, placed)) continue;
      build_entity(L, st, e, seat, placed);
      lua_rawseti(L, -2, ++ei);
    }
    return;
  }
  bool same = fit_cache(L, c->entities, st.entities.size());
  for (size_t i = 0; i < st.entities.size(); ++i)
    if (!update_entity(L, st, i, seat, c->entities[i])) same = false;
  c->entities_clock = st.changes;
  push_kept(L, c->entities_ref, same, [&] {
    lua_createtable(L, 0, 0);
    lua_Integer ei = 0;
    for (const auto& m : c->entities)
      if (m.shown) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, m.ref);
        lua_rawseti(L, -2, ++ei);
      }
  });
}

// Pushes entity `id` as the seat's entities list holds it (the same table), or nil when the seat
// does not see it (not in its list) or there is none: that one entity brought up to the state,
// not the list (which, if it changes with it, is made again when next read).
void push_entity_by_id(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog& c, lua_Integer id) {
  if (id < 1 || id > static_cast<lua_Integer>(st.entities.size())) {
    lua_pushnil(L);
    return;
  }
  if (!fit_cache(L, c.entities, st.entities.size())) unref(L, c.entities_ref);  // (entities came: the list is new)
  LuaViewCache::EntitySeen& m = c.entities[static_cast<size_t>(id - 1)];
  if (!update_entity(L, st, static_cast<size_t>(id - 1), seat, m)) unref(L, c.entities_ref);
  if (m.shown) lua_rawgeti(L, LUA_REGISTRYINDEX, m.ref);
  else lua_pushnil(L);
}

void build_knowledge(lua_State* L, const std::vector<Packed>& facts) {
  lua_createtable(L, static_cast<int>(facts.size()), 0);
  for (size_t i = 0; i < facts.size(); ++i) {
    push_packed(L, facts[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

void push_knowledge(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog* c) {
  if (seat < 0) {  // the spectator knows nothing of its own
    lua_createtable(L, 0, 0);
    return;
  }
  const auto& facts = st.knowledge[seat];
  if (!c) return build_knowledge(L, facts);
  bool same = c->knowledge.size() == facts.size();
  for (size_t i = 0; same && i < facts.size(); ++i) same = c->knowledge[i] == facts[i].bytes();
  push_kept(L, c->knowledge_ref, same, [&] {
    c->knowledge.clear();
    for (const auto& f : facts) c->knowledge.push_back(f.bytes());
    build_knowledge(L, facts);
  });
}

void push_string_list(lua_State* L, const std::vector<std::string>& v) {
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (size_t i = 0; i < v.size(); ++i) {
    lua_pushlstring(L, v[i].data(), v[i].size());
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

// A request table's `answered` and `answer` (taken out when `had_answer` and r has none now).
void set_answer(lua_State* L, const SeatRequest& r, bool had_answer) {
  lua_pushboolean(L, r.answered);
  lua_setfield(L, -2, "answered");
  if (r.answered) {
    push_value(L, r.answer);
    lua_setfield(L, -2, "answer");
  } else if (had_answer) {
    lua_pushnil(L);
    lua_setfield(L, -2, "answer");
  }
}

// The seat's request as push_value(request_to_value(r, d)) would push it, without the JSON tree.
void push_request(lua_State* L, const SeatRequest& r, const Decision& d) {
  lua_createtable(L, 0, 10);
  set_int(L, "seat", r.seat + 1);
  lua_pushstring(L, choice_kind_name(r.kind));
  lua_setfield(L, -2, "kind");
  set_string(L, "prompt", d.prompt);
  push_packed(L, d.args);
  lua_setfield(L, -2, "args");
  lua_pushboolean(L, d.simultaneous);
  lua_setfield(L, -2, "simultaneous");
  if (r.kind == ChoiceKind::Choose) {
    push_string_list(L, r.options);
    lua_setfield(L, -2, "options");
  } else if (r.kind == ChoiceKind::PickEntities || r.kind == ChoiceKind::Order) {
    push_int_list(L, r.entities, 0);
    lua_setfield(L, -2, "entities");
    if (r.kind == ChoiceKind::PickEntities) {
      set_int(L, "min", r.min);
      set_int(L, "max", r.max);
    }
  } else {
    push_int_list(L, r.eligible, 1);
    lua_setfield(L, -2, "eligible");
    set_int(L, "min", r.min);
    set_int(L, "max", r.max);
  }
  set_answer(L, r, false);
}

// The seat's request table for r's kind, as push_request pushes it, updated in place: a field set
// again only where it differs from what it was last set from (a list or the args: a new table).
void push_kept_request(lua_State* L, const SeatRequest& r, const Decision& d, LuaViewCache::SeatLog::RequestSeen& q) {
  const bool choose = r.kind == ChoiceKind::Choose;
  const bool seats = r.kind == ChoiceKind::PickSeats;
  const std::vector<int>& list = seats ? r.eligible : r.entities;
  if (q.ref == LUA_NOREF) {
    push_request(L, r, d);
    lua_pushvalue(L, -1);
    q.ref = luaL_ref(L, LUA_REGISTRYINDEX);
    q.prompt = d.prompt, q.args = d.args.bytes();
    if (choose) q.options = r.options;
    else q.list = list;
    q.has_answer = r.answered;
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, q.ref);
  if (q.prompt != d.prompt) {
    set_string(L, "prompt", d.prompt);
    q.prompt = d.prompt;
  }
  if (q.args != d.args.bytes()) {
    push_packed(L, d.args);
    lua_setfield(L, -2, "args");
    q.args = d.args.bytes();
  }
  lua_pushboolean(L, d.simultaneous);
  lua_setfield(L, -2, "simultaneous");
  if (choose) {
    if (q.options != r.options) {
      push_string_list(L, r.options);
      lua_setfield(L, -2, "options");
      q.options = r.options;
    }
  } else if (q.list != list) {
    push_int_list(L, list, seats ? 1 : 0);
    lua_setfield(L, -2, seats ? "eligible" : "entities");
    q.list = list;
  }
  if (seats || r.kind == ChoiceKind::PickEntities) {
    set_int(L, "min", r.min);
    set_int(L, "max", r.max);
  }
  set_answer(L, r, q.has_answer);
  q.has_answer = r.answered;
}

void push_waiting_for(lua_State* L, const GameState& st) {
  lua_createtable(L, 0, 0);
  lua_Integer wi = 0;
  if (st.pending)
    for (const auto& r : st.pending->requests)
      if (!r.answered) {
        lua_pushinteger(L, r.seat + 1);
        lua_rawseti(L, -2, ++wi);
      }
}

// The fields of a view built whole, without a cache (with one: push_seat_table, the rest lazy).
void set_eager_fields(lua_State* L, const Session& s, int seat, const std::vector<std::string>* keys) {
  const GameState& st = s.state();
  set_string(L, "game", s.game().id);
  push_value(L, s.setup().options);
  lua_setfield(L, -2, "options");
  if (seat >= 0) set_int(L, "seat", seat + 1);  // (the spectator's view has no seat)
  push_log(L, s, seat, nullptr, keys);
  lua_setfield(L, -2, "log");
  if (st.pending)
    for (const auto& r : st.pending->requests)
      if (r.seat == seat) {
        push_request(L, r, *st.pending);
        lua_setfield(L, -2, "decision");
      }
  if (st.outcome.over) {
    push_value(L, Value{{"winner", st.outcome.winner}, {"reason", st.outcome.reason}, {"details", st.outcome.details}});
    lua_setfield(L, -2, "outcome");
  }
}

// (In Part's order: kLazyParts[i] is Part i + 1.)
const char* const kLazyParts[] = {"players", "counters", "zones", "entities", "knowledge", "waiting_for", "log"};
constexpr unsigned kAllParts = ((1u << std::size(kLazyParts)) - 1) << 1;
// The parts a view read that stay in the seat's table for its next view, brought up to the state
// then (refresh_kept_parts) rather than taken out: the seat's one log, counters and zones tables
// for the game, and its players and knowledge (the same tables while they read the same).
// The entities list too, while nothing in the state changed since it was built (GameState::changes):
// it is the list of now then, with nothing to compare (else taken out, built when read).
constexpr unsigned kKeptParts = (1u << 1) | (1u << 2) | (1u << 3) | (1u << 4) | (1u << 5) | (1u << 7);
constexpr unsigned kEntitiesBit = 1u << 4;

// The seat's view table, updated in place for this view: made once per seat and game (game,
// options and seat never change), the lazy parts the last view held taken out (read afresh),
// decision and outcome set as they are now (taken out when the last view had one and this has none).
void push_seat_table(lua_State* L, const Session& s, int seat, LuaViewCache::SeatLog& c) {
  const GameState& st = s.state();
  if (c.view_ref == LUA_NOREF) {
    lua_createtable(L, 0, 12);
    set_string(L, "game", s.game().id);
    lua_rawgeti(L, LUA_REGISTRYINDEX, c.options_ref);
    lua_setfield(L, -2, "options");
    if (seat >= 0) set_int(L, "seat", seat + 1);  // (the spectator's view has no seat)
    lua_pushvalue(L, -1);
    c.view_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    c.view_parts = 0;
    c.view_plain = c.view_decision = c.view_outcome = false;
  } else {
    lua_rawgeti(L, LUA_REGISTRYINDEX, c.view_ref);
    const unsigned keep = c.entities_clock == st.changes ? kKeptParts : kKeptParts & ~kEntitiesBit;
    const unsigned out = c.view_plain ? c.view_parts : c.view_parts & ~keep;
    for (unsigned i = 0; out >> (i + 1); ++i)
      if (out & (2u << i)) {
        lua_pushstring(L, kLazyParts[i]);
        lua_pushnil(L);
        lua_rawset(L, -3);
      }
    c.view_parts &= ~out;
    c.view_plain = false;
  }
  bool asked = false;
  if (st.pending)
    for (const auto& r : st.pending->requests)
      if (r.seat == seat) {
        push_kept_request(L, r, *st.pending, c.requests[static_cast<int>(r.kind)]);
        lua_setfield(L, -2, "decision");
        asked = true;
      }
  if (c.view_decision && !asked) {
    lua_pushnil(L);
    lua_setfield(L, -2, "decision");
  }
  c.view_decision = asked;
  if (st.outcome.over) {
    push_value(L, Value{{"winner", st.outcome.winner}, {"reason", st.outcome.reason}, {"details", st.outcome.details}});
    lua_setfield(L, -2, "outcome");
  } else if (c.view_outcome) {
    lua_pushnil(L);
    lua_setfield(L, -2, "outcome");
  }
  c.view_outcome = st.outcome.over;
}

}  // namespace

// ---- the lazy view (see the header)

// The view being decided on: a Lua userdata with three user values, the view table handed over,
// its counters table and its entities_by_id table (each once read). Views that are not the current one build nothing.
struct LazyViewSource {
  LuaViewCache* cache = nullptr;
  const Session* session = nullptr;  // nullptr: no decision is being made
  int seat = 0;
  LuaViewCache::SeatLog* log = nullptr;
  uint64_t serial = 0;  // counts the views handed over (a seat's zones list synced at which)
};

namespace {

LazyViewSource& source_of(lua_State* L) {
  return *static_cast<LazyViewSource*>(lua_touserdata(L, lua_upvalueindex(1)));
}

// Is the table at `idx` the current view (user value 1), its counters (2) or its entities_by_id (3)?
bool is_current(lua_State* L, const LazyViewSource& src, int idx, int which) {
  if (!src.session) return false;
  lua_getiuservalue(L, lua_upvalueindex(1), which);
  const bool same = lua_rawequal(L, -1, idx);
  lua_pop(L, 1);
  return same;
}

int stale(lua_State* L) {
  return luaL_error(L, "a seat's view is built as it is read, during its decision only: this one is over");
}

// Takes out of the seat's counters table (at idx) each counter that no longer reads as it did
// when put in (changed, or hidden from the seat now): read again, it is pushed afresh (from its
// old table, push_counter). Counters only ever come (never go) in a game.
void sync_counters(lua_State* L, const GameState& st, int seat, LuaViewCache::SeatLog& c, int idx) {
  const size_t n = std::min(c.counters.size(), st.counters.size());
  for (size_t i = 0; i < n; ++i) {
    LuaViewCache::SeatLog::CounterSeen& m = c.counters[i];
    if (!m.listed) continue;
    const Counter& k = st.counters[i];
    if (m.bytes == k.value.bytes() && k.vis.sees(seat)) continue;
    m.listed = false;
    push_key(L, k.id);
    lua_pushnil(L);
    lua_rawset(L, idx);
  }
}

// Pushes the seat's counters table brought up to this view (sync_counters), each counter not in
// it filled in when read (counters_index), and makes it the current view's (user value 2).
void push_lazy_counters(lua_State* L, const LazyViewSource& src, int source_idx) {
  LuaViewCache::SeatLog& c = *src.log;
  if (c.counters_ref == LUA_NOREF) {
    for (auto& k : c.counters) k.listed = false;
    // (Room for 16 counters at once: a table grown one key at a time is rebuilt at 1, 2, 4, 8.)
    lua_createtable(L, 0, 16);
    lua_rawgeti(L, LUA_REGISTRYINDEX, src.cache->counters_mt_ref);
    lua_setmetatable(L, -2);
    c.counters_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    c.counters_synced = src.serial;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, c.counters_ref);
  if (c.counters_synced != src.serial) {
    sync_counters(L, src.session->state(), src.seat, c, lua_gettop(L));
    c.counters_synced = src.serial;
  }
  lua_pushvalue(L, -1);
  lua_setiuservalue(L, source_idx, 2);
}

// ---- the seat's zones list: its entries built when read

// Pushes the seat's zones list, brought up to the state at this view (sync_zones).
void push_lazy_zones(lua_State* L, const LazyViewSource& src) {
  const GameState& st = src.session->state();
  LuaViewCache::SeatLog& c = *src.log;
  if (c.zones_ref == LUA_NOREF || c.zones.size() > st.zones.size()) {  // (zones never go: another game)
    unref(L, c.zones_ref);
    c.zones.clear();
    lua_createtable(L, static_cast<int>(st.zones.size()), 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, src.cache->zones_mt_ref);
    lua_setmetatable(L, -2);
    c.zones_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, c.zones_ref);
  if (c.zones_synced != src.serial) {
    sync_zones(L, st, src.seat, c, lua_gettop(L));
    c.zones_synced = src.serial;
  }
}

// Is the table at idx the current seat's zones list (then brought up to this view)? Else an error
// (a list kept past its decision, or another seat's).
void check_current_zones(lua_State* L, const LazyViewSource& src, int idx) {
  bool current = false;
  if (src.session && src.log && src.log->zones_ref != LUA_NOREF) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, src.log->zones_ref);
    current = lua_rawequal(L, -1, idx);
    lua_pop(L, 1);
  }
  if (!current) luaL_error(L, "a seat's zones are built as they are read, during its decision only: this one is over");
  if (src.log->zones_synced != src.serial) {
    sync_zones(L, src.session->state(), src.seat, *src.log, idx);
    src.log->zones_synced = src.serial;
  }
}

// Fills every entry of the current zones list at idx not built yet.
void fill_zones(lua_State* L, const LazyViewSource& src, int idx) {
  const GameState& st = src.session->state();
  auto& zones = src.log->zones;
  for (size_t i = 0; i < zones.size(); ++i)
    if (!zones[i].listed) {
      push_zone_at(L, st, src.seat, zones[i], i);
      lua_rawseti(L, idx, static_cast<lua_Integer>(i + 1));
    }
}

int zones_index(lua_State* L) {  // (zones, key)
  const LazyViewSource& src = source_of(L);
  check_current_zones(L, src, 1);
  if (!lua_isinteger(L, 2)) return 0;
  const lua_Integer i = lua_tointeger(L, 2);
  auto& zones = src.log->zones;
  if (i < 1 || static_cast<size_t>(i) > zones.size()) return 0;
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  push_zone_at(L, src.session->state(), src.seat, zones[static_cast<size_t>(i - 1)], static_cast<size_t>(i - 1));
  vm.leave_binding(was);
  lua_pushvalue(L, -1);
  lua_rawseti(L, 1, i);
  return 1;
}

int zones_len(lua_State* L) {
  const LazyViewSource& src = source_of(L);
  check_current_zones(L, src, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(src.log->zones.size()));
  return 1;
}

int zones_next(lua_State* L) {  // (zones, i): i + 1 and its zone, in order (every entry built)
  const lua_Integer i = luaL_optinteger(L, 2, 0) + 1;
  if (lua_rawgeti(L, 1, i) == LUA_TNIL) return 0;
  lua_pushinteger(L, i);
  lua_insert(L, -2);
  return 2;
}

int zones_pairs(lua_State* L) {  // every entry built, then visited in order (the sandbox's pairs' order)
  const LazyViewSource& src = source_of(L);
  check_current_zones(L, src, 1);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  fill_zones(L, src, 1);
  vm.leave_binding(was);
  lua_pushcfunction(L, zones_next);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// The lazy parts by name (kLazyParts), told apart by length first: a bot's every first read of
// a part, and of a field the view does not have (`view.outcome` mid-game), asks.
enum class Part { None, Players, Counters, Zones, Entities, Knowledge, WaitingFor, Log, EntitiesById };
Part part_named(const char* s, size_t n) {
  auto is = [&](const char* name) { return std::memcmp(s, name, n) == 0; };
  switch (n) {
    case 3: return is("log") ? Part::Log : Part::None;
    case 5: return is("zones") ? Part::Zones : Part::None;
    case 7: return is("players") ? Part::Players : Part::None;
    case 8: return is("counters") ? Part::Counters : is("entities") ? Part::Entities : Part::None;
    case 9: return is("knowledge") ? Part::Knowledge : Part::None;
    case 11: return is("waiting_for") ? Part::WaitingFor : Part::None;
    case 14: return is("entities_by_id") ? Part::EntitiesById : Part::None;
    default: return Part::None;
  }
}

void push_part(lua_State* L, const LazyViewSource& src, Part part, int source_idx);

// The parts kept in the view at `view_idx` from the seat's last view (kKeptParts) brought up to
// the state as it is now, as if read now (the source, at source_idx, is this view's).
void refresh_kept_parts(lua_State* L, const LazyViewSource& src, int view_idx, int source_idx) {
  const unsigned kept = src.log->view_parts & ~kEntitiesBit;  // (the entities kept: unchanged)
  for (unsigned i = 0; kept >> (i + 1); ++i)
    if (kept & (2u << i)) {
      lua_pushstring(L, kLazyParts[i]);
      push_part(L, src, static_cast<Part>(i + 1), source_idx);
      lua_rawset(L, view_idx);
    }
}

// Pushes the lazy part `part` of the current view.
void push_part(lua_State* L, const LazyViewSource& src, Part part, int source_idx) {
  const GameState& st = src.session->state();
  switch (part) {
    case Part::Players: push_players(L, st, src.log); break;
    case Part::Counters: push_lazy_counters(L, src, source_idx); break;
    case Part::Zones: push_lazy_zones(L, src); break;
    case Part::Entities: push_entities(L, st, src.seat, src.log); break;
    case Part::Knowledge: push_knowledge(L, st, src.seat, src.log); break;
    case Part::WaitingFor: push_waiting_for(L, st); break;
    case Part::Log: push_log(L, *src.session, src.seat, src.log, src.cache->log_keys()); break;
    case Part::EntitiesById:  // (view_index: never kept in the view)
    case Part::None: lua_pushnil(L); break;
  }
}

// ---- view.entities_by_id: one entity by its id, without the list

// Pushes the current view's entities_by_id table (user value 3 of the source): made at its first
// read in the view, never a field of the view itself (not part of build_view's table, so neither
// pairs on the view nor materialize_seat_view sees it), each entity put in it when read.
int push_entities_by_id(lua_State* L, LuaViewCache& cache) {
  if (lua_getiuservalue(L, lua_upvalueindex(1), 3) == LUA_TTABLE) return 1;
  lua_pop(L, 1);
  lua_createtable(L, 0, 4);
  lua_rawgeti(L, LUA_REGISTRYINDEX, cache.by_id_mt_ref);
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  lua_setiuservalue(L, lua_upvalueindex(1), 3);
  return 1;
}

int by_id_index(lua_State* L) {  // (entities_by_id, id)
  LazyViewSource& src = source_of(L);
  if (!is_current(L, src, 1, 3)) return stale(L);
  if (!lua_isinteger(L, 2)) return 0;
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  push_entity_by_id(L, src.session->state(), src.seat, *src.log, lua_tointeger(L, 2));
  vm.leave_binding(was);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, -2);
  lua_rawset(L, 1);  // (nil: nothing kept)
  return 1;
}

int by_id_next(lua_State* L) {  // upvalues: the seat's entities list, the place reached in it
  const lua_Integer i = lua_tointeger(L, lua_upvalueindex(2)) + 1;
  if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) return 0;
  lua_pushinteger(L, i);
  lua_replace(L, lua_upvalueindex(2));
  lua_getfield(L, -1, "id");
  lua_insert(L, -2);
  return 2;
}

int by_id_pairs(lua_State* L) {  // every entity the seat sees, id and table, in id order (the list's)
  LazyViewSource& src = source_of(L);
  if (!is_current(L, src, 1, 3)) return stale(L);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  push_entities(L, src.session->state(), src.seat, src.log);
  vm.leave_binding(was);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, by_id_next, 2);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// Finds the counter a Lua key names (push_key's conversion undone) and pushes its value.
bool push_counter_for(lua_State* L, const LazyViewSource& src, int key_idx) {
  const GameState& st = src.session->state();
  const bool int_key = lua_isinteger(L, key_idx);
  if (!int_key && lua_type(L, key_idx) != LUA_TSTRING) return false;
  size_t len = 0;
  const char* str = int_key ? nullptr : lua_tolstring(L, key_idx, &len);
  const lua_Integer want = int_key ? lua_tointeger(L, key_idx) : 0;
  for (size_t i = 0; i < st.counters.size(); ++i) {
    const Counter& k = st.counters[i];
    lua_Integer n;
    if (int_key) {
      if (!integer_key(k.id, n) || n != want) continue;
    } else if (k.id.size() != len || std::memcmp(k.id.data(), str, len) || integer_key(k.id, n)) {
      continue;  // (an id that reads as an integer is an integer key)
    }
    if (!k.vis.sees(src.seat)) return false;  // (ids are unique)
    push_counter(L, k, i, src.log);
    return true;
  }
  return false;
}

int view_index(lua_State* L) {  // (view, key)
  LazyViewSource& src = source_of(L);
  if (lua_type(L, 2) != LUA_TSTRING) return 0;
  size_t len = 0;
  const char* name = lua_tolstring(L, 2, &len);
  const Part part = part_named(name, len);
  if (part == Part::None) return 0;
  if (!is_current(L, src, 1, 1)) return stale(L);
  if (part == Part::EntitiesById) return push_entities_by_id(L, *src.cache);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  push_part(L, src, part, lua_upvalueindex(1));
  vm.leave_binding(was);
  lua_pushvalue(L, 2);
  lua_pushvalue(L, -2);
  lua_rawset(L, 1);
  src.log->view_parts |= 1u << static_cast<int>(part);  // (taken out at the seat's next view)
  return 1;
}

int counters_index(lua_State* L) {  // (counters, key)
  LazyViewSource& src = source_of(L);
  if (!is_current(L, src, 1, 2)) return stale(L);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  const bool found = push_counter_for(L, src, 2);
  vm.leave_binding(was);
  if (!found) return 0;
  lua_pushvalue(L, 2);
  lua_pushvalue(L, -2);
  lua_rawset(L, 1);
  return 1;
}

// Every counter the seat sees into the seat's counters table at `idx`.
void fill_counters(lua_State* L, const LazyViewSource& src, int idx) {
  const GameState& st = src.session->state();
  for (size_t i = 0; i < st.counters.size(); ++i) {
    const Counter& k = st.counters[i];
    if (!k.vis.sees(src.seat)) continue;
    push_key(L, k.id);
    lua_pushvalue(L, -1);
    if (lua_rawget(L, idx) != LUA_TNIL) {
      lua_pop(L, 2);
      continue;
    }
    lua_pop(L, 1);
    push_counter(L, k, i, src.log);
    lua_rawset(L, idx);
  }
}

// Pushes a plain copy of the table at idx (its metatable left out).
void push_plain_copy(lua_State* L, int idx) {
  lua_createtable(L, 0, 16);
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
}

// Builds every part of the current view at `idx` (and its counters); then a plain table (its
// counters a plain copy of the seat's table: the view is what build_view would make).
void fill_view(lua_State* L, const LazyViewSource& src, int idx) {
  src.log->view_parts = kAllParts;
  src.log->view_plain = true;
  for (const char* name : kLazyParts) {
    lua_getfield(L, idx, name);  // through __index: builds and keeps it
    lua_pop(L, 1);
  }
  lua_getiuservalue(L, lua_upvalueindex(1), 2);
  if (lua_istable(L, -1)) {  // the seat's table, filled, and a plain copy of it in the view
    fill_counters(L, src, lua_gettop(L));
    push_plain_copy(L, lua_gettop(L));
    lua_setfield(L, idx, "counters");
  }
  lua_pop(L, 1);
  lua_pushliteral(L, "zones");
  if (lua_rawget(L, idx) == LUA_TTABLE) fill_zones(L, src, lua_gettop(L));  // (it keeps its metatable)
  lua_pop(L, 1);
  lua_pushnil(L);
  lua_setmetatable(L, idx);
}

// pairs(t) after filling it: the sandbox's own pairs (prelude.lua, sorted keys) on the plain
// table at idx.
int pairs_after(lua_State* L, int idx) {
  lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
  if (lua_istable(L, -1) && lua_getfield(L, -1, "pairs") == LUA_TFUNCTION) {
    lua_pushvalue(L, idx);
    lua_call(L, 1, 3);
    return 3;
  }
  lua_pushcfunction(L, [](lua_State* l) -> int {  // no sandbox (a bare state): raw order
    lua_settop(l, 2);
    return lua_next(l, 1) ? 2 : 0;
  });
  lua_pushvalue(L, idx);
  lua_pushnil(L);
  return 3;
}

int view_pairs(lua_State* L) {
  LazyViewSource& src = source_of(L);
  if (!is_current(L, src, 1, 1)) return stale(L);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  fill_view(L, src, 1);
  vm.leave_binding(was);
  return pairs_after(L, 1);
}

int counters_pairs(lua_State* L) {
  LazyViewSource& src = source_of(L);
  if (!is_current(L, src, 1, 2)) return stale(L);
  Vm& vm = Vm::of(L);
  const bool was = vm.enter_binding();
  fill_counters(L, src, 1);
  vm.leave_binding(was);
  push_plain_copy(L, 1);  // (the seat's table keeps its metatable: it is lazy at the next view too)
  return pairs_after(L, lua_gettop(L));
}

// The source userdata and the two metatables, made once per cache.
void make_lazy_machinery(lua_State* L, LuaViewCache& cache) {
  auto* src = static_cast<LazyViewSource*>(lua_newuserdatauv(L, sizeof(LazyViewSource), 3));
  new (src) LazyViewSource();  // trivially destructible
  src->cache = &cache;
  cache.source = src;
  const int ud = lua_gettop(L);
  // Every seat's view shares these: hidden from scripts (__metatable; the sandbox's pairs finds
  // __pairs past it), else a seat could leave a message in one for another seat of the same bot.
  auto metatable = [&](lua_CFunction index, lua_CFunction pairs) {
    lua_createtable(L, 0, 4);
    lua_pushvalue(L, ud);
    lua_pushcclosure(L, index, 1);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, ud);
    lua_pushcclosure(L, pairs, 1);
    lua_setfield(L, -2, "__pairs");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    return luaL_ref(L, LUA_REGISTRYINDEX);
  };
  cache.view_mt_ref = metatable(view_index, view_pairs);
  cache.counters_mt_ref = metatable(counters_index, counters_pairs);
  cache.zones_mt_ref = metatable(zones_index, zones_pairs);
  cache.by_id_mt_ref = metatable(by_id_index, by_id_pairs);
  lua_rawgeti(L, LUA_REGISTRYINDEX, cache.zones_mt_ref);
  lua_pushvalue(L, ud);
  lua_pushcclosure(L, zones_len, 1);
  lua_setfield(L, -2, "__len");
  lua_pop(L, 1);
  cache.source_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // pops the userdata
}

}  // namespace

LuaViewCache::~LuaViewCache() {
  for (auto& s : seats_) release(L_, s);
  unref(L_, shared_options_ref_);
  if (source) {
    *source = LazyViewSource();  // views still held by scripts build nothing more
    for (int r : {source_ref, view_mt_ref, counters_mt_ref, zones_mt_ref, by_id_mt_ref}) luaL_unref(L_, LUA_REGISTRYINDEX, r);
  }
}

void LuaViewCache::push_shared_options(const Value& options) {
  lua_State* L = L_;
  if (shared_options_ref_ != LUA_NOREF && identical(options_, options)) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, shared_options_ref_);
    return;
  }
  unref(L, shared_options_ref_);
  push_value(L, options);
  // Frozen through the prelude's freeze (host_hooks.freeze), when this state has it.
  const int t = lua_gettop(L);
  bool frozen = false;
  if (lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks") == LUA_TTABLE &&
      lua_getfield(L, -1, "freeze") == LUA_TFUNCTION) {
    lua_pushvalue(L, t);
    frozen = lua_pcall(L, 1, 0, 0) == LUA_OK;
  }
  lua_settop(L, t);
  if (!frozen) return;  // a plain table for this seat alone
  lua_pushvalue(L, t);
  shared_options_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  options_ = options;
}

void LuaViewCache::keep_only_log_keys(std::vector<std::string> keys) {
  filtered_ = true;
  log_keys_ = std::move(keys);
}

LuaViewCache::SeatLog& LuaViewCache::seat(int s) {
  if (static_cast<size_t>(s) >= seats_.size()) seats_.resize(s + 1);
  return seats_[s];
}

void LuaViewCache::end_view() {
  if (!source) return;
  source->session = nullptr;
  source->log = nullptr;
  lua_rawgeti(L_, LUA_REGISTRYINDEX, source_ref);
  lua_pushnil(L_);
  lua_setiuservalue(L_, -2, 1);
  lua_pushnil(L_);
  lua_setiuservalue(L_, -2, 2);
  lua_pushnil(L_);
  lua_setiuservalue(L_, -2, 3);
  lua_pop(L_, 1);
}

void push_seat_view(lua_State* L, const Session& s, int seat, LuaViewCache* cache) {
  const GameState& st = s.state();
  // A seat outside the table sees what the spectator sees. With a cache its view is built as a
  // seat's is (the same visibility tests with kSpectator), its tables kept in the slot after the
  // last seat; without one, and for the omniscient view, through build_view.
  const bool spectator = seat != kOmniscient && (seat < 0 || seat >= st.seat_count());
  if (seat == kOmniscient || (spectator && !cache)) {
    push_value(L, s.view(seat));
    return;
  }
  if (spectator) seat = kSpectator;
  LuaViewCache::SeatLog* c = seat_cache(L, s, spectator ? st.seat_count() : seat, cache);
  if (!c) {  // no cache: the whole table at once
    lua_createtable(L, 0, 12);
    set_eager_fields(L, s, seat, cache ? cache->log_keys() : nullptr);
    push_players(L, st, nullptr);
    lua_setfield(L, -2, "players");
    push_counters(L, st, seat, nullptr);
    lua_setfield(L, -2, "counters");
    push_zones(L, st, seat);
    lua_setfield(L, -2, "zones");
    push_entities(L, st, seat, nullptr);
    lua_setfield(L, -2, "entities");
    push_knowledge(L, st, seat, nullptr);
    lua_setfield(L, -2, "knowledge");
    push_waiting_for(L, st);
    lua_setfield(L, -2, "waiting_for");
    return;
  }
  if (cache->source_ref == LUA_NOREF) make_lazy_machinery(L, *cache);
  cache->end_view();
  push_seat_table(L, s, seat, *c);
  LazyViewSource& src = *cache->source;
  src.session = &s;
  src.seat = seat;
  src.log = c;
  ++src.serial;
  lua_rawgeti(L, LUA_REGISTRYINDEX, cache->view_mt_ref);
  lua_setmetatable(L, -2);
  lua_rawgeti(L, LUA_REGISTRYINDEX, cache->source_ref);
  lua_pushvalue(L, -2);
  lua_setiuservalue(L, -2, 1);
  if (c->view_parts) refresh_kept_parts(L, src, lua_gettop(L) - 1, lua_gettop(L));
  lua_pop(L, 1);
}

void materialize_seat_view(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  // Its __pairs metamethod fills it (a plain table has none): call it, drop the iterator.
  if (luaL_getmetafield(L, idx, "__pairs") == LUA_TNIL) return;
  lua_pushvalue(L, idx);
  lua_call(L, 1, 3);
  lua_pop(L, 3);
}

}  // namespace rt
