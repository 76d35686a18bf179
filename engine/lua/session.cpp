// session.cpp: runs the rules coroutine against the host state and takes answers through the
// seat API. An answer is checked (type, then the rules' validator) before anything changes; if
// the rules fail while applying it, the session is rebuilt from its record without that answer.
#include "session.hpp"

#include <atomic>
#include <cstring>

#include "instance_pool.hpp"
#include "lua_value.hpp"
#include "../core/identical.hpp"
#include "../core/problem.hpp"

namespace rt {

namespace {
// The coroutine body: setup then play, in one thread.
const char* const kRunner =
    "local def, g = ...\n"
    "g.texts = def.texts\n"
    "if def.setup then def.setup(g) end\n"
    "return def.play(g)\n";

int registry_function(lua_State* L, const char* key, const char* source) {
  lua_getfield(L, LUA_REGISTRYINDEX, key);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    if (luaL_loadbufferx(L, source, std::strlen(source), "=host", "t") != LUA_OK) throw std::runtime_error(lua_error_text(L));
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, key);
  }
  return 1;
}

std::string seat_label(const GameState& st, int seat) {
  return "seat " + std::to_string(seat + 1) + " (" + st.seats[seat].name + ")";
}

}  // namespace

std::string normalize_options(const GameInfo& info, const Value& given, Value& out) {
  out = Value::object();
  for (auto it = given.begin(); it != given.end(); ++it) {
    const OptionInfo* o = info.option(it.key());
    if (!o) {
      std::string known;
      for (auto& k : info.options) known += (known.empty() ? "" : ", ") + k.id;
      return keyed("unknown option '" + it.key() + "' for " + info.id + " (options: " + (known.empty() ? "none" : known) + ")",
                   "ui.error.unknown_option", Value{{"option", it.key()}, {"game", info.title}, {"known", known.empty() ? "-" : known}});
    }
    const Value& v = it.value();
    if (o->kind == "bool" && !v.is_boolean())
      return keyed("option '" + o->id + "' must be true or false", "ui.error.option_bool", Value{{"option", o->id}});
    if (o->kind == "int" && (!v.is_number_integer() || v.get<long long>() < o->min || v.get<long long>() > o->max))
      return keyed("option '" + o->id + "' must be an integer " + std::to_string(o->min) + ".." + std::to_string(o->max),
                   "ui.error.option_int", Value{{"option", o->id}, {"min", o->min}, {"max", o->max}});
    if (o->kind == "choice") {
      bool ok = v.is_string() && std::find(o->values.begin(), o->values.end(), v.get<std::string>()) != o->values.end();
      if (!ok) {
        std::string vals;
        for (auto& x : o->values) vals += (vals.empty() ? "" : ", ") + x;
        return keyed("option '" + o->id + "' must be one of: " + vals, "ui.error.option_choice", Value{{"option", o->id}, {"values", vals}});
      }
    }
  }
  for (const auto& o : info.options) out[o.id] = given.contains(o.id) ? given[o.id] : o.default_value;
  return "";
}

namespace {
// Session::serial: sessions are made on several threads by simulate.
std::atomic<uint64_t> last_serial{0};

// What submit returns for an answer it took: kind None, and no args (null, not the {} a
// default Refusal allocates; nobody reads a taken answer's args), so taking an answer builds
// no JSON object.
Refusal taken() { return Refusal{RefusalKind::None, std::string(), Value(), std::string()}; }
}  // namespace

uint64_t Session::next_serial() { return ++last_serial; }

Session::Session(Catalog& cat, const GameInfo& info, Setup setup) : cat_(cat), info_(&info), st_(setup.seed) {
  serial_ = state_serial_ = next_serial();
  rec_.setup = std::move(setup);
  const Setup& kept = rec_.setup;
  header_.game = info.id;
  header_.options = kept.options;
  const int n = static_cast<int>(kept.players.size());
  st_.seats.resize(n);
  st_.knowledge.resize(n);
  for (int i = 0; i < n; ++i) {
    st_.seats[i].name = kept.players[i];
    if (!kept.controllers.empty()) st_.seats[i].controller = kept.controllers[i];
  }
}

Session::~Session() {
  release_lua();
}

void Session::drop_validator(Decision& d) {
  luaL_unref(cat_.vm().L(), LUA_REGISTRYINDEX, d.validator_ref);  // no-op for LUA_NOREF
  d.validator_ref = LUA_NOREF;
}

