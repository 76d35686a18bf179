// lua_value.cpp: Lua <-> Value conversion.
#include "lua_value.hpp"

#include <cstdlib>

namespace rt {

// A strict UTF-8 check (no overlong forms, no surrogates, nothing past U+10FFFF).
static bool valid_utf8(const char* p, size_t n) {
  const auto* s = reinterpret_cast<const unsigned char*>(p);
  size_t i = 0;
  while (i < n) {
    const unsigned char c = s[i];
    if (c < 0x80) { ++i; continue; }
    size_t len;
    uint32_t cp;
    if ((c & 0xE0) == 0xC0) { len = 2; cp = c & 0x1F; }
    else if ((c & 0xF0) == 0xE0) { len = 3; cp = c & 0x0F; }
    else if ((c & 0xF8) == 0xF0) { len = 4; cp = c & 0x07; }
    else return false;
    if (i + len > n) return false;
    for (size_t k = 1; k < len; ++k) {
      if ((s[i + k] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    i += len;
  }
  return true;
}

static bool convert(lua_State* L, int idx, Value& out, std::string& error, int depth) {
  if (depth > 32) {
    error = "value nested too deeply (or a table that contains itself)";
    return false;
  }
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TNIL: out = nullptr; return true;
    case LUA_TBOOLEAN: out = static_cast<bool>(lua_toboolean(L, idx)); return true;
    case LUA_TNUMBER:
      if (lua_isinteger(L, idx)) out = static_cast<int64_t>(lua_tointeger(L, idx));
      else out = lua_tonumber(L, idx);
      return true;
    case LUA_TSTRING: {
      size_t n;
      const char* s = lua_tolstring(L, idx, &n);
      if (!valid_utf8(s, n)) {
        error = "strings stored in the game state must be UTF-8";
        return false;
      }
      out = std::string(s, n);
      return true;
    }
    case LUA_TTABLE: {
      const lua_Integer len = static_cast<lua_Integer>(lua_rawlen(L, idx));
      // Count keys to tell a sequence from a map.
      lua_Integer count = 0;
      lua_pushnil(L);
      while (lua_next(L, idx)) { ++count; lua_pop(L, 1); }
      if (count == 0) {
        out = Value::array();
        return true;
      }
      if (count == len) {
        out = Value::array();
        for (lua_Integer i = 1; i <= len; ++i) {
          lua_rawgeti(L, idx, i);
          Value item;
          bool ok = convert(L, -1, item, error, depth + 1);
          lua_pop(L, 1);
          if (!ok) return false;
          out.push_back(std::move(item));
        }
        return true;
      }
      out = Value::object();
      lua_pushnil(L);
      while (lua_next(L, idx)) {
        std::string key;
        if (lua_type(L, -2) == LUA_TSTRING) key = lua_tostring(L, -2);
        else if (lua_isinteger(L, -2)) key = std::to_string(lua_tointeger(L, -2));
        else {
          lua_pop(L, 2);
          error = "table keys must be strings or integers";
          return false;
        }
        Value item;
        if (!convert(L, -1, item, error, depth + 1)) {
          lua_pop(L, 2);
          return false;
        }
        out[key] = std::move(item);
        lua_pop(L, 1);
      }
      return true;
    }
    default:
      error = std::string("a ") + luaL_typename(L, idx) + " cannot be stored in the game state";
      return false;
  }
}

bool to_value(lua_State* L, int idx, Value& out, std::string& error) { return convert(L, idx, out, error, 0); }

static bool integer_key(const std::string& k, lua_Integer& n) {
  if (k.empty() || k.size() > 18) return false;
  char* end = nullptr;
  long long v = std::strtoll(k.c_str(), &end, 10);
  if (*end != '\0' || std::to_string(v) != k) return false;
  n = v;
  return true;
}

void push_value(lua_State* L, const Value& v) {
  switch (v.type()) {
    case Value::value_t::null: lua_pushnil(L); return;
    case Value::value_t::boolean: lua_pushboolean(L, v.get<bool>()); return;
    case Value::value_t::number_integer: lua_pushinteger(L, v.get<int64_t>()); return;
    case Value::value_t::number_unsigned: lua_pushinteger(L, static_cast<lua_Integer>(v.get<uint64_t>())); return;
    case Value::value_t::number_float: lua_pushnumber(L, v.get<double>()); return;
    case Value::value_t::string: {
      const auto& s = v.get_ref<const std::string&>();
      lua_pushlstring(L, s.data(), s.size());
      return;
    }
    case Value::value_t::array: {
      lua_createtable(L, static_cast<int>(v.size()), 0);
      lua_Integer i = 0;
      for (const auto& item : v) {
        push_value(L, item);
        lua_rawseti(L, -2, ++i);
      }
      return;
    }
    case Value::value_t::object: {
      lua_createtable(L, 0, static_cast<int>(v.size()));
      for (auto it = v.begin(); it != v.end(); ++it) {
        lua_Integer n;
        if (integer_key(it.key(), n)) lua_pushinteger(L, n);
        else lua_pushlstring(L, it.key().data(), it.key().size());
        push_value(L, it.value());
        lua_rawset(L, -3);
      }
      return;
    }
    default: lua_pushnil(L); return;
  }
}

}  // namespace rt
