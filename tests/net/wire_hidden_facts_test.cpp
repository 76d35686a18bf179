// wire_hidden_facts_test.cpp: the suite's differential hidden-facts check (checkers/
// game_checkers_test.cpp, AViewDoesNotDependOnHiddenFacts) run over the wire. Two tables are
// hosted on loopback, one with a deal and one with two other seats' characters swapped, and
// the same answers are given at both. While a seat's knowledge is the same at both tables, the
// bytes its phone receives (the whole envelope, as sent) must be the same too: what a remote
// seat receives never depends on facts its seat was not given.
#include <gtest/gtest.h>
#include <httplib.h>

#include "bots/bot.hpp"
#include "net/http_server.hpp"
#include "net/phone_seats.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

// One hosted table: a session, its hub and server, and a phone's token at every seat.
struct WireTable {
  std::unique_ptr<Session> session;
  std::unique_ptr<SeatHub> hub;
  std::unique_ptr<HttpServer> server;
  std::unique_ptr<httplib::Client> cli;
  std::vector<std::string> tokens;

  std::string start(const Setup& setup) {
    std::string error;
    session = Session::start(test::builtin_catalog(), setup, error);
    if (!session) return error;
    const int n = session->state().seat_count();
    hub = std::make_unique<SeatHub>(n);
    for (int s = 0; s < n; ++s) hub->set_open(s, true, setup.players[s]);
    ServerOptions o;
    o.port = 0;
    o.bind = "127.0.0.1";
    o.poll_wait = 0ms;
    o.seat_rate = o.seat_burst = o.client_rate = o.client_burst = 1e9;  // (no limit: the test reads a lot)
    server = std::make_unique<HttpServer>(*hub, o);
    if (std::string e = server->start(); !e.empty()) return e;
    cli = std::make_unique<httplib::Client>("127.0.0.1", server->port());
    for (int s = 0; s < n; ++s) {
      auto j = cli->Post("/api/join", Value{{"seat", s + 1}, {"name", "Phone " + std::to_string(s + 1)}}.dump(), "application/json");
      if (!j || j->status != 200) return "join failed";
      tokens.push_back(Value::parse(j->body)["token"]);
    }
    publish_views(*hub, *session);
    return "";
  }
  // The envelope's bytes as the seat's phone receives them.
  std::string received(int seat) {
    auto r = cli->Get("/api/view?since=0", {{"Authorization", "Bearer " + tokens[seat]}});
    return r && r->status == 200 ? r->body : "(no answer)";
  }
  bool answer(const RecordedAnswer& a) {
    if (!session->answer(a.seat, a.answer).empty()) return false;
    publish_views(*hub, *session);
    return true;
  }
  ~WireTable() {
    if (server) server->stop();
  }
};

TEST(WireHiddenFacts, WhatARemoteSeatReceivesDoesNotDependOnFactsItWasNotGiven) {
  const int players = 5;
  int compared = 0;
  for (uint64_t seed = 300; seed < 302; ++seed) {
    std::string error;
    auto probe = Session::start(test::builtin_catalog(), test::make_setup("avalon", players, seed), error);
    ASSERT_TRUE(probe) << error;
    rt::Setup setup = probe->record().setup;
    setup.deal = probe->state().dealt;
    auto original = Session::start(test::builtin_catalog(), setup, error);
    ASSERT_TRUE(original) << error;
    RandomBot bot(seed);
    ASSERT_EQ(test::play_out(*original, bot), "");
    const Record rec = original->record();
    for (int a = 0; a < players; ++a)
      for (int b = a + 1; b < players; ++b) {
        if ((*setup.deal)[a] == (*setup.deal)[b]) continue;
        rt::Setup other = setup;
        std::swap((*other.deal)[a], (*other.deal)[b]);
        WireTable x, y;
        ASSERT_EQ(x.start(setup), "");
        ASSERT_EQ(y.start(other), "");
        std::vector<bool> watching(players);
        for (int s = 0; s < players; ++s) watching[s] = s != a && s != b;
        for (size_t i = 0; i <= rec.decisions.size(); ++i) {
          if (x.session->over() || y.session->over()) break;  // the end reveals everything
          bool any = false;
          for (int s = 0; s < players; ++s) {
            if (!watching[s]) continue;
            if (x.session->state().knowledge[s] != y.session->state().knowledge[s]) {
              watching[s] = false;
              continue;
            }
            ASSERT_EQ(x.received(s), y.received(s))
                << "seat " << s + 1 << "'s phone can tell seats " << a + 1 << " and " << b + 1 << " apart after " << i
                << " answers (seed " << seed << ")";
            ++compared;
            any = true;
          }
          if (!any || i == rec.decisions.size()) break;
          if (!x.answer(rec.decisions[i]) || !y.answer(rec.decisions[i])) break;
        }
      }
  }
  EXPECT_GT(compared, 20) << "too few comparable views";
}

}  // namespace
}  // namespace rt::net
