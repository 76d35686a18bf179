// state.cpp: the few operations on the host state that keep it consistent.
#include "state.hpp"

#include <algorithm>

namespace rt {

Zone& GameState::add_zone(const std::string& id, int owner, Visibility contents) {
  zone_index[id] = static_cast<int>(zones.size());
  zones.push_back(Zone{id, owner, contents, {}});
  touch(zones.back());
  return zones.back();
}

int GameState::add_entity(const std::string& kind, Zone& z) {
  Entity e;
  e.id = static_cast<int>(entities.size()) + 1;
  e.kind = kind;
  e.zone = z.id;
  e.owner = z.owner;
  z.entities.push_back(e.id);
  touch(z);
  entities.push_back(std::move(e));
  touch(entities.back());
  return entities.back().id;
}

void GameState::move_entity(Entity& e, Zone& to) {
  if (Zone* from = zone(e.zone)) {
    // An entity lies once in its zone, most often at or near the top (a draw): look from there.
    auto& v = from->entities;
    if (auto at = std::find(v.rbegin(), v.rend(), e.id); at != v.rend()) v.erase(std::next(at).base());
    touch(*from);
  }
  e.zone = to.id;
  e.owner = to.owner;
  to.entities.push_back(e.id);
  touch(to);
  touch(e);
}

void GameState::set_counter(const std::string& id, Packed v, Visibility vis) {
  if (Counter* c = counter(id)) {
    c->value = std::move(v);
    c->vis = vis;
    c->tail = {};
    return;
  }
  counters.push_back(Counter{id, std::move(v), vis, {}});
}

std::string GameState::deal(std::vector<std::string> cards, const std::optional<std::vector<std::string>>& fixed) {
  if (static_cast<int>(cards.size()) != seat_count())
    return "deal: " + std::to_string(cards.size()) + " cards for " + std::to_string(seat_count()) + " seats";
  if (fixed) {
    auto a = cards, b = *fixed;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b) {
      std::string want;
      for (auto& c : a) want += (want.empty() ? "" : ", ") + c;
      return "the record's fixed deal does not fit this setup; it must use exactly: " + want;
    }
    dealt = *fixed;
    return "";
  }
  rng.shuffle(cards);
  dealt = std::move(cards);
  return "";
}

std::string GameState::set_counter_item(const std::string& id, int64_t index, const Packed& item, Visibility vis) {
  Counter* c = counter(id);
  if (!c) {
    if (index != 1) return "counter \"" + id + "\" does not exist: only its item 1 can be set";
    std::string bytes;
    PackWriter(bytes).begin_array(1);
    bytes += item.bytes();
    counters.push_back(Counter{id, Packed::from_bytes(std::move(bytes)), vis, {}});
    return "";
  }
  if (c->value.tag() != PackTag::Array) return "counter \"" + id + "\" is not a list";
  if (index < 1 || !c->value.set_item(static_cast<uint64_t>(index - 1), item.bytes(), &c->tail))
    return "counter \"" + id + "\" has no item " + std::to_string(index) + " (it is a list of " +
           std::to_string(c->value.to_value().size()) + ")";
  c->vis = vis;
  return "";
}

}  // namespace rt
