// game_bench.cpp: whole random games (every decision a uniformly random legal choice), one core.
// items_per_second is games per second. The scripts are loaded once, as `simulate` does.
#include <benchmark/benchmark.h>
#include <lua.hpp>

#include "bots/bot.hpp"
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

void play_games(benchmark::State& state, const std::string& game, int players,
                rt::Value options = rt::Value::object()) {
  rt::Setup setup;
  setup.game = game;
  setup.options = std::move(options);
  for (int i = 1; i <= players; ++i) setup.players.push_back("P" + std::to_string(i));
  rt::RandomBot bot(1);
  rt::Rng seeds(12345);
  int64_t games = 0, answers = 0;
  for (auto _ : state) {
    setup.seed = seeds.next();
    std::string err;
    auto s = rt::Session::start(catalog(), setup, err);
    if (!s) {
      state.SkipWithError(err.c_str());
      return;
    }
    while (!s->over()) {
      const int seat = s->next_to_answer();
      if (!s->answer(seat, bot.decide(rt::SeatView(*s, seat))).empty()) {
        state.SkipWithError("an answer was refused");
        return;
      }
      ++answers;
    }
    ++games;
  }
  state.SetItemsProcessed(games);
  state.counters["answers_per_game"] = games ? static_cast<double>(answers) / games : 0;
}

void BM_Resistance5(benchmark::State& s) { play_games(s, "resistance", 5); }
void BM_Resistance10(benchmark::State& s) { play_games(s, "resistance", 10); }
void BM_Avalon5(benchmark::State& s) { play_games(s, "avalon", 5); }
void BM_Avalon10(benchmark::State& s) { play_games(s, "avalon", 10); }
// Ten players with many Big Box characters: Percival, Morgana, Mordred, both Lancelots, the Cleric
// (a loyalty check in the Reveal stage) and the Troublemaker.
// Shadows over Camelot at five knights (the Traitor in play by default): a long game of hands,
// decks and interrupts.
void BM_Camelot5(benchmark::State& s) { play_games(s, "camelot", 5); }
void BM_AvalonBigBox10(benchmark::State& s) {
  play_games(s, "avalon", 10,
             {{"percival", true}, {"morgana", true}, {"mordred", true}, {"lancelots", true}, {"cleric", true},
              {"troublemaker", true}});
}
// Issue 15's fourth target: the same characters with the Lady of the Lake, Excalibur and the plot cards.
void BM_AvalonBigBox10Full(benchmark::State& s) {
  play_games(s, "avalon", 10,
             {{"percival", true}, {"morgana", true}, {"mordred", true}, {"lancelots", true}, {"cleric", true},
              {"troublemaker", true}, {"lady_of_the_lake", true}, {"excalibur", true}, {"plot_cards", true}});
}

// The floor: the same game flow in plain Lua with a do-nothing host (bench/lua/
// resistance_floor.lua), in a plain Lua 5.4 state (no sandbox, no budget hook, the C library's
// allocator). BM_Resistance can approach it; to pass it, the rules would have to do less.
void lua_floor(benchmark::State& state, int players) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/resistance_floor.lua") != LUA_OK) {
    state.SkipWithError(lua_tostring(L, -1));
    lua_close(L);
    return;
  }
  const int fn = lua_gettop(L);
  int64_t games = 0;
  for (auto _ : state) {
    lua_pushvalue(L, fn);
    lua_pushinteger(L, 1);
    lua_pushinteger(L, players);
    lua_pushinteger(L, 12345 + games);
    if (lua_pcall(L, 3, 1, 0) != LUA_OK) {
      state.SkipWithError(lua_tostring(L, -1));
      break;
    }
    lua_pop(L, 1);
    ++games;
  }
  state.SetItemsProcessed(games);
  lua_close(L);
}

void BM_LuaFloor5(benchmark::State& s) { lua_floor(s, 5); }
void BM_LuaFloor10(benchmark::State& s) { lua_floor(s, 10); }

// The best floor design tried (bench/lua/lean_floor.lua): the rules as a coroutine yielding once
// per request, fresh request and answer tables, nothing of the host; The Resistance, or Avalon's
// basic game (Merlin, the Assassin: the Reveal stage's facts and the assassination). A batch of
// 100 games per call; the counter evil_wins is Evil's (the spies') share, to check the rules.
void lean_floor(benchmark::State& state, int players, bool avalon) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/lean_floor.lua") != LUA_OK) {
    state.SkipWithError(lua_tostring(L, -1));
    lua_close(L);
    return;
  }
  const int fn = lua_gettop(L);
  int64_t games = 0, evil = 0;
  constexpr int kBatch = 100;
  for (auto _ : state) {
    lua_pushvalue(L, fn);
    lua_pushinteger(L, kBatch);
    lua_pushinteger(L, players);
    lua_pushinteger(L, 12345 + games);
    lua_pushboolean(L, avalon);
    if (lua_pcall(L, 4, 1, 0) != LUA_OK) {
      state.SkipWithError(lua_tostring(L, -1));
      break;
    }
    evil += lua_tointeger(L, -1);
    lua_pop(L, 1);
    games += kBatch;
  }
  state.SetItemsProcessed(games);
  state.counters["evil_wins"] = games ? static_cast<double>(evil) / games : 0;
  lua_close(L);
}

