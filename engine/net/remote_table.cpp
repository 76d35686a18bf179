// remote_table.cpp: a seat of a game hosted elsewhere, polled and answered on threads of its own
// (remote_table.hpp).
#include "remote_table.hpp"

#include <chrono>

#include "seat_hub.hpp"

namespace rt::net {

RemoteTable::RemoteTable(const std::string& host, int port) : poll_(host, port), send_(host, port) {}

RemoteTable::~RemoteTable() {
  {
    std::lock_guard<std::mutex> lock(m_);
    stop_ = true;
  }
  cv_.notify_all();
  poll_.stop();  // a long-poll in flight ends at once
  send_.stop();
  if (poller_.joinable()) poller_.join();
  if (sender_.joinable()) sender_.join();
}

Value RemoteTable::join(int seat, const std::string& name) {
  Value refused = poll_.join(seat, name);
  if (!refused.is_null()) return refused;
  send_.share_seat_of(poll_);
  {
    std::lock_guard<std::mutex> lock(m_);
    snap_.seat = poll_.seat() - 1;
  }
  poller_ = std::thread([this] { poll_loop(); });
  sender_ = std::thread([this] { send_loop(); });
  return Value();
}

SeatSnapshot RemoteTable::snapshot() const {
  std::lock_guard<std::mutex> lock(m_);
  return snap_;
}

std::vector<Value> RemoteTable::received() const {
  std::lock_guard<std::mutex> lock(m_);
  return received_;
}

void RemoteTable::set_wakeup(std::function<void()> wake) {
  std::lock_guard<std::mutex> lock(m_);
  wake_ = std::move(wake);
}

void RemoteTable::answer(uint64_t version, const Value& choice) {
  {
    std::lock_guard<std::mutex> lock(m_);
    if (!snap_.lost.is_null()) return;
    outbox_ = {version, choice};
    snap_.sending = true;
    snap_.refusal = Value();  // (a new answer: the last one's refusal is over)
    ++snap_.changes;
  }
  cv_.notify_all();
}

void RemoteTable::changed(std::unique_lock<std::mutex>& lock) {
  ++snap_.changes;
  const auto wake = wake_;
  lock.unlock();
  cv_.notify_all();
  if (wake) wake();
  lock.lock();
}

void RemoteTable::poll_loop() {
  uint64_t since = 0;
  int failures = 0;
  while (true) {
    auto [status, env] = poll_.envelope(since);
    std::unique_lock<std::mutex> lock(m_);
    if (stop_) return;
    if (status == 200 && env.is_object() && env.contains("version") && env["version"].is_number_unsigned()) {
      failures = 0;
      if (env["version"].get<uint64_t>() == since) continue;  // the long-poll ran out: nothing new
      since = env["version"].get<uint64_t>();
      if (keep_) received_.push_back(env);
      snap_.version = since;
      snap_.view = env.contains("view") ? env["view"] : Value();
      snap_.queued = env.value("queued", false);
      if (awaited_version_ && since >= awaited_version_) awaited_version_ = 0, snap_.sending = outbox_.has_value();
      // The rules' refusal of a queued answer comes in the envelope; a refusal at once, with the
      // answer's reply (kept until the next answer).
      if (env.contains("refusal") && env["refusal"].is_object()) snap_.refusal = env["refusal"];
      changed(lock);
      continue;
    }
    if (status == RemoteSeat::kBadReply) {  // a reply too large or too deep: the host cannot be followed
      snap_.lost = env;
      changed(lock);
      return;
    }
    if (status == 401 || status == 409) {  // the seat was handed on, or the table closed
      snap_.lost = env.is_object() && env.contains("refusal") ? env["refusal"] : net_refusal("bad_token", "This seat is no longer yours.");
      changed(lock);
      return;
    }
    if (++failures > 20) {
      snap_.lost = net_refusal("unreachable", "The table could not be reached.");
      changed(lock);
      return;
    }
    cv_.wait_for(lock, std::chrono::milliseconds(250), [this] { return stop_; });
    if (stop_) return;
  }
}

void RemoteTable::send_loop() {
  std::unique_lock<std::mutex> lock(m_);
  while (true) {
    cv_.wait(lock, [this] { return stop_ || outbox_.has_value(); });
    if (stop_) return;
    const auto [version, choice] = std::move(*outbox_);
    outbox_.reset();
    lock.unlock();
    auto [status, body] = send_.answer(version, choice);
    lock.lock();
    if (stop_) return;
    const bool accepted = status == 200 || status == 202;
    const uint64_t at = accepted && body.is_object() ? body.value("version", uint64_t(0)) : 0;
    if (accepted && at > snap_.version) awaited_version_ = at;  // sending until that envelope is here
    else if (!outbox_) snap_.sending = false;
    const Value why = body.is_object() && body.contains("refusal") ? body["refusal"] : Value();
    if (status == RemoteSeat::kBadReply) snap_.lost = body;
    else if (status == 401) snap_.lost = why.is_null() ? net_refusal("bad_token", "This seat is no longer yours.") : why;
    else if (status == 0) snap_.refusal = body;  // unreachable (the poller says whether for good)
    else if (status != 200 && status != 202) snap_.refusal = why.is_null() ? net_refusal("malformed", "The table's answer was not understood.") : why;
    changed(lock);
  }
}

}  // namespace rt::net
