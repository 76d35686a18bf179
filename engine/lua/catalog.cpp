// catalog.cpp: loads the games and translations from the scripts folder into one Vm.
#include "catalog.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "lua_value.hpp"

#ifndef ROUNDTABLE_SCRIPTS_DIR
#define ROUNDTABLE_SCRIPTS_DIR "scripts"
#endif

namespace rt {

namespace fs = std::filesystem;

void probe_with_mods(Vm& vm, std::vector<ModInfo>& mods, const std::string& folder, size_t mark);  // mod_loader.cpp
// mod_loader.cpp: a setup error raised by a mod's script, said as the mod's; what a mod adds that
// the game does not read (one problem per kind, "mods/x/mod.lua:N: ...").
std::string name_the_mod(const std::vector<ModInfo>& mods, const std::string& game_id, const std::string& error);
std::vector<std::string> unread_additions(Catalog& cat, const ModInfo& m, const GameInfo& g);

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

// Loads translation scripts (names relative to a root; `mod` >= 0: a mod's folder) into texts_.
void Catalog::load_texts(const std::vector<std::string>& names, int mod, const std::string& prefix,
                         std::vector<std::string>& problems) {
  lua_State* L = vm_->L();
  for (auto& name : names) {
    std::string stem = name.substr(name.rfind('/') + 1), err;
    std::string lang = stem.substr(0, stem.find('_'));
    vm_->reset_budget();
    if (!vm_->use(name, err, mod)) {
      problems.push_back(err);
      continue;
    }
    if (lua_istable(L, -1)) {
      lua_pushnil(L);
      while (lua_next(L, -2)) {
        if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING)
          texts_[lang][lua_tostring(L, -2)] = lua_tostring(L, -1);
        lua_pop(L, 1);
      }
    } else {
      problems.push_back(prefix + name + ".lua: must return a table of translations");
    }
    lua_pop(L, 1);
  }
}

std::vector<std::string> text_scripts(const std::string& root_dir) {
  const fs::path root(root_dir);
  std::error_code ec;
  std::vector<std::string> names;
  auto collect = [&](const fs::path& dir, const std::string& prefix) {
    std::vector<std::string> found;
    for (auto& e : fs::directory_iterator(dir, ec))
      if (e.path().extension() == ".lua") found.push_back(prefix + e.path().stem().string());
    std::sort(found.begin(), found.end());
    names.insert(names.end(), found.begin(), found.end());
  };
  collect(root / "i18n", "i18n/");
  std::vector<std::string> dirs;
  for (auto& e : fs::directory_iterator(root, ec))
    if (e.is_directory() && fs::is_directory(e.path() / "i18n")) dirs.push_back(e.path().filename().string());
  std::sort(dirs.begin(), dirs.end());
  for (auto& d : dirs)
    if (d != "i18n") collect(root / d / "i18n", d + "/i18n/");
  return names;
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
  setup_verdicts_.clear();
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
  for (auto& m : mods_)  // (an error from Lua already names its file and line)
    if (!m.error.empty()) problems.push_back(m.error.rfind(m.source, 0) == 0 ? m.error : m.source + "mod.lua: " + m.error);
  return problems;
}

const GameInfo* Catalog::game(const std::string& id) const {
  for (auto& g : games_)
    if (g.id == id) return &g;
  return nullptr;
}

bool Catalog::has_text(const std::string& lang, const std::string& key) const {
  auto l = texts_.find(lang);
  return l != texts_.end() && l->second.count(key);
}

const std::string& Catalog::text(const std::string& lang, const std::string& key) const {
  for (const std::string& l : {lang, std::string("en")}) {
    auto it = texts_.find(l);
    if (it == texts_.end()) continue;
    auto k = it->second.find(key);
    if (k != it->second.end()) return k->second;
  }
  return key;
}

Value Catalog::texts(const std::string& lang, const std::vector<std::string>& prefixes) const {
  Value out = Value::object();
  for (const std::string& l : {std::string("en"), lang}) {  // English first, the language over it
    auto it = texts_.find(l);
    if (it == texts_.end()) continue;
    for (auto& [key, tpl] : it->second) {
      bool wanted = prefixes.empty();
      for (size_t i = 0; i < prefixes.size() && !wanted; ++i) wanted = key.rfind(prefixes[i], 0) == 0;
      if (wanted) out[key] = tpl;
    }
  }
  return out;
}

std::vector<std::string> Catalog::languages() const {
  std::vector<std::string> out;
  for (auto& [l, _] : texts_) out.push_back(l);
  return out;
}

