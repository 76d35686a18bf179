// seat_hub_test.cpp: the seat hub (engine/net/seat_hub.hpp) and the phone controller without
// sockets: tokens, joining, versions that change only with a seat's own envelope, the mailbox
// (taken, refused, stale, out of turn, one answer at a time), and a whole Avalon game played
// through the hub by simulated phones on threads.
#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <thread>

#include "bots/bot.hpp"
#include "net/local_address.hpp"
#include "net/phone_seats.hpp"
#include "net/rate_limit.hpp"
#include "net/seat_hub.hpp"
#include "net/token.hpp"
#include "random_answer.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

TEST(SeatToken, TokensAreLongRandomHexAndNeverRepeat) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const std::string t = random_token();
    EXPECT_EQ(t.size(), 32u);
    EXPECT_EQ(t.find_first_not_of("0123456789abcdef"), std::string::npos);
    EXPECT_TRUE(seen.insert(t).second);
  }
  EXPECT_TRUE(same_token("abc", "abc"));
  EXPECT_FALSE(same_token("abc", "abd"));
  EXPECT_FALSE(same_token("", ""));  // nobody holds a seat with an empty token
}

TEST(SeatHub, JoiningTakesAnOpenSeatOnceAndCleansTheName) {
  SeatHub hub(3);
  hub.set_open(0, true, "Ann");
  hub.set_open(2, true);
  EXPECT_EQ(hub.join(1, "x").refusal["key"], "net.not_open");  // a seat, but not a phone's
  EXPECT_EQ(hub.join(7, "x").refusal["key"], "net.no_such_seat");
  const JoinResult first = hub.join(-1, "  Bob\x01\xff  ");
  ASSERT_FALSE(first.token.empty());
  EXPECT_EQ(first.seat, 0);
  EXPECT_EQ(hub.lobby()[0].name, "Bob");
  EXPECT_EQ(hub.join(0, "Eve").refusal["key"], "net.seat_taken");
  const JoinResult second = hub.join(-1, std::string(100, 'z'));
  EXPECT_EQ(second.seat, 2);
  EXPECT_EQ(hub.lobby()[2].name.size(), 24u);
  EXPECT_EQ(hub.join(-1, "late").refusal["key"], "net.no_free_seat");
  EXPECT_EQ(hub.seat_of(first.token), 0);
  EXPECT_EQ(hub.seat_of(second.token), 2);
  EXPECT_EQ(hub.seat_of("0123456789abcdef0123456789abcdef"), -1);
  hub.release(0);
  EXPECT_EQ(hub.seat_of(first.token), -1);  // the old token no longer works
  EXPECT_FALSE(hub.join(0, "Eve").token.empty());
}

// A name keeps its letters, accents and emoji, but not what turns the text around it: a
// right-to-left override in one phone's name mirrored every name written after it on the other
// phones and the shared screen. Nor C1 controls, line separators or overlong encodings.
TEST(SeatHub, ANameLosesTheMarksThatTurnTheTextAroundIt) {
  SeatHub hub(1);
  hub.set_open(0, true);
  ASSERT_FALSE(hub.join(0, "Ann\u202Eevil\u2066x\u2069\u200F\u061C\u2028\u00C2\u0085 Zo\u00EB \U0001F600 \xE0\x80\xAF.").token.empty());
  EXPECT_EQ(hub.lobby()[0].name, "Annevilx\u00C2 Zo\u00EB \U0001F600 .");
}

