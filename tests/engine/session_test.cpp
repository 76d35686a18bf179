// session_test.cpp: the seat API of a Session on fixture games: refused answers change nothing,
// validators, rules that fail half-way, fixed deals, start errors, replay and the journal.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::fixture_catalog;
using test::fixture_setup;
using test::contains;
using test::must_start;

// What must not change when an answer is refused.
struct Snapshot {
  Value omniscient, record;
  std::vector<Value> seats;
  explicit Snapshot(const Session& s) : omniscient(s.view(kOmniscient)), record(record_to_value(s.record())) {
    for (int i = 0; i < s.state().seat_count(); ++i) seats.push_back(s.view(i));
  }
};

// Compares with a JSON patch in the message, so a failure shows what changed.
#define EXPECT_UNCHANGED(session, snap)                                                              \
  do {                                                                                               \
    Snapshot now_(session);                                                                          \
    EXPECT_TRUE(now_.omniscient == (snap).omniscient)                                                \
        << "the omniscient view changed: " << Value::diff((snap).omniscient, now_.omniscient).dump(); \
    EXPECT_TRUE(now_.record == (snap).record)                                                        \
        << "the record changed: " << Value::diff((snap).record, now_.record).dump();                  \
    for (size_t i_ = 0; i_ < now_.seats.size(); ++i_)                                                \
      EXPECT_TRUE(now_.seats[i_] == (snap).seats[i_])                                                \
          << "seat " << i_ + 1 << "'s view changed: " << Value::diff((snap).seats[i_], now_.seats[i_]).dump(); \
  } while (0)

class TurnsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    cat_ = fixture_catalog();
    s_ = must_start(*cat_, fixture_setup("turns", 3, 77));
    ASSERT_TRUE(s_);
  }
  Value counter(const char* id) const { return s_->view(kOmniscient)["counters"][id]; }
  std::vector<std::string> log_keys() const {
    std::vector<std::string> out;
    const Value v = s_->view(kOmniscient);
    for (auto& l : v["log"]) out.push_back(l["key"]);
    return out;
  }
  // Plays to the vote: seat 1 says "go".
  void to_vote() { ASSERT_EQ(s_->answer(0, "go"), ""); }

  std::unique_ptr<Catalog> cat_;
  std::unique_ptr<Session> s_;
};

TEST_F(TurnsTest, StartsAtTheFirstDecision) {
  ASSERT_NE(s_->pending(), nullptr);
  EXPECT_FALSE(s_->over());
  ASSERT_NE(s_->request(0), nullptr);
  EXPECT_EQ(s_->request(1), nullptr);
  EXPECT_EQ(s_->request(0)->kind, ChoiceKind::Choose);
  EXPECT_EQ(counter("round"), 1);
  EXPECT_EQ(log_keys(), std::vector<std::string>{"turns.log.setup"});
  EXPECT_EQ(s_->view(0)["decision"]["prompt"], "turns.prompt.first");
  EXPECT_EQ(s_->view(kOmniscient)["waiting_for"], Value::parse("[1]"));
  EXPECT_TRUE(s_->record().decisions.empty());
}

