// lua_seat_view_changes_test.cpp: a bot's seat is handed what changed since its last view
// (bots/lua_seat_view.cpp), on a fixture game whose map and list counters change one entry at a
// time (g:set_at: entries added, removed, replaced, a counter turning into a number and back, one
// counter only seat 2 sees) and whose cards move between zones (one a hand only seat 1 sees):
// - each seat's counters and zones are exactly build_view's at every step;
// - a counter that changed is a new table built from the one handed over before: an entry (a
//   list or map within) that reads as before is the very table handed over before, one that
//   changed is a new table;
// - the zones list is the seat's one table for the game, and a zone's table is the one handed
//   over before exactly when the zone reads the same;
// - a zone's table is built when it is read (not before), and one read at some step is the same
//   table at a later one while the zone reads the same, whatever was read in between;
// - the counters table is the seat's one table for the game, a counter kept in it while it reads
//   the same to the seat (a second fixture: a counter hidden from seat 1 for a while, unchanged).
#include <gtest/gtest.h>


#include "bots/lua_seat_view.hpp"
#include "engine_fixtures.hpp"
#include "lua/frozen.hpp"
#include "lua/lua_value.hpp"

namespace rt::test {
namespace {


// Seat 1 says "go" six times; after each, the counters change as the comments say.
const char* const kMapsGame = R"(
local function go(g) g:ask(1, { "go" }, "maps.prompt.go") end
return game { id = 'maps', players = { min = 2, max = 2 },
  play = function(g)
    g:zone("pile")
    g:zone("hand:1", { owner = 1, visible = "owner" })
    g:zone("hidden", { visible = "nobody" })
    local a = g:entity { kind = "card", zone = "pile", props = { n = 1 } }
    local b = g:entity { kind = "card", zone = "pile", props = { n = 2 } }
    g:set("boards", { east = { cards = { 1, 2 }, open = true }, west = { cards = { 3 } }, north = 5 })
    g:set("rows", { { 1 }, { 2, 2 } })
    g:set("secret", { hand = { 7, 8 }, seen = { 1 } }, { 2 })  -- seat 2 only
    go(g)
    g:set_at("boards", "west", { cards = { 3, 4 } })              -- one entry replaced
    g:set_at("secret", "hand", { 9 }, { 2 })                   -- (its visibility given again)
    go(g)
    g:set_at("boards", "south", { cards = {} })                   -- one added
    g:move(a, "hand:1")                                           -- the pile and the hand change
    g:set_at("rows", 3, { 3 })                                    -- appended
    go(g)
    g:set_at("boards", "east", nil)                               -- one removed
    g:set_at("rows", 1, { 1, 1 })                                 -- the first item replaced
    go(g)
    g:set_at("boards", "north", 6)                                -- a number within changed
    g:move(b, "hidden")                                           -- the pile and the hidden zone
    go(g)
    g:set("boards", 7)                                            -- not a map any more
    g:move(a, "pile")
    g:set("rows", { 0 })
    go(g)
    g:set("boards", { west = { cards = { 3, 4 } } })              -- a map again
    go(g)
    g:finish('nobody', 'done')
  end }
)";

std::unique_ptr<Session> start_maps(Catalog& cat) {
  const std::vector<std::string> problems = cat.load(write_game_folder("seat_view_changes", "maps", kMapsGame));
  EXPECT_TRUE(problems.empty()) << problems.front();
  return must_start(cat, fixture_setup("maps", 2));
}

struct Reuse {
  int kept = 0, made = 0;
};

// Compares the tables at `was_idx` (handed over at the step before, built from `before`) and
// `now_idx` (this step's, reading `now`): the same table exactly when the value reads the same;
// the items of a changed list or map compared in turn.
void check_reuse(lua_State* L, int was_idx, int now_idx, const Value& before, const Value& now,
                 const std::string& path, Reuse& r) {
  if (!lua_istable(L, was_idx) || !lua_istable(L, now_idx)) return;
  const bool same_table = lua_rawequal(L, was_idx, now_idx);
  EXPECT_EQ(same_table, before == now) << path << ": " << before.dump() << " -> " << now.dump();
  ++(same_table ? r.kept : r.made);
  if (same_table || before.is_array() != now.is_array() || before.is_object() != now.is_object()) return;
  auto compare_item = [&](const Value& b, const Value& n, const std::string& at) {
    const int top = lua_gettop(L);
    check_reuse(L, top - 1, top, b, n, path + "." + at, r);
    lua_settop(L, top - 2);
  };
  if (now.is_array()) {
    for (size_t i = 0; i < now.size() && i < before.size(); ++i) {
      lua_rawgeti(L, was_idx, static_cast<lua_Integer>(i + 1));
      lua_rawgeti(L, now_idx, static_cast<lua_Integer>(i + 1));
      compare_item(before[i], now[i], std::to_string(i + 1));
    }
    return;
  }
  for (auto it = now.begin(); it != now.end(); ++it) {
    if (!before.contains(it.key())) continue;
    lua_getfield(L, was_idx, it.key().c_str());
    lua_getfield(L, now_idx, it.key().c_str());
    compare_item(before[it.key()], it.value(), it.key());
  }
}

TEST(LuaSeatViewChanges, AChangedCounterIsANewTableThatKeepsTheEntriesThatReadTheSame) {
  Catalog cat;
  auto s = start_maps(cat);
  ASSERT_TRUE(s);
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  std::map<std::pair<int, std::string>, std::pair<Value, int>> seen;  // (seat, counter) -> value, its table
  Reuse reuse;
  int steps = 0;
  while (!s->over()) {
    for (int seat = 0; seat < 2; ++seat) {
      push_value(L, s->view(seat)["counters"]);
      Value expected;
      std::string err;
      ASSERT_TRUE(to_value(L, -1, expected, err)) << err;  // as Lua holds it
      lua_pop(L, 1);
      EXPECT_EQ(expected.contains("secret"), seat == 1) << expected.dump() << " step " << steps << " seat " << seat;
      push_seat_view(L, *s, seat, &cache);
      lua_getfield(L, -1, "counters");
      const int counters = lua_gettop(L);
      for (const char* name : {"boards", "rows", "secret"}) {
        lua_getfield(L, counters, name);
        Value got;
        ASSERT_TRUE(to_value(L, -1, got, err)) << err;
        EXPECT_EQ(got, expected.contains(name) ? expected[name] : Value()) << name << ", seat " << seat + 1 << ", step " << steps;
        auto key = std::make_pair(seat, std::string(name));
        auto it = seen.find(key);
        if (it != seen.end()) {
          lua_rawgeti(L, LUA_REGISTRYINDEX, it->second.second);
          check_reuse(L, lua_gettop(L), lua_gettop(L) - 1, it->second.first, got,
                      std::string(name) + "@" + std::to_string(steps), reuse);
          lua_pop(L, 1);
          luaL_unref(L, LUA_REGISTRYINDEX, it->second.second);
        }
        seen[key] = {got, luaL_ref(L, LUA_REGISTRYINDEX)};
      }
      lua_pop(L, 2);
      cache.end_view();
    }
    ASSERT_EQ(s->answer(0, Value("go")), "");
    ++steps;
  }
  for (auto& [key, v] : seen) luaL_unref(L, LUA_REGISTRYINDEX, v.second);
  EXPECT_EQ(steps, 7);
  // Kept: the unchanged counters, and within changed ones e.g. boards.east and boards.west's old
  // neighbours; made: every changed counter and changed entry.
  EXPECT_GE(reuse.kept, 20);
  EXPECT_GE(reuse.made, 10);
}

// Seat 1 says "go" four times; "note" keeps its value but is hidden from seat 1 for a while.
const char* const kShownGame = R"(
local function go(g) g:ask(1, { "go" }, "shown.prompt.go") end
return game { id = 'shown', players = { min = 2, max = 2 },
  play = function(g)
    g:set("note", { text = "for all" })
    g:set("n", 1)
    go(g)
    g:set("note", { text = "for all" }, { 2 })  -- the same value, seat 2's only now
    go(g)
    g:set("n", 2)
    go(g)
    g:set("note", { text = "for all" })         -- everyone's again
    go(g)
    g:finish('nobody', 'done')
  end }
)";