void Session::release_lua() {
  lua_State* L = cat_.vm().L();
  if (st_.pending) drop_validator(*st_.pending);
  luaL_unref(L, LUA_REGISTRYINDEX, co_ref_);
  luaL_unref(L, LUA_REGISTRYINDEX, g_ref_);
  luaL_unref(L, LUA_REGISTRYINDEX, publish_ref_);
  co_ref_ = g_ref_ = publish_ref_ = LUA_NOREF;
  unpublished_ = false;
  InstancePool::of(L).give_back(info_->id, scripts_ref_);
  co_ = nullptr;
}

namespace {
// What Session::start works out from a setup before its game can begin, which depends only on the
// catalog as loaded, the game, the player count and the options given: the options normalised
// (defaults filled), the verdict of the game's check_setup (only a setup without errors is kept)
// and its setup_data. Kept for the last setup started on each thread, so a run of games of one
// setup (simulate, the lab, a bot's searches) works it out once instead of per game; a catalog
// loaded again has another load_stamp, so nothing worked out from its previous scripts is used.
// The options given are compared with identical() (an option must be an integer: a 1.0 is not a 1).
struct SetupMemo {
  uint64_t load_stamp = 0;  // 0: nothing kept
  const GameInfo* info = nullptr;
  int players = 0;
  Value given;    // the options as given
  Value options;  // normalised
  bool has_data = false;
  Packed data;    // a copy of the catalog's (which a later setup may push out of its cache)

  bool same(const Catalog& catalog, const GameInfo& game, int n, const Value& given_options) const {
    return load_stamp != 0 && load_stamp == catalog.load_stamp() && info == &game && players == n &&
           identical(given, given_options);
  }
};
thread_local SetupMemo last_setup;
}  // namespace

std::unique_ptr<Session> Session::start(Catalog& catalog, const Setup& given, std::string& error) {
  const GameInfo* info = catalog.game(given.game);
  if (!info) {
    std::string known;
    for (auto& g : catalog.games()) known += (known.empty() ? "" : ", ") + g.id;
    error = keyed("unknown game '" + given.game + "' (games: " + known + ")", "ui.error.unknown_game",
                  Value{{"game", given.game}, {"known", known}});
    return nullptr;
  }
  const int n = static_cast<int>(given.players.size());
  if (n < info->min_players || n > info->max_players) {
    error = keyed(info->id + " is for " + std::to_string(info->min_players) + " to " + std::to_string(info->max_players) +
                      " players, not " + std::to_string(n),
                  "ui.error.players", Value{{"game", info->title}, {"min", info->min_players}, {"max", info->max_players}, {"n", n}});
    return nullptr;
  }
  if (!given.controllers.empty() && static_cast<int>(given.controllers.size()) != n) {
    error = "controllers: expected one per player (" + std::to_string(n) + ")";
    return nullptr;
  }
  if (!given.options.is_object()) {
    error = "options must be an object";
    return nullptr;
  }
  // The options normalised, the setup checked and its data: worked out when the setup differs
  // from the last one started on this thread (SetupMemo).
  SetupMemo& memo = last_setup;
  if (!memo.same(catalog, *info, n, given.options)) {
    memo = SetupMemo{};
    Value options;
    error = normalize_options(*info, given.options, options);
    if (!error.empty()) return nullptr;
    std::vector<SetupProblem> problems;
    error = catalog.check_setup(*info, n, options, problems);
    if (error.empty()) error = catalog.setup_errors(problems);
    if (!error.empty()) return nullptr;
    const Packed* data = nullptr;
    if (error = catalog.setup_data(*info, n, options, data); !error.empty()) return nullptr;
    memo = SetupMemo{catalog.load_stamp(), info, n, given.options, std::move(options), data != nullptr,
                     data ? *data : Packed()};
  }
  if (std::string why = check_draws(given.draws, "draws"); !why.empty()) {
    error = why;
    return nullptr;
  }
  if (given.first_leader && (*given.first_leader < 0 || *given.first_leader >= n)) {
    error = "first_leader is not a seat";
    return nullptr;
  }
  Setup setup = given;
  setup.options = memo.options;
  std::unique_ptr<Session> s(new Session(catalog, *info, std::move(setup)));
  error = s->boot(memo.has_data ? &memo.data : nullptr);
  if (!error.empty()) return nullptr;
  return s;
}

