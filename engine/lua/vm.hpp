// vm.hpp: one sandboxed Lua state. Only safe libraries, text chunks named by their path, a
// separate environment per script, an instruction budget per host call and a memory cap.
#pragma once
#include <lua.hpp>

#include "block_pool.hpp"

#include <cstddef>
#include <map>
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
  struct Limits {
    size_t memory_bytes = 256u << 20;
    long long instructions_per_call = 50'000'000;
  };

  Vm();
  explicit Vm(Limits limits);
  ~Vm();
  Vm(const Vm&) = delete;
  Vm& operator=(const Vm&) = delete;

  lua_State* L() const { return L_; }
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
  bool use(const std::string& name, std::string& error, int mod = -1);

  // Runs f(args...) under the budget; like lua_pcall but resets the budget and formats errors.
  int call(lua_State* L, int nargs, int nresults, std::string& error);
  // Resumes a coroutine under the budget.
  int resume(lua_State* co, int nargs, int* nresults, std::string& error);

  // Scripts loaded so far (in order), and forgetting the ones loaded after a mark, so that they
  // load afresh next time (used to load a game again without the mods that broke it).
  size_t loaded_count() const { return loaded_.size(); }
  void forget_since(size_t mark);

  // Accounting
  void reset_budget() { used_ = 0; aborted_ = false; }
  bool aborted() const { return aborted_; }
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

  Session* session = nullptr;   // the game the running script acts on, if any
  bool read_only = false;       // validators may not change the game

 private:
  static void* alloc(void* ud, void* ptr, size_t osize, size_t nsize);
  static void hook(lua_State* L, lua_Debug* ar);
  void install_sandbox();
  bool load_chunk(const std::string& path, const std::string& chunkname, std::string& error, int mod);
  bool load_and_run(const std::string& path, const std::string& chunkname, const std::string& key,
                    std::string& error, int mod);

  // The memory cap applies while script code runs (the host's own pushes are never refused,
  // so a host-side allocation cannot fail outside a protected call).
  struct Running {
    explicit Running(Vm& vm) : vm_(vm), was_(vm.running_) { vm.running_ = true; }
    ~Running() { vm_.running_ = was_; }
    Vm& vm_;
    bool was_;
  };
  bool running_ = false;
  BlockPool pool_;  // declared before L_: the state is closed (~Vm) before the pool goes
  lua_State* L_ = nullptr;
  Limits limits_;
  size_t in_use_ = 0;
  long long used_ = 0;
  bool aborted_ = false;
  std::vector<ScriptRoot> roots_;
  std::vector<ScriptRoot> mod_roots_;
  std::vector<std::string> loaded_;  // module cache keys, in the order they loaded
  int sandbox_ref_ = LUA_NOREF;  // the read-only table of globals every script sees
  int modules_ref_ = LUA_NOREF;  // cache: script name -> what it returned
  friend int vm_api_aborted(lua_State*);
};

// The message of the error at the top of L's stack, as one string.
std::string lua_error_text(lua_State* L, int idx = -1);

}  // namespace rt
