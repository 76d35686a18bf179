// http_protocol_test.cpp: simulated phones over real HTTP on loopback (engine/net/http_server):
// joining, a whole Avalon game played by phones at every seat, a phone reconnecting mid-vote with
// its token and missing nothing, and the hostile cases (answers out of turn, forged tokens,
// malformed JSON, huge bodies, floods, a slow client) refused as JSON or dropped, with nothing
// changed.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <mutex>
#include <thread>

#include "net/http_server.hpp"
#include "net/phone_seats.hpp"
#include "random_answer.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

// One phone: an HTTP client with its seat's token.
struct Phone {
  explicit Phone(int port) : cli("127.0.0.1", port) { cli.set_read_timeout(30, 0); }
  httplib::Client cli;
  std::string token;
  int seat = 0;  // 1-based
  Value last;    // the last envelope

  httplib::Headers auth() const { return {{"Authorization", "Bearer " + token}}; }
  // {status, body as JSON}
  std::pair<int, Value> get(const std::string& path, bool with_token = true) {
    auto r = with_token ? cli.Get(path.c_str(), auth()) : cli.Get(path.c_str());
    if (!r) return {0, Value()};
    return {r->status, Value::parse(r->body, nullptr, false)};
  }
  std::pair<int, Value> post(const std::string& path, const std::string& body, bool with_token = true) {
    auto r = with_token ? cli.Post(path.c_str(), auth(), body, "application/json")
                        : cli.Post(path.c_str(), body, "application/json");
    if (!r) return {0, Value()};
    return {r->status, Value::parse(r->body, nullptr, false)};
  }
  bool join(const Value& request) {
    auto [status, body] = post("/api/join", request.dump(), false);
    if (status != 200) return false;
    token = body["token"];
    seat = body["seat"];
    return true;
  }
  // The envelope after `since` (long-poll); retries after a rate limit.
  int poll(uint64_t since) {
    for (int tries = 0; tries < 50; ++tries) {
      auto [status, body] = get("/api/view?since=" + std::to_string(since));
      if (status == 429) {
        std::this_thread::sleep_for(50ms);
        continue;
      }
      if (status == 200) last = body;
      return status;
    }
    return 429;
  }
  const Value& request() const {
    static const Value null;
    return last["view"].is_object() ? last["view"]["decision"] : null;
  }
  bool must_answer() const { return request().is_object() && request()["answered"] == false && last["queued"] == false; }
  std::pair<int, Value> answer(const Value& a) {
    return post("/api/answer", Value{{"version", last["version"]}, {"answer", a}}.dump());
  }
};

class HttpGame : public ::testing::Test {
 protected:
  void start(std::chrono::milliseconds answer_wait, Value options = Value::object()) {
    std::string error;
    session_ = Session::start(test::builtin_catalog(), test::make_setup("avalon", 5, 33, std::move(options)), error);
    ASSERT_TRUE(session_) << error;
    for (int s = 0; s < 5; ++s) hub_.set_open(s, true, "P" + std::to_string(s + 1));
    table_ = std::make_unique<NetTable>(*session_, hub_);
    ServerOptions o;
    o.port = 0;
    o.bind = "127.0.0.1";
    o.poll_wait = 2000ms;
    o.answer_wait = answer_wait;
    o.io_timeout_s = io_timeout_s_;
    o.page_dir = test::test_data_dir() + "/../assets/phone";
    server_ = std::make_unique<HttpServer>(hub_, o);
    ASSERT_EQ(server_->start(), "");
    for (const char* lang : {"en", "ru", "uk"}) server_->set_texts(lang, phone_texts(test::builtin_catalog(), lang, "avalon"));
    ASSERT_GT(server_->port(), 0);
  }
  void TearDown() override {
    if (server_) server_->stop();
  }
  // Every phone joins its seat and reads its first envelope.
  void join_all() {
    for (int s = 0; s < 5; ++s) {
      phones_.push_back(std::make_unique<Phone>(server_->port()));
      ASSERT_TRUE(phones_.back()->join({{"seat", s + 1}, {"name", "Phone " + std::to_string(s + 1)}}));
      ASSERT_EQ(phones_.back()->poll(0), 200);
    }
  }
  // The record and every envelope's version: what must not change when a request is refused.
  std::pair<size_t, std::vector<uint64_t>> state() {
    std::vector<uint64_t> versions;
    for (int s = 0; s < 5; ++s) versions.push_back((*hub_.wait_envelope(phones_[s]->token, 0, 0ms))["version"]);
    return {session_->record().decisions.size(), versions};
  }
  int io_timeout_s_ = 5;
  SeatHub hub_{5};
  std::unique_ptr<Session> session_;
  std::unique_ptr<NetTable> table_;
  std::unique_ptr<HttpServer> server_;
  std::vector<std::unique_ptr<Phone>> phones_;
};

