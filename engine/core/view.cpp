// view.cpp: builds the per-seat view. Every fact in it passes a visibility test here.
#include "view.hpp"

namespace rt {

bool seat_sees_zone_contents(const Zone& z, int seat) { return z.contents.sees(seat, z.owner); }

bool seat_sees_property(const GameState&, const Entity& e, const Property& p, int seat) {
  return p.vis.sees(seat, e.owner);
}

static Value seat_list(uint64_t mask) {
  Value v = Value::array();
  for (int i = 0; i < 64; ++i)
    if ((mask >> i) & 1) v.push_back(i + 1);
  return v;
}

static Value knowledge_list(const std::vector<Packed>& facts) {
  Value v = Value::array();
  for (const auto& f : facts) v.push_back(f.to_value());
  return v;
}

Value build_view(const GameState& st, const ViewHeader& header, int seat, size_t log_from) {
  if (seat >= st.seat_count() || (seat < 0 && seat != kOmniscient)) seat = kSpectator;
  Value view = Value::object();
  view["game"] = header.game;
  view["options"] = header.options;
  view["seat"] = seat < 0 ? Value(nullptr) : Value(seat + 1);

  Value players = Value::array();
  for (int i = 0; i < st.seat_count(); ++i)
    players.push_back({{"seat", i + 1}, {"name", st.seats[i].name}, {"controller", st.seats[i].controller}});
  view["players"] = std::move(players);

  Value counters = Value::object();
  for (const auto& c : st.counters)
    if (c.vis.sees(seat)) counters[c.id] = c.value.to_value();
  view["counters"] = std::move(counters);

  Value zones = Value::array();
  for (const auto& z : st.zones) {
    Value zv = {{"id", z.id}, {"count", z.entities.size()}};
    if (z.owner >= 0) zv["owner"] = z.owner + 1;
    if (seat_sees_zone_contents(z, seat)) zv["entities"] = z.entities;
    zones.push_back(std::move(zv));
  }
  view["zones"] = std::move(zones);

  Value entities = Value::array();
  for (const auto& e : st.entities) {
    const Zone* z = st.zone(e.zone);
    Value props = Value::object();
    for (const auto& p : e.props)
      if (seat_sees_property(st, e, p, seat)) props[p.key] = p.value.to_value();
    const bool placed = z && seat_sees_zone_contents(*z, seat);
    if (!placed && props.empty()) continue;
    Value ev = {{"id", e.id}, {"kind", e.kind}, {"props", std::move(props)}};
    if (placed) {
      ev["zone"] = e.zone;
      if (e.owner >= 0) ev["owner"] = e.owner + 1;
    }
    entities.push_back(std::move(ev));
  }
  view["entities"] = std::move(entities);

  if (seat == kOmniscient) {
    Value all = Value::object();
    for (int i = 0; i < st.seat_count(); ++i)
      if (!st.knowledge[i].empty()) all[std::to_string(i + 1)] = knowledge_list(st.knowledge[i]);
    view["knowledge"] = std::move(all);
  } else if (seat >= 0) {
    view["knowledge"] = knowledge_list(st.knowledge[seat]);
  } else {
    view["knowledge"] = Value::array();
  }

  Value log = Value::array();
  for (size_t i = log_from; i < st.log.size(); ++i)
    if (const LogEntry& l = st.log[i]; l.vis.sees(seat)) {
      Value lv = {{"key", l.key}, {"args", l.args.to_value()}};
      if (seat == kOmniscient && !l.vis.everyone) lv["to"] = seat_list(l.vis.seats);
      log.push_back(std::move(lv));
    }
  view["log"] = std::move(log);

  // Who is being waited for is public; what a seat must choose (and has chosen) is its own.
  view["decision"] = nullptr;
  Value waiting = Value::array();
  if (st.pending) {
    for (const auto& r : st.pending->requests) {
      if (!r.answered) waiting.push_back(r.seat + 1);
      if (r.seat == seat) view["decision"] = request_to_value(r, *st.pending);
    }
    if (seat == kOmniscient) {
      Value reqs = Value::array();
      for (const auto& r : st.pending->requests) reqs.push_back(request_to_value(r, *st.pending));
      view["decisions"] = std::move(reqs);
    }
  }
  view["waiting_for"] = std::move(waiting);

  if (st.outcome.over)
    view["outcome"] = {{"winner", st.outcome.winner}, {"reason", st.outcome.reason}, {"details", st.outcome.details}};
  else
    view["outcome"] = nullptr;
  return view;
}

}  // namespace rt
