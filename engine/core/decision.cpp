// decision.cpp: typed validation and external form of decisions.
#include "decision.hpp"

#include <algorithm>

namespace rt {

const char* choice_kind_name(ChoiceKind k) {
  switch (k) {
    case ChoiceKind::Choose: return "choose";
    case ChoiceKind::PickSeats: return "pick_seats";
    case ChoiceKind::PickEntities: return "pick_entities";
    case ChoiceKind::Order: return "order";
  }
  return "?";
}

const char* decision_form_name(DecisionForm f) {
  switch (f) {
    case DecisionForm::Choose: return "choose";
    case DecisionForm::ChooseBySeat: return "choose_by_seat";
    case DecisionForm::PickSeats: return "pick_seats";
    case DecisionForm::PickEntities: return "pick_entities";
    case DecisionForm::Order: return "order";
  }
  return "?";
}

std::string check_asked_seats(const std::vector<int>& seats, bool simultaneous) {
  if (seats.empty()) return "decide: no seat is asked";
  if (seats.size() > 1 && !simultaneous) return "decide: several seats answer only with simultaneous = true";
  for (size_t i = 0; i < seats.size(); ++i)
    for (size_t j = i + 1; j < seats.size(); ++j)
      if (seats[i] == seats[j]) return "decide: seat " + std::to_string(seats[i] + 1) + " is asked twice";
  return "";
}

std::string check_pick_count(const char* what, int min, int max) {
  if (min < 0 || min > max)
    return std::string(what) + ": cannot pick " + std::to_string(min) + ".." + std::to_string(max);
  return "";
}

std::string check_entity_list(const char* what, const std::vector<int>& ids) {
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (ids[j] == ids[i]) return std::string(what) + ": entity " + std::to_string(ids[i]) + " is listed twice";
  return "";
}

std::string make_decision(DecisionAsk ask, int seat_count, Decision& d) {
  SeatRequest shared;  // what every asked seat gets (but its seat)
  switch (ask.form) {
    case DecisionForm::Choose:
    case DecisionForm::ChooseBySeat:
      shared.kind = ChoiceKind::Choose;
      if (ask.form == DecisionForm::ChooseBySeat && ask.seat_options.size() != ask.seats.size())
        return "choose_by_seat: options for every asked seat are needed";
      shared.options = std::move(ask.options);
      break;
    case DecisionForm::PickSeats:
      shared.kind = ChoiceKind::PickSeats;
      if (ask.from_every_seat)
        for (int i = 0; i < seat_count; ++i) ask.from.push_back(i);
      shared.eligible = std::move(ask.from);
      shared.min = ask.min;
      shared.max = ask.max;
      if (shared.max > static_cast<int>(shared.eligible.size()))
        return "pick_seats: cannot pick " + std::to_string(shared.min) + ".." + std::to_string(shared.max) + " of " +
               std::to_string(shared.eligible.size()) + " seats";
      break;
    case DecisionForm::PickEntities:
      shared.kind = ChoiceKind::PickEntities;
      shared.entities = std::move(ask.from);
      shared.min = ask.min;
      shared.max = ask.max;
      if (shared.max > static_cast<int>(shared.entities.size()))
        return "pick_entities: cannot pick " + std::to_string(shared.min) + ".." + std::to_string(shared.max) +
               " of " + std::to_string(shared.entities.size());
      break;
    case DecisionForm::Order:
      shared.kind = ChoiceKind::Order;
      shared.entities = std::move(ask.from);
      if (shared.entities.empty()) return "order: nothing to order";
      break;
  }
  d.prompt = std::move(ask.prompt);
  d.args = std::move(ask.args);
  d.simultaneous = ask.simultaneous;
  d.rule = std::move(ask.rule);
  d.rule_args = std::move(ask.rule_args);
  d.requests.clear();
  d.requests.reserve(ask.seats.size());
  for (size_t i = 0; i < ask.seats.size(); ++i) {
    // (the last asked seat takes the shared request itself: one seat asked, nothing is copied)
    if (i + 1 < ask.seats.size()) d.requests.push_back(shared);
    else d.requests.push_back(std::move(shared));
    SeatRequest& r = d.requests.back();
    r.seat = ask.seats[i];
    if (ask.form == DecisionForm::ChooseBySeat) r.options = std::move(ask.seat_options[i]);
  }
  return "";
}

// A list of distinct entity ids, each one of `allowed`. Returns "" or why not.
static std::string check_entity_answer(const Value& answer, const std::vector<int>& allowed) {
  if (!answer.is_array()) return "expected a list of card or token ids, got " + brief(answer);
  std::vector<int> seen;
  seen.reserve(answer.size());
  for (const auto& v : answer) {
    if (!v.is_number_integer()) return brief(v) + " is not a card or token id";
    const bool in_range = v.is_number_unsigned() ? v.get<uint64_t>() <= 0x7fffffffu
                                                  : v.get<int64_t>() >= 1 && v.get<int64_t>() <= 0x7fffffff;
    const int id = in_range ? static_cast<int>(v.get<int64_t>()) : 0;
    if (!in_range || std::find(allowed.begin(), allowed.end(), id) == allowed.end())
      return brief(v) + " cannot be picked here";
    if (std::find(seen.begin(), seen.end(), id) != seen.end()) return brief(v) + " is given twice";
    seen.push_back(id);
  }
  return "";
}

std::string check_typed_answer(const SeatRequest& req, const Value& answer) {
  switch (req.kind) {
    case ChoiceKind::Choose: {
      if (!answer.is_string()) return "expected one option as a string, got " + brief(answer);
      const auto& s = answer.get_ref<const std::string&>();
      if (std::find(req.options.begin(), req.options.end(), s) == req.options.end()) {
        std::string legal;
        for (auto& o : req.options) legal += (legal.empty() ? "" : ", ") + o;
        return "'" + s + "' is not a legal choice here (legal: " + legal + ")";
      }
      return "";
    }
    case ChoiceKind::PickSeats: {
      if (!answer.is_array()) return "expected a list of seats, got " + brief(answer);
      const int n = static_cast<int>(answer.size());
      if (n < req.min || n > req.max) {
        if (req.min == req.max)
          return "expected exactly " + std::to_string(req.min) + " seats, got " + std::to_string(n);
        return "expected " + std::to_string(req.min) + " to " + std::to_string(req.max) +
               " seats, got " + std::to_string(n);
      }
      uint64_t seen = 0;
      for (const auto& v : answer) {
        if (!v.is_number_integer()) return "seat " + brief(v) + " is not a seat number";
        if (!v.is_number_unsigned() && v.get<int64_t>() < 1) return "seat " + brief(v) + " cannot be picked here";
        if (v.is_number_unsigned() ? v.get<uint64_t>() > 64 : v.get<int64_t>() > 64)
          return "seat " + brief(v) + " cannot be picked here";
        const int s = static_cast<int>(v.get<int64_t>()) - 1;
        if (s < 0 || s >= 64 || std::find(req.eligible.begin(), req.eligible.end(), s) == req.eligible.end())
          return "seat " + brief(v) + " cannot be picked here";
        if ((seen >> s) & 1) return "seat " + brief(v) + " is picked twice";
        seen |= uint64_t{1} << s;
      }
      return "";
    }
    case ChoiceKind::PickEntities: {
      if (std::string why = check_entity_answer(answer, req.entities); !why.empty()) return why;
      const int n = static_cast<int>(answer.size());
      if (n < req.min || n > req.max) {
        if (req.min == req.max) return "expected exactly " + std::to_string(req.min) + ", got " + std::to_string(n);
        return "expected " + std::to_string(req.min) + " to " + std::to_string(req.max) + ", got " + std::to_string(n);
      }
      return "";
    }
    case ChoiceKind::Order: {
      if (std::string why = check_entity_answer(answer, req.entities); !why.empty()) return why;
      if (answer.size() != req.entities.size())
        return "expected all " + std::to_string(req.entities.size()) + " in an order, got " + std::to_string(answer.size());
      return "";
    }
  }
  return "unknown decision kind";
}

Value request_to_value(const SeatRequest& req, const Decision& d) {
  Value v = Value::object();
  v["seat"] = req.seat + 1;
  v["kind"] = choice_kind_name(req.kind);
  v["prompt"] = d.prompt;
  v["args"] = d.args.to_value();
  v["simultaneous"] = d.simultaneous;
  if (req.kind == ChoiceKind::Choose) {
    v["options"] = req.options;
  } else if (req.kind == ChoiceKind::PickEntities || req.kind == ChoiceKind::Order) {
    v["entities"] = req.entities;
    if (req.kind == ChoiceKind::PickEntities) {
      v["min"] = req.min;
      v["max"] = req.max;
    }
  } else {
    Value e = Value::array();
    for (int s : req.eligible) e.push_back(s + 1);
    v["eligible"] = std::move(e);
    v["min"] = req.min;
    v["max"] = req.max;
  }
  v["answered"] = req.answered;
  if (req.answered) v["answer"] = req.answer;  // only ever shown to its own seat
  return v;
}

}  // namespace rt