class HubGame : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    session_ = Session::start(test::builtin_catalog(), test::make_setup("avalon", 5, 21), error);
    ASSERT_TRUE(session_) << error;
    for (int s = 0; s < 5; ++s) hub_.set_open(s, true);
    for (int s = 0; s < 5; ++s) tokens_.push_back(hub_.join(s, "P" + std::to_string(s + 1)).token);
    table_ = std::make_unique<NetTable>(*session_, hub_);
  }
  Value env(int seat) { return *hub_.wait_envelope(tokens_[seat], 0, 0ms); }
  // A legal answer for the seat's pending request, as the random bot would give it.
  Value random_answer(int seat, uint64_t salt = 1) {
    RandomBot bot(salt);
    return bot.decide(SeatView(*session_, seat));
  }
  SeatHub hub_{5};
  std::unique_ptr<Session> session_;
  std::vector<std::string> tokens_;
  std::unique_ptr<NetTable> table_;
};

TEST_F(HubGame, EachSeatGetsExactlyItsOwnViewAndItsVersionMovesOnlyWhenItChanges) {
  table_->pump();
  for (int s = 0; s < 5; ++s) {
    const Value e = env(s);
    EXPECT_EQ(e["seat"], s + 1);
    EXPECT_EQ(e["view"], session_->view(s));
  }
  const Value before = env(0);
  table_->pump();  // nothing changed: no new version
  EXPECT_EQ(env(0)["version"], before["version"]);
  // A long-poll on the current version waits; on an old one it answers at once.
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_EQ((*hub_.wait_envelope(tokens_[0], before["version"], 50ms))["version"], before["version"]);
  EXPECT_GE(std::chrono::steady_clock::now() - t0, 45ms);
  EXPECT_FALSE(hub_.wait_envelope("forged", 0, 0ms).has_value());
}

TEST_F(HubGame, AnAnswerOutOfTurnIsRefusedAtOnceAndChangesNothing) {
  table_->pump();
  const int asked = session_->next_to_answer();
  const int other = (asked + 1) % 5;
  ASSERT_EQ(session_->request(other), nullptr) << "the first decision asks one seat";
  const Value before = env(other);
  const PostResult r = hub_.post(tokens_[other], before["version"], "approve", 100ms);
  EXPECT_EQ(r.status, PostResult::Status::Refused);
  EXPECT_EQ(r.refusal["key"], "refusal.not_your_turn");
  EXPECT_EQ(r.refusal["args"]["waiting"], Value::array({asked + 1}));
  EXPECT_EQ(env(other)["version"], before["version"]);
  EXPECT_EQ(session_->record().decisions.size(), 0u);
  EXPECT_EQ(hub_.post("forged", 1, "approve", 0ms).refusal["key"], "net.bad_token");
}

TEST_F(HubGame, ARefusedAnswerGoesBackToItsPhoneAndAGoodOneIsTaken) {
  table_->pump();
  const int asked = session_->next_to_answer();
  const uint64_t v = env(asked)["version"];
  // Queued without the main loop: the post reports Queued after its wait.
  PostResult r = hub_.post(tokens_[asked], v, Value::array({99}), 10ms);
  EXPECT_EQ(r.status, PostResult::Status::Queued);
  EXPECT_TRUE(env(asked)["queued"].get<bool>());
  // A second answer while one waits is refused.
  EXPECT_EQ(hub_.post(tokens_[asked], v, Value::array({1}), 0ms).refusal["key"], "net.answer_waiting");
  table_->pump();  // the driver takes it; the session refuses it
  Value e = env(asked);
  EXPECT_FALSE(e["queued"].get<bool>());
  EXPECT_EQ(e["refusal"]["kind"], "wrong_shape");
  EXPECT_EQ(session_->record().decisions.size(), 0u);
  // A good answer, with the main loop pumping on another thread.
  std::atomic<bool> done{false};
  std::thread loop([&] {
    while (!done) {
      table_->pump();
      hub_.wait_activity(hub_.activity(), 5ms);
    }
  });
  r = hub_.post(tokens_[asked], e["version"], random_answer(asked), 2000ms);
  done = true;
  loop.join();
  EXPECT_EQ(r.status, PostResult::Status::Taken) << r.refusal.dump();
  EXPECT_EQ(session_->record().decisions.size(), 1u);
  EXPECT_TRUE(env(asked)["refusal"].is_null());
}