// The counters table is the seat's one table for the game: a counter read stays in it while it
// reads the same (not even looked up at the next view), one that changed is out of it at the next
// view until read, and one the seat no longer sees is out of it (and reads nil) even when its
// value is the same.
TEST(LuaSeatViewChanges, TheCountersTableIsTheSeatsKeepingWhatReadsTheSame) {
  Catalog cat;
  const std::vector<std::string> problems = cat.load(write_game_folder("seat_view_changes", "shown", kShownGame));
  ASSERT_TRUE(problems.empty()) << problems.front();
  auto s = must_start(cat, fixture_setup("shown", 2));
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  int table_ref[2] = {LUA_NOREF, LUA_NOREF};
  // Whether each counter is in seat 1's table as the view is handed over (before any read), by step.
  std::vector<std::pair<bool, bool>> kept;
  int step = 0;
  while (!s->over()) {
    for (int seat = 0; seat < 2; ++seat) {
      const Value expected = s->view(seat)["counters"];
      push_seat_view(L, *s, seat, &cache);
      lua_getfield(L, -1, "counters");
      const int counters = lua_gettop(L);
      if (table_ref[seat] != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, table_ref[seat]);
        EXPECT_TRUE(lua_rawequal(L, -1, counters)) << "seat " << seat + 1 << ", step " << step;
        lua_pop(L, 1);
      } else {
        lua_pushvalue(L, counters);
        table_ref[seat] = luaL_ref(L, LUA_REGISTRYINDEX);
      }
      if (seat == 0) {
        lua_pushliteral(L, "note");
        const bool note = lua_rawget(L, counters) != LUA_TNIL;
        lua_pushliteral(L, "n");
        const bool n = lua_rawget(L, counters) != LUA_TNIL;
        lua_pop(L, 2);
        kept.emplace_back(note, n);
      }
      for (const char* name : {"note", "n"}) {
        lua_getfield(L, counters, name);
        Value got;
        std::string err;
        ASSERT_TRUE(to_value(L, -1, got, err)) << err;
        lua_pop(L, 1);
        EXPECT_EQ(got, expected.contains(name) ? expected[name] : Value()) << name << ", seat " << seat + 1 << ", step " << step;
      }
      lua_pop(L, 2);
      cache.end_view();
    }
    ASSERT_EQ(s->answer(0, Value("go")), "");
    ++step;
  }
  for (int r : table_ref) luaL_unref(L, LUA_REGISTRYINDEX, r);
  // Step 0: nothing read yet. 1: note hidden now (out), n the same (kept). 2: n changed (out),
  // note still hidden (it read nil: never put in). 3: note shown again (not in until read), n kept.
  const std::vector<std::pair<bool, bool>> want = {{false, false}, {false, true}, {false, false}, {false, true}};
  EXPECT_EQ(kept, want);
}

