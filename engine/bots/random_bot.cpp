// random_bot.cpp: the uniformly random bot. Its meaning is fixed (tests compare its games with
// exact probabilities): keep it that way. Its draws are seeded per decision (bot.hpp).
#include <algorithm>

#include "bot.hpp"

namespace rt {

Value RandomBot::decide(const SeatView& view) {
  const SeatRequest* r = view.request();
  if (!r) return nullptr;
  if (!started_ || game_ != view.game_seed() || seat_ != view.seat() || step_ != view.step()) {
    started_ = true;
    game_ = view.game_seed();
    seat_ = view.seat();
    step_ = view.step();
    rng_.reseed(decision_seed(game_ ^ seed_, seat_, step_));
  }
  switch (r->kind) {
    case ChoiceKind::Choose:
      return r->options[rng_.below(r->options.size())];
    case ChoiceKind::PickSeats: {
      const int k = r->min + static_cast<int>(rng_.below(static_cast<uint64_t>(r->max - r->min) + 1));
      std::vector<int> pool = r->eligible;
      for (int i = 0; i < k; ++i) std::swap(pool[i], pool[i + rng_.below(pool.size() - i)]);
      pool.resize(k);
      std::sort(pool.begin(), pool.end());
      Value out = Value::array();
      auto& seats = out.get_ref<Value::array_t&>();
      seats.reserve(pool.size());  // one allocation for the list
      for (int s : pool) seats.emplace_back(s + 1);
      return out;
    }
    case ChoiceKind::PickEntities: {  // a uniformly random size, then a uniformly random subset
      const int k = r->min + static_cast<int>(rng_.below(static_cast<uint64_t>(r->max - r->min) + 1));
      std::vector<int> pool = r->entities;
      for (int i = 0; i < k; ++i) std::swap(pool[i], pool[i + rng_.below(pool.size() - i)]);
      pool.resize(k);
      return Value(pool);
    }
    case ChoiceKind::Order: {  // a uniformly random permutation
      std::vector<int> pool = r->entities;
      for (size_t i = 0; i + 1 < pool.size(); ++i) std::swap(pool[i], pool[i + rng_.below(pool.size() - i)]);
      return Value(pool);
    }
  }
  return nullptr;
}

std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  return nullptr;
}

const char* bot_names() { return "random"; }

Value random_answer(const Value& request, Rng& rng) {
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
  pool.resize(static_cast<size_t>(std::max(0, k)));
  return Value(pool);
}

}  // namespace rt
