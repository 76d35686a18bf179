// driver_test.cpp: the one driver loop (engine/bots/driver.hpp) and the typed refusal
// (core/refusal.hpp) on the fixture game "turns": bots' refused answers replaced and reported,
// humans' refused answers handed back with nothing changed, the order seats are asked in, and
// the random bot continuing a resumed game exactly as the uninterrupted one.
#include <gtest/gtest.h>

#include <deque>

#include "bots/driver.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::contains;
using test::fixture_catalog;
using test::fixture_setup;
using test::must_start;

// Answers from a script of answers (nullopt: "still thinking"), and remembers what it was told.
class Scripted final : public Controller {
 public:
  Scripted(std::string bot, std::vector<int>* asked = nullptr) : bot_(std::move(bot)), asked_(asked) {}
  std::deque<std::optional<Value>> answers;
  std::vector<Refusal> told;
  std::optional<Value> answer(const SeatView& view) override {
    if (asked_) asked_->push_back(view.seat());
    if (answers.empty()) return std::nullopt;
    auto a = answers.front();
    answers.pop_front();
    return a;
  }
  void refused(const SeatView&, const Refusal& why) override { told.push_back(why); }
  std::string bot_name() const override { return bot_; }

 private:
  std::string bot_;
  std::vector<int>* asked_;
};

class DriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    cat_ = fixture_catalog();
    s_ = must_start(*cat_, fixture_setup("turns", 3, 77));
    ASSERT_TRUE(s_);
    driver_ = std::make_unique<Driver>(*s_);
  }
  std::unique_ptr<Catalog> cat_;
  std::unique_ptr<Session> s_;
  std::unique_ptr<Driver> driver_;
};

TEST_F(DriverTest, ABotsRefusedAnswerIsReplacedAndReportedWithItsNameSeatAndStep) {
  Scripted bot("stubborn");
  bot.answers = {Value("stop")};  // the validator refuses it
  driver_->set(0, &bot);
  const Driver::Step done = driver_->step();
  EXPECT_EQ(done.status, Driver::Status::Answered);
  ASSERT_EQ(s_->record().decisions.size(), 1u);
  EXPECT_NE(s_->record().decisions[0].answer, "stop");
  const auto reports = driver_->take_reports();
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].bot, "stubborn");
  EXPECT_EQ(reports[0].seat, 0);
  EXPECT_EQ(reports[0].step, 0u);
  EXPECT_EQ(reports[0].answer, "stop");
  EXPECT_EQ(reports[0].refusal.kind, RefusalKind::NotAllowed);
  EXPECT_EQ(reports[0].refusal.key, "refusal.not_allowed");
  EXPECT_EQ(reports[0].refusal.args["reason"], "stopping is not allowed yet");
  EXPECT_TRUE(contains(reports[0].text, "bot 'stubborn' (seat 1, step 0): answered \"stop\", which was refused: "
                                        "stopping is not allowed yet; the random bot answered instead"))
      << reports[0].text;
  EXPECT_TRUE(bot.told.empty()) << "a bot is not handed its refusal back";
  EXPECT_TRUE(driver_->take_reports().empty());
  EXPECT_EQ(driver_->reports_total(), 1u);
}

TEST_F(DriverTest, ABotWhoseAnswerBreaksTheRulesIsReplacedToo) {
  Scripted bot("reckless");
  bot.answers = {Value("boom")};
  driver_->set(0, &bot);
  EXPECT_EQ(driver_->step().status, Driver::Status::Answered);
  const auto reports = driver_->take_reports();
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].refusal.kind, RefusalKind::RulesFailed);
  EXPECT_TRUE(contains(reports[0].refusal.args["detail"].get<std::string>(), "the rules broke on boom"));
  // Said as the rules' failure, with the script's line, not as the bot's mistake.
  EXPECT_TRUE(contains(reports[0].text, "bot 'reckless' (seat 1, step 0): the rules failed on its answer \"boom\" "
                                        "(the rules' script, not the bot): "))
      << reports[0].text;
  EXPECT_TRUE(contains(reports[0].text, "the rules broke on boom")) << reports[0].text;
  EXPECT_FALSE(contains(reports[0].text, "which was refused")) << reports[0].text;
  EXPECT_NE(s_->view(kOmniscient)["counters"]["round"], 99);
}

