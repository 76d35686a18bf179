// vm.cpp: the sandboxed Lua state: allocator with a cap, the budget, safe globals.
#include "vm.hpp"

#include "instance_pool.hpp"
#include "watchdog.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace rt {

extern const char* const kPreludeLua;                 // prelude.lua, embedded at build time
void register_game_api(lua_State* L, int sandbox_idx);  // wrap_game.cpp
void install_charged_libraries(lua_State* L);          // charged_libs.cpp
void register_worlds_api(lua_State* L, int sandbox_idx);  // ../bots/wrap_worlds.cpp

std::string lua_error_text(lua_State* L, int idx) {
  if (const char* s = lua_tostring(L, idx)) return s;
  if (lua_isnil(L, idx)) return "error (nil)";
  return std::string("error object is a ") + luaL_typename(L, idx);
}

std::string script_where(lua_State* L, int level) {
  lua_Debug ar;
  for (; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar)) continue;
    if (ar.currentline > 0 && std::strcmp(ar.source, "@engine/lua/prelude.lua") != 0)
      return std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
  }
  return "";
}

// Every byte script code makes the allocator hand out is charged to the budget too (one
// instruction per kBytesPerInstruction): copying strings (string.rep, `..`, gsub's result,
// table.concat) happens inside one instruction or one C call, where the count hook never fires.
static constexpr int kBytesPerInstruction = 32;

void* Vm::alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  Vm* vm = static_cast<Vm*>(ud);
  BlockPool& pool = vm->pool_;
  if (ptr == nullptr) osize = 0;  // (Lua passes the kind of object then)
  if (nsize == 0) {
    if (!ptr) return nullptr;
    vm->in_use_ -= osize;
    if (BlockPool::small(osize)) pool.put(ptr, osize);
    else std::free(ptr);
    return nullptr;
  }
  if (vm->running_ && nsize > osize) {
    const size_t grow = nsize - osize;
    if (vm->in_use_ + grow > vm->limits_.memory_bytes) {
      if (vm->current_) vm->refused_where_ = script_where(vm->current_, 0);
      return nullptr;  // Lua collects garbage and retries once; relay() rethrows a memory error
    }
    vm->used_ += static_cast<long long>(grow / kBytesPerInstruction);
    if (grow >= 4096 && (vm->aborted_ || vm->used_ > vm->limits_.instructions_per_call)) {
      // A large copy past the budget: refused like memory; explain() names it a budget error.
      vm->aborted_ = true;
      if (vm->current_) vm->refused_where_ = script_where(vm->current_, 0);
      return nullptr;
    }
  }
  void* p;
  if (ptr && !BlockPool::small(osize) && !BlockPool::small(nsize)) {
    p = std::realloc(ptr, nsize);
  } else if (ptr && BlockPool::small(osize) && BlockPool::small(nsize) &&
             (osize - 1) / BlockPool::kGrain == (nsize - 1) / BlockPool::kGrain) {
    p = ptr;  // the same size class: the block already fits
  } else {
    // A new block (from the pool or malloc, by size), then move the contents over. Lua expects
    // shrinking never to fail, and a pool block can only be freed as a pool block: a failed
    // shrink means the process is out of memory.
    p = BlockPool::small(nsize) ? pool.get(nsize) : std::malloc(nsize);
    if (!p) {
      if (nsize <= osize) std::abort();
      return nullptr;
    }
    if (ptr) {
      std::memcpy(p, ptr, osize < nsize ? osize : nsize);
      if (BlockPool::small(osize)) pool.put(ptr, osize);
      else std::free(ptr);
    }
  }
  if (p) vm->in_use_ = vm->in_use_ - osize + nsize;
  return p;
}

static constexpr int kHookEvery = 1000;

