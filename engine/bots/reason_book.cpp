// reason_book.cpp: which of the bots' reasons a seat may read (reason_book.hpp).
#include "reason_book.hpp"

#include <algorithm>

namespace rt {

void ReasonBook::recall(int seat, std::vector<Bot::Recalled> recalled) {
  for (auto& r : recalled) held_.push_back({seat, r.step, std::move(r.reason)});
  std::stable_sort(held_.begin(), held_.end(), [](const Held& a, const Held& b) { return a.step < b.step; });
}

std::optional<ReasonBook::Shown> ReasonBook::given_at(size_t step) const {
  for (const Held& h : held_)
    if (h.step == step) return Shown{h.seat, h.step, h.reason.key, h.reason.args};
  return std::nullopt;
}

std::vector<ReasonBook::Shown> ReasonBook::visible(const Session& s, int viewer) const {
  std::vector<Shown> out;
  if (viewer == kOmniscient && !s.over()) return out;
  const Decision* pending = s.pending();
  // The answers recorded so far: a replay's book holds the whole game's reasons (the bots asked
  // again, App::recall_replay_reasons), and those of answers still to come are not given yet.
  const size_t given = s.record().decisions.size();
  for (size_t i = 0; i < held_.size(); ++i) {
    const Held& h = held_[i];
    if (h.step >= given) continue;
    const BotReason& r = h.reason;
    if (viewer == kOmniscient || viewer == h.seat) {
      out.push_back({h.seat, h.step, r.key, r.args});
      continue;
    }
    if (r.public_key.empty()) continue;  // private to its seat
    // The decision it answered is still open while the seat's answer waits for the others'
    // (the seat's latest answer, and its request in the pending decision is answered).
    bool later = false;
    for (size_t j = i + 1; j < held_.size() && !later; ++j) later = held_[j].seat == h.seat && held_[j].step < given;
    const SeatRequest* req = pending ? pending->request_for(h.seat) : nullptr;
    const bool open = !later && req && req->answered;
    if (!open) out.push_back({h.seat, h.step, r.public_key, r.public_args});
  }
  return out;
}

}  // namespace rt