TEST(LuaSeatViewChanges, TheZonesListIsTheSeatsWithANewTableForEachZoneThatChanged) {
  Catalog cat;
  auto s = start_maps(cat);
  ASSERT_TRUE(s);
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  std::map<int, std::pair<Value, int>> lists;  // seat -> its zones (build_view's), its list
  std::map<std::pair<int, size_t>, int> zone_tables;  // (seat, zone) -> its table last step
  int kept = 0, made = 0;
  while (!s->over()) {
    for (int seat = 0; seat < 2; ++seat) {
      push_value(L, s->view(seat)["zones"]);
      Value expected;
      std::string err;
      ASSERT_TRUE(to_value(L, -1, expected, err)) << err;
      lua_pop(L, 1);
      push_seat_view(L, *s, seat, &cache);
      materialize_seat_view(L, -1);  // every zone read (the list builds each zone when read)
      lua_getfield(L, -1, "zones");
      Value got;
      ASSERT_TRUE(to_value(L, -1, got, err)) << err;
      EXPECT_EQ(got, expected) << "seat " << seat + 1;
      const int list = lua_gettop(L);
      auto it = lists.find(seat);
      if (it != lists.end()) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, it->second.second);
        EXPECT_TRUE(lua_rawequal(L, -1, list)) << "the seat's one list";
        lua_pop(L, 1);
        for (size_t i = 0; i < expected.size(); ++i) {
          lua_rawgeti(L, list, static_cast<lua_Integer>(i + 1));
          lua_rawgeti(L, LUA_REGISTRYINDEX, zone_tables[{seat, i}]);
          const bool same_table = lua_rawequal(L, -1, -2);
          lua_pop(L, 2);
          EXPECT_EQ(same_table, it->second.first[i] == expected[i]) << expected[i].dump() << ", seat " << seat + 1;
          ++(same_table ? kept : made);
        }
      } else {
        lua_pushvalue(L, list);
        lists[seat] = {Value(), luaL_ref(L, LUA_REGISTRYINDEX)};
      }
      lists[seat].first = expected;
      for (size_t i = 0; i < expected.size(); ++i) {
        int& ref = zone_tables[{seat, i}];
        if (ref) luaL_unref(L, LUA_REGISTRYINDEX, ref);
        lua_rawgeti(L, list, static_cast<lua_Integer>(i + 1));
        ref = luaL_ref(L, LUA_REGISTRYINDEX);
      }
      lua_pop(L, 2);
      cache.end_view();
    }
    ASSERT_EQ(s->answer(0, Value("go")), "");
  }
  for (auto& [seat, v] : lists) luaL_unref(L, LUA_REGISTRYINDEX, v.second);
  for (auto& [key, ref] : zone_tables) luaL_unref(L, LUA_REGISTRYINDEX, ref);
  EXPECT_GE(kept, 20);
  EXPECT_GE(made, 6);  // each move changes two zones, seen by both seats
}