// Raises the budget error (as luaL_error would: its position, then the message). The std::string
// is gone before lua_error: a longjmp over a live C++ object would leak it.
static int budget_error(lua_State* L, const Vm::Limits& limits, bool timed) {
  luaL_where(L, 1);
  {
    const std::string where = script_where(L, 0);
    if (timed) {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", limits.seconds_per_call);
      lua_pushfstring(L, "%sbudget exceeded (over %s s of CPU time without returning to the host)", where.c_str(),
                      seconds);
    } else {
      lua_pushfstring(L, "%sinstruction budget exceeded (%I instructions without returning to the host)",
                      where.c_str(), static_cast<LUAI_UACINT>(limits.instructions_per_call));
    }
  }
  lua_concat(L, 2);
  return lua_error(L);
}

// Counted: set on the main thread for good (threads inherit it), called every kHookEvery
// instructions.
void Vm::hook(lua_State* L, lua_Debug*) {
  Vm& vm = of(L);
  vm.used_ += kHookEvery;
  if (vm.used_ > vm.limits_.instructions_per_call || vm.aborted_) {
    vm.aborted_ = true;
    budget_error(L, vm.limits_, false);
  }
}

// Profiling: set like the counted hook (threads inherit it), at every instruction and call (at
// every kHookEvery instructions when counted, where it does the counted hook's work too).
void Vm::profile_hook(lua_State* L, lua_Debug* ar) {
  Vm& vm = of(L);
  if (ar->event == LUA_HOOKCALL || ar->event == LUA_HOOKTAILCALL) {
    vm.profile_->called(L);
    return;
  }
  if (!vm.limits_.counted) {
    vm.profile_->count(L, 1);
    return;
  }
  vm.profile_->count(L, kHookEvery);
  hook(L, ar);
}

void Vm::set_base_hook(lua_State* L) {
  if (profile_)
    lua_sethook(L, &Vm::profile_hook, LUA_MASKCOUNT | LUA_MASKCALL, limits_.counted ? kHookEvery : 1);
  else if (limits_.counted)
    lua_sethook(L, &Vm::hook, LUA_MASKCOUNT, kHookEvery);
  else
    lua_sethook(L, nullptr, 0, 0);
}

// Watched: set on one Lua thread by arm_from_signal, called at its next instruction (and at every
// one after, so that a pcall cannot swallow the stop). On a thread armed for a call that has
// ended (or made while a thread was armed: threads inherit the hook) it takes itself off (puts
// the profiling hook back when profiling, after counting the instruction it was called at).
void Vm::armed_hook(lua_State* L, lua_Debug* ar) {
  Vm& vm = of(L);
  if (vm.profile_ && ar->event == LUA_HOOKCOUNT) vm.profile_->count(L, 1);
  if (vm.overran_ || vm.aborted_) {
    vm.aborted_ = true;
    budget_error(L, vm.limits_, vm.overran_ != 0);  // (the same words each time it fires)
  }
  vm.set_base_hook(L);
}

thread_local Vm* Vm::running_here = nullptr;

// In a signal handler, on this Vm's thread (watchdog.cpp): only flags and lua_sethook.
void Vm::arm_from_signal() {
  if (watch_.depth.load(std::memory_order_acquire) == 0 ||
      watch_.overran.load(std::memory_order_acquire) != watch_.serial.load(std::memory_order_acquire))
    return;
  lua_State* L = current_;
  if (!L) return;
  overran_ = 1;
  armed_ = L;
  lua_sethook(L, &Vm::armed_hook, LUA_MASKCOUNT, 1);
}

// When a host call ends: the thread armed during it runs no hook any more. (It is alive: it was
// running script code when armed, and every call that began since is nested in that one.)
void Vm::disarm() {
  lua_State* L = armed_;
  armed_ = nullptr;
  if (L) set_base_hook(L);
}

void Vm::charge(lua_State* L, long long n) {
  used_ += n;
  if (used_ > limits_.instructions_per_call || aborted_) {
    aborted_ = true;
    budget_error(L, limits_, overran_ != 0);
  }
}

