// publish_hook_test.cpp: publish on demand (game{}.publish, Session::publish): the host runs a
// game's publish hook once the rules have run and before anything outside them reads the state
// (a view, Session::state(), a validator), not before every decision; not again until the rules
// run again; not once the game is over; a hook that fails, or draws a random number, breaks the game.
// The fixture game: tests/engine/fixtures/scripts/published.
#include <gtest/gtest.h>


#include "engine_fixtures.hpp"

namespace rt {
namespace {

// A counter as the omniscient view shows it (a view runs the hook first when the rules ran).
Value counter_in_view(const Session& s, const std::string& id) {
  const Value v = s.view(kOmniscient);
  const Value& counters = v.at("counters");
  return counters.contains(id) ? counters.at(id) : Value();
}

std::unique_ptr<Session> start_published(Catalog& cat, const std::string& mode = "normal") {
  return test::must_start(cat, test::fixture_setup("published", 1, 1, Value{{"mode", mode}}));
}

TEST(PublishHook, RunsOnlyWhenTheStateIsReadNotBeforeEveryDecision) {
  auto cat = test::fixture_catalog();
  auto s = start_published(*cat);
  ASSERT_TRUE(s);
  for (int i = 0; i < 4; ++i) ASSERT_EQ(s->answer(0, "step"), "");
  // Five decisions asked, none read: the first read runs the hook once, with the state as it is.
  EXPECT_EQ(counter_in_view(*s, "count"), 4);
  EXPECT_EQ(counter_in_view(*s, "hook_calls"), 1);
  // Read again with no answer in between: not run again (state() reads the same).
  EXPECT_EQ(counter_in_view(*s, "hook_calls"), 1);
  for (auto& c : s->state().counters)
    if (c.id == "hook_calls") {
      EXPECT_EQ(c.value.to_value(), 1);
    }
  ASSERT_EQ(s->answer(0, "step"), "");
  EXPECT_EQ(counter_in_view(*s, "count"), 5);
  EXPECT_EQ(counter_in_view(*s, "hook_calls"), 2);
}

TEST(PublishHook, AValidatorReadsThePublishedCounters) {
  auto cat = test::fixture_catalog();
  auto s = start_published(*cat);
  ASSERT_TRUE(s);
  for (int i = 0; i < 3; ++i) ASSERT_EQ(s->answer(0, "step"), "");
  ASSERT_EQ(s->answer(0, "stop"), "");
  // Nothing read since the rules ran: the validator's g:get("count") still sees 3.
  EXPECT_NE(s->answer(0, "2"), "");
  EXPECT_EQ(s->answer(0, "3"), "");
  EXPECT_TRUE(s->over());
}

TEST(PublishHook, NotRunOnceTheGameIsOver) {
  auto cat = test::fixture_catalog();
  auto s = start_published(*cat);
  ASSERT_TRUE(s);
  ASSERT_EQ(s->answer(0, "stop"), "");
  ASSERT_EQ(s->answer(0, "0"), "");  // (the validator's read ran the hook: 1 call)
  ASSERT_TRUE(s->over());
  // The rules published before g:finish (2 calls); the host does not run it after the end.
  EXPECT_EQ(counter_in_view(*s, "count"), -1);
  EXPECT_EQ(counter_in_view(*s, "hook_calls"), 2);
}

TEST(PublishHook, AHookThatFailsBreaksTheGameWithItsError) {
  auto cat = test::fixture_catalog();
  auto s = start_published(*cat, "broken");
  ASSERT_TRUE(s);
  ASSERT_EQ(s->answer(0, "step"), "");
  ASSERT_EQ(s->answer(0, "step"), "");
  s->view(0);  // the hook fails here (count 2)
  const Refusal r = s->submit(0, "step");
  EXPECT_EQ(r.kind, RefusalKind::Broken);
  EXPECT_NE(r.text.find("publish hook failed"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("published/game.lua:"), std::string::npos) << r.text;
  EXPECT_NE(r.text.find("the hook broke at 2"), std::string::npos) << r.text;
}

TEST(PublishHook, AHookThatDrawsARandomNumberBreaksTheGame) {
  auto cat = test::fixture_catalog();
  auto s = start_published(*cat, "draws");
  ASSERT_TRUE(s);
  ASSERT_EQ(s->answer(0, "step"), "");
  s->view(0);  // count 1: no draw
  EXPECT_EQ(s->answer(0, "step"), "");
  s->view(0);  // count 2: a draw
  const Refusal r = s->submit(0, "step");
  EXPECT_EQ(r.kind, RefusalKind::Broken);
  EXPECT_NE(r.text.find("publish hook drew a random number"), std::string::npos) << r.text;
}

TEST(PublishHook, APublishThatIsNotAFunctionIsAClearLoadError) {
  Catalog cat;
  const std::vector<std::string> problems =
      cat.load(test::write_game_folder("publish_not_function", "bad",
                                       "return game { id = 'bad', players = { min = 1, max = 2 },\n"
                                       "  publish = 3,\n"
                                       "  play = function(g) g:finish('nobody', 'done') end }\n"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("game bad: publish must be a function(g)"), std::string::npos) << problems[0];
}

}  // namespace
}  // namespace rt
