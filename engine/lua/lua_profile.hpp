// lua_profile.hpp: an opt-in profiler of the scripts' Lua. With ROUNDTABLE_LUA_PROFILE=FILE in
// the environment (read once per process) every Vm counts the Lua VM instructions its scripts
// run, per function (self and inclusive, and calls) and per line, and FILE gets the sorted totals
// of all the process's Vms when it exits. Off (the default), no Vm makes a profile and no hook
// is set: it costs nothing. Counting reads the Lua stack only; it allocates nothing in Lua and
// never touches the RNG, so games, records and bots decide exactly as without it.
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace rt {

class LuaProfile {
 public:
  // What one function (or one line) ran.
  struct Cell {
    long long self = 0;       // instructions run in the function itself
    long long inclusive = 0;  // in it or in what it called (a recursive call counted once)
    long long calls = 0;
    long long allocations = 0;  // blocks the allocator handed out (or grew) while it ran: self
  };
  // A function: "source:line" of its definition, and a name (how it was first seen called).
  struct Function {
    std::string where;
    std::string name;
    Cell cell;
  };

  LuaProfile() = default;
  LuaProfile(const LuaProfile&) = delete;  // (its keys point into its own names_)
  LuaProfile& operator=(const LuaProfile&) = delete;

  // The path ROUNDTABLE_LUA_PROFILE names, or "" when profiling is off.
  static const std::string& path_from_environment();

  // One instruction's worth (or `weight` of them, when counting in steps) at the running
  // function of L: self for it and its line, inclusive for every Lua function on L's stack.
  void count(lua_State* L, long long weight);
  // A call (LUA_HOOKCALL or LUA_HOOKTAILCALL) into the running function of L.
  void called(lua_State* L);
  // The Vm's allocator handed out (or grew) a block: charged to the function running at the next
  // count (so a host call's tables go to the Lua function that made it). forget_allocations drops
  // those the host made before a call began (the arguments it pushed).
  void allocated() { ++pending_allocations_; }
  void forget_allocations() { pending_allocations_ = 0; }

  // This profile's totals, by function and by line ("source:line" -> instructions), each sorted
  // by self count, highest first (ties by where).
  std::vector<Function> functions() const;
  std::vector<std::pair<std::string, long long>> lines() const;
  long long total() const { return total_; }

  // Adds this profile to the process's totals (done when its Vm goes), which are written to the
  // environment's file at exit.
  void add_to_process_totals() const;
  // The report of a set of totals (the file's text): functions by self, by inclusive, then lines.
  static std::string report(const std::vector<Function>& functions,
                            const std::vector<std::pair<std::string, long long>>& lines, long long total);

 private:
  // A Lua function's prototype is named by its chunk's source string and the line it starts on.
  // The source is read once, when first seen, and kept as a copy (names_): a chunk loaded from a
  // string may be collected while the Vm lives, so its pointer is never read later; `source` is
  // the copy's address.
  struct Key {
    const std::string* source;
    int line;
    bool operator==(const Key& o) const { return source == o.source && line == o.line; }
  };
  struct KeyHash {
    size_t operator()(const Key& k) const {
      return std::hash<const void*>()(k.source) ^ (static_cast<size_t>(k.line) * 0x9E3779B97F4A7C15ull);
    }
  };
  struct Entry {
    Cell cell;
    std::string name;
  };
  Entry& entry(lua_State* L, lua_Debug& ar, const Key& key);
  std::unordered_map<Key, Entry, KeyHash> functions_;
  std::unordered_map<Key, long long, KeyHash> lines_;
  std::unordered_map<const char*, std::string> names_;  // a source's name, copied when first seen
  const std::string* name_of(const char* source);
  long long total_ = 0;
  long long pending_allocations_ = 0;
};

}  // namespace rt