std::string Vm::explain(lua_State* L, int rc) {
  std::string error = lua_error_text(L);
  hit_limit_ = aborted_ || rc == LUA_ERRMEM || error == "not enough memory";
  if (aborted_ && error.find("budget exceeded") == std::string::npos) {
    error = refused_where_ + "instruction budget exceeded (" + std::to_string(limits_.instructions_per_call) +
            " instructions without returning to the host; copying data counts)";
  } else if (rc == LUA_ERRMEM || error == "not enough memory") {
    error = refused_where_ + "not enough memory (the scripts' memory cap is " +
            std::to_string(limits_.memory_bytes >> 20) + " MiB)";
  }
  refused_where_.clear();
  return error;
}

int vm_api_aborted(lua_State* L) {
  lua_pushboolean(L, Vm::of(L).aborted_);
  return 1;
}

static int api_use(lua_State* L) {
  bool ok;
  {
    // C++ objects live only in this scope: lua_error below is a longjmp.
    std::string name = luaL_checkstring(L, 1), error;
    // A mod's scripts get a `use` closure that knows the mod (upvalue 1); the sandbox's has none.
    const int mod = lua_isinteger(L, lua_upvalueindex(1)) ? static_cast<int>(lua_tointeger(L, lua_upvalueindex(1))) : -1;
    // As in a binding, the memory cap is lifted while the host's C++ runs (a refused allocation
    // would longjmp past `name` and `error`); the loaded chunk itself runs capped.
    Vm& vm = Vm::of(L);
    const bool capped = vm.enter_binding();
    lua_State* was = vm.set_current(L);
    ok = vm.use(L, name, error, mod);
    vm.set_current(was);
    vm.leave_binding(capped);
    if (!ok) lua_pushstring(L, error.c_str());
  }
  if (!ok) return lua_error(L);
  return 1;
}

// The real metatable of a table, past a __metatable field: for the prelude only (it guards the
// tables scripts use as metatables), removed from the sandbox before any script runs.
static int api_raw_getmetatable(lua_State* L) {
  if (!lua_getmetatable(L, 1)) lua_pushnil(L);
  return 1;
}

// The scope scripts are being instantiated in (Vm::push_scope): for the prelude only, which keeps
// what mods add to games there; removed from the sandbox before any script runs.
static int api_scope(lua_State* L) {
  Vm::of(L).push_scope(L);
  return 1;
}

// "file:line: " of the innermost script line on the stack, past the prelude and C functions (a
// write refused inside table.insert is the script's line that called table.insert), or "": for
// the prelude only, which says where a refused write was written; removed from the sandbox.
static int api_script_where(lua_State* L) {
  const std::string where = script_where(L, 1);
  lua_pushlstring(L, where.data(), where.size());
  return 1;
}

static int api_print(lua_State* L) {
  // Scripts' print goes to standard error, never to a front end.
  int n = lua_gettop(L);
  for (int i = 1; i <= n; ++i) {
    if (i > 1) std::fputc('\t', stderr);
    std::fputs(luaL_tolstring(L, i, nullptr), stderr);
    lua_pop(L, 1);
  }
  std::fputc('\n', stderr);
  return 0;
}

Vm::Vm() : Vm(Limits{}) {}

Vm::Vm(Limits limits) : limits_(limits) {
  if (limits_.profile || !LuaProfile::path_from_environment().empty()) profile_ = std::make_unique<LuaProfile>();
  // A profiling Vm's allocator counts each block handed out or grown (LuaProfile::allocated), then
  // allocates: every other Vm's allocator has no test to make.
  lua_Alloc profiling_alloc = [](void* ud, void* ptr, size_t osize, size_t nsize) -> void* {
    Vm* vm = static_cast<Vm*>(ud);
    if (nsize > (ptr ? osize : 0)) vm->profile_->allocated();
    return alloc(ud, ptr, osize, nsize);
  };
  L_ = lua_newstate(profile_ ? profiling_alloc : &Vm::alloc, this);
  if (!L_) throw std::runtime_error("cannot create a Lua state");
  *static_cast<Vm**>(lua_getextraspace(L_)) = this;
  // The collector in generational mode (Lua's own parameters): a game's tables die young, and the
  // catalog's scripts, texts and pooled instances live as long as the state, so a minor collection
  // visits the young objects only, where an incremental cycle swept every object of the state,
  // the old ones too, missing the cache at each: a fifth less CPU time for a heuristic game, and
  // less memory, though a few more instructions (docs/performance.md, "After wave 21"). The memory cap
  // is unchanged: a refused allocation makes Lua collect everything and retry (alloc). No script
  // can observe when it collects (prelude.lua refuses __gc and __mode), so the answers are the same.
  lua_gc(L_, LUA_GCGEN, 0, 0);
  install_sandbox();
  set_base_hook(L_);
  if (!limits_.counted) watchdog::watch(this);
}

