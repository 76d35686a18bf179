// wrap_game.cpp: the Lua binding of the host's game state: the methods of the `g` object a
// game script receives (entities, zones, counters, knowledge, log, decisions, the RNG, the end).
// Seats are 1-based on this side. Errors are raised as Lua errors naming the script's line.
#include <algorithm>
#include <array>
#include <cstring>
#include <cstdio>
#include <stdexcept>

#include "api_keys.hpp"
#include "frozen.hpp"
#include "../core/counter_fields.hpp"
#include "../core/packed_key.hpp"
#include "lua_fields.hpp"
#include "lua_value.hpp"
#include "session.hpp"
#include "vm.hpp"

namespace rt {

namespace {

struct ApiError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

constexpr int kYield = -1000;  // a binding's way to ask guarded<> to yield to the host
constexpr lua_Integer kMaxEntityCopies = 10000;  // g:entity(spec, n): at most this many at once

// Runs a binding. Lua errors are longjmps, which must not cross live C++ objects: so a
// binding reports errors by throwing, and the error is raised here, after every C++ object of
// the binding is gone (the message is kept in a plain buffer). Yields likewise happen here.
template <int (*F)(lua_State*)>
int guarded(lua_State* L) {
  static thread_local char message[1024];
  int n = 0;
  bool failed = false;
  Vm& vm = Vm::of(L);
  const bool capped = vm.enter_binding();
  try {
    n = F(L);
  } catch (const std::exception& e) {
    std::snprintf(message, sizeof message, "%s", e.what());
    failed = true;
  }
  vm.leave_binding(capped);
  if (!failed && capped && vm.memory_in_use() > vm.limits().memory_bytes) {
    // What the binding handed to the script (a copy of stored data) passes the cap.
    std::snprintf(message, sizeof message, "not enough memory (the copy the game API returned passes the "
                  "scripts' memory cap of %zu MiB)", vm.limits().memory_bytes >> 20);
    failed = true;
  }
  if (failed) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); ++level) {
      lua_getinfo(L, "Sl", &ar);
      if (ar.currentline > 0 && std::strcmp(ar.source, "@engine/lua/prelude.lua") != 0) {
        lua_pushfstring(L, "%s:%d: %s", ar.short_src, ar.currentline, message);
        return lua_error(L);
      }
    }
    return luaL_error(L, "%s", message);
  }
  if (n == kYield) return lua_yield(L, 0);
  return n;
}

void need_table(lua_State* L, int idx) {
  if (!lua_istable(L, idx))
    throw ApiError(std::string("expected a table as argument ") + std::to_string(idx - 1) + ", got " + luaL_typename(L, idx));
}

Session& sess(lua_State* L) {
  Session* s = Vm::of(L).session;
  if (!s) throw ApiError("no game is running (the game API is only available inside setup/play)");
  return *s;
}

GameState& mut(lua_State* L) {
  if (Vm::of(L).read_only) throw ApiError("a validator may not change the game");
  Session& s = sess(L);
  if (s.over()) throw ApiError("the game is over");
  return s.mutable_state();
}

int seat_arg(lua_State* L, int idx, const GameState& st, const char* what = "seat") {
  if (!lua_isinteger(L, idx))
    throw ApiError(std::string("expected a ") + what + " number, got " + luaL_typename(L, idx));
  lua_Integer s = lua_tointeger(L, idx);
  if (s < 1 || s > st.seat_count())
    throw ApiError(std::string(what) + " " + std::to_string(s) + " is not a seat (1.." + std::to_string(st.seat_count()) + ")");
  return static_cast<int>(s - 1);
}

std::vector<int> seats_arg(lua_State* L, int idx, const GameState& st) {
  std::vector<int> out;
  if (lua_isinteger(L, idx)) {
    out.push_back(seat_arg(L, idx, st));
    return out;
  }
  if (!lua_istable(L, idx)) throw ApiError("expected a seat or a list of seats");
  idx = lua_absindex(L, idx);
  if (push_frozen_contents(L, idx)) {  // a frozen list: its contents
    out = seats_arg(L, -1, st);
    lua_pop(L, 1);
    return out;
  }
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  out.reserve(static_cast<size_t>(n));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, i);
    out.push_back(seat_arg(L, -1, st));
    lua_pop(L, 1);
  }
  return out;
}

// "public" | "nobody" | "owner" | seat | {seats...} | {owner = true, seats...}
Visibility vis_arg(lua_State* L, int idx, const GameState& st, Visibility def) {
  idx = lua_absindex(L, idx);
  if (lua_isnoneornil(L, idx)) return def;
  if (lua_type(L, idx) == LUA_TSTRING) {
    std::string s = lua_tostring(L, idx);
    if (s == "public") return Visibility::public_();
    if (s == "nobody") return Visibility::nobody();
    if (s == "owner") return Visibility::owner_only();
    throw ApiError("visibility must be \"public\", \"owner\", \"nobody\" or a list of seats, got \"" + s + "\"");
  }
  Visibility v;
  for (int s : seats_arg(L, idx, st)) v.seats |= uint64_t{1} << s;
  if (lua_istable(L, idx)) {
    rawfield(L, idx, ApiKey::owner);
    v.owner = lua_toboolean(L, -1);
    lua_pop(L, 1);
  }
  return v;
}

