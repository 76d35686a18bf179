// join_window_test.cpp: `roundtable join` in the table view. A host (`roundtable play --phones
// --remote 2`, headless) plays Avalon with bots at the other seats; seat 2 is played from a
// second table view that only ever gets that seat's envelopes over loopback (net::RemoteTable):
// - in this process, driven like a person (UiDriver: the decision's buttons, the seats clicked on
//   the table), for a whole game: every frame draws from seat 2's view only; everything received
//   is seat 2's own view at some point of the host's journal (the hidden-facts check on what came
//   over the wire); a refusal comes back to the status line with the rule behind the request; screenshots of a decision and the end;
// - as a second process, `roundtable join --screenshot` (SDL's offscreen driver) with random
//   answers, to the end of the game: its PNGs of the first decision and of the end.
#include <gtest/gtest.h>
#include <httplib.h>
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <thread>

#include "bots/bot.hpp"
#include "core/record.hpp"
#include "lua/session.hpp"
#include "net/remote_table.hpp"
#include "phone_host_process.hpp"
#include "test_support.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

// `roundtable play --phones` hosting kFlags' game; port 0 unless seat 2 waits for its player
// as soon as the host says its address (it says it only once the game's seats are open).
struct Host {
  Host(const std::string& dir, const std::string& flags)
      : dir(dir), journal(dir + "/game.jsonl"), process(dir, "--pace 0 --save " + journal + " " + flags) {
    if (process.port <= 0) return;
    httplib::Client cli("127.0.0.1", process.port);
    auto lobby = cli.Get("/api/lobby");
    const Value seats = lobby && lobby->status == 200 ? Value::parse(lobby->body, nullptr, false)["seats"] : Value();
    if (seats.is_array() && seats.size() == 5 && seats[1]["state"] == "open" && seats[0]["state"] == "bot") port = process.port;
  }
  std::unique_ptr<Record> record() const {
    std::string error;
    auto r = parse_record(test::read_whole_file(journal), journal, error);
    return r ? std::make_unique<Record>(std::move(*r)) : nullptr;
  }
  std::string dir, journal;
  test::PhoneHostProcess process;
  int port = 0;
};

const char* kFlags = "--game avalon --names Ann,Boris,Vera,Gleb,Dasha --bots 1,3-5 --remote 2 --seed 11";

// Seat 2's view at every point of the host's game (each prefix of its journal replayed).
std::set<std::string> seat_views(const Record& record) {
  std::set<std::string> out;
  Record prefix = record;
  for (size_t n = 0; n <= record.decisions.size(); ++n) {
    prefix.decisions.assign(record.decisions.begin(), record.decisions.begin() + static_cast<long>(n));
    std::string error;
    auto s = Session::replay(test::builtin_catalog(), prefix, "", error);
    if (s) out.insert(s->view(1).dump());
  }
  return out;
}

TEST(JoinWindow, ATableViewPlaysASeatOfAnotherProcesssGameFromItsEnvelopesOnly) {
  Host host(::testing::TempDir() + "/join_window", kFlags);
  ASSERT_GT(host.port, 0) << test::read_whole_file(host.dir + "/host.log");
  UiDriver d(1280, 720);
  auto link = std::make_unique<net::RemoteTable>("127.0.0.1", host.port);
  net::RemoteTable* remote = link.get();
  remote->keep_received(true);
  ASSERT_TRUE(remote->join(2, "Boris").is_null());
  ASSERT_EQ(d.app().join_remote(std::move(link)), "");
  TableController& g = *d.app().game();
  ASSERT_TRUE(g.link());

  Rng rng(5);
  int clicked = 0, decisions_shot = 0;
  bool refused_once = false;
  std::set<int> views_read;
  for (int i = 0; i < 6000 && d.app().screen() != Screen::End; ++i) {
    const FrameTrace& tr = d.frame();
    views_read.insert(tr.view_seats.begin(), tr.view_seats.end());
    if (g.human_to_act() < 0) {
      std::this_thread::sleep_for(5ms);
      continue;
    }
    const Value req = g.public_request();
    ASSERT_TRUE(req.is_object());
    if (!refused_once) {
      // An answer the rules refuse: the refusal comes back over the wire into the status line,
      // and the seat is asked again.
      refused_once = true;
      ASSERT_EQ(g.answer(Value::array({Value::array({99})})), "");
      for (int k = 0; k < 400 && d.app().status().empty(); ++k) d.frame(), std::this_thread::sleep_for(5ms);
      // The refusal's words, and the rule behind the request (its args.rule, said as the table
      // view says it: "The rule: ...").
      const std::string rule = req["kind"] == "choose" ? "avalon.rule.vote" : "avalon.rule.team";
      const std::string said = d.catalog().format("en", rule, Value{{"leader", 1}, {"mission", 1}, {"size", 2}},
                                                  {"Ann", "Boris", "Vera", "Gleb", "Dasha"});
      EXPECT_EQ(d.app().status(), "Not accepted: That answer does not fit the question. The rule: " + said) << d.app().status();
      for (int k = 0; k < 400 && g.human_to_act() < 0; ++k) d.frame(), std::this_thread::sleep_for(5ms);
      ASSERT_GE(g.human_to_act(), 0);
      d.screenshot("join_window_refused");
    }
    d.frame();
    if (decisions_shot == 0) {
      // What the table view offers a person at a local table, where it makes sense for a seat
      // played from here: the pace and sound in the top bar, and the rules page of the game
      // played (its setup read from the seat's view); no Save (the host records the game).
      EXPECT_TRUE(d.has("pace"));
      EXPECT_TRUE(d.has("sound.mute"));
      EXPECT_FALSE(d.has("menu.save"));
      ASSERT_TRUE(d.click("menu.rules"));
      const FrameTrace& rules = d.frame();
      const std::string title = d.catalog().format("en", "ui.rules.title", Value{{"game", d.catalog().text("en", "avalon.title")}}, {});
      EXPECT_TRUE(std::find(rules.texts.begin(), rules.texts.end(), title) != rules.texts.end()) << title;
      d.screenshot("join_window_rules");
      ASSERT_TRUE(d.click("rules.close"));
      d.frame();
    }
    if (decisions_shot++ == 0) d.screenshot("join_window_decision");
    const std::string kind = req.value("kind", "");
    const Value answer = rt::random_answer(req, rng);
    bool done = false;
    if (kind == "choose") {
      done = d.click("choice." + answer.get<std::string>());
    } else if (kind == "pick_seats") {
      done = true;
      for (const Value& seat : answer) done = done && d.click("seat." + std::to_string(seat.get<int>()));
      done = done && d.click("decision.confirm");
    }
    if (!done) {
      ASSERT_EQ(g.answer(answer), "") << req.dump();  // (cards: answered as the click would)
    }
    ++clicked;
  }
  ASSERT_EQ(d.app().screen(), Screen::End) << "the game did not end";
  for (int k = 0; k < 5; ++k) d.frame();
  d.screenshot("join_window_end");
  EXPECT_GT(decisions_shot, 0);
  // The window drew from seat 2's view only: never the public table's, never another seat's.
  EXPECT_EQ(views_read, std::set<int>{1});

  // What came over the wire: seat 2's own view at some point of the host's game, and nothing else.
  auto record = host.record();
  ASSERT_TRUE(record);
  const std::set<std::string> allowed = seat_views(*record);
  const auto received = remote->received();
  ASSERT_GT(received.size(), 5u);
  for (const Value& env : received) {
    EXPECT_EQ(env["seat"], 2);
    if (env["view"].is_object()) {
      EXPECT_TRUE(allowed.count(env["view"].dump())) << "not one of seat 2's views: " << env["view"].dump();
    }
  }
  // The host's game is whole, with seat 2's answers in it.
  std::string error;
  auto game = Session::replay(test::builtin_catalog(), *record, host.journal, error);
  ASSERT_TRUE(game) << error;
  EXPECT_TRUE(game->over());
  int seat2 = 0;
  for (auto& a : record->decisions) seat2 += a.seat == 1;
  EXPECT_EQ(seat2, clicked);
}