TEST_F(HttpGame, PhonesSeeTheLobbyJoinBySeatOrByNameAndATakenSeatIsRefused) {
  start(0ms);
  Phone a(server_->port()), b(server_->port()), c(server_->port());
  auto [status, lobby] = a.get("/api/lobby", false);
  ASSERT_EQ(status, 200);
  ASSERT_EQ(lobby["seats"].size(), 5u);
  EXPECT_EQ(lobby["seats"][1]["name"], "P2");
  EXPECT_EQ(lobby["seats"][1]["taken"], false);
  ASSERT_TRUE(a.join({{"seat", 2}, {"name", "Ann"}}));
  EXPECT_EQ(a.seat, 2);
  ASSERT_TRUE(b.join({{"name", "Bob"}}));
  EXPECT_EQ(b.seat, 1);  // the first free seat
  auto [taken, why] = c.post("/api/join", R"({"seat": 2, "name": "Eve"})", false);
  EXPECT_EQ(taken, 409);
  EXPECT_EQ(why["refusal"]["key"], "net.seat_taken");
  lobby = a.get("/api/lobby", false).second;
  EXPECT_EQ(lobby["seats"][1]["name"], "Ann");
  EXPECT_EQ(lobby["seats"][1]["taken"], true);
  EXPECT_FALSE(lobby.dump().find(a.token) != std::string::npos) << "no token is ever shown to others";
  // The phone page and the texts are served.
  auto page = a.cli.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("phone.js"), std::string::npos);
  auto texts = a.get("/api/texts?lang=en", false);
  EXPECT_EQ(texts.second["refusal.not_your_turn"], test::builtin_catalog().text("en", "refusal.not_your_turn"));
  EXPECT_EQ(texts.second["avalon.role.merlin"], "Merlin");
  EXPECT_FALSE(texts.second.contains("resistance.title")) << "only the game being played";
  texts = a.get("/api/texts?lang=ru", false);
  EXPECT_EQ(texts.second["phone.send"], test::builtin_catalog().text("ru", "phone.send"));
  EXPECT_NE(texts.second["phone.send"], "Send");
}

TEST_F(HttpGame, AWholeAvalonGameIsPlayedByPhonesAtEverySeat) {
  start(2000ms);
  join_all();
  std::atomic<bool> over{false};
  std::atomic<int> refused{0}, answered{0};
  std::vector<std::thread> threads;
  for (int s = 0; s < 5; ++s)
    threads.emplace_back([&, s] {
      Phone& p = *phones_[s];
      Rng rng(static_cast<uint64_t>(s) + 7);
      while (!over) {
        if (!p.last["view"]["outcome"].is_null()) return;
        if (p.must_answer()) {
          auto [status, body] = p.answer(test::random_answer(p.request(), rng));
          if (status == 200) ++answered;
          else if (status == 409) ++refused;  // the rules said no (or stale): answer again
        }
        if (p.poll(p.last["version"]) != 200) return;
      }
    });
  const auto t0 = std::chrono::steady_clock::now();
  const bool finished = table_->run(10000ms);
  const auto game_ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
  std::printf("a whole game by 5 phones over loopback: %lld ms, %zu answers\n", static_cast<long long>(game_ms.count()),
              session_->record().decisions.size());
  over = true;
  for (auto& t : threads) t.join();
  ASSERT_TRUE(finished);
  EXPECT_TRUE(session_->over());
  EXPECT_GT(answered.load(), 10);
  for (int s = 0; s < 5; ++s) {
    ASSERT_EQ(phones_[s]->poll(0), 200);
    EXPECT_EQ(phones_[s]->last["view"], session_->view(s)) << "seat " << s + 1;
    EXPECT_FALSE(phones_[s]->last["view"]["outcome"].is_null());
  }
  // The record replays to the same game: nothing the network did is outside the record.
  std::string error;
  auto again = Session::replay(test::builtin_catalog(), session_->record(), "test", error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), session_->view(kOmniscient));
}