TEST_F(TurnsTest, PlaysToTheEnd) {
  to_vote();
  EXPECT_EQ(counter("round"), 2);
  for (int seat = 0; seat < 3; ++seat) EXPECT_NE(s_->request(seat), nullptr) << seat;
  EXPECT_EQ(s_->answer(2, "no"), "");
  EXPECT_EQ(s_->answer(0, "yes"), "");
  EXPECT_EQ(s_->answer(1, "yes"), "");
  EXPECT_EQ(counter("round"), 3);
  EXPECT_EQ(s_->request(0)->kind, ChoiceKind::PickSeats);
  EXPECT_EQ(s_->answer(0, Value::parse("[3, 1]")), "");
  EXPECT_TRUE(s_->over());
  EXPECT_EQ(s_->outcome().winner, "pickers");
  EXPECT_EQ(s_->outcome().reason, "done");
  EXPECT_EQ(s_->outcome().details["picked"], Value::parse("[3, 1]")) << "the rules get 1-based seats";
  // The record holds the answers in the order they were accepted, seats 0-based.
  const auto& d = s_->record().decisions;
  ASSERT_EQ(d.size(), 5u);
  EXPECT_EQ(d[0].seat, 0);
  EXPECT_EQ(d[1].seat, 2);
  EXPECT_EQ(d[1].answer, "no");
  EXPECT_EQ(d[4].answer, Value::parse("[3, 1]"));
  // The votes are logged as a table seat -> vote.
  const Value log = s_->view(kOmniscient)["log"];
  bool found = false;
  for (auto& l : log)
    if (l["key"] == "turns.log.votes") {
      found = true;
      EXPECT_EQ(l["args"]["votes"], Value::parse(R"(["yes", "yes", "no"])"));
    }
  EXPECT_TRUE(found);
}

TEST_F(TurnsTest, AnswerOutOfTurnIsRefused) {
  Snapshot before(*s_);
  std::string why = s_->answer(1, "go");
  EXPECT_TRUE(contains(why, "not")) << why;
  EXPECT_TRUE(contains(why, "P2")) << "names the seat: " << why;
  EXPECT_TRUE(contains(why, "P1")) << "names who is awaited: " << why;
  EXPECT_UNCHANGED(*s_, before);
}

TEST_F(TurnsTest, AnswerForASeatThatDoesNotExistIsRefused) {
  Snapshot before(*s_);
  EXPECT_FALSE(s_->answer(3, "go").empty());
  EXPECT_FALSE(s_->answer(-1, "go").empty());
  EXPECT_FALSE(s_->answer(kOmniscient, "go").empty());
  EXPECT_FALSE(s_->answer(1000, "go").empty());
  EXPECT_UNCHANGED(*s_, before);
}

TEST_F(TurnsTest, AnswerOfTheWrongTypeIsRefused) {
  Snapshot before(*s_);
  EXPECT_TRUE(contains(s_->answer(0, 3), "string"));
  EXPECT_TRUE(contains(s_->answer(0, Value::parse("[1]")), "string"));
  EXPECT_TRUE(contains(s_->answer(0, "fly"), "not a legal choice"));
  EXPECT_TRUE(contains(s_->answer(0, nullptr), "string"));
  EXPECT_UNCHANGED(*s_, before);
}

TEST_F(TurnsTest, AnswerTwiceIsRefused) {
  to_vote();
  ASSERT_EQ(s_->answer(1, "yes"), "");
  Snapshot before(*s_);
  std::string why = s_->answer(1, "no");
  EXPECT_TRUE(contains(why, "already answered")) << why;
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_EQ(s_->request(1), nullptr) << "an answered seat has no open request";
}

TEST_F(TurnsTest, AnswerAfterTheGameEndedIsRefused) {
  ASSERT_EQ(s_->answer(0, "end"), "");
  ASSERT_TRUE(s_->over());
  EXPECT_EQ(s_->outcome().reason, "early");
  EXPECT_EQ(s_->pending(), nullptr);
  Snapshot before(*s_);
  for (int seat = 0; seat < 3; ++seat) {
    std::string why = s_->answer(seat, "go");
    EXPECT_TRUE(contains(why, "over")) << why;
  }
  EXPECT_UNCHANGED(*s_, before);
}

TEST_F(TurnsTest, WrongPickIsRefused) {
  to_vote();
  for (int seat = 0; seat < 3; ++seat) ASSERT_EQ(s_->answer(seat, "yes"), "");
  Snapshot before(*s_);
  EXPECT_TRUE(contains(s_->answer(0, Value::parse("[1, 1]")), "twice"));
  EXPECT_TRUE(contains(s_->answer(0, Value::parse("[0, 1]")), "cannot be picked"));
  EXPECT_TRUE(contains(s_->answer(0, Value::parse("[1, 4]")), "cannot be picked"));
  EXPECT_TRUE(contains(s_->answer(0, Value::parse("[1]")), "exactly 2"));
  EXPECT_TRUE(contains(s_->answer(0, "1, 2"), "list of seats"));
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_EQ(s_->answer(0, Value::parse("[2, 3]")), "");
  EXPECT_TRUE(s_->over());
}