TEST_F(HubGame, AnAnswerToAnOlderQuestionIsStale) {
  table_->pump();
  const int asked = session_->next_to_answer();
  const uint64_t old = env(asked)["version"];
  ASSERT_EQ(hub_.post(tokens_[asked], old, random_answer(asked), 0ms).status, PostResult::Status::Queued);
  table_->pump();  // taken
  // Play on until the same seat is asked again; an answer made against the old version is stale.
  for (int guard = 0; guard < 200 && session_->next_to_answer() != asked && !session_->over(); ++guard) {
    const int s = session_->next_to_answer();
    ASSERT_EQ(hub_.post(tokens_[s], env(s)["version"], random_answer(s), 0ms).status, PostResult::Status::Queued);
    table_->pump();
  }
  ASSERT_EQ(session_->next_to_answer(), asked);
  const size_t taken = session_->record().decisions.size();
  const PostResult r = hub_.post(tokens_[asked], old, random_answer(asked), 0ms);
  EXPECT_EQ(r.refusal["key"], "net.stale");
  table_->pump();
  EXPECT_EQ(session_->record().decisions.size(), taken);
}

TEST_F(HubGame, AWholeGameIsPlayedByPhoneThreadsThroughTheHub) {
  std::atomic<bool> over{false};
  std::vector<std::thread> phones;
  for (int s = 0; s < 5; ++s)
    phones.emplace_back([&, s] {
      uint64_t since = 0;
      Rng rng(static_cast<uint64_t>(s) + 100);
      while (!over) {
        auto e = hub_.wait_envelope(tokens_[s], since, 100ms);
        if (!e) return;
        since = (*e)["version"];
        const Value& d = (*e)["view"].is_object() ? (*e)["view"]["decision"] : Value();
        if (d.is_null() || d["answered"] == true || (*e)["queued"] == true) continue;
        const Value a = test::random_answer(d, rng);
        hub_.post(tokens_[s], since, a, 0ms);
      }
    });
  const bool finished = table_->run(5000ms);
  over = true;
  for (auto& t : phones) t.join();
  EXPECT_TRUE(finished);
  EXPECT_TRUE(session_->over());
  for (int s = 0; s < 5; ++s) EXPECT_EQ(env(s)["view"], session_->view(s));
}

TEST(LocalAddress, OnlyLoopbackAndPrivateRangesAreLocalPeers) {
  for (const char* a : {"127.0.0.1", "10.1.2.3", "172.16.0.9", "172.31.255.1", "192.168.1.20", "169.254.3.4", "::1",
                        "fe80::1", "fd12:3456::1", "::ffff:192.168.0.7"})
    EXPECT_TRUE(is_local_peer(a)) << a;
  for (const char* a : {"8.8.8.8", "172.32.0.1", "172.15.0.1", "192.169.0.1", "2001:db8::1", "::ffff:8.8.8.8", "", "garbage"})
    EXPECT_FALSE(is_local_peer(a)) << a;
  EXPECT_TRUE(is_local_peer(local_network_address()));
}

TEST(RateLimiter, ABurstThenTheRefillRate) {
  RateLimiter rl(10, 5, 2);
  const auto t0 = RateLimiter::Clock::now();
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(rl.allow("a", 1, t0));
  EXPECT_FALSE(rl.allow("a", 1, t0));
  EXPECT_TRUE(rl.allow("a", 1, t0 + 100ms));
  EXPECT_FALSE(rl.allow("a", 1, t0 + 100ms));
  for (int i = 0; i < 5; ++i) EXPECT_TRUE(rl.allow("b", 1, t0));
  EXPECT_FALSE(rl.allow("c", 1, t0 + 100ms)) << "two keys held and busy: a newcomer waits";
  EXPECT_TRUE(rl.allow("c", 1, t0 + 10s)) << "full buckets are forgotten";
}

}  // namespace
}  // namespace rt::net
