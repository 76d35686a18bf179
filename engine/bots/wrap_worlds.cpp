// wrap_worlds.cpp: the Lua binding of worlds.hpp, the sandbox's `worlds` library (docs/lua-api.md,
// "worlds"): sets of worlds (each a mask of seats), their weights and selections of them, as
// immutable userdata (every call makes a new one, nothing is changed in place, so two scripts
// holding the same object share nothing they could write). The library itself is a userdata
// whose protected metatable lists the functions: no script can replace one. Plain C functions:
// their errors are luaL_error (raised while no C++ object lives), each names the caller's
// file:line; their work is charged to the instruction budget before it is done (Vm::charge).
#include <cstring>

#include "../lua/frozen.hpp"
#include "../lua/vm.hpp"
#include "worlds.hpp"

namespace rt {

namespace {

using worlds::Mask;

constexpr uint64_t kMaxWorlds = 1'000'000;
constexpr int kMaxSeats = 63;
constexpr int kMaxTerms = 16;

// The objects (userdata) and their layouts: a header, then the array.
struct SetHeader {
  int32_t n, k;
  uint32_t count, pad;
};
struct WeightsHeader {
  uint32_t count, pad;
};
struct SelectionHeader {
  uint32_t count, of;  // of: the count of the set it was made from
};
static_assert(sizeof(SetHeader) % 8 == 0 && sizeof(WeightsHeader) % 8 == 0 && sizeof(SelectionHeader) % 8 == 0);

template <class H, class T>
T* items(H* h) {
  return reinterpret_cast<T*>(h + 1);
}

// The three metatables are each function's upvalues 1..3.
enum Kind { kSet = 1, kWeights = 2, kSelection = 3 };
const char* const kKindName[] = {"", "a set of worlds (worlds.all)", "weights (worlds.uniform, worlds.scale)",
                                 "a selection (worlds.select)"};

void* to_kind(lua_State* L, int idx, Kind kind, const char* fn) {
  void* p = lua_touserdata(L, idx);
  bool ok = p != nullptr && lua_getmetatable(L, idx);
  if (ok) {
    ok = lua_rawequal(L, -1, lua_upvalueindex(kind));
    lua_pop(L, 1);
  }
  if (!ok) luaL_error(L, "worlds.%s: argument %d must be %s, got %s", fn, idx, kKindName[kind], luaL_typename(L, idx));
  return p;
}

template <class H>
H* new_object(lua_State* L, Kind kind, size_t items_bytes) {
  auto* h = static_cast<H*>(lua_newuserdatauv(L, sizeof(H) + items_bytes, 0));
  lua_pushvalue(L, lua_upvalueindex(kind));
  lua_setmetatable(L, -2);
  return h;
}

void charge(lua_State* L, size_t n) { Vm::of(L).charge(L, static_cast<long long>(n) + 1); }

Mask mask_arg(lua_State* L, int idx, const char* fn, const char* what) {
  int is_int = 0;
  const lua_Integer m = lua_tointegerx(L, idx, &is_int);
  if (!is_int) luaL_error(L, "worlds.%s: %s must be an integer (a mask of seats), got %s", fn, what, luaL_typename(L, idx));
  return static_cast<Mask>(m);
}

SetHeader* set_arg(lua_State* L, int idx, const char* fn) { return static_cast<SetHeader*>(to_kind(L, idx, kSet, fn)); }

WeightsHeader* weights_arg(lua_State* L, int idx, const SetHeader* set, const char* fn) {
  auto* w = static_cast<WeightsHeader*>(to_kind(L, idx, kWeights, fn));
  if (w->count != set->count)
    luaL_error(L, "worlds.%s: the weights are of %d worlds, the set has %d", fn, static_cast<int>(w->count),
               static_cast<int>(set->count));
  return w;
}

SelectionHeader* selection_arg(lua_State* L, int idx, const SetHeader* set, const char* fn) {
  auto* s = static_cast<SelectionHeader*>(to_kind(L, idx, kSelection, fn));
  if (s->of != set->count)
    luaL_error(L, "worlds.%s: the selection is of a set of %d worlds, the set has %d", fn, static_cast<int>(s->of),
               static_cast<int>(set->count));
  return s;
}

// worlds.all(n, k): every k-subset of seats 1..n (none when k < 0 or k > n).
int w_all(lua_State* L) {
  const lua_Integer n = luaL_checkinteger(L, 1);
  lua_Integer k = luaL_checkinteger(L, 2);
  if (n < 0 || n > kMaxSeats) return luaL_error(L, "worlds.all: %d seats (0 to %d)", static_cast<int>(n), kMaxSeats);
  // (k below 0 or above n: no world at all, an empty set.)
  if (k < -1 || k > n + 1) k = k < 0 ? -1 : n + 1;
  const uint64_t count = worlds::subset_count(static_cast<int>(n), static_cast<int>(k), kMaxWorlds);
  if (count > kMaxWorlds)
    return luaL_error(L, "worlds.all: %d of %d seats make more than %d worlds", static_cast<int>(k),
                      static_cast<int>(n), static_cast<int>(kMaxWorlds));
  charge(L, count);
  auto* set = new_object<SetHeader>(L, kSet, count * sizeof(Mask));
  set->n = static_cast<int32_t>(n);
  set->k = static_cast<int32_t>(k);
  set->count = static_cast<uint32_t>(count);
  set->pad = 0;
  worlds::subsets(set->n, set->k, items<SetHeader, Mask>(set));
  return 1;
}

// worlds.marked(n, k): every k-subset of seats 1..n with one of its seats marked (a side with one
// member the others do not know): seat s unmarked is bit s - 1, marked bit n + s - 1; for each
// k-subset in worlds.all's order, its seats marked in turn, lowest first. A set of 2n seats (its
// shares are of seats 1..2n: seat n + s is "s is the marked one").
int w_marked(lua_State* L) {
  const lua_Integer n = luaL_checkinteger(L, 1);
  lua_Integer k = luaL_checkinteger(L, 2);
  if (n < 0 || 2 * n > kMaxSeats)
    return luaL_error(L, "worlds.marked: %d seats (0 to %d)", static_cast<int>(n), kMaxSeats / 2);
  if (k < -1 || k > n + 1) k = k < 0 ? -1 : n + 1;
  const uint64_t subsets = worlds::subset_count(static_cast<int>(n), static_cast<int>(k), kMaxWorlds);
  const uint64_t count = k > 0 ? subsets * static_cast<uint64_t>(k) : 0;
  if (subsets > kMaxWorlds || count > kMaxWorlds)
    return luaL_error(L, "worlds.marked: %d of %d seats make more than %d worlds", static_cast<int>(k),
                      static_cast<int>(n), static_cast<int>(kMaxWorlds));
  charge(L, count + subsets);
  auto* set = new_object<SetHeader>(L, kSet, count * sizeof(Mask));
  set->n = static_cast<int32_t>(2 * n);
  set->k = static_cast<int32_t>(k);
  set->count = static_cast<uint32_t>(count);
  set->pad = 0;
  if (count > 0) {
    // The plain subsets go in the array's last places and are spread from the front: subset i is
    // read (at (k - 1) * subsets + i) before its k worlds are written (from k * i), and every
    // write stays below the next subset's place. No allocation: nothing here can throw.
    Mask* out = items<SetHeader, Mask>(set);
    const uint64_t plain = count - subsets;
    worlds::subsets(static_cast<int>(n), static_cast<int>(k), out + plain);
    Mask* w = out;
    for (uint64_t i = 0; i < subsets; ++i) {
      const Mask e = out[plain + i];
      for (Mask rest = e; rest != 0; rest &= rest - 1) {
        const Mask b = rest & (~rest + 1);
        *w++ = (e & ~b) | (b << n);
      }
    }
  }
  return 1;
}

// worlds.masks(set): its worlds' masks as a list.
int w_masks(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "masks");
  charge(L, set->count);
  const Mask* masks = items<const SetHeader, const Mask>(set);
  lua_createtable(L, static_cast<int>(set->count), 0);
  for (uint32_t j = 0; j < set->count; ++j) {
    lua_pushinteger(L, static_cast<lua_Integer>(masks[j]));
    lua_rawseti(L, -2, j + 1);
  }
  return 1;
}

// worlds.uniform(set): every world weighing 1.0.
int w_uniform(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "uniform");
  charge(L, set->count);
  auto* w = new_object<WeightsHeader>(L, kWeights, set->count * sizeof(double));
  w->count = set->count;
  w->pad = 0;
  double* ws = items<WeightsHeader, double>(w);
  for (uint32_t j = 0; j < set->count; ++j) ws[j] = 1.0;
  return 1;
}

