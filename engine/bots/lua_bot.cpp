// lua_bot.cpp: bots written in Lua. A game ships them as <scripts>/<game>/bots/<name>.lua; each
// returns a function decide(view, request, rng) (or a table with such a field `decide`) and runs
// in the rules' sandbox. It is given exactly its seat's view (Session::view(seat) as a Lua
// table), its pending request, a generator seeded from (game seed, seat, step), the public
// analysis's copy (below) and whether anyone reads its reason (want_reasons), and returns
// its answer. It never sees the state, cannot use the game API (no game is running while it
// thinks) nor the game's RNG. Each seat of each game runs its own instance of the bot's script
// (and of the scripts it uses), in a scope of its own (Vm::new_scope), or one an earlier game
// left exactly as it was made (the Vm's InstancePool, per bot script and seat): a file-level
// variable starts afresh with every game, so a bot plays a game the same whether it is the first
// or the hundredth in a process, and two seats never share one (a seat's view stays its own). An
// instance taken when the game already holds answers of its seat (a resumed game) first catches
// up: it is asked those decisions again in a replay of the game, so a resumed game goes on exactly
// as the uninterrupted one whatever the script keeps between calls. A mod ships bots for a game as mods/<mod>/bots/<game>/<name>.lua
// (loaded from the mod's folder, so its `use` finds the mod's scripts, then the shared ones). A
// script that fails or answers what the rules refuse is reported (the bot's name, file:line) and
// its answer (null when it failed) handed on as it is: the Driver (driver.hpp) replaces it with
// the random bot's. A decision with one possible answer that the rules take is answered without
// the script (only_answer; the catch-up skips the same ones).
#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>

#include "../lua/frozen.hpp"
#include "../lua/instance_pool.hpp"
#include "../lua/lua_value.hpp"
#include "bot.hpp"

namespace rt {

namespace {

// ---- the generator a bot is handed: rng:int(lo, hi), rng:unit(), rng:pick(list), rng:shuffle(list)
// Plain C functions on a userdata holding an Rng; their errors are luaL_error (no C++ object lives).
Rng& rng_of(lua_State* L) { return *static_cast<Rng*>(lua_touserdata(L, lua_upvalueindex(1))); }
int first_arg(lua_State* L) { return lua_istable(L, 1) ? 2 : 1; }  // rng:f(...) or rng.f(...)

int rng_int(lua_State* L) {
  const int a = first_arg(L);
  const lua_Integer lo = luaL_checkinteger(L, a), hi = luaL_checkinteger(L, a + 1);
  if (lo > hi) return luaL_error(L, "rng:int: the interval is empty");
  lua_pushinteger(L, lo + static_cast<lua_Integer>(rng_of(L).below(static_cast<uint64_t>(hi - lo) + 1)));
  return 1;
}
int rng_unit(lua_State* L) {
  lua_pushnumber(L, rng_of(L).unit());
  return 1;
}
int rng_pick(lua_State* L) {
  const int a = first_arg(L);
  luaL_checktype(L, a, LUA_TTABLE);
  see_contents(L, a);  // a frozen list: its contents (an item of it is frozen as it was)
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, a));
  if (n == 0) return luaL_error(L, "rng:pick: the list is empty");
  lua_rawgeti(L, a, 1 + static_cast<lua_Integer>(rng_of(L).below(static_cast<uint64_t>(n))));
  return 1;
}
int rng_shuffle(lua_State* L) {  // in place, Fisher-Yates; returns the list
  const int a = first_arg(L);
  luaL_checktype(L, a, LUA_TTABLE);
  if (push_frozen_contents(L, a)) return luaL_error(L, "rng:shuffle: the list is frozen (freeze): shuffle a copy of it");
  for (lua_Integer i = static_cast<lua_Integer>(lua_rawlen(L, a)); i > 1; --i) {
    const lua_Integer j = 1 + static_cast<lua_Integer>(rng_of(L).below(static_cast<uint64_t>(i)));
    lua_rawgeti(L, a, i);
    lua_rawgeti(L, a, j);
    lua_rawseti(L, a, i);
    lua_rawseti(L, a, j);
  }
  lua_pushvalue(L, a);
  return 1;
}

}  // namespace

void push_bot_rng(lua_State* L, uint64_t seed) { (void)push_bot_rng_state(L, seed); }

Rng* push_bot_rng_state(lua_State* L, uint64_t seed) {
  lua_createtable(L, 0, 4);
  auto* r = static_cast<Rng*>(lua_newuserdatauv(L, sizeof(Rng), 0));
  new (r) Rng(seed);  // trivially destructible: nothing to collect
  const int ud = lua_gettop(L);
  static const luaL_Reg fns[] = {{"int", rng_int}, {"unit", rng_unit}, {"pick", rng_pick}, {"shuffle", rng_shuffle}};
  for (const auto& f : fns) {
    lua_pushvalue(L, ud);
    lua_pushcclosure(L, f.func, 1);
    lua_setfield(L, -3, f.name);
  }
  lua_pop(L, 1);
  return r;
}

