// lua_seat_view_test.cpp: the view a Lua bot is handed (bots/lua_seat_view.cpp, built straight
// from the state, its log reused between calls) is exactly push_value(build_view): compared for
// every seat at every step of whole games, with one cache carried across games and a rewound game.
#include <gtest/gtest.h>

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

// Every seat's view at every step, both ways; returns how many views were compared.
int compare_game(Session& s, LuaViewCache& cache, uint64_t bot_seed) {
  lua_State* L = cache.L();
  RandomBot bot(bot_seed);
  int compared = 0;
  for (;;) {
    for (int seat = 0; seat < s.state().seat_count(); ++seat) {
      push_value(L, s.view(seat));
      const Value expected = round_trip(L);
      push_seat_view(L, s, seat, &cache);
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

}  // namespace
}  // namespace rt::test
