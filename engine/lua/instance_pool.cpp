// instance_pool.cpp: recording what a game's instance of its scripts reaches, and comparing it
// after the game (see instance_pool.hpp). Host code only: nothing here runs script code, and the
// walks neither allocate in nor change the tables they read.
#include "instance_pool.hpp"

#include "frozen.hpp"

#include <new>

namespace rt {

namespace {
bool walkable(int type) { return type == LUA_TTABLE || type == LUA_TFUNCTION; }

ScopeRecord::Slot slot_of(lua_State* L, int idx) {
  ScopeRecord::Slot s;
  s.type = lua_type(L, idx);
  switch (s.type) {
    case LUA_TNIL: break;
    case LUA_TBOOLEAN: s.b = lua_toboolean(L, idx); break;
    case LUA_TNUMBER:
      s.integer = lua_isinteger(L, idx);
      if (s.integer) s.i = lua_tointeger(L, idx);
      else s.n = lua_tonumber(L, idx);
      break;
    default: s.p = lua_topointer(L, idx);  // (a string's too: the same object, or a change)
  }
  return s;
}

bool same_as(lua_State* L, int idx, const ScopeRecord::Slot& s) {
  // A recorded object (a string, a table, a function, a full userdata) is kept alive by the record,
  // so no other object has its address: the same address is the same object, whatever its type,
  // and a value that is no object has none (nil, a boolean, a number: NULL). The one light userdata
  // the host makes (Vm::load_and_run's marker) holds the Vm's address, never a Lua object's. (A
  // recorded light userdata is compared below, by type and value.)
  if (s.type >= LUA_TSTRING) return lua_topointer(L, idx) == s.p;
  const int type = lua_type(L, idx);
  if (type != s.type) return false;
  switch (type) {
    case LUA_TNIL: return true;
    case LUA_TBOOLEAN: return lua_toboolean(L, idx) == s.b;
    case LUA_TNUMBER:
      if (lua_isinteger(L, idx)) return s.integer && lua_tointeger(L, idx) == s.i;
      return !s.integer && lua_tonumber(L, idx) == s.n;  // (NaN: a change)
    default: return lua_topointer(L, idx) == s.p;
  }
}
}  // namespace

void InstancePool::set_boundary(int sandbox_idx) {
  lua_State* L = L_;
  sandbox_idx = lua_absindex(L, sandbox_idx);
  boundary_.clear();
  lua_newtable(L);  // the queue of objects to visit
  const int queue = lua_gettop(L);
  int queued = 0;
  auto add = [&](int idx) {
    if (!walkable(lua_type(L, idx)) || !boundary_.insert(lua_topointer(L, idx)).second) return;
    lua_pushvalue(L, idx);
    lua_rawseti(L, queue, ++queued);
  };
  add(sandbox_idx);
  for (int i = 1; i <= queued; ++i) {
    lua_rawgeti(L, queue, i);
    const int o = lua_gettop(L);
    if (lua_istable(L, o)) {
      if (lua_getmetatable(L, o)) {
        add(-1);
        lua_pop(L, 1);
      }
      lua_pushnil(L);
      while (lua_next(L, o)) {
        add(-2);
        add(-1);
        lua_pop(L, 1);
      }
    } else {
      for (int u = 1; lua_getupvalue(L, o, u); ++u) {
        add(-1);
        lua_pop(L, 1);
      }
    }
    lua_settop(L, queue);
  }
  lua_pop(L, 1);
}

static const char* const kRegistryKey = "roundtable.instance_pool";

void InstancePool::install(lua_State* L, int sandbox_idx) {
  sandbox_idx = lua_absindex(L, sandbox_idx);
  void* block = lua_newuserdatauv(L, sizeof(InstancePool), 0);
  auto* pool = new (block) InstancePool(L);
  lua_createtable(L, 0, 1);
  lua_pushcfunction(L, &InstancePool::collect);
  lua_setfield(L, -2, "__gc");
  lua_setmetatable(L, -2);
  lua_setfield(L, LUA_REGISTRYINDEX, kRegistryKey);
  pool->set_boundary(sandbox_idx);
}

int InstancePool::collect(lua_State* L) {
  static_cast<InstancePool*>(lua_touserdata(L, 1))->~InstancePool();
  return 0;
}

InstancePool& InstancePool::of(lua_State* L) {
  lua_getfield(L, LUA_REGISTRYINDEX, kRegistryKey);
  auto* pool = static_cast<InstancePool*>(lua_touserdata(L, -1));
  lua_pop(L, 1);
  return *pool;
}

int InstancePool::take(const std::string& game) {
  auto it = games_.find(game);
  if (it == games_.end() || it->second.idle.empty()) return LUA_NOREF;
  const int ref = it->second.idle.back();
  it->second.idle.pop_back();
  ++reused_;
  return ref;
}

void InstancePool::record(const std::string& game, int scope_ref) {
  PerGame& pg = games_[game];
  if (!pg.ever_unchanged && pg.changed_in_a_row >= kGiveUpAfter) return;
  lua_State* L = L_;
  if (!lua_checkstack(L, 12)) return;
  auto r = std::make_unique<ScopeRecord>();
  const int base = lua_gettop(L);
  lua_newtable(L);
  const int objects = base + 1;
  lua_newtable(L);
  const int values = base + 2;
  int n_objects = 0, n_values = 0;
  std::unordered_set<const void*> seen, cells;
  bool comparable = true;
  auto enqueue = [&](int idx) {
    const int t = lua_type(L, idx);
    if (t == LUA_TTHREAD || t == LUA_TUSERDATA) comparable = false;  // state we cannot read
    if (!walkable(t)) return;
    const void* p = lua_topointer(L, idx);
    if (boundary_.count(p) || !seen.insert(p).second) return;
    lua_pushvalue(L, idx);
    lua_rawseti(L, objects, ++n_objects);
  };
  auto keep = [&](int idx) {  // (a nil kept is simply absent from the array)
    r->values.push_back(slot_of(L, idx));
    lua_pushvalue(L, idx);
    lua_rawseti(L, values, ++n_values);
  };
  lua_rawgeti(L, LUA_REGISTRYINDEX, scope_ref);
  enqueue(-1);
  lua_pop(L, 1);
  for (int i = 1; i <= n_objects && comparable; ++i) {
    lua_rawgeti(L, objects, i);
    const int o = lua_gettop(L);
    // A frozen table (prelude.lua's freeze) cannot change: what it holds is walked, for the
    // functions and tables in it, but it is no node (nothing of it is compared after the game).
    if (push_frozen_contents(L, o)) {
      const int contents = lua_gettop(L);
      lua_pushnil(L);
      while (lua_next(L, contents)) {
        enqueue(-2);
        enqueue(-1);
        lua_pop(L, 1);
      }
      lua_settop(L, values);
      continue;
    }
    ScopeRecord::Node node{i, lua_istable(L, o) != 0, n_values, 0};
    if (node.table) {
      if (!lua_getmetatable(L, o)) lua_pushnil(L);
      enqueue(-1);
      keep(-1);
      lua_pop(L, 1);
      lua_pushnil(L);
      while (lua_next(L, o)) {
        enqueue(-2);
        enqueue(-1);
        keep(-2);
        keep(-1);
        lua_pop(L, 1);
        ++node.count;
      }
    } else {
      for (int u = 1; lua_getupvalue(L, o, u); ++u) {  // (at most 255: Lua's limit)
        // A cell another closure holds is compared there already (its identity cannot change:
        // scripts have no debug.upvaluejoin).
        if (cells.insert(lua_upvalueid(L, o, u)).second) {
          enqueue(-1);
          keep(-1);
          r->values.back().upvalue = static_cast<uint8_t>(u);
          ++node.count;
        }
        lua_pop(L, 1);
      }
    }
    lua_settop(L, values);
    r->nodes.push_back(node);
  }
  if (!comparable) {
    lua_settop(L, base);
    return;
  }
  r->values_ref = luaL_ref(L, LUA_REGISTRYINDEX);   // pops values
  r->objects_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // pops objects
  records_[scope_ref] = std::move(*r);
}

bool InstancePool::unchanged(const ScopeRecord& r) {
  lua_State* L = L_;
  if (!lua_checkstack(L, 8)) return false;
  const int base = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.objects_ref);
  const int objects = base + 1;
  const ScopeRecord::Slot* v = r.values.data();
  bool same = true;
  for (size_t i = 0; i < r.nodes.size() && same; ++i) {
    const ScopeRecord::Node& node = r.nodes[i];
    lua_rawgeti(L, objects, node.at);
    const int o = lua_gettop(L);
    const ScopeRecord::Slot* at = v + node.first;
    if (node.table) {
      if (!lua_getmetatable(L, o)) lua_pushnil(L);
      same = same_as(L, -1, *at);
      // A table with no metatable that served as one since gets the sandbox's guard (prelude.lua,
      // S.setmetatable), which holds nothing and which scripts do not see: no change.
      if (!same && at->type == LUA_TNIL) same = plainly_guarded(o);
      ++at;
      lua_settop(L, o);
      int count = 0;
      lua_pushnil(L);
      while (same && lua_next(L, o)) {  // key value
        if (count++ == node.count) {
          same = false;  // a pair more than recorded
          break;
        }
        same = same_as(L, -2, at[0]) && same_as(L, -1, at[1]);
        at += 2;
        lua_pop(L, 1);  // the key stays for lua_next
      }
      if (same && count != node.count) same = false;  // a pair fewer
    } else {
      for (int k = 0; same && k < node.count; ++k, ++at) {
        if (!lua_getupvalue(L, o, at->upvalue)) {
          same = false;
          break;
        }
        same = same_as(L, -1, *at);
        lua_pop(L, 1);
      }
    }
    lua_settop(L, objects);
  }
  lua_settop(L, base);
  return same;
}

