// lua_bot_test.cpp: bots written in Lua (engine/bots/lua_bot.cpp): found by game and name, given
// their seat's view and request, seeded per decision (so a game resumed from its record goes on
// exactly as the uninterrupted one), and replaced by the random bot, with a report naming the
// bot and its file:line, when the script fails or answers what the rules refuse.
#include <gtest/gtest.h>

#include "bots/bot.hpp"
#include "bots/driver.hpp"
#include "app/bot_plan.hpp"
#include "engine_fixtures.hpp"

namespace rt::test {
namespace {

std::string answers(const Record& r) {
  std::string out;
  for (auto& a : r.decisions) out += std::to_string(a.seat + 1) + ":" + a.answer.dump() + " ";
  return out;
}

// Plays to the end; collects the problems every answer reported.
std::vector<std::string> play_with(Session& s, Bot& bot) {
  std::vector<std::string> problems;
  while (!s.over()) {
    const int seat = s.next_to_answer();
    const Value choice = bot.decide(SeatView(s, seat));
    for (auto& p : bot.take_problems()) problems.push_back(p);
    const std::string why = s.answer(seat, choice);
    EXPECT_EQ(why, "") << choice.dump();
    if (!why.empty()) break;
  }
  return problems;
}

TEST(LuaBot, PlaysFromItsSeatsViewAndRequest) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", "steady");
  EXPECT_TRUE(play_with(*s, *bot).empty());  // the script's own asserts held
  ASSERT_TRUE(s->over());
  const auto& d = s->record().decisions;
  EXPECT_EQ(d.front().answer, "go");
  EXPECT_EQ(d.back().answer, Value({1, 2}));
}

// The seats a bot plays share no writable table: the lazy view's metatables (the view's, its
// counters', its zones') are hidden from scripts, so seat 1 cannot leave a message there for the
// others (the meddler bot fails if one finds it).
TEST(LuaBot, SeatsCannotPassMessagesThroughTheirViewsMetatables) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", "meddler");
  const std::vector<std::string> problems = play_with(*s, *bot);
  EXPECT_TRUE(problems.empty()) << problems.front();
  EXPECT_TRUE(s->over());
}

// One decision of seat 1 through the Driver (the one place a refused bot answer is replaced):
// the bot's reports, and the answer the game took (the random bot's when the bot's was refused).
std::vector<BotReport> first_decision(Session& s, Bot& bot, const std::string& name, Value* taken) {
  Driver driver(s);
  BotController c(bot, name);
  driver.set(0, &c);
  EXPECT_EQ(driver.step().status, Driver::Status::Answered);
  EXPECT_EQ(s.record().decisions.size(), 1u);
  if (!s.record().decisions.empty()) *taken = s.record().decisions[0].answer;
  return driver.take_reports();
}

TEST(LuaBot, AScriptThatFailsIsReportedWithItsLineAndTheRandomBotAnswers) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", "broken");
  EXPECT_TRUE(bot->decide(SeatView(*s, 0)).is_null()) << "a failed script hands on no answer";
  ASSERT_EQ(bot->take_problems().size(), 1u);
  EXPECT_TRUE(bot->take_problems().empty());  // taken once
  Value taken;
  const auto reports = first_decision(*s, *bot, "broken", &taken);
  ASSERT_EQ(reports.size(), 1u) << "one report per replaced answer";
  EXPECT_NE(taken, "stop");  // a legal answer all the same: the random bot's
  EXPECT_EQ(reports[0].refusal.kind, RefusalKind::WrongShape);
  EXPECT_TRUE(contains(reports[0].text, "bot 'broken'")) << reports[0].text;
  EXPECT_TRUE(contains(reports[0].text, "turns/bots/broken.lua:5:")) << reports[0].text;
  EXPECT_TRUE(contains(reports[0].text, "random bot answered instead")) << reports[0].text;
}

TEST(LuaBot, AnIllegalAnswerIsReportedAndReplaced) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", "illegal");
  Value taken;
  const auto reports = first_decision(*s, *bot, "illegal", &taken);
  EXPECT_NE(taken, "stop");
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].answer, "stop");
  EXPECT_EQ(reports[0].refusal.kind, RefusalKind::NotAllowed);
  // The validator's refusal, with the script's file and the line where decide is defined.
  EXPECT_TRUE(contains(reports[0].text, "turns/bots/illegal.lua:3: answered \"stop\"")) << reports[0].text;
  EXPECT_TRUE(contains(reports[0].text, "stopping is not allowed yet")) << reports[0].text;
}

TEST(LuaBot, ABotThatNeverReturnsIsStoppedByTheBudgetAndTheGameGoesOn) {
  auto cat = fixture_catalog({256u << 20, 2'000'000, 0.05});
  auto s = must_start(*cat, fixture_setup("turns", 3));
  auto bot = must_make_bot(*cat, "turns", "runaway");
  Value taken;
  const auto reports = first_decision(*s, *bot, "runaway", &taken);
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_TRUE(contains(reports[0].text, "budget exceeded")) << reports[0].text;
  // The state is fine after the budget stopped a script: another bot and the rules run on.
  auto steady = must_make_bot(*cat, "turns", "steady");
  EXPECT_TRUE(play_with(*s, *steady).empty());
  EXPECT_TRUE(s->over());
}