// The typed check converts seat numbers to int: 2^32 + 1 passes as seat 1, and the rules then
// receive seat 4294967297 (see CheckPickSeats.RefusesSeatNumbersThatWrapAroundInt).
TEST_F(TurnsTest, PickOfASeatNumberBeyondIntIsRefused) {
  to_vote();
  for (int seat = 0; seat < 3; ++seat) ASSERT_EQ(s_->answer(seat, "yes"), "");
  Snapshot before(*s_);
  EXPECT_FALSE(s_->answer(0, Value::parse("[4294967297, 2]")).empty()) << "2^32 + 1 taken for seat 1";
  EXPECT_UNCHANGED(*s_, before);
}

TEST_F(TurnsTest, ValidatorRejectionReturnsItsMessageAndChangesNothing) {
  Snapshot before(*s_);
  EXPECT_EQ(s_->answer(0, "stop"), "stopping is not allowed yet");
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_NE(s_->request(0), nullptr) << "the seat may answer again";
  EXPECT_EQ(s_->answer(0, "go"), "");
}

TEST_F(TurnsTest, ValidatorThatTriesToChangeTheGameIsRefused) {
  Snapshot before(*s_);
  std::string why = s_->answer(0, "sneaky");
  EXPECT_TRUE(contains(why, "a validator may not change the game")) << why;
  EXPECT_TRUE(contains(why, "scripts/turns/game.lua:")) << why;
  EXPECT_UNCHANGED(*s_, before);
  for (auto& k : log_keys()) EXPECT_NE(k, "turns.log.sneaky");
}

TEST_F(TurnsTest, ValidatorThatFailsRefusesTheAnswer) {
  Snapshot before(*s_);
  std::string why = s_->answer(0, "bad_validator");
  EXPECT_TRUE(contains(why, "validator broke")) << why;
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_EQ(s_->answer(0, "go"), "") << "the game goes on";
}

TEST_F(TurnsTest, RulesErrorWhileApplyingAnAnswerChangesNothing) {
  Snapshot before(*s_);
  std::string why = s_->answer(0, "boom");
  EXPECT_TRUE(contains(why, "the rules broke on boom")) << why;
  EXPECT_TRUE(contains(why, "scripts/turns/game.lua:")) << why;
  EXPECT_EQ(why.find('\n'), std::string::npos) << why;
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_EQ(counter("round"), 1) << "the half-done change (round = 99) is gone";
  // The game is still playable from where it was.
  ASSERT_NE(s_->request(0), nullptr);
  EXPECT_EQ(s_->answer(0, "go"), "");
  EXPECT_EQ(counter("round"), 2);
}

TEST_F(TurnsTest, RulesErrorOnTheLastSimultaneousAnswerKeepsTheEarlierOnes) {
  to_vote();
  ASSERT_EQ(s_->answer(0, "yes"), "");
  ASSERT_EQ(s_->answer(1, "no"), "");
  Snapshot before(*s_);
  std::string why = s_->answer(2, "boom");
  EXPECT_TRUE(contains(why, "a vote broke the rules")) << why;
  EXPECT_UNCHANGED(*s_, before);
  EXPECT_EQ(s_->request(0), nullptr) << "seat 1's vote is still in";
  EXPECT_EQ(s_->request(1), nullptr) << "seat 2's vote is still in";
  ASSERT_NE(s_->request(2), nullptr);
  EXPECT_EQ(s_->answer(2, "yes"), "");
  EXPECT_EQ(counter("round"), 3);
  EXPECT_EQ(s_->record().decisions.size(), 4u);
}

