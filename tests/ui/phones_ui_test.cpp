// phones_ui_test.cpp: the table view with players on their phones (`play --phones`): the setup
// screen shows the QR code, the address and who has joined; a phone takes a people seat over
// loopback HTTP, the game starts with that seat played from the phone, the shared screen never
// reads that seat's view nor puts up a curtain for it, and the phone's answers move the game to
// its end; phones turned on from the setup screen's button. Screenshot: ui-artifacts/phones_setup.png.
#include <gtest/gtest.h>
#include <httplib.h>

#include <algorithm>

#include "../net/random_answer.hpp"
#include "net/phone_host.hpp"
#include "test_support.hpp"
#include "loopback_phones.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

TEST(PhonesUi, PhonesAreTurnedOnFromTheSetupScreen) {
  // Without --phones the setup screen offers the button; a click starts the server (any free
  // port when 8642 is taken) and the code, the address and the lobby are there at once.
  UiDriver d;
  d.frame();
  ASSERT_FALSE(d.app().phones());
  ASSERT_TRUE(d.has("phones.turn_on"));
  ASSERT_TRUE(d.click("phones.turn_on"));
  d.frame();
  ASSERT_TRUE(d.app().phones()) << "the server did not start";
  const FrameTrace& t = d.frame();
  EXPECT_FALSE(d.has("phones.turn_on"));
  EXPECT_TRUE(t.areas.count("setup.phones.qr"));
  EXPECT_TRUE(t.drew(d.app().phones()->url()));
  httplib::Client phone("127.0.0.1", d.app().phones()->server().port());
  auto page = phone.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  auto joined = phone.Post("/api/join", R"({"seat": 1, "name": "Mira"})", "application/json");
  ASSERT_TRUE(joined);
  EXPECT_EQ(joined->status, 200) << joined->body;
  d.frame();
  EXPECT_TRUE(d.frame().drew("  1. Mira"));
}

TEST(PhonesUi, TheSetupScreenShowsTheCodeTheAddressAndWhoJoined) {
  UiDriver d;
  ASSERT_EQ(d.app().enable_phones(loopback_options()), "");
  const std::string url = d.app().phones()->url();
  EXPECT_EQ(url, "http://127.0.0.1:" + std::to_string(d.app().phones()->server().port()) + "/");
  const FrameTrace& t = d.frame();
  ASSERT_TRUE(t.areas.count("setup.phones.qr"));
  const Rect qr = t.areas.at("setup.phones.qr");
  EXPECT_GT(qr.x1 - qr.x0, 60.f);
  EXPECT_FLOAT_EQ(qr.x1 - qr.x0, qr.y1 - qr.y0);
  EXPECT_TRUE(t.drew(url));
  EXPECT_TRUE(t.drew(d.catalog().text("en", "ui.phones.nobody")));
  // A phone joins seat 1 (a person's seat) with its name: listed, and the seat takes the name.
  httplib::Client phone("127.0.0.1", d.app().phones()->server().port());
  auto joined = phone.Post("/api/join", R"({"seat": 1, "name": "Mira"})", "application/json");
  ASSERT_TRUE(joined);
  EXPECT_EQ(joined->status, 200) << joined->body;
  d.frame();
  const FrameTrace& after = d.frame();
  EXPECT_TRUE(after.drew("  1. Mira"));
  EXPECT_EQ(d.app().draft().names[0], "Mira");
  const std::string png = d.screenshot("phones_setup");
  // A QR reader (zbar-tools' zbarimg, installed by tools/setup) reads the address off the PNG.
  std::string decoded;
  ASSERT_EQ(test::run_command("zbarimg -q --raw '" + png + "' 2>/dev/null", &decoded), 0) << "zbarimg found no code";
  EXPECT_EQ(decoded, url + "\n");
  // A bot seat cannot be taken from a phone.
  auto refused = phone.Post("/api/join", R"({"seat": 3, "name": "X"})", "application/json");
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 409);
}

TEST(PhonesUi, APhoneSeatIsPlayedFromThePhoneAndNeverShownOnTheSharedScreen) {
  UiDriver d;
  ASSERT_EQ(d.app().enable_phones(loopback_options()), "");
  const int port = d.app().phones()->server().port();
  httplib::Client phone("127.0.0.1", port);
  d.frame();
  // Seat 2 (a person's seat) is taken by the phone before the game starts.
  d.app().draft().bots[1] = false;
  d.frame();
  auto joined = phone.Post("/api/join", R"({"seat": 2, "name": "Mira"})", "application/json");
  ASSERT_TRUE(joined && joined->status == 200);
  const std::string token = body(joined)["token"];
  d.frame();
  rt::Setup setup;
  setup.game = "avalon";
  setup.players = {"Ann", "Mira", "C", "D", "E"};
  setup.controllers = {"human", "human", "bot", "bot", "bot"};
  setup.seed = 4;
  ASSERT_EQ(d.app().start_game(setup, {false, false, true, true, true}), "");
  TableController& g = *d.app().game();
  EXPECT_TRUE(g.is_remote(1));
  EXPECT_FALSE(g.is_bot(1));
  EXPECT_EQ(g.humans(), 1) << "only seat 1 is at the screen";
  const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
  Rng rng(3);
  int phone_answers = 0;
  for (int frame = 0; frame < 3000 && !g.session().over(); ++frame) {
    const FrameTrace& t = d.frame();
    EXPECT_EQ(std::count(t.view_seats.begin(), t.view_seats.end(), 1), 0) << "the phone seat's view is never read";
    EXPECT_NE(g.curtain_for(), 1);
    if (g.session().over()) break;
    if (g.in_reveal()) {  // seat 1's first look at its secret
      g.reveal_seen();
      continue;
    }
    if (g.human_to_act() == 0) {
      const Value req = g.session().view(0)["decision"];
      g.answer(test::random_answer(req, rng));
      continue;
    }
    auto r = phone.Get("/api/view?since=0", auth);
    ASSERT_TRUE(r && r->status == 200);
    const Value env = body(r);
    const Value& dec = env["view"]["decision"];
    if (dec.is_object() && dec["answered"] == false && env["queued"] == false) {
      auto a = phone.Post("/api/answer", auth, Value{{"version", env["version"]}, {"answer", test::random_answer(dec, rng)}}.dump(),
                          "application/json");
      ASSERT_TRUE(a);
      if (a->status == 202) ++phone_answers;
    }
  }
  EXPECT_TRUE(g.session().over());
  EXPECT_GT(phone_answers, 2);
  // The phone sees how it ended.
  auto r = phone.Get("/api/view?since=0", auth);
  ASSERT_TRUE(r);
  EXPECT_FALSE(body(r)["view"]["outcome"].is_null());
}

}  // namespace
}  // namespace rt::ui