TEST(LuaBot, UnknownOrMalformedBotsAreRefusedByName) {
  auto cat = fixture_catalog();
  std::string error;
  EXPECT_FALSE(make_bot(*cat, "turns", "nobody", 1, error));
  EXPECT_TRUE(contains(error, "unknown bot 'nobody' for turns")) << error;
  EXPECT_TRUE(contains(error, "random, broken, illegal, meddler, not_a_bot, reader, reader_all, reader_misspelled, reader_not_a_list, runaway, sharing, sharing_function, sharing_long, sharing_wide, steady, told")) << error;
  EXPECT_FALSE(make_bot(*cat, "turns", "not_a_bot", 1, error));
  EXPECT_TRUE(contains(error, "must return decide(view, request, rng)")) << error;
  EXPECT_FALSE(make_bot(*cat, "turns", "../turns/game", 1, error));
  // "random" is always the host's random bot, for any game.
  EXPECT_TRUE(make_bot(*cat, "turns", "random", 1, error));
  EXPECT_TRUE(make_bot(*cat, "cards", "random", 1, error));
}

// decide's fifth argument says whether anyone reads the bot's reasons (Bot::want_reasons): true
// by default, false once a front end says nobody does (then the reason is not read), and the lab,
// where nobody does, says so. The fixture bot "told" fails when told false (a reported problem).
TEST(LuaBot, IsToldWhetherAnyoneReadsItsReasons) {
  auto cat = fixture_catalog();
  {
    auto s = must_start(*cat, fixture_setup("turns", 3));
    auto bot = must_make_bot(*cat, "turns", "told");
    (void)bot->decide(SeatView(*s, s->next_to_answer()));
    EXPECT_TRUE(bot->take_problems().empty());
    const auto reason = bot->take_reason();
    ASSERT_TRUE(reason.has_value());
    EXPECT_EQ(reason->args["reasons"], "true");
  }
  {
    auto s = must_start(*cat, fixture_setup("turns", 3));
    auto bot = must_make_bot(*cat, "turns", "told");
    bot->want_reasons(false);
    (void)bot->decide(SeatView(*s, s->next_to_answer()));
    const auto problems = bot->take_problems();
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_TRUE(contains(problems[0], "turns/bots/told.lua:5: told that nobody reads its reasons")) << problems[0];
    EXPECT_FALSE(bot->take_reason().has_value());
  }
  // A BotTable (what the lab's workers use, and say `false` through) tells the bots it made
  // before and after.
  {
    BotTable table(*cat, "turns", 0);
    std::string err;
    Bot* before = table.get("told", err);
    ASSERT_TRUE(before) << err;
    table.want_reasons(false);
    for (Bot* bot : {before, table.get("steady", err), table.get("told", err)}) {
      auto s = must_start(*cat, fixture_setup("turns", 3));
      (void)bot->decide(SeatView(*s, s->next_to_answer()));
      EXPECT_FALSE(bot->take_reason().has_value());
    }
    const auto problems = table.take_problems();
    ASSERT_EQ(problems.size(), 2u);  // "told", asked twice; "steady" ignores the argument
    EXPECT_TRUE(contains(problems[0], "told that nobody reads its reasons")) << problems[0];
  }
}

TEST(LuaBot, DecisionSeedsDependOnGameSeatAndStep) {
  EXPECT_EQ(decision_seed(5, 1, 10), decision_seed(5, 1, 10));
  EXPECT_NE(decision_seed(5, 1, 10), decision_seed(6, 1, 10));
  EXPECT_NE(decision_seed(5, 1, 10), decision_seed(5, 2, 10));
  EXPECT_NE(decision_seed(5, 1, 10), decision_seed(5, 1, 11));
}

// Play K answers, rebuild the game from its record in a fresh Session, go on with a fresh bot:
// the record is the uninterrupted game's.
TEST(LuaBot, AGameResumedFromItsRecordGoesOnAsTheUninterruptedOne) {
  Catalog cat;
  ASSERT_TRUE(cat.load(scripts_dir()).empty());
  cat.vm().add_root({test_data_dir() + "/engine/fixtures/bot_scripts", "tests/"});
  for (uint64_t seed : {3u, 4u, 5u, 6u}) {
    const std::string name = seed < 6 ? "dice" : "heuristic";  // a test bot and the shipped one
    Value options = {{"percival", true}, {"morgana", true}};
    auto whole = must_start(cat, make_setup("avalon", 7, seed, options));
    auto bot = must_make_bot(cat, "avalon", name);
    EXPECT_TRUE(play_with(*whole, *bot).empty());
    const Record& full = whole->record();
    ASSERT_GT(full.decisions.size(), 20u);
    for (size_t k : {size_t{1}, size_t{9}, full.decisions.size() / 2, full.decisions.size() - 1}) {
      Record part = full;
      part.decisions.resize(k);
      std::string error;
      auto resumed = Session::replay(cat, part, "test", error);
      ASSERT_TRUE(resumed) << error;
      auto fresh = must_make_bot(cat, "avalon", name);
      play_with(*resumed, *fresh);
      EXPECT_EQ(resumed->record().decisions.size(), full.decisions.size()) << "seed " << seed << ", k " << k;
      EXPECT_EQ(answers(resumed->record()), answers(full)) << "seed " << seed << ", k " << k;
    }
  }
}