// Every game runs its own instances of the scripts (the game's, the scripts they use, and the
// mods that add to it, in the catalog's order): a file-level variable starts afresh with each
// game, so nothing one game leaves in a script reaches the next. The chunks are compiled once per
// catalog (Vm::use keeps their prototypes); only their top levels run again here. An instance a
// finished game left exactly as it was made is handed on instead (instance_pool.hpp): nothing of
// that game is in it.
std::string Session::instantiate_scripts() {
  Vm& vm = cat_.vm();
  lua_State* L = vm.L();
  InstancePool& pool = InstancePool::of(L);
  scripts_ref_ = pool.take(info_->id);
  const bool reused = scripts_ref_ != LUA_NOREF;
  if (!reused) scripts_ref_ = vm.new_scope();
  Vm::ScopeGuard scope(vm, scripts_ref_);
  vm.reset_budget();
  std::string err;
  for (const ModInfo& m : cat_.mods()) {
    if (reused) break;  // (its mods' additions are in it already)
    if (!m.error.empty() || std::find(m.extends.begin(), m.extends.end(), info_->id) == m.extends.end()) continue;
    if (!vm.use(L, "mod", err, m.root)) return err;
    lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
    lua_getfield(L, -1, "add_mod");
    lua_replace(L, -2);
    lua_insert(L, -2);
    if (vm.call(L, 1, 0, err) != LUA_OK) return err;
  }
  vm.reset_budget();
  if (!vm.use(L, info_->script, err, info_->mod_root)) return err;
  if (info_->mod_root >= 0) {  // a game a mod adds: games[i] of what its mod.lua returned
    rawfield(L, -1, "games");
    lua_remove(L, -2);
    if (lua_istable(L, -1)) lua_rawgeti(L, -1, info_->mod_game);
    else lua_pushnil(L);
    lua_remove(L, -2);
  }
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    return info_->id + ": the game's script returned no game{} for this game";
  }
  if (!reused) pool.record(info_->id, scripts_ref_);
  return "";
}

std::string Session::boot(const Packed* data) {
  Vm& vm = cat_.vm();
  lua_State* L = vm.L();
  if (std::string err = instantiate_scripts(); !err.empty()) return err;
  const int def = lua_gettop(L);
  // The game's publish hook, if it has one (publish()).
  lua_getfield(L, def, "publish");
  if (lua_isfunction(L, -1)) {
    publish_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  } else {
    const bool given = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (given) {
      lua_pop(L, 1);
      return info_->id + ": game{}.publish must be a function(g)";
    }
  }
  co_ = lua_newthread(L);
  co_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);

  // g: the per-game object: fields the script may read, methods from the host.
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, st_.seat_count());
  lua_setfield(L, -2, "player_count");
  push_value(L, rec_.setup.options);
  lua_setfield(L, -2, "options");
  lua_pushstring(L, info_->id.c_str());
  lua_setfield(L, -2, "game_id");
  if (data) {  // computed once per setup (Catalog::setup_data); each game has its own copy
    push_packed(L, *data);
    lua_setfield(L, -2, "setup_data");
  }
  lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.game_mt");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 2);
    lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.game_methods");
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "roundtable.game_mt");
  }
  lua_setmetatable(L, -2);
  g_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);

  registry_function(co_, "roundtable.runner", kRunner);
  lua_pushvalue(L, def);
  lua_xmove(L, co_, 1);
  lua_remove(L, def);
  lua_rawgeti(co_, LUA_REGISTRYINDEX, g_ref_);
  return run(2);
}

std::string Session::run(int nargs) {
  ++rules_runs_;
  Vm& vm = cat_.vm();
  Vm::ScopeGuard scope(vm, scripts_ref_);
  vm.session = this;
  int nres = 0;
  std::string err;
  int rc = vm.resume(co_, nargs, &nres, err);
  vm.session = nullptr;
  // The state changed: the game's counters are published before anyone outside the rules reads
  // it (publish(); not once the game is over, nor after the rules failed).
  unpublished_ = publish_ref_ != LUA_NOREF && rc == LUA_YIELD && !st_.outcome.over;
  if (rc == LUA_YIELD) {
    lua_pop(co_, nres);
    if (!st_.pending) return "the rules of " + info_->id + " paused without asking for a decision";
    if (st_.outcome.over) return "the rules of " + info_->id + " asked for a decision after the game ended";
    return "";
  }
  if (rc == LUA_OK) {
    lua_pop(co_, nres);
    if (!st_.outcome.over) return "the rules of " + info_->id + " ended without g:finish(winner, reason)";
    return "";
  }
  return err.empty() ? "the rules failed" : err;
}

