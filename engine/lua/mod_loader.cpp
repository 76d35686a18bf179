// mod_loader.cpp: loading mods (a folder with mod.lua): their texts, what they declare, their
// dependencies, and disabling one that fails without touching the rest.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>

#include "catalog.hpp"
#include "frozen.hpp"
#include "lua_value.hpp"
#include "mod_dirs.hpp"
#include "session.hpp"

namespace rt {

namespace fs = std::filesystem;

std::string default_mods_dir() {
  if (const char* env = std::getenv("ROUNDTABLE_MODS"); env && *env) return env;
  return (fs::path(default_scripts_dir()) / ".." / "mods").lexically_normal().string();
}

namespace {
std::vector<std::string>& extra_mod_dirs() {
  static std::vector<std::string> dirs;
  return dirs;
}
}  // namespace

std::string user_mods_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::string(xdg) + "/roundtable/mods";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.local/share/roundtable/mods";
  return "";
}

namespace {
std::vector<std::string>& given_mods_folders() {
  static std::vector<std::string> given;
  return given;
}
}  // namespace

const std::vector<std::string>& mods_folders_given() { return given_mods_folders(); }

std::string add_mods_folder(const std::string& dir) {
  std::error_code ec;
  if (fs::is_directory(dir, ec)) given_mods_folders().push_back(dir);
  if (!fs::is_directory(dir, ec)) return "--mods " + dir + ": no such folder";
  if (fs::exists(fs::path(dir) / "mod.lua", ec)) {
    extra_mod_dirs().push_back(dir);
    return "";
  }
  const auto found = find_mods(dir);
  if (found.empty()) return "--mods " + dir + ": no mod there (a mod is a folder with mod.lua)";
  extra_mod_dirs().insert(extra_mod_dirs().end(), found.begin(), found.end());
  return "";
}

std::vector<std::string> all_mod_dirs() {
  std::vector<std::string> out = find_mods(default_mods_dir());
  auto add = [&](const std::string& d) {
    std::error_code ec;
    for (const auto& o : out)
      if (fs::equivalent(o, d, ec)) return;  // (the same folder reached twice loads once)
    out.push_back(d);
  };
  if (const std::string user = user_mods_dir(); !user.empty())
    for (const auto& d : find_mods(user)) add(d);
  for (const auto& d : extra_mod_dirs()) add(d);
  return out;
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

// Compares two versions "1.10.2" part by part as numbers: <0, 0, >0.
int compare_versions(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    long long x = 0, y = 0;
    while (i < a.size() && a[i] != '.') x = x * 10 + (std::isdigit(static_cast<unsigned char>(a[i])) ? a[i] - '0' : 0), ++i;
    while (j < b.size() && b[j] != '.') y = y * 10 + (std::isdigit(static_cast<unsigned char>(b[j])) ? b[j] - '0' : 0), ++j;
    if (x != y) return x < y ? -1 : 1;
    ++i, ++j;
  }
  return 0;
}

