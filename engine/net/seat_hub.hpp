// seat_hub.hpp: what the network side and the main loop share, seat by seat, behind one lock.
// Per seat: whether remote players may take it, the unguessable token of whoever holds it, the
// latest view the main loop published for it (with a version that changes only when that seat's
// own envelope changes), and a one-answer mailbox. Network threads never touch the game: they
// read published envelopes and drop answers in mailboxes; the main loop publishes views and takes
// answers (PhoneController, phone_seats.hpp). Knows no game.
#pragma once
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "../core/refusal.hpp"
#include "../core/value.hpp"
#include "seat_tokens.hpp"

namespace rt::net {

// A refusal made by the network side (not the rules): {"kind", "key": "net.<kind>", "args",
// "text"}, shaped like Refusal::to_value() so a client reads both the same way.
Value net_refusal(const std::string& kind, const std::string& text, Value args = Value::object());

// What became of a posted answer.
struct PostResult {
  enum class Status { Taken, Queued, Refused };
  Status status = Status::Refused;
  Value refusal;  // Refused: the refusal as data (Refusal::to_value() or net_refusal())
  uint64_t version = 0;  // the seat's envelope version when the result was known
};

struct JoinResult {
  std::string token;  // "" when refused
  int seat = -1;      // 0-based
  Value refusal;      // null when joined
};

// A seat as anyone may see it before joining: its number, whether it is open to phones, whether
// someone holds it, the name shown for it, and who plays it: "open" (a phone may take it),
// "taken" (a phone holds it), "bot", "screen" (a person at the shared screen: hot-seat).
struct LobbySeat {
  int seat = 0;  // 0-based
  bool open = false, taken = false;
  std::string name;   // the name the holder's phone typed, else the seat's name at the table
  std::string state;
  std::string typed;  // the name the holder's phone typed ("" if none, or nobody holds it)
};

class SeatHub {
 public:
  explicit SeatHub(int seats);

  // --- the main loop's side ---
  int seats() const;
  // Changes the number of seats (the setup changed); seats kept keep their token and state.
  void resize(int seats);
  // Whether remote players may join the seat, and the name shown for it until someone joins.
  // Closing a seat releases it; `closed_as` says who plays a closed seat ("bot" or "screen").
  void set_open(int seat, bool open, const std::string& label = "", const std::string& closed_as = "screen");
  // Publishes the seat's view (Session::view(seat)), or null before the game. An answer handed
  // to the driver (take_answer) that was not refused is taken; an answer still waiting in the
  // mailbox for a decision that has changed is refused as stale. The seat's version changes
  // only if its envelope did.
  void publish(int seat, Value view);
  // The seat's waiting answer, handed to the driver (nullopt: none).
  std::optional<Value> take_answer(int seat);
  // The answer handed out by take_answer was refused (shown to the phone as is).
  void refuse(int seat, const Refusal& why);
  // The seat's token stops working: the seat may be handed to a bot or another phone.
  void release(int seat);
  // Who holds a seat now ("" name if nobody), for the shared screen.
  std::vector<LobbySeat> lobby() const;
  // The seats phones hold, with their tokens: only for keeping them beside the journal
  // (seat_tokens.hpp), never sent anywhere.
  std::vector<HeldSeat> holders() const;
  // A resumed game: the phone that held `seat` holds it again with the token it kept (the seat
  // opens). Refused (false) for a seat out of range, a malformed token, or a token another seat
  // holds.
  bool restore(int seat, const std::string& token, const std::string& name);
  // Something happened on the network side (a join, an answer) since `since`: the counter.
  uint64_t activity() const;
  // Waits until activity() differs from `since` or the timeout passes (a headless main loop).
  uint64_t wait_activity(uint64_t since, std::chrono::milliseconds timeout) const;
  // Called (on a network thread) after each join and answer, e.g. to wake an event loop.
  void set_wakeup(std::function<void()> wake);
  // Wakes every waiter; later calls on the network side are refused.
  void close();

  // --- the network side (any thread); every call but join is authenticated by a token ---
  // Takes `seat` (0-based) or, with seat < 0, the first open seat nobody holds; `name` is
  // cleaned (control characters dropped, at most 24 characters).
  JoinResult join(int seat, const std::string& name);
  // The seat a token holds, or -1 (compared in constant time).
  int seat_of(const std::string& token) const;
  // The seat's envelope: {"version", "seat" (1-based), "name", "view", "queued", "refusal"}.
  // Waits up to `timeout` while its version is still `since`. nullopt: the token holds no seat.
  std::optional<Value> wait_envelope(const std::string& token, uint64_t since, std::chrono::milliseconds timeout) const;
  // An answer to the seat's pending request, made while looking at envelope `version`. Refused
  // at once if the seat has no unanswered request, if another answer of the seat is still
  // waiting, or if the request changed since `version`; else queued for the main loop, and the
  // call waits up to `wait` for the result (Queued if it is not known by then).
  PostResult post(const std::string& token, uint64_t version, Value answer, std::chrono::milliseconds wait);

 private:
  struct Seat {
    bool open = false;
    std::string token, name, label;
    std::string closed_as = "screen";  // who plays the seat while it is not open: "bot", "screen"
    uint64_t version = 1;
    Value view;                     // null before the game
    Value refusal;                  // the last refusal of its answer, until the next post
    uint64_t decision_version = 0;  // the version at which its current request appeared
    std::optional<Value> queued;    // the mailbox
    uint64_t queued_ticket = 0, in_flight = 0, next_ticket = 0;
    uint64_t resolved_ticket = 0;
    PostResult resolved;
  };
  Value envelope(const Seat& s, int seat) const;
  void resolve(Seat& s, uint64_t ticket, PostResult::Status status, Value refusal);
  void changed(Seat& s);  // the envelope changed: a new version, waiters woken
  void poke();            // network activity: counter, wakeup
  int seat_of_locked(const std::string& token) const;

  mutable std::mutex m_;
  mutable std::condition_variable cv_;
  std::vector<Seat> seats_;
  uint64_t activity_ = 0;
  bool closed_ = false;
  std::function<void()> wake_;
};

}  // namespace rt::net