Value value_arg(lua_State* L, int idx) {
  Value v;
  std::string err;
  if (!to_value(L, idx, v, err)) throw ApiError(err);
  return v;
}

Packed packed_arg(lua_State* L, int idx) {
  Packed p;
  std::string err;
  if (!to_packed(L, idx, p, err)) throw ApiError(err);
  return p;
}

// Counts data the host is about to keep for the game (`added` bytes, replacing `removed`) with
// the Lua memory against the memory cap: a script cannot store gigabytes through the API.
void account(lua_State* L, size_t added, size_t removed = 0) {
  Session& s = sess(L);
  const Vm& vm = Vm::of(L);
  const size_t after = s.stored_bytes - std::min(removed, s.stored_bytes) + added;
  if (added > removed && after + vm.memory_in_use() > vm.limits().memory_bytes)
    throw ApiError("not enough memory (the game's stored data would pass the scripts' memory cap of " +
                   std::to_string(vm.limits().memory_bytes >> 20) + " MiB)");
  s.stored_bytes = after;
}

const Packed& empty_object() {
  static const Packed empty(Value::object());
  return empty;
}

std::string string_arg(lua_State* L, int idx, const char* what) {
  if (lua_type(L, idx) != LUA_TSTRING) throw ApiError(std::string("expected ") + what + " (a string)");
  return lua_tostring(L, idx);
}

Entity& entity_arg(lua_State* L, int idx, GameState& st) {
  if (!lua_isinteger(L, idx)) throw ApiError("expected an entity id");
  Entity* e = st.entity(static_cast<int>(lua_tointeger(L, idx)));
  if (!e) throw ApiError("no entity " + std::to_string(lua_tointeger(L, idx)));
  return *e;
}

Zone& zone_arg(lua_State* L, int idx, GameState& st) {
  std::string id = string_arg(L, idx, "a zone id");
  Zone* z = st.zone(id);
  if (!z) throw ApiError("no zone \"" + id + "\"");
  return *z;
}

// ---- identity, seats, randomness ------------------------------------------------------------

int g_name(lua_State* L) {
  const GameState& st = sess(L).state();
  lua_pushstring(L, st.seats[seat_arg(L, 2, st)].name.c_str());
  return 1;
}

// math.random([m[, n]][, name]) and g:random([m[, n]][, name]). A named draw takes the record's
// next fixed result for that name when there is one; the RNG is drawn from all the same, so the
// stream (every later draw) is the same whether the result was fixed or not.
int host_random(lua_State* L) {
  Session& s = sess(L);
  GameState& st = mut(L);
  const int base = lua_istable(L, 1) ? 2 : 1;  // called as g:random or math.random
  std::string name;
  int last = base + 1;  // the last place a number may be given
  for (int i = base; i <= base + 2; ++i) {
    if (lua_type(L, i) != LUA_TSTRING) continue;
    if (lua_stringtonumber(L, lua_tostring(L, i)) != 0) {
      lua_pop(L, 1);
      throw ApiError("random: expected integers");
    }
    name = lua_tostring(L, i);
    last = i - 1;
    break;
  }
  auto absent = [&](int i) { return i > last || lua_isnoneornil(L, i); };
  std::string where;
  if (absent(base)) {
    double u = st.rng.unit();
    if (const Value* fixed = name.empty() ? nullptr : s.take_fixed_draw(name, where)) {
      if (!fixed->is_number() || fixed->get<double>() < 0 || fixed->get<double>() >= 1)
        throw ApiError(where + " (" + brief(*fixed) + ") is not a fraction in [0, 1) for the draw '" + name + "'");
      u = fixed->get<double>();
    }
    lua_pushnumber(L, u);
    return 1;
  }
  lua_Integer lo = 1, hi;
  if (!lua_isinteger(L, base)) throw ApiError("random: expected integers");
  hi = lua_tointeger(L, base);
  if (!absent(base + 1)) {
    if (!lua_isinteger(L, base + 1)) throw ApiError("random: expected integers");
    lo = hi;
    hi = lua_tointeger(L, base + 1);
  }
  if (lo > hi) throw ApiError("random: interval is empty");
  const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
  const uint64_t r = span == ~uint64_t{0} ? st.rng.next() : st.rng.below(span + 1);
  lua_Integer result = static_cast<lua_Integer>(static_cast<uint64_t>(lo) + r);
  if (const Value* fixed = name.empty() ? nullptr : s.take_fixed_draw(name, where)) {
    if (!fixed->is_number_integer() || fixed->get<int64_t>() < lo || fixed->get<int64_t>() > hi)
      throw ApiError(where + " (" + brief(*fixed) + ") is not a roll of " + std::to_string(lo) + ".." +
                     std::to_string(hi) + " for the draw '" + name + "'");
    result = fixed->get<int64_t>();
  }
  lua_pushinteger(L, result);
  return 1;
}

