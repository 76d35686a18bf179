// catalog.hpp: every game the scripts define and every mod (the games, roles, modules and cards it
// adds), loaded once into one Vm, with the metadata the host and front ends need (players, options,
// roles, sides, end reasons) and the translations. Catalog's members are defined in four files:
// catalog.cpp (loading, registering a game, to_value), catalog_texts.cpp (translations, format),
// catalog_setup.cpp (check_setup, roles_in_play, options' applies, test setups) and mod_loader.cpp
// (loading and disabling mods).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../core/packed.hpp"
#include "../core/value.hpp"
#include "vm.hpp"

namespace rt {

struct OptionInfo {
  std::string id, kind, name;  // kind: bool, choice, int
  Value default_value;
  std::vector<std::string> values;  // choice
  long long min = 0, max = 0;       // int
  bool conditional = false;         // declares `applies`: it may not apply to every setup
};

struct NamedInfo {
  std::string id, name, side;  // side: for roles
};

struct GameInfo {
  std::string id, title;
  int min_players = 0, max_players = 0;
  std::vector<OptionInfo> options;
  std::vector<NamedInfo> roles, sides, end_reasons, modules, cards;
  Value table_layout = Value::object();  // how a table view draws this game (game{}.table_layout)
  std::string dir;  // the game's folder on disk (scripts/<game>, or its mod's folder): its own art and sounds
  Value option_groups = Value::array();  // how a setup screen groups the options (game{}.option_groups)
  int def_ref = LUA_NOREF;  // the game{} table in the Lua registry (the catalog's instance)
  // Where a game (Session) gets an instance of its own: use(script) in the mod's folder (mod_root,
  // -1 for scripts/), and, for a game a mod adds, games[mod_game] of what mod.lua returns.
  std::string script;
  int mod_root = -1;
  int mod_game = 0;
  bool has_setup_data = false;  // declares setup_data(players, options) (Catalog::setup_data)

  const OptionInfo* option(const std::string& id) const {
    for (auto& o : options)
      if (o.id == id) return &o;
    return nullptr;
  }
};

// A mod: a folder with mod.lua (see docs/modding.md). A mod that fails to load, or whose
// dependencies are missing, is kept here disabled, with its error.
struct ModInfo {
  std::string id, version, title;
  std::string source;                 // "mods/<folder>/": how its files are named in messages
  std::string dir;                    // the folder on disk
  std::vector<std::string> depends;   // game or mod ids
  std::vector<std::string> extends;   // the games it adds roles, modules or cards to
  std::map<std::string, std::vector<std::string>> added_roles;  // game id -> role ids
  std::vector<std::string> games;     // the games it adds
  std::string error;                  // "" if enabled
  int root = -1;                      // its folder's number in the Vm (Vm::use's `mod`)
  int def_ref = LUA_NOREF;
};

// The translation scripts of a scripts or mod folder, as script names, each folder's sorted:
// i18n/<lang>[_part].lua, then <sub>/i18n/<lang>[_part].lua (catalog_texts.cpp).
std::vector<std::string> text_scripts(const std::string& root_dir);

// The mod folders (each with a mod.lua) inside a mods folder, sorted (catalog.cpp).
std::vector<std::string> find_mods(const std::string& mods_root);

// One problem a game's check_setup found in a setup: an error refuses the setup; a warning is
// advice (the rulebook's recommendations) the players may accept.
struct SetupProblem {
  bool warning = false;
  std::string key;  // translation key
  Value args = Value::object();
};

class Catalog {
 public:
  explicit Catalog(Vm::Limits limits = {});
  // Loads the translations (scripts_dir/i18n/<lang>[_part].lua, scripts_dir/<game>/i18n/<lang>[_part].lua),
  // then the mods in mod_dirs (folders with mod.lua, before the games, so each game sees what they
  // add), then every scripts_dir/<game>/game.lua and the games the mods add. Returns the problems
  // found (one line each); games that failed to load are left out, mods that failed are kept disabled.
  std::vector<std::string> load(const std::string& scripts_dir, const std::vector<std::string>& mod_dirs = {});

  // What load() was given, and whether a file in one of those mod folders changed since (was
  // edited, added or removed: its path, size and modification time): a front end then loads a
  // new catalog for its next game (ui::App::reload_changed_mods).
  const std::string& scripts_dir() const { return scripts_dir_; }
  const std::vector<std::string>& mod_dirs() const { return mod_dirs_; }
  bool mods_changed() const;
  // Which load() this catalog holds: a number no other load in this process had (0 before the
  // first). What was worked out from the catalog as loaded (Session::start's setup memo) is
  // stale once it differs.
  uint64_t load_stamp() const { return load_stamp_; }

  const GameInfo* game(const std::string& id) const;
  const std::vector<GameInfo>& games() const { return games_; }
  const std::vector<ModInfo>& mods() const { return mods_; }
  Vm& vm() { return *vm_; }

