// join_link_lost_test.cpp: a table view playing a seat of another process's table says, in its
// status line, why the seat is gone, and tells apart the two ways it goes: the host handing the
// seat on (its refusal: "This seat is no longer yours") and the link itself lost (a reply that
// cannot be read). A fake host speaks the seat protocol's join, then answers every view request
// with a reply too large to read, or with 401 and the host's refusal.
#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "net/remote_table.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

using namespace std::chrono_literals;

class FakeHost {
 public:
  explicit FakeHost(bool handed_on) {
    server_.Post("/api/join", [](const httplib::Request&, httplib::Response& res) {
      res.set_content(R"({"token":"t0k3n","seat":2})", "application/json");
    });
    server_.Get("/api/view", [handed_on](const httplib::Request&, httplib::Response& res) {
      if (handed_on) {
        res.status = 401;
        res.set_content(R"({"refusal":{"key":"net.bad_token","message":"This seat is not yours."}})", "application/json");
      } else {
        res.set_content(R"({"version":1,"pad":")" + std::string(5 << 20, 'x') + R"("})", "application/json");
      }
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    while (!server_.is_running()) std::this_thread::sleep_for(5ms);
  }
  ~FakeHost() {
    server_.stop();
    thread_.join();
  }
  int port() const { return port_; }

 private:
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
};

// The status line the table view shows once the link has ended (empty if it never says).
// lost_first: the table view opens only once the link has already ended (the host's reply beat
// it: the race that left the status empty).
std::string status_when_lost(UiDriver& d, int port, bool lost_first = false) {
  auto link = std::make_unique<net::RemoteTable>("127.0.0.1", port);
  if (!link->join(2, "Boris").is_null()) return "join refused";
  for (auto until = std::chrono::steady_clock::now() + 15s; lost_first && link->snapshot().lost.is_null();)
    if (std::chrono::steady_clock::now() > until) return "the link never ended";
    else std::this_thread::sleep_for(5ms);
  if (!d.app().join_remote(std::move(link)).empty()) return "join_remote refused";
  // (Up to 15 s by the clock: 800 frames of 5 ms ran out at times with the suite beside it.)
  const auto deadline = std::chrono::steady_clock::now() + 15s;
  while (d.app().status().empty() && std::chrono::steady_clock::now() < deadline) d.frame(), std::this_thread::sleep_for(5ms);
  d.frame();
  return d.app().status();
}

TEST(JoinLinkLost, AnUnreadableReplySaysTheLinkIsLostNotThatTheSeatWasTaken) {
  FakeHost host(false);
  UiDriver d(1280, 720);
  EXPECT_EQ(status_when_lost(d, host.port()),
            "The link to the table is lost: The table's reply is larger than 4 MiB; it was not read.");
  d.screenshot("join_link_lost");
}

// The seat already lost when the table view opens (the host answered before the first frame) is
// said all the same.
TEST(JoinLinkLost, ALinkLostBeforeTheTableViewOpensIsStillSaid) {
  {
    FakeHost host(true);
    UiDriver d(1280, 720, "en");
    EXPECT_EQ(status_when_lost(d, host.port(), true), "This seat is no longer yours: This seat is not yours: join the table again.");
  }
  FakeHost host(false);
  UiDriver d(1280, 720, "en");
  EXPECT_EQ(status_when_lost(d, host.port(), true),
            "The link to the table is lost: The table's reply is larger than 4 MiB; it was not read.");
}

TEST(JoinLinkLost, TheSeatHandedOnSaysSoInThePlayersLanguage) {
  FakeHost host(true);
  {
    UiDriver en(1280, 720, "en");  // (one table view at a time: ImGui's backend is one per process)
    EXPECT_EQ(status_when_lost(en, host.port()), "This seat is no longer yours: This seat is not yours: join the table again.");
  }
  UiDriver ru(1280, 720, "ru");
  EXPECT_EQ(status_when_lost(ru, host.port()), "Это место больше не ваше: Это место не ваше: присоединитесь к игре снова.");
}

}  // namespace
}  // namespace rt::ui
