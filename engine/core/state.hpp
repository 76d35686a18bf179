// state.hpp: the table's whole state as the host holds it: seats, entities with per-property
// visibility, zones, counters, knowledge facts per seat, the log, the pending decision and the
// result. Everything here is omniscient; only view.cpp turns it into what one seat may see.
#pragma once
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "decision.hpp"
#include "packed.hpp"
#include "rng.hpp"
#include "value.hpp"
#include "visibility.hpp"

namespace rt {

struct Seat {
  std::string name;
  std::string controller = "human";  // human, bot, remote
};

struct Property {
  std::string key;
  Packed value;
  Visibility vis;
};

// An entity's fields are changed through GameState (add_entity, move_entity) or followed by
// GameState::touch: its stamp is what tells a seat's view cache it may read differently.
struct Entity {
  int id = 0;
  std::string kind;
  std::string zone;     // id of the zone it lies in
  int owner = -1;       // owning seat (0-based) or -1
  std::vector<Property> props;
  uint64_t stamp = 0;   // GameState::changes when it was made or last changed (zone, owner, props)

  const Property* prop(const std::string& key) const {
    for (auto& p : props)
      if (p.key == key) return &p;
    return nullptr;
  }
  Property* prop(const std::string& key) {
    for (auto& p : props)
      if (p.key == key) return &p;
    return nullptr;
  }
};

struct Zone {
  std::string id;
  int owner = -1;              // a seat's zone (hand, tokens in front of it) or -1
  Visibility contents;         // who may see which entities lie here (and in what order)
  std::vector<int> entities;   // ordered, top last
  uint64_t stamp = 0;          // GameState::changes when its entities last changed (or it was made)
};

struct Counter {
  std::string id;
  Packed value;
  Visibility vis;
  ListTail tail;  // where a list value's last item starts (set_counter_item), or not known
};

struct LogEntry {
  std::string key;  // translation key
  Packed args;
  Visibility vis;
};

struct Outcome {
  bool over = false;
  std::string winner;   // side id
  std::string reason;   // end-reason id
  Value details;
};

class GameState {
 public:
  explicit GameState(uint64_t seed) : rng(seed) {}

  std::vector<Seat> seats;
  std::vector<Entity> entities;                  // index = id - 1
  std::deque<Zone> zones;                        // deque: references stay valid
  std::unordered_map<std::string, int> zone_index;
  std::vector<Counter> counters;
  std::vector<std::vector<Packed>> knowledge;    // per seat
  std::vector<LogEntry> log;
  std::optional<Decision> pending;
  Outcome outcome;
  std::vector<std::string> dealt;                // what g:deal gave each seat (omniscient)
  std::map<std::string, size_t> draws_taken;     // fixed draws consumed so far, per draw name
  Rng rng;
  // The change clock: bumped by every change of an entity or of a zone's contents, whose new value
  // becomes that entity's or zone's stamp. Equal stamps: unchanged since (what lets a seat's view
  // cache skip what did not change instead of comparing it). It only grows within a state.
  uint64_t changes = 0;

  int seat_count() const { return static_cast<int>(seats.size()); }
  bool valid_seat(int s) const { return s >= 0 && s < seat_count(); }

  Zone* zone(const std::string& id) {
    auto it = zone_index.find(id);
    return it == zone_index.end() ? nullptr : &zones[it->second];
  }
  const Zone* zone(const std::string& id) const { return const_cast<GameState*>(this)->zone(id); }
  Zone& add_zone(const std::string& id, int owner, Visibility contents);

  Entity* entity(int id) {
    return id >= 1 && id <= static_cast<int>(entities.size()) ? &entities[id - 1] : nullptr;
  }
  const Entity* entity(int id) const { return const_cast<GameState*>(this)->entity(id); }
  // Creates an entity in `zone` (which must exist); returns its id.
  int add_entity(const std::string& kind, Zone& zone);
  // Moves an entity to the top (end) of another zone; its owner becomes the zone's owner.
  void move_entity(Entity& e, Zone& to);
  // Marks an entity (or a zone's contents) changed: call after changing one directly (its props).
  void touch(Entity& e) { e.stamp = ++changes; }
  void touch(Zone& z) { z.stamp = ++changes; }

  Counter* counter(const std::string& id) {
    for (auto& c : counters)
      if (c.id == id) return &c;
    return nullptr;
  }
  void set_counter(const std::string& id, Packed v, Visibility vis);
  // The deal (g:deal): one card id per seat, shuffled with the RNG, unless `fixed` (a record's
  // deal) gives the order, which must then use exactly the same cards. Sets `dealt`; returns ""
  // or why not (nothing changed then).
  std::string deal(std::vector<std::string> cards, const std::optional<std::vector<std::string>>& fixed);
  // The first Leader: `fixed` (0-based) or a seat drawn with the RNG.
  int first_leader(const std::optional<int>& fixed) {
    return fixed ? *fixed : static_cast<int>(rng.below(static_cast<uint64_t>(seat_count())));
  }
  // Sets item `index` (1-based; the list's length + 1 appends) of the list counter `id`, made a
  // list of that one item when it does not exist. Returns "" or why not (the counter is not a
  // list, the index is not in 1..length + 1); the value is the same as setting the whole list.
  std::string set_counter_item(const std::string& id, int64_t index, const Packed& item, Visibility vis);
};

}  // namespace rt
