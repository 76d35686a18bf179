// phone_browser_test.cpp: a real browser plays a seat. `roundtable play --phones --remote 2`
// hosts an Avalon game (the table view headless, bots at the other seats); headless Chromium
// (Debian's package, tools/setup) opens the phone page at a phone's size (390x844) over loopback,
// types a name, takes seat 2 and plays the whole game by tapping the page's buttons as a person
// would: it sees its own character and no one else's, answers the secret votes, and the table
// goes on to the end (the host's journal replays to a finished game with every answer it tapped).
// The phone buzzes (navigator.vibrate) as each question comes to it.
// Screenshots (ui-artifacts/phone_*.png, the README's): the lobby, a secret vote in en, ru and uk.
#include <gtest/gtest.h>
#include <httplib.h>
#include <signal.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <thread>

#include "core/record.hpp"
#include "core/rng.hpp"
#include "core/view.hpp"
#include "headless_browser.hpp"
#include "lua/session.hpp"
#include "phone_host_process.hpp"
#include "test_support.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

// `roundtable play --phones` hosting the game in `flags`, its journal in dir.
struct BrowserHost {
  BrowserHost(const std::string& dir, const std::string& flags)
      : dir(dir), journal(dir + "/game.jsonl"), process(dir, "--pace 0 --save " + journal + " " + flags, false), port(process.port) {}
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port) + "/"; }
  std::string dir, journal;
  test::PhoneHostProcess process;
  int port = 0;
};

// The envelope of the seat the page holds, read with the page's own token (the test's eyes on
// the protocol, so it knows which buttons answer the request the page shows).
struct Envelopes {
  Envelopes(int port, std::string token) : cli("127.0.0.1", port), token(std::move(token)) { cli.set_read_timeout(30, 0); }
  Value after(uint64_t since) {
    for (int tries = 0; tries < 100; ++tries) {
      auto r = cli.Get(("/api/view?since=" + std::to_string(since)).c_str(), {{"Authorization", "Bearer " + token}});
      if (r && r->status == 200) return Value::parse(r->body);
      std::this_thread::sleep_for(50ms);  // a rate limit: try again
    }
    throw std::runtime_error("no envelope from the host");
  }
  httplib::Client cli;
  std::string token;
};

// The page's text outside its log (which is public): what the person sees of the seat itself.
const char* kSeatText =
    "[...document.querySelectorAll('#bar, #app section:not(.log)')].map((e) => e.innerText).join('\\n')";
const char* kTurnButtons = "document.querySelectorAll('#app section.decision.turn button')";

// Taps the buttons of the decision section that give `answer` to `request`.
void tap_answer(test::HeadlessBrowser& b, const Value& request, const Value& answer) {
  const std::string kind = request["kind"];
  auto nth = [&](size_t i) { return std::string(kTurnButtons) + "[" + std::to_string(i) + "]"; };
  if (kind == "choose") {
    const auto& options = request["options"];
    for (size_t i = 0; i < options.size(); ++i)
      if (options[i] == answer) return b.tap(nth(i));
    throw std::runtime_error("no option " + answer.dump());
  }
  const Value& pool = kind == "pick_seats" ? request["eligible"] : request["entities"];
  for (const Value& x : answer) {
    size_t i = 0;
    while (i < pool.size() && pool[i] != x) ++i;
    if (i == pool.size()) throw std::runtime_error("not in the pool: " + x.dump());
    b.tap(nth(i));
  }
  b.tap("document.querySelector('#app section.decision.turn button.send')");
}

