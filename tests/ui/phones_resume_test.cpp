// phones_resume_test.cpp: closing the shared screen loses nothing. A game with two seats played
// from phones (over loopback HTTP) and one at the screen is journaled; halfway the table view is
// closed; a new one (`play --phones --resume JOURNAL`) reads the phones' tokens kept beside the
// journal, and the same two phones, with the same tokens, play their seats to the end. A token the
// tokens file does not hold gets nothing; the record replays to the same game.
#include <gtest/gtest.h>
#include <httplib.h>
#include <sys/stat.h>

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

struct TestPhone {
  std::string token;
  int seat = 0;  // 0-based
  int answers = 0;
};

// Frames run until the game has `stop_at` decisions (or is over): the screen's person answers at
// the screen, the phones over HTTP (each reads its envelope afresh, as a reloaded page would).
void play(UiDriver& d, int port, std::vector<TestPhone>& phones, Rng& rng, size_t stop_at) {
  TableController& g = *d.app().game();
  httplib::Client cli("127.0.0.1", port);
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
    for (TestPhone& p : phones) {
      const httplib::Headers auth = {{"Authorization", "Bearer " + p.token}};
      auto r = cli.Get("/api/view?since=0", auth);
      ASSERT_TRUE(r && r->status == 200) << (r ? r->body : "no answer");
      const Value env = body(r);
      ASSERT_EQ(env["seat"], p.seat + 1);
      const Value& dec = env["view"]["decision"];
      if (dec.is_object() && dec["answered"] == false && env["queued"] == false) {
        auto a = cli.Post("/api/answer", auth,
                          Value{{"version", env["version"]}, {"answer", test::random_answer(dec, rng)}}.dump(), "application/json");
        ASSERT_TRUE(a);
        if (a->status == 202 || a->status == 200) ++p.answers;
      }
    }
  }
}

TEST(PhonesResume, ClosingTheSharedScreenLosesNothingThePhonesRejoinWithTheirTokens) {
  const std::string dir = ::testing::TempDir() + "/phones_resume";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string journal = dir + "/game.jsonl";
  rt::Setup setup;
  setup.game = "avalon";
  setup.players = {"Ann", "Mira", "Oleh", "D", "E"};
  setup.controllers = {"human", "human", "human", "bot", "bot"};
  setup.seed = 12;
  std::vector<TestPhone> phones;
  int port = 0;
  size_t half = 0;
  Rng rng(21);
  {
    auto d = std::make_unique<UiDriver>();
    ASSERT_EQ(d->app().enable_phones(loopback_options(0)), "");
    d->app().settings().pace = 0;  // the bots answer at once
    port = d->app().phones()->server().port();
    d->frame();
    d->app().draft().bots[1] = d->app().draft().bots[2] = false;
    d->frame();
    httplib::Client cli("127.0.0.1", port);
    for (int seat : {2, 3}) {
      auto j = cli.Post("/api/join", Value{{"seat", seat}, {"name", setup.players[seat - 1]}}.dump(), "application/json");
      ASSERT_TRUE(j && j->status == 200);
      phones.push_back({body(j)["token"], seat - 1});
    }
    d->frame();
    ASSERT_EQ(d->app().start_game(setup, {false, false, false, true, true}, journal), "");
    // The tokens are kept beside the journal, readable by their owner only.
    struct stat st {};
    ASSERT_EQ(::stat(net::seat_tokens_path(journal).c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    std::string error;
    const auto kept = net::load_seat_tokens(net::seat_tokens_path(journal), error);
    EXPECT_EQ(error, "");
    ASSERT_EQ(kept.size(), 2u);
    EXPECT_EQ(kept[0], (net::HeldSeat{1, phones[0].token, "Mira"}));
    EXPECT_EQ(kept[1], (net::HeldSeat{2, phones[1].token, "Oleh"}));
    play(*d, port, phones, rng, 14);
    half = d->app().game()->session().record().decisions.size();
    ASSERT_FALSE(d->app().game()->session().over());
    ASSERT_GE(half, 14u);
    EXPECT_GT(phones[0].answers + phones[1].answers, 2);
  }  // the shared screen is closed: the server is gone with it
  httplib::Client gone("127.0.0.1", port);
  EXPECT_FALSE(gone.Get("/api/lobby"));

  // `play --phones --resume JOURNAL` on the same port: the phones go on with the tokens they hold.
  auto d = std::make_unique<UiDriver>();
  ASSERT_EQ(d->app().enable_phones(loopback_options(port)), "");
  d->app().settings().pace = 0;
  ASSERT_EQ(d->app().resume(journal), "");
  TableController& g = *d->app().game();
  EXPECT_EQ(g.session().record().decisions.size(), half);
  EXPECT_TRUE(g.is_remote(1));
  EXPECT_TRUE(g.is_remote(2));
  EXPECT_FALSE(g.is_remote(0));
  EXPECT_EQ(g.humans(), 1);
  httplib::Client cli("127.0.0.1", port);
  for (const TestPhone& p : phones) {
    auto r = cli.Get("/api/view?since=0", {{"Authorization", "Bearer " + p.token}});
    ASSERT_TRUE(r && r->status == 200);
    EXPECT_EQ(body(r)["view"], g.session().view(p.seat)) << "seat " << p.seat + 1 << " has its whole view back";
  }
  auto forged = cli.Get("/api/view?since=0", {{"Authorization", "Bearer 0123456789abcdef0123456789abcdef"}});
  ASSERT_TRUE(forged);
  EXPECT_EQ(forged->status, 401);
  auto late = cli.Post("/api/join", R"({"name": "Eve"})", "application/json");
  ASSERT_TRUE(late);
  EXPECT_EQ(late->status, 409) << "nobody new joins a resumed game";
  const int before = phones[0].answers + phones[1].answers;
  play(*d, port, phones, rng, 100000);
  ASSERT_TRUE(g.session().over());
  EXPECT_GT(phones[0].answers + phones[1].answers, before) << "the same tokens answered after the restart";
  // The journal holds the whole game: it replays to the same end.
  std::ifstream in(journal);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string error;
  auto record = parse_record(text, journal, error);
  ASSERT_TRUE(record) << error;
  auto again = Session::replay(test::builtin_catalog(), *record, journal, error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), g.session().view(kOmniscient));
}

TEST(PhonesResume, ADamagedTokensFileGivesNoSeatAndNoCrash) {
  const std::string path = ::testing::TempDir() + "/damaged.jsonl.phones";
  for (const std::string& text : {std::string("not json"), std::string(R"({"phones": [{"seat": 1, "token": "../../etc"}]})"),
                                 std::string(R"({"phones": [{"seat": 0, "token": "0123456789abcdef0123456789abcdef"}]})")}) {
    { std::ofstream(path) << text; }
    std::string error;
    EXPECT_TRUE(net::load_seat_tokens(path, error).empty()) << text;
    EXPECT_NE(error, "") << text;
  }
  std::string error;
  EXPECT_TRUE(net::load_seat_tokens(path + ".missing", error).empty());
  EXPECT_EQ(error, "");
}

}  // namespace
}  // namespace rt::ui