namespace {

// The one answer a request allows, when it allows exactly one (one option; one seat or one
// entity that must be picked; one entity to order), or null. Such a request is answered without
// asking the script (docs/lua-api.md, "Bots"): a bot that has no choice has nothing to think
// about, and a game asks many of them (a Good seat's quest card, a menu with one way on).
Value only_answer(const SeatRequest& r) {
  switch (r.kind) {
    case ChoiceKind::Choose:
      if (r.options.size() == 1) return Value(r.options[0]);
      break;
    case ChoiceKind::PickSeats:
      if (r.eligible.size() == 1 && r.min >= 1) return Value::array({r.eligible[0] + 1});
      break;
    case ChoiceKind::PickEntities:
      if (r.entities.size() == 1 && r.min >= 1) return Value::array({r.entities[0]});
      break;
    case ChoiceKind::Order:
      if (r.entities.size() == 1) return Value::array({r.entities[0]});
      break;
  }
  return Value();
}

// The request's one answer when the rules take it: the seat's answer, the script not asked.
Value answered_by_host(const SeatRequest& r, const SeatView& view) {
  Value v = only_answer(r);
  if (!v.is_null() && !view.check(v).empty()) return Value();
  return v;
}

bool valid_bot_name(const std::string& name) {
  static const std::regex re("^[a-z0-9_]+$");
  return std::regex_match(name, re);
}

class LuaBot final : public Bot {
 public:
  LuaBot(Catalog& catalog, std::string name, std::string script, int mod, std::string where, bool shares,
         const std::optional<std::vector<std::string>>& log_keys)
      : catalog_(catalog), vm_(catalog.vm()), name_(std::move(name)), script_(std::move(script)), mod_(mod),
        where_(std::move(where)), shares_(shares), views_(vm_.L()) {
    if (log_keys) views_.keep_only_log_keys(*log_keys);  // its seats' logs and its public analysis's
  }
  ~LuaBot() override {
    for (auto& [serial, game] : games_) drop(game);
  }

  Value decide(const SeatView& view) override {
    const SeatRequest* r = view.request();
    if (!r) return nullptr;
    const uint64_t seed = decision_seed(view.game_seed(), view.seat(), view.step());
    std::string why;
    reason_.reset();
    if (Value forced = answered_by_host(*r, view); !forced.is_null()) {
      GameInstances& game = games_[view.game_serial()];
      game.used = ++uses_;
      const size_t seat = static_cast<size_t>(view.seat());
      if (game.host_only.size() <= seat) game.host_only.resize(seat + 1, 0);
      if (game.host_only[seat] == 0) game.host_only[seat] = answered_before(view) ? 2 : 1;
      if (reasons_) {
        reason_.emplace();
        reason_->key = "bots.reason.only_answer";  // (private: which answers a seat has may be its secret)
      }
      return forced;
    }
    // A script stopped by its limits (the CPU-time budget, the memory cap) is not asked again
    // for that seat in this game: a runaway loop costs its budget at every decision (half a
    // second), which would hold a table, and `check` or `simulate`, for hours. The random bot
    // plays the seat, answering as the driver's would, and the first stop is the one problem
    // reported.
    // Kept per seat: a resumed game's seat finds its own stop again when its instance catches up
    // (catch_up), so it goes on as the uninterrupted game did.
    if (auto g = games_.find(view.game_serial()); g != games_.end() && ran_over(g->second, view.seat()))
      return random_answer_for(view, seed);
    vm_.clear_limit();
    bool retired = false;  // (its catch-up, after a resume, met the stop of before the break)
    Value answer = ask_script(view, seed, why, retired);
    if (retired) return random_answer_for(view, seed);
    if (why.empty()) {
      why = view.check(answer);
      if (!why.empty()) why = where_ + ": answered " + answer.dump() + ", which the rules refuse: " + why;
    } else if (vm_.hit_limit()) {
      vm_.clear_limit();
      mark_ran_over(games_[view.game_serial()], view.seat());
      reason_.reset();
      problems_.push_back("bot '" + name_ + "' (seat " + std::to_string(view.seat() + 1) + ", step " +
                          std::to_string(view.step()) + "): " + why + "; " + kBotRanOver);
      return answer;
    }
    if (why.empty()) return answer;
    reason_.reset();  // the random bot answers: the script's reason is not this answer's
    problems_.push_back("bot '" + name_ + "' (seat " + std::to_string(view.seat() + 1) + ", step " +
                        std::to_string(view.step()) + "): " + why + "; the random bot answered instead");
    // The driver (driver.hpp), the one place a refused bot answer is handled, hands the decision
    // to the random bot, seeded as this decision.
    return answer;
  }

