// http_server.cpp: the HTTP adapter on the seat hub (http_server.hpp, docs/network.md).
#include "http_server.hpp"

#include <httplib.h>

#include <fstream>
#include <sstream>

#include "local_address.hpp"

namespace rt::net {

namespace {

constexpr const char* kJson = "application/json; charset=utf-8";
constexpr int kMaxAnswerDepth = 8;  // an answer is an id, a list of seats or of cards

void send_json(httplib::Response& res, int status, const Value& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body.dump(-1, ' ', false, Value::error_handler_t::replace), kJson);
}

void refuse(httplib::Response& res, int status, const Value& refusal) {
  send_json(res, status, {{"status", "refused"}, {"refusal", refusal}});
}

int depth(const Value& v) {
  if (!v.is_structured()) return 0;
  int d = 0;
  for (const auto& x : v) d = std::max(d, depth(x));
  return d + 1;
}

// The request's body as a JSON object, or null (and a refusal sent) when it is not one.
Value body_object(const httplib::Request& req, httplib::Response& res) {
  Value v = Value::parse(req.body, nullptr, false);
  if (v.is_discarded() || !v.is_object()) {
    refuse(res, 400, net_refusal("malformed", "The request is not a JSON object."));
    return Value();
  }
  return v;
}

std::string bearer(const httplib::Request& req) {
  const std::string h = req.get_header_value("Authorization");
  const std::string prefix = "Bearer ";
  return h.rfind(prefix, 0) == 0 ? h.substr(prefix.size()) : "";
}

uint64_t number_param(const httplib::Request& req, const char* name) {
  const std::string s = req.get_param_value(name);
  if (s.empty() || s.size() > 18 || s.find_first_not_of("0123456789") != std::string::npos) return 0;
  return std::stoull(s);
}

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

}  // namespace

HttpServer::HttpServer(SeatHub& hub, ServerOptions options) : hub_(hub), opt_(std::move(options)) {}

HttpServer::~HttpServer() { stop(); }

void HttpServer::set_texts(const std::string& lang, const Value& texts) {
  std::lock_guard lock(m_);
  texts_[lang] = texts.dump(-1, ' ', false, Value::error_handler_t::replace);
}

void HttpServer::set_info(const Value& info) {
  std::lock_guard lock(m_);
  info_ = info;
}

namespace {
// The address to listen on as the socket takes it: an IPv6 address without its brackets.
std::string bare_host(const std::string& bind) {
  if (bind.size() >= 2 && bind.front() == '[' && bind.back() == ']') return bind.substr(1, bind.size() - 2);
  return bind;
}
}  // namespace

std::string HttpServer::url() const {
  const std::string bind = bare_host(opt_.bind);
  const bool any = bind.empty() || bind == "0.0.0.0" || bind == "::";
  const std::string host = any ? local_network_address() : bind;
  // An IPv6 address goes in brackets in a URL (RFC 3986): http://[::1]:8642/
  const bool v6 = host.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port_) + "/";
}

