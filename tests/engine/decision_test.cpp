// decision_test.cpp: the host's typed check of answers, before any rules' validator runs; and
// a decision as the rules ask it, checked and made in engine/core (make_decision).
#include <gtest/gtest.h>

#include "core/decision.hpp"

namespace rt {
namespace {

SeatRequest choose(std::vector<std::string> options) {
  SeatRequest r;
  r.seat = 0;
  r.kind = ChoiceKind::Choose;
  r.options = std::move(options);
  return r;
}

SeatRequest pick(std::vector<int> eligible, int min, int max) {
  SeatRequest r;
  r.seat = 0;
  r.kind = ChoiceKind::PickSeats;
  r.eligible = std::move(eligible);
  r.min = min;
  r.max = max;
  return r;
}

bool ok(const SeatRequest& r, const Value& v) { return check_typed_answer(r, v).empty(); }

// --- Choose ----------------------------------------------------------------------------------

TEST(CheckChoose, AcceptsEveryLegalOption) {
  auto r = choose({"approve", "reject"});
  EXPECT_EQ(check_typed_answer(r, "approve"), "");
  EXPECT_EQ(check_typed_answer(r, "reject"), "");
}

TEST(CheckChoose, RefusesANonString) {
  auto r = choose({"approve", "reject"});
  for (const Value& v : {Value(1), Value(true), Value(nullptr), Value::array({"approve"}), Value::object(), Value(1.5)}) {
    std::string why = check_typed_answer(r, v);
    EXPECT_FALSE(why.empty()) << v.dump();
    EXPECT_NE(why.find("string"), std::string::npos) << why;
  }
}

TEST(CheckChoose, RefusesAnUnknownOptionAndListsTheLegalOnes) {
  auto r = choose({"approve", "reject"});
  std::string why = check_typed_answer(r, "maybe");
  EXPECT_NE(why.find("'maybe'"), std::string::npos) << why;
  EXPECT_NE(why.find("approve, reject"), std::string::npos) << why;
  EXPECT_FALSE(ok(r, "Approve")) << "options are case-sensitive";
  EXPECT_FALSE(ok(r, "")) << "the empty string is not an option";
  EXPECT_FALSE(ok(r, "approve ")) << "no trimming";
}

TEST(CheckChoose, ErrorsAreOneLineEvenForHugeAnswers) {
  auto r = choose({"a"});
  Value big = Value::array();
  for (int i = 0; i < 1000; ++i) big.push_back("xxxxxxxxxx");
  std::string why = check_typed_answer(r, big);
  EXPECT_FALSE(why.empty());
  EXPECT_LT(why.size(), 200u) << "the answer is shortened in the message";
  EXPECT_EQ(why.find('\n'), std::string::npos);
}

// --- PickSeats -------------------------------------------------------------------------------

TEST(CheckPickSeats, SeatsAreOneBased) {
  // Eligible 0-based seats 0, 1, 2 are 1, 2, 3 in answers.
  auto r = pick({0, 1, 2}, 2, 2);
  EXPECT_EQ(check_typed_answer(r, Value::parse("[1, 3]")), "");
  EXPECT_EQ(check_typed_answer(r, Value::parse("[3, 2]")), "") << "any order";
  EXPECT_FALSE(ok(r, Value::parse("[0, 1]"))) << "seat 0 does not exist in answers";
  EXPECT_FALSE(ok(r, Value::parse("[3, 4]"))) << "4 is 0-based seat 3, not eligible";
}

TEST(CheckPickSeats, RefusesTheWrongCount) {
  auto r = pick({0, 1, 2, 3, 4}, 2, 2);
  std::string why = check_typed_answer(r, Value::parse("[1]"));
  EXPECT_NE(why.find("exactly 2"), std::string::npos) << why;
  EXPECT_NE(why.find("got 1"), std::string::npos) << why;
  EXPECT_FALSE(ok(r, Value::parse("[1, 2, 3]")));
  EXPECT_FALSE(ok(r, Value::array()));
}

TEST(CheckPickSeats, RangeOfCounts) {
  auto r = pick({0, 1, 2, 3, 4}, 1, 3);
  EXPECT_FALSE(ok(r, Value::array()));
  EXPECT_TRUE(ok(r, Value::parse("[5]")));
  EXPECT_TRUE(ok(r, Value::parse("[5, 4, 3]")));
  std::string why = check_typed_answer(r, Value::parse("[1, 2, 3, 4]"));
  EXPECT_NE(why.find("1 to 3"), std::string::npos) << why;
  auto none = pick({0, 1}, 0, 1);
  EXPECT_TRUE(ok(none, Value::array())) << "min 0 allows an empty pick";
}

TEST(CheckPickSeats, RefusesADuplicateSeat) {
  auto r = pick({0, 1, 2, 3, 4}, 2, 2);
  std::string why = check_typed_answer(r, Value::parse("[2, 2]"));
  EXPECT_NE(why.find("twice"), std::string::npos) << why;
}

TEST(CheckPickSeats, RefusesAnIneligibleSeat) {
  auto r = pick({1, 3}, 1, 1);  // seats 2 and 4
  EXPECT_TRUE(ok(r, Value::parse("[2]")));
  EXPECT_TRUE(ok(r, Value::parse("[4]")));
  for (const char* bad : {"[1]", "[3]", "[5]", "[-1]", "[64]", "[65]", "[1000000]"}) {
    std::string why = check_typed_answer(r, Value::parse(bad));
    EXPECT_NE(why.find("cannot be picked"), std::string::npos) << bad << ": " << why;
  }
}

TEST(CheckPickSeats, RefusesNonIntegers) {
  auto r = pick({0, 1, 2}, 1, 1);
  for (const char* bad : {R"(["1"])", "[1.0]", "[1.5]", "[true]", "[null]", "[[1]]", R"([{"seat":1}])"}) {
    std::string why = check_typed_answer(r, Value::parse(bad));
    EXPECT_NE(why.find("not a seat number"), std::string::npos) << bad << ": " << why;
  }
}

TEST(CheckPickSeats, RefusesANonList) {
  auto r = pick({0, 1, 2}, 1, 1);
  for (const Value& v : {Value(1), Value("1"), Value::object(), Value(nullptr)}) {
    std::string why = check_typed_answer(r, v);
    EXPECT_NE(why.find("list of seats"), std::string::npos) << v.dump() << ": " << why;
  }
}

TEST(CheckPickSeats, RefusesSeatNumbersThatWrapAroundInt) {
  // 4294967297 = 2^32 + 1. Converted to int it wraps to 1 (seat 1, eligible), so the check
  // passes and the rules then receive seat 4294967297. It must be refused like any other seat
  // that does not exist.
  auto r = pick({0, 1, 2}, 1, 1);
  EXPECT_FALSE(ok(r, Value::parse("[4294967297]"))) << "2^32 + 1 accepted as a seat";
  EXPECT_FALSE(ok(r, Value::parse("[4294967298]"))) << "2^32 + 2 accepted as a seat";
  EXPECT_FALSE(ok(r, Value::parse("[18446744073709551615]"))) << "2^64 - 1 accepted as a seat";
}

// --- external form ---------------------------------------------------------------------------

TEST(RequestToValue, ChooseRequest) {
  Decision d;
  d.prompt = "p.key";
  d.args = Value{{"mission", 2}};
  d.simultaneous = true;
  SeatRequest r = choose({"a", "b"});
  r.seat = 3;
  Value v = request_to_value(r, d);
  EXPECT_EQ(v["seat"], 4);
  EXPECT_EQ(v["kind"], "choose");
  EXPECT_EQ(v["prompt"], "p.key");
  EXPECT_EQ(v["args"], d.args);
  EXPECT_EQ(v["simultaneous"], true);
  EXPECT_EQ(v["options"], Value::parse(R"(["a","b"])"));
  EXPECT_EQ(v["answered"], false);
  EXPECT_FALSE(v.contains("answer"));
  r.answered = true;
  r.answer = "b";
  v = request_to_value(r, d);
  EXPECT_EQ(v["answer"], "b");
}

TEST(RequestToValue, PickSeatsRequestIsOneBased) {
  Decision d;
  SeatRequest r = pick({0, 2, 4}, 1, 2);
  Value v = request_to_value(r, d);
  EXPECT_EQ(v["kind"], "pick_seats");
  EXPECT_EQ(v["eligible"], Value::parse("[1, 3, 5]"));
  EXPECT_EQ(v["min"], 1);
  EXPECT_EQ(v["max"], 2);
  EXPECT_FALSE(v.contains("options"));
}

TEST(DecisionStruct, RequestForAndComplete) {
  Decision d;
  d.requests = {choose({"a"}), choose({"a"})};
  d.requests[0].seat = 1;
  d.requests[1].seat = 3;
  EXPECT_EQ(d.request_for(1), &d.requests[0]);
  EXPECT_EQ(d.request_for(3), &d.requests[1]);
  EXPECT_EQ(d.request_for(0), nullptr);
  EXPECT_FALSE(d.complete());
  d.requests[0].answered = true;
  EXPECT_FALSE(d.complete());
  d.requests[1].answered = true;
  EXPECT_TRUE(d.complete());
  EXPECT_STREQ(choice_kind_name(ChoiceKind::Choose), "choose");
  EXPECT_STREQ(choice_kind_name(ChoiceKind::PickSeats), "pick_seats");
}

// --- Asking (g:decide reads the script's table into a DecisionAsk; engine/core does the rest) ---

TEST(MakeDecision, OneRequestPerAskedSeatWithItsOwnOptionsWhenChosenBySeat) {
  DecisionAsk ask;
  ask.prompt = "p";
  ask.simultaneous = true;
  ask.seats = {2, 0};
  ask.form = DecisionForm::ChooseBySeat;
  ask.seat_options = {{"success", "fail"}, {"success"}};
  Decision d;
  ASSERT_EQ(make_decision(ask, 3, d), "");
  ASSERT_EQ(d.requests.size(), 2u);
  EXPECT_EQ(d.requests[0].seat, 2);
  EXPECT_EQ(d.requests[0].options, (std::vector<std::string>{"success", "fail"}));
  EXPECT_EQ(d.requests[1].seat, 0);
  EXPECT_EQ(d.requests[1].options, (std::vector<std::string>{"success"}));
  EXPECT_EQ(d.prompt, "p");
  EXPECT_TRUE(d.simultaneous);
  EXPECT_EQ(d.validator_ref, -2) << "the validator is the binding's to add";
}

TEST(MakeDecision, PickSeatsFromEverySeatUnlessToldAndNoMoreThanThereAre) {
  DecisionAsk ask;
  ask.seats = {1};
  ask.form = DecisionForm::PickSeats;
  ask.min = ask.max = 2;
  Decision d;
  ASSERT_EQ(make_decision(ask, 4, d), "");
  EXPECT_EQ(d.requests.at(0).kind, ChoiceKind::PickSeats);
  EXPECT_EQ(d.requests.at(0).eligible, (std::vector<int>{0, 1, 2, 3}));
  ask.from_every_seat = false;
  ask.from = {3};
  EXPECT_EQ(make_decision(ask, 4, d), "pick_seats: cannot pick 2..2 of 1 seats");
  ask.form = DecisionForm::Order;
  ask.from = {};
  EXPECT_EQ(make_decision(ask, 4, d), "order: nothing to order");
}

TEST(MakeDecision, TheAskedSeatsAndCountsAreChecked) {
  EXPECT_EQ(check_asked_seats({}, false), "decide: no seat is asked");
  EXPECT_EQ(check_asked_seats({0, 1}, false), "decide: several seats answer only with simultaneous = true");
  EXPECT_EQ(check_asked_seats({0, 1, 0}, true), "decide: seat 1 is asked twice");
  EXPECT_EQ(check_asked_seats({0, 1}, true), "");
  EXPECT_EQ(check_pick_count("pick_seats", 3, 2), "pick_seats: cannot pick 3..2");
  EXPECT_EQ(check_pick_count("pick_seats", 0, 2), "");
  EXPECT_EQ(check_entity_list("order", {4, 7, 4}), "order: entity 4 is listed twice");
  EXPECT_EQ(check_entity_list("order", {4, 7}), "");
}

}  // namespace
}  // namespace rt
