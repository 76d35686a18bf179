// instance_pool.hpp: a game's instance of its scripts handed on to the next game of the same
// catalog when the game left nothing in it. Every game runs its own instance (docs/architecture.md,
// "Scopes"); running the scripts' top levels again costs a third of a random game, so when an
// instance is made its whole reachable state is recorded (every table's pairs and metatable, every
// function's upvalues, from the scope table down to the sandbox's own objects), and when its game
// ends that state is compared with the record: the same in every place, the instance is kept for
// another game; anything changed (a file-level variable set, a module's table written, a table
// stored), it is dropped and the next game instantiates afresh. Two games at once never share one.
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

namespace rt {

// What an instance reached when it was made, in visit order.
struct ScopeRecord {
  struct Node {
    int at;         // its place in the array at objects_ref (1-based)
    bool table;     // else a function
    int first;      // where its values start in `values`
    int count;      // tables: pairs; functions: the upvalues kept (each upvalue cell is kept once,
                    // with the first function met that holds it: closures of one script share them)
  };
  // A value as compared: nil, a boolean, a number, or an object's address (strings, tables,
  // functions, light userdata). The Lua array at values_ref holds the same values, so that no
  // recorded object is collected and its address given to another while the record lives.
  struct Slot {
    int type = LUA_TNIL;
    bool integer = false;
    uint8_t upvalue = 0;  // a function's: which upvalue this is (1-based)
    union {
      const void* p;
      lua_Integer i;
      lua_Number n;
      int b;
    };
    Slot() : p(nullptr) {}
  };
  std::vector<Node> nodes;
  std::vector<Slot> values;     // per node, (tables) its metatable, then key, value, ...;
                                // (functions) the upvalues kept
  int objects_ref = LUA_NOREF;  // the Lua array of every object reached, in visit order (the
                                // nodes' and the frozen tables': those are not compared)
  int values_ref = LUA_NOREF;   // the Lua array of `values`' own values (strong references)
};

class InstancePool {
 public:
  // At most this many idle instances are kept per game.
  static constexpr size_t kIdlePerGame = 2;
  // A game whose instances came back changed this many times, and never unchanged, is no longer
  // recorded (its games instantiate afresh, as if there were no pool).
  static constexpr int kGiveUpAfter = 3;

  // Every Vm has one, kept in its registry (made by install, with the Vm's sandbox: it and what
  // it reaches are shared by every scope already, so a walk stops there).
  static void install(lua_State* L, int sandbox_idx);
  static InstancePool& of(lua_State* L);

  // An idle instance of `game` (its scope's registry ref), or LUA_NOREF.
  int take(const std::string& game);
  // Records what a new instance (its scope at scope_ref) reaches. Nothing is recorded when the
  // game is no longer recorded or the instance reaches something that cannot be compared (a
  // thread, a full userdata): that instance is dropped after its game.
  void record(const std::string& game, int scope_ref);
  // The game ended: keeps the instance if it reaches exactly what its record says (and there is
  // room), else lets it go. scope_ref becomes LUA_NOREF either way.
  void give_back(const std::string& game, int& scope_ref);
  // Lets every idle instance go, and forgets the records of those in play (the catalog loads again).
  void clear();

  // Counters for tests and docs/performance.md.
  long long reused() const { return reused_; }
  long long changed() const { return changed_; }

 private:
  explicit InstancePool(lua_State* L) : L_(L) {}
  struct PerGame {
    std::vector<int> idle;  // scope refs
    int changed_in_a_row = 0;
    bool ever_unchanged = false;
  };
  void set_boundary(int sandbox_idx);
  bool unchanged(const ScopeRecord& r);
  bool plainly_guarded(int idx);  // prelude.lua's host_hooks.plainly_guarded
  void release(int& scope_ref);
  static int collect(lua_State* L);  // __gc of the userdata holding the pool

  lua_State* L_;
  std::unordered_set<const void*> boundary_;
  std::map<std::string, PerGame> games_;
  std::map<int, ScopeRecord> records_;  // scope ref -> what it reached when made
  long long reused_ = 0, changed_ = 0;
};

}  // namespace rt
