// vm.hpp: one sandboxed Lua state. Only safe libraries, text chunks named by their path, a
// separate environment per script, a budget per host call and a memory cap.
#pragma once
#include <lua.hpp>
#include <pthread.h>
#include <signal.h>

#include "block_pool.hpp"
#include "lua_profile.hpp"

#include <atomic>
#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rt {

class Session;

struct ScriptRoot {
  std::string dir;     // absolute or relative folder on disk
  std::string prefix;  // how chunk names start, e.g. "scripts/" or "mods/my_mod/"
};

class Vm {
 public:
  // The budget of one host call (a call, a resume, a script's load: until it returns to the
  // host). Lua code is stopped by time: the watchdog (watchdog.hpp) arms a hook once the call has
  // used more than `seconds_per_call` of CPU time, and no hook runs before that. Work inside one
  // library call (pattern matching, sorting, copying strings), where no hook could stop it, is
  // counted and refused past `instructions_per_call` instructions' worth, as before.
  struct Limits {
    size_t memory_bytes = 256u << 20;
    long long instructions_per_call = 50'000'000;
    double seconds_per_call = 0.5;
    // The deterministic variant: no watchdog; a count hook counts every Lua instruction against
    // `instructions_per_call` too (a stop then depends on the count alone, never on time; the
    // hook costs 11-23% of a game's instructions: docs/performance.md, "Wave 12").
    bool counted = false;
    // Count the scripts' Lua instructions per function and line (lua_profile.hpp): a hook at
    // every instruction (in the counted variant, the counted hook's every kHookEvery, so that a
    // budget stop falls where it falls without it). Every Vm profiles when the environment has
    // ROUNDTABLE_LUA_PROFILE=FILE; off, no hook is set.
    bool profile = false;
  };

  Vm();
  explicit Vm(Limits limits);
  ~Vm();
  Vm(const Vm&) = delete;
  Vm& operator=(const Vm&) = delete;

  lua_State* L() const { return L_; }
  // What this Vm's scripts ran so far, when it profiles (Limits::profile), else null.
  const LuaProfile* profile() const { return profile_.get(); }
  static Vm& of(lua_State* L) { return **static_cast<Vm**>(lua_getextraspace(L)); }

  // Where `use "x/y"` looks, in order.
  void add_root(ScriptRoot root) { roots_.push_back(std::move(root)); }
  const std::vector<ScriptRoot>& roots() const { return roots_; }

  // A mod's own folder: scripts loaded from it see a `use` that looks there first. Returns the
  // mod's number for use().
  int add_mod_root(ScriptRoot root) {
    mod_roots_.push_back(std::move(root));
    return static_cast<int>(mod_roots_.size()) - 1;
  }

  // Loads and runs the script `name` (e.g. "my_game/game") in its own environment and
  // pushes what it returns. On failure returns false and sets `error` ("file:line: message").
  // With a mod number, the mod's folder is searched first (then the roots).
  bool use(const std::string& name, std::string& error, int mod = -1) { return use(L_, name, error, mod); }
  // The same on the thread L (a script's `use` runs on the thread that called it, a game's
  // coroutine included: what it pushes goes on that thread's own stack, never another's).
  bool use(lua_State* L, const std::string& name, std::string& error, int mod = -1);

  // Runs f(args...) under the budget; like lua_pcall but resets the budget and formats errors.
  int call(lua_State* L, int nargs, int nresults, std::string& error);
  // Resumes a coroutine under the budget.
  int resume(lua_State* co, int nargs, int* nresults, std::string& error);

  // Scripts loaded so far into the catalog's scope (in order), and forgetting the ones loaded
  // after a mark, so that they run afresh next time (used to load a game again without the mods
  // that broke it).
  size_t loaded_count() const { return loaded_.size(); }
  void forget_since(size_t mark);