TEST_F(HttpGame, ARefusalByTheRulesCarriesTheRuleBehindTheSeatsOwnRequest) {
  // Every phone first answers each of its requests with nonsense: the rules' refusal comes back
  // as data holding the rule behind the request (args.rule: its key and args) for the phone to
  // say ("The rule: ...", docs/network.md); with the Lady of the Lake, whose holder is asked
  // whom to examine (avalon.rule.lady), too.
  start(2000ms, Value{{"lady_of_the_lake", true}});
  join_all();
  std::atomic<bool> over{false};
  std::mutex m;
  std::vector<std::pair<int, Value>> refusals;  // (seat, refusal)
  std::vector<std::thread> threads;
  for (int s = 0; s < 5; ++s)
    threads.emplace_back([&, s] {
      Phone& p = *phones_[s];
      Rng rng(static_cast<uint64_t>(s) + 3);
      std::string tried;  // the request already answered with nonsense
      while (!over) {
        if (!p.last["view"]["outcome"].is_null()) return;
        if (p.must_answer() && p.request().dump() != tried) {
          tried = p.request().dump();
          auto [status, body] = p.answer(99);
          if (status == 409 && body["refusal"].is_object()) {
            std::lock_guard lock(m);
            refusals.emplace_back(p.seat, body["refusal"]);
          }
        } else if (p.must_answer()) {
          p.answer(test::random_answer(p.request(), rng));
        }
        if (p.poll(p.last["version"]) != 200) return;
      }
    });
  const bool finished = table_->run(10000ms);
  over = true;
  for (auto& t : threads) t.join();
  ASSERT_TRUE(finished);
  // Every Avalon request has a rule behind it (the team, the vote, the quest card, the Lady...).
  std::map<std::string, int> rules;
  for (const auto& [seat, r] : refusals) {
    EXPECT_EQ(r["key"], "refusal.wrong_shape") << r.dump();
    ASSERT_TRUE(r["args"].contains("rule")) << r.dump();
    const Value& rule = r["args"]["rule"];
    ASSERT_TRUE(rule["key"].is_string()) << r.dump();
    const std::string key = rule["key"];
    ++rules[key];
    // The rule of the seat's own request: the Leader refused is the one proposing, the Lady's
    // holder the one examining.
    if (key == "avalon.rule.team") {
      EXPECT_EQ(rule["args"]["leader"], seat) << r.dump();
    }
    if (key == "avalon.rule.lady") {
      EXPECT_EQ(rule["args"]["seat"], seat) << r.dump();
    }
  }
  EXPECT_GT(refusals.size(), 10u);
  EXPECT_GT(rules["avalon.rule.team"], 0);
  EXPECT_GT(rules["avalon.rule.vote"], 0);
  EXPECT_GT(rules["avalon.rule.lady"], 0) << "the Lady was used at least once in a whole game";
  // The refusals changed nothing: the record replays to the same game.
  std::string error;
  auto again = Session::replay(test::builtin_catalog(), session_->record(), "test", error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->view(kOmniscient), session_->view(kOmniscient));
}

TEST_F(HttpGame, APhoneReconnectingMidVoteWithItsTokenMissesNothing) {
  start(0ms);
  join_all();
  Rng rng(5);
  // Play (the main loop pumps between answers) until a decision asks several seats at once.
  for (int guard = 0; guard < 100; ++guard) {
    const Decision* d = session_->pending();
    ASSERT_TRUE(d);
    if (d->simultaneous && d->requests.size() >= 3) break;
    const int s = session_->next_to_answer();
    ASSERT_EQ(phones_[s]->poll(0), 200);
    ASSERT_TRUE(phones_[s]->must_answer());
    ASSERT_EQ(phones_[s]->answer(test::random_answer(phones_[s]->request(), rng)).first, 202);
    table_->pump();
  }
  const Decision* vote = session_->pending();
  ASSERT_TRUE(vote && vote->simultaneous);
  const int gone = vote->requests.back().seat;  // this phone sleeps through the others' votes
  for (auto& r : vote->requests) {
    if (r.seat == gone) continue;
    Phone& p = *phones_[r.seat];
    ASSERT_EQ(p.poll(0), 200);
    ASSERT_EQ(p.answer(test::random_answer(p.request(), rng)).first, 202);
    table_->pump();
  }
  // The phone comes back (a new connection, its stored token, no version): its whole view.
  Phone back(server_->port());
  back.token = phones_[gone]->token;
  ASSERT_EQ(back.poll(0), 200);
  EXPECT_EQ(back.last["view"], session_->view(gone));
  EXPECT_EQ(back.last["view"]["log"].size(), session_->view(gone)["log"].size());
  EXPECT_EQ(back.last["view"]["waiting_for"], Value::array({gone + 1}));
  ASSERT_TRUE(back.must_answer());
  const size_t before = session_->record().decisions.size();
  ASSERT_EQ(back.answer(test::random_answer(back.request(), rng)).first, 202);
  table_->pump();
  EXPECT_EQ(session_->record().decisions.size(), before + 1);
}