// The floor of BM_AvalonBigBox10Full's setup (bench/lua/lean_floor_bigbox.lua): the same design
// as lean_floor's, every character, the Lady of the Lake, Excalibur and the Plot cards. Counters:
// Evil's share (to set beside `simulate`'s for the same setup) and the requests a game.
void BM_LeanFloorBigBox10Full(benchmark::State& state) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/lean_floor_bigbox.lua") != LUA_OK) {
    state.SkipWithError(lua_tostring(L, -1));
    lua_close(L);
    return;
  }
  const int fn = lua_gettop(L);
  int64_t games = 0, evil = 0, requests = 0;
  constexpr int kBatch = 100;
  for (auto _ : state) {
    lua_pushvalue(L, fn);
    lua_pushinteger(L, kBatch);
    lua_pushinteger(L, 12345 + games);
    if (lua_pcall(L, 2, 2, 0) != LUA_OK) {
      state.SkipWithError(lua_tostring(L, -1));
      break;
    }
    evil += lua_tointeger(L, -2);
    requests += lua_tointeger(L, -1);
    lua_pop(L, 2);
    games += kBatch;
  }
  state.SetItemsProcessed(games);
  state.counters["evil_wins"] = games ? static_cast<double>(evil) / games : 0;
  state.counters["requests"] = games ? static_cast<double>(requests) / games : 0;
  lua_close(L);
}

void BM_LeanFloorResistance5(benchmark::State& s) { lean_floor(s, 5, false); }
void BM_LeanFloorResistance10(benchmark::State& s) { lean_floor(s, 10, false); }
void BM_LeanFloorAvalon5(benchmark::State& s) { lean_floor(s, 5, true); }
void BM_LeanFloorAvalon10(benchmark::State& s) { lean_floor(s, 10, true); }

// Issue 11's floor (bench/lua/camelot_floor.lua): Shadows over Camelot at `players` knights with
// the default options (the Traitor in play) as plain Lua rules, a coroutine yielding once per
// request, random answers in Lua, nothing of the host. A batch of 10 games per call; counters:
// the loyal knights' share of wins and the answers a game (to set beside BM_Camelot5's). With
// `bot_work`, bench/lua/camelot_bot_floor.lua's work (the heuristic bot's per decision, in plain
// Lua) is done before every answer: the floor beside bot_bench's BM_CamelotHeuristic, per answer.
void camelot_floor(benchmark::State& state, bool bot_work) {
  const int players = static_cast<int>(state.range(0));
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/camelot_floor.lua") != LUA_OK ||
      (bot_work && luaL_dofile(L, ROUNDTABLE_BENCH_DIR "/lua/camelot_bot_floor.lua") != LUA_OK)) {
    state.SkipWithError(lua_tostring(L, -1));
    lua_close(L);
    return;
  }
  const int fn = bot_work ? lua_gettop(L) - 1 : lua_gettop(L);
  int64_t games = 0, wins = 0, answers = 0;
  constexpr int kBatch = 10;
  for (auto _ : state) {
    lua_pushvalue(L, fn);
    lua_pushinteger(L, kBatch);
    lua_pushinteger(L, players);
    lua_pushinteger(L, 12345 + games);
    if (bot_work) lua_pushvalue(L, fn + 1);
    else lua_pushnil(L);
    if (lua_pcall(L, 4, 2, 0) != LUA_OK) {
      state.SkipWithError(lua_tostring(L, -1));
      break;
    }
    wins += lua_tointeger(L, -2);
    answers += lua_tointeger(L, -1);
    lua_pop(L, 2);
    games += kBatch;
  }
  state.SetItemsProcessed(games);
  state.counters["loyal_wins"] = games ? static_cast<double>(wins) / games : 0;
  state.counters["answers_per_game"] = games ? static_cast<double>(answers) / games : 0;
  lua_close(L);
}
void BM_CamelotFloor(benchmark::State& state) { camelot_floor(state, false); }
void BM_CamelotBotFloor(benchmark::State& state) { camelot_floor(state, true); }

// Building one seat's view (what a front end or network peer receives) mid-game.
void BM_ViewMidGame(benchmark::State& state) {
  rt::Setup setup;
  setup.game = "resistance";
  for (int i = 1; i <= 10; ++i) setup.players.push_back("P" + std::to_string(i));
  setup.seed = 7;
  std::string err;
  auto s = rt::Session::start(catalog(), setup, err);
  rt::RandomBot bot(3);
  for (int k = 0; k < 40 && !s->over(); ++k) {
    const int seat = s->next_to_answer();
    (void)s->answer(seat, bot.decide(rt::SeatView(*s, seat)));
  }
  for (auto _ : state) benchmark::DoNotOptimize(s->view(3));
}

}  // namespace

BENCHMARK(BM_Resistance5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Resistance10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LuaFloor5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LuaFloor10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Avalon5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Avalon10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonBigBox10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AvalonBigBox10Full)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LeanFloorResistance5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LeanFloorResistance10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LeanFloorAvalon5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LeanFloorAvalon10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LeanFloorBigBox10Full)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Camelot5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotFloor)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CamelotBotFloor)->Arg(5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ViewMidGame)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