  std::vector<std::string> take_problems() override { return std::exchange(problems_, {}); }
  std::optional<BotReason> take_reason() override { return std::exchange(reason_, std::nullopt); }

  // The random bot's answer for a decision (`seed`: decision_seed's), as the driver's
  // replacement would give it (its first answer the request allows), or null when none is allowed (the
  // driver then goes on trying, and reports it).
  static Value random_answer_for(const SeatView& view, uint64_t seed) {
    RandomBot fallback(seed);
    for (int tries = 0; tries < 64; ++tries) {
      Value a = fallback.decide(view);
      if (view.check(a).empty()) return a;
    }
    return Value();
  }
  void want_reasons(bool wanted) override { reasons_ = wanted; }
  // The seat's instance is made and catches up now (catch_up), keeping what it says.
  std::vector<Recalled> recall_reasons(const Session& session, int seat) override {
    std::vector<Recalled> out;
    if (!reasons_) return out;
    const SeatView view(session, seat);
    Instance* inst = nullptr;
    bool made = false;
    {
      NoGame no_game(vm_);
      const int top = lua_gettop(vm_.L());
      const std::string why = instance_for(view, inst, made);
      lua_settop(vm_.L(), top);
      if (!why.empty()) return out;  // (its first decision reports it)
    }
    // (an instance that already played this game kept no reasons to give again)
    if (made && !catch_up(games_[view.game_serial()], view, *inst, &out)) {
      drop(*inst);  // (caught up on part of the game only: the seat's first decision makes it anew)
      *inst = Instance{};
    }
    return out;
  }

 private:
  // One seat's instance of the script in one game: its scope and its decide function, and the
  // key it is pooled under (instance_pool.hpp).
  struct Instance {
    int scope = LUA_NOREF;
    int decide = LUA_NOREF;
    std::string pool_key;
    // The seat's generator table (registry) and its state: made at the seat's first decision and
    // seeded afresh for each (the same draws as a new one: Rng(seed) is reseed(seed)).
    int rng = LUA_NOREF;
    Rng* rng_state = nullptr;
  };
  // The instances of one game (SeatView::game_serial), per seat, and when the game last asked.
  // With a public analysis (the script's `public`): its own instance, which is handed only the
  // spectator's view, and its last result (a registry reference), for the session and step it was
  // made at (a catch-up replays another session).
  struct GameInstances {
    uint64_t used = 0;
    std::vector<Instance> seats;
    Instance analysis;
    uint64_t shared_session = 0;
    uint64_t shared_runs = 0;  // Session::rules_runs when it was made
    int shared = LUA_NOREF;
    // Per seat, before its instance is made: 1 when every answer of the seat in this game so far
    // is one this object gave without the script (a decision with one answer), so there is
    // nothing to catch up on; 2 when the seat had answered before this object first saw it.
    std::vector<char> host_only;
    std::vector<char> ran_over;  // per seat: a call of the script for it was stopped by its limits
  };
  static bool ran_over(const GameInstances& g, int seat) {
    return seat >= 0 && static_cast<size_t>(seat) < g.ran_over.size() && g.ran_over[static_cast<size_t>(seat)];
  }
  static void mark_ran_over(GameInstances& g, int seat) {
    if (seat < 0) return;
    if (g.ran_over.size() <= static_cast<size_t>(seat)) g.ran_over.resize(static_cast<size_t>(seat) + 1, 0);
    g.ran_over[static_cast<size_t>(seat)] = 1;
  }
  // A bot object may play games side by side (a test, two tables); the instances of the games it
  // played least recently are let go past this many games (a finished game is never asked again),
  // back to the pool for the next game. A game asked again after that gets an instance anew: what
  // a bot works out is kept with its seat's view, not in the instance, so it answers the same.
  static constexpr size_t kGamesKept = 2;

  // The instance goes back to the Vm's pool: kept for another game if its game left it exactly
  // as it was made (a bot keeps what it works out with its seat's view, not in its scripts), else
  // let go.
  void drop(Instance& i) {
    luaL_unref(vm_.L(), LUA_REGISTRYINDEX, i.decide);
    i.decide = LUA_NOREF;
    luaL_unref(vm_.L(), LUA_REGISTRYINDEX, i.rng);
    i.rng = LUA_NOREF;
    i.rng_state = nullptr;
    if (i.scope != LUA_NOREF) InstancePool::of(vm_.L()).give_back(i.pool_key, i.scope);
  }
  void drop(GameInstances& g) {
    for (auto& i : g.seats) drop(i);
    drop(g.analysis);
    luaL_unref(vm_.L(), LUA_REGISTRYINDEX, g.shared);
    g.shared = LUA_NOREF;
  }
  // The seat's instance for this game, the first time the seat is asked in a game (`made`): one
  // an earlier game left unchanged (the pool, per bot script and seat), else made afresh (the
  // script's top level run again in a new scope). "" or why it cannot be made.
  std::string instance_for(const SeatView& view, Instance*& out, bool& made) {
    made = false;
    GameInstances& game = games_[view.game_serial()];
    game.used = ++uses_;
    const size_t seat = static_cast<size_t>(view.seat());
    if (game.seats.size() <= seat) game.seats.resize(seat + 1);
    Instance& i = game.seats[seat];
    out = &i;
    if (i.decide != LUA_NOREF) return "";
    if (games_.size() > kGamesKept) {
      auto oldest = games_.begin();
      for (auto it = games_.begin(); it != games_.end(); ++it)
        if (it->second.used < oldest->second.used) oldest = it;
      drop(oldest->second);
      games_.erase(oldest);
    }
    made = true;
    return make_instance(i, "seat " + std::to_string(seat), "decide");
  }

