// lua_value.cpp: Lua <-> Value conversion.
#include "lua_value.hpp"

#include "frozen.hpp"
#include "lua_fields.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <vector>

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

// How many values one conversion may visit. A table reached twice is converted twice (a value in
// the state is a tree): 30 tables, each holding the previous one under two keys, are 2^30 values,
// which used to run for minutes inside one host call, where the instruction budget does not look.
// A quarter of a million values is far more than any game stores in one value.
constexpr long long kMaxValues = 1 << 18;
static const char* const kTooManyValues = "value too large to store in the game state (more than 262144 values)";
thread_local long long values_left = kMaxValues;

static bool convert(lua_State* L, int idx, Value& out, std::string& error, int depth) {
  if (depth > 32) {
    error = "value nested too deeply (or a table that contains itself)";
    return false;
  }
  if (--values_left < 0) {
    error = kTooManyValues;
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
      if (!lua_checkstack(L, 4)) {  // each level holds a key and a value on the stack
        error = "value nested too deeply";
        return false;
      }
      if (push_frozen_contents(L, idx)) {  // a frozen table: its contents (never handed back)
        ++values_left;
        const bool ok = convert(L, lua_gettop(L), out, error, depth);
        lua_pop(L, 1);
        return ok;
      }
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
        if (!out.emplace(key, std::move(item)).second) {  // 1 and "1": which one wins would follow lua_next
          lua_pop(L, 2);
          error = "table has the key \"" + key + "\" twice (as a number and as a string)";
          return false;
        }
        lua_pop(L, 1);
      }
      return true;
    }
    default:
      error = std::string("a ") + luaL_typename(L, idx) + " cannot be stored in the game state";
      return false;
  }
}

// Why a value cannot be stored, found in a fixed order. The converters walk tables with lua_next,
// whose order of string keys follows Lua's string hash, seeded per state: a value with two
// problems (a function here, a boolean key there) would be refused with one message in this
// process and another in the next, and a script that kept a pcall'd message would replay
// differently. When a conversion fails, its message comes from this walk instead: a table's keys
// first (a key neither string nor integer; an integer and a string that are the same key), then
// its values, integer keys ascending, then string keys in byte order. "" if nothing is wrong.
static std::string first_problem(lua_State* L, int idx, int depth) {
  if (depth > 32) return "value nested too deeply (or a table that contains itself)";
  if (--values_left < 0) return kTooManyValues;
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TNIL:
    case LUA_TBOOLEAN:
    case LUA_TNUMBER: return "";
    case LUA_TSTRING: {
      size_t n;
      const char* s = lua_tolstring(L, idx, &n);
      return valid_utf8(s, n) ? "" : "strings stored in the game state must be UTF-8";
    }
    case LUA_TTABLE: {
      if (!lua_checkstack(L, 4)) return "value nested too deeply";
      if (push_frozen_contents(L, idx)) {
        ++values_left;
        std::string why = first_problem(L, lua_gettop(L), depth);
        lua_pop(L, 1);
        return why;
      }
      std::vector<lua_Integer> numbers;
      std::vector<std::string> strings;
      lua_pushnil(L);
      while (lua_next(L, idx)) {
        if (lua_type(L, -2) == LUA_TSTRING) {
          size_t n;
          const char* k = lua_tolstring(L, -2, &n);
          strings.emplace_back(k, n);
        } else if (lua_isinteger(L, -2)) {
          numbers.push_back(lua_tointeger(L, -2));
        } else {
          lua_pop(L, 2);
          return "table keys must be strings or integers";
        }
        lua_pop(L, 1);
      }
      std::sort(numbers.begin(), numbers.end());
      std::sort(strings.begin(), strings.end());
      const bool sequence = strings.empty() && static_cast<lua_Integer>(numbers.size()) == static_cast<lua_Integer>(lua_rawlen(L, idx));
      if (!sequence) {
        std::vector<std::string> twice;
        for (lua_Integer k : numbers)
          if (std::binary_search(strings.begin(), strings.end(), std::to_string(k))) twice.push_back(std::to_string(k));
        if (!twice.empty())
          return "table has the key \"" + *std::min_element(twice.begin(), twice.end()) + "\" twice (as a number and as a string)";
      }
      for (lua_Integer k : numbers) {
        lua_rawgeti(L, idx, k);
        std::string why = first_problem(L, -1, depth + 1);
        lua_pop(L, 1);
        if (!why.empty()) return why;
      }
      for (const std::string& k : strings) {
        lua_pushlstring(L, k.data(), k.size());
        lua_rawget(L, idx);
        std::string why = first_problem(L, -1, depth + 1);
        lua_pop(L, 1);
        if (!why.empty()) return why;
      }
      return "";
    }
    default: return std::string("a ") + luaL_typename(L, idx) + " cannot be stored in the game state";
  }
}

