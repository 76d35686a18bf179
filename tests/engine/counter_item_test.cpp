// counter_item_test.cpp: g:set_at, one item of a list counter (common/history.lua publishes its
// rows so) or one entry of a map counter (a board of scripts/camelot's "boards") set without
// converting the rest again: the counter holds exactly what g:set of the whole list or map would,
// and a wrong item number, a counter that is not a list, or a key on a counter that is not a map is
// an error that changes nothing. g:set_fields, some fields of a list counter's item (the vote
// history's rows), holds what g:set of the whole list with that item changed would.
#include <gtest/gtest.h>


#include "engine_fixtures.hpp"

namespace rt {
namespace {


// A scripts folder with one game `items` whose play(g) runs `body`, then finishes. In `body`,
// try(...) calls g:set_at(...) and gives "taken" or its error.
std::string write_items_game(const std::string& body) {
  return test::write_game_folder("counter_items", "items",
                           "return game { id = 'items', players = { min = 1, max = 2 },\n"
                           "  play = function(g)\n"
                           "    local function try(...)\n"
                           "      local ok, err = pcall(g.set_at, g, ...)\n"
                           "      return ok and 'taken' or err\n"
                           "    end\n" +
                               body + "\n    g:finish('nobody', 'done')\n  end }\n");
}

// The game `items` with `body`, loaded into cat and played (null, with the failure reported, if
// it does not load or start).
std::unique_ptr<Session> play_items(Catalog& cat, const std::string& body, int players = 1) {
  const std::vector<std::string> problems = cat.load(write_items_game(body));
  EXPECT_TRUE(problems.empty()) << problems.front();
  std::string error;
  auto s = Session::start(cat, test::fixture_setup("items", players), error);
  EXPECT_TRUE(s) << error;
  return s;
}

const Counter* counter(const Session& s, const std::string& id) {
  for (auto& c : s.state().counters)
    if (c.id == id) return &c;
  return nullptr;
}

TEST(CounterItem, SetAtHoldsWhatSettingTheWholeListWould) {
  Catalog cat;
  auto s = play_items(cat, R"(
    local rows = {}
    for i = 1, 4 do
      rows[i] = { round = i, team = { i, i + 1 }, votes = {}, result = "" }
      g:set_at("items", i, rows[i])        -- appends (item 1 makes the counter)
      rows[i].votes = { "approve", "reject" }
      rows[i].result = i % 2 == 0 and "fail" or "success"
      g:set_at("items", i, rows[i])        -- replaces the last item
    end
    rows[2].result = "changed"
    g:set_at("items", 2, rows[2])          -- and one in the middle
    g:set("whole", rows)
    g:set("seen", g:get("items"))
  )");
  ASSERT_TRUE(s);
  const Counter* items = counter(*s, "items");
  const Counter* whole = counter(*s, "whole");
  ASSERT_TRUE(items && whole);
  EXPECT_EQ(items->value.bytes(), whole->value.bytes()) << items->value.to_value().dump();
  EXPECT_EQ(counter(*s, "seen")->value.bytes(), whole->value.bytes()) << "g:get reads the list back";
  EXPECT_EQ(items->value.to_value()[1]["result"], "changed");
  EXPECT_EQ(items->vis, Visibility::public_());
}

TEST(CounterItem, AWrongItemOrACounterThatIsNotAListIsAnError) {
  Catalog cat;
  auto s = play_items(cat, R"(
    g:set("list", { 1, 2 })
    g:set("number", 5)
    g:set("errors", { try("list", 4, 0), try("list", 0, 0), try("number", 1, 0), try("absent", 2, 0),
                      try("list", "x", 0), try("list", 3, 3) })
  )");
  ASSERT_TRUE(s);
  const Value errors = counter(*s, "errors")->value.to_value();
  ASSERT_EQ(errors.size(), 6u) << errors.dump();
  EXPECT_TRUE(test::contains(errors[0].get<std::string>(), "has no item 4 (it is a list of 2)")) << errors[0];
  EXPECT_TRUE(test::contains(errors[1].get<std::string>(), "has no item 0")) << errors[1];
  EXPECT_TRUE(test::contains(errors[2].get<std::string>(), "\"number\" is not a list")) << errors[2];
  EXPECT_TRUE(test::contains(errors[3].get<std::string>(), "does not exist: only its item 1 can be set")) << errors[3];
  EXPECT_TRUE(test::contains(errors[4].get<std::string>(), "\"list\" is not a map")) << errors[4];
  EXPECT_EQ(errors[5], "taken") << "the length + 1 appends";
  EXPECT_EQ(counter(*s, "list")->value.to_value(), Value::parse("[1, 2, 3]")) << "the refused ones changed nothing";
}

TEST(CounterItem, SetAtWithAKeyHoldsWhatSettingTheWholeMapWould) {
  Catalog cat;
  auto s = play_items(cat, R"(
    local boards = {}
    local function put(key, value)
      boards[key] = value
      g:set_at("boards", key, value)
    end
    put("m", { white = { 3, 4 }, heroism = false })   -- makes the counter
    put("d", { position = -2 })                       -- before the first key
    put("z", { spaces = 7 })                          -- after the last
    put("k", "between")                               -- in the middle
    put("m", { white = { 5 }, heroism = true })       -- replaced
    put("aa", 1)
    put("k", nil)                                     -- removed
    put("absent", nil)                                -- nothing to remove
    g:set("whole", boards)
    g:set("empty", {})                                -- an empty table packs as a list
    g:set_at("empty", "x", 1)
    g:set("one", { x = 1 })
  )");
  ASSERT_TRUE(s);
  const Counter* boards = counter(*s, "boards");
  const Counter* whole = counter(*s, "whole");
  ASSERT_TRUE(boards && whole);
  EXPECT_EQ(boards->value.bytes(), whole->value.bytes()) << boards->value.to_value().dump();
  EXPECT_EQ(boards->value.to_value(),
            Value::parse(R"({"aa": 1, "d": {"position": -2}, "m": {"heroism": true, "white": [5]}, "z": {"spaces": 7}})"));
  EXPECT_EQ(counter(*s, "empty")->value.bytes(), counter(*s, "one")->value.bytes()) << "an empty list is an empty map";
  EXPECT_EQ(boards->vis, Visibility::public_());
}

// An entry's update without a visibility keeps the counter's own: a counter only seat 2 sees does
// not become public when one item or one entry of it changes; a visibility given still applies.
TEST(CounterItem, SetAtWithoutAVisibilityKeepsTheCountersOwn) {
  Catalog cat;
  auto s = play_items(cat, R"(
    g:set("secret_list", { 1, 2 }, { 2 })
    g:set_at("secret_list", 3, 3)
    g:set_at("secret_list", 1, 0)
    g:set("secret_map", { a = 1 }, { 2 })
    g:set_at("secret_map", "b", 2)
    g:set("widened", { 1 }, { 2 })
    g:set_at("widened", 2, 2, "public")
    g:set_at("fresh", 1, 1)
  )", 2);
  ASSERT_TRUE(s);
  Visibility seat2;
  seat2.seats = uint64_t{1} << 1;  // (seats are 0-based in the host)
  EXPECT_EQ(counter(*s, "secret_list")->vis, seat2);
  EXPECT_EQ(counter(*s, "secret_list")->value.to_value(), Value::parse("[0, 2, 3]"));
  EXPECT_EQ(counter(*s, "secret_map")->vis, seat2);
  EXPECT_EQ(counter(*s, "secret_map")->value.to_value(), Value::parse(R"({"a": 1, "b": 2})"));
  EXPECT_EQ(counter(*s, "widened")->vis, Visibility::public_());
  EXPECT_EQ(counter(*s, "fresh")->vis, Visibility::public_());
  // The views say the same: seat 1 sees neither secret counter.
  const Value view1 = s->view(0);
  EXPECT_FALSE(view1["counters"].contains("secret_list")) << view1["counters"].dump();
  EXPECT_FALSE(view1["counters"].contains("secret_map"));
  EXPECT_TRUE(s->view(1)["counters"].contains("secret_map"));
}

TEST(CounterItem, AKeyOnACounterThatIsNotAMapIsAnError) {
  Catalog cat;
  auto s = play_items(cat, R"(
    g:set("list", { 1, 2 })
    g:set("number", 5)
    g:set("errors", { try("list", "x", 0), try("number", "x", 0), try("list", true, 0) })
  )");
  ASSERT_TRUE(s);
  const Value errors = counter(*s, "errors")->value.to_value();
  ASSERT_EQ(errors.size(), 3u) << errors.dump();
  EXPECT_TRUE(test::contains(errors[0].get<std::string>(), "counter \"list\" is not a map")) << errors[0];
  EXPECT_TRUE(test::contains(errors[1].get<std::string>(), "counter \"number\" is not a map")) << errors[1];
  EXPECT_TRUE(test::contains(errors[2].get<std::string>(), "expected an item number or a key, got boolean")) << errors[2];
  EXPECT_EQ(counter(*s, "list")->value.to_value(), Value::parse("[1, 2]")) << "the refused ones changed nothing";
  EXPECT_EQ(counter(*s, "number")->value.to_value(), Value::parse("5"));
}

// A body's helper: tryf(...) calls g:set_fields(...) and gives "taken" or its error.
const char* const kTryFields = R"(
    local function tryf(...)
      local ok, err = pcall(g.set_fields, g, ...)
      return ok and 'taken' or err
    end
)";

TEST(CounterItem, SetFieldsHoldsWhatSettingTheWholeListWould) {
  Catalog cat;
  auto s = play_items(cat, std::string(kTryFields) + R"(
    local rows = {}
    local function fields(i, ...)        -- the same change to rows[i] and to item i
      local args = table.pack(...)
      rows[i] = rows[i] or {}
      for k = 1, args.n, 2 do rows[i][args[k]] = args[k + 1] end
      g:set_fields("items", i, ...)
    end
    for i = 1, 4 do
      fields(i, "round", i, "team", { i, i + 1 }, "votes", {}, "result", "")   -- appends (item 1 makes the counter)
      fields(i, "votes", { "approve", "" }, "approved", i % 2 == 0)            -- replaced and added
      fields(i, "result", i % 2 == 0 and "fail" or nil, "fails", i)            -- nil removes
    end
    fields(2, "aaa", { [3] = "by seat" }, "zzz", 1.5)                          -- an item before the last
    rows[5] = { note = "set whole" }
    g:set_at("items", 5, rows[5])                                              -- then changed by field
    fields(5, "note", nil, "round", 5)
    g:set("whole", rows)
  )");
  ASSERT_TRUE(s);
  const Counter* items = counter(*s, "items");
  const Counter* whole = counter(*s, "whole");
  ASSERT_TRUE(items && whole);
  EXPECT_EQ(items->value.bytes(), whole->value.bytes()) << items->value.to_value().dump() << "\n" << whole->value.to_value().dump();
  EXPECT_EQ(items->value.to_value()[1], Value::parse(R"({"aaa": {"3": "by seat"}, "approved": true, "fails": 2,
      "result": "fail", "round": 2, "team": [2, 3], "votes": ["approve", ""], "zzz": 1.5})"));
  EXPECT_EQ(items->vis, Visibility::public_());
}

TEST(CounterItem, SetFieldsOnAWrongItemOrWithWrongFieldsIsAnErrorThatChangesNothing) {
  Catalog cat;
  auto s = play_items(cat, std::string(kTryFields) + R"(
    g:set("list", { { a = 1 }, 2 })
    g:set("number", 5)
    g:set("errors", { tryf("list", 4, "a", 0), tryf("list", 0, "a", 0), tryf("number", 1, "a", 0),
                      tryf("absent", 2, "a", 0), tryf("list", "x", "a", 0), tryf("list", 2, "a", 0),
                      tryf("list", 1, "a"), tryf("list", 1), tryf("list", 1, 7, 0), tryf("list", 1, "b", 1, "b", 2),
                      tryf("list", 1, "b", print), tryf("list", 3, "b", 3) })
  )");
  ASSERT_TRUE(s);
  const Value errors = counter(*s, "errors")->value.to_value();
  ASSERT_EQ(errors.size(), 12u) << errors.dump();
  auto says = [&](size_t i, const std::string& text) {
    EXPECT_TRUE(test::contains(errors[i].get<std::string>(), text)) << i << ": " << errors[i] << " lacks " << text;
  };
  says(0, "set_fields: counter \"list\" has no item 4 (it is a list of 2)");
  says(1, "has no item 0");
  says(2, "counter \"number\" is not a list");
  says(3, "does not exist: only its item 1 can be set");
  says(4, "expected an item number, got string");
  says(5, "item 2 of counter \"list\" is not an object");
  says(6, "expected field names and values in pairs");
  says(7, "expected field names and values in pairs");
  says(8, "a field name must be a string, not a number");
  says(9, "the field \"b\" is given twice");
  says(10, "a function cannot be stored in the game state");
  EXPECT_EQ(errors[11], "taken") << "the length + 1 appends";
  EXPECT_EQ(counter(*s, "list")->value.to_value(), Value::parse(R"([{"a": 1}, 2, {"b": 3}])")) << "the refused ones changed nothing";
}

}  // namespace
}  // namespace rt
