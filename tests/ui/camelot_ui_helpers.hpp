// camelot_ui_helpers.hpp: starting and playing a Shadows over Camelot game in the headless table
// view, shared by the Camelot UI tests (camelot_table_test.cpp, camelot_view_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui::camelot_ui {

// A game of `knights` knights: seat 1 a human, the others bots; with `default_names` the seats
// are named as `play` names them ("Player 3").
inline void start(UiDriver& d, uint64_t seed, int knights = 5, bool default_names = false) {
  rt::Setup s;
  s.game = "camelot";
  const std::vector<std::string> names = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  s.players.assign(names.begin(), names.begin() + knights);
  if (default_names)  // as `play` names them ("Player 3"): the longer names a board lists
    for (int i = 0; i < knights; ++i)
      s.players[i] = d.catalog().format(d.app().settings().lang, "ui.tv.default_name", Value{{"n", i + 1}}, {});
  s.controllers = std::vector<std::string>(knights, "bot");
  s.controllers[0] = "human";
  s.seed = seed;
  std::vector<bool> bots(knights, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
}

// Frames (the reveal seen, curtains put down) until the human at seat 1 is asked. The table.
inline TableController& until_seat_one_is_asked(UiDriver& d) {
  TableController& g = *d.app().game();
  for (int i = 0; i < 200 && g.human_to_act() != 0; ++i) {
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    d.frame();
  }
  return g;
}

// Plays (the human answering its first legal option) until `moves` answers are recorded.
inline void play_until(UiDriver& d, size_t moves) {
  TableController& g = *d.app().game();
  for (int i = 0; i < 4000 && d.app().screen() == Screen::Table && g.session().record().decisions.size() < moves; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() == 0) answer_first_legal(g);
  }
}

// What a person could not read in the last frame, one line each: a string running out of its box
// (trace.hpp TextBox), a string shortened with "…", a string on a board smaller than 10 px (body
// text is 17 px at 100%), two chips under a knight over each other.
inline std::string unreadable(const FrameTrace& t) {
  std::ostringstream out;
  std::vector<Rect> boards;
  for (auto& [id, r] : t.areas)
    if (id.rfind("board.", 0) == 0) boards.push_back(r);
  auto on_board = [&](const Rect& r) {
    for (const Rect& b : boards)
      if (r.cx() >= b.x0 && r.cx() <= b.x1 && r.cy() >= b.y0 && r.cy() <= b.y1) return true;
    return false;
  };
  for (const TextBox& b : t.text_boxes) {
    if (b.text.empty() || b.rect.x1 - b.rect.x0 < 1) continue;
    const bool cut_x = b.rect.x0 < b.box.x0 - 1 || b.rect.x1 > b.box.x1 + 1;
    const bool cut_y = !b.scrolls && (b.rect.y0 < b.box.y0 - 1 || b.rect.y1 > b.box.y1 + 1);
    if (cut_x || cut_y) out << "  cut: \"" << b.text << "\"\n";
    if (b.text.find("…") != std::string::npos) out << "  shortened: \"" << b.text << "\"\n";
    if (on_board(b.rect) && b.rect.y1 - b.rect.y0 < 10)
      out << "  tiny (" << b.rect.y1 - b.rect.y0 << " px): \"" << b.text << "\"\n";
  }
  std::vector<std::pair<std::string, Rect>> chips;
  for (auto& [id, r] : t.areas)
    if (id.rfind("mark.", 0) == 0) chips.push_back({id, r});
  for (size_t i = 0; i < chips.size(); ++i)
    for (size_t j = i + 1; j < chips.size(); ++j) {
      const Rect &a = chips[i].second, &b = chips[j].second;
      if (a.x0 < b.x1 - 0.5f && b.x0 < a.x1 - 0.5f && a.y0 < b.y1 - 0.5f && b.y0 < a.y1 - 0.5f)
        out << "  chips over each other: " << chips[i].first << ", " << chips[j].first << "\n";
      if (a.x1 < a.x0 || b.x1 < b.x0) out << "  a chip with no room: " << (a.x1 < a.x0 ? chips[i].first : chips[j].first) << "\n";
    }
  return out.str();
}

}  // namespace rt::ui::camelot_ui
