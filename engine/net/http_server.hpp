// http_server.hpp: the HTTP adapter on the seat hub (docs/network.md). It serves the phone page
// (assets/phone, read into memory at start: no other file is ever served), the public lobby and
// texts, and the seat API: join, the seat's envelope with long-poll on its version, and answers,
// each authenticated by the seat's token (Authorization: Bearer). Every refusal is JSON
// {"status": "refused", "refusal": {"kind", "key", "args", "text"}}. Bounded bodies, rate limits
// per client and per seat, local-network peers only unless an address to bind is given.
// Knows no game; never touches the session (only the hub).
#pragma once
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "rate_limit.hpp"
#include "seat_hub.hpp"

namespace httplib {
class Server;
}

namespace rt::net {

struct ServerOptions {
  // The address to listen on. "" (the default): every interface, but only peers on loopback and
  // the local network's private ranges are served (is_local_peer). Any other address is
  // listened on as given and every peer that reaches it is served.
  std::string bind;
  int port = 8642;              // 0: any free port
  bool any_port_if_busy = true; // the port is taken: take any free one
  std::string page_dir;         // the phone page's folder (index.html, phone.js, phone.css)
  size_t max_body = 16 * 1024;  // bytes; a larger request is refused (413)
  std::chrono::milliseconds poll_wait{20000};   // how long a long-poll waits for a change
  std::chrono::milliseconds answer_wait{2000};  // how long an answer waits for its result
  int io_timeout_s = 5;                         // a client this slow to send or read is dropped
  double seat_rate = 50, seat_burst = 100;      // requests per second per seat
  double client_rate = 20, client_burst = 60;   // per client address, before it holds a seat
  int threads = 48;                             // at most this many requests at once
};

class HttpServer {
 public:
  HttpServer(SeatHub& hub, ServerOptions options);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds and starts serving on its own threads. "" or why it could not.
  std::string start();
  void stop();
  bool running() const { return running_; }
  int port() const { return port_; }
  // The address phones open: http://<the machine's local network address or the bind address>:<port>/
  std::string url() const;

  // The texts served at /api/texts?lang=LANG (key -> template), and public facts about the table
  // for the lobby (e.g. the game's title key). Thread-safe; set them before phones need them.
  void set_texts(const std::string& lang, const Value& texts);
  void set_info(const Value& info);

 private:
  void routes();
  SeatHub& hub_;
  ServerOptions opt_;
  std::unique_ptr<httplib::Server> http_;
  std::unique_ptr<RateLimiter> per_seat_, per_client_;
  std::thread thread_;
  std::atomic<bool> running_{false}, stopping_{false};
  std::atomic<int> polling_{0};
  int port_ = 0;
  std::map<std::string, std::string> page_;  // path -> content
  mutable std::mutex m_;                     // guards texts_ and info_
  std::map<std::string, std::string> texts_;  // lang -> JSON
  Value info_ = Value::object();
};

}  // namespace rt::net
