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
  Packed rule_args = Packed::empty_object();

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

// ---- Asking: a decision as the rules ask for it (g:decide), checked and made by the host ----

// The forms a choice is asked in (g:decide's field names, decision_form_name): choose and
// choose_by_seat both ask for ChoiceKind::Choose, the latter with options per seat.
enum class DecisionForm { Choose, ChooseBySeat, PickSeats, PickEntities, Order };
inline constexpr DecisionForm kDecisionForms[] = {DecisionForm::Choose, DecisionForm::ChooseBySeat,
                                                  DecisionForm::PickSeats, DecisionForm::PickEntities,
                                                  DecisionForm::Order};
const char* decision_form_name(DecisionForm f);

// What the rules asked, as read from their table; make_decision checks it and makes the Decision.
struct DecisionAsk {
  std::string prompt;
  Packed args;
  bool simultaneous = false;
  std::vector<int> seats;                              // 0-based, as given
  DecisionForm form = DecisionForm::Choose;
  std::vector<std::string> options;                    // Choose
  std::vector<std::vector<std::string>> seat_options;  // ChooseBySeat: per asked seat, in `seats` order
  bool from_every_seat = true;                         // PickSeats without `from`
  std::vector<int> from;                               // PickSeats: eligible seats; PickEntities, Order: entity ids
  int min = 1, max = 1;                                // PickSeats, PickEntities
  std::string rule;
  Packed rule_args = Packed::empty_object();
};

// The checks, in g:decide's words ("" or why not). The asked seats: at least one, several only
// when simultaneous, each once.
std::string check_asked_seats(const std::vector<int>& seats, bool simultaneous);
// A pick's count: 0 <= min <= max.
std::string check_pick_count(const char* what, int min, int max);
// A list of entity ids offered: each once.
std::string check_entity_list(const char* what, const std::vector<int>& ids);
// Checks what can only be told once everything is read (a count the offer cannot meet, nothing to
// order) and makes the decision: one request per asked seat. `seat_count` sizes pick_seats' default
// `from`. The validator is the caller's (d.validator_ref stays LUA_NOREF).
std::string make_decision(DecisionAsk ask, int seat_count, Decision& d);

// ---- Answering ----

// Checks an answer against the typed request. Returns "" when it fits, else why not.
std::string check_typed_answer(const SeatRequest& req, const Value& answer);

// The request as shown to its seat (and to bots and front ends).
Value request_to_value(const SeatRequest& req, const Decision& d);

const char* choice_kind_name(ChoiceKind k);

}  // namespace rt
