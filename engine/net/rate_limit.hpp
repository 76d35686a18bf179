// rate_limit.hpp: token buckets by key (a client's address, a seat): up to `burst` requests at
// once, refilled at `per_second`. The number of keys is bounded (full buckets are forgotten
// first), so a flood of made-up keys cannot grow it without end. Thread-safe.
#pragma once
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace rt::net {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;
  RateLimiter(double per_second, double burst, size_t max_keys = 4096)
      : rate_(per_second), burst_(burst), max_keys_(max_keys) {}
  // Takes `cost` from the key's bucket if it holds that much.
  bool allow(const std::string& key, double cost = 1, Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double level;
    Clock::time_point at;
  };
  void refill(Bucket& b, Clock::time_point now) const;
  double rate_, burst_;
  size_t max_keys_;
  std::mutex m_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace rt::net
