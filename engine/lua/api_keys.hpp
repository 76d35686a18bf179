// api_keys.hpp: the field names the game API reads from the tables scripts hand it (g:decide's
// prompt, seats, choose..., g:entity's kind and zone...), made Lua strings once per Lua state and
// kept in its registry: a binding pushes one by its registry index instead of making the string
// anew (hashing it and looking it up among Lua's strings) at every call.
#pragma once
#include <lua.hpp>

#include <cstdint>

#include "lua_value.hpp"
#include "vm.hpp"

namespace rt {

enum class ApiKey : uint8_t {
  prompt, args, simultaneous, seat, seats, validate, rule,
  choose, choose_by_seat, pick_seats, pick_entities, order,  // g:decide's forms, as DecisionForm
  count, min, max, from, key, owner, visible, kind, zone, props, id,
  kCount
};
inline constexpr const char* kApiKeyNames[] = {
    "prompt", "args", "simultaneous", "seat", "seats", "validate", "rule",
    "choose", "choose_by_seat", "pick_seats", "pick_entities", "order",
    "count", "min", "max", "from", "key", "owner", "visible", "kind", "zone", "props", "id"};
static_assert(sizeof kApiKeyNames / sizeof *kApiKeyNames == static_cast<size_t>(ApiKey::kCount));
static_assert(static_cast<size_t>(ApiKey::kCount) <= sizeof Vm::api_keys / sizeof *Vm::api_keys);

// Makes the strings and keeps them in the registry (Vm::api_keys holds their indexes).
inline void intern_api_keys(lua_State* L, Vm& vm) {
  for (int k = 0; k < static_cast<int>(ApiKey::kCount); ++k) {
    lua_pushstring(L, kApiKeyNames[k]);
    vm.api_keys[k] = luaL_ref(L, LUA_REGISTRYINDEX);
  }
}

inline void push_api_key(lua_State* L, ApiKey k) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, Vm::of(L).api_keys[static_cast<int>(k)]);
}

// rawfield (lua_value.hpp) with an interned key: pushes t[k] read without metamethods, a frozen
// table through its contents, nil when the value at idx is not a table.
inline void rawfield(lua_State* L, int idx, ApiKey k) {
  idx = lua_absindex(L, idx);
  if (!lua_istable(L, idx)) {
    lua_pushnil(L);
    return;
  }
  rawfield_with(L, idx, [&] { push_api_key(L, k); });
}

}  // namespace rt