// What identifies an item of a list to shuffle when a record fixes its order: a string or an
// integer is itself; a table is its `id` field (a string or an integer).
Value shuffle_item_id(lua_State* L, int idx, bool in_table = false) {
  idx = lua_absindex(L, idx);
  if (lua_istable(L, idx) && !in_table) {
    rawfield(L, idx, ApiKey::id);
    Value id = shuffle_item_id(L, -1, true);
    lua_pop(L, 1);
    return id;
  }
  if (lua_type(L, idx) == LUA_TSTRING) return Value(std::string(lua_tostring(L, idx)));
  if (lua_isinteger(L, idx)) return Value(static_cast<int64_t>(lua_tointeger(L, idx)));
  throw ApiError(std::string("shuffle: a fixed order needs a list of strings, integers or tables with an id, not ") +
                 luaL_typename(L, idx));
}

// g:shuffle(list[, name]): shuffles the list in place with the host RNG and returns it. A named
// shuffle takes the record's next fixed order for that name, which must list the same items
// (by shuffle_item_id) in the new order; the RNG is drawn from all the same.
int g_shuffle(lua_State* L) {
  Session& s = sess(L);
  GameState& st = mut(L);
  need_table(L, 2);
  std::string name;
  if (!lua_isnoneornil(L, 3)) name = string_arg(L, 3, "a draw name");
  lua_settop(L, 2);
  if (push_frozen_contents(L, 2)) throw ApiError("the list is frozen (freeze): shuffle a copy of it");
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 2));
  std::string where;
  const Value* fixed = name.empty() ? nullptr : s.take_fixed_draw(name, where);
  if (!fixed) {
    for (lua_Integer i = n; i > 1; --i) {
      lua_Integer j = 1 + static_cast<lua_Integer>(st.rng.below(static_cast<uint64_t>(i)));
      lua_rawgeti(L, 2, i);
      lua_rawgeti(L, 2, j);
      lua_rawseti(L, 2, i);
      lua_rawseti(L, 2, j);
    }
    return 1;
  }
  for (lua_Integer i = n; i > 1; --i) (void)st.rng.below(static_cast<uint64_t>(i));
  std::vector<Value> ids;
  ids.reserve(static_cast<size_t>(n));
  std::string items;
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, 2, i);
    ids.push_back(shuffle_item_id(L, -1));
    lua_pop(L, 1);
    items += (items.empty() ? "" : ", ") + ids.back().dump();
  }
  const std::string fits = "; it must be an order of: " + (items.empty() ? std::string("(nothing)") : items);
  if (!fixed->is_array())
    throw ApiError(where + " (" + brief(*fixed) + ") is not an order for the shuffle '" + name + "'" + fits);
  if (fixed->size() != ids.size())
    throw ApiError(where + " orders " + std::to_string(fixed->size()) + " items, the shuffle '" + name + "' has " +
                   std::to_string(ids.size()) + fits);
  std::vector<bool> used(ids.size(), false);
  std::vector<lua_Integer> from;  // from[k]: the position (1-based) of the item that goes to k+1
  from.reserve(ids.size());
  for (const Value& want : *fixed) {
    size_t k = 0;
    while (k < ids.size() && (used[k] || ids[k] != want)) ++k;
    if (k == ids.size())
      throw ApiError(where + " is not an order of the shuffle '" + name + "': " + want.dump() +
                     " is not in the list or is listed too often" + fits);
    used[k] = true;
    from.push_back(static_cast<lua_Integer>(k + 1));
  }
  lua_createtable(L, static_cast<int>(n), 0);
  for (size_t k = 0; k < from.size(); ++k) {
    lua_rawgeti(L, 2, from[k]);
    lua_rawseti(L, 3, static_cast<lua_Integer>(k + 1));
  }
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, 3, k);
    lua_rawseti(L, 2, k);
  }
  lua_settop(L, 2);
  return 1;
}