// Each seat's own vote reaches the rules, also the one that completes the vote (submit keeps that
// one in the record only), whichever seat gives it last.
TEST_F(TurnsTest, TheVoteThatCompletesADecisionReachesTheRulesAsItsSeatsOwn) {
  to_vote();
  ASSERT_EQ(s_->answer(0, "no"), "");
  ASSERT_EQ(s_->answer(2, "no"), "");
  EXPECT_EQ(s_->view(2)["decision"]["answer"], "no") << "a vote given is kept while others wait";
  ASSERT_EQ(s_->answer(1, "yes"), "");
  EXPECT_EQ(counter("round"), 3);
  Value votes;
  const Value log = s_->view(kOmniscient)["log"];
  for (auto& l : log)
    if (l["key"] == "turns.log.votes") votes = l["args"]["votes"];
  EXPECT_EQ(votes, Value::parse(R"(["no", "yes", "no"])"));
  const auto& d = s_->record().decisions;
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d[3].seat, 1);
  EXPECT_EQ(d[3].answer, "yes");
}

TEST_F(TurnsTest, SimultaneousAnswersStaySecretUntilAllAreIn) {
  to_vote();
  ASSERT_EQ(s_->answer(1, "no"), "");
  EXPECT_EQ(s_->view(1)["decision"]["answer"], "no");
  EXPECT_FALSE(s_->view(0)["decision"].contains("answer"));
  EXPECT_FALSE(s_->view(2)["decision"].contains("answer"));
  EXPECT_TRUE(s_->view(kSpectator)["decision"].is_null());
  for (int seat : {0, 1, 2, kSpectator}) EXPECT_EQ(s_->view(seat)["waiting_for"], Value::parse("[1, 3]")) << seat;
}

TEST_F(TurnsTest, RandomDealIsSeededAndOwnerOnly) {
  auto roles = [](const Session& s) {
    std::vector<std::string> out;
    const Value v = s.view(kOmniscient);
    for (auto& e : v["entities"]) out.push_back(e["props"].value("role", ""));
    return out;
  };
  auto again = must_start(*cat_, fixture_setup("turns", 3, 77));
  ASSERT_TRUE(again);
  EXPECT_EQ(roles(*s_), roles(*again));
  std::vector<std::string> r = roles(*s_);
  std::sort(r.begin(), r.end());
  EXPECT_EQ(r, (std::vector<std::string>{"king", "pawn", "pawn"}));
  // Each seat sees only its own card's role.
  for (int seat = 0; seat < 3; ++seat) {
    const Value v = s_->view(seat);
    int seen = 0;
    for (auto& e : v["entities"])
      if (e["props"].contains("role")) ++seen;
    EXPECT_EQ(seen, 1) << seat;
  }
  // Different seeds put the king in different places (at least once in a few tries).
  std::set<std::vector<std::string>> deals;
  for (uint64_t seed = 0; seed < 12; ++seed) {
    auto s = must_start(*cat_, fixture_setup("turns", 3, seed));
    ASSERT_TRUE(s);
    deals.insert(roles(*s));
  }
  EXPECT_EQ(deals.size(), 3u);
}

// --- fixed deals -----------------------------------------------------------------------------

TEST(SessionDeal, FixedDealIsUsed) {
  auto cat = fixture_catalog();
  for (int king = 0; king < 3; ++king) {
    rt::Setup setup = fixture_setup("turns", 3, 5);
    setup.deal = std::vector<std::string>{"pawn", "pawn", "pawn"};
    (*setup.deal)[king] = "king";
    auto s = must_start(*cat, setup);
    ASSERT_TRUE(s);
    const Value v = s->view(king);
    bool has_king = false;
    for (auto& e : v["entities"])
      if (e["props"].value("role", "") == "king") has_king = e["zone"] == "hand:" + std::to_string(king + 1);
    EXPECT_TRUE(has_king) << "seat " << king + 1 << " should hold the king: " << v["entities"].dump();
    ASSERT_TRUE(s->record().setup.deal);
    EXPECT_EQ(*s->record().setup.deal, *setup.deal) << "the record keeps the fixed deal";
  }
}