// A failed conversion says the problem first_problem finds (the same in every process).
static bool fail_in_fixed_order(lua_State* L, int idx, std::string& error) {
  values_left = kMaxValues;
  if (std::string why = first_problem(L, idx, 0); !why.empty()) error = std::move(why);
  return false;
}

bool to_value(lua_State* L, int idx, Value& out, std::string& error) {
  values_left = kMaxValues;
  return convert(L, idx, out, error, 0) || fail_in_fixed_order(L, idx, error);
}

// "12" -> 12: an object key that was an integer key in Lua (canonical decimal only).
static bool integer_key(std::string_view k, lua_Integer& n) {
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
      if (!lua_checkstack(L, 3)) {  // too deep to push: left out
        lua_pushnil(L);
        return;
      }
      lua_createtable(L, static_cast<int>(v.size()), 0);
      lua_Integer i = 0;
      for (const auto& item : v) {
        push_value(L, item);
        lua_rawseti(L, -2, ++i);
      }
      return;
    }
    case Value::value_t::object: {
      if (!lua_checkstack(L, 3)) {
        lua_pushnil(L);
        return;
      }
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

// ---- Packed ---------------------------------------------------------------------------------
namespace rt {
namespace {

constexpr size_t kShapeKeys = 32;    // objects with up to this many string keys remember their order
constexpr size_t kShapeSlots = 64;   // shapes remembered per thread (a direct-mapped cache)

// One key of a table being packed, and where its value's bytes were written.
struct PackedEntry {
  const char* text;  // a string key (kept alive by its table), or nullptr for an integer key
  size_t len;        // the string key's length
  lua_Integer index; // the integer key
  size_t start, end;
  char digits[24];   // the integer key written out, once the table turns out to be an object
  std::string_view key() const { return {text ? text : digits, len}; }
};

// Shared by the nested tables of one conversion (each uses a slice above its parent's).
thread_local std::vector<PackedEntry> entries;
thread_local std::vector<uint32_t> order;  // an object's entries (offsets in its slice), sorted
thread_local std::string scratch;

// The sorted order of an object's keys, remembered per shape: a table's string keys as lua_next
// hands them (Lua interns short strings, so tables built alike give the same key pointers in the
// same order, and so the same sorted order). Only a hint: the order taken from here is checked
// (each key above the one before it) and sorted anew when it does not hold, so a stale entry (a
// key's string collected and another made at its address) costs a sort, never wrong bytes.
struct ShapeOrder {
  uint64_t shape = 0;  // hash of the key pointers in traversal order (0: empty)
  uint32_t count = 0;
  uint8_t at[kShapeKeys];
};
thread_local ShapeOrder shape_orders[kShapeSlots];

uint64_t shape_of(const PackedEntry* first, size_t count) {
  uint64_t h = 0x9E3779B97F4A7C15ull ^ count;
  for (size_t i = 0; i < count; ++i) {
    h ^= reinterpret_cast<uintptr_t>(first[i].text);
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
  }
  return h | 1;
}

// Sorts order[0..count) by the entries' keys; false if two keys are the same (1 and "1").
bool sort_keys(const PackedEntry* first, uint32_t* at, size_t count) {
  auto less = [first](uint32_t a, uint32_t b) { return first[a].key() < first[b].key(); };
  if (count <= 16) {  // insertion sort: small tables, no allocation
    for (size_t i = 1; i < count; ++i)
      for (size_t j = i; j > 0 && less(at[j], at[j - 1]); --j) std::swap(at[j], at[j - 1]);
  } else {
    std::sort(at, at + count, less);
  }
  for (size_t i = 0; i + 1 < count; ++i)
    if (first[at[i]].key() == first[at[i + 1]].key()) return false;
  return true;
}

// The keys' order for an object whose keys are all strings, from the shape's remembered order
// when it still holds; else sorted (and remembered). False: a key twice (not possible for string
// keys, which Lua keeps once each; kept for the integer keys' path, which shares sort_keys).
bool order_keys(const PackedEntry* first, uint32_t* at, size_t count, bool all_strings) {
  if (!all_strings || count < 2 || count > kShapeKeys) {
    for (size_t i = 0; i < count; ++i) at[i] = static_cast<uint32_t>(i);
    return sort_keys(first, at, count);
  }
  const uint64_t shape = shape_of(first, count);
  ShapeOrder& slot = shape_orders[shape % kShapeSlots];
  if (slot.shape == shape && slot.count == count) {
    bool ascending = true;
    at[0] = slot.at[0];
    for (size_t i = 1; i < count && ascending; ++i) {
      at[i] = slot.at[i];
      ascending = first[at[i - 1]].key() < first[at[i]].key();
    }
    if (ascending) return true;
  }
  for (size_t i = 0; i < count; ++i) at[i] = static_cast<uint32_t>(i);
  if (!sort_keys(first, at, count)) return false;
  slot.shape = shape;
  slot.count = static_cast<uint32_t>(count);
  for (size_t i = 0; i < count; ++i) slot.at[i] = static_cast<uint8_t>(at[i]);
  return true;
}

// The first key that entries sorted by `at` hold twice (order_keys returned false), for the error.
std::string_view key_given_twice(const PackedEntry* first, const uint32_t* at, size_t count) {
  for (size_t i = 0; i + 1 < count; ++i)
    if (first[at[i]].key() == first[at[i + 1]].key()) return first[at[i]].key();
  return {};
}

// An object of the entries in the order `at` into scratch: each key, then its value's bytes
// (packed into `values` at the entry's start..end).
void object_into_scratch(const PackedEntry* first, const uint32_t* at, size_t count, const std::string& values) {
  scratch.clear();
  PackWriter sw(scratch);
  sw.begin_object(count);
  for (size_t i = 0; i < count; ++i) {
    const PackedEntry& e = first[at[i]];
    sw.key(e.key());
    scratch.append(values, e.start, e.end - e.start);
  }
}

// An array's or object's tag and count, written before its items at `region` of out.
void insert_header(std::string& out, size_t region, PackTag tag, uint64_t count) {
  char head[11];
  size_t n = 0;
  head[n++] = static_cast<char>(tag);
  while (count >= 0x80) {
    head[n++] = static_cast<char>((count & 0x7F) | 0x80);
    count >>= 7;
  }
  head[n++] = static_cast<char>(count);
  out.insert(region, head, n);
}

bool pack(lua_State* L, int idx, PackWriter& w, std::string& out, std::string& error, int depth);

// A table, read in one traversal: its values are packed into out as they come, then laid out as
// an array (keys exactly 1..n: in place when they came in order, as they nearly always do) or an
// object (keys sorted as strings, through scratch).
bool pack_table(lua_State* L, int idx, PackWriter& w, std::string& out, std::string& error, int depth) {
  if (!lua_checkstack(L, 4)) {  // each level holds a key and a value on the stack
    error = "value nested too deeply";
    return false;
  }
  if (push_frozen_contents(L, idx)) {  // a frozen table: its contents (never handed back)
    const bool ok = pack_table(L, lua_gettop(L), w, out, error, depth);
    lua_pop(L, 1);
    return ok;
  }
  const size_t base = entries.size();
  const size_t region = out.size();
  auto fail = [&](std::string why) {
    entries.resize(base);
    out.resize(region);
    error = std::move(why);
    return false;
  };
  bool all_integers = true, all_strings = true;
  lua_Integer max_index = 0;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    PackedEntry e;
    if (lua_type(L, -2) == LUA_TSTRING) {
      e.text = lua_tolstring(L, -2, &e.len);
      e.index = 0;
      all_integers = false;
    } else if (lua_isinteger(L, -2)) {
      e.text = nullptr;
      e.len = 0;
      e.index = lua_tointeger(L, -2);
      all_strings = false;
      if (e.index < 1) all_integers = false;
      else if (e.index > max_index) max_index = e.index;
    } else {
      lua_pop(L, 2);
      return fail("table keys must be strings or integers");
    }
    e.start = out.size();
    if (!pack(L, -1, w, out, error, depth + 1)) {
      lua_pop(L, 2);
      std::string why = std::move(error);
      return fail(std::move(why));
    }
    e.end = out.size();
    entries.push_back(e);
    lua_pop(L, 1);
  }
  const size_t count = entries.size() - base;
  PackedEntry* first = entries.data() + base;
  if (all_integers && static_cast<size_t>(max_index) == count) {
    // Distinct keys 1..n: an array. Usually they came in order: the header goes before them.
    bool in_order = true;
    for (size_t i = 0; i < count && in_order; ++i) in_order = first[i].index == static_cast<lua_Integer>(i + 1);
    if (in_order) {
      insert_header(out, region, PackTag::Array, count);
    } else {
      scratch.clear();
      PackWriter(scratch).begin_array(count);
      std::vector<const PackedEntry*> at(count);
      for (size_t i = 0; i < count; ++i) at[static_cast<size_t>(first[i].index - 1)] = &first[i];
      for (const PackedEntry* e : at) scratch.append(out, e->start, e->end - e->start);
      out.resize(region);
      out.append(scratch);
    }
    entries.resize(base);
    return true;
  }
  for (size_t i = 0; i < count; ++i)
    if (!first[i].text)
      first[i].len = static_cast<size_t>(std::to_chars(first[i].digits, first[i].digits + sizeof first[i].digits,
                                                       first[i].index).ptr - first[i].digits);
  const size_t order_base = order.size();
  order.resize(order_base + count);
  uint32_t* at = order.data() + order_base;
  if (!order_keys(first, at, count, all_strings)) {
    // The smallest key given twice (as a number and as a string).
    std::string why = "table has the key \"" + std::string(key_given_twice(first, at, count)) +
                      "\" twice (as a number and as a string)";
    order.resize(order_base);
    return fail(std::move(why));
  }
  object_into_scratch(first, at, count, out);
  out.resize(region);
  out.append(scratch);
  order.resize(order_base);
  entries.resize(base);
  return true;
}

bool pack(lua_State* L, int idx, PackWriter& w, std::string& out, std::string& error, int depth) {
  if (depth > 32) {
    error = "value nested too deeply (or a table that contains itself)";
    return false;
  }
  if (--values_left < 0) {
    error = kTooManyValues;
    return false;
  }
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TNIL: w.null(); return true;
    case LUA_TBOOLEAN: w.boolean(lua_toboolean(L, idx)); return true;
    case LUA_TNUMBER:
      if (lua_isinteger(L, idx)) w.integer(lua_tointeger(L, idx));
      else w.number(lua_tonumber(L, idx));
      return true;
    case LUA_TSTRING: {
      size_t n;
      const char* s = lua_tolstring(L, idx, &n);
      if (!valid_utf8(s, n)) {
        error = "strings stored in the game state must be UTF-8";
        return false;
      }
      w.string(std::string_view(s, n));
      return true;
    }
    case LUA_TTABLE: return pack_table(L, idx, w, out, error, depth);
    default:
      error = std::string("a ") + luaL_typename(L, idx) + " cannot be stored in the game state";
      return false;
  }
}

void push_from(lua_State* L, PackReader& r) {
  switch (r.read_tag()) {
    case PackTag::Null: lua_pushnil(L); return;
    case PackTag::False: lua_pushboolean(L, 0); return;
    case PackTag::True: lua_pushboolean(L, 1); return;
    case PackTag::Int: lua_pushinteger(L, r.read_int_body()); return;
    case PackTag::Double: lua_pushnumber(L, r.read_double_body()); return;
    case PackTag::String: {
      std::string_view s = r.read_string_body();
      lua_pushlstring(L, s.data(), s.size());
      return;
    }
    case PackTag::Array: {
      const uint64_t n = r.read_varint();
      if (!lua_checkstack(L, 3)) {  // (values are at most 33 deep: this does not happen)
        r.skip_body(PackTag::Array, n);
        lua_pushnil(L);
        return;
      }
      lua_createtable(L, static_cast<int>(n), 0);
      for (uint64_t i = 1; i <= n; ++i) {
        push_from(L, r);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i));
      }
      return;
    }
    case PackTag::Object: {
      const uint64_t n = r.read_varint();
      if (!lua_checkstack(L, 3)) {
        r.skip_body(PackTag::Object, n);
        lua_pushnil(L);
        return;
      }
      lua_createtable(L, 0, static_cast<int>(n));
      for (uint64_t i = 0; i < n; ++i) {
        std::string_view k = r.read_string_body();
        lua_Integer ik;
        if (integer_key(k, ik)) lua_pushinteger(L, ik);
        else lua_pushlstring(L, k.data(), k.size());
        push_from(L, r);
        lua_rawset(L, -3);
      }
      return;
    }
  }
  lua_pushnil(L);
}

}  // namespace