void HttpServer::routes() {
  httplib::Server& s = *http_;
  const bool local_only = opt_.bind.empty();

  s.set_pre_routing_handler([this, local_only](const httplib::Request& req, httplib::Response& res) {
    if (local_only && !is_local_peer(req.remote_addr)) {
      refuse(res, 403, net_refusal("not_local", "Only the local network may join this table."));
      return httplib::Server::HandlerResponse::Handled;
    }
    const bool seat_route = req.path == "/api/view" || req.path == "/api/answer";
    if (!seat_route && !per_client_->allow(req.remote_addr)) {
      res.set_header("Retry-After", "1");
      refuse(res, 429, net_refusal("too_many_requests", "Too many requests; wait a moment."));
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  s.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    if (res.status == 413) refuse(res, 413, net_refusal("too_large", "The request is too large."));
    else if (res.status == 404) refuse(res, 404, net_refusal("not_found", "There is nothing here."));
    else refuse(res, res.status, net_refusal("malformed", "The request could not be read."));
  });
  s.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    refuse(res, 500, net_refusal("server_error", "The table could not answer that request."));
  });

  // The phone page, from memory.
  auto page = [this](const std::string& name, const char* type) {
    return [this, name, type](const httplib::Request&, httplib::Response& res) {
      auto it = page_.find(name);
      if (it == page_.end()) return refuse(res, 404, net_refusal("not_found", "There is nothing here."));
      res.set_header("Cache-Control", "no-cache");
      res.set_header("X-Content-Type-Options", "nosniff");
      res.set_header("Referrer-Policy", "no-referrer");
      res.set_header("Content-Security-Policy", "default-src 'self'; style-src 'self'; script-src 'self'");
      res.set_content(it->second, type);
    };
  };
  s.Get("/", page("index.html", "text/html; charset=utf-8"));
  s.Get("/index.html", page("index.html", "text/html; charset=utf-8"));
  s.Get("/phone.js", page("phone.js", "text/javascript; charset=utf-8"));
  s.Get("/phone.css", page("phone.css", "text/css; charset=utf-8"));

  s.Get("/api/lobby", [this](const httplib::Request&, httplib::Response& res) {
    Value seats = Value::array();
    for (const LobbySeat& l : hub_.lobby())
      seats.push_back({{"seat", l.seat + 1}, {"open", l.open}, {"taken", l.taken}, {"name", l.name}, {"state", l.state}});
    Value out = {{"seats", std::move(seats)}};
    {
      std::lock_guard lock(m_);
      out["info"] = info_;
      Value langs = Value::array();
      for (auto& [lang, _] : texts_) langs.push_back(lang);
      out["languages"] = std::move(langs);
    }
    send_json(res, 200, out);
  });

  s.Get("/api/texts", [this](const httplib::Request& req, httplib::Response& res) {
    std::lock_guard lock(m_);
    auto it = texts_.find(req.get_param_value("lang"));
    if (it == texts_.end()) it = texts_.find("en");
    if (it == texts_.end()) return refuse(res, 404, net_refusal("not_found", "There is nothing here."));
    res.set_header("Cache-Control", "no-cache");
    res.set_content(it->second, kJson);
  });

  s.Post("/api/join", [this](const httplib::Request& req, httplib::Response& res) {
    const Value body = body_object(req, res);
    if (body.is_null()) return;
    int seat = -1;
    if (body.contains("seat") && !body["seat"].is_null()) {
      if (!body["seat"].is_number_integer() || body["seat"].get<long long>() < 1 || body["seat"].get<long long>() > 64)
        return refuse(res, 400, net_refusal("malformed", "The seat must be a number from 1."));
      seat = body["seat"].get<int>() - 1;
    }
    const std::string name = body.contains("name") && body["name"].is_string() ? body["name"].get<std::string>() : "";
    const JoinResult joined = hub_.join(seat, name);
    if (joined.token.empty()) return refuse(res, 409, joined.refusal);
    send_json(res, 200, {{"status", "joined"}, {"token", joined.token}, {"seat", joined.seat + 1}});
  });

  // Authenticates a seat request: its seat (0-based), or -1 with the refusal sent.
  auto seat_of = [this](const httplib::Request& req, httplib::Response& res) {
    const std::string token = bearer(req);
    const int seat = token.empty() ? -1 : hub_.seat_of(token);
    if (seat < 0) {
      // A wrong token costs its sender more than a request: guessing stays slow.
      if (!per_client_->allow(req.remote_addr, 5)) {
        res.set_header("Retry-After", "1");
        refuse(res, 429, net_refusal("too_many_requests", "Too many requests; wait a moment."));
      } else {
        refuse(res, 401, net_refusal("bad_token", "This seat is not yours (unknown or outdated token)."));
      }
      return -1;
    }
    if (!per_seat_->allow(std::to_string(seat))) {
      res.set_header("Retry-After", "1");
      refuse(res, 429, net_refusal("too_many_requests", "Too many requests; wait a moment."));
      return -1;
    }
    return seat;
  };

  s.Get("/api/view", [this, seat_of](const httplib::Request& req, httplib::Response& res) {
    if (seat_of(req, res) < 0) return;
    const std::string token = bearer(req);
    const uint64_t since = number_param(req, "since");
    // Long-poll in short slices (so stopping never waits for a phone), and only while threads
    // are left for other requests.
    const bool may_wait = polling_.fetch_add(1) < opt_.threads - 8;
    const auto until = std::chrono::steady_clock::now() + (may_wait ? opt_.poll_wait : std::chrono::milliseconds(0));
    std::optional<Value> env;
    while (true) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      env = hub_.wait_envelope(token, since, std::clamp(left, std::chrono::milliseconds(0), std::chrono::milliseconds(250)));
      if (!env || (*env)["version"] != since || stopping_ || left.count() <= 0) break;
    }
    polling_.fetch_sub(1);
    if (!env) return refuse(res, 401, net_refusal("bad_token", "This seat is not yours (unknown or outdated token)."));
    send_json(res, 200, *env);
  });

  s.Post("/api/answer", [this, seat_of](const httplib::Request& req, httplib::Response& res) {
    if (seat_of(req, res) < 0) return;
    const Value body = body_object(req, res);
    if (body.is_null()) return;
    if (!body.contains("version") || !body["version"].is_number_unsigned() || !body.contains("answer") ||
        depth(body["answer"]) > kMaxAnswerDepth)
      return refuse(res, 400, net_refusal("malformed", "An answer is {\"version\": N, \"answer\": ...}."));
    const PostResult r = hub_.post(bearer(req), body["version"].get<uint64_t>(), body["answer"], opt_.answer_wait);
    switch (r.status) {
      case PostResult::Status::Taken: return send_json(res, 200, {{"status", "taken"}, {"version", r.version}});
      case PostResult::Status::Queued: return send_json(res, 202, {{"status", "queued"}, {"version", r.version}});
      case PostResult::Status::Refused: break;
    }
    const std::string kind = r.refusal.value("kind", "");
    const int status = kind == "bad_token" ? 401 : kind == "too_many_requests" ? 429 : 409;
    send_json(res, status, {{"status", "refused"}, {"refusal", r.refusal}, {"version", r.version}});
  });
}