const SeatRequest* Session::request(int seat) const {
  if (!st_.pending) return nullptr;
  const SeatRequest* r = st_.pending->request_for(seat);
  return r && !r->answered ? r : nullptr;
}

int Session::next_to_answer() const {
  if (!st_.pending) return -1;
  for (auto& r : st_.pending->requests)
    if (!r.answered) return r.seat;
  return -1;
}

const Value* Session::take_fixed_draw(const std::string& name, std::string& where) {
  auto it = rec_.setup.draws.find(name);
  if (it == rec_.setup.draws.end()) return nullptr;
  size_t& taken = st_.draws_taken[name];
  if (taken >= it->size()) return nullptr;  // run out: the seeded RNG takes over
  where = "the record's draws." + name + "[" + std::to_string(taken + 1) + "]";
  return &(*it)[taken++];
}

std::vector<std::string> Session::unused_draws() const {
  std::vector<std::string> out;
  for (auto it = rec_.setup.draws.begin(); it != rec_.setup.draws.end(); ++it) {
    auto t = st_.draws_taken.find(it.key());
    const size_t taken = t == st_.draws_taken.end() ? 0 : t->second;
    if (taken < it->size())
      out.push_back(it.key() + " (" + std::to_string(it->size() - taken) + " of " + std::to_string(it->size()) + " unused)");
  }
  return out;
}

Value Session::view(int seat) const { return build_view(state(), header_, seat); }

void Session::publish() const {
  if (!unpublished_) return;
  Vm& vm = cat_.vm();
  if (vm.session) return;  // the rules (or a validator, or the hook) are running: not now
  Session& self = const_cast<Session&>(*this);  // (the counters are the state's; a view is const)
  unpublished_ = false;
  lua_State* L = vm.L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, publish_ref_);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g_ref_);
  Vm::ScopeGuard scope(vm, scripts_ref_);
  // (A Lua bot about to be handed a view has made the Vm read-only and game-less: the hook is the
  // rules' own, with the game API; put back as it was afterwards.)
  const bool was_read_only = vm.read_only;
  const Rng rng_before = st_.rng;
  vm.session = &self;
  vm.read_only = false;
  std::string err;
  const int rc = vm.call(L, 1, 0, err);
  if (rc == LUA_OK) vm.clear_limit();
  vm.session = nullptr;
  vm.read_only = was_read_only;
  if (rc != LUA_OK) self.broken_ = "the rules' publish hook failed: " + (err.empty() ? std::string("an error") : err);
  // A draw would depend on when a view is read, not on the game: the game cannot go on the same.
  else if (std::memcmp(&rng_before, &st_.rng, sizeof(Rng)) != 0)
    self.broken_ = "the rules' publish hook drew a random number (what it draws would depend on when a view is read)";
}

std::string Session::check_with_validator(const SeatRequest& req, const Value& choice, Value* rule) {
  const int ref = st_.pending->validator_ref;
  if (ref == LUA_NOREF) return "";
  publish();  // (a validator may read the counters)
  if (!broken_.empty()) return broken_;
  Vm& vm = cat_.vm();
  lua_State* L = vm.L();
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_pushinteger(L, req.seat + 1);
  push_value(L, choice);
  Vm::ScopeGuard scope(vm, scripts_ref_);
  vm.session = this;
  vm.read_only = true;
  std::string err;
  int rc = vm.call(L, 2, 2, err);
  vm.read_only = false;
  if (rc == LUA_OK) vm.clear_limit();
  vm.session = nullptr;
  if (rc != LUA_OK) return "the rules' validator failed: " + err;
  std::string why;
  // A rule ({key = ..., args = ...}) returned alone or after false: said in English here, kept as
  // data for the refusal.
  auto as_rule = [&](int idx) {
    if (!lua_istable(L, idx)) return false;
    Value v;
    std::string bad;
    if (!to_value(L, idx, v, bad) || !v.is_object() || !v.contains("key") || !v["key"].is_string()) return false;
    Value r{{"key", v["key"]}, {"args", v.contains("args") && v["args"].is_object() ? v["args"] : Value::object()}};
    why = rule_text("en", r);
    if (rule) *rule = std::move(r);
    return true;
  };
  if (lua_type(L, -2) == LUA_TSTRING) why = lua_tostring(L, -2);
  else if (as_rule(-2)) {}
  else if (lua_isboolean(L, -2) && !lua_toboolean(L, -2)) {
    if (!as_rule(-1)) why = lua_isstring(L, -1) ? lua_tostring(L, -1) : "not allowed by the rules";
  }
  lua_pop(L, 2);
  return why;
}