bool to_packed(lua_State* L, int idx, Packed& out, std::string& error) {
  // Packed into a buffer kept by the thread (it grows once, not at every value), then copied out
  // at its size.
  thread_local std::string bytes;
  bytes.clear();
  PackWriter w(bytes);
  values_left = kMaxValues;
  const bool ok = pack(L, idx, w, bytes, error, 0);
  if (ok) out = Packed::from_bytes(std::string(bytes));
  if (bytes.capacity() > (size_t{1} << 16)) std::string().swap(bytes);  // not kept for a rare large value
  return ok || fail_in_fixed_order(L, idx, error);
}

bool fields_to_packed(lua_State* L, int first, int pairs, Packed& out, std::string& error) {
  thread_local std::string bytes;  // the values, then the object
  bytes.clear();
  PackWriter w(bytes);
  values_left = kMaxValues;
  const size_t base = entries.size();
  for (int i = 0; i < pairs; ++i) {
    const int name = first + 2 * i;
    PackedEntry e;
    if (lua_type(L, name) != LUA_TSTRING) {
      entries.resize(base);
      error = std::string("a field name must be a string, not a ") + luaL_typename(L, name);
      return false;
    }
    e.text = lua_tolstring(L, name, &e.len);
    e.index = 0;
    if (!valid_utf8(e.text, e.len)) {
      entries.resize(base);
      error = "strings stored in the game state must be UTF-8";
      return false;
    }
    e.start = bytes.size();
    if (!pack(L, name + 1, w, bytes, error, 1)) {
      entries.resize(base);
      values_left = kMaxValues;
      if (std::string why = first_problem(L, name + 1, 1); !why.empty()) error = std::move(why);
      return false;
    }
    e.end = bytes.size();
    entries.push_back(e);
  }
  const size_t count = entries.size() - base;
  PackedEntry* at_first = entries.data() + base;
  const size_t order_base = order.size();
  order.resize(order_base + count);
  uint32_t* at = order.data() + order_base;
  const bool distinct = order_keys(at_first, at, count, true);  // a call site's names: one shape
  if (!distinct) {
    error = "the field \"" + std::string(key_given_twice(at_first, at, count)) + "\" is given twice";
  } else {
    object_into_scratch(at_first, at, count, bytes);
    out = Packed::from_bytes(std::string(scratch));
  }
  order.resize(order_base);
  entries.resize(base);
  if (bytes.capacity() > (size_t{1} << 16)) std::string().swap(bytes);
  return distinct;
}

void push_packed(lua_State* L, const Packed& p) {
  PackReader r(p.bytes());
  push_from(L, r);
}

void push_packed_value(lua_State* L, PackReader& r) { push_from(L, r); }

}  // namespace rt