// Reads a list of terms ({mask, f0, f1, ...} each) at idx into terms/factors; returns how many.
size_t read_terms(lua_State* L, int idx, int k, worlds::Term* terms, double (*factors)[kMaxSeats + 1], const char* what) {
  luaL_checktype(L, idx, LUA_TTABLE);
  see_contents(L, idx);  // a frozen list (its terms too): its contents
  const size_t n = lua_rawlen(L, idx);
  if (n > kMaxTerms) luaL_error(L, "worlds.scale: %s has %d terms (at most %d)", what, static_cast<int>(n), kMaxTerms);
  for (size_t t = 0; t < n; ++t) {
    if (lua_rawgeti(L, idx, static_cast<lua_Integer>(t + 1)) != LUA_TTABLE)
      luaL_error(L, "worlds.scale: %s[%d] must be a table {mask, factor for 0, for 1, ...}", what, static_cast<int>(t + 1));
    const int term = lua_gettop(L);
    see_contents(L, term);
    const size_t len = lua_rawlen(L, term);
    lua_rawgeti(L, term, 1);
    const Mask mask = mask_arg(L, -1, "scale", "a term's first entry");
    lua_pop(L, 1);
    // Every count a world of k seats can have in the mask needs its factor.
    const int most = worlds::ones(mask) < k ? worlds::ones(mask) : k;
    const int count = static_cast<int>(len) - 1;
    if (count < most + 1)
      luaL_error(L, "worlds.scale: %s[%d] has %d factors, needs %d (one for each count 0..%d)", what,
                 static_cast<int>(t + 1), count < 0 ? 0 : count, most + 1, most);
    for (int c = 0; c <= most; ++c) {
      lua_rawgeti(L, term, c + 2);
      int is_num = 0;
      factors[t][c] = lua_tonumberx(L, -1, &is_num);
      if (!is_num) luaL_error(L, "worlds.scale: %s[%d]'s factor for %d must be a number", what, static_cast<int>(t + 1), c);
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    terms[t] = {mask, factors[t], most + 1};
  }
  return n;
}

// worlds.scale(set, weights, branch, any, none): new weights, each world's weight times the
// factors of `any` (a list of terms) when it has a seat of the mask `branch`, else of `none`; a
// term {mask, f0, f1, ...} multiplies by f[c] where c is how many of the world's seats are in mask.
int w_scale(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "scale");
  const WeightsHeader* before = weights_arg(L, 2, set, "scale");
  const Mask branch = mask_arg(L, 3, "scale", "argument 3 (the branch)");
  worlds::Term any[kMaxTerms], none[kMaxTerms];
  double any_f[kMaxTerms][kMaxSeats + 1], none_f[kMaxTerms][kMaxSeats + 1];
  const size_t n_any = read_terms(L, 4, set->k, any, any_f, "argument 4 (any)");
  const size_t n_none = read_terms(L, 5, set->k, none, none_f, "argument 5 (none)");
  charge(L, set->count * (1 + (n_any > n_none ? n_any : n_none)));
  auto* after = new_object<WeightsHeader>(L, kWeights, set->count * sizeof(double));
  after->count = set->count;
  after->pad = 0;
  worlds::scale(items<const SetHeader, const Mask>(set), items<const WeightsHeader, const double>(before),
                items<WeightsHeader, double>(after), set->count, branch, any, n_any, none, n_none);
  return 1;
}

