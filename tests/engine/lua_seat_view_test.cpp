// lua_seat_view_test.cpp: the view a Lua bot is handed (bots/lua_seat_view.cpp, built straight
// from the state, its log reused between calls) is exactly push_value(build_view): compared for
// every seat at every step of whole games (Avalon, The Resistance, Shadows over Camelot), with one
// cache carried across games and a rewound game; unchanged entities handed over as the same tables;
// the lazy view's parts read one by one (and through pairs) are the same, the log built only when
// read, entities read by id are the list's, and a view kept past its decision builds nothing.
#include <gtest/gtest.h>

#include <cstring>
#include <map>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"
#include "lua/lua_value.hpp"

namespace rt::test {
namespace {

Value round_trip(lua_State* L) {
  Value v;
  std::string err;
  EXPECT_TRUE(to_value(L, -1, v, err)) << err;
  lua_pop(L, 1);
  return v;
}

// Every seat's view at every step, both ways, and the spectator's (a seat past the last, as a
// bot's public analysis is handed it: engine/bots/lua_bot.cpp); returns how many views were compared.
int compare_game(Session& s, LuaViewCache& cache, uint64_t bot_seed) {
  lua_State* L = cache.L();
  RandomBot bot(bot_seed);
  int compared = 0;
  for (;;) {
    for (int seat = 0; seat <= s.state().seat_count(); ++seat) {
      push_value(L, s.view(seat));
      const Value expected = round_trip(L);
      push_seat_view(L, s, seat, &cache);
      materialize_seat_view(L, -1);  // every lazy part built
      const Value fast = round_trip(L);
      EXPECT_EQ(fast, expected) << "seat " << seat + 1 << ", step " << s.record().decisions.size();
      if (fast != expected) return compared;
      ++compared;
    }
    if (s.over()) return compared;
    const int seat = s.next_to_answer();
    EXPECT_EQ(s.answer(seat, bot.decide(SeatView(s, seat))), "");
  }
}

TEST(LuaSeatView, IsTheSameTableAsTheJsonViewAtEveryStep) {
  Catalog& cat = builtin_catalog();
  LuaViewCache cache(cat.vm().L());
  const Value big_box = {{"percival", true}, {"morgana", true}, {"mordred", true}, {"lancelots", true},
                         {"cleric", true}, {"lady_of_the_lake", true}};
  int compared = 0;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    auto a = must_start(cat, make_setup("avalon", 10, seed, big_box));
    compared += compare_game(*a, cache, seed);
    auto r = must_start(cat, make_setup("resistance", 5, seed));
    compared += compare_game(*r, cache, seed);
  }
  // A game whose entities move and change all the time (cards drawn, played, flipped).
  auto c = must_start(cat, make_setup("camelot", 3, 1));
  compared += compare_game(*c, cache, 1);
  EXPECT_GT(compared, 500);
}

TEST(LuaSeatView, ARewoundGameWithTheSameSeedIsNotServedTheOldLog) {
  Catalog& cat = builtin_catalog();
  LuaViewCache cache(cat.vm().L());
  auto s = must_start(cat, make_setup("avalon", 7, 3));
  compare_game(*s, cache, 1);
  Record rec = s->record();
  s.reset();
  // The same game rebuilt up to an early step (it may even reuse the address), then played on
  // with other answers.
  std::string err;
  auto again = Session::replay(cat, rec, "test", err, 12);
  ASSERT_TRUE(again) << err;
  compare_game(*again, cache, 99);
}

// Seat 1's entities, step after step of a game: the list and each entity's table are the very
// tables handed over at the step before while they read the same (build_view), and new ones when
// they do not.
TEST(LuaSeatView, UnchangedEntitiesAreHandedOverAgainChangedOnesAfresh) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto s = must_start(cat, make_setup("camelot", 3, 2));
  RandomBot bot(2);
  Value before;
  int list_ref = LUA_NOREF;
  std::map<int, std::pair<Value, int>> tables;  // entity id -> as build_view wrote it, its table (last step)
  int lists_kept = 0, lists_new = 0, kept = 0, rebuilt = 0;
  for (int step = 0; step < 120 && !s->over(); ++step) {
    const Value now = s->view(0)["entities"];
    push_seat_view(L, *s, 0, &cache);
    lua_getfield(L, -1, "entities");
    if (list_ref != LUA_NOREF) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, list_ref);
      const bool same_table = lua_rawequal(L, -1, -2);
      lua_pop(L, 1);
      EXPECT_EQ(same_table, now == before) << "step " << step;
      ++(same_table ? lists_kept : lists_new);
      luaL_unref(L, LUA_REGISTRYINDEX, list_ref);
    }
    std::map<int, std::pair<Value, int>> shown;  // this step's (an entity hidden for a while is built afresh)
    for (size_t i = 0; i < now.size(); ++i) {
      lua_rawgeti(L, -1, static_cast<lua_Integer>(i + 1));
      const int id = now[i]["id"].get<int>();
      auto it = tables.find(id);
      if (it != tables.end()) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, it->second.second);
        const bool same_table = lua_rawequal(L, -1, -2);
        lua_pop(L, 1);
        EXPECT_EQ(same_table, it->second.first == now[i]) << "entity " << id << ", step " << step;
        ++(same_table ? kept : rebuilt);
      }
      shown[id] = {now[i], luaL_ref(L, LUA_REGISTRYINDEX)};
    }
    for (auto& [id, t] : tables) luaL_unref(L, LUA_REGISTRYINDEX, t.second);
    tables = std::move(shown);
    list_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
    cache.end_view();
    before = now;
    (void)s->answer(s->next_to_answer(), bot.decide(SeatView(*s, s->next_to_answer())));
  }
  luaL_unref(L, LUA_REGISTRYINDEX, list_ref);
  for (auto& [id, t] : tables) luaL_unref(L, LUA_REGISTRYINDEX, t.second);
  EXPECT_GT(lists_kept, 0);
  EXPECT_GT(lists_new, 0);
  EXPECT_GT(kept, 0);
  EXPECT_GT(rebuilt, 0);
}