TEST_F(HttpGame, EverySeatIsToldWhoIsAwaitedTheSameWayAndNobodyElsesRequest) {
  start(0ms);
  join_all();
  Rng rng(9);
  for (int guard = 0; guard < 40 && !session_->over(); ++guard) {
    for (auto& p : phones_) ASSERT_EQ(p->poll(0), 200);
    const int asked = session_->next_to_answer();
    for (int s = 0; s < 5; ++s) {
      const Value& v = phones_[s]->last["view"];
      EXPECT_EQ(v["waiting_for"], phones_[0]->last["view"]["waiting_for"]);
      EXPECT_FALSE(v.contains("decisions"));
      if (!session_->pending()->request_for(s)) { EXPECT_TRUE(v["decision"].is_null()); }
      EXPECT_EQ(phones_[s]->last.size(), phones_[0]->last.size()) << "every envelope has the same fields";
    }
    ASSERT_EQ(phones_[asked]->answer(test::random_answer(phones_[asked]->request(), rng)).first, 202);
    table_->pump();
  }
}

TEST_F(HttpGame, HostileRequestsAreRefusedAsJsonAndChangeNothing) {
  start(0ms);
  join_all();
  const int asked = session_->next_to_answer();
  const int other = (asked + 1) % 5;
  Phone& p = *phones_[other];
  const auto before = state();
  auto expect_refused = [&](std::pair<int, Value> r, int status, const std::string& key) {
    EXPECT_EQ(r.first, status) << key;
    EXPECT_EQ(r.second["status"], "refused") << key;
    EXPECT_EQ(r.second["refusal"]["key"], key);
    table_->pump();
    EXPECT_EQ(state(), before) << key;
  };
  // Out of turn.
  expect_refused(p.answer("approve"), 409, "refusal.not_your_turn");
  // A forged token, and none.
  Phone forged(server_->port());
  forged.token = "0123456789abcdef0123456789abcdef";
  forged.last = phones_[asked]->last;
  Rng forged_rng(1);
  expect_refused(forged.answer(test::random_answer(phones_[asked]->request(), forged_rng)), 401, "net.bad_token");
  expect_refused(forged.get("/api/view?since=0"), 401, "net.bad_token");
  forged.token.clear();
  expect_refused(forged.get("/api/view"), 401, "net.bad_token");
  // Malformed JSON, a body that is not an object, an answer without a version, a deep answer.
  Phone& a = *phones_[asked];
  expect_refused(a.post("/api/answer", "{\"version\": 1, \"answer\": "), 400, "net.malformed");
  expect_refused(a.post("/api/answer", "[1,2]"), 400, "net.malformed");
  expect_refused(a.post("/api/answer", R"({"answer": "x"})"), 400, "net.malformed");
  expect_refused(a.post("/api/answer", Value{{"version", a.last["version"]}, {"answer", Value::parse("[[[[[[[[[[[1]]]]]]]]]]]")}}.dump()),
                 400, "net.malformed");
  // Nested 7000 deep (within the size limit): refused, no crash.
  expect_refused(a.post("/api/answer", "{\"version\": 1, \"answer\": " + std::string(7000, '[') + std::string(7000, ']') + "}"),
                 400, "net.malformed");
  expect_refused(a.post("/api/join", "not json", false), 400, "net.malformed");
  expect_refused(a.post("/api/join", R"({"seat": "two"})", false), 400, "net.malformed");
  // A huge body.
  expect_refused(a.post("/api/answer", "{\"version\": 1, \"answer\": \"" + std::string(100000, 'x') + "\"}"), 413,
                 "net.too_large");
  // Nowhere.
  expect_refused(a.get("/etc/passwd"), 404, "net.not_found");
  expect_refused(a.get("/../CMakeLists.txt"), 404, "net.not_found");
  // A flood of guessed tokens is slowed down; the seat's own phone is still served.
  Phone guesser(server_->port());
  int limited = 0;
  for (int i = 0; i < 100 && !limited; ++i) {
    guesser.token = std::string(31, 'a') + std::to_string(i % 10);
    if (guesser.get("/api/view").first == 429) ++limited;
  }
  EXPECT_GT(limited, 0);
  EXPECT_EQ(a.poll(0), 200);
  EXPECT_EQ(state(), before);
  // After all that, the asked phone's good answer is taken.
  Rng good_rng(2);
  ASSERT_EQ(a.answer(test::random_answer(a.request(), good_rng)).first, 202);
  table_->pump();
  EXPECT_EQ(session_->record().decisions.size(), before.first + 1);
}