// The zones list builds a zone when it is read: at every step seat 1 reads only the hidden zone
// (the third): the others are never built; the hidden zone's table is build_view's, and the one
// handed over before while it reads the same; a list kept past its decision refuses to build.
TEST(LuaSeatViewChanges, AZoneIsBuiltWhenReadAndKeptWhileItReadsTheSame) {
  Catalog cat;
  auto s = start_maps(cat);
  ASSERT_TRUE(s);
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  int kept_ref = LUA_NOREF, list_ref = LUA_NOREF;
  Value kept_value;
  int same = 0, changed = 0;
  while (!s->over()) {
    const Value zones = s->view(0)["zones"];
    push_seat_view(L, *s, 0, &cache);
    lua_getfield(L, -1, "zones");  // (through the view's __index: the list, nothing in it built)
    const int list = lua_gettop(L);
    lua_len(L, list);
    EXPECT_EQ(lua_tointeger(L, -1), static_cast<lua_Integer>(zones.size()));
    lua_pop(L, 1);
    for (lua_Integer i : {1, 2}) {
      EXPECT_EQ(lua_rawgeti(L, list, i), LUA_TNIL) << "zone " << i << " was never read";
      lua_pop(L, 1);
    }
    lua_geti(L, list, 3);  // a read: built now
    Value got;
    std::string err;
    ASSERT_TRUE(to_value(L, -1, got, err)) << err;
    EXPECT_EQ(got, zones[2]);
    if (kept_ref != LUA_NOREF) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, kept_ref);
      const bool same_table = lua_rawequal(L, -1, -2);
      lua_pop(L, 1);
      EXPECT_EQ(same_table, kept_value == zones[2]) << zones[2].dump();
      ++(same_table ? same : changed);
      luaL_unref(L, LUA_REGISTRYINDEX, kept_ref);
    }
    kept_value = zones[2];
    kept_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // (pops the zone)
    if (list_ref == LUA_NOREF) list_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, list - 2);
    cache.end_view();
    ASSERT_EQ(s->answer(0, Value("go")), "");
  }
  EXPECT_GE(same, 4);
  EXPECT_EQ(changed, 1);  // card b went to the hidden zone (its count, not its cards)
  // Kept past its decision: reading a zone not built is an error.
  EXPECT_EQ(luaL_loadstring(L, "local z = ...; return z[1]"), LUA_OK);
  lua_rawgeti(L, LUA_REGISTRYINDEX, list_ref);
  EXPECT_NE(lua_pcall(L, 1, 1, 0), LUA_OK);
  EXPECT_NE(std::string(lua_tostring(L, -1)).find("during its decision only"), std::string::npos) << lua_tostring(L, -1);
  lua_pop(L, 1);
  luaL_unref(L, LUA_REGISTRYINDEX, kept_ref);
  luaL_unref(L, LUA_REGISTRYINDEX, list_ref);
}

// Every seat's view hands over one options table, frozen (no seat can write into what the others
// read), game after game while the options are the same; other options (even a 1 that was a 1.0)
// get a table of their own.
TEST(LuaSeatViewChanges, EverySeatIsHandedTheSameFrozenOptionsWhileTheyAreTheSame) {
  Catalog cat;
  auto first = start_maps(cat);
  auto second = must_start(cat, fixture_setup("maps", 2));
  ASSERT_TRUE(first && second);
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  auto options_of = [&](Session& s, int seat) {
    push_seat_view(L, s, seat, &cache);
    lua_getfield(L, -1, "options");
    lua_remove(L, -2);
  };
  options_of(*first, 0);
  const int a = lua_gettop(L);
  EXPECT_TRUE(push_frozen_contents(L, a)) << "the options are frozen";
  lua_settop(L, a);
  options_of(*first, 1);
  EXPECT_TRUE(lua_rawequal(L, a, -1)) << "the other seat's view hands over the same table";
  options_of(*second, 0);
  EXPECT_TRUE(lua_rawequal(L, a, -1)) << "so does the next game's, of the same options";
  lua_settop(L, a - 1);

  cache.push_shared_options(Value{{"n", 1}});
  const int one = lua_gettop(L);
  cache.push_shared_options(Value{{"n", 1}});
  EXPECT_TRUE(lua_rawequal(L, one, -1));
  cache.push_shared_options(Value{{"n", 1.0}});
  EXPECT_FALSE(lua_rawequal(L, one, -1)) << "1.0 is not 1 to a script (math.type)";
  lua_getfield(L, -1, "n");  // (through the frozen table's metatable)
  EXPECT_FALSE(lua_isinteger(L, -1));
  lua_settop(L, one - 1);
}

}  // namespace
}  // namespace rt::test
