// bot_bench.cpp: what a heuristic-bot game costs, one core, and where it goes, side by side in one
// run: whole Avalon games (5 and 10 players) and 5-knight Camelot games with heuristic bots on
// every seat (items_per_second: games/s); the same Avalon games with random bots (the rules and
// the host protocol alone: the floor under the bots); and the splits of one bot decision
// mid-game: the seat's view as JSON then converted to a Lua table (the old way), the view pushed
// straight from the state (lua_seat_view.cpp, with and without its cache), and the whole
// decision (view + the Lua bot: deduction and choice; minus the view, the bot's own work); and
// the floor of the heuristic bot's work (bench/lua/bot_floor.lua: whole Avalon games in plain Lua,
// every seat deciding with seat sets as bit masks, no host), beside the whole games; and the same
// heuristic games replayed from their records without the bots (the rules and the host alone);
// and the floor under any Lua bot: the same games played by the host's random bot and by a Lua bot
// that reads its request only and draws as the random bot does (bench/mods/request_only_bot), so
// the difference is the host's side of a Lua bot's decision alone.
#include <benchmark/benchmark.h>
#include <lua.hpp>

#include "bots/bot.hpp"
#include "lua/lua_value.hpp"
#include "lua/session.hpp"

namespace {

rt::Catalog& catalog() {
  static rt::Catalog* c = [] {
    auto* cat = new rt::Catalog();
    cat->load(rt::default_scripts_dir());
    return cat;
  }();
  return *c;
}

// The same scripts with the bench's mods (bench/mods: the request-only bot).
rt::Catalog& catalog_with_bench_mods() {
  static rt::Catalog* c = [] {
    auto* cat = new rt::Catalog();
    cat->load(rt::default_scripts_dir(), rt::find_mods(ROUNDTABLE_BENCH_DIR "/mods"));
    return cat;
  }();
  return *c;
}

rt::Setup avalon(int players, uint64_t seed) {
  rt::Setup setup;
  setup.game = "avalon";
  for (int i = 1; i <= players; ++i) setup.players.push_back("P" + std::to_string(i));
  setup.seed = seed;
  return setup;
}

// Whole Avalon games, the same bot on every seat: "heuristic" (the bots' Lua included) or
// "random" (the host's random bot: the rules and the host protocol alone, the floor under it).
void play_avalon(benchmark::State& state, const char* bot_name) {
  std::string err;
  auto bot = rt::make_bot(catalog(), "avalon", bot_name, 1, err);
  rt::Rng seeds(12345);
  int64_t games = 0;
  for (auto _ : state) {
    auto s = rt::Session::start(catalog(), avalon(static_cast<int>(state.range(0)), seeds.next()), err);
    while (!s->over()) {
      const int seat = s->next_to_answer();
      (void)s->answer(seat, bot->decide(rt::SeatView(*s, seat)));
    }
    ++games;
  }
  state.SetItemsProcessed(games);
}
void BM_AvalonHeuristic(benchmark::State& state) { play_avalon(state, "heuristic"); }
void BM_AvalonRandom(benchmark::State& state) { play_avalon(state, "random"); }

// Shadows over Camelot at five knights, heuristic bots on every seat (the loyal knights' and the
// Traitor's script, scripts/camelot/bots/heuristic.lua).
void BM_CamelotHeuristic(benchmark::State& state) {
  std::string err;
  auto bot = rt::make_bot(catalog(), "camelot", "heuristic", 1, err);
  if (!bot) {
    state.SkipWithError(err.c_str());
    return;
  }
  rt::Rng seeds(12345);
  int64_t games = 0;
  for (auto _ : state) {
    rt::Setup setup;
    setup.game = "camelot";
    for (int i = 1; i <= static_cast<int>(state.range(0)); ++i) setup.players.push_back("P" + std::to_string(i));
    setup.seed = seeds.next();
    auto s = rt::Session::start(catalog(), setup, err);
    while (!s->over()) {
      const int seat = s->next_to_answer();
      (void)s->answer(seat, bot->decide(rt::SeatView(*s, seat)));
    }
    ++games;
  }
  state.SetItemsProcessed(games);
}

// The same heuristic-bot games replayed from their records, no bot asked (the answers given as
// recorded): the rules and the host's protocol alone at exactly those games, so that the whole
// games' cost minus this one is the bots' (their views, their Lua, the host's work for them).
// 32 games are played once (seeded as the whole games' first 32), then replayed in turn.
void replay_heuristic(benchmark::State& state, const char* game) {
  std::string err;
  auto bot = rt::make_bot(catalog(), game, "heuristic", 1, err);
  if (!bot) {
    state.SkipWithError(err.c_str());
    return;
  }
  std::vector<rt::Record> records;
  rt::Rng seeds(12345);
  for (int k = 0; k < 32; ++k) {
    rt::Setup setup = avalon(static_cast<int>(state.range(0)), seeds.next());
    setup.game = game;
    auto s = rt::Session::start(catalog(), setup, err);
    while (!s->over()) {
      const int seat = s->next_to_answer();
      (void)s->answer(seat, bot->decide(rt::SeatView(*s, seat)));
    }
    records.push_back(s->record());
  }
  int64_t games = 0, decisions = 0;
  for (auto _ : state) {
    const rt::Record& r = records[static_cast<size_t>(games) % records.size()];
    auto s = rt::Session::start(catalog(), r.setup, err);
    for (const auto& a : r.decisions) (void)s->answer(a.seat, a.answer);
    decisions += static_cast<int64_t>(r.decisions.size());
    ++games;
  }
  state.SetItemsProcessed(games);
  state.counters["decisions"] = games ? static_cast<double>(decisions) / games : 0;
}
void BM_AvalonHeuristicReplayed(benchmark::State& state) { replay_heuristic(state, "avalon"); }
void BM_CamelotHeuristicReplayed(benchmark::State& state) { replay_heuristic(state, "camelot"); }

// The floor under any Lua bot: whole games of `game` at `players` seats, every seat played by
// `bot_name`: "random" (the host's random bot, seeded 0: its draws are the Lua bots' generator's)
// or "request_only" (bench/mods/request_only_bot: the same draws in Lua, reading only the request).
// Both play exactly the same games (checked: the first 16 records' answers are compared, else the
// benchmark fails), so the difference between the two is what the host spends handing a Lua bot
// its view and taking its answer back, per game. Counter: decisions a game.
void play_same_games(benchmark::State& state, const char* game, const char* bot_name) {
  rt::Catalog& cat = catalog_with_bench_mods();
  std::string err;
  auto bot = rt::make_bot(cat, game, bot_name, 0, err);
  auto other = rt::make_bot(cat, game, std::string(bot_name) == "random" ? "request_only" : "random", 0, err);
  if (!bot || !other) {
    state.SkipWithError(err.c_str());
    return;
  }
  auto setup = [&](uint64_t seed) {
    rt::Setup s = avalon(static_cast<int>(state.range(0)), seed);
    s.game = game;
    return s;
  };
  auto play = [&](rt::Bot& b, uint64_t seed) {
    auto s = rt::Session::start(cat, setup(seed), err);
    while (!s->over()) {
      const int seat = s->next_to_answer();
      (void)s->answer(seat, b.decide(rt::SeatView(*s, seat)));
    }
    return s;
  };
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    auto a = play(*bot, seed), b = play(*other, seed);
    const auto &da = a->record().decisions, &db = b->record().decisions;
    bool same = da.size() == db.size();
    for (size_t i = 0; same && i < da.size(); ++i) same = da[i].seat == db[i].seat && da[i].answer == db[i].answer;
    if (!same) {
      state.SkipWithError("the request-only bot and the random bot played different games");
      return;
    }
  }
  rt::Rng seeds(12345);
  int64_t games = 0, decisions = 0;
  for (auto _ : state) {
    auto s = play(*bot, seeds.next());
    decisions += static_cast<int64_t>(s->record().decisions.size());
    ++games;
  }
  state.SetItemsProcessed(games);
  state.counters["decisions"] = games ? static_cast<double>(decisions) / games : 0;
}
void BM_AvalonSameGamesRandom(benchmark::State& state) { play_same_games(state, "avalon", "random"); }
void BM_AvalonSameGamesRequestOnly(benchmark::State& state) { play_same_games(state, "avalon", "request_only"); }
void BM_CamelotSameGamesRandom(benchmark::State& state) { play_same_games(state, "camelot", "random"); }
void BM_CamelotSameGamesRequestOnly(benchmark::State& state) { play_same_games(state, "camelot", "request_only"); }

