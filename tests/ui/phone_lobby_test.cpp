// phone_lobby_test.cpp: the phone page's lobby says who plays every seat (GET /api/lobby's
// `state`): a seat open to phones is offered, one a phone holds, a bot's, and one played at the
// shared screen are shown but not offered, in en, ru and uk. Headless Chromium at a phone's size
// against `roundtable play --phones` (seat 1 at the screen, seats 2 and 3 over the network, seat
// 3 taken by a phone, seats 4 and 5 bots); screenshots ui-artifacts/phone_lobby_<lang>.png.
#include <gtest/gtest.h>
#include <httplib.h>
#include <signal.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <thread>

#include "headless_browser.hpp"
#include "phone_host_process.hpp"
#include "test_support.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

TEST(PhoneLobby, EverySeatIsShownWithWhoPlaysItInEachLanguage) {
  const std::string dir = ::testing::TempDir() + "/phone_lobby";
  test::PhoneHostProcess host(dir, "--pace 0 --save " + dir +
                                       "/game.jsonl --game avalon --names Ann,Boris,Vera,Gleb,Dasha --bots 4-5 --remote 2,3 --seed 11");
  ASSERT_GT(host.port, 0) << host.printed();
  const int port = host.port;
  // The address is said once the game has started (its seats open): a phone takes seat 3 at once.
  httplib::Client cli("127.0.0.1", port);
  auto joined = cli.Post("/api/join", R"({"seat": 3, "name": "Vika"})", "application/json");
  ASSERT_TRUE(joined && joined->status == 200) << (joined ? joined->body : "no answer") << host.printed();

  Catalog& cat = test::builtin_catalog();
  test::HeadlessBrowser b(dir + "/browser", 390, 844);
  b.go("http://127.0.0.1:" + std::to_string(port) + "/");
  const std::vector<std::string> states = {"screen", "open", "taken", "bot", "bot"};
  for (const std::string lang : {"en", "ru", "uk"}) {
    const std::string code = {char(lang[0] - 32), char(lang[1] - 32)};
    b.wait_for("document.querySelectorAll('#langs button').length === 3", "the language buttons");
    b.tap("[...document.querySelectorAll('#langs button')].find((e) => e.innerText === '" + code + "')");
    const std::string last = Value(cat.text(lang, "phone.state.bot")).dump();
    b.wait_for("document.documentElement.lang === '" + lang + "' && document.querySelectorAll('#app button.seat').length === 5 && " +
                   "document.querySelector('#app button.seat[data-seat=\"5\"] .state').innerText === " + last,
               "the lobby in " + lang);
    for (size_t i = 0; i < states.size(); ++i) {
      const std::string row = "document.querySelector('#app button.seat[data-seat=\"" + std::to_string(i + 1) + "\"]')";
      EXPECT_EQ(b.eval(row + ".querySelector('.state').innerText"), cat.text(lang, "phone.state." + states[i])) << lang << " seat " << i + 1;
      EXPECT_EQ(b.eval(row + ".disabled"), states[i] != "open") << lang << " seat " << i + 1;  // only an open seat is offered
      EXPECT_NE(std::string(b.eval(row + ".innerText")).find(cat.format(lang, "phone.seat", Value{{"seat", i + 1}}, {})), std::string::npos);
    }
    // A phone's typed name shows for the seat it holds; the screen's seat keeps the table's name.
    EXPECT_NE(std::string(b.eval("document.querySelector('#app button.seat[data-seat=\"3\"]').innerText")).find("Vika"), std::string::npos);
    EXPECT_NE(std::string(b.eval("document.querySelector('#app button.seat[data-seat=\"1\"]').innerText")).find("Ann"), std::string::npos);
    b.screenshot(UiDriver::artifacts_dir() + "/phone_lobby_" + lang + ".png");
  }
}

}  // namespace
}  // namespace rt::ui
