// packed_test.cpp: the compact encoding of the rules' values (Packed), and Lua -> Packed ->
// Lua/Value: the same shapes and the same errors as the JSON conversion it replaced.
#include <gtest/gtest.h>

#include <ctime>
#include <random>

#include "core/packed_key.hpp"
#include "lua/lua_fields.hpp"
#include "lua/lua_value.hpp"

namespace rt {
namespace {

TEST(Packed, RoundTripsEveryKindOfValue) {
  const Value samples[] = {
      nullptr, true, false, 0, -1, 7, INT64_MIN, INT64_MAX, 0.5, -2.25e300, "", "abc",
      "Мерлин — 🎲", Value::array(), Value::object(), Value::parse(R"([1, [2, [3, []]], {"a": null}])"),
      Value::parse(R"({"b": 1, "a": [true, "x"], "c": {"z": 1, "y": 2}})"),
  };
  for (const Value& v : samples) {
    Packed p(v);
    EXPECT_EQ(p.to_value(), v) << v.dump();
    EXPECT_EQ(Packed(p.to_value()), p) << "canonical: " << v.dump();
  }
}

TEST(Packed, SmallValuesFitInTheStringWithoutAHeapBlock) {
  // std::string keeps up to 15 bytes inline: a counter like a team or a score costs no malloc.
  EXPECT_LE(Packed(Value::parse("[1, 3, 5, 7]")).bytes().size(), 15u);
  EXPECT_LE(Packed(42).bytes().size(), 15u);
}

TEST(Packed, HasKeyLooksOnlyAtTheTopLevelOfAnObject) {
  Packed p(Value::parse(R"({"key": "k", "inner": {"deep": 1}})"));
  EXPECT_TRUE(p.is_object());
  EXPECT_TRUE(p.has_key("key"));
  EXPECT_TRUE(p.has_key("inner"));
  EXPECT_FALSE(p.has_key("deep"));
  EXPECT_FALSE(Packed(Value::parse(R"(["key"])")).has_key("key"));
}

// set_item (g:set_at, common/history.lua): the list's bytes are those of packing it whole.
TEST(Packed, SetItemGivesTheBytesOfTheWholeListPackedAnew) {
  Packed list(Value::parse(R"([{"round": 1, "team": [1, 2]}, "x", 3])"));
  ASSERT_TRUE(list.set_item(1, Packed(Value::parse(R"({"votes": ["approve", ""]})")).bytes()));
  EXPECT_EQ(list, Packed(Value::parse(R"([{"round": 1, "team": [1, 2]}, {"votes": ["approve", ""]}, 3])")));
  ASSERT_TRUE(list.set_item(3, Packed("appended").bytes()));  // the length: appends
  EXPECT_EQ(list, Packed(Value::parse(R"([{"round": 1, "team": [1, 2]}, {"votes": ["approve", ""]}, 3, "appended"])")));
  ASSERT_TRUE(list.set_item(0, Packed(0).bytes()));
  EXPECT_EQ(list.to_value(), Value::parse(R"([0, {"votes": ["approve", ""]}, 3, "appended"])"));

  // 127 items and the 128th: the length's varint grows a byte.
  Value many = Value::array();
  Packed grown(many);
  for (int i = 0; i < 130; ++i) {
    ASSERT_TRUE(grown.set_item(static_cast<uint64_t>(i), Packed(i).bytes()));
    many.push_back(i);
    ASSERT_EQ(grown, Packed(many)) << i;
  }

  Packed before = list;
  EXPECT_FALSE(list.set_item(5, Packed(1).bytes())) << "past the end";
  EXPECT_EQ(list, before) << "nothing changed";
  Packed object(Value::parse(R"({"a": 1})"));
  EXPECT_FALSE(object.set_item(0, Packed(1).bytes())) << "not a list";
}

// g:set_at's appends and changes of the last row (common/history.lua) use the list's tail (where
// its last item starts) instead of walking the items before it: the bytes stay those of the whole
// list packed anew, whatever the tail says (kept, unknown, or stale).
TEST(Packed, SetItemWithATailGivesTheSameBytes) {
  Value want = Value::array();
  Packed list(want);
  ListTail tail;
  for (int i = 0; i < 140; ++i) {  // past 127 items: the length's varint grows a byte
    const Value row = Value::parse(R"({"round": 1, "votes": []})");
    ASSERT_TRUE(list.set_item(static_cast<uint64_t>(i), Packed(row).bytes(), &tail)) << i;
    want.push_back(row);
    ASSERT_EQ(list, Packed(want)) << "append " << i;
    EXPECT_EQ(tail.count, want.size());
    EXPECT_NE(tail.at, 0u) << "the new last item's place is known";
    const Value changed = Value::parse(R"({"round": 1, "votes": ["approve", "reject"], "result": "success"})");
    ASSERT_TRUE(list.set_item(static_cast<uint64_t>(i), Packed(changed).bytes(), &tail)) << i;
    want.back() = changed;
    ASSERT_EQ(list, Packed(want)) << "the last item changed " << i;
  }
  // An item before the last: walked to; the tail is not known after it.
  ASSERT_TRUE(list.set_item(3, Packed("third").bytes(), &tail));
  want[3] = "third";
  EXPECT_EQ(list, Packed(want));
  EXPECT_EQ(tail.at, 0u);
  ASSERT_TRUE(list.set_item(want.size() - 1, Packed("last").bytes(), &tail));  // walked: not known
  want.back() = "last";
  EXPECT_EQ(list, Packed(want));
  // A tail taken at another length is not used.
  ListTail stale{2, 5};
  ASSERT_TRUE(list.set_item(want.size() - 1, Packed(7).bytes(), &stale));
  want.back() = 7;
  EXPECT_EQ(list, Packed(want));
  EXPECT_EQ(stale.count, want.size());
}

// g:set_fields (common/history.lua's rows): some fields of an encoded object set, replaced or
// removed (a field that encodes nil) in one pass: the bytes of the changed object packed anew.
TEST(Packed, SetObjectFieldsGivesTheBytesOfTheChangedObjectPackedAnew) {
  const char* names[] = {"", "a", "aa", "ab", "b", "first", "result", "votes", "z", "10", "9", "\xc3\xa9"};
  std::mt19937 rng(17);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  auto some_value = [&]() -> Value {
    switch (pick(5)) {
      case 0: return pick(100);
      case 1: return "text" + std::to_string(pick(9));
      case 2: return Value::parse(R"(["approve", "", "reject"])");
      case 3: return Value::parse(R"({"inner": [1, {"x": true}]})");
      default: return pick(2) == 0;
    }
  };
  for (int round = 0; round < 500; ++round) {
    Value object = Value::object(), fields = Value::object();
    for (int i = pick(8); i > 0; --i) object[names[pick(12)]] = some_value();
    for (int i = 1 + pick(6); i > 0; --i) fields[names[pick(12)]] = pick(3) == 0 ? Value(nullptr) : some_value();
    Value want = object;
    for (auto it = fields.begin(); it != fields.end(); ++it) {
      if (it.value().is_null()) want.erase(it.key());
      else want[it.key()] = it.value();
    }
    std::string out = "kept";
    ASSERT_TRUE(set_object_fields(Packed(object).bytes(), Packed(fields).bytes(), out)) << round;
    EXPECT_EQ(out, "kept" + Packed(want).bytes()) << round << ": " << object.dump() << " with " << fields.dump();
  }
  std::string out;
  ASSERT_TRUE(set_object_fields(Packed(Value::array()).bytes(), Packed(Value::parse(R"({"b": 1, "a": null})")).bytes(), out));
  EXPECT_EQ(out, Packed(Value::parse(R"({"b": 1})")).bytes()) << "an empty list is an empty object";
  out = "kept";
  EXPECT_FALSE(set_object_fields(Packed(Value::parse("[1]")).bytes(), Packed(Value::parse(R"({"a": 1})")).bytes(), out));
  EXPECT_FALSE(set_object_fields(Packed(3).bytes(), Packed(Value::parse(R"({"a": 1})")).bytes(), out));
  EXPECT_FALSE(set_object_fields(Packed(Value::parse(R"({"a": 1})")).bytes(), Packed("a").bytes(), out));
  EXPECT_EQ(out, "kept") << "nothing written when refused";
}

class LuaPacked : public ::testing::Test {
 protected:
  LuaPacked() : L(luaL_newstate()) { luaL_openlibs(L); }
  ~LuaPacked() override { lua_close(L); }
  // Evaluates `return <expr>` and packs the result.
  bool pack(const std::string& expr, Packed& out, std::string& err) {
    EXPECT_EQ(luaL_dostring(L, ("return " + expr).c_str()), LUA_OK) << lua_tostring(L, -1);
    bool ok = to_packed(L, -1, out, err);
    lua_settop(L, 0);
    return ok;
  }
  Value packed_value(const std::string& expr) {
    Packed p;
    std::string err;
    EXPECT_TRUE(pack(expr, p, err)) << expr << ": " << err;
    return p.to_value();
  }
  std::string pack_error(const std::string& expr) {
    Packed p;
    std::string err;
    EXPECT_FALSE(pack(expr, p, err)) << expr;
    EXPECT_EQ(lua_gettop(L), 0) << "the stack is left clean after an error";
    return err;
  }
  lua_State* L;
};

TEST_F(LuaPacked, SameShapesAsTheJsonConversion) {
  const char* exprs[] = {
      "nil", "true", "42", "-3", "1.5", "'text'", "{}", "{1, 2, 3}", "{a = 1, b = {2, 3}}",
      "{[1] = 'x', [2] = 'y', name = 'z'}", "{[3] = 'c', [1] = 'a', [2] = 'b'}", "{[2] = 'b'}",
      "{[-1] = 'neg', [0] = 'zero'}", "{x = {y = {z = {}}}}", "{'Мерлін', 'Смутьян'}",
  };
  for (const char* e : exprs) {
    ASSERT_EQ(luaL_dostring(L, (std::string("return ") + e).c_str()), LUA_OK);
    Value v;
    std::string err;
    ASSERT_TRUE(to_value(L, -1, v, err)) << e << ": " << err;
    lua_settop(L, 0);
    EXPECT_EQ(packed_value(e), v) << e;
  }
}

TEST_F(LuaPacked, ArraysComeOutInIndexOrderWhateverTheTableLayout) {
  // Keys inserted backwards land in the hash part, where traversal order is arbitrary.
  EXPECT_EQ(packed_value("(function() local t = {} for i = 50, 1, -1 do t[i] = i * 10 end return t end)()"),
            [] {
              Value a = Value::array();
              for (int i = 1; i <= 50; ++i) a.push_back(i * 10);
              return a;
            }());
}

TEST_F(LuaPacked, ATableWithAHoleIsAnObjectNotAnArrayWithAMissingItem) {
  // {2, 3, 5} as keys: Lua's length may be 3 (a border), but the table is not the sequence 1..3.
  EXPECT_EQ(packed_value("{[2] = 'b', [3] = 'c', [5] = 'e'}"), Value::parse(R"({"2": "b", "3": "c", "5": "e"})"));
}

TEST_F(LuaPacked, PushedBackToLuaWithIntegerKeysRestored) {
  Packed p;
  std::string err;
  ASSERT_TRUE(pack("{[2] = 'b', [10] = 'j', name = 'n', list = {1, 2}}", p, err)) << err;
  push_packed(L, p);
  lua_setglobal(L, "t");
  ASSERT_EQ(luaL_dostring(L, "return t[2] == 'b' and t[10] == 'j' and t.name == 'n' and #t.list == 2 "
                             "and t['2'] == nil"),
            LUA_OK);
  EXPECT_TRUE(lua_toboolean(L, -1));
}

TEST_F(LuaPacked, RefusesWhatCannotBeStored) {
  EXPECT_NE(pack_error("{f = print}").find("cannot be stored"), std::string::npos);
  EXPECT_NE(pack_error("{[true] = 1}").find("keys must be strings or integers"), std::string::npos);
  EXPECT_NE(pack_error("(function() local t = {} t.self = t return t end)()").find("nested too deeply"),
            std::string::npos);
  EXPECT_NE(pack_error("'\\xff'").find("UTF-8"), std::string::npos);
  EXPECT_NE(pack_error("{[1] = 'a', ['1'] = 'b'}").find("twice"), std::string::npos);
  EXPECT_NE(pack_error("{a = {b = {c = coroutine.create(print)}}}").find("cannot be stored"), std::string::npos);
}

// Issue 14: a value with several problems used to be refused for the first one lua_next met, and
// lua_next's order of string keys follows a hash seeded per Lua state: a script that kept the
// pcall'd message replayed differently in a new process (FreshProcessReplay.AGameThatWalksTables...).
// Now both conversions name the problem a fixed walk finds first: a key that cannot be stored,
// then a key given twice (1 and "1"), then the values, integer keys ascending, then string keys.
TEST_F(LuaPacked, AValueWithSeveralProblemsIsRefusedForTheSameOneEverywhere) {
  const std::pair<const char*, const char*> cases[] = {
      {"{fn = print, [true] = 1, x = {}}", "table keys must be strings or integers"},
      {"{b = print, a = {'\\xff'}}", "strings stored in the game state must be UTF-8"},
      {"{a = print, b = {'\\xff'}}", "a function cannot be stored in the game state"},
      {"{a = print, [3] = {'\\xff'}, [1] = 'ok'}", "strings stored in the game state must be UTF-8"},
      {"{f = print, [1] = 'a', ['1'] = 'b'}", "table has the key \"1\" twice (as a number and as a string)"},
      {"{[1] = 'a', ['1'] = 'b'}", "table has the key \"1\" twice (as a number and as a string)"},
  };
  for (const auto& [expr, why] : cases) {
    EXPECT_EQ(pack_error(expr), why) << expr;
    ASSERT_EQ(luaL_dostring(L, (std::string("return ") + expr).c_str()), LUA_OK);
    Value v;
    std::string err;
    EXPECT_FALSE(to_value(L, -1, v, err)) << expr;
    EXPECT_EQ(err, why) << expr << " (to_value)";
    lua_settop(L, 0);
  }
}

// An object's keys are sorted as strings (integer keys written out: "10" before "2"); pack_table
// remembers the sorted order per shape (the key pointers lua_next hands out) and checks it before
// using it. Tables of every shape, built in random orders, with strings made and collected between
// them (so a remembered shape may name keys whose strings are gone and whose addresses were
// reused), must give exactly the canonical bytes: those of the same value packed from a Value.
TEST_F(LuaPacked, ObjectsGiveTheCanonicalBytesWhateverShapeWasSeenBefore) {
  EXPECT_EQ(Packed(packed_value("{[2] = 'b', [10] = 'j', name = 'n', [1] = 'a'}")),
            Packed(Value::parse(R"({"1": "a", "10": "j", "2": "b", "name": "n"})")));
  ASSERT_EQ(luaL_dostring(L, R"(
    local seed = 7
    local function rand(n) seed = (seed * 1103515245 + 12345) % 2147483648 return seed % n + 1 end
    local function key(i, mixed) return (mixed and i % 3 == 0) and i or ("k" .. string.rep("x", i % 5) .. i) end
    function make(round)
      local n, mixed = rand(40), rand(3) == 1
      local keys = {}
      for i = 1, n do keys[i] = key(rand(60) + round % 7, mixed) end
      local t = {}
      for i = n, 1, -1 do
        local k = keys[i]
        if rand(4) == 1 then t[k] = { inner = k, [1] = i, [2] = { z = i, a = round } } else t[k] = i end
      end
      if rand(3) == 1 then collectgarbage() end
      return t
    end
  )"), LUA_OK) << lua_tostring(L, -1);
  for (int round = 0; round < 400; ++round) {
    lua_getglobal(L, "make");
    lua_pushinteger(L, round);
    ASSERT_EQ(lua_pcall(L, 1, 1, 0), LUA_OK);
    Value v;
    std::string err;
    ASSERT_TRUE(to_value(L, -1, v, err)) << err;
    Packed p;
    ASSERT_TRUE(to_packed(L, -1, p, err)) << err;
    lua_pop(L, 1);
    ASSERT_EQ(p, Packed(v)) << "round " << round << ": " << v.dump();
  }
  // The same shapes again, with the shapes remembered: still canonical.
  for (int round = 0; round < 50; ++round) {
    ASSERT_EQ(luaL_dostring(L, "return {round = 1, quest = 2, leader = 3, team = {1, 2}, votes = {'a', 'r', ''}, "
                               "first = {}, approved = true, overturned = false, result = '', fails = 0}"),
              LUA_OK);
    Packed p;
    std::string err;
    ASSERT_TRUE(to_packed(L, -1, p, err)) << err;
    lua_pop(L, 1);
    EXPECT_EQ(p, Packed(Value::parse(R"({"approved": true, "fails": 0, "first": [], "leader": 3, "overturned": false,
                                         "quest": 2, "result": "", "round": 1, "team": [1, 2], "votes": ["a", "r", ""]})")));
  }
}

// Issue 14 (hangs the budget does not see): a table reached twice is stored twice, so 30 tables
// each holding the previous one under two keys are 2^30 values; g:set of it ran inside one host
// call for ever. A conversion now stops after 262144 values, in a fraction of a second.
// g:set_fields' arguments (name, value, name, value...) packed as an object: the bytes of the
// table with those fields, a nil kept as a field that encodes nil, and clear refusals.
TEST_F(LuaPacked, FieldsGiveTheBytesOfATableWithThem) {
  auto fields = [&](const std::string& args, Packed& out, std::string& err) {
    EXPECT_EQ(luaL_dostring(L, ("return " + args).c_str()), LUA_OK) << lua_tostring(L, -1);
    const bool ok = fields_to_packed(L, 1, lua_gettop(L) / 2, out, err);
    lua_settop(L, 0);
    return ok;
  };
  Packed got, want;
  std::string err;
  ASSERT_TRUE(fields(R"("votes", {"approve", ""}, "round", 3, "approved", true, "team", {2, 4}, "a", {x = {1}})", got, err)) << err;
  ASSERT_TRUE(pack(R"({votes = {"approve", ""}, round = 3, approved = true, team = {2, 4}, a = {x = {1}}})", want, err)) << err;
  EXPECT_EQ(got, want);
  ASSERT_TRUE(fields(R"("result", nil, "fails", 0)", got, err)) << err;
  EXPECT_EQ(got, Packed(Value::parse(R"({"fails": 0, "result": null})")));

  EXPECT_FALSE(fields(R"(1, "x")", got, err));
  EXPECT_EQ(err, "a field name must be a string, not a number");
  EXPECT_FALSE(fields(R"("b", 1, "a", 2, "b", 3)", got, err));
  EXPECT_EQ(err, "the field \"b\" is given twice");
  EXPECT_FALSE(fields(R"("a", 1, "f", {print})", got, err));
  EXPECT_EQ(err, "a function cannot be stored in the game state");
  EXPECT_FALSE(fields(R"("a", "\xff")", got, err));
  EXPECT_EQ(err, "strings stored in the game state must be UTF-8");
}

TEST_F(LuaPacked, ATableSharedDownThirtyLevelsIsRefusedQuickly) {
  const char* dag = "(function() local t = {1} for i = 1, 30 do t = {x = t, y = t} end return t end)()";
  const std::clock_t start = std::clock();
  EXPECT_EQ(pack_error(dag), "value too large to store in the game state (more than 262144 values)");
  ASSERT_EQ(luaL_dostring(L, (std::string("return ") + dag).c_str()), LUA_OK);
  Value v;
  std::string err;
  EXPECT_FALSE(to_value(L, -1, v, err));
  EXPECT_EQ(err, "value too large to store in the game state (more than 262144 values)");
  lua_settop(L, 0);
  EXPECT_LT(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, 5.0) << "processor seconds";
  // A big value that is a tree is stored as before.
  EXPECT_EQ(packed_value("(function() local t = {} for i = 1, 50000 do t[i] = {i} end return t end)()").size(), 50000u);
}

}  // namespace
}  // namespace rt