// Why the manifest's requires/conflicts refuse mod m among the enabled mods, or "".
std::string refusal_by_manifest(lua_State* L, const ModInfo& m, const std::vector<ModInfo>& mods) {
  auto enabled = [&](const std::string& id) -> const ModInfo* {
    for (const auto& o : mods)
      if (o.id == id && o.error.empty() && &o != &m) return &o;
    return nullptr;
  };
  std::string why;
  lua_rawgeti(L, LUA_REGISTRYINDEX, m.def_ref);
  rawfield(L, -1, "requires");
  see_contents(L, -1);
  std::vector<std::pair<std::string, std::string>> requires_;
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING)
        requires_.emplace_back(lua_tostring(L, -2), lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  std::sort(requires_.begin(), requires_.end());
  for (const auto& [id, min] : requires_) {
    const ModInfo* o = enabled(id);
    if (!o) {
      why = "disabled: it requires the mod '" + id + "' (" + min + " or later), which is not loaded";
      break;
    }
    if (compare_versions(o->version, min) < 0) {
      why = "disabled: it requires the mod '" + id + "' " + min + " or later, and " + o->source + " is " + o->version;
      break;
    }
  }
  rawfield(L, -1, "conflicts");
  see_contents(L, -1);
  for (lua_Integer i = 1; why.empty() && lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    if (lua_type(L, -1) == LUA_TSTRING) {
      const std::string id = lua_tostring(L, -1);
      if (const ModInfo* o = enabled(id)) why = "disabled: it conflicts with the mod '" + id + "' (" + o->source + "), which is loaded";
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return why;
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
  see_contents(L, -1);
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
  see_contents(L, -1);
  lua_pushnil(L);
  while (lua_next(L, -2)) {  // game id -> {roles = {...}, ...} (checked by mod{})
    if (lua_type(L, -2) != LUA_TSTRING || !lua_istable(L, -1)) {
      lua_pop(L, 1);
      continue;
    }
    const std::string gid = lua_tostring(L, -2);
    m.extends.push_back(gid);
    rawfield(L, -1, "roles");
    see_contents(L, -1);
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

// The game `folder` has loaded (its game{} on the stack top) with mods that add to it. Its setup
// functions (check_setup, roles_in_play, each option's applies) must work for the default setup
// at one player count at least (host_hooks.probe_game): a mod they raise with at every count
// would refuse every setup of the game. When they raise so with the mods and not without them,
// each mod they raise with is disabled with that error, and the game is loaded again without it.
// A mod that fails only some setups stays: those are refused when chosen, naming the mod
// (name_the_mod). Leaves the game{} to register on the stack top.
void probe_with_mods(Vm& vm, std::vector<ModInfo>& mods, const std::string& folder, size_t mark) {
  Vm* vm_ = &vm;
  lua_State* L = vm_->L();
  std::vector<ModInfo*> blamed;
  for (auto& m : mods)
    if (m.error.empty() && std::count(m.extends.begin(), m.extends.end(), folder)) blamed.push_back(&m);
  if (blamed.empty()) return;
  // "" when the default setup works at one player count at least, else the first count's error.
  // Each count is its own call with a fresh budget: a check that hangs at one count (its budget
  // spent) fails that count only. After two spent budgets the rest are not tried (a check that
  // hangs at every count costs two budgets, not one per count). The game{} on the top stays.
  auto probe = [&]() -> std::string {
    rawfield(L, -1, "players");
    lua_Integer lo = 0, hi = -1;
    if (lua_istable(L, -1)) {
      rawfield(L, -1, "min");
      rawfield(L, -2, "max");
      lo = lua_tointeger(L, -2), hi = lua_tointeger(L, -1);
      lua_pop(L, 2);
    }
    lua_pop(L, 1);
    std::string first;
    int hangs = 0;
    for (lua_Integer n = lo; n <= hi && hangs < 2; ++n) {
      lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
      lua_getfield(L, -1, "probe_game");
      lua_remove(L, -2);
      lua_pushvalue(L, -2);
      lua_pushinteger(L, n);
      std::string err;
      vm_->reset_budget();
      if (vm_->call(L, 2, 0, err) == LUA_OK) return "";
      if (first.empty()) first = err;
      hangs += vm_->aborted();
    }
    return first.empty() ? "the game declares no player count" : first;
  };
  // Replaces the game{} on the top with a fresh load of the game and probes it.
  auto reload = [&](std::string& err) {
    lua_pop(L, 1);
    vm_->forget_since(mark);
    vm_->reset_budget();
    if (!vm_->use(folder + "/game", err)) {
      lua_pushnil(L);
      return false;
    }
    err = probe();
    return err.empty();
  };
  auto add = [&](ModInfo* m) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, m->def_ref);
    if (call_hook(*vm_, "add_mod").empty()) lua_pop(L, 1);
  };
  auto remove = [&](ModInfo* m) {
    lua_pushstring(L, m->id.c_str());
    if (call_hook(*vm_, "remove_mod").empty()) lua_pop(L, 1);
  };
  if (probe().empty()) return;
  std::string err;
  for (ModInfo* m : blamed) remove(m);
  if (!reload(err)) {  // the game's own fault (or it needs them all): as it was
    for (ModInfo* m : blamed) add(m);
    reload(err);
    return;
  }
  for (ModInfo* m : blamed) {
    add(m);
    if (!reload(err)) {
      m->error = "disabled: the setup check of " + folder + " fails with it at every player count: " + err;
      remove(m);
      reload(err);
    }
  }
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
      see_contents(L, -1);
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
      if (!m.error.empty()) continue;
      if (std::string why = refusal_by_manifest(L, m, mods_); !why.empty()) {
        disable_mod(m, why);
        changed = true;
      }
    }
  }
}