// g:deal(cards): a list of ids, one per seat (the rule: GameState::deal).
int g_deal(lua_State* L) {
  Session& s = sess(L);
  GameState& st = mut(L);
  need_table(L, 2);
  see_contents(L, 2);  // a frozen list: its contents (only read here)
  std::vector<std::string> cards;
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 2));
  cards.reserve(static_cast<size_t>(n));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, 2, i);
    cards.push_back(string_arg(L, -1, "card ids"));
    lua_pop(L, 1);
  }
  if (std::string why = st.deal(std::move(cards), s.setup().deal); !why.empty()) throw ApiError(why);
  lua_createtable(L, static_cast<int>(st.dealt.size()), 0);
  for (size_t i = 0; i < st.dealt.size(); ++i) {
    lua_pushlstring(L, st.dealt[i].data(), st.dealt[i].size());
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

int g_first_leader(lua_State* L) {
  Session& s = sess(L);
  GameState& st = mut(L);
  lua_pushinteger(L, st.first_leader(s.setup().first_leader) + 1);
  return 1;
}

// ---- zones and entities --------------------------------------------------------------------

// g:zone(id, {owner = seat, visible = vis}): creates a zone. Contents default to public.
int g_zone(lua_State* L) {
  GameState& st = mut(L);
  std::string id = string_arg(L, 2, "a zone id");
  if (st.zone(id)) throw ApiError("zone \"" + id + "\" already exists");
  int owner = -1;
  Visibility vis = Visibility::public_();
  if (lua_istable(L, 3)) {
    rawfield(L, 3, ApiKey::owner);
    if (!lua_isnil(L, -1)) owner = seat_arg(L, -1, st, "owner");
    rawfield(L, 3, ApiKey::visible);
    vis = vis_arg(L, -1, st, vis);
    lua_pop(L, 2);
  }
  st.add_zone(id, owner, vis);
  return 0;
}

int g_zone_entities(lua_State* L) {
  GameState& st = sess(L).mutable_state();
  Zone& z = zone_arg(L, 2, st);
  lua_createtable(L, static_cast<int>(z.entities.size()), 0);
  for (size_t i = 0; i < z.entities.size(); ++i) {
    lua_pushinteger(L, z.entities[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

// g:entity{kind = "...", zone = "...", props = {k = v}, visible = {k = vis}} -> id.
// A property without a visibility is seen by the zone's owner only (nobody if no owner).
// g:entity(spec) makes one entity and returns its id; g:entity(spec, n) makes n alike (the spec
// read once) and returns the list of their ids, the same entities and ids as n calls in a row.
int g_entity(lua_State* L) {
  GameState& st = mut(L);
  need_table(L, 2);
  const bool many = !lua_isnoneornil(L, 3);
  lua_Integer copies = 1;
  if (many) {
    if (!lua_isinteger(L, 3) || lua_tointeger(L, 3) < 1 || lua_tointeger(L, 3) > kMaxEntityCopies)
      throw ApiError("entity: the number of entities must be a whole number from 1 to " +
                     std::to_string(kMaxEntityCopies));
    copies = lua_tointeger(L, 3);
  }
  rawfield(L, 2, ApiKey::kind);
  std::string kind = string_arg(L, -1, "kind");
  rawfield(L, 2, ApiKey::zone);
  Zone& z = zone_arg(L, -1, st);
  lua_pop(L, 2);
  Entity e;
  e.kind = kind;
  rawfield(L, 2, ApiKey::visible);
  const int vis_idx = lua_gettop(L);
  rawfield(L, 2, ApiKey::props);
  see_contents(L, -1);
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) != LUA_TSTRING) throw ApiError("property names must be strings");
      Property p;
      p.key = lua_tostring(L, -2);
      p.value = packed_arg(L, -1);
      account(L, (p.value.bytes().size() + p.key.size()) * static_cast<size_t>(copies));
      p.vis = z.owner >= 0 ? Visibility::owner_only() : Visibility::nobody();
      if (lua_istable(L, vis_idx)) {
        rawfield(L, vis_idx, p.key.c_str());
        p.vis = vis_arg(L, -1, st, p.vis);
        lua_pop(L, 1);
      }
      e.props.push_back(std::move(p));
      lua_pop(L, 1);
    }
  }
  std::sort(e.props.begin(), e.props.end(), [](const Property& a, const Property& b) { return a.key < b.key; });
  if (many) lua_createtable(L, static_cast<int>(copies), 0);
  for (lua_Integer k = 1; k <= copies; ++k) {
    int id = st.add_entity(kind, z);
    Entity* made = st.entity(id);
    made->props = k == copies ? std::move(e.props) : e.props;
    st.touch(*made);
    lua_pushinteger(L, id);
    if (many) lua_rawseti(L, -2, k);
  }
  return 1;
}

int g_prop(lua_State* L) {  // the rules see everything
  GameState& st = sess(L).mutable_state();
  Entity& e = entity_arg(L, 2, st);
  const Property* p = e.prop(string_arg(L, 3, "a property name"));
  if (p) push_packed(L, p->value);
  else lua_pushnil(L);
  return 1;
}

int g_set_prop(lua_State* L) {  // g:set_prop(id, key, value[, vis])
  GameState& st = mut(L);
  Entity& e = entity_arg(L, 2, st);
  std::string key = string_arg(L, 3, "a property name");
  Packed v = packed_arg(L, 4);
  Property* p = e.prop(key);
  account(L, v.bytes().size() + key.size(), p ? p->value.bytes().size() + key.size() : 0);
  Visibility def = p ? p->vis : (e.owner >= 0 ? Visibility::owner_only() : Visibility::nobody());
  Visibility vis = vis_arg(L, 5, st, def);
  if (p) {
    p->value = std::move(v);
    p->vis = vis;
  } else {
    e.props.push_back(Property{key, std::move(v), vis});
  }
  st.touch(e);
  return 0;
}

int g_reveal(lua_State* L) {  // g:reveal(id, key, to): widens who sees a property
  GameState& st = mut(L);
  Entity& e = entity_arg(L, 2, st);
  std::string key = string_arg(L, 3, "a property name");
  Property* p = e.prop(key);
  if (!p) throw ApiError("entity " + std::to_string(e.id) + " has no property \"" + key + "\"");
  p->vis.widen(vis_arg(L, 4, st, Visibility::public_()));
  st.touch(e);
  return 0;
}

int g_move(lua_State* L) {
  GameState& st = mut(L);
  Entity& e = entity_arg(L, 2, st);
  st.move_entity(e, zone_arg(L, 3, st));
  return 0;
}

// ---- counters, knowledge, log --------------------------------------------------------------

int g_set(lua_State* L) {  // g:set(name, value[, vis = "public"])
  GameState& st = mut(L);
  std::string id = string_arg(L, 2, "a counter name");
  Packed v = packed_arg(L, 3);
  const Counter* old = st.counter(id);
  account(L, v.bytes().size() + id.size(), old ? old->value.bytes().size() + id.size() : 0);
  st.set_counter(id, std::move(v), vis_arg(L, 4, st, Visibility::public_()));
  return 0;
}

// g:set_at(name, key, value[, vis]): entry `key` of a map counter, made a map of that entry when
// it does not exist; nil removes the entry. The same bytes as g:set of the whole map.
int set_map_entry(lua_State* L, GameState& st, const std::string& id) {
  size_t len = 0;
  const char* key = lua_tolstring(L, 3, &len);
  Packed item = packed_arg(L, 4);
  Counter* old = st.counter(id);
  const Visibility vis = vis_arg(L, 5, st, old ? old->vis : Visibility::public_());
  const size_t before = old ? old->value.bytes().size() + id.size() : 0;
  const size_t at_most = (old ? old->value.bytes().size() : 1) + item.bytes().size() + len + 20 + id.size();
  account(L, at_most, before);
  Packed value = old ? old->value : Packed::empty_object();
  const bool set = set_object_key(value, std::string_view(key, len), item.bytes());
  if (set) st.set_counter(id, std::move(value), vis);
  const Counter* now = st.counter(id);
  const size_t after = now ? now->value.bytes().size() + id.size() : 0;
  Session& s = sess(L);
  s.stored_bytes = s.stored_bytes - std::min(s.stored_bytes, at_most) + after;
  if (!set) throw ApiError("set_at: counter \"" + id + "\" is not a map (a key names an entry of a map)");
  return 0;
}

// g:set_at(name, index, value[, vis]): item `index` of a list counter (its length + 1
// appends), without converting the rest of the list again; with a string key, an entry of a map
// counter (set_map_entry).
int g_set_at(lua_State* L) {
  GameState& st = mut(L);
  std::string id = string_arg(L, 2, "a counter name");
  if (lua_type(L, 3) == LUA_TSTRING) return set_map_entry(L, st, id);
  if (!lua_isinteger(L, 3))
    throw ApiError(std::string("set_at: expected an item number or a key, got ") + luaL_typename(L, 3));
  const lua_Integer index = lua_tointeger(L, 3);
  Packed item = packed_arg(L, 4);
  const Counter* old = st.counter(id);
  // Without a visibility an existing counter keeps its own: an entry's update never widens who
  // sees the counter (a new counter is public, as with g:set).
  const Visibility vis = vis_arg(L, 5, st, old ? old->vis : Visibility::public_());
  const size_t before = old ? old->value.bytes().size() + id.size() : 0;
  // At most the list, the item and a longer length; the exact size is counted once it is set.
  const size_t at_most = (old ? old->value.bytes().size() : 1) + item.bytes().size() + 10 + id.size();
  account(L, at_most, before);
  const std::string why = st.set_counter_item(id, index, item, vis);
  const Counter* now = st.counter(id);
  const size_t after = now ? now->value.bytes().size() + id.size() : 0;
  Session& s = sess(L);
  s.stored_bytes = s.stored_bytes - std::min(s.stored_bytes, at_most) + after;
  if (!why.empty()) throw ApiError("set_at: " + why);
  return 0;
}

// g:set_fields(name, index, field, value, ...): fields of item `index` of a list counter whose
// items are objects (its length + 1 appends an object of those fields), given as name/value
// arguments, so no table is walked; a nil value removes the field. The same bytes as g:set_at of
// the item with those fields changed.
int g_set_fields(lua_State* L) {
  GameState& st = mut(L);
  std::string id = string_arg(L, 2, "a counter name");
  if (!lua_isinteger(L, 3))
    throw ApiError(std::string("set_fields: expected an item number, got ") + luaL_typename(L, 3));
  const lua_Integer index = lua_tointeger(L, 3);
  const int top = lua_gettop(L);
  if (top < 5 || (top - 3) % 2 != 0)
    throw ApiError("set_fields: expected field names and values in pairs after the item number");
  Packed fields;
  std::string error;
  if (!fields_to_packed(L, 4, (top - 3) / 2, fields, error)) throw ApiError("set_fields: " + error);
  const Counter* old = st.counter(id);
  const size_t before = old ? old->value.bytes().size() + id.size() : 0;
  // At most the list, the fields and a longer length; the exact size is counted once it is set.
  const size_t at_most = (old ? old->value.bytes().size() : 1) + fields.bytes().size() + 10 + id.size();
  account(L, at_most, before);
  const std::string why = set_counter_fields(st, id, index, fields);
  const Counter* now = st.counter(id);
  const size_t after = now ? now->value.bytes().size() + id.size() : 0;
  Session& s = sess(L);
  s.stored_bytes = s.stored_bytes - std::min(s.stored_bytes, at_most) + after;
  if (!why.empty()) throw ApiError("set_fields: " + why);
  return 0;
}

int g_get(lua_State* L) {
  GameState& st = sess(L).mutable_state();
  Counter* c = st.counter(string_arg(L, 2, "a counter name"));
  if (c) push_packed(L, c->value);
  else lua_pushnil(L);
  return 1;
}

int g_tell(lua_State* L) {  // g:tell(seat_or_seats, fact): knowledge given to seats
  GameState& st = mut(L);
  std::vector<int> seats = seats_arg(L, 2, st);
  need_table(L, 3);
  rawfield(L, 3, ApiKey::key);
  const bool keyed = lua_type(L, -1) == LUA_TSTRING;
  lua_pop(L, 1);
  if (!keyed) throw ApiError("a fact is a table with a translation key (a string): {key = ..., ...}");
  Packed fact = packed_arg(L, 3);
  if (!fact.is_object() || !fact.has_key("key")) throw ApiError("a fact is a table with a translation key: {key = ..., ...}");
  account(L, fact.bytes().size() * seats.size());
  for (int s : seats) st.knowledge[s].push_back(fact);
  return 0;
}

int g_log(lua_State* L) {  // g:log(key[, args[, vis = "public"]])
  GameState& st = mut(L);
  LogEntry e;
  e.key = string_arg(L, 2, "a translation key");
  e.args = lua_isnoneornil(L, 3) ? empty_object() : packed_arg(L, 3);
  e.vis = vis_arg(L, 4, st, Visibility::public_());
  account(L, e.key.size() + e.args.bytes().size());
  st.log.push_back(std::move(e));
  return 0;
}

// ---- decisions and the end -----------------------------------------------------------------

std::vector<std::string> string_list(lua_State* L, int idx, const char* what) {
  if (!lua_istable(L, idx)) throw ApiError(std::string(what) + " must be a list of option ids");
  idx = lua_absindex(L, idx);
  std::vector<std::string> out;
  if (push_frozen_contents(L, idx)) {  // a frozen list: its contents
    out = string_list(L, -1, what);
    lua_pop(L, 1);
    return out;
  }
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  out.reserve(static_cast<size_t>(n));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, i);
    if (lua_type(L, -1) != LUA_TSTRING) throw ApiError("expected option ids (a string)");
    size_t len;
    const char* id = lua_tolstring(L, -1, &len);
    out.emplace_back(id, len);
    lua_pop(L, 1);
  }
  if (out.empty()) throw ApiError(std::string(what) + " is empty: nothing can be chosen");
  return out;
}

