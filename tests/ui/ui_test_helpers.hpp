// ui_test_helpers.hpp: what many UI tests share beside the driver: rectangles compared, a legal
// answer to a decision (as a person in a hurry would give it), that answer given by clicks or
// through the controller, and a game picked on the setup screen.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>

#include "ui_driver.hpp"

namespace rt::ui {

inline bool overlap(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }
// Half a pixel of slack: ImGui rounds some edges.
inline bool inside(const Rect& a, const Rect& outer) {
  return a.x0 >= outer.x0 - 0.5f && a.y0 >= outer.y0 - 0.5f && a.x1 <= outer.x1 + 0.5f && a.y1 <= outer.y1 + 0.5f;
}

enum class Seats { Fewest, Most };  // how many seats a seat-picking answer names

// A legal answer to a decision: the first of `prefer` that is offered (else the first option);
// the first eligible seats, as few or as many as allowed; the first cards offered (all of them,
// for an order).
inline Value legal_answer(const Value& req, std::initializer_list<const char*> prefer = {"success", "approve", "good"},
                          Seats seats = Seats::Most) {
  const std::string kind = req.value("kind", "");
  if (kind == "choose") {
    for (const char* want : prefer)
      for (auto& o : req["options"])
        if (o == want) return o;
    return req["options"][0];
  }
  Value picked = Value::array();
  if (!req.contains("eligible")) {
    const int want = kind == "order" ? int(req["entities"].size()) : std::max(1, req.value("min", 1));
    for (auto& id : req["entities"])
      if (int(picked.size()) < want) picked.push_back(id);
    return picked;
  }
  const int want = seats == Seats::Most ? req.value("max", 0) : std::max(1, req.value("min", 1));
  for (auto& e : req["eligible"])
    if (int(picked.size()) < want) picked.push_back(e);
  return picked;
}

// Gives `answer` by clicking: its choice button, or its seats then Confirm.
inline bool click_answer(UiDriver& d, const Value& answer) {
  if (answer.is_string()) return d.click("choice." + answer.get<std::string>());
  for (auto& s : answer)
    if (!d.click("seat." + std::to_string(s.get<int>()))) return false;
  return d.click("decision.confirm");
}

// The screen seat's decision answered through the controller: the first option, the fewest seats.
inline void answer_first_legal(TableController& g) {
  ASSERT_EQ(g.answer(legal_answer(g.view()["decision"], {}, Seats::Fewest)), "");
}

// Picks a game on the setup screen (the game list is a combo; which game is not what these tests
// are about).
inline void select_game(UiDriver& d, const std::string& id) {
  const auto& games = d.catalog().games();
  for (size_t i = 0; i < games.size(); ++i)
    if (games[i].id == id) d.app().draft().game = static_cast<int>(i);
}

// Picks a game through the game drop-down, as a user does.
inline void choose_game(UiDriver& d, const std::string& id) {
  d.frame();
  ASSERT_TRUE(d.click("setup.game"));
  d.frame();
  ASSERT_TRUE(d.click("setup.game." + id)) << id;
  d.frame();
  ASSERT_EQ(d.catalog().games()[d.app().draft().game].id, id);
}

// A person in a hurry: approves, succeeds, is good, names the fewest seats.
inline Value hurried(const Value& req) { return legal_answer(req, {"approve", "success", "good"}, Seats::Fewest); }

// Whether the frame drew an area whose id starts with `prefix`.
inline bool has_area_prefix(const FrameTrace& f, const std::string& prefix) {
  auto it = f.areas.lower_bound(prefix);
  return it != f.areas.end() && it->first.rfind(prefix, 0) == 0;
}

// The role card of a seat (0-based), read from the omniscient view.
inline std::string role_of(TableController& g, int seat) {
  const Value all = g.session().view(kOmniscient);
  for (auto& e : all["entities"])
    if (e.value("owner", 0) == seat + 1 && e["props"].contains("role")) return e["props"]["role"].get<std::string>();
  return "";
}

}  // namespace rt::ui
