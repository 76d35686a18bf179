// phone_seats.cpp: seats played over the network (phone_seats.hpp).
#include "phone_seats.hpp"

#include "../lua/layout_order.hpp"

namespace rt::net {

std::optional<Value> PhoneController::answer(const SeatView& view) {
  (void)view;
  return hub_.take_answer(seat_);
}

void PhoneController::refused(const SeatView& view, const Refusal& why) {
  (void)view;
  hub_.refuse(seat_, why);
}

void publish_views(SeatHub& hub, const Session& session) {
  const int n = std::min(hub.seats(), session.state().seat_count());
  for (int seat = 0; seat < n; ++seat) hub.publish(seat, session.view(seat));
}

Value phone_texts(const Catalog& catalog, const std::string& lang, const std::string& game) {
  Value texts = catalog.texts(lang, {game + ".", "common.", "ui.", "phone.", "net.", "refusal."});
  // Not a text: the order in which the page lists the counters, as the terminal does
  // (counter_lines: the table layout's order, then the others by id).
  const GameInfo* info = catalog.game(game);
  texts[game + ".counter_order"] = info ? Value(layout_counter_order(info->table_layout)) : Value::array();
  // Nor this: the layout's banners, said before the counters while one is up (as the terminal).
  texts[game + ".banners"] = info ? layout_banners(info->table_layout) : Value::array();
  // Nor this: every language's default name ("Player {n}", "Игрок {n}", ...), so that the page
  // says a name nobody typed in its own language, as the host does (app/text.hpp is_default_name).
  Value defaults = Value::array();
  for (const std::string& l : catalog.languages()) defaults.push_back(catalog.text(l, "ui.tv.default_name"));
  texts["ui.default_names"] = defaults;
  return texts;
}

NetTable::NetTable(Session& session, SeatHub& hub) : s_(session), hub_(hub), driver_(session) {
  for (int seat = 0; seat < session.state().seat_count(); ++seat) {
    phones_.push_back(std::make_unique<PhoneController>(hub, seat));
    driver_.set(seat, phones_.back().get());
  }
  publish_views(hub_, s_);
}

void NetTable::set(int seat, Controller* c) {
  driver_.set(seat, c ? c : phones_.at(static_cast<size_t>(seat)).get());
}

Driver::Step NetTable::pump() {
  const Driver::Step step = driver_.run();
  publish_views(hub_, s_);
  return step;
}

bool NetTable::run(std::chrono::milliseconds idle) {
  uint64_t seen = hub_.activity();
  while (true) {
    const Driver::Step step = pump();
    if (step.status == Driver::Status::Over) return true;
    if (step.status == Driver::Status::Stuck) return false;
    const uint64_t now = hub_.wait_activity(seen, idle);
    if (now == seen) return false;
    seen = now;
  }
}

}  // namespace rt::net
