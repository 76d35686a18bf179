// phone_host_test.cpp: the front end's side of phones (engine/net/phone_host.hpp), without the
// table view: seats offered from the setup (a seat set to a bot is closed and its phone's token
// stops working: the seat is handed to a bot), the game's start closing free seats, and views
// published only to the seats played from phones.
#include <gtest/gtest.h>

#include "net/phone_host.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

ServerOptions loopback() {
  ServerOptions o;
  o.port = 0;
  o.bind = "127.0.0.1";
  return o;
}

TEST(PhoneHost, SeatsFollowTheSetupAndASeatHandedToABotDropsItsPhone) {
  PhoneHost host(loopback());
  host.offer_seats({"A", "B", "C"}, {true, true, false});
  EXPECT_EQ(host.hub().join(2, "x").refusal["key"], "net.no_such_seat");  // a bot's seat
  const JoinResult a = host.hub().join(0, "Ann"), b = host.hub().join(1, "Bob");
  ASSERT_FALSE(a.token.empty());
  ASSERT_FALSE(b.token.empty());
  EXPECT_EQ(host.held(), (std::vector<int>{0, 1}));
  EXPECT_EQ(host.name(1), "Bob");
  host.offer_seats({"A", "B", "C"}, {true, true, false});  // unchanged: both keep their seats
  EXPECT_EQ(host.hub().seat_of(a.token), 0);
  host.offer_seats({"A", "B", "C"}, {true, false, false});  // seat 2 is a bot now
  EXPECT_EQ(host.hub().seat_of(b.token), -1);
  EXPECT_EQ(host.held(), (std::vector<int>{0}));
  EXPECT_EQ(host.hub().seat_of(a.token), 0);
}

TEST(PhoneHost, OnlyThePhoneSeatsOfTheGameGetViewsAndNobodyJoinsMidGame) {
  PhoneHost host(loopback());
  host.offer_seats({"A", "B", "C", "D", "E"}, {true, true, true, false, false});
  const JoinResult a = host.hub().join(0, "Ann"), b = host.hub().join(1, "Bob");
  std::string error;
  auto session = Session::start(test::builtin_catalog(), test::make_setup("avalon", 5, 8), error);
  ASSERT_TRUE(session) << error;
  host.begin(*session, {0});  // seat 2's phone is not part of this game (say, a resumed one)
  EXPECT_EQ((*host.hub().wait_envelope(a.token, 0, 0ms))["view"], session->view(0));
  EXPECT_TRUE((*host.hub().wait_envelope(b.token, 0, 0ms))["view"].is_null());
  EXPECT_EQ(host.hub().join(2, "late").refusal["key"], "net.no_such_seat");
  host.end();
  EXPECT_TRUE((*host.hub().wait_envelope(a.token, 0, 0ms))["view"].is_null());
}

}  // namespace
}  // namespace rt::net

namespace rt::net {
namespace {

TEST(PlayPhonesFlags, PhonesAreForTheTableViewAndPortNeedsPhones) {
  std::string out;
  const std::string bin = test::roundtable_binary();
  EXPECT_NE(test::run_command(bin + " play --tty --phones 2>&1", &out), 0);
  EXPECT_NE(out.find("--phones is for the table view"), std::string::npos) << out;
  EXPECT_NE(test::run_command(bin + " play --port 8000 --no-remember 2>&1", &out), 0);
  EXPECT_NE(out.find("--port and --bind are for --phones"), std::string::npos) << out;
  EXPECT_NE(test::run_command(bin + " play --phones --port 99999 --no-remember 2>&1", &out), 0);
  EXPECT_NE(out.find("--port"), std::string::npos) << out;
  // In the player's language.
  EXPECT_NE(test::run_command(bin + " play --phones --port 99999 --no-remember --lang uk 2>&1", &out), 0);
  EXPECT_NE(out.find("--port: очікувався номер порту від 1 до 65535, отримано: '99999'"), std::string::npos) << out;
  EXPECT_NE(test::run_command(bin + " play --bind 127.0.0.1 --no-remember --lang ru 2>&1", &out), 0);
  EXPECT_NE(out.find("--port и --bind нужны только вместе с --phones"), std::string::npos) << out;
}

}  // namespace
}  // namespace rt::net