// worlds.select(set, bounds[, from]): the worlds with lo <= (how many of its seats are in mask) <= hi
// for every {mask, lo, hi} of the flat list bounds = {mask1, lo1, hi1, mask2, ...}; with `from` (a
// selection of the same set), only among its worlds: the selection narrowed by those bounds.
int w_select(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "select");
  luaL_checktype(L, 2, LUA_TTABLE);
  const SelectionHeader* from = lua_isnoneornil(L, 3) ? nullptr : selection_arg(L, 3, set, "select");
  see_contents(L, 2);  // a frozen list: its contents
  const size_t len = lua_rawlen(L, 2);
  if (len % 3 != 0) return luaL_error(L, "worlds.select: the bounds are {mask, lo, hi} triples (%d entries)", static_cast<int>(len));
  constexpr size_t kMaxBounds = 64;
  if (len / 3 > kMaxBounds) return luaL_error(L, "worlds.select: %d bounds (at most %d)", static_cast<int>(len / 3), static_cast<int>(kMaxBounds));
  worlds::Bound bounds[kMaxBounds];
  const size_t nb = len / 3;
  for (size_t b = 0; b < nb; ++b) {
    int64_t v[3];
    for (int i = 0; i < 3; ++i) {
      lua_rawgeti(L, 2, static_cast<lua_Integer>(3 * b + i + 1));
      int is_int = 0;
      v[i] = lua_tointegerx(L, -1, &is_int);
      if (!is_int) return luaL_error(L, "worlds.select: bound %d's %s must be an integer", static_cast<int>(b + 1),
                                     i == 0 ? "mask" : i == 1 ? "lo" : "hi");
      lua_pop(L, 1);
    }
    bounds[b] = {static_cast<Mask>(v[0]), v[1], v[2]};
  }
  const Mask* masks = items<const SetHeader, const Mask>(set);
  const uint32_t* candidates = from ? items<const SelectionHeader, const uint32_t>(from) : nullptr;
  const size_t n_candidates = from ? from->count : set->count;
  charge(L, 2 * n_candidates * (1 + nb));
  auto pass = [&](uint32_t* out) {
    return from ? worlds::select_from(masks, candidates, n_candidates, bounds, nb, out)
                : worlds::select(masks, n_candidates, bounds, nb, out);
  };
  // One pass into a buffer on the stack when the candidates fit in it, else counted first, so the
  // selection holds only what it keeps (the same pass twice).
  constexpr size_t kBuffered = 2048;
  uint32_t buffer[kBuffered];
  const bool buffered = n_candidates <= kBuffered;
  const size_t kept = pass(buffered ? buffer : nullptr);
  auto* sel = new_object<SelectionHeader>(L, kSelection, kept * sizeof(uint32_t));
  sel->count = static_cast<uint32_t>(kept);
  sel->of = set->count;
  if (buffered) std::memcpy(items<SelectionHeader, uint32_t>(sel), buffer, kept * sizeof(uint32_t));
  else pass(items<SelectionHeader, uint32_t>(sel));
  return 1;
}

