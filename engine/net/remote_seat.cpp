// remote_seat.cpp: a seat played from another roundtable over the network (remote_seat.hpp).
#include "remote_seat.hpp"

#include <httplib.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "../core/json_depth.hpp"
#include "seat_hub.hpp"

namespace rt::net {

namespace {
// A reply of the host is refused unread past these: an envelope holds one seat's view (a long
// game's is some tens of KB), nested a few levels deep. A hostile or broken host can then neither
// fill this process's memory nor overflow its stack.
constexpr size_t kMaxReplyBytes = size_t(4) << 20;
constexpr int kMaxReplyDepth = 64;
}  // namespace

bool parse_address(const std::string& address, std::string& host, int& port, std::string& error) {
  std::string a = address;
  for (const char* scheme : {"http://", "HTTP://"})
    if (a.rfind(scheme, 0) == 0) a = a.substr(7);
  if (const auto slash = a.find('/'); slash != std::string::npos) a = a.substr(0, slash);
  port = 8642;
  std::string port_text;
  if (!a.empty() && a[0] == '[') {  // [v6]:port
    const auto close = a.find(']');
    if (close == std::string::npos) {
      error = "expected an address like 192.168.1.20:8642, got '" + address + "'";
      return false;
    }
    host = a.substr(1, close - 1);
    if (close + 1 < a.size()) {
      if (a[close + 1] != ':') {
        error = "expected an address like 192.168.1.20:8642, got '" + address + "'";
        return false;
      }
      port_text = a.substr(close + 2);
    }
  } else if (const auto colon = a.find(':'); colon != std::string::npos && a.find(':', colon + 1) == std::string::npos) {
    host = a.substr(0, colon);
    port_text = a.substr(colon + 1);
  } else {
    host = a;
  }
  if (!port_text.empty()) {
    char* end = nullptr;
    const long p = std::strtol(port_text.c_str(), &end, 10);
    if (!end || *end || p < 1 || p > 65535) {
      error = "expected a port from 1 to 65535 in '" + address + "'";
      return false;
    }
    port = static_cast<int>(p);
  }
  if (host.empty()) {
    error = "expected an address like 192.168.1.20:8642, got '" + address + "'";
    return false;
  }
  return true;
}

RemoteSeat::RemoteSeat(const std::string& host, int port) : cli_(std::make_unique<httplib::Client>(host, port)) {
  cli_->set_connection_timeout(5, 0);
  cli_->set_read_timeout(30, 0);  // longer than the host's long-poll
  cli_->set_write_timeout(5, 0);
}

RemoteSeat::~RemoteSeat() = default;

void RemoteSeat::stop() {
  stopped_ = true;
  cli_->stop();
}

std::pair<int, Value> RemoteSeat::call(bool post, const std::string& path, const std::string& body, bool auth) {
  httplib::Headers headers;
  if (auth) headers.emplace("Authorization", "Bearer " + token_);
  for (int tries = 0; tries < 40 && !stopped_; ++tries) {
    httplib::Request req;
    req.method = post ? "POST" : "GET";
    req.path = path;
    req.headers = headers;
    if (post) {
      req.headers.emplace("Content-Type", "application/json");
      req.body = body;
    }
    // The reply's body is read only up to kMaxReplyBytes (a larger announced length is not read
    // at all).
    std::string got;
    bool too_large = false;
    req.response_handler = [&](const httplib::Response& head) {
      const std::string length = head.get_header_value("Content-Length");
      too_large = length.size() > 18 || std::strtoull(length.c_str(), nullptr, 10) > kMaxReplyBytes;
      return !too_large;
    };
    req.content_receiver = [&](const char* data, size_t n, uint64_t, uint64_t) {
      if (got.size() + n > kMaxReplyBytes) return !(too_large = true);
      got.append(data, n);
      return true;
    };
    auto r = cli_->send(req);
    if (stopped_) return {0, net_refusal("unreachable", "The table could not be reached.")};
    if (too_large)
      return {kBadReply, net_refusal("reply_too_large", "The table's reply is larger than 4 MiB; it was not read.",
                                     Value{{"mib", kMaxReplyBytes >> 20}})};
    if (!r) return {0, net_refusal("unreachable", "The table could not be reached.")};
    if (r->status == 429) {  // over the rate limit: a moment, then again
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      continue;
    }
    if (json_too_deep_at(got, kMaxReplyDepth) != std::string::npos)
      return {kBadReply, net_refusal("reply_too_deep", "The table's reply nests deeper than 64 levels; it was not read.",
                                     Value{{"depth", kMaxReplyDepth}})};
    return {r->status, Value::parse(got, nullptr, false)};
  }
  return {429, net_refusal("too_many_requests", "Too many requests.")};
}

Value RemoteSeat::join(int seat, const std::string& name) {
  Value req = {{"name", name}};
  if (seat > 0) req["seat"] = seat;
  auto [status, body] = call(true, "/api/join", req.dump(), false);
  if (status == 200 && body.is_object() && body.contains("token") && body["token"].is_string()) {
    token_ = body["token"];
    seat_ = body.value("seat", 0);
    return Value();
  }
  if (status == 0 || status == kBadReply) return body;
  return body.is_object() && body.contains("refusal") ? body["refusal"] : net_refusal("malformed", "The table's answer was not understood.");
}

std::pair<int, Value> RemoteSeat::envelope(uint64_t since) {
  return call(false, "/api/view?since=" + std::to_string(since), "", true);
}

std::pair<int, Value> RemoteSeat::answer(uint64_t version, const Value& a) {
  return call(true, "/api/answer", Value{{"version", version}, {"answer", a}}.dump(), true);
}

}  // namespace rt::net
