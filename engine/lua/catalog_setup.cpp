// catalog_setup.cpp: the catalog's setup checks: calling a game's check_setup, roles_in_play,
// options' applies and its test setups in the sandbox, and keeping check_setup's verdicts and
// setup_data's results per setup.
#include "catalog.hpp"

#include <algorithm>

#include "lua_value.hpp"

namespace rt {

// mod_loader.cpp: a setup error raised by a mod's script, said as the mod's.
std::string name_the_mod(const std::vector<ModInfo>& mods, const std::string& game_id, const std::string& error);

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
  // (The game's check_setup is written for the counts it declares: a table of places by count
  // has no row for 4 players.)
  if (players < g.min_players || players > g.max_players) {
    out.clear();
    return g.id + " is for " + std::to_string(g.min_players) + " to " + std::to_string(g.max_players) + " players, not " +
           std::to_string(players);
  }
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

std::string Catalog::setup_data(const GameInfo& g, int players, const Value& options, const Packed*& out) {
  out = nullptr;
  if (!g.has_setup_data) return "";
  std::string key = g.id + '\n' + std::to_string(players) + '\n' + options.dump();
  if (auto it = setup_data_.find(key); it != setup_data_.end()) {
    out = &it->second;
    return "";
  }
  lua_State* L = vm_->L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.def_ref);
  rawfield(L, -1, "setup_data");
  lua_remove(L, -2);
  lua_pushinteger(L, players);
  push_value(L, options);
  std::string err;
  if (vm_->call(L, 2, 1, err) != LUA_OK) return name_the_mod(mods_, g.id, g.id + ": setup_data: " + err);
  Packed data;
  err.clear();
  if (!lua_istable(L, -1)) err = std::string("setup_data must return a table of data, got ") + luaL_typename(L, -1);
  else if (!to_packed(L, -1, data, err)) err = "setup_data returned " + err;
  lua_pop(L, 1);
  if (!err.empty()) return g.id + ": " + err;
  if (setup_data_.size() >= 256) setup_data_.clear();  // (as the verdicts: bounded)
  out = &setup_data_.emplace(std::move(key), std::move(data)).first->second;
  return "";
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

}  // namespace rt
