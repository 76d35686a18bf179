// bot_cache_test.cpp: what the heuristic bots keep between decisions is a pure cache. A bot keeps
// its seat's analysis with the log table its host hands it (scripts/common/deduction.lua: the
// parse, the weights' levels, the consistent worlds, the table's readings), never in its scripts;
// so a bot made cold at any decision (as after `play --resume`: a fresh bot, a fresh view cache,
// the log read from entry 0) answers exactly as the bot that played the whole game, and a bot's
// instance comes back from a game unchanged, to be handed on (engine/lua/instance_pool.hpp).
// Avalon and The Resistance (common/deduction.lua) and Shadows over Camelot (its own bot).
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "lua/instance_pool.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

std::unique_ptr<Bot> heuristic(Catalog& cat, const std::string& game) {
  std::string error;
  auto bot = make_bot(cat, game, "heuristic", 1, error);
  EXPECT_TRUE(bot) << error;
  return bot;
}

// Plays a whole game with one warm bot on every seat; at every decision (every `every`th: a cold
// bot replays the game so far) a cold bot is asked the same thing. Returns how many decisions
// were compared.
int compare_cold_with_warm(Catalog& cat, const Setup& setup, int every = 1) {
  std::string error;
  auto s = Session::start(cat, setup, error);
  EXPECT_TRUE(s) << error;
  if (!s) return 0;
  auto warm = heuristic(cat, setup.game);
  int compared = 0;
  for (int step = 0; !s->over(); ++step) {
    const int seat = s->next_to_answer();
    if (step % every != 0) {
      const Value answer = warm->decide(SeatView(*s, seat));
      (void)warm->take_reason();
      if (s->answer(seat, answer) != "") {
        ADD_FAILURE() << "step " << step << ": the warm answer was refused";
        break;
      }
      continue;
    }
    auto cold = heuristic(cat, setup.game);
    const Value cold_answer = cold->decide(SeatView(*s, seat));
    const auto cold_reason = cold->take_reason();
    const Value warm_answer = warm->decide(SeatView(*s, seat));
    const auto warm_reason = warm->take_reason();
    for (auto& p : warm->take_problems()) ADD_FAILURE() << p;
    for (auto& p : cold->take_problems()) ADD_FAILURE() << p;
    const std::string where = setup.game + " seed " + std::to_string(setup.seed) + " step " +
                              std::to_string(s->record().decisions.size()) + " seat " + std::to_string(seat + 1);
    EXPECT_EQ(cold_answer, warm_answer) << where;
    EXPECT_EQ(cold_reason.has_value(), warm_reason.has_value()) << where;
    if (cold_reason && warm_reason) {
      EXPECT_EQ(cold_reason->key, warm_reason->key) << where;
      EXPECT_EQ(cold_reason->args, warm_reason->args) << where;
      EXPECT_EQ(cold_reason->public_key, warm_reason->public_key) << where;
    }
    ++compared;
    if (s->answer(seat, warm_answer) != "") {
      ADD_FAILURE() << where << ": the warm answer was refused";
      break;
    }
  }
  return compared;
}

TEST(HeuristicBotCache, AColdBotAnswersAsTheWarmOneAtEveryDecision) {
  Catalog& cat = builtin_catalog();
  int compared = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) compared += compare_cold_with_warm(cat, make_setup("avalon", 5, seed));
  compared += compare_cold_with_warm(cat, make_setup("avalon", 7, 4));
  compared += compare_cold_with_warm(cat, make_setup("resistance", 5, 5));
  EXPECT_GT(compared, 200);
}

TEST(HeuristicBotCache, ABotsInstanceComesBackUnchangedAndIsHandedOn) {
  Catalog& cat = builtin_catalog();
  const InstancePool& pool = InstancePool::of(cat.vm().L());
  const long long reused = pool.reused();
  // Each cold bot plays one decision and is let go: its seat's instance goes back to the pool,
  // and the next cold bot of that seat takes it (the Good seats' analyses run in every one).
  compare_cold_with_warm(cat, make_setup("avalon", 5, 6));
  EXPECT_GT(pool.reused() - reused, 30);  // (the one game's scripts are reused at most once)
}

// Shadows over Camelot's bot keeps its readings (the entities by id, the hand, the fits of its
// cards on each board, the suspicion from the log) with the log table as well: a cold bot answers
// as the warm one, with and without the Traitor, and its instances are handed on.
TEST(HeuristicBotCache, TheCamelotBotIsAPureCacheToo) {
  Catalog& cat = builtin_catalog();
  const InstancePool& pool = InstancePool::of(cat.vm().L());
  const long long reused = pool.reused(), changed = pool.changed();
  // (A cold bot made at step k replays the k steps before it: every 12th decision is compared.)
  int compared = compare_cold_with_warm(cat, make_setup("camelot", 5, 7), 12);
  compared += compare_cold_with_warm(cat, make_setup("camelot", 3, 8, Value{{"traitor_always", true}}), 12);
  EXPECT_GT(compared, 30);
  EXPECT_EQ(pool.changed() - changed, 0) << "no instance came back changed (the bot writes nothing in its file)";
  EXPECT_GT(pool.reused() - reused, 25) << "instances are handed on";
}

}  // namespace
}  // namespace rt::test