  // Scopes: what `use` returns is kept per scope (script name -> what the script returned). The
  // catalog's scope is the default; each game (Session) makes one of its own, so every script a
  // game runs is a fresh instance (fresh file-level locals, fresh environment): nothing a script
  // keeps reaches the next game. A script's text is compiled once per Vm (the prototype); a scope
  // runs that prototype again as a new closure, which costs no parsing.
  int new_scope();                 // a registry reference to a fresh, empty scope
  void drop_scope(int& ref);       // lets it go (ref becomes LUA_NOREF)
  int set_scope(int ref);          // the scope `use` works in from now on (LUA_NOREF: the catalog's); returns the one before
  // Pushes the current scope's table (the prelude keeps what mods add to games there).
  void push_scope(lua_State* L) const;
  class ScopeGuard {
   public:
    ScopeGuard(Vm& vm, int ref) : vm_(vm), was_(vm.set_scope(ref)) {}
    ~ScopeGuard() { vm_.set_scope(was_); }
    ScopeGuard(const ScopeGuard&) = delete;
    ScopeGuard& operator=(const ScopeGuard&) = delete;

   private:
    Vm& vm_;
    int was_;
  };

  // Accounting. A fresh budget: what was counted is forgotten, and the watchdog times a new call.
  void reset_budget() {
    used_ = 0;
    aborted_ = false;
    overran_ = 0;
    watch_.serial.store(watch_.serial.load(std::memory_order_relaxed) + 1, std::memory_order_release);
  }
  // Charges work done inside a library function (n instructions' worth) to the budget; raises
  // the budget error on L when it is exceeded.
  void charge(lua_State* L, long long n);
  bool aborted() const { return aborted_; }
  // The budget used by the current (or last) host call: instructions plus the charges.
  long long budget_used() const { return used_; }
  // Whether the last failed call hit a limit (the budget or the memory cap), not a script error.
  bool hit_limit() const { return hit_limit_; }
  void clear_limit() { hit_limit_ = false; }
  size_t memory_in_use() const { return in_use_; }
  const Limits& limits() const { return limits_; }

  // While a binding (C++) runs, the memory cap is lifted: a Lua allocation failing inside a
  // binding would longjmp past its live C++ objects. The cap applies again when script code runs.
  bool enter_binding() {
    const bool was = running_;
    running_ = false;
    return was;
  }
  void leave_binding(bool was) { running_ = was; }
  // The thread now running script code (for the file:line of a refused allocation); returns
  // the one before.
  lua_State* set_current(lua_State* L) {
    lua_State* was = current_;
    current_ = L;
    return was;
  }

  Session* session = nullptr;   // the game the running script acts on, if any
  bool read_only = false;       // validators may not change the game
  int api_keys[32] = {};        // registry indexes of the game API's interned field names (api_keys.hpp)

  // What the watchdog (watchdog.cpp) reads of this Vm's host calls from its own thread; the
  // fields without std::atomic are the watchdog's own.
  // The innermost Vm in a host call on this thread. The watchdog's signal arms a Vm only when it
  // is this one, so a signal that arrives after its call ended (the Vm perhaps gone) touches
  // nothing; the watchdog signals again while the call it timed still runs.
  static thread_local Vm* running_here;
  struct CallWatch {
    std::atomic<int> depth{0};                 // host calls running now (nested ones too)
    std::atomic<unsigned long> serial{0};      // one more at every fresh budget (reset_budget)
    std::atomic<pthread_t> thread{};           // the thread running them
    std::atomic<unsigned long> overran{~0ul};  // the serial the watchdog found past its allowance
    unsigned long seen_serial = ~0ul;          // the serial at the watchdog's last look
    long long seen_cpu_ns = 0;                 // and the thread's CPU time when it first saw it
  };
  CallWatch& call_watch() { return watch_; }
  // Called by the watchdog's signal on the thread running this Vm's call: when that call is the
  // one found past its allowance, arms the count hook on the Lua thread running it.
  void arm_from_signal();

