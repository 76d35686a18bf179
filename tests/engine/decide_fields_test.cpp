// decide_fields_test.cpp: g:decide reads its request's fields in one walk of the table
// (wrap_game.cpp, push_decide_fields): a frozen request is read through its contents, names it does
// not know and keys that are not names are left alone, and the errors of a field read by name stay
// (seat and seats both; two forms).
#include <gtest/gtest.h>


#include "engine_fixtures.hpp"

namespace rt {
namespace {


// A scripts folder with one game `asks` whose play(g) runs `body`, then finishes with the
// counter "got" set to what it returned.
std::string write_asks_game(const std::string& body) {
  return test::write_game_folder("decide_fields", "asks",
                                 "return game { id = 'asks', players = { min = 1, max = 2 },\n"
                                 "  play = function(g)\n"
                                 "    local got = (function() " + body + " end)()\n"
                                 "    g:set('got', got)\n"
                                 "    g:finish('nobody', 'done')\n  end }\n");
}

std::unique_ptr<Session> start_asks(Catalog& cat, const std::string& body, std::string& error) {
  const std::vector<std::string> problems = cat.load(write_asks_game(body));
  EXPECT_TRUE(problems.empty()) << problems.front();
  return Session::start(cat, test::fixture_setup("asks", 2), error);
}

Value got(const Session& s) {
  for (auto& c : s.state().counters)
    if (c.id == "got") return c.value.to_value();
  return Value();
}

TEST(DecideFields, AFrozenRequestIsReadThroughItsContents) {
  Catalog cat;
  std::string error;
  auto s = start_asks(cat, "return g:decide(freeze { seat = 2, prompt = 'asks.p', choose = { 'a', 'b' } })", error);
  ASSERT_TRUE(s) << error;
  ASSERT_TRUE(s->request(1));
  EXPECT_EQ(s->request(1)->options, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(s->answer(1, "b"), "");
  EXPECT_EQ(got(*s), "b");
}

TEST(DecideFields, OtherKeysAreLeftAlone) {
  Catalog cat;
  std::string error;
  auto s = start_asks(cat,
                      "return g:decide { 'x', 'y', [3.5] = 1, [true] = 2, note = 'mine', seat = 1, "
                      "prompt = 'asks.p', args = { n = 1 }, pick_seats = { count = 1 } }",
                      error);
  ASSERT_TRUE(s) << error;
  ASSERT_TRUE(s->request(0));
  EXPECT_EQ(s->request(0)->kind, ChoiceKind::PickSeats);
  ASSERT_EQ(s->answer(0, Value::array({2})), "");
  EXPECT_EQ(got(*s), Value::array({2}));
}

TEST(DecideFields, SeatAndSeatsOrTwoFormsAreStillErrors) {
  for (const char* body : {"return g:decide { seat = 1, seats = { 1, 2 }, prompt = 'asks.p', choose = { 'a' } }",
                           "return g:decide { seat = 1, prompt = 'asks.p', choose = { 'a' }, order = 'z' }"}) {
    Catalog cat;
    std::string error;
    auto s = start_asks(cat, body, error);
    EXPECT_FALSE(s);
    EXPECT_NE(error.find("asks/game.lua:3:"), std::string::npos) << error;
    EXPECT_TRUE(error.find("not both") != std::string::npos || error.find("exactly one of") != std::string::npos) << error;
  }
}

}  // namespace
}  // namespace rt