// A 5-player game 30 answers in (heuristic bots), for the per-decision splits.
std::unique_ptr<rt::Session> mid_game() {
  std::string err;
  auto bot = rt::make_bot(catalog(), "avalon", "heuristic", 1, err);
  auto s = rt::Session::start(catalog(), avalon(5, 7), err);
  for (int k = 0; k < 30 && !s->over(); ++k) {
    const int seat = s->next_to_answer();
    (void)s->answer(seat, bot->decide(rt::SeatView(*s, seat)));
  }
  return s;
}

void BM_ViewAsJsonThenLua(benchmark::State& state) {
  auto s = mid_game();
  lua_State* L = catalog().vm().L();
  for (auto _ : state) {
    rt::push_value(L, s->view(s->next_to_answer()));
    lua_pop(L, 1);
  }
}

void BM_ViewStraightToLua(benchmark::State& state) {
  auto s = mid_game();
  lua_State* L = catalog().vm().L();
  rt::LuaViewCache cache(L);
  const bool cached = state.range(0) != 0;
  for (auto _ : state) {
    rt::push_seat_view(L, *s, s->next_to_answer(), cached ? &cache : nullptr);
    lua_pop(L, 1);
  }
}

void BM_HeuristicDecision(benchmark::State& state) {
  auto s = mid_game();
  std::string err;
  auto bot = rt::make_bot(catalog(), "avalon", "heuristic", 1, err);
  const int seat = s->next_to_answer();
  for (auto _ : state) benchmark::DoNotOptimize(bot->decide(rt::SeatView(*s, seat)));
}

}  // namespace

