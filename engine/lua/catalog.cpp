// catalog.cpp: the game registry: loads the games (and, through mod_loader.cpp, the mods) from the
// scripts folder into one Vm, with their metadata. Translations: catalog_texts.cpp; setup checks:
// catalog_setup.cpp.
#include "catalog.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>

#include "instance_pool.hpp"
#include "frozen.hpp"
#include "lua_value.hpp"

#ifndef ROUNDTABLE_SCRIPTS_DIR
#define ROUNDTABLE_SCRIPTS_DIR "scripts"
#endif

namespace rt {

namespace fs = std::filesystem;

void probe_with_mods(Vm& vm, std::vector<ModInfo>& mods, const std::string& folder, size_t mark);  // mod_loader.cpp
// mod_loader.cpp: what a mod adds that the game does not read (one problem per kind,
// "mods/x/mod.lua:N: ...").
std::vector<std::string> unread_additions(Catalog& cat, const ModInfo& m, const GameInfo& g);
// mod_loader.cpp: what mods declared that their game does not read field by field (expect_fields,
// mod_data): "mods/x/<file>:N: ...".
std::vector<std::string> declaration_problems(Vm& vm, const std::vector<ModInfo>& mods);
// mod_loader.cpp: every file in these mod folders, with its size and modification time.
std::string mod_files_stamp(const std::vector<std::string>& dirs);

std::string default_scripts_dir() {
  if (const char* env = std::getenv("ROUNDTABLE_SCRIPTS"); env && *env) return env;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    for (fs::path p : {exe.parent_path() / "scripts", exe.parent_path() / "../share/roundtable/scripts"})
      if (fs::exists(p / "i18n", ec)) return p.lexically_normal().string();
  }
  return ROUNDTABLE_SCRIPTS_DIR;
}

Catalog::Catalog(Vm::Limits limits) : vm_(std::make_unique<Vm>(limits)) {}