// Runs `code` as a function of the view on top of the stack (popped); its result as a Value, or
// the error text.
Value run_on_view(lua_State* L, const char* code, std::string& error) {
  const int view = lua_gettop(L);
  EXPECT_EQ(luaL_loadstring(L, code), LUA_OK);
  lua_pushvalue(L, view);
  Value out;
  if (lua_pcall(L, 1, 1, 0) != LUA_OK) error = lua_tostring(L, -1);
  else EXPECT_TRUE(to_value(L, -1, out, error)) << error;
  lua_settop(L, view - 1);
  return out;
}

TEST(LuaSeatView, LazyPartsReadOneByOneAreTheEagerOnes) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto s = must_start(cat, make_setup("avalon", 7, 4));
  RandomBot bot(4);
  for (int k = 0; k < 20; ++k) (void)s->answer(s->next_to_answer(), bot.decide(SeatView(*s, s->next_to_answer())));
  for (int seat = 0; seat < 7; ++seat) {
    push_value(L, s->view(seat));
    const Value expected = round_trip(L);  // as Lua holds it (an empty object reads back as [])
    std::string err;
    // Each part as a bot reads it (view.x, view.counters.y), before anything else is built.
    for (const char* part : {"players", "zones", "entities", "knowledge", "waiting_for", "log", "options", "seat"}) {
      push_seat_view(L, *s, seat, &cache);
      // (the zones list builds each zone when read: copied one by one, as a bot reads it)
      const std::string read = std::strcmp(part, "zones") ? std::string("v.") + part
                                                          : "(function() local z = {}; for i = 1, #v.zones do z[i] = v.zones[i] end; return z end)()";
      const Value got = run_on_view(L, ("local v = ...; return { x = " + read + " }").c_str(), err);
      EXPECT_EQ(err, "");
      EXPECT_EQ(got["x"], expected[part]) << part << ", seat " << seat + 1;
    }
    for (auto it = expected["counters"].begin(); it != expected["counters"].end(); ++it) {
      push_seat_view(L, *s, seat, &cache);
      const std::string code = "local v = ...; return { x = v.counters[\"" + it.key() + "\"] }";
      EXPECT_EQ(run_on_view(L, code.c_str(), err)["x"], it.value()) << it.key();
    }
    // pairs builds everything and visits it in the sandbox's order (sorted keys).
    push_seat_view(L, *s, seat, &cache);
    lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
    lua_getfield(L, -1, "pairs");
    lua_setglobal(L, "sandbox_pairs");
    lua_pop(L, 1);
    const Value keys = run_on_view(
        L, "local v = ...; local k = {}; for key, x in sandbox_pairs(v) do k[#k + 1] = key end; return k", err);
    EXPECT_EQ(err, "");
    std::vector<std::string> want;
    for (auto it = expected.begin(); it != expected.end(); ++it) want.push_back(it.key());
    EXPECT_EQ(keys, Value(want)) << "seat " << seat + 1;
  }
  lua_pushnil(L);
  lua_setglobal(L, "sandbox_pairs");
}