  // Makes instance i (its scope: from the pool, else new) and keeps the function `field` of what
  // the script returns (a table), or the function it returns (for "decide").
  std::string make_instance(Instance& i, const std::string& slot, const char* field) {
    drop(i);
    lua_State* L = vm_.L();
    InstancePool& pool = InstancePool::of(L);
    i.pool_key = "bot " + script_ + " " + std::to_string(mod_) + " " + slot;
    i.scope = pool.take(i.pool_key);
    const bool reused = i.scope != LUA_NOREF;
    if (!reused) i.scope = vm_.new_scope();
    Vm::ScopeGuard scope(vm_, i.scope);
    std::string err;
    vm_.reset_budget();
    if (!vm_.use(L, script_, err, mod_)) return err;  // (a reused instance has it already)
    if (!reused) pool.record(i.pool_key, i.scope);
    if (lua_istable(L, -1)) {
      rawfield(L, -1, field);
      lua_remove(L, -2);
    }
    if (!lua_isfunction(L, -1)) {
      lua_pop(L, 1);
      return where_ + ": the script returned no " + field + " function in this game";
    }
    i.decide = luaL_ref(L, LUA_REGISTRYINDEX);
    return "";
  }

  // While a bot thinks no game is running: no game API, no game RNG (nor while its script loads).
  // A replay (catch_up) runs the rules in between, which sets these for itself.
  struct NoGame {
    Vm& vm;
    Session* was_session;
    bool was_read_only;
    explicit NoGame(Vm& v) : vm(v), was_session(v.session), was_read_only(v.read_only) {
      vm.session = nullptr;
      vm.read_only = true;
    }
    ~NoGame() {
      vm.session = was_session;
      vm.read_only = was_read_only;
    }
  };

  // Runs the seat's decide(view, request, rng); the answer, or null and `why` (file:line: message).
  Value ask_script(const SeatView& view, uint64_t seed, std::string& why, bool& retired) {
    Instance* inst = nullptr;
    bool made = false;
    {
      NoGame no_game(vm_);
      const int top = lua_gettop(vm_.L());
      why = instance_for(view, inst, made);
      lua_settop(vm_.L(), top);
      if (!why.empty()) return Value();
    }
    GameInstances& game = games_[view.game_serial()];
    if (made) catch_up(game, view, *inst);
    if ((retired = ran_over(game, view.seat()))) return Value();
    return run_decide(game, *inst, view, seed, why, true);
  }

  // ---- the public analysis (docs/lua-api.md, "Bots": `public`)
  // A script may return {decide = ..., public = function(view) ... end}. `public` runs in the
  // game's own instance for it, on the spectator's view (what every seat sees: no seat's cards,
  // knowledge or request), once each time the rules have run (between two runs the
  // spectator's view is the same: SeatView::push_public_lua), and what it returns is handed to
  // every seat's decide as its fourth argument: the work every seat would repeat on public facts,
  // done once. It must be plain data: tables (without metatables), strings, numbers, booleans
  // and the host's immutable objects (the `worlds` library's). Each seat gets its own copy of the
  // tables (what a seat writes into its copy reaches no other seat) and the same immutable
  // objects; a function, a coroutine or any other userdata is refused when it is copied, since a
  // seat could leave something in it for another.