namespace {

std::string str_field(lua_State* L, int idx, const char* key, const std::string& def = "") {
  rawfield(L, idx, key);
  std::string out = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : def;
  lua_pop(L, 1);
  return out;
}

// Reads a list of {id=, name=, side=} tables (or plain strings) from field `key`.
std::vector<NamedInfo> named_list(lua_State* L, int idx, const char* key, const std::string& game, const char* kind) {
  std::vector<NamedInfo> out;
  rawfield(L, idx, key);
  see_contents(L, -1);  // (a frozen list: its contents; this slot is only read here)
  if (lua_istable(L, -1)) {
    const int t = lua_gettop(L);
    for (lua_Integer i = 1; i <= static_cast<lua_Integer>(lua_rawlen(L, t)); ++i) {
      lua_rawgeti(L, t, i);
      NamedInfo n;
      if (lua_type(L, -1) == LUA_TSTRING) {
        n.id = lua_tostring(L, -1);
      } else if (lua_istable(L, -1)) {
        n.id = str_field(L, lua_gettop(L), "id");
        n.name = str_field(L, lua_gettop(L), "name");
        n.side = str_field(L, lua_gettop(L), "side");
      }
      if (n.name.empty()) n.name = game + "." + kind + "." + n.id;
      if (!n.id.empty()) out.push_back(std::move(n));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return out;
}

}  // namespace

// Reads a game{} table (at the top of the stack, which it pops) into the catalog. `where` names
// its file in problems.
void Catalog::register_game(const std::string& where, std::vector<std::string>& problems) {
  lua_State* L = vm_->L();
  const int t = lua_gettop(L);
  if (!lua_istable(L, t) || str_field(L, t, "__kind") != "game") {
    problems.push_back(where + ": must return game{...}");
    lua_pop(L, 1);
    return;
  }
  GameInfo g;
  g.id = str_field(L, t, "id");
  g.title = str_field(L, t, "title", g.id + ".title");
  rawfield(L, t, "players");
  rawfield(L, -1, "min");
  rawfield(L, -2, "max");
  g.min_players = static_cast<int>(lua_tointeger(L, -2));
  g.max_players = static_cast<int>(lua_tointeger(L, -1));
  lua_pop(L, 3);
  rawfield(L, t, "options");
  see_contents(L, -1);
  for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    const int o = lua_gettop(L);
    OptionInfo oi;
    oi.id = str_field(L, o, "id");
    oi.kind = str_field(L, o, "kind");
    oi.name = str_field(L, o, "name", g.id + ".option." + oi.id);
    rawfield(L, o, "default");
    std::string verr;
    rt::to_value(L, -1, oi.default_value, verr);
    lua_pop(L, 1);
    rawfield(L, o, "values");
    see_contents(L, -1);  // (a list frozen elsewhere: its contents)
    if (lua_istable(L, -1))
      for (lua_Integer k = 1; k <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++k) {
        lua_rawgeti(L, -1, k);
        if (lua_type(L, -1) == LUA_TSTRING) oi.values.push_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    lua_pop(L, 1);
    rawfield(L, o, "min");
    rawfield(L, o, "max");
    oi.min = lua_tointeger(L, -2);
    oi.max = lua_tointeger(L, -1);
    lua_pop(L, 2);
    rawfield(L, o, "applies");
    oi.conditional = lua_isfunction(L, -1);
    lua_pop(L, 2);
    g.options.push_back(std::move(oi));
  }
  lua_pop(L, 1);
  g.roles = named_list(L, t, "roles", g.id, "role");
  g.sides = named_list(L, t, "sides", g.id, "side");
  g.end_reasons = named_list(L, t, "end_reasons", g.id, "end");
  g.modules = named_list(L, t, "modules", g.id, "module");
  g.cards = named_list(L, t, "cards", g.id, "card");
  rawfield(L, t, "setup_data");
  g.has_setup_data = lua_isfunction(L, -1);
  if (!g.has_setup_data && !lua_isnil(L, -1)) problems.push_back(where + ": setup_data must be a function(players, options)");
  lua_pop(L, 1);
  rawfield(L, t, "table_layout");
  if (std::string lerr; !lua_isnil(L, -1) && !rt::to_value(L, -1, g.table_layout, lerr))
    problems.push_back(where + ": table_layout: " + lerr);
  lua_pop(L, 1);
  rawfield(L, t, "option_groups");
  if (std::string lerr; !lua_isnil(L, -1) && !rt::to_value(L, -1, g.option_groups, lerr))
    problems.push_back(where + ": option_groups: " + lerr);
  lua_pop(L, 1);
  if (game(g.id)) {
    problems.push_back(where + ": game id '" + g.id + "' is defined twice");
    lua_pop(L, 1);
    return;
  }
  g.def_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  games_.push_back(std::move(g));
}

std::vector<std::string> find_mods(const std::string& mods_root) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(mods_root, ec))
    if (e.is_directory() && fs::exists(e.path() / "mod.lua")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> Catalog::load(const std::string& scripts_dir, const std::vector<std::string>& mod_dirs) {
  std::vector<std::string> problems;
  scripts_dir_ = scripts_dir;
  mod_dirs_ = mod_dirs;
  mods_stamp_ = mod_files_stamp(mod_dirs);  // (before they load: an edit made while loading is seen)
  static std::atomic<uint64_t> loads{0};
  load_stamp_ = ++loads;
  setup_verdicts_.clear();
  setup_data_.clear();
  InstancePool::of(vm_->L()).clear();  // (instances of the scripts as they were)
  lua_State* L = vm_->L();
  vm_->add_root(ScriptRoot{scripts_dir, "scripts/"});
  std::error_code ec;
  if (!fs::is_directory(scripts_dir, ec)) {
    problems.push_back(scripts_dir + ": the scripts folder is missing");
    return problems;
  }

  // Translations: scripts/i18n/<lang>.lua and scripts/<game>/i18n/<lang>[_part].lua, each
  // returning {key = "text"}. Shared files load first, so a game's own texts come after; a mod's
  // texts come last.
  load_texts(text_scripts(scripts_dir), -1, "scripts/", problems);

  // Mods first (their mod.lua says what they add), so that a game sees the additions of every
  // mod when it loads.
  for (const auto& dir : mod_dirs) load_mod(dir, problems);
  check_mod_dependencies(scripts_dir);

  // Games: every scripts/<folder>/game.lua, then the games mods add.
  std::vector<std::string> folders;
  for (auto& e : fs::directory_iterator(scripts_dir, ec))
    if (e.is_directory() && fs::exists(e.path() / "game.lua")) folders.push_back(e.path().filename().string());
  std::sort(folders.begin(), folders.end());
  for (auto& folder : folders) {
    std::string err;
    vm_->reset_budget();
    const size_t mark = vm_->loaded_count();
    if (!vm_->use(folder + "/game", err)) {
      std::vector<ModInfo*> blamed;  // the mods that add to this game: it may be their fault
      for (auto& m : mods_)
        if (m.error.empty() && std::count(m.extends.begin(), m.extends.end(), folder)) blamed.push_back(&m);
      if (blamed.empty() || !load_without_bad_mods(folder, mark, blamed, err)) {
        problems.push_back(err);
        continue;
      }
    }
    probe_with_mods(*vm_, mods_, folder, mark);  // a mod that breaks the game's setup check is disabled
    const size_t before = games_.size();
    register_game("scripts/" + folder + "/game.lua", problems);
    if (games_.size() > before) {
      games_.back().dir = (fs::path(scripts_dir) / folder).string();
      games_.back().script = folder + "/game";
    }
  }
  for (auto& m : mods_) {
    if (!m.error.empty()) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, m.def_ref);
    rawfield(L, -1, "games");
    see_contents(L, -1);
    for (lua_Integer i = 1; lua_istable(L, -1) && i <= static_cast<lua_Integer>(lua_rawlen(L, -1)); ++i) {
      lua_rawgeti(L, -1, i);
      const size_t before = games_.size();
      register_game(m.source + "mod.lua: games[" + std::to_string(i) + "]", problems);
      if (games_.size() > before) {
        GameInfo& g = games_.back();
        m.games.push_back(g.id);
        g.dir = m.dir;
        g.script = "mod";
        g.mod_root = m.root;
        g.mod_game = static_cast<int>(i);
      }
    }
    lua_pop(L, 2);
  }
  // A game that ignores what mods add to it (roles, modules, cards) would drop them silently: say so.
  for (auto& m : mods_) {
    if (!m.error.empty()) continue;
    for (const auto& gid : m.extends) {
      const GameInfo* g = game(gid);
      if (!g) {
        disable_mod(m, "disabled: it adds to the game '" + gid + "', which is not loaded");
        break;
      }
      for (auto& p : unread_additions(*this, m, *g)) problems.push_back(std::move(p));
    }
  }
  for (auto& p : declaration_problems(*vm_, mods_)) problems.push_back(std::move(p));
  add_mod_layouts(problems);
  for (auto& m : mods_)  // (an error from Lua already names its file and line)
    if (!m.error.empty()) problems.push_back(m.error.rfind(m.source, 0) == 0 ? m.error : m.source + "mod.lua: " + m.error);
  return problems;
}

bool Catalog::mods_changed() const { return mod_files_stamp(mod_dirs_) != mods_stamp_; }

const GameInfo* Catalog::game(const std::string& id) const {
  for (auto& g : games_)
    if (g.id == id) return &g;
  return nullptr;
}

std::string Catalog::option_value_name(const std::string& lang, const GameInfo& g, const OptionInfo& o,
                                       const std::string& value) const {
  for (const std::string& key : {o.name + "." + value, g.id + ".option." + o.id + "." + value})
    if (has_text("en", key) || has_text(lang, key)) return text(lang, key);
  return value;
}

Value Catalog::to_value(const std::string& lang) const {
  Value games = Value::array();
  auto named = [&](const std::vector<NamedInfo>& list, bool with_side) {
    Value arr = Value::array();
    for (auto& n : list) {
      Value v = {{"id", n.id}, {"name", text(lang, n.name)}};
      if (with_side) v["side"] = n.side;
      arr.push_back(std::move(v));
    }
    return arr;
  };
  for (auto& g : games_) {
    Value opts = Value::array();
    for (auto& o : g.options) {
      Value v = {{"id", o.id}, {"name", text(lang, o.name)}, {"kind", o.kind}, {"default", o.default_value}};
      if (o.kind == "choice") {
        v["values"] = o.values;
        v["value_names"] = Value::array();
        for (const std::string& x : o.values) v["value_names"].push_back({{"id", x}, {"name", option_value_name(lang, g, o, x)}});
      }
      if (o.kind == "int") {
        v["min"] = o.min;
        v["max"] = o.max;
      }
      opts.push_back(std::move(v));
    }
    games.push_back({{"id", g.id},
                     {"name", text(lang, g.title)},
                     {"players", {{"min", g.min_players}, {"max", g.max_players}}},
                     {"sides", named(g.sides, false)},
                     {"roles", named(g.roles, true)},
                     {"modules", named(g.modules, false)},
                     {"cards", named(g.cards, false)},
                     {"options", std::move(opts)},
                     {"end_reasons", named(g.end_reasons, false)}});
  }
  Value mods = Value::array();
  for (auto& m : mods_) {
    Value v = {{"id", m.id},      {"version", m.version}, {"name", text(lang, m.title)},
               {"folder", m.source}, {"depends", m.depends}, {"games", m.games},
               {"extends", m.extends}, {"enabled", m.error.empty()}};
    if (!m.error.empty()) v["error"] = m.error;
    mods.push_back(std::move(v));
  }
  return {{"games", std::move(games)}, {"mods", std::move(mods)}, {"languages", languages()}};
}

}  // namespace rt