// The log is a lazy part too: not in the table until read, then the seat's one table for the game
// with every entry the seat sees (those added while it was not read converted at that read), kept
// in the seat's view table from then on and brought up to the state at each of its views.
TEST(LuaSeatView, TheLogIsBuiltWhenReadWithEveryEntrySinceTheLastRead) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto s = must_start(cat, make_setup("camelot", 3, 2));
  RandomBot bot(2);
  std::string err;
  int reads = 0;
  for (int step = 0; step < 80 && !s->over(); ++step) {
    push_seat_view(L, *s, 0, &cache);
    lua_pushliteral(L, "log");
    if (reads == 0) {
      EXPECT_EQ(lua_rawget(L, -2), LUA_TNIL) << "step " << step;  // not in the table until read
      lua_pop(L, 2);
    } else {  // read once: kept in the seat's view, brought up to now
      EXPECT_EQ(lua_rawget(L, -2), LUA_TTABLE) << "step " << step;
      const Value kept = round_trip(L);
      lua_pop(L, 1);
      push_value(L, s->view(0));
      EXPECT_EQ(kept, round_trip(L)["log"]) << "step " << step;
    }
    cache.end_view();
    if (step % 9 == 8) {
      push_value(L, s->view(0));
      const Value expected = round_trip(L);
      push_seat_view(L, *s, 0, &cache);
      const Value got = run_on_view(
          L, "local v = ...; local same = kept_log == nil or kept_log == v.log; kept_log = v.log; return { x = v.log, same = same }",
          err);
      EXPECT_EQ(err, "");
      EXPECT_EQ(got["x"], expected["log"]) << "step " << step;
      EXPECT_EQ(got["same"], Value(true)) << "step " << step;
      ++reads;
    }
    const int seat = s->next_to_answer();
    EXPECT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "");
  }
  EXPECT_GE(reads, 5);
  lua_pushnil(L);
  lua_setglobal(L, "kept_log");
}

// view.entities_by_id[id] is the very table view.entities holds for that id, and nil for an id the
// seat's list does not hold (an entity it does not see, or none): read by id before the list (the
// list then built afresh for what changed, as build_view has it) or after it, by every seat and the
// spectator at every step of a game whose cards move and turn all the time; pairs visits the list.
TEST(LuaSeatView, EntitiesByIdAreTheListsEntriesAndNoOthers) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto s = must_start(cat, make_setup("camelot", 3, 3));
  RandomBot bot(3);
  std::string err;
  lua_getfield(L, LUA_REGISTRYINDEX, "roundtable.host_hooks");
  lua_getfield(L, -1, "pairs");
  lua_setglobal(L, "sandbox_pairs");  // (pairs as a bot's sandbox has it)
  lua_pop(L, 1);
  int views = 0, hidden = 0;
  for (int step = 0; step < 150 && !s->over(); ++step) {
    const int n = static_cast<int>(s->state().entities.size());
    for (int seat = 0; seat <= s->state().seat_count(); ++seat) {
      push_value(L, s->view(seat));
      const Value expected = round_trip(L)["entities"];  // as Lua holds it (an empty object reads back as [])
      push_seat_view(L, *s, seat, &cache);
      const bool first = (step + seat) % 2 == 0;  // by id first, or the list first
      const std::string code =
          "local v, first, n = ..., " + std::string(first ? "true" : "false") + ", " + std::to_string(n) + R"(
          local got, bad, hidden = {}, 0, 0
          local function by_id() for id = -1, n + 1 do got[id] = v.entities_by_id[id] or false end end
          if first then by_id() end
          local list, at = v.entities, {}
          for i = 1, #list do at[list[i].id] = list[i] end
          if not first then by_id() end
          for id = -1, n + 1 do
            if (at[id] or false) ~= got[id] then bad = bad + 1 end
            if not got[id] then hidden = hidden + 1 end
          end
          local k = 0
          for id, e in sandbox_pairs(v.entities_by_id) do
            k = k + 1
            if list[k] ~= e or e.id ~= id then bad = bad + 1 end
          end
          if k ~= #list then bad = bad + 1 end
          return { bad = bad, hidden = hidden, list = list })";
      const Value got = run_on_view(L, code.c_str(), err);
      ASSERT_EQ(err, "") << "seat " << seat + 1 << ", step " << step;
      EXPECT_EQ(got["bad"], 0) << "seat " << seat + 1 << ", step " << step;
      EXPECT_EQ(got["list"], expected) << "seat " << seat + 1 << ", step " << step << (first ? " (by id first)" : "");
      hidden += got["hidden"].get<int>() - 3;  // (-1, 0 and n + 1 are never entities)
      ++views;
      cache.end_view();
    }
    const int seat = s->next_to_answer();
    EXPECT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "");
  }
  EXPECT_GT(views, 300);
  EXPECT_GT(hidden, 0);  // some entities are hidden from some seats (the decks, the other hands)
  // Kept past its decision, it builds nothing more.
  push_seat_view(L, *s, 0, &cache);
  (void)run_on_view(L, "local v = ...; kept_by_id = v.entities_by_id; return 1", err);
  EXPECT_EQ(err, "");
  cache.end_view();
  lua_pushnil(L);
  run_on_view(L, "return kept_by_id[1]", err);
  EXPECT_NE(err.find("during its decision only"), std::string::npos) << err;
  lua_pushnil(L);
  lua_setglobal(L, "kept_by_id");
  lua_pushnil(L);
  lua_setglobal(L, "sandbox_pairs");
}

