// phones_handoff_test.cpp: the host hands a seat on mid-game from the shared screen. The public
// table lists the seats played from phones; its hand-on buttons give a phone's seat to a bot
// (the phone's token stops working at once, the bot answers for the seat), back to a phone (a new
// phone joins mid-game and gets the seat's whole view), and from one phone to another (the first
// one's token dies). The tokens kept beside the journal follow; the record replays to the same
// game; a seat handed to a bot is still a bot when the journal is resumed. Screenshot:
// ui-artifacts/phones_hand_on.png (the hand-on list open).
#include <gtest/gtest.h>
#include <httplib.h>

#include <filesystem>
#include <fstream>

#include "../net/random_answer.hpp"
#include "net/phone_host.hpp"
#include "net/seat_tokens.hpp"
#include "test_support.hpp"
#include "loopback_phones.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

class HandOff : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(d.app().enable_phones(loopback_options()), "");
    d.app().settings().pace = 0;  // the bots answer at once
    cli = std::make_unique<httplib::Client>("127.0.0.1", d.app().phones()->server().port());
    d.frame();
    d.app().draft().bots[1] = false;
    d.frame();
  }
  std::string join(int seat, const std::string& name) {
    auto j = cli->Post("/api/join", Value{{"seat", seat}, {"name", name}}.dump(), "application/json");
    if (!j || j->status != 200) return "";
    return body(j)["token"];
  }
  int status_of(const std::string& token) {
    auto r = cli->Get("/api/view?since=0", {{"Authorization", "Bearer " + token}});
    return r ? r->status : 0;
  }
  // Frames until the record has `stop_at` answers or the game is over; seat 1 answers at the
  // screen, seat 2 from the phone holding `token` (if any).
  void play(const std::string& token, size_t stop_at) {
    TableController& g = *d.app().game();
    for (int frame = 0; frame < 4000 && !g.session().over() && g.session().record().decisions.size() < stop_at; ++frame) {
      d.frame();
      if (g.session().over()) break;
      if (g.in_reveal()) {
        g.reveal_seen();
        continue;
      }
      if (g.human_to_act() == 0) {
        g.answer(test::random_answer(g.session().view(0)["decision"], rng));
        continue;
      }
      if (token.empty()) continue;
      const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
      auto r = cli->Get("/api/view?since=0", auth);
      ASSERT_TRUE(r && r->status == 200);
      const Value env = body(r);
      const Value& dec = env["view"]["decision"];
      if (dec.is_object() && dec["answered"] == false && env["queued"] == false)
        cli->Post("/api/answer", auth, Value{{"version", env["version"]}, {"answer", test::random_answer(dec, rng)}}.dump(),
                  "application/json");
    }
  }
  size_t answers_of(int seat, size_t from) {
    const auto& all = d.app().game()->session().record().decisions;
    size_t n = 0;
    for (size_t i = from; i < all.size(); ++i) n += all[i].seat == seat;
    return n;
  }
  // A fresh folder `name` for the journal; seat 2's phone (Mira) joins; an Avalon game of `seed`
  // starts with Ann at the screen, Mira on her phone and three bots. The phone's token.
  std::string start(const std::string& name, uint64_t seed) {
    const std::string dir = ::testing::TempDir() + "/" + name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    journal = dir + "/game.jsonl";
    kept = net::seat_tokens_path(journal);
    const std::string token = join(2, "Mira");
    if (token.empty()) return "";
    rt::Setup setup;
    setup.game = "avalon";
    setup.players = {"Ann", "Mira", "C", "D", "E"};
    setup.controllers = {"human", "human", "bot", "bot", "bot"};
    setup.seed = seed;
    return d.app().start_game(setup, {false, false, true, true, true}, journal).empty() ? token : "";
  }
  UiDriver d;
  std::unique_ptr<httplib::Client> cli;
  Rng rng{17};
  std::string journal, kept;  // the game's journal and the phones' file beside it
};