// {count = k} or {min = a, max = b} of a pick_* table (checked: check_pick_count).
void count_spec(lua_State* L, int idx, const char* what, DecisionAsk& ask) {
  rawfield(L, idx, ApiKey::count);
  rawfield(L, idx, ApiKey::min);
  rawfield(L, idx, ApiKey::max);
  if (lua_isinteger(L, -3)) {
    ask.min = ask.max = static_cast<int>(std::clamp<lua_Integer>(lua_tointeger(L, -3), -1, 1 << 20));
  } else if (lua_isinteger(L, -2) && lua_isinteger(L, -1)) {
    ask.min = static_cast<int>(std::clamp<lua_Integer>(lua_tointeger(L, -2), -1, 1 << 20));
    ask.max = static_cast<int>(std::clamp<lua_Integer>(lua_tointeger(L, -1), -1, 1 << 20));
  } else {
    throw ApiError(std::string(what) + " needs count = k, or min and max");
  }
  lua_pop(L, 3);
  if (std::string why = check_pick_count(what, ask.min, ask.max); !why.empty()) throw ApiError(why);
}

// A zone id (the entities lying there now) or a list of entity ids, each of which must exist
// (and be listed once: check_entity_list).
std::vector<int> entities_arg(lua_State* L, int idx, GameState& st, const char* what) {
  if (lua_type(L, idx) == LUA_TSTRING) return zone_arg(L, idx, st).entities;
  if (!lua_istable(L, idx)) throw ApiError(std::string(what) + " must be a zone id or a list of card/token ids");
  idx = lua_absindex(L, idx);
  std::vector<int> out;
  if (push_frozen_contents(L, idx)) {  // a frozen list: its contents
    out = entities_arg(L, -1, st, what);
    lua_pop(L, 1);
    return out;
  }
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  out.reserve(static_cast<size_t>(n));
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, i);
    out.push_back(entity_arg(L, -1, st).id);
    lua_pop(L, 1);
  }
  if (std::string why = check_entity_list(what, out); !why.empty()) throw ApiError(why);
  return out;
}