TEST(PhoneBrowser, ChromiumOnThePhonePagePlaysASeatThroughAWholeAvalonGame) {
  const std::string dir = ::testing::TempDir() + "/phone_browser";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  BrowserHost host(dir, "--game avalon --names Ann,Boris,Vera,Gleb,Dasha --bots 1,3-5 --remote 2 --seed 11");
  ASSERT_GT(host.port, 0) << test::read_whole_file(dir + "/host.log");
  const std::string shots = UiDriver::artifacts_dir();
  Catalog& cat = test::builtin_catalog();
  auto tr = [&](const std::string& lang, const std::string& key) { return cat.text(lang, key); };

  test::HeadlessBrowser b(dir + "/browser", 390, 844);
  b.go(host.url());
  // The lobby: seat 2 (Boris's, played over the network) is open; seat 1 is the host's.
  b.wait_for("document.querySelector('#app input') && [...document.querySelectorAll('#app button')].some((e) => e.innerText.includes('Boris'))",
             "the lobby");
  b.tap("document.querySelector('#app input')");
  b.type("Boris");  // the seat's name at the table (a game started with --names keeps its names)
  b.screenshot(shots + "/phone_join_en.png");
  b.tap("[...document.querySelectorAll('#app button')].find((e) => e.innerText.includes('Boris'))");
  b.wait_for("localStorage.getItem('rt.token') && Number(document.getElementById('app').dataset.version) > 0", "joining");
  const std::string token = b.eval("localStorage.getItem('rt.token')");
  EXPECT_EQ(token.size(), 32u);
  EXPECT_EQ(b.eval("document.getElementById('who').innerText"), "Boris, seat 2");
  Envelopes envelopes(host.port, token);
  // The phone buzzes when a question comes to its seat (the page calls navigator.vibrate as a
  // request arrives): counted here in place of a motor.
  b.eval("window.buzzes = 0; navigator.vibrate = () => { window.buzzes += 1; return true; }; 0");

  Rng rng(5);
  std::vector<std::string> seat_texts;  // what the page showed of the seat, at each request
  int tapped = 0, secret_votes = 0;
  uint64_t version = 0;
  Value env;
  for (int step = 0; step < 400; ++step) {
    env = envelopes.after(version);
    version = env["version"];
    const Value& view = env["view"];
    if (view.is_object() && !view["outcome"].is_null()) break;
    const Value& request = view.is_object() ? view["decision"] : Value();
    if (!request.is_object() || request["answered"] == true || env["queued"] == true) continue;
    // The page catches up with this envelope (else a newer one is waiting: read that first).
    b.wait_for("Number(document.getElementById('app').dataset.version) >= " + std::to_string(version), "the page to show the request");
    if (b.eval("Number(document.getElementById('app').dataset.version)") != version) continue;
    seat_texts.push_back(b.eval(kSeatText));
    const bool secret_vote = request["prompt"] == "avalon.prompt.vote";
    if (secret_vote && secret_votes++ == 0) {
      // The first secret vote, in each language (the buttons at the top of the page).
      for (const std::string lang : {"en", "ru", "uk"}) {
        b.tap("[...document.querySelectorAll('#langs button')].find((e) => e.innerText === '" + std::string(1, char(lang[0] - 32)) +
              std::string(1, char(lang[1] - 32)) + "')");
        const std::string approve = tr(lang, "avalon.choice.approve");
        b.wait_for("document.documentElement.lang === '" + lang + "' && " + kTurnButtons + "[0].innerText === " + Value(approve).dump(),
                   "the page in " + lang);
        EXPECT_NE(std::string(b.eval(kSeatText)).find(tr(lang, "avalon.role.servant")), std::string::npos) << lang;
        b.screenshot(shots + "/phone_vote_" + lang + ".png");
      }
      b.tap("[...document.querySelectorAll('#langs button')].find((e) => e.innerText === 'EN')");
      b.wait_for("document.documentElement.lang === 'en'", "the page in English again");
    }
    const Value answer = rt::random_answer(request, rng);
    tap_answer(b, request, answer);
    ++tapped;
    // The page says the answer is in (sent, or taken and the request gone).
    b.wait_for("Number(document.getElementById('app').dataset.version) > " + std::to_string(version) +
                   " || document.querySelector('#app section.decision:not(.turn)') || document.querySelector('#app section.decision')?.innerText.includes(" +
                   Value(tr("en", "phone.sent")).dump() + ")",
               "the answer to be taken");
    if (secret_vote && secret_votes == 1) {
      // The table goes on: every vote turned over, in the page's log.
      b.wait_for("document.querySelector('#app section.log')?.innerText.includes('Approve: ')", "the votes to be turned over");
    }
  }
  ASSERT_TRUE(env["view"].is_object() && !env["view"]["outcome"].is_null()) << "the game did not end";
  b.wait_for("document.querySelector('#app section.over')", "the page to say the game is over");
  EXPECT_NE(std::string(b.eval("document.querySelector('#app section.over').textContent")).find(tr("en", "phone.game_over")), std::string::npos);
  b.screenshot(shots + "/phone_over_en.png");
  EXPECT_GT(secret_votes, 0);
  // A buzz per question that came (none while nothing was asked): at least one, at most one per tap.
  const int buzzes = std::stoi(std::string(b.eval("String(window.buzzes)")));
  EXPECT_GT(buzzes, 0);
  EXPECT_LE(buzzes, tapped);

  // The host's journal: a whole game, seat 2 played by the phone with exactly the answers tapped.
  std::string error;
  auto record = parse_record(test::read_whole_file(host.journal), host.journal, error);
  ASSERT_TRUE(record) << error;
  auto game = Session::replay(cat, *record, host.journal, error);
  ASSERT_TRUE(game) << error;
  EXPECT_TRUE(game->over());
  int seat2 = 0;
  for (auto& a : record->decisions) seat2 += a.seat == 1;
  EXPECT_EQ(seat2, tapped);

  // Its own hand only: seat 2's character on every screen, no other seat's character anywhere but
  // the public log.
  const Value all = game->view(kOmniscient);
  std::string own;
  std::set<std::string> others;
  for (const Value& e : all["entities"]) {
    if (e["kind"] != "character" || !e["props"].contains("role")) continue;
    const std::string name = tr("en", "avalon.role." + e["props"]["role"].get<std::string>());
    if (e["owner"] == 2) own = name;
    else others.insert(name);
  }
  ASSERT_EQ(own, tr("en", "avalon.role.servant")) << "seed 11 deals seat 2 a Loyal Servant";
  others.erase(own);
  ASSERT_FALSE(others.empty());
  ASSERT_FALSE(seat_texts.empty());
  for (const std::string& text : seat_texts) {
    EXPECT_NE(text.find(own), std::string::npos) << text;
    for (const std::string& other : others) EXPECT_EQ(text.find(other), std::string::npos) << other << " in\n" << text;
  }
}

}  // namespace
}  // namespace rt::ui
