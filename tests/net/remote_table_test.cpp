// remote_table_test.cpp: the seat link a joined table view plays through (net::RemoteTable),
// against a real server on loopback: it joins, receives only its seat's envelopes (its own view,
// never another seat's), answers through them for a whole Avalon game, gets a refusal back as
// data (an answer out of shape), says when its seat is handed on, and lets go at once when closed
// in the middle of a long-poll.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "bots/bot.hpp"
#include "net/http_server.hpp"
#include "net/phone_seats.hpp"
#include "net/remote_table.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

class RemoteTableTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    session_ = Session::start(test::builtin_catalog(), test::make_setup("avalon", 5, 33), error);
    ASSERT_TRUE(session_) << error;
    for (int s = 0; s < 5; ++s) hub_.set_open(s, s == 1, "P" + std::to_string(s + 1), "bot");
    table_ = std::make_unique<NetTable>(*session_, hub_);
    for (int s = 0; s < 5; ++s)
      if (s != 1) {
        bots_.push_back(std::make_unique<RandomBot>(100 + s));
        controllers_.push_back(std::make_unique<BotController>(*bots_.back(), "random"));
        table_->set(s, controllers_.back().get());
      }
    ServerOptions o;
    o.port = 0;
    o.bind = "127.0.0.1";
    o.poll_wait = 20000ms;  // a long-poll the test must be able to cut short
    o.answer_wait = 200ms;
    server_ = std::make_unique<HttpServer>(hub_, o);
    ASSERT_EQ(server_->start(), "");
  }
  void TearDown() override {
    if (server_) server_->stop();
  }
  // The table's loop for a while: answers taken, views published.
  void pump_for(std::chrono::milliseconds d) {
    const auto until = std::chrono::steady_clock::now() + d;
    while (std::chrono::steady_clock::now() < until) {
      table_->pump();
      std::this_thread::sleep_for(2ms);
    }
  }
  // Pumps until the link's snapshot satisfies `done` (or 10 s).
  template <class F>
  SeatSnapshot until(RemoteTable& link, F done) {
    for (int i = 0; i < 2000; ++i) {
      table_->pump();
      SeatSnapshot s = link.snapshot();
      if (done(s)) return s;
      std::this_thread::sleep_for(5ms);
    }
    return link.snapshot();
  }
  std::unique_ptr<Session> session_;
  SeatHub hub_{5};
  std::unique_ptr<NetTable> table_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::vector<std::unique_ptr<BotController>> controllers_;
  std::unique_ptr<HttpServer> server_;
};

bool asked(const SeatSnapshot& s) {
  return s.view.is_object() && s.view["decision"].is_object() && s.view["decision"]["answered"] == false && !s.queued &&
         !s.sending;
}

TEST_F(RemoteTableTest, PlaysAWholeGameFromItsOwnEnvelopesOnly) {
  RemoteTable link("127.0.0.1", server_->port());
  link.keep_received(true);
  int woken = 0;
  link.set_wakeup([&] { ++woken; });
  ASSERT_TRUE(link.join(2, "Remote").is_null());
  EXPECT_EQ(link.snapshot().seat, 1);
  Rng rng(9);
  int answers = 0;
  for (int i = 0; i < 400 && !session_->over(); ++i) {
    SeatSnapshot s = until(link, [&](const SeatSnapshot& s) { return asked(s) || session_->over(); });
    if (session_->over()) break;
    ASSERT_TRUE(asked(s)) << s.view.dump();
    link.answer(s.version, random_answer(s.view["decision"], rng));
    ++answers;
    until(link, [](const SeatSnapshot& s) { return !s.sending; });
  }
  ASSERT_TRUE(session_->over());
  SeatSnapshot last = until(link, [](const SeatSnapshot& s) { return s.view.is_object() && !s.view["outcome"].is_null(); });
  EXPECT_FALSE(last.view["outcome"].is_null());
  EXPECT_GT(answers, 2);
  EXPECT_GT(woken, answers);  // every change woke the front end
  EXPECT_TRUE(last.refusal.is_null()) << last.refusal.dump();
  // Everything received was seat 2's own envelope: the seat's view, never the omniscient one.
  const auto received = link.received();
  ASSERT_FALSE(received.empty());
  for (const Value& env : received) {
    EXPECT_EQ(env["seat"], 2);
    if (!env["view"].is_object()) continue;
    EXPECT_EQ(env["view"]["seat"], 2);
    EXPECT_FALSE(env["view"].contains("decisions"));  // (only the omniscient view lists every request)
  }
  EXPECT_EQ(received.back()["view"], session_->view(1));
}

TEST_F(RemoteTableTest, ARefusalComesBackAsDataAndTheSeatIsStillAsked) {
  RemoteTable link("127.0.0.1", server_->port());
  ASSERT_TRUE(link.join(2, "").is_null());
  SeatSnapshot s = until(link, asked);
  ASSERT_TRUE(asked(s));
  const size_t before = session_->record().decisions.size();
  link.answer(s.version, Value::array({Value::array({99})}));  // the wrong shape for any request
  s = until(link, [](const SeatSnapshot& s) { return s.refusal.is_object(); });
  ASSERT_TRUE(s.refusal.is_object()) << s.view.dump();
  EXPECT_EQ(s.refusal.value("key", "").rfind("refusal.", 0), 0u) << s.refusal.dump();
  EXPECT_EQ(session_->record().decisions.size(), before);  // nothing changed
  s = until(link, asked);
  EXPECT_TRUE(asked(s));  // the seat may answer again
}

TEST_F(RemoteTableTest, TheSeatHandedOnIsSaidLostAndClosingDoesNotWaitForTheLongPoll) {
  auto link = std::make_unique<RemoteTable>("127.0.0.1", server_->port());
  ASSERT_TRUE(link->join(2, "").is_null());
  until(*link, [](const SeatSnapshot& s) { return s.view.is_object(); });
  hub_.release(1);  // the host hands the seat on
  SeatSnapshot s = until(*link, [](const SeatSnapshot& s) { return s.lost.is_object(); });
  ASSERT_TRUE(s.lost.is_object());
  EXPECT_EQ(s.lost.value("key", ""), "net.bad_token");

  // A second link mid long-poll (the server would hold it 20 s): closing it is at once.
  hub_.set_open(3, true, "P4");
  RemoteTable* other = new RemoteTable("127.0.0.1", server_->port());
  ASSERT_TRUE(other->join(4, "").is_null());
  std::this_thread::sleep_for(300ms);  // (its poller is waiting on the server now)
  const auto t0 = std::chrono::steady_clock::now();
  delete other;
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 3s);
}

TEST(RemoteTableAlone, NoTableThereIsARefusalNotAHang) {
  RemoteTable link("127.0.0.1", 1);  // nobody listens on port 1
  const Value refused = link.join(0, "");
  ASSERT_TRUE(refused.is_object());
  EXPECT_EQ(refused.value("key", ""), "net.unreachable");
}

}  // namespace
}  // namespace rt::net