std::string name_the_mod(const std::vector<ModInfo>& mods, const std::string& game_id, const std::string& error) {
  for (const auto& m : mods)
    if (m.error.empty() && std::count(m.extends.begin(), m.extends.end(), game_id) &&
        error.find(m.source) != std::string::npos)
      return "the mod '" + m.id + "' (" + m.source + ") cannot play this setup of " + game_id + ": " + error;
  return error;
}

namespace {

// "mods/x/mod.lua:N" for the line of mod.lua where the mod declares `word` for the game `game_id`:
// the first line that mentions it from the first line that names the game on (a mod may add the
// same kind to several games), else the first that mentions it; "mods/x/mod.lua" when none does.
std::string where_declared(const ModInfo& m, const std::string& word, const std::string& game_id) {
  std::ifstream in(fs::path(m.dir) / "mod.lua");
  std::string line;
  int first = 0, after_game = 0;
  bool game_seen = false;
  for (int n = 1; std::getline(in, line) && !after_game; ++n) {
    game_seen = game_seen || line.find(game_id) != std::string::npos;
    if (line.find(word) == std::string::npos) continue;
    if (!first) first = n;
    if (game_seen) after_game = n;
  }
  const int at = after_game ? after_game : first;
  return m.source + "mod.lua" + (at ? ":" + std::to_string(at) : "");
}

// The kinds of additions the game has read so far (additions(id).roles, .modules, .cards), while it
// loaded or while one of its games played.
std::set<std::string> additions_read(Vm& vm, const std::string& game_id) {
  lua_State* L = vm.L();
  std::set<std::string> read;
  lua_pushstring(L, game_id.c_str());
  if (call_hook(vm, "additions_read").empty()) {
    for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_type(L, -1) == LUA_TSTRING) read.insert(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  return read;
}

// Pushes the mod's definition, its `extends` and `extends[<game>]` (nil when it has none): three
// values, the last the mod's additions to g.
void push_extends(lua_State* L, const ModInfo& m, const GameInfo& g) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, m.def_ref);
  rawfield(L, -1, "extends");
  if (lua_istable(L, -1)) rawfield(L, -1, g.id.c_str());
  else lua_pushnil(L);
}

bool has_any_field(lua_State* L, int idx) {
  lua_pushnil(L);
  if (!lua_next(L, idx < 0 ? idx - 1 : idx)) return false;
  lua_pop(L, 2);
  return true;
}

// The mod's declared kinds of additions to g (those with at least one item; data: a field).
std::vector<std::string> declared_kinds(lua_State* L, const ModInfo& m, const GameInfo& g) {
  std::vector<std::string> out;
  push_extends(L, m, g);
  for (const char* kind : {"roles", "modules", "cards", "data"}) {
    if (!lua_istable(L, -1)) break;
    rawfield(L, -1, kind);
    see_contents(L, -1);
    if (lua_istable(L, -1) && (lua_rawlen(L, -1) > 0 || (std::string(kind) == "data" && has_any_field(L, -1))))
      out.push_back(kind);
    lua_pop(L, 1);
  }
  lua_pop(L, 3);
  return out;
}

// A game may read what mods add when its play begins rather than while it loads: before a kind
// is called unread, one game is started (its default setup at the first player count it takes,
// played up to its first decision), which notes what it reads.
void let_play_begin(Catalog& cat, const GameInfo& g) {
  for (int n = g.min_players; n <= g.max_players; ++n) {
    Setup setup;
    setup.game = g.id;
    setup.seed = 1;
    for (int i = 1; i <= n; ++i) setup.players.push_back("P" + std::to_string(i));
    std::string error;
    if (Session::start(cat, setup, error)) return;
  }
}

}  // namespace