namespace {
// The form of a noun after the number n, from "one|other" (English and the default) or, in Russian
// and Ukrainian, "one|few|many" (1, 21 карта; 2-4, 22 карты; 5-20, 25 карт). A missing form is the
// last one given.
std::string plural_form(const std::string& lang, long long n, const std::string& forms_text) {
  std::vector<std::string> forms;
  size_t start = 0;
  for (size_t bar; (bar = forms_text.find('|', start)) != std::string::npos; start = bar + 1)
    forms.push_back(forms_text.substr(start, bar - start));
  forms.push_back(forms_text.substr(start));
  const long long a = n < 0 ? -n : n;
  size_t which;
  if (lang == "ru" || lang == "uk")
    which = a % 10 == 1 && a % 100 != 11 ? 0 : a % 10 >= 2 && a % 10 <= 4 && (a % 100 < 12 || a % 100 > 14) ? 1 : 2;
  else
    which = a == 1 ? 0 : 1;
  return forms[std::min(which, forms.size() - 1)];
}
}  // namespace

std::string Catalog::format(const std::string& lang, const std::string& key, const Value& args,
                            const std::vector<std::string>& names) const {
  const std::string& tpl = text(lang, key);
  std::string out;
  out.reserve(tpl.size() + 16);
  auto seat_name = [&](const Value& v) -> std::string {
    if (v.is_number_integer()) {
      long long s = v.get<long long>();
      if (s >= 1 && s <= static_cast<long long>(names.size())) return names[s - 1];
    }
    return v.is_string() ? v.get<std::string>() : v.dump();
  };
  auto plain = [&](const Value& v, bool translate) -> std::string {
    if (v.is_string()) return translate ? text(lang, v.get<std::string>()) : v.get<std::string>();
    return v.dump();
  };
  for (size_t i = 0; i < tpl.size(); ++i) {
    if (tpl[i] != '{') {
      out += tpl[i];
      continue;
    }
    size_t close = tpl.find('}', i);
    if (close == std::string::npos) {
      out += tpl.substr(i);
      break;
    }
    std::string spec = tpl.substr(i + 1, close - i - 1), name = spec, fmt;
    if (auto colon = spec.find(':'); colon != std::string::npos) {
      name = spec.substr(0, colon);
      fmt = spec.substr(colon + 1);
    }
    if (!args.is_object() || !args.contains(name)) {
      out += "{" + spec + "}";
      i = close;
      continue;
    }
    const Value& v = args[name];
    if (fmt.rfind("plural:", 0) == 0) {  // {n:plural:card|cards}: the form the number takes
      out += plural_form(lang, v.is_number() ? v.get<long long>() : 0, fmt.substr(7));
      i = close;
      continue;
    }
    const bool seats = fmt == "seat" || fmt == "seats";
    const bool translate = fmt == "t" || fmt.rfind("t:", 0) == 0;
    const std::string prefix = fmt.rfind("t:", 0) == 0 ? fmt.substr(2) : "";
    auto one = [&](const Value& x) {
      if (seats) return seat_name(x);
      if (translate && !prefix.empty()) return text(lang, prefix + (x.is_string() ? x.get<std::string>() : x.dump()));
      return plain(x, translate);
    };
    std::string piece;
    if (v.is_array()) {
      for (size_t k = 0; k < v.size(); ++k) {
        if (k) piece += ", ";
        piece += one(v[k]);
      }
      if (v.empty()) piece = "-";
    } else {
      piece = one(v);
    }
    out += piece;
    i = close;
  }
  return out;
}

std::string Catalog::call_game(const GameInfo& g, const char* field, int players, const Value* options, Value& out) {
  out = Value();
  lua_State* L = vm_->L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.def_ref);
  rawfield(L, -1, field);
  lua_remove(L, -2);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return "";
  }
  if (!lua_isfunction(L, -1)) {
    lua_pop(L, 1);
    return g.id + ": " + field + " must be a function";
  }
  lua_pushinteger(L, players);
  if (options) push_value(L, *options);
  std::string err;
  if (vm_->call(L, options ? 2 : 1, 1, err) != LUA_OK) return g.id + ": " + field + ": " + err;
  bool ok = lua_isnil(L, -1) || rt::to_value(L, -1, out, err);
  lua_pop(L, 1);
  return ok ? "" : g.id + ": " + field + " returned " + err;
}