TEST_F(DriverTest, AWrongShapeFromABotIsReplaced) {
  Scripted bot("confused");
  bot.answers = {Value::parse("[1, 2]")};
  driver_->set(0, &bot);
  EXPECT_EQ(driver_->step().status, Driver::Status::Answered);
  const auto reports = driver_->take_reports();
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].refusal.kind, RefusalKind::WrongShape);
  EXPECT_EQ(reports[0].refusal.key, "refusal.wrong_shape");
}

// A decision nobody can answer (the validator refuses everything): the bot's answer and every
// random answer are refused, the driver says Stuck (never loops, never aborts) and reports both.
TEST(DriverStuck, WhenEveryAnswerIsRefusedTheBotsAreStuckAndSaySo) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("refuse_all", 2, 5));
  ASSERT_TRUE(s);
  Driver driver(*s);
  Scripted bot("hopeful");
  bot.answers = {Value("left")};
  driver.set(0, &bot);
  const Driver::Step done = driver.run();
  EXPECT_EQ(done.status, Driver::Status::Stuck);
  EXPECT_EQ(done.seat, 0);
  EXPECT_EQ(done.refusal.kind, RefusalKind::NotAllowed);
  EXPECT_EQ(done.refusal.text, "nothing is allowed here");
  EXPECT_FALSE(s->over());
  EXPECT_TRUE(s->record().decisions.empty());
  const auto reports = driver.take_reports();
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0].answer, "left");
  EXPECT_TRUE(contains(reports[0].text, "bot 'hopeful' (seat 1, step 0): answered \"left\", which was refused"))
      << reports[0].text;
  EXPECT_EQ(reports[1].refusal.kind, RefusalKind::NotAllowed);
  EXPECT_TRUE(contains(reports[1].text, "no answer of the random bot was taken either (nothing is allowed here); "
                                        "the bots cannot go on"))
      << reports[1].text;
  // Asked again, it is stuck again: same status, the game unchanged.
  bot.answers = {Value("right")};
  EXPECT_EQ(driver.step().status, Driver::Status::Stuck);
  EXPECT_TRUE(s->record().decisions.empty());
}

// The random answers tried in place of a refused bot answer stop once they have taken the
// driver's retry time (1 s of processor time by default; here 0: one try), not after 64: a
// validator that refuses slowly cannot hold `check` for half a minute a decision. The bot is
// still named, with how many were tried and the last refusal.
TEST(DriverStuck, TheRandomAnswersStopWhenTheirTimeIsSpent) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("refuse_all", 2, 5));
  ASSERT_TRUE(s);
  Driver driver(*s);
  driver.set_retry_seconds(0);
  Scripted bot("hopeful");
  bot.answers = {Value("left")};
  driver.set(0, &bot);
  const Driver::Step done = driver.run();
  EXPECT_EQ(done.status, Driver::Status::Stuck);
  EXPECT_EQ(done.refusal.text, "nothing is allowed here");
  EXPECT_TRUE(s->record().decisions.empty());
  const auto reports = driver.take_reports();
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[1].bot, "hopeful");
  EXPECT_TRUE(contains(reports[1].text, "bot 'hopeful' (seat 1, step 0): the random bot's answers were refused for "))
      << reports[1].text;
  EXPECT_TRUE(contains(reports[1].text, " s of processor time (1 tried, the last: nothing is allowed here); "
                                        "the bots cannot go on"))
      << reports[1].text;
}

