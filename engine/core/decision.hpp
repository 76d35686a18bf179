// decision.hpp: a request for a choice from one seat or several at once, with its typed choice.
// The host checks the type (an option from the list, k distinct eligible seats, ...) before the
// rules' own validator sees the answer. Simultaneous answers stay hidden until all are in.
#pragma once
#include <string>
#include <vector>

#include "packed.hpp"
#include "value.hpp"

namespace rt {

enum class ChoiceKind {
  Choose,        // one option id out of `options`
  PickSeats,     // between min and max distinct seats out of `eligible`
  PickEntities,  // between min and max distinct entities (cards, tokens) out of `entities`
  Order,         // every entity of `entities`, in the order the seat chooses
};

struct SeatRequest {
  int seat = 0;                      // 0-based
  ChoiceKind kind = ChoiceKind::Choose;
  std::vector<std::string> options;  // Choose: the legal option ids
  std::vector<int> eligible;         // PickSeats: the seats that may be picked (0-based)
  std::vector<int> entities;         // PickEntities: the entity ids that may be picked; Order: to order
  int min = 1, max = 1;              // PickSeats, PickEntities: how many
  bool answered = false;
  Value answer;                      // in external form (1-based seats)
};

struct Decision {
  std::string prompt;   // translation key shown to the deciding seats
  Packed args;          // arguments for the prompt (public to the deciding seats)
  bool simultaneous = false;
  std::vector<SeatRequest> requests;
  int validator_ref = -2;  // Lua registry reference of the rules' validator; -2 is LUA_NOREF
  // The rule behind what this decision offers (optional): a translation key and its arguments
  // (seats 1-based), said with any refusal of an answer to it ("only the Leader proposes").
  std::string rule;
  Value rule_args = Value::object();

  SeatRequest* request_for(int seat) {
    for (auto& r : requests)
      if (r.seat == seat) return &r;
    return nullptr;
  }
  const SeatRequest* request_for(int seat) const {
    return const_cast<Decision*>(this)->request_for(seat);
  }
  bool complete() const {
    for (auto& r : requests)
      if (!r.answered) return false;
    return true;
  }
};

// Checks an answer against the typed request. Returns "" when it fits, else why not.
std::string check_typed_answer(const SeatRequest& req, const Value& answer);

// The request as shown to its seat (and to bots and front ends).
Value request_to_value(const SeatRequest& req, const Decision& d);

const char* choice_kind_name(ChoiceKind k);

}  // namespace rt
