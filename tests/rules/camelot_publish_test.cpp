// camelot_publish_test.cpp: Camelot publishes on demand (game{}.publish, scripts/camelot/state.lua):
// a view read only now and then (a random-bot run reads none until the end) shows, at every
// decision where it is read, what a game whose views are read at every decision shows there (its
// counters published before each decision, as the rules did before publish on demand).
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

TEST(CamelotPublish, AViewReadNowAndThenIsTheViewOfAGameReadAtEveryDecision) {
  const Value setups[] = {Value::object(), Value{{"traitor", false}}, Value{{"traitor_always", true}}};
  int compared = 0;
  for (int n : {3, 5, 7})
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const Value& options = setups[seed % 3];
      auto every = must_start("camelot", n, seed, options), now_and_then = must_start("camelot", n, seed, options);
      ASSERT_TRUE(every && now_and_then);
      RandomBot bot(seed);
      for (size_t step = 0; !every->over(); ++step) {
        const Value seen = every->view(kOmniscient);  // read at every decision
        if (step % 13 == seed % 13) {
          ASSERT_EQ(now_and_then->view(kOmniscient), seen) << n << " knights, seed " << seed << ", step " << step;
          ++compared;
        }
        const int seat = every->next_to_answer();
        ASSERT_GE(seat, 0);
        const Value answer = bot.decide(SeatView(*every, seat));
        ASSERT_EQ(every->answer(seat, answer), "");
        ASSERT_EQ(now_and_then->answer(seat, answer), "");
      }
      ASSERT_TRUE(now_and_then->over());
      EXPECT_EQ(now_and_then->view(kOmniscient), every->view(kOmniscient)) << n << " knights, seed " << seed;
    }
  EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace rt::test