std::string Session::rule_text(const std::string& lang, const Value& rule) const {
  std::vector<std::string> names;
  for (auto& seat : st_.seats) names.push_back(seat.name);
  return cat_.format(lang, rule["key"].get<std::string>(), rule["args"], names);
}

Refusal Session::with_rule(Refusal r, Value rule) const {
  const bool own = !rule.is_null();  // the validator's rule is the refusal's reason itself
  if (!own) {
    if (!st_.pending || st_.pending->rule.empty()) return r;
    rule = Value{{"key", st_.pending->rule}, {"args", st_.pending->rule_args.to_value()}};
  }
  const std::string english = rule_text("en", rule);
  if (!own) r.text += ": " + english;
  r.args["rule"] = std::move(rule);
  return r;
}

std::string Session::answer(int seat, const Value& choice) { return submit(seat, choice).text; }

Refusal Session::submit(int seat, const Value& choice) {
  using K = RefusalKind;
  if (!broken_.empty()) return Refusal::make(K::Broken, broken_, {{"detail", broken_}});
  if (!st_.valid_seat(seat)) return Refusal::make(K::NoSuchSeat, "there is no seat " + std::to_string(seat + 1), {{"seat", seat + 1}});
  if (st_.outcome.over) return Refusal::make(K::GameOver, "the game is over");
  if (!st_.pending) return Refusal::make(K::NothingPending, "no decision is pending");
  SeatRequest* req = st_.pending->request_for(seat);
  if (!req) {
    std::string waiting;
    Value seats = Value::array();
    for (auto& r : st_.pending->requests)
      if (!r.answered) {
        waiting += (waiting.empty() ? "" : ", ") + st_.seats[r.seat].name;
        seats.push_back(r.seat + 1);
      }
    return with_rule(Refusal::make(K::NotYourTurn,
                                   "it is not " + st_.seats[seat].name + "'s turn to decide (waiting for " + waiting + ")",
                                   {{"seat", seat + 1}, {"waiting", seats}}),
                     Value());
  }
  if (req->answered) return Refusal::make(K::AlreadyAnswered, st_.seats[seat].name + " has already answered", {{"seat", seat + 1}});
  if (std::string why = check_typed_answer(*req, choice); !why.empty())
    return with_rule(Refusal::make(K::WrongShape, why, {{"seat", seat + 1}, {"detail", why}}), Value());
  Value validator_rule;
  if (std::string why = check_with_validator(*req, choice, &validator_rule); !why.empty()) {
    if (cat_.vm().hit_limit() || !broken_.empty()) {
      // A validator that runs away (the budget, the memory cap) would do so for every other
      // answer too: the game cannot go on, and nobody should retry.
      if (broken_.empty()) broken_ = why;
      return Refusal::make(K::Broken, broken_, {{"detail", broken_}});
    }
    if (!validator_rule.is_null()) return with_rule(Refusal::make(K::NotAllowed, why, {{"seat", seat + 1}}), validator_rule);
    return with_rule(Refusal::make(K::NotAllowed, why, {{"seat", seat + 1}, {"reason", why}}), Value());
  }

  req->answered = true;
  // The answer is copied once, into the record. A request keeps its own copy only while the
  // decision waits for other seats (views show it); the answer that completes the decision is
  // handed to the rules from the record (push_answers_and_resume).
  rec_.decisions.push_back(RecordedAnswer{seat, choice});
  if (!st_.pending->complete()) {
    req->answer = choice;
  } else {
    if (std::string err = push_answers_and_resume(); !err.empty()) {
      // The rules failed half-way: rebuild the game from its record without this answer.
      Record before = rec_;
      before.decisions.pop_back();
      std::string replay_error;
      auto fresh = replay(cat_, before, "record", replay_error);
      if (!fresh) {
        // The rules did not replay the same way twice: nothing trustworthy is left to play on.
        broken_ = "the rules failed (" + err + ") and the game could not be rebuilt from its record: " + replay_error;
        return Refusal::make(K::Broken, broken_, {{"detail", broken_}});
      }
      std::swap(st_, fresh->st_);
      std::swap(rec_, fresh->rec_);
      std::swap(co_, fresh->co_);
      std::swap(co_ref_, fresh->co_ref_);
      std::swap(g_ref_, fresh->g_ref_);
      std::swap(scripts_ref_, fresh->scripts_ref_);
      std::swap(publish_ref_, fresh->publish_ref_);
      std::swap(unpublished_, fresh->unpublished_);
      state_serial_ = next_serial();  // another game now, as far as what was built from the old state knows
      return Refusal::make(K::RulesFailed, "the rules failed on this answer, which was not applied: " + err,
                           {{"seat", seat + 1}, {"detail", err}});
    }
  }
  if (journal_) {
    // The answer stands (the game goes on); the front end is told the journal is failing.
    if (std::string err = journal_->write(rec_.decisions.back()); !err.empty()) journal_error_ = err;
  }
  return taken();
}