// A rule as scripts give it: a translation key, or {key = "...", args = {...}}.
void rule_arg(lua_State* L, int idx, std::string& key, Packed& args) {
  if (lua_type(L, idx) == LUA_TSTRING) {
    key = lua_tostring(L, idx);
    args = Packed::empty_object();
    return;
  }
  if (!lua_istable(L, idx)) throw ApiError("rule must be a translation key or {key = ..., args = {...}}");
  rawfield(L, idx, ApiKey::key);
  key = string_arg(L, -1, "rule.key (a translation key)");
  rawfield(L, idx, ApiKey::args);
  args = lua_isnil(L, -1) ? Packed::empty_object() : packed_arg(L, -1);
  lua_pop(L, 2);
}

// g:decide's forms are read by their interned names (api_keys.hpp), in DecisionForm's order.
static_assert(static_cast<int>(ApiKey::choose_by_seat) - static_cast<int>(ApiKey::choose) ==
                  static_cast<int>(DecisionForm::ChooseBySeat) &&
              static_cast<int>(ApiKey::order) - static_cast<int>(ApiKey::choose) == static_cast<int>(DecisionForm::Order));

// The form's table (on the stack at `spec`) read into `ask`; the checks are engine/core's.
void read_form(lua_State* L, int spec, GameState& st, DecisionAsk& ask) {
  switch (ask.form) {
    case DecisionForm::Choose:
      ask.options = string_list(L, spec, "choose");
      return;
    case DecisionForm::ChooseBySeat:
      if (!lua_istable(L, spec)) throw ApiError("choose_by_seat must be a table seat -> options");
      see_contents(L, spec);  // (spec: the form's own slot, read here only)
      ask.seat_options.reserve(ask.seats.size());
      for (int s : ask.seats) {
        lua_rawgeti(L, spec, s + 1);
        if (!lua_istable(L, -1) || contents_len(L, -1) == 0)
          throw ApiError("choose_by_seat[" + std::to_string(s + 1) + "] must be a non-empty list of option ids");
        ask.seat_options.push_back(string_list(L, -1, "choose_by_seat"));
        lua_pop(L, 1);
      }
      return;
    case DecisionForm::PickSeats:
      if (!lua_istable(L, spec)) throw ApiError("pick_seats must be a table {count = k, from = seats}");
      count_spec(L, spec, "pick_seats", ask);
      rawfield(L, spec, ApiKey::from);
      ask.from_every_seat = lua_isnil(L, -1);
      if (!ask.from_every_seat) ask.from = seats_arg(L, -1, st);
      lua_pop(L, 1);
      return;
    case DecisionForm::PickEntities:
      if (!lua_istable(L, spec)) throw ApiError("pick_entities must be a table {count = k, from = zone or ids}");
      count_spec(L, spec, "pick_entities", ask);
      rawfield(L, spec, ApiKey::from);
      ask.from = entities_arg(L, -1, st, "pick_entities.from");
      lua_pop(L, 1);
      return;
    case DecisionForm::Order:
      ask.from = entities_arg(L, spec, st, "order");
      return;
  }
}

