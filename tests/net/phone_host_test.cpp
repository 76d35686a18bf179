// phone_host_test.cpp: the front end's side of phones (engine/net/phone_host.hpp), without the
// table view: seats offered from the setup (a seat set to a bot is closed and its phone's token
// stops working: the seat is handed to a bot), the game's start closing free seats, and views
// published only to the seats played from phones.
#include <gtest/gtest.h>
#include <httplib.h>

#include <filesystem>
#include <regex>

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
  EXPECT_EQ(host.hub().join(2, "x").refusal["key"], "net.not_open");  // a bot's seat: said so
  EXPECT_EQ(host.hub().join(3, "x").refusal["key"], "net.no_such_seat");
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
  Value own = session->view(0);
  own["players"][0]["name"] = "Ann";  // the name its phone typed (the record says P1)
  EXPECT_EQ((*host.hub().wait_envelope(a.token, 0, 0ms))["view"], own);
  EXPECT_TRUE((*host.hub().wait_envelope(b.token, 0, 0ms))["view"].is_null());
  EXPECT_EQ(host.hub().join(2, "late").refusal["key"], "net.not_open");
  host.end();
  EXPECT_TRUE((*host.hub().wait_envelope(a.token, 0, 0ms))["view"].is_null());
}

// A game started from the command line (`play --phones --game G --remote 2`: no setup screen):
// /api/lobby lists every seat of the game with its name at the table and who plays it, and never
// a token. (It listed only the seats up to the highest open one, seat 1 without a name.)
TEST(PhoneHost, TheLobbyListsEverySeatOfTheGameWithItsNameAndWhoPlaysIt) {
  PhoneHost host(loopback());
  ASSERT_EQ(host.start(), "");
  std::string error;
  rt::Setup setup = test::make_setup("avalon", 5, 8);
  setup.players = {"Ann", "Boris", "Vera", "Gleb", "Dasha"};
  auto session = Session::start(test::builtin_catalog(), setup, error);
  ASSERT_TRUE(session) << error;
  host.begin(*session, {}, {false, true, true, false, true});  // seat 1 and 4 at the screen, 2, 3, 5 bots
  host.open_for_phone(1, "Boris");                               // seat 2 waits for a phone
  httplib::Client cli("127.0.0.1", host.server().port());
  auto lobby = [&] {
    auto r = cli.Get("/api/lobby");
    EXPECT_TRUE(r && r->status == 200);
    return r ? Value::parse(r->body) : Value();
  };
  Value seats = lobby()["seats"];
  ASSERT_EQ(seats.size(), 5u) << seats.dump();
  const std::vector<std::string> names = {"Ann", "Boris", "Vera", "Gleb", "Dasha"};
  const std::vector<std::string> states = {"screen", "open", "bot", "screen", "bot"};
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(seats[i]["seat"], i + 1);
    EXPECT_EQ(seats[i]["name"], names[i]) << i;
    EXPECT_EQ(seats[i]["state"], states[i]) << i;
    EXPECT_EQ(seats[i]["open"], i == 1) << i;
  }
  const JoinResult b = host.hub().join(1, "Bob");
  ASSERT_FALSE(b.token.empty());
  seats = lobby()["seats"];
  EXPECT_EQ(seats[1]["state"], "taken");
  EXPECT_EQ(seats[1]["name"], "Bob");
  EXPECT_EQ(lobby().dump().find(b.token), std::string::npos) << "no token in the lobby";
  // The phone's view shows seat 2 by the name its player typed; the record keeps the setup's.
  host.publish(*session);
  const Value view = (*host.hub().wait_envelope(b.token, 0, 0ms))["view"];
  EXPECT_EQ(view["players"][1]["name"], "Bob");
  EXPECT_EQ(view["players"][0]["name"], "Ann");
  EXPECT_EQ(session->record().setup.players[1], "Boris");
  host.hand_to_bot(1);  // the host hands seat 2 to a bot: it keeps its name at the table
  seats = lobby()["seats"];
  EXPECT_EQ(seats[1]["state"], "bot");
  EXPECT_EQ(seats[1]["name"], "Boris");
}

TEST(PhoneHost, OnTheSetupScreenASeatClosedToPhonesIsABots) {
  PhoneHost host(loopback());
  host.offer_seats({"A", "B", "C"}, {true, true, false});
  const JoinResult a = host.hub().join(0, "");  // no name typed: the seat's name stays
  const auto lobby = host.hub().lobby();
  ASSERT_EQ(lobby.size(), 3u);
  EXPECT_EQ(lobby[0].state, "taken");
  EXPECT_EQ(lobby[0].name, "A");
  EXPECT_EQ(host.name(0), "") << "the name the phone typed (none)";
  EXPECT_EQ(lobby[1].state, "open");
  EXPECT_EQ(lobby[2].state, "bot");
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

TEST(PlayPhonesFlags, TheScreenshotOfPlayPhonesHoldsACodeAQrReaderDecodesToTheAddressSaid) {
  // `roundtable play --phones --screenshot PNG`: the setup screen, headless, with the QR code of
  // the address it says on stderr; zbarimg (zbar-tools, tools/setup) reads it off the PNG.
  const std::string dir = ::testing::TempDir() + "/phones_screenshot";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string png = dir + "/setup.png";
  std::string out;
  ASSERT_EQ(test::run_command("SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME=" + dir + " " + test::roundtable_binary() +
                                  " play --phones --bind 127.0.0.1 --no-remember --screenshot " + png + " 2>&1",
                              &out),
            0)
      << out;
  std::smatch m;
  const std::regex said("phones join at (http://127\\.0\\.0\\.1:[0-9]+/)");
  ASSERT_TRUE(std::regex_search(out, m, said)) << out;
  std::string decoded;
  ASSERT_EQ(test::run_command("zbarimg -q --raw '" + png + "' 2>/dev/null", &decoded), 0) << "zbarimg found no code in " << png;
  EXPECT_EQ(decoded, m[1].str() + "\n");
}

}  // namespace
}  // namespace rt::net