  // Is the value at idx one of the host's immutable objects (its metatable listed by the library
  // that makes them, in the registry's "roundtable.immutable": read once)?
  bool immutable_object(lua_State* L, int idx) {
    if (!immutable_read_) {
      immutable_read_ = true;
      if (lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.immutable") == LUA_TTABLE) {
        lua_pushnil(L);
        while (lua_next(L, -2)) {
          immutable_.push_back(lua_topointer(L, -2));
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 1);
    }
    if (!lua_getmetatable(L, idx)) return false;
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    return std::find(immutable_.begin(), immutable_.end(), mt) != immutable_.end();
  }

  // Pushes a copy of the value at idx, which must be plain data (above): tables copied (their
  // array part first, by index), everything else as it is. Tables nest at most kSharedDepth deep
  // (a cycle is refused too), and hold at most kSharedValues values in all, counted as copied
  // (a table shared under many keys counts at each: without the cap, 16 levels of one table
  // listed ten times would copy 10^16 tables outside the memory cap). "" or what is wrong with
  // it (then nothing is pushed).
  static constexpr int kSharedDepth = 16;
  static constexpr long kSharedValues = 262'144;
  std::string push_copy(lua_State* L, int idx, int depth, long& left) {
    if (--left < 0) return "holds more than " + std::to_string(kSharedValues) + " values";
    idx = lua_absindex(L, idx);
    switch (lua_type(L, idx)) {
      case LUA_TNIL:
      case LUA_TBOOLEAN:
      case LUA_TNUMBER:
      case LUA_TSTRING:
        lua_pushvalue(L, idx);
        return "";
      case LUA_TUSERDATA:
        if (!immutable_object(L, idx)) return "holds a userdata the host does not know to be immutable";
        lua_pushvalue(L, idx);
        return "";
      case LUA_TTABLE:
        break;
      default:
        return std::string("holds a ") + luaL_typename(L, idx);
    }
    if (depth >= kSharedDepth) return "nests tables more than " + std::to_string(kSharedDepth) + " deep (or holds a cycle)";
    if (push_frozen_contents(L, idx)) {  // a frozen table: a plain copy of its contents, as of any table
      ++left;
      std::string why = push_copy(L, -1, depth, left);
      if (why.empty()) lua_remove(L, -2);  // the contents, under the copy
      else lua_pop(L, 1);
      return why;
    }
    if (lua_getmetatable(L, idx)) {
      lua_pop(L, 1);
      return "holds a table with a metatable";
    }
    if (!lua_checkstack(L, 6)) return "nests too deep";
    const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
    lua_createtable(L, static_cast<int>(n), 0);
    const int out = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; ++i) {
      // A plain value (the common case: a list of numbers and the host's objects) is set as it is,
      // counted as push_copy counts it, without a call per value.
      const int type = lua_rawgeti(L, idx, i);
      if (type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TBOOLEAN || type == LUA_TNIL ||
          (type == LUA_TUSERDATA && immutable_object(L, -1))) {
        if (--left < 0) {
          lua_settop(L, out - 1);
          return "holds more than " + std::to_string(kSharedValues) + " values";
        }
        lua_rawseti(L, out, i);
        continue;
      }
      std::string why = push_copy(L, -1, depth + 1, left);
      if (!why.empty()) {
        lua_settop(L, out - 1);
        return why;
      }
      lua_rawseti(L, out, i);
      lua_pop(L, 1);
    }
    // The rest (string keys, ...): next from the array's last key on.
    if (n > 0) lua_pushinteger(L, n);
    else lua_pushnil(L);
    while (lua_next(L, idx)) {
      // A key is a string, a number or a boolean (a table as a key would be handed to every seat
      // as it is, not copied).
      const int kt = lua_type(L, -2);
      std::string why = kt == LUA_TSTRING || kt == LUA_TNUMBER || kt == LUA_TBOOLEAN
                            ? "" : std::string("has a ") + luaL_typename(L, -2) + " as a key";
      if (why.empty()) why = push_copy(L, -1, depth + 1, left);
      if (!why.empty()) {
        lua_settop(L, out - 1);
        return why;
      }
      lua_pushvalue(L, -3);  // key
      lua_insert(L, -2);     // ..., key, value, key, copy
      lua_rawset(L, out);
      lua_pop(L, 1);
    }
    return "";
  }

  // Pushes this decision's copy of the game's public analysis for the view's session as its rules
  // last left it (made first when they have run since), or nil when the script has none. "" or why it
  // failed (then nil is pushed).
  std::string push_shared(GameInstances& game, const SeatView& view) {
    lua_State* L = vm_.L();
    if (!shares_) {
      lua_pushnil(L);
      return "";
    }
    if (game.shared == LUA_NOREF || game.shared_session != view.game_serial() || game.shared_runs != view.rules_runs()) {
      std::string why = make_shared(game, view);
      if (!why.empty()) {
        lua_pushnil(L);
        return why;
      }
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, game.shared);
    long left = kSharedValues;
    const std::string why = push_copy(L, -1, 0, left);
    if (!why.empty()) {
      lua_pop(L, 1);
      lua_pushnil(L);
      return where_ + ": its public analysis " + why;
    }
    lua_remove(L, -2);
    return "";
  }

  std::string make_shared(GameInstances& game, const SeatView& view) {
    lua_State* L = vm_.L();
    luaL_unref(L, LUA_REGISTRYINDEX, game.shared);
    game.shared = LUA_NOREF;
    const int top = lua_gettop(L);
    NoGame no_game(vm_);
    if (game.analysis.decide == LUA_NOREF) {
        std::string why = make_instance(game.analysis, "public", "public");
      lua_settop(L, top);
      if (!why.empty()) return why;
    }
    Vm::ScopeGuard scope(vm_, game.analysis.scope);
    lua_rawgeti(L, LUA_REGISTRYINDEX, game.analysis.decide);
    view.push_public_lua(L, &views_);
    std::string err;
    const int rc = vm_.call(L, 1, 1, err);
    views_.end_view();
    if (rc != LUA_OK) {
      lua_settop(L, top);
      return err + " (its public analysis)";
    }
    game.shared = luaL_ref(L, LUA_REGISTRYINDEX);
    game.shared_session = view.game_serial();
    game.shared_runs = view.rules_runs();
    lua_settop(L, top);
    return "";
  }

