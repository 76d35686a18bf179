// state.cpp: the few operations on the host state that keep it consistent.
#include "state.hpp"

#include <algorithm>

namespace rt {

Zone& GameState::add_zone(const std::string& id, int owner, Visibility contents) {
  zone_index[id] = static_cast<int>(zones.size());
  zones.push_back(Zone{id, owner, contents, {}});
  return zones.back();
}

int GameState::add_entity(const std::string& kind, Zone& z) {
  Entity e;
  e.id = static_cast<int>(entities.size()) + 1;
  e.kind = kind;
  e.zone = z.id;
  e.owner = z.owner;
  z.entities.push_back(e.id);
  entities.push_back(std::move(e));
  return entities.back().id;
}

void GameState::move_entity(Entity& e, Zone& to) {
  if (Zone* from = zone(e.zone)) {
    auto& v = from->entities;
    v.erase(std::remove(v.begin(), v.end(), e.id), v.end());
  }
  e.zone = to.id;
  e.owner = to.owner;
  to.entities.push_back(e.id);
}

void GameState::set_counter(const std::string& id, Packed v, Visibility vis) {
  if (Counter* c = counter(id)) {
    c->value = std::move(v);
    c->vis = vis;
    return;
  }
  counters.push_back(Counter{id, std::move(v), vis});
}

}  // namespace rt
