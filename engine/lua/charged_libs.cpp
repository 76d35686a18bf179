// charged_libs.cpp: the library functions whose work happens inside one C call, where the
// count hook never fires (pattern matching, sorting, shifting, unpacking, scanning): each is
// wrapped so that its work is charged to the instruction budget before it runs, and a pattern
// whose worst case is too long for its subject is refused. (Work that allocates - string.rep,
// concatenation, gsub's result - is charged by the allocator: Vm::alloc.)
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <cstring>
#include <string>

#include "frozen.hpp"
#include "vm.hpp"

namespace rt {

namespace {

// A rough upper bound on the steps of Lua's matcher (lstrlib.c) for a pattern over a subject of
// n bytes: each quantified item (*, +, -) may take any length of what is left, so q of them
// make up to C(n + q, q) ways to split the subject; each `?` doubles the ways; %b and a
// back-reference %1..%9 scan like a quantifier; an unanchored search starts at every byte.
double pattern_steps(size_t n, const char* p, size_t len, bool can_anchor) {
  double quantified = 0, optional = 0;
  const bool anchored = can_anchor && len > 0 && p[0] == '^';
  for (size_t i = anchored ? 1 : 0; i < len;) {
    size_t next = i + 1;
    if (p[i] == '%' && i + 1 < len) {
      const char c = p[i + 1];
      if (c == 'b') {  // %bxy
        quantified += 1;
        i += 4;
        continue;
      }
      if (c == 'f') {  // %f[set]: no backtracking of its own
        i += 2;
        if (i < len && p[i] == '[') {
          size_t j = i + 1;
          if (j < len && p[j] == '^') ++j;
          if (j < len) ++j;  // a ']' first is a member
          while (j < len && p[j] != ']') j += (p[j] == '%' && j + 1 < len) ? 2 : 1;
          i = j + 1;
        }
        continue;
      }
      if (c >= '1' && c <= '9') quantified += 1;
      next = i + 2;
    } else if (p[i] == '[') {
      size_t j = i + 1;
      if (j < len && p[j] == '^') ++j;
      if (j < len) ++j;
      while (j < len && p[j] != ']') j += (p[j] == '%' && j + 1 < len) ? 2 : 1;
      next = j + 1;
    }
    if (next < len && (p[next] == '*' || p[next] == '+' || p[next] == '-')) {
      quantified += 1;
      ++next;
    } else if (next < len && p[next] == '?') {
      optional += 1;
      ++next;
    }
    i = next;
  }
  const double N = static_cast<double>(n);
  // log C(n + q, q) with lgamma; a long pattern compares up to its length at each step.
  double log_steps = std::lgamma(N + quantified + 1) - std::lgamma(N + 1) - std::lgamma(quantified + 1);
  log_steps += optional * std::log(2.0);
  if (!anchored) log_steps += std::log(N + 1);
  if (len > 64) log_steps += std::log(std::min<double>(static_cast<double>(len), N + 1));
  return std::exp(std::min(log_steps, 700.0));
}

constexpr double kMaxPatternSteps = 2e8;  // well under a second of matching at worst
constexpr int kBytesPerCharge = 16;       // one budget instruction per 16 bytes scanned

enum Kind { kFind, kMatch, kGmatch, kGsub, kScan, kSort, kShift, kRange2, kRange3, kMove };

// Calls the original (upvalue 1) with every argument, after charging by the kind (upvalue 2).
int charged(lua_State* L) {
  const int kind = static_cast<int>(lua_tointeger(L, lua_upvalueindex(2)));
  long long cost = 0;
  switch (kind) {
    case kFind:
    case kMatch:
    case kGmatch:
    case kGsub: {
      size_t n = 0, m = 0;
      const char* s = lua_type(L, 1) == LUA_TSTRING ? lua_tolstring(L, 1, &n) : nullptr;
      const char* p = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &m) : nullptr;
      (void)s;
      cost = static_cast<long long>(n);  // the matcher visits each byte at least once (or copies it)
      const bool plain = kind == kFind && lua_toboolean(L, 4);
      if (p && !plain) {
        const double steps = pattern_steps(n, p, m, kind != kGmatch);
        if (steps > kMaxPatternSteps) {
          static const char* const names[] = {"find", "match", "gmatch", "gsub"};
          char text[160];
          std::snprintf(text, sizeof text, "pattern too expensive for a subject of %zu bytes (up to %.0f steps; "
                        "fewer quantifiers or a shorter subject)", n, steps);
          {  // (the std::string is gone before lua_error's longjmp)
            const std::string where = script_where(L, 1);
            lua_pushfstring(L, "%sstring.%s: %s", where.c_str(), names[kind], text);
          }
          return lua_error(L);
        }
      }
      break;
    }
    case kScan: {  // utf8.len and friends: a scan of the string
      size_t n = 0;
      if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &n);
      cost = static_cast<long long>(n / kBytesPerCharge);
      break;
    }
    case kSort: {  // n log n comparisons
      if (lua_istable(L, 1)) {
        const double n = static_cast<double>(contents_len(L, 1));
        cost = static_cast<long long>(n * std::log2(n + 2));
      }
      break;
    }
    case kShift:  // table.insert / table.remove move the elements after the position
      if (lua_istable(L, 1)) cost = static_cast<long long>(contents_len(L, 1));
      break;
    case kRange2:    // (t, i, j) -> j - i + 1 elements: table.unpack, table.concat (t, sep, i, j)
    case kRange3: {  // (s, i, j): string.byte, utf8.codepoint
      const int i_at = kind == kRange2 && lua_type(L, 2) == LUA_TSTRING ? 3 : 2;  // concat(t, sep, i, j)
      lua_Integer i = 1, j = 0;
      if (lua_istable(L, 1)) j = static_cast<lua_Integer>(contents_len(L, 1));
      else if (lua_type(L, 1) == LUA_TSTRING) j = static_cast<lua_Integer>(lua_rawlen(L, 1));
      if (lua_isinteger(L, i_at)) i = lua_tointeger(L, i_at);
      if (lua_isinteger(L, i_at + 1)) j = lua_tointeger(L, i_at + 1);
      if (j > i && i > LUA_MININTEGER / 2 && j < LUA_MAXINTEGER / 2) cost = static_cast<long long>(j - i + 1);
      break;
    }
    case kMove: {  // table.move(a1, f, e, t [,a2])
      if (lua_isinteger(L, 2) && lua_isinteger(L, 3)) {
        const lua_Integer f = lua_tointeger(L, 2), e = lua_tointeger(L, 3);
        if (e > f && f > LUA_MININTEGER / 2 && e < LUA_MAXINTEGER / 2) cost = static_cast<long long>(e - f + 1);
      }
      break;
    }
  }
  if (cost > 0) Vm::of(L).charge(L, cost);
  const int nargs = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, nargs, LUA_MULTRET);
  return lua_gettop(L);
}

void wrap(lua_State* L, const char* lib, const char* name, Kind kind) {
  lua_getglobal(L, lib);
  lua_getfield(L, -1, name);
  lua_pushinteger(L, kind);
  lua_pushcclosure(L, charged, 2);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

}  // namespace

void install_charged_libraries(lua_State* L) {
  wrap(L, "string", "find", kFind);
  wrap(L, "string", "match", kMatch);
  wrap(L, "string", "gmatch", kGmatch);
  wrap(L, "string", "gsub", kGsub);
  wrap(L, "string", "byte", kRange3);
  wrap(L, "utf8", "len", kScan);
  wrap(L, "utf8", "codepoint", kRange3);
  wrap(L, "table", "sort", kSort);
  wrap(L, "table", "insert", kShift);
  wrap(L, "table", "remove", kShift);
  wrap(L, "table", "unpack", kRange2);
  wrap(L, "table", "concat", kRange2);
  wrap(L, "table", "move", kMove);
}

}  // namespace rt