// g:decide's twelve field names (prompt .. order, ApiKey's first twelve) read in one walk of its
// table: a request sets three to six of them, and a walk costs less than twelve reads by name (a
// registry read and a raw get each). Pushes the twelve values (nil for a name not set) from
// `fields` on; a frozen table is read through its contents, as rawfield reads it.
constexpr int kDecideFields = static_cast<int>(ApiKey::order) + 1;
int decide_field(const char* key, size_t len) {
  static const auto lengths = [] {
    std::array<size_t, kDecideFields> out{};
    for (int f = 0; f < kDecideFields; ++f) out[f] = std::strlen(kApiKeyNames[f]);
    return out;
  }();
  for (int f = 0; f < kDecideFields; ++f)
    if (lengths[f] == len && std::memcmp(kApiKeyNames[f], key, len) == 0) return f;
  return -1;
}
int push_decide_fields(lua_State* L, int table) {
  see_contents(L, table);
  // (room for the twelve beside the LUA_MINSTACK slots the reads after them count on)
  if (!lua_checkstack(L, kDecideFields + LUA_MINSTACK)) throw ApiError("decide: not enough memory");
  const int fields = lua_gettop(L) + 1;
  lua_settop(L, fields + kDecideFields - 1);
  lua_pushnil(L);
  while (lua_next(L, table)) {
    if (lua_type(L, -2) == LUA_TSTRING) {
      size_t len = 0;
      const char* key = lua_tolstring(L, -2, &len);
      if (const int f = decide_field(key, len); f >= 0) lua_copy(L, -1, fields + f);
    }
    lua_pop(L, 1);
  }
  return fields;
}