  // Translations (catalog_texts.cpp): the template for key in lang (falling back to English, then
  // the key itself).
  const std::string& text(const std::string& lang, const std::string& key) const;
  bool has_text(const std::string& lang, const std::string& key) const;
  std::vector<std::string> languages() const;
  bool has_language(const std::string& lang) const { return texts_.count(lang) > 0; }
  // Every template of lang (English where lang has none) whose key starts with one of the
  // prefixes (all keys if none): the texts a remote front end formats with (net/).
  Value texts(const std::string& lang, const std::vector<std::string>& prefixes = {}) const;
  // x with `digits` decimals and lang's decimal sign (the text ui.decimal_sign; "." without it):
  // "6.5" in English, "6,5" in Russian; `sign` puts "+" before a positive number.
  std::string decimal(const std::string& lang, double x, int digits, bool sign = false) const;
  // Fills a template's placeholders from args: {name}, {name:seat} / {name:seats} (seat numbers as
  // names), {name:t} / {name:t:prefix} (a translation key), {n:plural:one|other} (ru/uk:
  // one|few|many: the form the number takes), {x:fixed:N} (N decimals, the language's decimal
  // sign). An array argument is joined with ", ".
  std::string format(const std::string& lang, const std::string& key, const Value& args,
                     const std::vector<std::string>& seat_names) const;

  // A choice option's value in words: the text "<option's name key>.<value>", else
  // "<game>.option.<option>.<value>", else the value itself.
  std::string option_value_name(const std::string& lang, const GameInfo& g, const OptionInfo& o,
                                const std::string& value) const;

  Value to_value(const std::string& lang) const;  // what `catalog --json` prints (a choice
                                                  // option's values with their names: value_names)

  // Setup checks (catalog_setup.cpp).
  // The game's check_setup(players, options), if it declares one (options with defaults filled).
  // Returns "" or the error raised while checking. The verdict depends only on the setup, so it is
  // computed once per (game, players, options) and kept (a `simulate` run starts thousands of
  // games of one setup); load() forgets the kept verdicts.
  std::string check_setup(const GameInfo& g, int players, const Value& options, std::vector<SetupProblem>& out);
  // The role ids in play in this setup, by the game's roles_in_play(players, options) (options with
  // defaults filled), called in the sandbox like check_setup. declared is false when the game
  // declares none. Returns "" or what went wrong.
  std::string roles_in_play(const GameInfo& g, int players, const Value& options, bool& declared,
                            std::vector<std::string>& out);
  // The options that do not apply to this setup: those whose `applies(players, options)` returns
  // false (options with defaults filled). A setup screen hides them and the game gets their
  // defaults. Returns "" or the error raised while asking.
  std::string options_not_applying(const GameInfo& g, int players, const Value& options, std::vector<std::string>& out);
  // The option sets the game asks the generic checkers to play at this player count: `test_setups`
  // (every checker runs on each) or `all_setups` (each is played out and replayed once), if the
  // game declares them; else empty. Returns "" or an error.
  std::string test_setups(const GameInfo& g, int players, std::vector<Value>& out);
  std::string all_setups(const GameInfo& g, int players, std::vector<Value>& out);
  // The game's setup_data(players, options) (options with defaults filled), when it declares one:
  // data that depends on the setup alone (what a game would otherwise compute anew at every start),
  // called in the catalog's instance (no game running, so no game's state and no randomness) and
  // kept per (game, players, options) as check_setup's verdicts are; Session::boot hands each game
  // a fresh copy as g.setup_data. Returns "" or the error; `out` is null when the game declares
  // none, else points at the kept data (valid until the next call or load()).
  std::string setup_data(const GameInfo& g, int players, const Value& options, const Packed*& out);
  // The errors among problems as one line (English), or "" if there are none.
  std::string setup_errors(const std::vector<SetupProblem>& problems) const;

 private:
  std::unique_ptr<Vm> vm_;
  void register_game(const std::string& where, std::vector<std::string>& problems);  // catalog.cpp
  // catalog_texts.cpp:
  void load_texts(const std::vector<std::string>& names, int mod, const std::string& prefix,
                  std::vector<std::string>& problems);
  // mod_loader.cpp:
  void load_mod(const std::string& dir, std::vector<std::string>& problems);
  void check_mod_dependencies(const std::string& scripts_dir);
  void disable_mod(ModInfo& m, const std::string& why);
  // The table-layout pieces the enabled mods add to the games they extend (extends.<game>.layout),
  // merged into each game's table_layout; what cannot be merged is a problem naming the mod's line.
  void add_mod_layouts(std::vector<std::string>& problems);
  bool load_without_bad_mods(const std::string& folder, size_t mark, const std::vector<ModInfo*>& blamed,
                             std::string& error);
  // catalog_setup.cpp: calls the game{} field `field`(players[, options]) and converts its result
  // ("" or an error).
  std::string call_game(const GameInfo& g, const char* field, int players, const Value* options, Value& out);
  std::string option_sets(const GameInfo& g, const char* field, int players, std::vector<Value>& out);

  std::vector<GameInfo> games_;
  std::vector<ModInfo> mods_;
  std::string scripts_dir_;
  std::vector<std::string> mod_dirs_;
  uint64_t load_stamp_ = 0;
  std::string mods_stamp_;  // the mod folders' files as load() found them (mod_loader.cpp)
  std::map<std::string, std::map<std::string, std::string>> texts_;  // lang -> key -> template
  // check_setup's verdicts by "game\nplayers\noptions as JSON" (only those it gave without failing).
  struct SetupVerdict {
    std::string error;
    std::vector<SetupProblem> problems;
  };
  std::map<std::string, SetupVerdict> setup_verdicts_;
  std::map<std::string, Packed> setup_data_;  // setup_data's results by the same key
  std::string check_setup_uncached(const GameInfo& g, int players, const Value& options, std::vector<SetupProblem>& out);
};

// Where the built-in scripts are: $ROUNDTABLE_SCRIPTS, else beside the executable, else the
// source tree the executable was built from.
std::string default_scripts_dir();
// Where the mods are: $ROUNDTABLE_MODS, else "mods" beside the scripts folder.
std::string default_mods_dir();

}  // namespace rt