std::string Catalog::roles_in_play(const GameInfo& g, int players, const Value& options, bool& declared,
                                   std::vector<std::string>& out) {
  out.clear();
  Value v;
  if (std::string err = call_game(g, "roles_in_play", players, &options, v); !err.empty()) return declared = true, err;
  declared = !v.is_null();
  if (!declared) return "";
  if (!v.is_array()) return g.id + ": roles_in_play must return a list of role ids";
  for (const auto& r : v) {
    if (!r.is_string()) return g.id + ": roles_in_play: each entry must be a role id";
    out.push_back(r.get<std::string>());
  }
  return "";
}

std::string Catalog::check_setup(const GameInfo& g, int players, const Value& options, std::vector<SetupProblem>& out) {
  std::string key = g.id + '\n' + std::to_string(players) + '\n' + options.dump();
  if (auto it = setup_verdicts_.find(key); it != setup_verdicts_.end()) {
    out = it->second.problems;
    return it->second.error;
  }
  std::string error = check_setup_uncached(g, players, options, out);
  if (!error.empty()) return name_the_mod(mods_, g.id, error);  // (a script that failed is asked again next time)
  if (setup_verdicts_.size() >= 256) setup_verdicts_.clear();  // a setup screen's changes stay few; bound it anyway
  setup_verdicts_.emplace(std::move(key), SetupVerdict{error, out});
  return error;
}

std::string Catalog::check_setup_uncached(const GameInfo& g, int players, const Value& options,
                                          std::vector<SetupProblem>& out) {
  out.clear();
  Value v;
  if (std::string err = call_game(g, "check_setup", players, &options, v); !err.empty()) return err;
  if (v.is_null()) return "";
  if (!v.is_array()) return g.id + ": check_setup must return a list of problems";
  for (const auto& p : v) {
    if (!p.is_object() || !p.contains("key") || !p["key"].is_string())
      return g.id + ": check_setup: each problem needs a key";
    if (p.contains("level") && !p["level"].is_string())
      return g.id + ": check_setup: level must be \"error\" or \"warning\"";
    const std::string level = p.value("level", "error");
    if (level != "error" && level != "warning") return g.id + ": check_setup: level must be \"error\" or \"warning\"";
    SetupProblem sp;
    sp.warning = level == "warning";
    sp.key = p["key"].get<std::string>();
    if (p.contains("args") && p["args"].is_object()) sp.args = p["args"];
    out.push_back(std::move(sp));
  }
  return "";
}

std::string Catalog::options_not_applying(const GameInfo& g, int players, const Value& options,
                                          std::vector<std::string>& out) {
  out.clear();
  lua_State* L = vm_->L();
  for (size_t i = 0; i < g.options.size(); ++i) {
    if (!g.options[i].conditional) continue;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g.def_ref);
    rawfield(L, -1, "options");
    lua_rawgeti(L, -1, lua_Integer(i + 1));
    rawfield(L, -1, "applies");
    lua_replace(L, -4);  // the function where the game table was
    lua_pop(L, 2);
    if (!lua_isfunction(L, -1)) {
      lua_pop(L, 1);
      continue;
    }
    lua_pushinteger(L, players);
    push_value(L, options);
    std::string err;
    if (vm_->call(L, 2, 1, err) != LUA_OK) return g.id + ": option " + g.options[i].id + ": applies: " + err;
    const bool applies = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (!applies) out.push_back(g.options[i].id);
  }
  return "";
}

std::string Catalog::setup_errors(const std::vector<SetupProblem>& problems) const {
  std::string out;
  for (const auto& p : problems)
    if (!p.warning) out += (out.empty() ? "" : "; ") + format("en", p.key, p.args, {});
  return out;
}

std::string Catalog::option_sets(const GameInfo& g, const char* field, int players, std::vector<Value>& out) {
  out.clear();
  Value v;
  if (std::string err = call_game(g, field, players, nullptr, v); !err.empty()) return err;
  if (v.is_null()) return "";
  if (!v.is_array()) return g.id + ": " + field + " must return a list of option sets";
  for (const auto& o : v) {
    if (o.is_array() && o.empty()) out.push_back(Value::object());  // {} comes back as a list
    else if (o.is_object()) out.push_back(o);
    else return g.id + ": " + field + ": each option set must be a table {option = value}";
  }
  return "";
}

std::string Catalog::test_setups(const GameInfo& g, int players, std::vector<Value>& out) {
  return option_sets(g, "test_setups", players, out);
}

std::string Catalog::all_setups(const GameInfo& g, int players, std::vector<Value>& out) {
  return option_sets(g, "all_setups", players, out);
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
      if (o.kind == "choice") v["values"] = o.values;
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
