// frozen.hpp: how the host reads a frozen table (prelude.lua's freeze: an empty table whose
// metatable, hidden from scripts, holds its contents under __frozen). Scripts read frozen tables
// as usual; the host's raw reads (lua_next, lua_rawlen, lua_rawgeti) would see the empty table,
// so every host function that reads a table a script handed it first turns a frozen one into its
// contents here. A frozen table's contents never change (instance_pool.cpp relies on it).
#pragma once
#include <lua.hpp>

namespace rt {

// Whether the value at idx is a frozen table; if so, its contents are pushed.
inline bool push_frozen_contents(lua_State* L, int idx) {
  if (!lua_istable(L, idx) || !lua_getmetatable(L, idx)) return false;
  lua_pushliteral(L, "__frozen");
  if (lua_rawget(L, -2) == LUA_TTABLE) {
    lua_remove(L, -2);  // the metatable
    return true;
  }
  lua_pop(L, 2);
  return false;
}

// Replaces a frozen table at idx (a stack slot) with its contents, for the raw reads after it.
inline void see_contents(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (push_frozen_contents(L, idx)) lua_replace(L, idx);
}

// The raw length of the table at idx, through a frozen table's contents.
inline lua_Unsigned contents_len(lua_State* L, int idx) {
  if (!push_frozen_contents(L, idx)) return lua_rawlen(L, idx);
  const lua_Unsigned n = lua_rawlen(L, -1);
  lua_pop(L, 1);
  return n;
}

}  // namespace rt