bool InstancePool::plainly_guarded(int idx) {
  lua_State* L = L_;
  idx = lua_absindex(L, idx);
  const int top = lua_gettop(L);
  bool plain = false;
  if (lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks") == LUA_TTABLE &&
      lua_getfield(L, -1, "plainly_guarded") == LUA_TFUNCTION) {
    lua_pushvalue(L, idx);
    plain = lua_pcall(L, 1, 1, 0) == LUA_OK && lua_toboolean(L, -1);
  }
  lua_settop(L, top);
  return plain;
}

void InstancePool::release(int& scope_ref) {
  auto it = records_.find(scope_ref);
  if (it != records_.end()) {
    luaL_unref(L_, LUA_REGISTRYINDEX, it->second.objects_ref);
    luaL_unref(L_, LUA_REGISTRYINDEX, it->second.values_ref);
    records_.erase(it);
  }
  luaL_unref(L_, LUA_REGISTRYINDEX, scope_ref);  // (no-op for LUA_NOREF)
  scope_ref = LUA_NOREF;
}

void InstancePool::give_back(const std::string& game, int& scope_ref) {
  auto it = records_.find(scope_ref);
  if (scope_ref == LUA_NOREF || it == records_.end()) {
    release(scope_ref);
    return;
  }
  PerGame& pg = games_[game];
  if (unchanged(it->second)) {
    pg.ever_unchanged = true;
    pg.changed_in_a_row = 0;
    if (pg.idle.size() < kIdlePerGame) {
      pg.idle.push_back(scope_ref);
      scope_ref = LUA_NOREF;
      return;
    }
  } else {
    ++changed_;
    ++pg.changed_in_a_row;
  }
  release(scope_ref);
}

void InstancePool::clear() {
  for (auto& [id, pg] : games_)
    for (int& ref : pg.idle) release(ref);
  games_.clear();
  // The records of instances still in play go too: those games' instances are dropped when they
  // end, never handed to a game of the scripts as they load now.
  for (auto& [ref, r] : records_) {
    luaL_unref(L_, LUA_REGISTRYINDEX, r.objects_ref);
    luaL_unref(L_, LUA_REGISTRYINDEX, r.values_ref);
  }
  records_.clear();
}

}  // namespace rt
