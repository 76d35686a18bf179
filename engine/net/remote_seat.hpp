// remote_seat.hpp: the client side of the seat protocol (docs/network.md), for a second
// `roundtable` that plays seats of a game hosted by another (`roundtable join ADDRESS`): join a
// seat, long-poll its envelope, post its answers. It sees exactly what a phone sees: its own
// seat's envelope. Knows no game.
#pragma once
#include <atomic>
#include <memory>
#include <string>
#include <utility>

#include "../core/value.hpp"

namespace httplib {
class Client;
}

namespace rt::net {

// "http://HOST:PORT/", "HOST:PORT", "[v6]:PORT" or "HOST" (port 8642) into a host and port.
bool parse_address(const std::string& address, std::string& host, int& port, std::string& error);

class RemoteSeat {
 public:
  // The status of a reply refused unread: larger than 4 MiB or nested deeper than 64 levels
  // (its body: the refusal, net.reply_too_large or net.reply_too_deep). Not worth retrying.
  static constexpr int kBadReply = -1;
  RemoteSeat(const std::string& host, int port);
  ~RemoteSeat();
  // Takes `seat` (1-based; 0: the first free one) under `name`. Null, or the refusal (a
  // refusal's data, {"kind", "key", "args", "text"}); a connection failure is net.unreachable.
  Value join(int seat, const std::string& name);
  int seat() const { return seat_; }  // 1-based, once joined
  // The seat's envelope once its version differs from `since` (the server waits up to its
  // long-poll time); {status, body}: 0 when the host could not be reached, kBadReply.
  std::pair<int, Value> envelope(uint64_t since);
  // An answer made while looking at envelope `version`: {status, body}.
  std::pair<int, Value> answer(uint64_t version, const Value& answer);
  // Plays the seat `other` joined (its token) over this connection too.
  void share_seat_of(const RemoteSeat& other) { token_ = other.token_, seat_ = other.seat_; }
  // Ends a request waiting on another thread (a long-poll) at once, and every later one.
  void stop();

 private:
  std::pair<int, Value> call(bool post, const std::string& path, const std::string& body, bool auth);
  std::unique_ptr<httplib::Client> cli_;
  std::string token_;
  int seat_ = 0;
  std::atomic<bool> stopped_{false};
};

}  // namespace rt::net
