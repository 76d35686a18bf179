// session.hpp: one game being played: the host state, the rules coroutine, the record and the
// journal. Its seat API (view, pending, answer) is all a front end, a bot or a test ever uses.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../core/record.hpp"
#include "../core/refusal.hpp"
#include "../core/state.hpp"
#include "../core/view.hpp"
#include "catalog.hpp"

namespace rt {

// The options given for a game, checked (each a known option with a value of its kind) and with
// the defaults of the others filled in, into `out`; "" or the first one that is wrong, in one
// line (keyed: the table view says it in the player's language).
std::string normalize_options(const GameInfo& info, const Value& given, Value& out);

// Notes in setup.mods the enabled mods that add to or change setup.game (its roles, modules,
// cards, data, layout), with their versions: what a record needs to be replayed.
void note_mods(const Catalog& catalog, Setup& setup);

class Session {
 public:
  // Validates the setup (game, player count, options) and runs the rules up to the first
  // decision. Returns nullptr and sets error on failure.
  static std::unique_ptr<Session> start(Catalog& catalog, const Setup& setup, std::string& error);
  // Starts the record's setup and applies its answers in order ("source: decisions[i]: why" on
  // the first one that fails).
  static std::unique_ptr<Session> replay(Catalog& catalog, const Record& record, const std::string& source,
                                         std::string& error, size_t upto = static_cast<size_t>(-1));
  ~Session();

  // --- the seat API ---
  Value view(int seat) const;  // seat 0-based, or kOmniscient
  // The same with only the log entries from state().log[log_from] on (build_view).
  Value view_since(int seat, size_t log_from) const { return build_view(state(), header_, seat, log_from); }
  const Decision* pending() const { return st_.pending ? &*st_.pending : nullptr; }
  const SeatRequest* request(int seat) const;  // this seat's unanswered request, if any
  int next_to_answer() const;                   // the first seat still to answer, or -1
  // Validates and applies an answer. Returns a Refusal (ok() when taken): its kind, translation
  // key and arguments, and the English line; on a refusal nothing changes.
  Refusal submit(int seat, const Value& choice);
  // The same, returning only the English line ("" when taken).
  std::string answer(int seat, const Value& choice);
  // What answer() would say about this answer (its type, the rules' validator), changing nothing.
  std::string check_answer(int seat, const Value& choice) const;
  // A rule ({"key", "args"}, as in a refusal's args.rule) said in `lang`, seats by their names.
  std::string rule_text(const std::string& lang, const Value& rule) const;

  bool over() const { return st_.outcome.over; }
  const Outcome& outcome() const { return st_.outcome; }
  // The state as the rules left it, the game's publish hook run first if the rules ran since it
  // last ran (publish()).
  const GameState& state() const {
    if (unpublished_) publish();
    return st_;
  }
  // Publish on demand: a game whose game{} has `publish = function(g)` (counters a table view
  // reads, worked out from the rules' own tables) is not asked to set them before every
  // decision; the host runs the hook once the rules have run and before anything outside the
  // rules reads the state: a view, state(), a validator. Between two reads with no answer in
  // between it does not run again; once the game is over it does not run (the rules publish
  // before g:finish). A hook that fails, or that draws a random number (what it drew would depend
  // on when a view is read), breaks the game (every later answer is refused with its error). Runs
  // nothing when nothing is unpublished or the rules are running. It may run Lua from a const
  // read: a Session is read by one thread only.
  void publish() const;
  const Record& record() const { return rec_; }
  // A number no other Session of this process has had: what tells one game from another where an
  // address (reused by a later game) or a seed (the same game replayed) would not; a bot's per-game
  // instance is kept by it (engine/bots/lua_bot.cpp).
  uint64_t serial() const { return serial_; }
  // The same, renewed when the state is rebuilt in place after the rules failed: what was built
  // from the old state (the Lua bots' view caches, which keep pointers into it) must start afresh.
  uint64_t state_serial() const { return state_serial_; }
  // How many times the rules have run (started, or resumed with answers): the state changes only
  // then, so between two runs every seat-less view of it is the same (a bot's public analysis is
  // made once per run: engine/bots/lua_bot.cpp).
  uint64_t rules_runs() const { return rules_runs_; }
  const GameInfo& game() const { return *info_; }
  Catalog& catalog() { return cat_; }
  void set_journal(Journal* j) { journal_ = j; }
  // The last journal write error ("" if none); taking it clears it.
  std::string take_journal_error() { return std::exchange(journal_error_, std::string()); }

  // Fixed draws the record holds that the rules have not taken (yet): "name (k of n unused)".
  std::vector<std::string> unused_draws() const;

  // Used by the Lua bindings.
  GameState& mutable_state() { return st_; }
  // The record's next fixed result for the draw `name` (consumed), or nullptr when the record
  // fixes none (left); `where` names it for errors ("the record's draws.die[2]").
  const Value* take_fixed_draw(const std::string& name, std::string& where);
  const Setup& setup() const { return rec_.setup; }
  // Bytes of script data the host keeps for this game (counters, properties, log, knowledge),
  // counted with the Lua memory against the memory cap (wrap_game.cpp).
  size_t stored_bytes = 0;

 private:
  Session(Catalog& cat, const GameInfo& info, Setup setup);  // (taken: the record keeps it)
  // Creates the coroutine and runs to the first decision; data (the game's setup_data, or null)
  // becomes g.setup_data.
  std::string boot(const Packed* data);
  std::string instantiate_scripts();        // this game's own instances of its scripts; pushes its game{}
  std::string run(int nargs);               // resume the rules; "" or the script's error
  std::string push_answers_and_resume();
  // "" when the validator takes the answer, else why not; a validator that refuses with a rule
  // ({key, args}) sets `rule` to {"key", "args"}.
  std::string check_with_validator(const SeatRequest& req, const Value& choice, Value* rule = nullptr);
  // `r` with the rule that refused it (a validator's, else the pending decision's): args.rule =
  // {"key", "args"}, and the rule said in English after the text.
  Refusal with_rule(Refusal r, Value rule) const;
  void release_lua();
  void drop_validator(Decision& d);

  Catalog& cat_;
  const GameInfo* info_;
  GameState st_;
  Record rec_;
  ViewHeader header_;
  Journal* journal_ = nullptr;
  std::string journal_error_;
  std::string broken_;  // set if the rules failed and the game could not be rebuilt
  lua_State* co_ = nullptr;
  int co_ref_ = LUA_NOREF;
  uint64_t serial_ = 0, state_serial_ = 0, rules_runs_ = 0;
  static uint64_t next_serial();
  int g_ref_ = LUA_NOREF;
  int scripts_ref_ = LUA_NOREF;  // this game's scope of scripts (Vm::new_scope): nothing shared with other games
  int publish_ref_ = LUA_NOREF;  // the game's publish hook (game{}.publish), or none
  mutable bool unpublished_ = false;  // the rules ran since the hook last ran
  friend struct SessionAccess;
};

}  // namespace rt
