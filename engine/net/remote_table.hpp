// remote_table.hpp: one seat of a game hosted by another roundtable, as a front end holds it
// (`roundtable join` in the table view): the seat's latest envelope (its own view, whether its
// answer waits, why its last answer was refused), its answers sent back, and a notice when
// something changed. SeatLink is that seat interface; RemoteTable is it over the network: a
// thread long-polls the seat's envelope (RemoteSeat, exactly what a phone receives) and another
// posts the answers, so the front end's frame loop never waits for the network. Knows no game.
#pragma once
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "../core/value.hpp"
#include "remote_seat.hpp"

namespace rt::net {

// What a front end knows of a seat played elsewhere: its envelope and what became of its answers.
struct SeatSnapshot {
  uint64_t changes = 0;  // counts every change below (a new envelope, a refusal, the seat lost)
  uint64_t version = 0;  // the envelope's version (answers are made on it)
  int seat = -1;         // 0-based
  Value view;            // the seat's own view (null before the game starts)
  bool queued = false;   // its answer waits for the table
  bool sending = false;  // its answer is on its way
  Value refusal;         // why its last answer was refused (a refusal's data), or null
  Value lost;            // why the seat is no longer this front end's (handed on, table closed,
                         // unreachable): a refusal's data, or null while it plays
};

// The seat interface a front end plays a seat through when the game is not in this process.
class SeatLink {
 public:
  virtual ~SeatLink() = default;
  virtual SeatSnapshot snapshot() const = 0;
  // Sends an answer made on envelope `version`; what became of it arrives in a later snapshot
  // (a refusal, or the answered request in the view).
  virtual void answer(uint64_t version, const Value& choice) = 0;
  // Called (on another thread) after every change, e.g. to wake an event loop.
  virtual void set_wakeup(std::function<void()> wake) = 0;
};

class RemoteTable final : public SeatLink {
 public:
  RemoteTable(const std::string& host, int port);
  ~RemoteTable() override;
  // Joins `seat` (1-based; 0: the first free one) under `name`: null, or the refusal's data.
  // Once joined, the envelope is polled on a thread of its own.
  Value join(int seat, const std::string& name);
  SeatSnapshot snapshot() const override;
  void answer(uint64_t version, const Value& choice) override;
  void set_wakeup(std::function<void()> wake) override;
  // Every envelope received, in order (the tests' hidden-facts check reads what came over the wire).
  void keep_received(bool keep) { keep_ = keep; }
  std::vector<Value> received() const;

 private:
  void poll_loop();
  void send_loop();
  void changed(std::unique_lock<std::mutex>& lock);
  RemoteSeat poll_, send_;
  mutable std::mutex m_;
  std::condition_variable cv_;
  SeatSnapshot snap_;
  std::optional<std::pair<uint64_t, Value>> outbox_;
  std::function<void()> wake_;
  bool stop_ = false, keep_ = false;
  // An answer the table took (or queued) at this envelope version: the answer is still "on its
  // way" for the front end until that envelope has arrived (else its old request would show as
  // unanswered for a moment, and a second click would be refused).
  uint64_t awaited_version_ = 0;
  std::vector<Value> received_;
  std::thread poller_, sender_;
};

}  // namespace rt::net