TEST_F(HttpGame, ASlowClientIsDroppedAndTheOthersAreServedMeanwhile) {
  io_timeout_s_ = 1;  // (5 s by default)
  start(0ms);
  // A client sends half a request (its body promised, one byte of it sent) and then nothing.
  const int sock = ::socket(AF_INET, SOCK_STREAM, 0);
  ASSERT_GE(sock, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(server_->port()));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::connect(sock, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  const std::string half = "POST /api/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{";
  ASSERT_EQ(::send(sock, half.data(), half.size(), 0), static_cast<ssize_t>(half.size()));
  // Meanwhile a phone is served at once.
  Phone a(server_->port());
  const auto t0 = std::chrono::steady_clock::now();
  auto [status, lobby] = a.get("/api/lobby", false);
  EXPECT_EQ(status, 200);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 900ms) << "the phone waited for the slow client";
  // The slow client is dropped after the timeout (whatever it is told first), not kept for ever.
  timeval wait{4, 0};
  setsockopt(sock, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  char buf[512];
  ssize_t n = 0;
  while ((n = ::recv(sock, buf, sizeof buf, 0)) > 0) {}
  const auto dropped_after = std::chrono::steady_clock::now() - t0;
  ::close(sock);
  EXPECT_EQ(n, 0) << "the connection was not closed by the server within 4 s";
  EXPECT_LT(dropped_after, 3500ms);
  // Nothing changed: no seat was taken by the half request.
  const Value after = a.get("/api/lobby", false).second;  // (kept: a range-for over a temporary's member reads freed memory)
  for (const Value& seat : after["seats"]) EXPECT_EQ(seat["taken"], false);
}

TEST_F(HttpGame, AFloodFromOnePhoneIsRateLimitedAndTheTableGoesOn) {
  start(0ms);
  join_all();
  Phone& p = *phones_[0];
  int limited = 0;
  for (int i = 0; i < 400 && !limited; ++i)
    if (p.get("/api/view?since=0").first == 429) ++limited;
  EXPECT_GT(limited, 0);
  // Another seat is not slowed by it.
  EXPECT_EQ(phones_[1]->get("/api/view?since=0").first, 200);
}

TEST(HttpServerStart, AnIPv6BindShowsItsAddressInBracketsAndServesThere) {
  SeatHub hub(1);
  for (const std::string bind : {"::1", "[::1]"}) {
    ServerOptions o;
    o.port = 0;
    o.bind = bind;
    HttpServer server(hub, o);
    ASSERT_EQ(server.start(), "") << bind;
    EXPECT_EQ(server.url(), "http://[::1]:" + std::to_string(server.port()) + "/") << bind;
    httplib::Client cli("::1", server.port());
    auto r = cli.Get("/api/lobby");
    ASSERT_TRUE(r) << bind;
    EXPECT_EQ(r->status, 200);
    server.stop();
  }
}

TEST(HttpServerStart, ByDefaultOnlyTheLocalNetworkIsServedAndABusyPortIsReported) {
  SeatHub hub(1);
  ServerOptions o;
  o.port = 0;
  HttpServer server(hub, o);
  ASSERT_EQ(server.start(), "");
  httplib::Client cli("127.0.0.1", server.port());
  auto r = cli.Get("/api/lobby");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);  // loopback is local
  ServerOptions busy;
  busy.port = server.port();
  busy.any_port_if_busy = false;
  HttpServer second(hub, busy);
  EXPECT_NE(second.start(), "");
  server.stop();
}

}  // namespace
}  // namespace rt::net