std::vector<std::string> unread_additions(Catalog& cat, const ModInfo& m, const GameInfo& g) {
  std::vector<std::string> out;
  Vm& vm = cat.vm();
  lua_State* L = vm.L();
  std::set<std::string> read = additions_read(vm, g.id);
  for (const std::string& kind : declared_kinds(L, m, g))
    if (!read.count(kind)) {
      let_play_begin(cat, g);
      read = additions_read(vm, g.id);
      break;
    }
  push_extends(L, m, g);
  for (const char* kind : {"roles", "modules", "cards", "data"}) {
    if (!lua_istable(L, -1)) break;
    rawfield(L, -1, kind);
    see_contents(L, -1);
    const bool data = std::string(kind) == "data";
    const lua_Integer n = !lua_istable(L, -1) ? 0 : data ? has_any_field(L, -1) : static_cast<lua_Integer>(lua_rawlen(L, -1));
    if (data && n > 0) {
      lua_pop(L, 1);
      if (!read.count(kind))
        out.push_back(where_declared(m, kind, g.id) + ": the game '" + g.id +
                      "' does not take data from mods (mod_data(\"" + g.id + "\", ...)), so the change is left out");
      continue;
    }
    std::string first;  // the first one's id (or its place in the list)
    if (n > 0) {
      lua_rawgeti(L, -1, 1);
      first = lua_istable(L, -1) ? string_at(L, lua_gettop(L), "id") : "";
      if (first.empty()) first = std::string(kind) + "[1]";
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (n == 0) continue;
    const std::string head = where_declared(m, kind, g.id) + ": the game '" + g.id + "' does not take " + kind +
                             " from mods (additions(\"" + g.id + "\")." + kind + ")";
    if (!read.count(kind)) {
      out.push_back(head + ", so '" + first + "'" + (n > 1 ? " and " + std::to_string(n - 1) + " more are" : " is") +
                    " left out");
    } else if (std::string(kind) == "roles") {
      // Read, but a role that is not among the game's roles was dropped all the same.
      auto found = m.added_roles.find(g.id);
      if (found != m.added_roles.end())
        for (const auto& rid : found->second)
          if (std::none_of(g.roles.begin(), g.roles.end(), [&](const NamedInfo& r) { return r.id == rid; })) {
            out.push_back(where_declared(m, "roles", g.id) + ": the game '" + g.id + "' read the roles mods add but left '" +
                          rid + "' out");
            break;
          }
    }
  }
  lua_pop(L, 3);
  return out;
}

namespace {

// Whether `line` declares `word`: the word as a whole name followed by '=' (not '=='), or
// ["word"] / [word] so; or the word as a string ("word" or 'word': the id of what is declared).
bool declares(const std::string& line, const std::string& word) {
  auto is_name = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  if (line.find('"' + word + '"') != std::string::npos || line.find('\'' + word + '\'') != std::string::npos) return true;
  for (size_t at = line.find(word); at != std::string::npos; at = line.find(word, at + 1)) {
    if (at > 0 && is_name(line[at - 1])) continue;
    size_t end = at + word.size();
    if (end < line.size() && is_name(line[end])) continue;
    if (end < line.size() && (line[end] == '"' || line[end] == '\'')) ++end;
    if (end < line.size() && line[end] == ']') ++end;
    while (end < line.size() && (line[end] == ' ' || line[end] == '\t')) ++end;
    if (end < line.size() && line[end] == '=' && (end + 1 >= line.size() || line[end + 1] != '=')) return true;
  }
  return false;
}

// "mods/x/<file>:N" of the first line among the mod's Lua files (mod.lua first, then the others
// in path order, i18n/ left out) that declares `word`; "" when none does.
std::string where_word(const ModInfo& m, const std::string& word) {
  std::vector<fs::path> files{fs::path(m.dir) / "mod.lua"};
  std::vector<fs::path> rest;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(m.dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const fs::path rel = it->path().lexically_relative(m.dir);
    if (it->is_regular_file() && it->path().extension() == ".lua" && rel != "mod.lua" && *rel.begin() != "i18n")
      rest.push_back(it->path());
  }
  std::sort(rest.begin(), rest.end());
  files.insert(files.end(), rest.begin(), rest.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (declares(line, word)) return m.source + f.lexically_relative(m.dir).generic_string() + ":" + std::to_string(n);
  }
  return "";
}

}  // namespace

std::string mod_files_stamp(const std::vector<std::string>& dirs) {
  std::vector<std::string> lines;
  for (const auto& dir : dirs) {
    std::error_code ec;
    lines.push_back(dir + (fs::is_directory(dir, ec) ? "/" : " (missing)"));
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      std::error_code fec;
      if (!it->is_regular_file(fec)) continue;
      const auto size = it->file_size(fec);
      const auto time = it->last_write_time(fec).time_since_epoch().count();
      lines.push_back(it->path().string() + " " + std::to_string(size) + " " + std::to_string(time));
    }
  }
  std::sort(lines.begin(), lines.end());
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

std::vector<std::string> declaration_problems(Vm& vm, const std::vector<ModInfo>& mods) {
  std::vector<std::string> out;
  lua_State* L = vm.L();
  lua_pushnil(L);  // (the hook takes no argument)
  if (!call_hook(vm, "declaration_problems").empty()) return out;
  for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    const int p = lua_gettop(L);
    const std::string mod = string_at(L, p, "mod"), game = string_at(L, p, "game"), kind = string_at(L, p, "kind"),
                      word = string_at(L, p, "word"), text = string_at(L, p, "text");
    lua_pop(L, 1);
    for (const auto& m : mods) {
      if (m.id != mod || !m.error.empty()) continue;
      std::string where = where_word(m, word);
      if (where.empty()) where = where_declared(m, kind, game);
      out.push_back(where + ": " + text);
      break;
    }
  }
  lua_pop(L, 1);
  return out;
}