TEST(JoinWindow, TheJoinCommandDrawsItsSeatHeadlessAndPlaysToTheEnd) {
  Host host(::testing::TempDir() + "/join_window_process", kFlags);
  ASSERT_GT(host.port, 0) << test::read_whole_file(host.dir + "/host.log");
  const std::string png = UiDriver::artifacts_dir() + "/join_process.png", end_png = UiDriver::artifacts_dir() + "/join_process-end.png";
  std::filesystem::remove(png);
  std::filesystem::remove(end_png);
  std::string out;
  const int rc = test::run_command("SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME=" + host.dir + " timeout 120 " +
                                       test::roundtable_binary() + " join 127.0.0.1:" + std::to_string(host.port) +
                                       " --seat 2 --random-answers --seed 4 --screenshot " + png + " 2>&1",
                                   &out);
  EXPECT_EQ(rc, 0) << out << "\nhost:\n" << test::read_whole_file(host.dir + "/host.log");
  EXPECT_NE(out.find("You have joined seat 2"), std::string::npos) << out;
  EXPECT_NE(out.find("The game is over."), std::string::npos) << out;
  EXPECT_GT(std::filesystem::file_size(png), 10000u);
  EXPECT_GT(std::filesystem::file_size(end_png), 10000u);
  auto record = host.record();
  ASSERT_TRUE(record);
  std::string error;
  auto game = Session::replay(test::builtin_catalog(), *record, host.journal, error);
  ASSERT_TRUE(game) << error;
  EXPECT_TRUE(game->over());
}

TEST(JoinWindow, BeforeTheGameStartsTheWindowSaysWhichSeatItHoldsAndWaits) {
  // The host on its setup screen: seat 1 (a person) is open to phones and to a joined window.
  test::PhoneHostProcess host(::testing::TempDir() + "/join_window_waiting", "");
  ASSERT_GT(host.port, 0) << host.printed();
  auto link = std::make_unique<net::RemoteTable>("127.0.0.1", host.port);
  const Value refused = link->join(1, "Remote");  // at once: the address is said once seat 1 is open
  ASSERT_TRUE(refused.is_null()) << refused.dump();
  UiDriver d(1280, 720, "ru");
  ASSERT_EQ(d.app().join_remote(std::move(link)), "");
  bool said_seat = false;
  for (int i = 0; i < 50 && !said_seat; ++i) {
    const FrameTrace& tr = d.frame();
    for (const std::string& t : tr.texts) said_seat = said_seat || t == d.catalog().format("ru", "ui.join.window.joined", Value{{"seat", 1}}, {});
    EXPECT_TRUE(tr.view_seats.empty());  // no view yet: nothing read, nothing drawn of a game
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_TRUE(said_seat);
  EXPECT_TRUE(d.app().game()->remote_waiting());
  d.screenshot("join_window_waiting_ru");
}

}  // namespace
}  // namespace rt::ui