Vm::~Vm() {
  if (!limits_.counted) watchdog::unwatch(this);
  if (profile_) profile_->add_to_process_totals();
  if (L_) lua_close(L_);
}

void Vm::install_sandbox() {
  lua_State* L = L_;
  static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},       {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_STRLIBNAME, luaopen_string}, {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},  {nullptr, nullptr}};
  for (const luaL_Reg* lib = libs; lib->func; ++lib) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  // The sandbox table: what every script sees through its environment.
  lua_newtable(L);
  const int S = lua_gettop(L);
  static const char* const base[] = {"assert", "error",    "ipairs",   "next",     "pcall",  "xpcall",
                                     "rawequal", "rawget", "rawlen",   "rawset",   "select", "setmetatable",
                                     "getmetatable", "tonumber", "tostring", "type", "pairs", "_VERSION", nullptr};
  for (const char* const* k = base; *k; ++k) {
    lua_getglobal(L, *k);
    lua_setfield(L, S, *k);
  }
  for (const char* lib : {"table", "string", "math", "utf8"}) {
    lua_getglobal(L, lib);
    lua_setfield(L, S, lib);
  }
  lua_pushcfunction(L, api_use);
  lua_setfield(L, S, "use");
  lua_pushcfunction(L, api_print);
  lua_setfield(L, S, "print");
  lua_pushcfunction(L, vm_api_aborted);
  lua_setfield(L, S, "__host_aborted");
  lua_pushcfunction(L, api_raw_getmetatable);
  lua_setfield(L, S, "__raw_getmetatable");
  lua_pushcfunction(L, api_scope);
  lua_setfield(L, S, "__host_scope");
  lua_pushcfunction(L, api_script_where);
  lua_setfield(L, S, "__script_where");
  register_game_api(L, S);
  register_worlds_api(L, S);
  install_charged_libraries(L);  // before the prelude copies the libraries

  // The prelude finishes the sandbox (deterministic pairs, pcall that cannot swallow the budget,
  // read-only libraries, the constructors scripts use) and freezes it.
  if (luaL_loadbufferx(L, kPreludeLua, std::strlen(kPreludeLua), "@engine/lua/prelude.lua", "t") != LUA_OK ||
      (lua_pushvalue(L, S), lua_pcall(L, 1, 1, 0)) != LUA_OK)
    throw std::runtime_error("prelude: " + lua_error_text(L));
  lua_setfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");  // what the prelude returned

  // Strings' metatable is shared by every script: point its methods at the guarded string
  // functions, and hide it.
  lua_pushstring(L, "");
  lua_getmetatable(L, -1);
  lua_getglobal(L, "string_methods");
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);

  lua_pushvalue(L, -1);
  InstancePool::install(L, -1);  // games' instances of their scripts, handed on (instance_pool.hpp)
  lua_pop(L, 1);
  sandbox_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);  // pops S
  lua_newtable(L);
  modules_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_newtable(L);
  protos_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  static const char kCarrier[] = "local env = ...\nreturn function() return env end\n";
  if (luaL_loadbufferx(L, kCarrier, sizeof kCarrier - 1, "=host", "t") != LUA_OK)
    throw std::runtime_error("carrier: " + lua_error_text(L));
  carrier_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  // Nothing outside the sandbox stays reachable by name.
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, -4);
  }
  lua_pop(L, 1);
}