 private:
  static void* alloc(void* ud, void* ptr, size_t osize, size_t nsize);
  static void hook(lua_State* L, lua_Debug* ar);          // counted: counts every instruction
  static void armed_hook(lua_State* L, lua_Debug* ar);    // watched: stops the call that overran
  static void profile_hook(lua_State* L, lua_Debug* ar);  // profiling: counts (and does hook's work when counted)
  void set_base_hook(lua_State* L);  // the hook L runs when not armed: profiling's, counted's or none
  void disarm();
  void install_sandbox();
  bool load_chunk(lua_State* L, const std::string& path, const std::string& chunkname, std::string& error, int mod);
  bool has_prototype(lua_State* L, const std::string& path) const;
  bool push_prototype(lua_State* L, const std::string& path, const std::string& chunkname, std::string& error);
  bool load_and_run(lua_State* L, const std::string& path, const std::string& chunkname, const std::string& key,
                    std::string& error, int mod);

  // The memory cap applies while script code runs (the host's own pushes are never refused,
  // so a host-side allocation cannot fail outside a protected call).
  // A host call is running (the watchdog times it from its first look).
  struct Running {
    explicit Running(Vm& vm) : vm_(vm), was_(vm.running_), outer_(running_here) {
      running_here = &vm;
      vm.running_ = true;
      const int depth = vm.watch_.depth.load(std::memory_order_relaxed);
      if (depth == 0) vm.watch_.thread.store(pthread_self(), std::memory_order_relaxed);
      vm.watch_.depth.store(depth + 1, std::memory_order_release);
    }
    ~Running() {
      running_here = outer_;
      vm_.watch_.depth.store(vm_.watch_.depth.load(std::memory_order_relaxed) - 1, std::memory_order_release);
      if (vm_.armed_) vm_.disarm();
      vm_.running_ = was_;
    }
    Vm& vm_;
    bool was_;
    Vm* outer_;
  };
  bool running_ = false;
  BlockPool pool_;  // declared before L_: the state is closed (~Vm) before the pool goes
  lua_State* L_ = nullptr;
  Limits limits_;
  std::unique_ptr<LuaProfile> profile_;  // when profiling
  size_t in_use_ = 0;
  long long used_ = 0;
  bool aborted_ = false;
  CallWatch watch_;
  volatile sig_atomic_t overran_ = 0;  // the watchdog's signal armed the hook for this call
  lua_State* volatile armed_ = nullptr;  // the Lua thread it armed (disarmed when a call ends)
  std::vector<ScriptRoot> roots_;
  std::vector<ScriptRoot> mod_roots_;
  std::vector<std::string> loaded_;  // module cache keys, in the order they loaded
  lua_State* current_ = nullptr;  // the thread running script code (where a memory error happened)
  bool hit_limit_ = false;
  std::string refused_where_;     // "file:line: " of the last allocation the cap refused
  std::string explain(lua_State* L, int rc);  // the error of a failed call, with file:line
  int sandbox_ref_ = LUA_NOREF;  // the read-only table of globals every script sees
  int modules_ref_ = LUA_NOREF;  // the catalog's scope: script name -> what it returned
  int scope_ref_ = LUA_NOREF;    // the scope `use` works in (LUA_NOREF: the catalog's)
  int protos_ref_ = LUA_NOREF;   // file path -> its compiled chunk (never run itself)
  int carrier_ref_ = LUA_NOREF;  // function(env) return function() return env end: a fresh upvalue
  std::vector<const void*> running_protos_;  // prototypes whose instance is running its top level
  friend int vm_api_aborted(lua_State*);
};

// The message of the error at the top of L's stack, as one string.
std::string lua_error_text(lua_State* L, int idx = -1);

// "file:line: " of the innermost script line running on L from `level` outwards (the prelude
// and C functions skipped), or "" when no script line is on the stack.
std::string script_where(lua_State* L, int level);

}  // namespace rt