// The pieces a mod may add to a game's table layout: lists it appends to, and maps it adds keys to.
namespace {
const char* const kLayoutLists[] = {"tokens", "seat_marks", "banners", "tracks", "held", "public_facts", "seat_numbers", "boards"};
const char* const kLayoutMaps[] = {"choices", "log_colors", "moments"};
}  // namespace

void Catalog::add_mod_layouts(std::vector<std::string>& problems) {
  lua_State* L = vm_->L();
  for (auto& m : mods_) {
    if (!m.error.empty()) continue;
    for (const auto& gid : m.extends) {
      GameInfo* g = nullptr;
      for (auto& x : games_)
        if (x.id == gid) g = &x;
      if (!g) continue;
      lua_rawgeti(L, LUA_REGISTRYINDEX, m.def_ref);
      rawfield(L, -1, "extends");
      rawfield(L, -1, gid.c_str());
      if (lua_istable(L, -1)) rawfield(L, -1, "layout");
      else lua_pushnil(L);
      Value add;
      std::string err;
      const bool has = lua_istable(L, -1);
      const bool ok = has && rt::to_value(L, -1, add, err);
      lua_pop(L, 4);
      if (!has) continue;
      const std::string at = where_declared(m, "layout", gid);
      if (!ok || !add.is_object()) {
        if (!(ok && add.is_array() && add.empty()))  // ({} converts to an empty list: nothing to add)
          problems.push_back(at + ": extends." + gid + ".layout: " + (ok ? "expected a table of layout pieces" : err));
        continue;
      }
      Value& layout = g->table_layout;
      if (!layout.is_object()) layout = Value::object();
      for (auto& [key, piece] : add.items()) {
        std::string where = where_word(m, key);
        if (where.empty()) where = at;
        const bool is_list = std::any_of(std::begin(kLayoutLists), std::end(kLayoutLists), [&](const char* k) { return key == k; });
        const bool is_map = std::any_of(std::begin(kLayoutMaps), std::end(kLayoutMaps), [&](const char* k) { return key == k; });
        if (is_list && piece.is_array()) {
          Value& into = layout[key];
          if (!into.is_array()) into = Value::array();
          for (auto& item : piece) into.push_back(item);
        } else if (is_map && piece.is_object()) {
          Value& into = layout[key];
          if (!into.is_object()) into = Value::object();
          for (auto& [k, v] : piece.items()) {
            if (into.contains(k)) {
              problems.push_back(where + ": the table of '" + gid + "' already has " + key + "['" + k +
                                 "'] (a mod adds pieces; it does not replace the game's)");
              continue;
            }
            into[k] = v;
          }
        } else if (is_list || is_map) {
          problems.push_back(where + ": extends." + gid + ".layout." + key + " must be a " + (is_list ? "list" : "table by key"));
        } else {
          problems.push_back(where + ": a mod's layout adds tokens, seat_marks, banners, tracks, held, public_facts, "
                             "seat_numbers, boards, choices, log_colors or moments, not '" + key + "'");
        }
      }
    }
  }
}

}  // namespace rt