// ^[a-z0-9_]+(/[a-z0-9_]+)*$, by hand: a std::regex match cost more than the rest of a `use`.
static bool valid_script_name(const std::string& name) {
  bool word = false;  // the current part has a character
  for (char c : name) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') word = true;
    else if (c == '/' && word) word = false;
    else return false;
  }
  return word;
}

// Pushes the compiled chunk of the file at path: compiled once per Vm and kept (the prototype);
// every scope runs it as a closure of its own (load_chunk).
bool Vm::push_prototype(lua_State* L, const std::string& path, const std::string& chunkname, std::string& error) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, protos_ref_);
  if (lua_getfield(L, -1, path.c_str()) == LUA_TFUNCTION) {
    lua_remove(L, -2);
    return true;
  }
  lua_pop(L, 1);
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  if (!text.empty() && text[0] == LUA_SIGNATURE[0]) {
    lua_pop(L, 1);
    error = chunkname + ": precompiled chunks are not allowed";
    return false;
  }
  if (luaL_loadbufferx(L, text.data(), text.size(), ("@" + chunkname).c_str(), "t") != LUA_OK) {
    error = lua_error_text(L);
    lua_pop(L, 2);
    return false;
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, path.c_str());
  lua_remove(L, -2);
  return true;
}

bool Vm::has_prototype(lua_State* L, const std::string& path) const {
  lua_rawgeti(L, LUA_REGISTRYINDEX, protos_ref_);
  const bool has = lua_getfield(L, -1, path.c_str()) == LUA_TFUNCTION;
  lua_pop(L, 2);
  return has;
}

bool Vm::load_chunk(lua_State* L, const std::string& path, const std::string& chunkname, std::string& error, int mod) {
  if (!push_prototype(L, path, chunkname, error)) return false;
  // A prototype runs one instance at a time: its closure's environment is switched per instance.
  const void* proto = lua_topointer(L, -1);
  for (const void* p : running_protos_)
    if (p == proto) {
      lua_pop(L, 1);
      error = chunkname + ": scripts use each other in a cycle";
      return false;
    }
  // A fresh environment per script instance, reading through to the frozen sandbox.
  lua_newtable(L);
  lua_newtable(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, sandbox_ref_);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  if (mod >= 0) {  // a mod's scripts look in the mod's folder first
    lua_pushinteger(L, mod);
    lua_pushcclosure(L, api_use, 1);
    lua_setfield(L, -2, "use");
  }
  // The chunk's _ENV becomes a new upvalue holding that environment (lua_setupvalue would change
  // the upvalue every earlier instance's functions share): the carrier makes a closure whose one
  // upvalue is fresh and holds env, and the chunk is joined to it.
  lua_rawgeti(L, LUA_REGISTRYINDEX, carrier_ref_);
  lua_insert(L, -2);
  lua_call(L, 1, 1);
  lua_upvaluejoin(L, -2, 1, -1, 1);
  lua_pop(L, 1);
  return true;
}

// Loads the chunk at path, runs it, and caches what it returned under `key` in the modules table
// (which is on the stack top). Pushes the result on success.
bool Vm::load_and_run(lua_State* L, const std::string& path, const std::string& chunkname, const std::string& key,
                      std::string& error, int mod) {
  lua_pushlightuserdata(L, this);  // "loading" marker
  lua_setfield(L, -2, key.c_str());
  bool loaded = load_chunk(L, path, chunkname, error, mod);
  int rc = LUA_OK;
  if (loaded) {
    running_protos_.push_back(lua_topointer(L, -1));
    Running running(*this);
    lua_State* was = current_;
    current_ = L;
    rc = lua_pcall(L, 0, 1, 0);
    current_ = was;
    running_protos_.pop_back();
    loaded = rc == LUA_OK;
  }
  if (!loaded) {
    if (error.empty()) {
      error = explain(L, rc);
      lua_pop(L, 1);
    }
    lua_pushnil(L);
    lua_setfield(L, -2, key.c_str());
    return false;
  }
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, key.c_str());
  if (scope_ref_ == LUA_NOREF) loaded_.push_back(key);
  return true;
}

