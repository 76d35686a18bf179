// mod_loader.cpp: loading mods (a folder with mod.lua): their texts, what they declare, their
// dependencies, and disabling one that fails without touching the rest.
#include <algorithm>
#include <filesystem>
#include <set>

#include "catalog.hpp"
#include "lua_value.hpp"

namespace rt {

namespace fs = std::filesystem;

std::string default_mods_dir() {
  if (const char* env = std::getenv("ROUNDTABLE_MODS"); env && *env) return env;
  return (fs::path(default_scripts_dir()) / ".." / "mods").lexically_normal().string();
}

namespace {

std::string string_at(lua_State* L, int idx, const char* key) {
  rawfield(L, idx, key);
  std::string out = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  return out;
}

// Calls host_hooks[name](arg on top of the stack, popped). Returns "" or the error.
std::string call_hook(Vm& vm, const char* name) {
  lua_State* L = vm.L();
  lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
  lua_getfield(L, -1, name);
  lua_remove(L, -2);
  lua_insert(L, -2);
  std::string err;
  vm.reset_budget();
  if (vm.call(L, 1, 1, err) != LUA_OK) return err;
  return "";  // leaves the hook's result on the stack
}

}  // namespace

void Catalog::load_mod(const std::string& dir, std::vector<std::string>& problems) {
  lua_State* L = vm_->L();
  ModInfo m;
  m.dir = dir;
  m.source = "mods/" + fs::path(dir).lexically_normal().filename().string() + "/";
  if (m.source == "mods//") m.source = "mods/" + fs::path(dir).lexically_normal().parent_path().filename().string() + "/";
  const int idx = vm_->add_mod_root(ScriptRoot{dir, m.source});
  m.root = idx;  // (its bots, bots/<game>/<name>.lua, load from here: engine/bots/lua_bot.cpp)

  // Its texts first, so even a broken mod's name can be shown (its games' folders may have
  // their own i18n/, as in scripts/).
  load_texts(text_scripts(dir), idx, m.source, problems);

  std::string err;
  vm_->reset_budget();
  if (!vm_->use("mod", err, idx)) {
    m.id = fs::path(m.source).parent_path().filename().string();
    m.error = err;
    mods_.push_back(std::move(m));
    return;
  }
  const int t = lua_gettop(L);
  if (!lua_istable(L, t) || string_at(L, t, "__kind") != "mod") {
    lua_pop(L, 1);
    m.id = fs::path(m.source).parent_path().filename().string();
    m.error = "must return mod{...}";
    mods_.push_back(std::move(m));
    return;
  }
  m.id = string_at(L, t, "id");
  m.version = string_at(L, t, "version");
  m.title = string_at(L, t, "title");
  rawfield(L, t, "depends");
  for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    if (lua_type(L, -1) == LUA_TSTRING) m.depends.push_back(lua_tostring(L, -1));  // (mod{} checked them)
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  rawfield(L, t, "extends");
  if (!lua_istable(L, -1)) {  // (mod{} made it a table; mod.lua may have changed it since)
    lua_pop(L, 1);
    lua_newtable(L);
  }
  lua_pushnil(L);
  while (lua_next(L, -2)) {  // game id -> {roles = {...}, ...} (checked by mod{})
    if (lua_type(L, -2) != LUA_TSTRING || !lua_istable(L, -1)) {
      lua_pop(L, 1);
      continue;
    }
    const std::string gid = lua_tostring(L, -2);
    m.extends.push_back(gid);
    rawfield(L, -1, "roles");
    if (lua_istable(L, -1))
      for (lua_Integer i = 1; i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_istable(L, -1)) m.added_roles[gid].push_back(string_at(L, lua_gettop(L), "id"));
        lua_pop(L, 1);
      }
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  std::sort(m.extends.begin(), m.extends.end());
  for (const auto& other : mods_)
    if (other.id == m.id && other.error.empty()) {
      lua_pop(L, 1);
      m.error = "the mod id '" + m.id + "' is already used by " + other.source;
      mods_.push_back(std::move(m));
      return;
    }
  lua_pushvalue(L, t);
  m.def_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  // Register what it adds (the def is still on the stack: the hook takes it).
  if (std::string herr = call_hook(*vm_, "add_mod"); !herr.empty()) {
    m.error = herr;
  } else {
    lua_pop(L, 1);
  }
  mods_.push_back(std::move(m));
}

// A game failed to load while `blamed` mods add to it. Loads it without them; then adds them
// back one at a time, disabling each one it fails with. Leaves the game's game{} on the stack and
// returns true, or returns false (the game fails by itself) with its error.
bool Catalog::load_without_bad_mods(const std::string& folder, size_t mark, const std::vector<ModInfo*>& blamed,
                                    std::string& error) {
  lua_State* L = vm_->L();
  const std::string with_mods = error;
  auto attempt = [&](std::string& err) {
    vm_->forget_since(mark);
    vm_->reset_budget();
    return vm_->use(folder + "/game", err);
  };
  for (ModInfo* m : blamed) {
    lua_pushstring(L, m->id.c_str());
    if (call_hook(*vm_, "remove_mod").empty()) lua_pop(L, 1);
  }
  std::string err;
  if (!attempt(err)) {
    error = err;  // not the mods' fault: the game fails by itself
    for (ModInfo* m : blamed) disable_mod(*m, "disabled: the game '" + folder + "' it adds to failed to load");
    return false;
  }
  lua_pop(L, 1);
  for (ModInfo* m : blamed) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->def_ref);
    if (call_hook(*vm_, "add_mod").empty()) lua_pop(L, 1);
    if (attempt(err)) {
      lua_pop(L, 1);
    } else {
      disable_mod(*m, "disabled: " + folder + " fails to load with it: " + err);
    }
  }
  if (!attempt(err)) {
    error = with_mods;
    return false;
  }
  return true;
}

void Catalog::disable_mod(ModInfo& m, const std::string& why) {
  if (m.error.empty()) m.error = why;
  lua_pushstring(vm_->L(), m.id.c_str());
  if (call_hook(*vm_, "remove_mod").empty()) lua_pop(vm_->L(), 1);
}

void Catalog::check_mod_dependencies(const std::string& scripts_dir) {
  lua_State* L = vm_->L();
  for (bool changed = true; changed;) {
    changed = false;
    std::set<std::string> available;
    std::error_code ec;
    for (auto& e : fs::directory_iterator(scripts_dir, ec))
      if (e.is_directory() && fs::exists(e.path() / "game.lua")) available.insert(e.path().filename().string());
    for (auto& m : mods_) {
      if (!m.error.empty()) continue;
      available.insert(m.id);
      lua_rawgeti(L, LUA_REGISTRYINDEX, m.def_ref);
      rawfield(L, -1, "games");
      for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_istable(L, -1)) available.insert(string_at(L, lua_gettop(L), "id"));
        lua_pop(L, 1);
      }
      lua_pop(L, 2);
    }
    for (auto& m : mods_) {
      if (!m.error.empty()) continue;
      for (const auto& d : m.depends)
        if (!available.count(d)) {
          disable_mod(m, "disabled: it depends on '" + d + "', which is not loaded");
          changed = true;
          break;
        }
    }
  }
}

}  // namespace rt