TEST_F(DriverTest, AHumansRefusedAnswerComesBackTypedAndChangesNothing) {
  Scripted human("");
  human.answers = {Value("stop"), Value("go")};
  driver_->set(0, &human);
  const Value before = s_->view(kOmniscient);
  Driver::Step done = driver_->step();
  EXPECT_EQ(done.status, Driver::Status::Refused);
  EXPECT_EQ(done.seat, 0);
  EXPECT_EQ(done.refusal.kind, RefusalKind::NotAllowed);
  EXPECT_EQ(done.refusal.text, "stopping is not allowed yet");
  ASSERT_EQ(human.told.size(), 1u);
  EXPECT_EQ(human.told[0].key, "refusal.not_allowed");
  EXPECT_EQ(s_->view(kOmniscient), before);
  EXPECT_TRUE(s_->record().decisions.empty());
  EXPECT_TRUE(driver_->take_reports().empty()) << "a human's refusal is not a bot report";
  EXPECT_EQ(driver_->step().status, Driver::Status::Answered);
  EXPECT_EQ(s_->record().decisions.size(), 1u);
}

TEST_F(DriverTest, AHumanStillThinkingHoldsTheGameAndTheSeatsAfterIt) {
  std::vector<int> asked;
  Scripted first(""), human("", &asked), bot2("b", &asked), bot3("c", &asked);
  first.answers = {Value("go")};
  driver_->set(0, &first);
  driver_->set(1, &human);
  driver_->set(2, &bot3);
  EXPECT_EQ(driver_->step().status, Driver::Status::Answered);
  // The vote asks every seat at once; they are asked in the order the rules listed them.
  EXPECT_EQ(driver_->waiting(), (std::vector<int>{0, 1, 2}));
  first.answers = {Value("yes")};
  bot3.answers = {Value("no")};
  Driver::Step st = driver_->run();
  EXPECT_EQ(st.status, Driver::Status::Waiting);
  EXPECT_EQ(st.seat, 1);
  EXPECT_EQ(asked, (std::vector<int>{1})) << "seat 3's bot is not asked before seat 2 answers";
  EXPECT_EQ(driver_->waiting(), (std::vector<int>{1, 2}));
  human.answers = {Value("yes")};
  st = driver_->run();
  EXPECT_EQ(asked, (std::vector<int>{1, 1, 2}));
  ASSERT_GE(s_->record().decisions.size(), 4u);
  EXPECT_EQ(s_->record().decisions[1].seat, 0);
  EXPECT_EQ(s_->record().decisions[2].seat, 1);
  EXPECT_EQ(s_->record().decisions[3].seat, 2);
  // A seat with no controller waits too.
  Driver bare(*s_);
  EXPECT_EQ(bare.step().status, Driver::Status::Waiting);
}