std::string Session::check_answer(int seat, const Value& choice) const {
  if (!broken_.empty()) return broken_;
  const SeatRequest* req = request(seat);
  if (!req) return "no request is waiting for seat " + std::to_string(seat + 1);
  if (std::string why = check_typed_answer(*req, choice); !why.empty()) return why;
  // Validators run read-only (vm.read_only): nothing in the session changes.
  return const_cast<Session*>(this)->check_with_validator(*req, choice);
}

std::string Session::push_answers_and_resume() {
  Decision d = std::move(*st_.pending);
  st_.pending.reset();
  drop_validator(d);
  // The last answer (the one that completed the decision) is in the record only (submit).
  const RecordedAnswer& last = rec_.decisions.back();
  if (!d.simultaneous) {
    push_value(co_, last.answer);
  } else {
    lua_createtable(co_, 0, static_cast<int>(d.requests.size()));
    for (auto& r : d.requests) {
      push_value(co_, r.seat == last.seat ? last.answer : r.answer);
      lua_rawseti(co_, -2, r.seat + 1);
    }
  }
  return run(1);
}

void note_mods(const Catalog& catalog, Setup& setup) {
  setup.mods = Value::array();
  for (const ModInfo& m : catalog.mods()) {
    if (!m.error.empty()) continue;
    const bool touches = std::find(m.extends.begin(), m.extends.end(), setup.game) != m.extends.end() ||
                         std::find(m.games.begin(), m.games.end(), setup.game) != m.games.end();
    if (touches) setup.mods.push_back({{"id", m.id}, {"version", m.version}});
  }
}

std::unique_ptr<Session> Session::replay(Catalog& catalog, const Record& record, const std::string& source,
                                         std::string& error, size_t upto) {
  // A mod the game was played with and that is not loaded now: said as such, before the rules
  // fail on what it added (an unknown option, a character they do not know).
  if (record.setup.mods.is_array())
    for (const Value& m : record.setup.mods) {
      const std::string id = m.value("id", ""), version = m.value("version", "");
      const bool loaded = std::any_of(catalog.mods().begin(), catalog.mods().end(),
                                      [&](const ModInfo& x) { return x.id == id && x.error.empty(); });
      if (!loaded) {
        error = keyed(source + ": it was played with the mod '" + id + "'" + (version.empty() ? "" : " " + version) +
                          ", which is not loaded (give its folder with --mods DIR)",
                      "ui.error.record_needs_mod", Value{{"path", source}, {"mod", id}, {"version", version}});
        return nullptr;
      }
    }
  auto s = start(catalog, record.setup, error);
  if (!s) {
    // A refusal in the rules' own words (a script's error) is said to players as "the rules do
    // not take this saved game"; the errors the engine keyed keep their own words.
    bool said = false;
    for (const KeyedProblem& p : recent_problems()) said = said || p.english == error;
    error = source + ": " + error;
    if (!said) keyed(error, "ui.error.replay_rules", Value{{"path", source}});
    return nullptr;
  }
  const size_t n = std::min(upto, record.decisions.size());
  for (size_t i = 0; i < n; ++i) {
    const auto& a = record.decisions[i];
    const Refusal refused = s->submit(a.seat, a.answer);
    const std::string why = refused.text;
    if (!why.empty()) {
      // Players meet it as "this saved game does not go on with these rules": said in their
      // language, the refusal with it (as data, with the seats' names, for its rule).
      Value names = Value::array();
      for (auto& seat : s->st_.seats) names.push_back(seat.name);
      error = keyed(source + ": decisions[" + std::to_string(i) + "]" +
                        (s->st_.valid_seat(a.seat) ? " (" + seat_label(s->st_, a.seat) + ")" : "") + ": " + why,
                    "ui.error.replay_refused",
                    Value{{"path", source}, {"n", i + 1}, {"why", why}, {"refusal", refused.to_value()}, {"names", names}});
      return nullptr;
    }
  }
  return s;
}

}  // namespace rt