// A seat's view is one table for the game, updated in place at each of its views: at every step
// of two games (one cache), each seat's and the spectator's view is the table it was handed
// before, and reads as build_view's view of now: its decision (there or not, another kind of
// request with other fields), its outcome, and whichever lazy parts it reads (a part a view read
// is taken out for the next, so one that changed is not served as it was). Each seat's table is
// its own: no two seats are handed the same table.
TEST(LuaSeatView, ASeatsViewIsOneTableUpdatedInPlaceReadAsNow) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  std::string err;
  const char* const parts[] = {"decision", "outcome", "waiting_for", "knowledge", "players", "entities", "log", "seat"};
  int checked = 0, kept = 0, decisions_gone = 0;
  for (const char* game : {"camelot", "avalon"}) {
    auto s = must_start(cat, make_setup(game, 5, 6));
    RandomBot bot(6);
    const int seats = s->state().seat_count();
    std::vector<int> refs(seats + 1, LUA_NOREF);
    std::vector<bool> asked(seats + 1, false);
    for (int step = 0; step < 200; ++step) {
      for (int seat = 0; seat <= seats; ++seat) {
        push_value(L, s->view(seat));
        const Value expected = round_trip(L);
        push_seat_view(L, *s, seat, &cache);
        for (int other = 0; other <= seats; ++other) {
          if (refs[other] == LUA_NOREF) continue;
          lua_rawgeti(L, LUA_REGISTRYINDEX, refs[other]);
          const bool same = lua_rawequal(L, -1, -2);
          lua_pop(L, 1);
          EXPECT_EQ(same, other == seat) << game << ", seat " << seat + 1 << " and " << other + 1 << ", step " << step;
          if (same) ++kept;
        }
        if (refs[seat] == LUA_NOREF) {
          lua_pushvalue(L, -1);
          refs[seat] = luaL_ref(L, LUA_REGISTRYINDEX);
        }
        // Some parts (a different few each time), read as a bot reads them.
        std::string code = "local v = ...; return {";
        std::vector<std::string> read;
        for (size_t i = 0; i < std::size(parts); ++i)
          if ((step + seat + i) % 3 != 0 || i < 2) {
            read.push_back(parts[i]);
            code += std::string(" ") + parts[i] + " = v." + parts[i] + " or false,";
          }
        const Value got = run_on_view(L, (code + " }").c_str(), err);
        ASSERT_EQ(err, "") << game << ", step " << step;
        for (const auto& part : read) {
          const Value want = expected.contains(part) ? expected[part] : Value(false);
          EXPECT_EQ(got[part], want) << game << ", seat " << seat + 1 << ", step " << step << ": " << part;
          ++checked;
        }
        const bool has = expected.contains("decision");
        if (asked[seat] && !has) ++decisions_gone;
        asked[seat] = has;
        cache.end_view();
      }
      if (s->over()) break;
      const int seat = s->next_to_answer();
      ASSERT_EQ(s->answer(seat, bot.decide(SeatView(*s, seat))), "");
    }
    for (int& r : refs) luaL_unref(L, LUA_REGISTRYINDEX, r);
  }
  EXPECT_GT(checked, 3000);
  EXPECT_GT(kept, 1000);
  EXPECT_GT(decisions_gone, 50);  // a seat asked at one view and not at the next: its decision is gone
}

TEST(LuaSeatView, AViewKeptPastItsDecisionBuildsNothing) {
  Catalog& cat = builtin_catalog();
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto s = must_start(cat, make_setup("avalon", 5, 2));
  const int seat = s->next_to_answer();
  push_seat_view(L, *s, seat, &cache);
  lua_pushvalue(L, -1);
  const int kept = luaL_ref(L, LUA_REGISTRYINDEX);
  std::string err;
  run_on_view(L, "local v = ...; return #v.players", err);  // read while current: built and kept
  EXPECT_EQ(err, "");
  cache.end_view();  // the bot answered
  lua_rawgeti(L, LUA_REGISTRYINDEX, kept);
  EXPECT_EQ(run_on_view(L, "local v = ...; return #v.players", err), 5);  // built before: still there
  lua_rawgeti(L, LUA_REGISTRYINDEX, kept);
  run_on_view(L, "local v = ...; return #v.entities", err);
  EXPECT_NE(err.find("during its decision only"), std::string::npos) << err;
  luaL_unref(L, LUA_REGISTRYINDEX, kept);
}

}  // namespace
}  // namespace rt::test