TEST(SessionDeal, DealThatIsNotAPermutationIsRejected) {
  auto cat = fixture_catalog();
  for (auto deal : {std::vector<std::string>{"king", "king", "pawn"}, std::vector<std::string>{"pawn", "pawn", "pawn"},
                    std::vector<std::string>{"king", "pawn", "queen"}, std::vector<std::string>{"king", "pawn"},
                    std::vector<std::string>{"king", "pawn", "pawn", "pawn"}}) {
    rt::Setup setup = fixture_setup("turns", 3, 5);
    setup.deal = deal;
    std::string error;
    auto s = Session::start(*cat, setup, error);
    EXPECT_FALSE(s);
    EXPECT_TRUE(contains(error, "deal")) << error;
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  }
}

// --- start errors ----------------------------------------------------------------------------

std::string start_error(Catalog& cat, const Setup& setup) {
  std::string error;
  auto s = Session::start(cat, setup, error);
  EXPECT_FALSE(s) << "started " << setup.game;
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(SessionStart, UnknownGame) {
  auto cat = fixture_catalog();
  std::string error = start_error(*cat, fixture_setup("nope", 3));
  EXPECT_TRUE(contains(error, "unknown game 'nope'")) << error;
  EXPECT_TRUE(contains(error, "turns")) << "lists the games: " << error;
}

TEST(SessionStart, WrongPlayerCount) {
  auto cat = fixture_catalog();
  std::string error = start_error(*cat, fixture_setup("turns", 6));
  EXPECT_TRUE(contains(error, "2 to 5")) << error;
  EXPECT_TRUE(contains(error, "6")) << error;
  start_error(*cat, fixture_setup("turns", 1));
  start_error(*cat, fixture_setup("turns", 0));
  EXPECT_TRUE(must_start(*cat, fixture_setup("turns", 2)));
  EXPECT_TRUE(must_start(*cat, fixture_setup("turns", 5)));
}

TEST(SessionStart, UnknownOption) {
  auto cat = fixture_catalog();
  std::string error = start_error(*cat, fixture_setup("options_game", 1, 1, {{"speed", 1}}));
  EXPECT_TRUE(contains(error, "unknown option 'speed'")) << error;
  EXPECT_TRUE(contains(error, "fast, mode, rounds")) << "lists the options: " << error;
  error = start_error(*cat, fixture_setup("turns", 2, 1, {{"fast", true}}));
  EXPECT_TRUE(contains(error, "none")) << error;
}

TEST(SessionStart, OptionOfTheWrongType) {
  auto cat = fixture_catalog();
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"fast", 1}})), "true or false"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"fast", "yes"}})), "true or false"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"mode", "blue"}})), "red, green"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"mode", 1}})), "red, green"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"rounds", 4}})), "1..3"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"rounds", 0}})), "1..3"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"rounds", "2"}})), "1..3"));
  EXPECT_TRUE(contains(start_error(*cat, fixture_setup("options_game", 1, 1, {{"rounds", 2.5}})), "1..3"));
  start_error(*cat, fixture_setup("options_game", 1, 1, Value::array()));
}

TEST(SessionStart, OptionsGetTheirDefaults) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("options_game", 1, 1, {{"rounds", 3}}));
  ASSERT_TRUE(s);
  const Value want = {{"fast", false}, {"mode", "red"}, {"rounds", 3}};
  EXPECT_EQ(s->view(kOmniscient)["counters"]["options"], want) << "what the rules see";
  EXPECT_EQ(s->record().setup.options, want) << "what the record keeps";
  EXPECT_EQ(s->view(0)["options"], want) << "what the views show";
}

