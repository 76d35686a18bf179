// typed_choice.cpp: a person's answer typed in the terminal (typed_choice.hpp).
#include "typed_choice.hpp"

#include <cstdio>
#include <iostream>

#include "args.hpp"

namespace rt {

bool read_typed_line(std::string& line) {
  if (!std::getline(std::cin, line)) return false;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return true;
}

bool typed_choice(const TextContext& t, const Value& view, const Value& req, Value& choice) {
  std::string line;
  if (req["kind"] == "choose") {
    for (size_t i = 0; i < req["options"].size(); ++i)
      std::printf("  %zu) %s\n", i + 1, option_label(t, req["options"][i]).c_str());
    std::printf("%s\n> ", t.tr("ui.choose_help").c_str());
    std::fflush(stdout);
    if (!read_typed_line(line)) return false;
    long long k;
    if (parse_int(line, 1, static_cast<long long>(req["options"].size()), k)) choice = req["options"][k - 1];
    else choice = line;  // an option id typed out; the host checks it
  } else if (req["kind"] == "pick_entities" || req["kind"] == "order") {
    // Numbered 1..k in the order given; the answer is those cards' ids.
    const Value& ids = req["entities"];
    for (size_t i = 0; i < ids.size(); ++i) {
      Value shown = {{"kind", "?"}};
      for (auto& e : view["entities"])
        if (e["id"] == ids[i]) shown = e;
      std::printf("  %zu) %s\n", i + 1, entity_line(t, shown, true).c_str());
    }
    std::printf("%s\n> ", t.tr(req["kind"] == "order" ? "ui.order_help" : "ui.pick_cards_help").c_str());
    std::fflush(stdout);
    if (!read_typed_line(line)) return false;
    Value picks;
    if (parse_seat_list(line, picks)) {
      choice = Value::array();
      for (auto& k : picks) {
        const size_t at = k.get<size_t>();
        choice.push_back(at >= 1 && at <= ids.size() ? ids[at - 1] : Value(0));
      }
    } else {
      choice = line;
    }
  } else {
    for (auto& e : req["eligible"]) {
      const int seat = e.is_number_integer() ? e.get<int>() : 0;
      const bool named = seat >= 1 && seat <= static_cast<int>(t.names.size());
      std::printf("  %d) %s\n", seat, named ? t.names[seat - 1].c_str() : "?");
    }
    std::printf("%s\n> ", t.tr("ui.pick_seats_help").c_str());
    std::fflush(stdout);
    if (!read_typed_line(line)) return false;
    if (!parse_seat_list(line, choice)) choice = line;
  }
  return true;
}

}  // namespace rt
