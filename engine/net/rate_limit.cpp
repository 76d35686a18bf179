// rate_limit.cpp: token buckets (rate_limit.hpp).
#include "rate_limit.hpp"

#include <algorithm>

namespace rt::net {

void RateLimiter::refill(Bucket& b, Clock::time_point now) const {
  const double elapsed = std::chrono::duration<double>(now - b.at).count();
  if (elapsed > 0) b.level = std::min(burst_, b.level + elapsed * rate_);
  b.at = std::max(b.at, now);
}

bool RateLimiter::allow(const std::string& key, double cost, Clock::time_point now) {
  std::lock_guard lock(m_);
  auto it = buckets_.find(key);
  if (it == buckets_.end()) {
    if (buckets_.size() >= max_keys_) {  // forget the buckets that are full again
      for (auto i = buckets_.begin(); i != buckets_.end();) {
        refill(i->second, now);
        i = i->second.level >= burst_ ? buckets_.erase(i) : std::next(i);
      }
      if (buckets_.size() >= max_keys_) return false;  // every known key is busy: refuse newcomers
    }
    it = buckets_.emplace(key, Bucket{burst_, now}).first;
  }
  refill(it->second, now);
  if (it->second.level < cost) return false;
  it->second.level -= cost;
  return true;
}

}  // namespace rt::net
