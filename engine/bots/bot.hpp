// bot.hpp: the bot interface. A bot sees exactly what its seat's view holds (SeatView) and
// answers its pending request; it never touches the host state.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../core/rng.hpp"
#include "../lua/session.hpp"
#include "lua_seat_view.hpp"

namespace rt {

// What one seat may see: its own pending request, and its full view built on demand.
class SeatView {
 public:
  SeatView(const Session& s, int seat) : session_(s), seat_(seat) {}
  int seat() const { return seat_; }
  const SeatRequest* request() const { return session_.request(seat_); }
  // Where the game is: its seed and how many answers it holds (a bot's randomness is derived
  // from these, never from a running stream, so a resumed game goes on as the uninterrupted one).
  uint64_t game_seed() const { return session_.setup().seed; }
  size_t step() const { return session_.record().decisions.size(); }
  // The game's record so far (its setup and the answers before this decision).
  const Record& record() const { return session_.record(); }
  // Which game this is, unique in the process (Session::serial): a Lua bot runs a fresh instance
  // of its script for each game and seat.
  uint64_t game_serial() const { return session_.serial(); }
  // "" if the session would take this answer from this seat (type and the rules' validator),
  // else why not. Nothing changes.
  std::string check(const Value& choice) const { return session_.check_answer(seat_, choice); }
  // The full view pushed as a Lua table (lua_seat_view.hpp: the same table as push_value(full()),
  // built without the JSON tree; `cache` reuses the log already pushed to this seat).
  void push_lua(lua_State* L, LuaViewCache* cache) const { push_seat_view(L, session_, seat_, cache); }
  // How many times the game's rules have run (Session::rules_runs).
  uint64_t rules_runs() const { return session_.rules_runs(); }
  // The spectator's view (what every seat sees: no seat's cards, knowledge or request) as a Lua
  // table, kept in the cache's slot after the last seat, as the rules last left it: its
  // waiting_for lists every seat the pending decision asks, answered since or not (the same
  // view until the rules run again). What a bot's public analysis is handed.
  void push_public_lua(lua_State* L, LuaViewCache* cache) const {
    push_seat_view(L, session_, session_.state().seat_count(), cache);
    lua_createtable(L, 0, 0);
    lua_Integer n = 0;
    if (const auto& pending = session_.state().pending)
      for (const auto& r : pending->requests) {
        lua_pushinteger(L, r.seat + 1);
        lua_rawseti(L, -2, ++n);
      }
    lua_setfield(L, -2, "waiting_for");
  }
  const Value& full() const {
    if (!view_) view_ = session_.view(seat_);
    return *view_;
  }