// worlds.shares(set, weights, selection): P(seat s is in the world) for s = 1..n, over the
// selected worlds that weigh more than 0 (each world's weight over their total); nil when none does.
int w_shares(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "shares");
  const WeightsHeader* w = weights_arg(L, 2, set, "shares");
  const SelectionHeader* sel = selection_arg(L, 3, set, "shares");
  charge(L, static_cast<size_t>(sel->count) * (2 + set->k) + set->n);
  double p[kMaxSeats];
  bool touched[kMaxSeats];
  if (!worlds::shares(items<const SetHeader, const Mask>(set), items<const WeightsHeader, const double>(w),
                      items<const SelectionHeader, const uint32_t>(sel), sel->count, set->n, p, touched)) {
    lua_pushnil(L);
    return 1;
  }
  lua_createtable(L, set->n, 0);
  for (int s = 0; s < set->n; ++s) {
    if (touched[s]) lua_pushnumber(L, p[s]);
    else lua_pushinteger(L, 0);  // no share added: the 0 the sum started from, as in Lua
    lua_rawseti(L, -2, s + 1);
  }
  return 1;
}

// worlds.listed(set, weights, selection): two lists, the masks and the weights of the selected
// worlds that weigh more than 0, in order.
int w_listed(lua_State* L) {
  const SetHeader* set = set_arg(L, 1, "listed");
  const WeightsHeader* w = weights_arg(L, 2, set, "listed");
  const SelectionHeader* sel = selection_arg(L, 3, set, "listed");
  charge(L, 4 * static_cast<size_t>(sel->count));
  const Mask* masks = items<const SetHeader, const Mask>(set);
  const double* ws = items<const WeightsHeader, const double>(w);
  const uint32_t* idx = items<const SelectionHeader, const uint32_t>(sel);
  lua_createtable(L, static_cast<int>(sel->count), 0);
  lua_createtable(L, static_cast<int>(sel->count), 0);
  lua_Integer out = 0;
  for (uint32_t i = 0; i < sel->count; ++i) {
    const double x = ws[idx[i]];
    if (!(x > 0)) continue;
    ++out;
    lua_pushinteger(L, static_cast<lua_Integer>(masks[idx[i]]));
    lua_rawseti(L, -3, out);
    lua_pushnumber(L, x);
    lua_rawseti(L, -2, out);
  }
  return 2;
}

