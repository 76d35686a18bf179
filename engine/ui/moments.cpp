// moments.cpp: queues and times the staged public moments.
#include "moments.hpp"

#include <algorithm>

namespace rt::ui {

std::vector<int> shuffled_order(size_t n, uint64_t seed) {
  std::vector<int> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = static_cast<int>(i);
  uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  for (size_t i = n; i > 1; --i) {  // Fisher-Yates with splitmix64
    x += 0x9E3779B97F4A7C15ull;
    uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    std::swap(order[i - 1], order[z % i]);
  }
  return order;
}

void Moments::update(const Value& view, const TableLayout& layout, bool stage, double now) {
  const Value& log = view["log"];
  const Value& counters_now = view["counters"];
  const Value before = last_counters_.is_object() ? last_counters_ : counters_now;
  last_counters_ = counters_now;
  const Value before_entities = last_entities_.is_array() ? last_entities_ : view["entities"];
  last_entities_ = view["entities"];
  if (seen_ == static_cast<size_t>(-1) || seen_ > log.size()) seen_ = log.size();
  for (; seen_ < log.size(); ++seen_) {
    const Value& line = log[seen_];
    auto it = layout.moments.find(line.value("key", ""));
    if (!stage || it == layout.moments.end()) continue;
    StagedMoment m;
    m.key = it->first;
    m.args = line.contains("args") ? line["args"] : Value::object();
    m.spec = it->second;
    m.line = seen_;
    m.before = before;
    m.before_entities = before_entities;
    if (m.spec.kind == "votes") {
      const Value& counters = view["counters"];
      const Value& c = counters.is_object() && counters.contains(m.spec.counter) ? counters[m.spec.counter] : Value();
      if (!c.is_array()) continue;
      for (auto& v : c) m.votes.push_back(v.is_string() ? v.get<std::string>() : "");
    } else if (m.spec.kind == "cards") {
      std::vector<int> faces;
      for (size_t f = 0; f < m.spec.faces.size(); ++f) {
        const Value& n = m.args.is_object() && m.args.contains(m.spec.faces[f].arg) ? m.args[m.spec.faces[f].arg] : Value();
        const long long count = n.is_number_integer() ? std::clamp<long long>(n.get<long long>(), 0, 20) : 0;
        for (long long i = 0; i < count; ++i) faces.push_back(static_cast<int>(f));
      }
      // Only the counts are public: the order the cards are turned in says nothing.
      for (int i : shuffled_order(faces.size(), seen_ + 1)) m.cards.push_back(faces[i]);
    }
    queue_.push_back(std::move(m));
  }
  // Play them one after the other.
  while (!queue_.empty()) {
    StagedMoment& m = queue_.front();
    if (m.start < 0) m.start = now;
    if (now - m.start < duration(m)) break;
    queue_.pop_front();
  }
}

Value staged_counters(const Value& view_counters, const Value& public_counters, const StagedMoment& m,
                      const std::string& keep) {
  if (!view_counters.is_object() || !m.before.is_object()) return view_counters;
  Value out = view_counters;
  for (auto it = view_counters.begin(); it != view_counters.end(); ++it) {
    const std::string& name = it.key();
    if (name == m.spec.counter || name == keep) continue;
    const bool is_public = (public_counters.is_object() && public_counters.contains(name)) || m.before.contains(name);
    if (!is_public) continue;
    if (m.before.contains(name)) out[name] = m.before[name];
    else out.erase(name);
  }
  return out;
}

namespace {
const Value* entity_by_id(const Value& entities, const Value& id) {
  if (!entities.is_array()) return nullptr;
  for (auto& e : entities)
    if (e.is_object() && e.contains("id") && e["id"] == id) return &e;
  return nullptr;
}
}  // namespace

Value staged_entities(const Value& view_entities, const Value& public_entities, const StagedMoment& m) {
  if (!view_entities.is_array() || !m.before_entities.is_array()) return view_entities;
  Value out = view_entities;
  for (auto& e : out) {
    if (!e.is_object() || !e.contains("props") || !e["props"].is_object()) continue;
    const Value* now = entity_by_id(public_entities, e["id"]);
    if (!now || !(*now).contains("props") || !(*now)["props"].is_object()) continue;
    const Value* was = entity_by_id(m.before_entities, e["id"]);
    const Value none = Value::object();
    const Value& was_props = was && was->contains("props") && (*was)["props"].is_object() ? (*was)["props"] : none;
    for (auto it = (*now)["props"].begin(); it != (*now)["props"].end(); ++it) {
      if (was_props.contains(it.key())) {
        if (was_props[it.key()] != it.value()) e["props"][it.key()] = was_props[it.key()];
      } else {
        e["props"].erase(it.key());  // public only since the moment: kept back until it has played
      }
    }
  }
  return out;
}

int Moments::items(const StagedMoment& m) const {
  if (m.spec.kind == "votes") {
    int n = 0;
    for (auto& v : m.votes) n += !v.empty();
    return n;
  }
  return m.spec.kind == "cards" ? static_cast<int>(m.cards.size()) : 0;
}

double Moments::duration(const StagedMoment& m) const {
  if (m.spec.kind == "votes") return kLead + items(m) * kPerVote + kHold;
  if (m.spec.kind == "cards") return kShuffle + items(m) * kPerCard + kHold;
  return kLine;
}

int Moments::turned(double now) const {
  const StagedMoment* m = current();
  if (!m || m->start < 0) return 0;
  const double t = now - m->start;
  if (m->spec.kind == "votes") return std::clamp(static_cast<int>((t - kLead) / kPerVote) + (t >= kLead), 0, items(*m));
  if (m->spec.kind == "cards")
    return std::clamp(static_cast<int>((t - kShuffle) / kPerCard) + (t >= kShuffle), 0, items(*m));
  return 0;
}

bool Moments::all_turned(double now) const {
  const StagedMoment* m = current();
  return !m || turned(now) >= items(*m);
}

bool Moments::shuffling(double now) const {
  const StagedMoment* m = current();
  return m && m->spec.kind == "cards" && m->start >= 0 && now - m->start < kShuffle;
}

}  // namespace rt::ui
