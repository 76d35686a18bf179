// lua_value.hpp: converting between Lua values and host Values (JSON-shaped).
#pragma once
#include <lua.hpp>

#include <string>

#include "../core/packed.hpp"
#include "../core/value.hpp"

namespace rt {
// Lua -> Value. Sequences become arrays, other tables objects with string keys (integer keys are
// written as strings). Functions, userdata, cycles and deep nesting are errors: returns false and
// sets error.
bool to_value(lua_State* L, int idx, Value& out, std::string& error);
// Pushes t[k] read without metamethods (script tables are data; nothing runs while the host reads).
// A value that is not a table has no fields: nil is pushed (a script may hand the host anything).
// A frozen table (prelude.lua's freeze) is read through its contents (frozen.hpp).
// The same, the key pushed by push_key() (a table at idx, an absolute index; the key is pushed
// again only for a frozen table's contents).
template <class PushKey>
inline void rawfield_with(lua_State* L, int idx, PushKey push_key) {
  push_key();
  if (lua_rawget(L, idx) != LUA_TNIL || !lua_getmetatable(L, idx)) return;
  lua_pushliteral(L, "__frozen");  // nil, metatable, contents?
  if (lua_rawget(L, -2) == LUA_TTABLE) {
    push_key();
    lua_rawget(L, -2);
    lua_replace(L, -4);
  }
  lua_pop(L, 2);
}
inline void rawfield(lua_State* L, int idx, const char* k) {
  idx = lua_absindex(L, idx);
  if (!lua_istable(L, idx)) {
    lua_pushnil(L);
    return;
  }
  rawfield_with(L, idx, [&] { lua_pushstring(L, k); });
}
// Lua -> Packed, with exactly the rules of to_value (the same errors, the same shapes).
bool to_packed(lua_State* L, int idx, Packed& out, std::string& error);
// Packed -> Lua (pushes one value), as push_value would push its Value.
void push_packed(lua_State* L, const Packed& p);
// The same for the one encoded value `r` is at (consumed): an item of a larger value.
void push_packed_value(lua_State* L, PackReader& r);
// Value -> Lua (pushes one value). Objects whose keys are all integers become integer-keyed tables.
void push_value(lua_State* L, const Value& v);
}  // namespace rt