// g:decide{prompt, args, seat | seats, simultaneous,
//          choose | choose_by_seat | pick_seats | pick_entities | order, validate, rule}
// Reads the table into a DecisionAsk, which engine/core checks and makes into the pending
// Decision (make_decision); yields to the host until every asked seat has answered, and returns
// the answer (one seat) or a table seat -> answer (simultaneous: Session::push_answers_and_resume).
int g_decide(lua_State* L) {
  GameState& st = mut(L);
  if (st.pending) throw ApiError("a decision is already pending");
  need_table(L, 2);
  const int fields = push_decide_fields(L, 2);
  // (each field pushed from its slot where it was read by name before: the same stack shapes)
  auto field = [&](ApiKey k) { lua_pushvalue(L, fields + static_cast<int>(k)); };
  DecisionAsk ask;
  field(ApiKey::prompt);
  ask.prompt = string_arg(L, -1, "prompt (a translation key)");
  field(ApiKey::args);
  ask.args = lua_isnil(L, -1) ? empty_object() : packed_arg(L, -1);
  field(ApiKey::simultaneous);
  ask.simultaneous = lua_toboolean(L, -1);
  lua_pop(L, 3);

  field(ApiKey::seat);
  if (!lua_isnil(L, -1)) ask.seats.push_back(seat_arg(L, -1, st));
  lua_pop(L, 1);
  field(ApiKey::seats);
  if (!lua_isnil(L, -1)) {
    if (!ask.seats.empty()) throw ApiError("decide: give seat or seats, not both");
    ask.seats = seats_arg(L, -1, st);
  }
  lua_pop(L, 1);
  if (std::string why = check_asked_seats(ask.seats, ask.simultaneous); !why.empty()) throw ApiError(why);

  // Exactly one form of choice; the same for every asked seat (choose_by_seat: options per seat).
  bool found = false;
  for (DecisionForm f : kDecisionForms) {
    field(static_cast<ApiKey>(static_cast<int>(ApiKey::choose) + static_cast<int>(f)));
    if (!lua_isnil(L, -1)) {
      if (found) throw ApiError("decide: give exactly one of choose, choose_by_seat, pick_seats, pick_entities, order");
      found = true;
      ask.form = f;
      continue;  // the form's table stays on the stack
    }
    lua_pop(L, 1);
  }
  if (!found) throw ApiError("decide: give exactly one of choose, choose_by_seat, pick_seats, pick_entities, order");
  read_form(L, lua_gettop(L), st, ask);
  lua_pop(L, 1);

  field(ApiKey::validate);
  const bool validated = lua_isfunction(L, -1);
  if (!validated && !lua_isnil(L, -1)) throw ApiError("validate must be a function(seat, answer)");
  field(ApiKey::rule);
  if (!lua_isnil(L, -1)) rule_arg(L, lua_gettop(L), ask.rule, ask.rule_args);
  lua_pop(L, 1);
  Decision d;
  if (std::string why = make_decision(std::move(ask), st.seat_count(), d); !why.empty()) throw ApiError(why);
  if (validated) d.validator_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // (pops the validator)
  else lua_pop(L, 1);
  st.pending = std::move(d);
  return kYield;
}

int g_finish(lua_State* L) {  // g:finish(winner_side, reason[, details])
  GameState& st = mut(L);
  st.outcome.winner = string_arg(L, 2, "the winning side");
  st.outcome.reason = string_arg(L, 3, "the end reason");
  st.outcome.details = lua_isnoneornil(L, 4) ? Value::object() : value_arg(L, 4);
  st.outcome.over = true;
  return 0;
}

}  // namespace

void register_game_api(lua_State* L, int sandbox_idx) {
  intern_api_keys(L, Vm::of(L));
  static const luaL_Reg methods[] = {
      {"name", guarded<g_name>},
      {"random", guarded<host_random>},
      {"shuffle", guarded<g_shuffle>},
      {"deal", guarded<g_deal>},
      {"first_leader", guarded<g_first_leader>},
      {"zone", guarded<g_zone>},
      {"zone_entities", guarded<g_zone_entities>},
      {"entity", guarded<g_entity>},
      {"prop", guarded<g_prop>},
      {"set_prop", guarded<g_set_prop>},
      {"reveal", guarded<g_reveal>},
      {"move", guarded<g_move>},
      {"set", guarded<g_set>},
      {"set_fields", guarded<g_set_fields>},
      {"set_at", guarded<g_set_at>},
      {"get", guarded<g_get>},
      {"tell", guarded<g_tell>},
      {"log", guarded<g_log>},
      {"decide", guarded<g_decide>},
      {"finish", guarded<g_finish>},
      {nullptr, nullptr},
  };
  luaL_newlib(L, methods);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, "roundtable.game_methods");
  lua_setfield(L, sandbox_idx, "__game_methods");
  lua_pushcfunction(L, guarded<host_random>);
  lua_setfield(L, sandbox_idx, "__host_random");
}

}  // namespace rt