int Vm::new_scope() {
  lua_newtable(L_);
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

void Vm::drop_scope(int& ref) {
  if (scope_ref_ == ref && ref != LUA_NOREF) scope_ref_ = LUA_NOREF;
  luaL_unref(L_, LUA_REGISTRYINDEX, ref);  // no-op for LUA_NOREF
  ref = LUA_NOREF;
}

int Vm::set_scope(int ref) {
  const int was = scope_ref_;
  scope_ref_ = ref;
  return was;
}

void Vm::push_scope(lua_State* L) const {
  lua_rawgeti(L, LUA_REGISTRYINDEX, scope_ref_ == LUA_NOREF ? modules_ref_ : scope_ref_);
}

void Vm::forget_since(size_t mark) {
  lua_State* L = L_;
  lua_rawgeti(L, LUA_REGISTRYINDEX, modules_ref_);
  for (size_t i = mark; i < loaded_.size(); ++i) {
    lua_pushnil(L);
    lua_setfield(L, -2, loaded_[i].c_str());
  }
  lua_pop(L, 1);
  if (mark < loaded_.size()) loaded_.resize(mark);
}

bool Vm::use(lua_State* L, const std::string& name, std::string& error, int mod) {
  if (!lua_checkstack(L, 8)) {  // the modules table, a cache entry, the chunk and its environment
    error = "use \"" + name + "\": too many nested calls (the Lua stack is full)";
    return false;
  }
  if (!valid_script_name(name)) {
    error = "use \"" + name + "\": script names are lowercase words separated by '/'";
    return false;
  }
  push_scope(L);
  // Where to look, in order: the mod's own folder, then the roots. The cache key says which.
  struct Place {
    const ScriptRoot* root;
    std::string key;
    int mod;
  };
  std::vector<Place> places;
  const bool in_mod = mod >= 0 && mod < static_cast<int>(mod_roots_.size());
  if (in_mod) places.push_back({&mod_roots_[mod], mod_roots_[mod].prefix + name, mod});
  // A mod's scripts get copies of their own of the built-in scripts they use (cached apart, and
  // the uses inside them stay the mod's): what a mod changes in one changes nothing for the
  // games or for the other mods.
  for (const auto& root : roots_)
    places.push_back({&root, in_mod ? mod_roots_[mod].prefix + "@" + name : name, in_mod ? mod : -1});
  for (const auto& place : places) {
    lua_getfield(L, -1, place.key.c_str());
    if (!lua_isnil(L, -1)) {
      if (lua_islightuserdata(L, -1)) {
        lua_pop(L, 2);
        error = "use \"" + name + "\": scripts use each other in a cycle";
        return false;
      }
      lua_remove(L, -2);
      return true;
    }
    lua_pop(L, 1);
    const std::string path = place.root->dir + "/" + name + ".lua";
    if (!has_prototype(L, path) && !std::ifstream(path)) continue;
    if (!load_and_run(L, path, place.root->prefix + name + ".lua", place.key, error, place.mod)) {
      lua_pop(L, 1);
      return false;
    }
    lua_remove(L, -2);
    return true;
  }
  lua_pop(L, 1);
  error = "use \"" + name + "\": no such script";
  return false;
}

int Vm::call(lua_State* L, int nargs, int nresults, std::string& error) {
  reset_budget();
  if (profile_) profile_->forget_allocations();
  Running running(*this);
  lua_State* was = current_;
  current_ = L;
  int rc = lua_pcall(L, nargs, nresults, 0);
  current_ = was;
  if (rc != LUA_OK) {
    error = explain(L, rc);
    lua_pop(L, 1);
  }
  return rc;
}

int Vm::resume(lua_State* co, int nargs, int* nresults, std::string& error) {
  reset_budget();
  if (profile_) profile_->forget_allocations();
  Running running(*this);
  lua_State* was = current_;
  current_ = co;
  int rc = lua_resume(co, L_, nargs, nresults);
  current_ = was;
  if (rc != LUA_OK && rc != LUA_YIELD) error = explain(co, rc);
  return rc;
}

}  // namespace rt