 private:
  const Session& session_;
  int seat_;
  mutable std::optional<Value> view_;
};

// Why a bot answered as it did: a translation key and its arguments (seats 1-based, as in the
// view). The reason is built from what the bot's seat knows, so it is private to that seat (and
// the omniscient view: the end screen). `public_key` (may be empty) is a second reason made only
// of public facts, about an answer everyone sees once the decision is over: that one may be shown
// to every seat then (TableController::reasons).
struct BotReason {
  std::string key;
  Value args = Value::object();
  std::string public_key;
  Value public_args = Value::object();
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Value decide(const SeatView& view) = 0;
  // The reason the bot gave with its last answer, if any (taking it clears it).
  virtual std::optional<BotReason> take_reason() { return std::nullopt; }
  // Whether anyone takes the reasons: a front end that never does (the lab) says so, and the bot
  // may then skip making them (a Lua bot is told so by decide's fifth argument, and its reason is
  // not read). Its answers are the same either way.
  virtual void want_reasons(bool) {}
  // Problems met since the last call (a script that failed, an illegal answer), one line each,
  // naming the bot and its file:line. The answer was given by the random bot instead.
  virtual std::vector<std::string> take_problems() { return {}; }
  // A resumed game (a journal, a record): the reasons this bot gives again for the answers
  // `seat` (0-based) gave before `session` was resumed, each with its step (the answers recorded
  // before it), oldest first. The bot is asked those decisions again in a replay, as it would be
  // at the seat's first decision (a Lua bot's catch-up), and its reasons are kept only when it
  // gives every one of the seat's recorded answers: a seat someone else played for a while
  // (a human, another bot, the random bot in place of a refused answer) recalls nothing, so no
  // reason is ever put to a move the bot did not make. Nothing when nobody takes reasons.
  struct Recalled {
    size_t step = 0;
    BotReason reason;
  };
  virtual std::vector<Recalled> recall_reasons(const Session& session, int seat) {
    (void)session, (void)seat;
    return {};
  }
};

// Every decision is a uniformly random legal choice: one option out of the request's options,
// a uniformly random subset of the eligible seats (of a uniformly random allowed size).
// Resume-exact: its generator is seeded afresh for each decision from (its own seed, the game's
// seed, the seat, the step), never a stream running across decisions, so a game resumed from a
// journal goes on exactly as the uninterrupted one. Asked again for the same decision (a retry
// after a refusal), it goes on with that decision's stream and so gives another draw.
// A uniformly random legal answer read from a request as views and the network give it (JSON,
// seats 1-based): what `join --random-answers`, simulated phones and the latency bench send.
Value random_answer(const Value& request, Rng& rng);

class RandomBot final : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : seed_(seed) {}
  Value decide(const SeatView& view) override;

 private:
  uint64_t seed_;
  Rng rng_;
  bool started_ = false;
  uint64_t game_ = 0;
  int seat_ = -1;
  size_t step_ = 0;
};

// Makes a game-free bot by name ("random"); nullptr if the name is unknown.
std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed);
const char* bot_names();

// Pushes the generator a Lua bot is handed (rng:int, rng:unit, rng:pick, rng:shuffle), seeded.
void push_bot_rng(lua_State* L, uint64_t seed);
// The same, and the generator's state (it lives as long as the table: a caller keeping the table
// may seed it again for another decision).
Rng* push_bot_rng_state(lua_State* L, uint64_t seed);

// The end of a Lua bot's problem when its script was stopped by its limits (the CPU-time budget,
// the memory cap): the script is not asked again for that seat in that game; the random bot plays it.
inline constexpr const char* kBotRanOver = "it is not asked again for this seat in this game: the random bot plays it";

// The seed of one decision: mixed from the game's seed, the seat (0-based) and the step (the
// number of answers recorded before it).
uint64_t decision_seed(uint64_t game_seed, int seat, size_t step);

// Makes the bot `name` for `game`: "random" is the host's uniformly random bot (seeded with
// `seed`, the same for every game); any other name is a Lua bot the game ships
// (<scripts>/<game>/bots/<name>.lua) or an enabled mod ships (mods/<mod>/bots/<game>/<name>.lua;
// the game's own bot of that name wins), lua_bot.cpp. nullptr and `error` if there is none.
std::unique_ptr<Bot> make_bot(Catalog& catalog, const std::string& game, const std::string& name, uint64_t seed,
                              std::string& error);
// The bots a game can be played with: "random", then its Lua bots and its enabled mods' bots,
// sorted.
std::vector<std::string> bot_names(const Catalog& catalog, const std::string& game);

// Where one of a game's bots comes from: "host" (random), "game" (scripts/<game>/bots/) or the
// mod's folder ("mods/<folder>/"), and the mod's id ("" if none).
struct BotSource {
  std::string name, from, mod;
};
std::vector<BotSource> bot_sources(const Catalog& catalog, const std::string& game);
// The bot a new seat is given on a setup screen: the game's own (the first of
// <scripts>/<game>/bots/ in name order), else "random". A record's "" still means random.
std::string default_bot(const Catalog& catalog, const std::string& game);

}  // namespace rt