std::string HttpServer::start() {
  if (running_) return "";
  page_.clear();
  for (const char* name : {"index.html", "phone.js", "phone.css"}) {
    std::string content;
    if (!opt_.page_dir.empty() && read_file(opt_.page_dir + "/" + name, content)) page_[name] = std::move(content);
  }
  per_seat_ = std::make_unique<RateLimiter>(opt_.seat_rate, opt_.seat_burst);
  per_client_ = std::make_unique<RateLimiter>(opt_.client_rate, opt_.client_burst);
  http_ = std::make_unique<httplib::Server>();
  const int threads = opt_.threads;
  http_->new_task_queue = [threads] { return new httplib::ThreadPool(static_cast<size_t>(threads)); };
  // SO_REUSEADDR only: httplib's default adds SO_REUSEPORT, with which a second server on the
  // same port would silently share (and split) the phones' connections.
  http_->set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, reinterpret_cast<const void*>(&yes), sizeof yes);
  });
  http_->set_payload_max_length(opt_.max_body);
  http_->set_read_timeout(opt_.io_timeout_s, 0);
  http_->set_write_timeout(opt_.io_timeout_s, 0);
  http_->set_keep_alive_timeout(2);
  http_->set_keep_alive_max_count(100);
  routes();
  const std::string host = opt_.bind.empty() ? "0.0.0.0" : bare_host(opt_.bind);
  port_ = 0;
  if (opt_.port > 0 && http_->bind_to_port(host, opt_.port)) port_ = opt_.port;
  else if (opt_.port == 0 || opt_.any_port_if_busy) port_ = http_->bind_to_any_port(host);
  if (port_ <= 0) {
    http_.reset();
    return "cannot listen on " + host + (opt_.port > 0 ? ":" + std::to_string(opt_.port) : std::string()) +
           " (address not available or port in use)";
  }
  stopping_ = false;
  running_ = true;
  thread_ = std::thread([this] { http_->listen_after_bind(); });
  return "";
}

void HttpServer::stop() {
  if (!running_) return;
  stopping_ = true;
  http_->stop();
  if (thread_.joinable()) thread_.join();
  http_.reset();
  running_ = false;
}

}  // namespace rt::net