  // A seat's instance made when the game already holds answers of that seat (the game was resumed
  // from its journal or record, or the instance was let go): it is asked each of those decisions
  // again, in order, in a replay of the game up to now, and its answers are dropped (the record's
  // stand). So whatever the script keeps between calls (a file-level variable, a cache) is what
  // the uninterrupted game's instance would hold now, and the resumed game goes on exactly as the
  // uninterrupted one; the decisions with one answer are skipped as decide skipped them. Costs
  // nothing in a game played without a break: there is nothing to redo, and a seat whose answers
  // so far each had one possible answer was followed by this object (host_only).
  static bool answered_before(const SeatView& view) {
    const auto& d = view.record().decisions;
    for (size_t k = 0; k < view.step(); ++k)
      if (d[k].seat == view.seat()) return true;
    return false;
  }
  // With `recalled` (recall_reasons), the reason of each of the seat's past answers is kept
  // there as decide would have kept it, as long as every answer asked again is the recorded one;
  // at the first that is not, `recalled` is emptied and the catch-up stops (false): the instance
  // then holds only part of the game, and is let go (a script that fails or runs out of its
  // budget at every call is not asked the rest of the game for nothing).
  bool catch_up(GameInstances& game, const SeatView& view, Instance& inst, std::vector<Recalled>* recalled = nullptr) {
    const Record& rec = view.record();
    const size_t upto = view.step();
    const size_t seat = static_cast<size_t>(view.seat());
    if (seat < game.host_only.size() && game.host_only[seat] == 1) return true;  // (only answers without the script)
    if (!answered_before(view)) return true;
    std::string error;
    auto past = Session::start(catalog_, rec.setup, error);
    if (!past) return true;  // (the live game started from this setup: it does not happen)
    const size_t problems = problems_.size();  // (the problems met again were reported the first time)
    for (size_t k = 0; k < upto; ++k) {
      const RecordedAnswer& a = rec.decisions[k];
      const SeatRequest* asked = a.seat == view.seat() ? past->request(a.seat) : nullptr;
      if (asked) {
        const SeatView then(*past, a.seat);
        Value answer = answered_by_host(*asked, then);  // (as decide did)
        const bool by_host = !answer.is_null();
        reason_.reset();
        if (!by_host) {
          std::string ignored;
          vm_.clear_limit();
          answer = run_decide(game, inst, then, decision_seed(rec.setup.seed, a.seat, k), ignored, recalled != nullptr);
          if (!ignored.empty() && vm_.hit_limit()) {  // stopped here before the break too: not asked again
            vm_.clear_limit();
            mark_ran_over(game, view.seat());
            reason_.reset();
            problems_.resize(std::min(problems_.size(), problems));
            return true;
          }
        }
        if (recalled && answer != a.answer) {  // another hand played this seat then
          recalled->clear();
          reason_.reset();
          problems_.resize(std::min(problems_.size(), problems));
          return false;
        } else if (recalled && by_host) {
          recalled->push_back({k, {}});
          recalled->back().reason.key = "bots.reason.only_answer";
        } else if (recalled && reason_) {
          recalled->push_back({k, std::move(*reason_)});
        }
        reason_.reset();
      }
      if (past->submit(a.seat, a.answer)) break;
    }
    problems_.resize(std::min(problems_.size(), problems));
    return true;
  }