TEST_F(DriverTest, EveryRefusalHasAKindAKeyArgumentsAndTheEnglishLine) {
  Refusal r = s_->submit(1, "go");
  EXPECT_EQ(r.kind, RefusalKind::NotYourTurn);
  const Value want = Value::parse(
      R"J({"kind": "not_your_turn", "key": "refusal.not_your_turn", "args": {"seat": 2, "waiting": [1]},)J"
      R"J( "text": "it is not P2's turn to decide (waiting for P1)"})J");
  EXPECT_EQ(r.to_value(), want);
  EXPECT_EQ(s_->answer(1, "go"), r.text) << "answer() is submit()'s English line";
  EXPECT_EQ(s_->submit(7, "go").kind, RefusalKind::NoSuchSeat);
  r = s_->submit(0, 5);
  EXPECT_EQ(r.kind, RefusalKind::WrongShape);
  EXPECT_EQ(r.args["detail"], r.text);
  EXPECT_TRUE(s_->submit(0, "go").ok());
  ASSERT_TRUE(s_->submit(0, "yes").ok());
  EXPECT_EQ(s_->submit(0, "yes").kind, RefusalKind::AlreadyAnswered);
  auto over = must_start(*cat_, fixture_setup("turns", 3, 77));
  ASSERT_TRUE(over->submit(0, "end").ok());
  EXPECT_EQ(over->submit(0, "go").kind, RefusalKind::GameOver);
  // Each key is translated in every language the game ships.
  for (const char* lang : {"en", "ru", "uk"})
    for (auto k : {RefusalKind::NoSuchSeat, RefusalKind::GameOver, RefusalKind::NothingPending, RefusalKind::NotYourTurn,
                   RefusalKind::AlreadyAnswered, RefusalKind::WrongShape, RefusalKind::NotAllowed,
                   RefusalKind::RulesFailed, RefusalKind::Broken}) {
      const std::string key = std::string("refusal.") + Refusal::kind_id(k);
      EXPECT_NE(test::builtin_catalog().text(lang, key), key) << lang << " " << key;
    }
}

// A decision may name the rule behind what it offers (g:decide's `rule`), and a validator may
// refuse with a rule: the refusal carries it as data (args.rule, said in any language) and its
// English line ends with it. A decision without a rule refuses as before.
TEST(RefusalRule, ARefusalSaysTheRuleThatRefusesIt) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("ruled", 3, 1));
  const Value pick_rule = Value::parse(R"({"key": "ruled.rule.pick", "args": {"seat": 1}})");
  // Not seat 2's turn: the pending decision's rule.
  Refusal r = s->submit(1, Value::array({1}));
  EXPECT_EQ(r.kind, RefusalKind::NotYourTurn);
  EXPECT_EQ(r.args["rule"], pick_rule) << r.to_value().dump();
  EXPECT_EQ(r.text, "it is not P2's turn to decide (waiting for P1): Only P1 picks, and never themself.");
  // The wrong shape (seat 1 may not pick itself): the same rule.
  r = s->submit(0, Value::array({1}));
  EXPECT_EQ(r.kind, RefusalKind::WrongShape);
  EXPECT_EQ(r.args["rule"], pick_rule);
  EXPECT_TRUE(contains(r.text, "seat 1 cannot be picked here: Only P1 picks, and never themself.")) << r.text;
  EXPECT_EQ(s->rule_text("ru", r.args["rule"]), "Выбирает только P1, и не себя.");
  EXPECT_TRUE(s->submit(0, Value::array({2})).ok());
  // The validator's own rule is the reason itself.
  r = s->submit(1, "b");
  EXPECT_EQ(r.kind, RefusalKind::NotAllowed);
  EXPECT_EQ(r.args["rule"], Value::parse(R"({"key": "ruled.rule.not_b", "args": {"n": 2}})"));
  EXPECT_EQ(r.text, "B is allowed only 2 rounds later.");
  EXPECT_EQ(s->rule_text("ru", r.args["rule"]), "B можно только через 2 раунда.");
  EXPECT_EQ(s->record().decisions.size(), 1u) << "a refused answer changes nothing";
  EXPECT_TRUE(s->submit(1, "a").ok());
  // No rule: no args.rule, the line as before.
  r = s->submit(0, "c");
  EXPECT_EQ(r.kind, RefusalKind::NotYourTurn);
  EXPECT_FALSE(r.args.contains("rule"));
  EXPECT_EQ(r.text, "it is not P1's turn to decide (waiting for P2)");
}

// The random bot is seeded per decision: a game resumed from its record (a new process, a new
// bot) goes on exactly as the uninterrupted one.
TEST(RandomBotResume, AResumedGameContinuesExactlyAsTheUninterruptedOne) {
  Catalog& cat = test::builtin_catalog();
  for (const char* game : {"resistance", "avalon"}) {
    std::string error;
    auto whole = Session::start(cat, test::make_setup(game, 7, 2024), error);
    ASSERT_TRUE(whole) << error;
    RandomBot bot(99);
    ASSERT_EQ(test::play_out(*whole, bot), "");
    const size_t n = whole->record().decisions.size();
    ASSERT_GT(n, 10u);
    for (size_t cut : {size_t{1}, n / 3, n / 2, n - 1}) {
      auto resumed = Session::replay(cat, whole->record(), "record", error, cut);
      ASSERT_TRUE(resumed) << error;
      RandomBot fresh(99);
      ASSERT_EQ(test::play_out(*resumed, fresh), "");
      EXPECT_EQ(record_to_value(resumed->record()), record_to_value(whole->record())) << game << " cut at " << cut;
    }
    // A different bot seed plays a different game (the seed matters).
    auto other = Session::start(cat, test::make_setup(game, 7, 2024), error);
    RandomBot other_bot(100);
    ASSERT_EQ(test::play_out(*other, other_bot), "");
    EXPECT_NE(record_to_value(other->record()), record_to_value(whole->record())) << game;
  }
}

}  // namespace
}  // namespace rt
