// random_answer.hpp: what a simulated phone answers: a uniformly random legal choice read from
// the request in its own envelope (JSON, 1-based seats), as the random bot would choose it.
#pragma once
#include "core/rng.hpp"
#include "core/value.hpp"

namespace rt::test {

inline Value random_answer(const Value& request, Rng& rng) {
  const std::string kind = request.value("kind", "");
  if (kind == "choose") return request["options"][rng.below(request["options"].size())];
  const Value& pool_v = kind == "pick_seats" ? request["eligible"] : request["entities"];
  std::vector<Value> pool(pool_v.begin(), pool_v.end());
  int k = static_cast<int>(pool.size());
  if (kind != "order") {
    const int lo = request.value("min", 1), hi = request.value("max", 1);
    k = lo + static_cast<int>(rng.below(static_cast<uint64_t>(hi - lo) + 1));
  }
  for (int i = 0; i < k; ++i) std::swap(pool[i], pool[i + rng.below(pool.size() - i)]);
  pool.resize(static_cast<size_t>(k));
  return Value(pool);
}

}  // namespace rt::test