TEST(SessionStart, FirstLeaderOutOfRange) {
  auto cat = fixture_catalog();
  rt::Setup setup = fixture_setup("turns", 3);
  setup.first_leader = 3;
  start_error(*cat, setup);
  setup.first_leader = -1;
  start_error(*cat, setup);
}

// A Setup built in code (not parsed from a record) with fewer controllers than players: the
// Session constructor reads controllers[i] for every seat, past the end of the vector. start()
// must refuse it (or treat missing ones as "human"), not read out of bounds.
TEST(SessionStartDeathTest, ControllersShorterThanPlayersAreRefused) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        ::alarm(5);
        auto cat = fixture_catalog();
        rt::Setup setup = fixture_setup("turns", 5);
        setup.controllers = {"bot"};
        std::string error;
        auto s = Session::start(*cat, setup, error);
        bool ok = !s && !error.empty();
        if (s) {
          ok = true;
          for (int i = 0; i < 5; ++i) {
            const std::string& c = s->state().seats[i].controller;
            ok = ok && (c == "human" || c == "bot");
          }
        }
        std::_Exit(ok ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

// Session::view(seat) takes any int. build_view indexes knowledge[seat] without a check, so a
// seat number that does not exist (a bad network message) reads past the end of the vector.
// It should show no more than a spectator's view.
TEST(SessionViewDeathTest, ViewOfASeatThatDoesNotExistRevealsNothing) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        ::alarm(5);
        auto cat = fixture_catalog();
        auto s = must_start(*cat, fixture_setup("turns", 3, 2));
        if (!s) std::_Exit(2);
        const Value spectator = s->view(kSpectator);
        bool ok = true;
        for (int seat : {3, 4, 63, 64, 1000, -7}) {
          const Value v = s->view(seat);
          ok = ok && v["entities"] == spectator["entities"] && v["knowledge"] == Value::array() &&
               v["decision"].is_null() && v["log"] == spectator["log"];
        }
        std::_Exit(ok ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

// --- replay ----------------------------------------------------------------------------------

Record full_game_record(Catalog& cat) {
  auto s = must_start(cat, fixture_setup("turns", 3, 9));
  if (!s) return Record{};
  EXPECT_EQ(s->answer(0, "go"), "");
  EXPECT_EQ(s->answer(1, "yes"), "");
  EXPECT_EQ(s->answer(0, "no"), "");
  EXPECT_EQ(s->answer(2, "yes"), "");
  EXPECT_EQ(s->answer(0, Value::parse("[2, 3]")), "");
  EXPECT_TRUE(s->over());
  return s->record();
}

TEST(SessionReplay, ReplayGivesTheSameGame) {
  auto cat = fixture_catalog();
  auto live = must_start(*cat, fixture_setup("turns", 3, 9));
  ASSERT_TRUE(live);
  ASSERT_EQ(live->answer(0, "go"), "");
  ASSERT_EQ(live->answer(1, "yes"), "");
  const Record rec = live->record();
  std::string error;
  auto again = Session::replay(*cat, rec, "game.json", error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), live->view(kOmniscient));
  EXPECT_EQ(record_to_value(again->record()), record_to_value(rec));
  // Through text, as a saved file would be.
  std::string perr;
  auto parsed = parse_record(record_to_text(rec), "game.json", perr);
  ASSERT_TRUE(parsed) << perr;
  auto third = Session::replay(*cat, *parsed, "game.json", error);
  ASSERT_TRUE(third) << error;
  EXPECT_EQ(third->view(kOmniscient), live->view(kOmniscient));
}

TEST(SessionReplay, ReplayUpTo) {
  auto cat = fixture_catalog();
  Record rec = full_game_record(*cat);
  std::string error;
  auto part = Session::replay(*cat, rec, "game.json", error, 1);
  ASSERT_TRUE(part) << error;
  EXPECT_EQ(part->record().decisions.size(), 1u);
  EXPECT_FALSE(part->over());
  auto all = Session::replay(*cat, rec, "game.json", error);
  ASSERT_TRUE(all) << error;
  EXPECT_TRUE(all->over());
}

TEST(SessionReplay, IllegalDecisionIsNamed) {
  auto cat = fixture_catalog();
  Record rec = full_game_record(*cat);
  rec.decisions[2].answer = "maybe";
  std::string error;
  auto s = Session::replay(*cat, rec, "game.json", error);
  EXPECT_FALSE(s);
  EXPECT_EQ(error.rfind("game.json: decisions[2]", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "maybe")) << error;
  EXPECT_TRUE(contains(error, "P1")) << "names the seat: " << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
}

TEST(SessionReplay, RefusedByTheValidatorIsNamed) {
  auto cat = fixture_catalog();
  Record rec = full_game_record(*cat);
  rec.decisions[0].answer = "stop";
  std::string error;
  EXPECT_FALSE(Session::replay(*cat, rec, "r.json", error));
  EXPECT_EQ(error.rfind("r.json: decisions[0]", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "stopping is not allowed yet")) << error;
}

TEST(SessionReplay, OutOfTurnAndExtraDecisionsAreNamed) {
  auto cat = fixture_catalog();
  Record rec = full_game_record(*cat);
  Record wrong_seat = rec;
  wrong_seat.decisions[0].seat = 1;
  std::string error;
  EXPECT_FALSE(Session::replay(*cat, wrong_seat, "r.json", error));
  EXPECT_EQ(error.rfind("r.json: decisions[0]", 0), 0u) << error;
  Record extra = rec;
  extra.decisions.push_back({0, "go"});
  EXPECT_FALSE(Session::replay(*cat, extra, "r.json", error));
  EXPECT_EQ(error.rfind("r.json: decisions[5]", 0), 0u) << error;
  EXPECT_TRUE(contains(error, "over")) << error;
  Record no_seat = rec;
  no_seat.decisions[1].seat = 7;
  EXPECT_FALSE(Session::replay(*cat, no_seat, "r.json", error));
  EXPECT_EQ(error.rfind("r.json: decisions[1]", 0), 0u) << error;
}

TEST(SessionReplay, StartErrorNamesTheSource) {
  auto cat = fixture_catalog();
  Record rec;
  rec.setup = fixture_setup("nope", 3);
  std::string error;
  EXPECT_FALSE(Session::replay(*cat, rec, "r.json", error));
  EXPECT_EQ(error.rfind("r.json: ", 0), 0u) << error;
}

// --- the journal -----------------------------------------------------------------------------

TEST(SessionJournal, AcceptedAnswersAreJournaledRefusedOnesAreNot) {
  auto cat = fixture_catalog();
  auto dir = std::filesystem::temp_directory_path() / ("rt_session_journal_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.jsonl").string();
  auto s = must_start(*cat, fixture_setup("turns", 3, 4));
  ASSERT_TRUE(s);
  Journal j;
  ASSERT_EQ(j.open(path, s->record().setup, false), "");
  s->set_journal(&j);
  EXPECT_FALSE(s->answer(0, "stop").empty());
  EXPECT_FALSE(s->answer(0, "boom").empty());
  EXPECT_EQ(s->answer(0, "go"), "");
  EXPECT_EQ(s->answer(1, "yes"), "");
  EXPECT_FALSE(s->answer(1, "yes").empty());
  EXPECT_EQ(s->answer(0, "yes"), "");
  EXPECT_FALSE(s->answer(2, "boom").empty());
  EXPECT_EQ(s->answer(2, "no"), "");
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string error;
  auto rec = parse_record(ss.str(), path, error);
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(rec) << error;
  EXPECT_EQ(record_to_value(*rec), record_to_value(s->record()));
  EXPECT_EQ(rec->decisions.size(), 4u);
  auto again = Session::replay(*cat, *rec, path, error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), s->view(kOmniscient));
}

}  // namespace
}  // namespace rt
