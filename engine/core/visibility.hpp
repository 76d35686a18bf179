// visibility.hpp: who may see a piece of state: everyone, a set of seats, and/or the owner.
// Seats are 0-based here; at most 64 seats.
#pragma once
#include <cstdint>

namespace rt {

struct Visibility {
  bool everyone = false;
  bool owner = false;      // the current owner of the entity (resolved when a view is built)
  uint64_t seats = 0;      // bit i: seat i

  static Visibility public_() { return {true, false, 0}; }
  static Visibility nobody() { return {false, false, 0}; }
  static Visibility owner_only() { return {false, true, 0}; }
  static Visibility seat(int s) { return {false, false, uint64_t{1} << s}; }

  bool sees(int seat, int owner_seat = -1) const {
    if (seat == -1) return true;  // kOmniscient: replays, the end screen, tests
    if (seat < 0) return everyone;  // kSpectator: public facts only
    if (everyone) return true;
    if (owner && seat == owner_seat) return true;
    return (seats >> seat) & 1;
  }
  // Adds everyone that `other` admits (used by reveals).
  void widen(const Visibility& other) {
    everyone = everyone || other.everyone;
    owner = owner || other.owner;
    seats |= other.seats;
  }
  bool operator==(const Visibility&) const = default;
};

}  // namespace rt