// #object: how many worlds a set, weights or a selection holds.
int w_len(lua_State* L) {
  // The first field of every header is its count (SetHeader: after n and k).
  const void* p = lua_touserdata(L, 1);
  lua_getmetatable(L, 1);
  const bool is_set = lua_rawequal(L, -1, lua_upvalueindex(kSet));
  lua_pop(L, 1);
  uint32_t count = 0;
  if (is_set) count = static_cast<const SetHeader*>(p)->count;
  else std::memcpy(&count, p, sizeof count);
  lua_pushinteger(L, count);
  return 1;
}

}  // namespace

void register_worlds_api(lua_State* L, int sandbox_idx) {
  sandbox_idx = lua_absindex(L, sandbox_idx);
  // The three metatables (protected: getmetatable shows a name, setmetatable cannot reach them).
  static const char* const kNames[] = {"worlds.set", "worlds.weights", "worlds.selection"};
  for (const char* name : kNames) {
    lua_createtable(L, 0, 2);
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__metatable");
  }
  const int first = lua_gettop(L) - 2;
  // Its objects are immutable: listed in the registry's "roundtable.immutable" (metatable -> true),
  // so a bot's public analysis may hand them to every seat as they are (engine/bots/lua_bot.cpp).
  if (lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.immutable") != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "roundtable.immutable");
  }
  for (int u = 0; u < 3; ++u) {
    lua_pushvalue(L, first + u);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
  }
  lua_pop(L, 1);
  // __len on each, with the three as upvalues.
  for (int i = 0; i < 3; ++i) {
    for (int u = 0; u < 3; ++u) lua_pushvalue(L, first + u);
    lua_pushcclosure(L, w_len, 3);
    lua_setfield(L, first + i, "__len");
  }
  static const luaL_Reg fns[] = {{"all", w_all},       {"marked", w_marked}, {"masks", w_masks},
                                 {"uniform", w_uniform}, {"scale", w_scale}, {"select", w_select},
                                 {"shares", w_shares}, {"listed", w_listed}, {nullptr, nullptr}};
  lua_newtable(L);  // the functions
  for (const luaL_Reg* f = fns; f->name; ++f) {
    for (int u = 0; u < 3; ++u) lua_pushvalue(L, first + u);
    lua_pushcclosure(L, f->func, 3);
    lua_setfield(L, -2, f->name);
  }
  const int functions = lua_gettop(L);
  // The library: an empty userdata reading through to the functions, its metatable protected.
  lua_newuserdatauv(L, 0, 0);
  lua_createtable(L, 0, 2);
  lua_pushvalue(L, functions);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, "worlds");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_setfield(L, sandbox_idx, "worlds");
  lua_settop(L, first - 1);
}

}  // namespace rt
