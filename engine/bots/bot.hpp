// bot.hpp: the bot interface. A bot sees exactly what its seat's view holds (SeatView) and
// answers its pending request; it never touches the host state.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include "../core/rng.hpp"
#include "../lua/session.hpp"

namespace rt {

// What one seat may see: its own pending request, and its full view built on demand.
class SeatView {
 public:
  SeatView(const Session& s, int seat) : session_(s), seat_(seat) {}
  int seat() const { return seat_; }
  const SeatRequest* request() const { return session_.request(seat_); }
  const Value& full() const {
    if (!view_) view_ = session_.view(seat_);
    return *view_;
  }

 private:
  const Session& session_;
  int seat_;
  mutable std::optional<Value> view_;
};

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Value decide(const SeatView& view) = 0;
};

// Every decision is a uniformly random legal choice: one option out of the request's options,
// a uniformly random subset of the eligible seats (of a uniformly random allowed size).
class RandomBot final : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  Value decide(const SeatView& view) override;

 private:
  Rng rng_;
};

// Makes a bot by name ("random"); nullptr if the name is unknown.
std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed);
const char* bot_names();

}  // namespace rt