TEST_F(HandOff, AHostHandsAPhoneSeatToABotBackToAPhoneAndToAnotherPhone) {
  const std::string first = start("phones_handoff", 5);
  ASSERT_FALSE(first.empty());
  TableController& g = *d.app().game();
  play(first, 4);
  // The public table says which seats phones play; the list opens with a button.
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("Played from phones: Mira.")) << "the phone seats are named";
  EXPECT_TRUE(t.drew("#2  phone")) << "the seat's plate says it is played from a phone";
  EXPECT_FALSE(d.has("phones.seat.2.bot"));
  ASSERT_TRUE(d.click("phones.manage"));
  d.frame();
  EXPECT_TRUE(d.frame().drew("2. Mira: phone (Mira)"));
  EXPECT_TRUE(d.frame().drew("3. C: a bot"));
  EXPECT_TRUE(d.has("phones.seat.2.bot"));
  EXPECT_TRUE(d.has("phones.seat.2.phone"));
  EXPECT_TRUE(d.has("phones.seat.3.phone"));
  EXPECT_FALSE(d.has("phones.seat.1.bot")) << "the person at the screen is not handed on";
  EXPECT_FALSE(d.has("phones.seat.1.phone"));
  d.screenshot("phones_hand_on");

  // To a bot: the phone's token stops working at once, and the bot answers for seat 2.
  ASSERT_TRUE(d.click("phones.seat.2.bot"));
  EXPECT_EQ(status_of(first), 401);
  auto late = cli->Post("/api/answer", {{"Authorization", "Bearer " + first}}, R"({"version": 1, "answer": "approve"})",
                        "application/json");
  ASSERT_TRUE(late);
  EXPECT_EQ(late->status, 401);
  EXPECT_TRUE(g.is_bot(1));
  EXPECT_FALSE(g.is_remote(1));
  std::string error;
  EXPECT_TRUE(net::load_seat_tokens(kept, error).empty()) << "no phone holds a seat now";
  const size_t handed = g.session().record().decisions.size();
  play("", handed + 12);
  ASSERT_FALSE(g.session().over());
  EXPECT_GT(answers_of(1, handed), 0u) << "the bot answered for seat 2";
  EXPECT_TRUE(d.frame().drew("No seat is played from a phone."));

  // Back to a phone: the seat opens, a new phone joins mid-game and has the seat's whole view.
  ASSERT_TRUE(d.click("phones.seat.2.phone"));
  EXPECT_TRUE(g.is_remote(1));
  EXPECT_TRUE(d.frame().drew("2. Mira: waiting for a phone to join"));
  EXPECT_EQ(join(3, "Eve"), "") << "only the seat opened may be joined";
  const std::string second = join(2, "Nika");
  ASSERT_FALSE(second.empty());
  d.frame();
  auto r = cli->Get("/api/view?since=0", {{"Authorization", "Bearer " + second}});
  ASSERT_TRUE(r && r->status == 200);
  // Its whole view, with seat 2 shown by the name its new player typed, at the shared screen too;
  // the record keeps the setup's name (docs/network.md).
  Value whole = g.session().view(1);
  whole["players"][1]["name"] = "Nika";
  EXPECT_EQ(body(r)["view"], whole);
  EXPECT_EQ(g.public_view()["players"][1]["name"], "Nika");
  EXPECT_EQ(g.view()["players"][1]["name"], "Nika");
  EXPECT_TRUE(d.frame().drew("Nika"));
  EXPECT_EQ(g.session().record().setup.players[1], "Mira");
  EXPECT_EQ(status_of(first), 401) << "the first phone's token stays dead";
  auto held = net::load_seat_tokens(kept, error);
  ASSERT_EQ(held.size(), 1u);
  EXPECT_EQ(held[0], (net::HeldSeat{1, second, "Nika"}));
  const size_t back = g.session().record().decisions.size();
  play(second, back + 10);

  // To another phone: the second phone's token dies; a third plays the seat to the end.
  ASSERT_TRUE(d.click("phones.seat.2.phone"));
  EXPECT_EQ(status_of(second), 401);
  const std::string third = join(2, "Olya");
  ASSERT_FALSE(third.empty());
  const size_t third_from = g.session().record().decisions.size();
  play(third, 100000);
  ASSERT_TRUE(g.session().over());
  EXPECT_GT(answers_of(1, third_from), 0u) << "the third phone played seat 2";
  // The journal replays to the same game: who held a seat is no part of the record.
  std::ifstream in(journal);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto record = parse_record(text, journal, error);
  ASSERT_TRUE(record) << error;
  auto again = Session::replay(test::builtin_catalog(), *record, journal, error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), g.session().view(kOmniscient));
}

// Seats keep their hands across a resume: a people seat handed to a bot is a bot again (not a
// person at the screen), and a bot seat a phone took mid-game is that phone's again.
TEST_F(HandOff, AResumedGameKeepsTheSeatsAsTheyWereHandedOn) {
  const std::string first = start("phones_handoff_resume", 6);
  ASSERT_FALSE(first.empty());
  play(first, 3);
  ASSERT_TRUE(d.click("phones.manage"));
  d.frame();
  ASSERT_TRUE(d.click("phones.seat.2.bot"));
  d.frame();
  ASSERT_TRUE(d.click("phones.seat.3.phone"));
  const std::string taker = join(3, "Taja");
  ASSERT_FALSE(taker.empty());
  d.frame();
  const size_t at = d.app().game()->session().record().decisions.size();
  ASSERT_FALSE(d.app().game()->session().over());

  // The screen closes; the game resumes from its journal.
  d.app().open_setup();
  std::string error;
  std::vector<int> handed;
  const auto held = net::load_seat_tokens(kept, error, &handed);
  ASSERT_EQ(error, "");
  EXPECT_EQ(handed, std::vector<int>{1}) << "seat 2 is kept as handed to a bot";
  ASSERT_EQ(held.size(), 1u);
  EXPECT_EQ(held[0].seat, 2);
  ASSERT_EQ(d.app().resume(journal), "");
  TableController& g = *d.app().game();
  EXPECT_EQ(g.session().record().decisions.size(), at);
  EXPECT_TRUE(g.is_bot(1)) << "seat 2 came back as a person at the screen";
  EXPECT_FALSE(g.is_remote(1));
  EXPECT_TRUE(g.is_remote(2)) << "seat 3 went back to a bot";
  EXPECT_EQ(status_of(taker), 200) << "the phone that took seat 3 plays it on with its token";
  EXPECT_EQ(status_of(first), 401);
  EXPECT_EQ(g.humans(), 1) << "only Ann is at the screen";
  handed.clear();
  net::load_seat_tokens(kept, error, &handed);
  EXPECT_EQ(handed, std::vector<int>{1}) << "kept for the next resume too";
  play(taker, 100000);
  ASSERT_TRUE(g.session().over());
  EXPECT_GT(answers_of(1, at), 0u) << "a bot answered for seat 2 after the resume";
  EXPECT_GT(answers_of(2, at), 0u) << "the phone answered for seat 3 after the resume";
}

}  // namespace
}  // namespace rt::ui