// A bot stopped by its limits at one seat (stuck_one: seat 3 loops for ever) is not asked again
// for that seat: the random bot plays it, the script the others, one problem reported. Resumed
// from its record, the seat's catch-up meets the stop again, so the game goes on as the
// uninterrupted one (kept per game, as before, the other seats' scripts were asked again after a
// resume while the uninterrupted game had the random bot answer for them).
TEST(LuaBot, ASeatWhoseScriptRanOverStaysTheRandomBotsAfterAResume) {
  Catalog cat;
  ASSERT_TRUE(cat.load(scripts_dir()).empty());
  cat.vm().add_root({test_data_dir() + "/engine/fixtures/bot_scripts", "tests/"});
  auto run = [&](Session& s, Bot& bot) {
    BotController c(bot, "stuck_one");
    Driver d(s);
    for (int seat = 0; seat < 5; ++seat) d.set(seat, &c);
    while (!s.over())
      if (d.step().status != Driver::Status::Answered) break;
    std::vector<std::string> texts;
    for (auto& r : d.take_reports()) texts.push_back(r.text);
    return texts;
  };
  auto whole = must_start(cat, make_setup("avalon", 5, 3));
  auto bot = must_make_bot(cat, "avalon", "stuck_one");
  const std::vector<std::string> reports = run(*whole, *bot);
  ASSERT_TRUE(whole->over());
  ASSERT_EQ(reports.size(), 1u) << "one stop, reported once";
  EXPECT_NE(reports[0].find("(seat 3, step "), std::string::npos) << reports[0];
  EXPECT_NE(reports[0].find(kBotRanOver), std::string::npos) << reports[0];
  const Record& full = whole->record();
  const size_t stop = std::stoul(reports[0].substr(reports[0].find(", step ") + 7));
  // Cut after the stop, where another seat than 3 answers next (its script is asked again,
  // unless the retirement was kept for the whole game).
  size_t k = std::max(stop + 1, full.decisions.size() / 2);
  while (k < full.decisions.size() && full.decisions[k].seat == 2) ++k;
  ASSERT_LT(k, full.decisions.size());
  Record part = full;
  part.decisions.resize(k);
  std::string error;
  auto resumed = Session::replay(cat, part, "test", error);
  ASSERT_TRUE(resumed) << error;
  auto fresh = must_make_bot(cat, "avalon", "stuck_one");
  run(*resumed, *fresh);
  EXPECT_EQ(answers(resumed->record()), answers(full)) << "resumed after " << k << " answers";
}

// The bench's request-only bot (bench/mods/request_only_bot) is the host's random bot written in
// Lua: the generator a Lua bot is handed draws as the random bot's own (rng:pick and rng:int are
// Rng::below), seeded alike per decision (the random bot with seed 0), so both play the very same
// games. bench/bot_bench.cpp's BM_*SameGames* measure the host's side of a Lua bot's decision on
// that ground; a change to either bot's draws, or to the generator, shows here first.
TEST(LuaBot, TheRequestOnlyBotPlaysTheRandomBotsGames) {
  Catalog cat;
  for (auto& p : cat.load(scripts_dir(), find_mods(test_data_dir() + "/../bench/mods"))) ADD_FAILURE() << p;
  for (const char* game : {"avalon", "resistance", "camelot"})
    for (int players : {5, 7})
      for (uint64_t seed = 1; seed <= 4; ++seed) {
        std::string err;
        auto lua = make_bot(cat, game, "request_only", 0, err);
        auto host = make_bot(cat, game, "random", 0, err);
        ASSERT_TRUE(lua && host) << err;
        auto a = must_start(cat, make_setup(game, players, seed));
        auto b = must_start(cat, make_setup(game, players, seed));
        EXPECT_TRUE(play_with(*a, *lua).empty());
        EXPECT_TRUE(play_with(*b, *host).empty());
        ASSERT_TRUE(a->over() && b->over());
        EXPECT_GT(a->record().decisions.size(), 20u);
        EXPECT_EQ(answers(a->record()), answers(b->record())) << game << " " << players << " seed " << seed;
      }
}

}  // namespace
}  // namespace rt::test