// The floor (bench/lua/bot_floor.lua): Avalon's basic game in plain Lua with every seat deciding as
// the heuristic bot's core does (worlds as masks, their weights kept up to date once per fact for
// every seat, P(Evil) over them per decision), in a plain Lua state with nothing of the host. A
// batch of 20 games per call; counters: Evil's share of wins, decisions per game.
void BM_HeuristicFloor(benchmark::State& state) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/bot_floor.lua") != LUA_OK) {
    state.SkipWithError(lua_tostring(L, -1));
    lua_close(L);
    return;
  }
  const int fn = lua_gettop(L);
  int64_t games = 0, evil = 0, decisions = 0;
  constexpr int kBatch = 20;
  for (auto _ : state) {
    lua_pushvalue(L, fn);
    lua_pushinteger(L, kBatch);
    lua_pushinteger(L, state.range(0));
    lua_pushinteger(L, 12345 + games);
    if (lua_pcall(L, 3, 2, 0) != LUA_OK) {
      state.SkipWithError(lua_tostring(L, -1));
      break;
    }
    evil += lua_tointeger(L, -2);
    decisions += lua_tointeger(L, -1);
    lua_pop(L, 2);
    games += kBatch;
  }
  state.SetItemsProcessed(games);
  state.counters["evil_wins"] = games ? static_cast<double>(evil) / games : 0;
  state.counters["decisions"] = games ? static_cast<double>(decisions) / games : 0;
  lua_close(L);
}

BENCHMARK(BM_AvalonHeuristic)->Arg(5)->Arg(10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HeuristicFloor)->Arg(5)->Arg(10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonRandom)->Arg(5)->Arg(10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotHeuristic)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonSameGamesRandom)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonSameGamesRequestOnly)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotSameGamesRandom)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotSameGamesRequestOnly)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonHeuristicReplayed)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotHeuristicReplayed)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ViewAsJsonThenLua)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ViewStraightToLua)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HeuristicDecision)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