  // Calls the instance's decide(view, request, rng, shared, reasons), shared: this decision's copy
  // of the game's public analysis (nil without one); reasons: whether its reason is read. With
  // `keep` (and reasons wanted), its reason is kept for take_reason; without (catching up, or
  // nobody takes reasons), nothing it said is kept.
  Value run_decide(GameInstances& game, Instance& inst, const SeatView& view, uint64_t seed, std::string& why,
                   bool keep) {
    lua_State* L = vm_.L();
    const int top = lua_gettop(L);
    // The public analysis first (it is handed the spectator's view, which ends any view before it).
    why = push_shared(game, view);
    if (!why.empty()) {
      lua_settop(L, top);
      return Value();
    }
    const int shared = lua_gettop(L);
    NoGame no_game(vm_);
    Vm::ScopeGuard scope(vm_, inst.scope);  // a `use` inside decide finds this instance's scripts
    lua_rawgeti(L, LUA_REGISTRYINDEX, inst.decide);
    view.push_lua(L, &views_);
    lua_getfield(L, -1, "decision");
    if (inst.rng == LUA_NOREF) {
      inst.rng_state = push_bot_rng_state(L, seed);
      lua_pushvalue(L, -1);
      inst.rng = luaL_ref(L, LUA_REGISTRYINDEX);
    } else {
      inst.rng_state->reseed(seed);
      lua_rawgeti(L, LUA_REGISTRYINDEX, inst.rng);
    }
    lua_pushvalue(L, shared);
    const bool reasons = keep && reasons_;
    lua_pushboolean(L, reasons);
    std::string err;
    const int rc = vm_.call(L, 5, 2, err);
    views_.end_view();  // the view's unread parts are not built after the decision
    Value out;
    if (rc != LUA_OK) {
      why = err;  // the script's own "file:line: message"
    } else if (!to_value(L, -2, out, err)) {
      why = where_ + ": the answer cannot be read: " + err;
    } else if (reasons && !lua_isnil(L, -1)) {
      read_reason(L, lua_gettop(L), view);
    }
    lua_settop(L, top);
    return out;
  }

  // The reason returned after the answer: {key = "...", args = {...}, public = true | {key, args}}.
  // A malformed one is reported and dropped (the answer stands).
  void read_reason(lua_State* L, int idx, const SeatView& view) {
    auto problem = [&](const std::string& what) {
      problems_.push_back("bot '" + name_ + "' (seat " + std::to_string(view.seat() + 1) + ", step " +
                          std::to_string(view.step()) + "): " + where_ + ": the reason " + what + "; it is left out");
    };
    auto read_one = [&](int t, std::string& key, Value& args) {
      if (!lua_istable(L, t)) return false;
      rawfield(L, t, "key");
      key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
      lua_pop(L, 1);
      rawfield(L, t, "args");
      std::string err;
      Value a;
      const bool ok = lua_isnil(L, -1) || (lua_istable(L, -1) && to_value(L, lua_gettop(L), a, err));
      lua_pop(L, 1);
      if (!ok || key.empty()) return false;
      args = a.is_object() ? a : Value::object();
      return true;
    };
    BotReason r;
    if (!read_one(idx, r.key, r.args)) return problem("must be {key = \"a translation key\", args = {...}}");
    rawfield(L, idx, "public");
    if (lua_toboolean(L, -1) && !lua_istable(L, -1)) {
      r.public_key = r.key, r.public_args = r.args;  // the reason itself is made of public facts
    } else if (lua_istable(L, -1) && !read_one(lua_gettop(L), r.public_key, r.public_args)) {
      lua_pop(L, 1);
      return problem("'s public part must be true or {key = ..., args = {...}}");
    }
    lua_pop(L, 1);
    reason_ = std::move(r);
  }

  Catalog& catalog_;
  Vm& vm_;
  std::optional<BotReason> reason_;
  bool reasons_ = true;  // want_reasons
  std::string name_;
  std::string script_;  // what `use` loads (the game's bots/<name>, or a mod's bots/<game>/<name>)
  int mod_;             // the mod's number for Vm::use, or -1
  std::map<uint64_t, GameInstances> games_;  // by SeatView::game_serial
  uint64_t uses_ = 0;
  std::string where_;  // the script file and the line where decide is defined
  bool shares_;        // the script returns a public analysis (`public`) beside decide
  bool immutable_read_ = false;
  std::vector<const void*> immutable_;  // the metatables of the host's immutable objects
  LuaViewCache views_;  // the log tables already handed to each seat in this game
  std::vector<std::string> problems_;
};

}  // namespace

