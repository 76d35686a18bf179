// hostile_host_test.cpp: `roundtable join` against a host that is broken or hostile. The client
// reads a reply of the host only up to 4 MiB and 64 levels of nesting (as the server limits what
// phones send it): a larger reply (announced, or streamed without a length) or a deeper one is
// refused unread with a clear error, never parsed, retried or kept in memory. Checked on the
// seat's connection (net::RemoteSeat), on the table view's link (net::RemoteTable) and on the
// `roundtable join --tty` command, which says so in one line and exits 1.
#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "net/remote_seat.hpp"
#include "net/remote_table.hpp"
#include "test_support.hpp"

namespace rt::net {
namespace {

using namespace std::chrono_literals;

// What the fake host's /api/view replies.
enum class Reply { Fine, Large, Streamed, Deep };

// A host speaking the seat protocol's join, then replying to every view request as told.
class HostileHost {
 public:
  explicit HostileHost(Reply reply, bool deep_join = false) : reply_(reply) {
    server_.Post("/api/join", [deep_join](const httplib::Request&, httplib::Response& res) {
      if (deep_join) res.set_content(std::string(100000, '[') + std::string(100000, ']'), "application/json");
      else res.set_content(R"({"token":"t0k3n","seat":2})", "application/json");
    });
    server_.Get("/api/view", [this](const httplib::Request&, httplib::Response& res) {
      ++views_;
      switch (reply_) {
        case Reply::Fine: {
          // 64 levels deep and 1 MiB: the most a reply may nest, well under the size limit.
          std::string deep = std::string(62, '[') + std::string(62, ']');
          res.set_content(R"({"version":1,"seat":2,"view":null,"queued":false,"pad":")" + std::string(1 << 20, 'x') +
                              R"(","deep":)" + deep + "}",
                          "application/json");
          break;
        }
        case Reply::Large:
          res.set_content(R"({"version":1,"pad":")" + std::string(5 << 20, 'x') + R"("})", "application/json");
          break;
        case Reply::Streamed:  // chunked, no length: 64 MiB unless the client stops reading
          res.set_chunked_content_provider("application/json", [](size_t offset, httplib::DataSink& sink) {
            if (offset >= (size_t(64) << 20)) {
              sink.done();
              return true;
            }
            const std::string chunk(64 << 10, ' ');
            return sink.write(chunk.data(), chunk.size());
          });
          break;
        case Reply::Deep:
          res.set_content(std::string(100000, '[') + std::string(100000, ']'), "application/json");
          break;
      }
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    while (!server_.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ~HostileHost() {
    server_.stop();
    thread_.join();
  }
  int port() const { return port_; }
  int views() const { return views_; }

 private:
  Reply reply_;
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::atomic<int> views_{0};
};

TEST(HostileHost, ARightSizedReplyIsRead) {
  HostileHost host(Reply::Fine);
  RemoteSeat seat("127.0.0.1", host.port());
  ASSERT_TRUE(seat.join(2, "Ann").is_null());
  EXPECT_EQ(seat.seat(), 2);
  auto [status, env] = seat.envelope(0);
  EXPECT_EQ(status, 200) << env.dump().substr(0, 200);
  EXPECT_EQ(env.value("version", 0), 1);
  EXPECT_EQ(env["pad"].get<std::string>().size(), size_t(1) << 20);
}

TEST(HostileHost, AReplyOver4MiBIsRefusedUnread) {
  for (Reply reply : {Reply::Large, Reply::Streamed}) {
    HostileHost host(reply);
    RemoteSeat seat("127.0.0.1", host.port());
    ASSERT_TRUE(seat.join(0, "").is_null());
    const auto t0 = std::chrono::steady_clock::now();
    auto [status, env] = seat.envelope(0);
    EXPECT_EQ(status, RemoteSeat::kBadReply) << env.dump().substr(0, 200);
    EXPECT_EQ(env.value("key", ""), "net.reply_too_large") << env.dump().substr(0, 200);
    EXPECT_EQ(env["args"].value("mib", 0), 4);
    EXPECT_EQ(host.views(), 1) << "not retried";
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 20s) << "the 64 MiB stream was not read to its end";
  }
}

TEST(HostileHost, AReplyDeeperThan64LevelsIsRefusedUnread) {
  {
    HostileHost host(Reply::Deep);
    RemoteSeat seat("127.0.0.1", host.port());
    ASSERT_TRUE(seat.join(0, "").is_null());
    auto [status, env] = seat.envelope(0);
    EXPECT_EQ(status, RemoteSeat::kBadReply);
    EXPECT_EQ(env.value("key", ""), "net.reply_too_deep") << env.dump().substr(0, 200);
    EXPECT_EQ(host.views(), 1) << "not retried";
  }
  HostileHost host(Reply::Fine, /*deep_join=*/true);
  RemoteSeat seat("127.0.0.1", host.port());
  const Value refused = seat.join(0, "");
  EXPECT_EQ(refused.value("key", ""), "net.reply_too_deep") << refused.dump().substr(0, 200);
}

// The table view's link says the seat is lost, with the reason, and polls no more.
TEST(HostileHost, TheTableViewsLinkStopsWithTheReason) {
  HostileHost host(Reply::Large);
  RemoteTable link("127.0.0.1", host.port());
  ASSERT_TRUE(link.join(0, "").is_null());
  SeatSnapshot s;
  for (int i = 0; i < 400 && !(s = link.snapshot()).lost.is_object(); ++i) std::this_thread::sleep_for(25ms);
  EXPECT_EQ(s.lost.value("key", ""), "net.reply_too_large") << s.lost.dump();
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(host.views(), 1);
}

// `roundtable join --tty`: one line naming the table and the reason, exit 1, in the player's
// language.
TEST(HostileHost, JoinSaysSoInOneLineAndStops) {
  for (Reply reply : {Reply::Deep, Reply::Streamed}) {
    HostileHost host(reply);
    const std::string address = "127.0.0.1:" + std::to_string(host.port());
    std::string out;
    const int rc = test::run_command("timeout 60 " + test::roundtable_binary() + " join " + address +
                                         " --tty --seat 2 --random-answers --seed 1 2>&1 </dev/null",
                                     &out);
    EXPECT_EQ(rc, 1) << out;
    const std::string said = reply == Reply::Deep ? "The table's reply nests deeper than 64 levels; it was not read."
                                                  : "The table's reply is larger than 4 MiB; it was not read.";
    EXPECT_NE(out.find("roundtable: The table at " + address + " sent a reply that cannot be read: " + said),
              std::string::npos)
        << out;
    EXPECT_EQ(host.views(), 1) << out;
  }
  HostileHost host(Reply::Deep);
  std::string out;
  EXPECT_EQ(test::run_command("timeout 60 " + test::roundtable_binary() + " join 127.0.0.1:" + std::to_string(host.port()) +
                                  " --tty --lang uk 2>&1 </dev/null",
                              &out),
            1);
  EXPECT_NE(out.find("надіслав відповідь, яку не можна прочитати: Відповідь столу вкладена глибше за 64 рівнів"),
            std::string::npos)
      << out;
}

}  // namespace
}  // namespace rt::net
