// loopback_phones.hpp: what the tests of phones at a table view share: the phone server's
// options for loopback (any free port, nobody waits: the frames run on the test's thread) and
// a reply's JSON body.
#pragma once
#include <httplib.h>

#include <chrono>
#include <string>

#include "core/value.hpp"
#include "net/http_server.hpp"

namespace rt::ui {

// Port 0: any free port. Another port: that port or a failure (a resumed table must find its
// phones on the port they knew).
inline net::ServerOptions loopback_options(int port = 0) {
  net::ServerOptions o;
  o.port = port;
  o.any_port_if_busy = port == 0;
  o.bind = "127.0.0.1";
  o.poll_wait = std::chrono::milliseconds(0);
  o.answer_wait = std::chrono::milliseconds(0);
  o.page_dir = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../assets/phone";
  return o;
}

// A reply's body as JSON (null when there was no reply or it was not JSON).
inline Value body(const httplib::Result& r) { return r ? Value::parse(r->body, nullptr, false) : Value(); }

}  // namespace rt::ui