uint64_t decision_seed(uint64_t game_seed, int seat, size_t step) {
  auto mix = [](uint64_t z) {  // splitmix64's finaliser
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  return mix(mix(mix(game_seed) ^ static_cast<uint64_t>(seat)) ^ static_cast<uint64_t>(step));
}

namespace {

namespace fs = std::filesystem;

// The script's `log_keys` (the table at idx): the log keys its bot reads, each a key some text of
// the catalog knows (a log entry's key is a translation key: a misspelled one would silently hide
// every entry). "" or what is wrong with it, naming the key.
std::string read_log_keys(const Catalog& catalog, lua_State* L, int idx, std::optional<std::vector<std::string>>& out) {
  idx = lua_absindex(L, idx);
  rawfield(L, idx, "log_keys");
  const int t = lua_gettop(L);
  if (lua_isnil(L, t)) {
    lua_pop(L, 1);
    return "";
  }
  see_contents(L, t);
  const char* const shape = "`log_keys` must be a list of log keys (strings), the keys of the log entries the bot reads";
  if (!lua_istable(L, t)) {
    lua_pop(L, 1);
    return shape;
  }
  std::vector<std::string> keys;
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
  std::string why;
  for (lua_Integer i = 1; i <= n && why.empty(); ++i) {
    if (lua_rawgeti(L, t, i) != LUA_TSTRING) why = shape;
    else if (std::string k = lua_tostring(L, -1); !catalog.has_text("en", k))
      why = "`log_keys` names '" + k + "', which no text knows (a log entry's key is its translation key: misspelled?)";
    else keys.push_back(std::move(k));
    lua_pop(L, 1);
  }
  if (why.empty()) {  // nothing but the list
    lua_pushnil(L);
    long entries = 0;
    while (lua_next(L, t)) {
      ++entries;
      lua_pop(L, 1);
    }
    if (entries != n) why = shape;
  }
  lua_pop(L, 1);
  if (why.empty()) out = std::move(keys);
  return why;
}

// The bot scripts (stems) of a folder.
std::vector<std::string> bots_in(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(dir, ec)) {
    const std::string stem = e.path().stem().string();
    if (e.path().extension() == ".lua" && valid_bot_name(stem) && stem != "random") out.push_back(stem);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<BotSource> bot_sources(const Catalog& catalog, const std::string& game) {
  std::vector<BotSource> out = {{"random", "host", ""}};
  auto known = [&](const std::string& n) {
    return std::any_of(out.begin(), out.end(), [&](const BotSource& b) { return b.name == n; });
  };
  for (const auto& root : const_cast<Catalog&>(catalog).vm().roots())
    for (auto& n : bots_in(fs::path(root.dir) / game / "bots"))
      if (!known(n)) out.push_back({n, "game", ""});
  for (const ModInfo& m : catalog.mods())
    if (m.error.empty() && m.root >= 0)
      for (auto& n : bots_in(fs::path(m.dir) / "bots" / game))
        if (!known(n)) out.push_back({n, m.source, m.id});
  return out;
}

std::string default_bot(const Catalog& catalog, const std::string& game) {
  for (const BotSource& b : bot_sources(catalog, game))
    if (b.from == "game") return b.name;
  return "random";
}

std::unique_ptr<Bot> make_bot(Catalog& catalog, const std::string& game, const std::string& name, uint64_t seed,
                              std::string& error) {
  if (name == "random") return make_bot(name, seed);
  const auto known = [&] {
    std::string list;
    for (auto& b : bot_names(catalog, game)) list += (list.empty() ? "" : ", ") + b;
    return list;
  };
  if (!valid_bot_name(name) || !catalog.game(game)) {
    error = "unknown bot '" + name + "' for " + game + " (bots: " + known() + ")";
    return nullptr;
  }
  // The game's own bot, else the first enabled mod that ships one of this name.
  std::string script = game + "/bots/" + name;
  int mod = -1;
  for (const BotSource& b : bot_sources(catalog, game))
    if (b.name == name && !b.mod.empty())
      for (const ModInfo& m : catalog.mods())
        if (m.id == b.mod && m.error.empty()) script = "bots/" + game + "/" + name, mod = m.root;
  Vm& vm = catalog.vm();
  lua_State* L = vm.L();
  std::string err;
  vm.reset_budget();
  if (!vm.use(script, err, mod)) {
    error = err.find("no such script") != std::string::npos
                ? "unknown bot '" + name + "' for " + game + " (bots: " + known() + ")"
                : "bot '" + name + "' for " + game + " does not load: " + err;
    return nullptr;
  }
  bool shares = false;
  std::optional<std::vector<std::string>> log_keys;
  if (lua_istable(L, -1)) {
    if (std::string why = read_log_keys(catalog, L, -1, log_keys); !why.empty()) {
      lua_pop(L, 1);
      error = "bot '" + name + "' for " + game + ": " + script + ".lua: " + why;
      return nullptr;
    }
    rawfield(L, -1, "public");
    shares = lua_isfunction(L, -1);
    const bool odd = !shares && !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (odd) {
      lua_pop(L, 1);
      error = "bot '" + name + "' for " + game + ": " + script + ".lua: `public` must be a function(view)";
      return nullptr;
    }
    rawfield(L, -1, "decide");
    lua_remove(L, -2);
  }
  if (!lua_isfunction(L, -1)) {
    lua_pop(L, 1);
    error = "bot '" + name + "' for " + game + ": " + script + ".lua must return decide(view, request, rng) or {decide = ...}";
    return nullptr;
  }
  lua_Debug ar;
  lua_pushvalue(L, -1);
  lua_getinfo(L, ">S", &ar);
  const std::string where = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
  lua_pop(L, 1);  // (loaded here only to report a broken bot at once: each game runs its own instance)
  return std::make_unique<LuaBot>(catalog, name, script, mod, where, shares, log_keys);
}

std::vector<std::string> bot_names(const Catalog& catalog, const std::string& game) {
  std::vector<std::string> names;
  for (const BotSource& b : bot_sources(catalog, game))
    if (b.name != "random") names.push_back(b.name);
  std::sort(names.begin(), names.end());
  names.insert(names.begin(), "random");
  return names;
}

}  // namespace rt
