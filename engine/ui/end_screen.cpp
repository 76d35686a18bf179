// end_screen.cpp: the winner and why, every character revealed (the winning seats framed, a seat
// the game names as eliminated marked), the vote history grid, the tracks as they ended and the
// timeline (the log); save the record, replay it, or set up a new game.
#include <algorithm>

#include "art.hpp"
#include "rules.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {
// s cut (whole UTF-8 characters, with an ellipsis) to fit width.
std::string fit_text(ImFont* font, const std::string& s, float width) {
  if (text_size(font, s).x <= width) return s;
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t next = i + 1;
    while (next < s.size() && (static_cast<unsigned char>(s[next]) & 0xC0) == 0x80) ++next;
    if (text_size(font, s.substr(0, next) + "…").x > width) break;
    out = s.substr(0, next);
    i = next;
  }
  return out + "…";
}
// A bot's reasons for its moves, now that the game is over (every seat's: the omniscient view),
// the latest last, in a tooltip.
void draw_bot_reasons(const App& app, const TextContext& t, const TableController& g, int seat) {
  std::vector<std::string> lines;
  for (const auto& r : g.reasons(kOmniscient))
    if (r.seat == seat) lines.push_back(t.format(r.key, r.args));
  if (lines.empty()) return;
  ImGui::BeginTooltip();
  heading(t.names[seat] + " (" + app.bot_title(g.session().game().id, g.bot_name(seat)) + ")");
  // The latest twelve; where the others are (the replay says why at each move).
  const size_t shown = std::min<size_t>(lines.size(), 12);
  if (shown < lines.size()) {
    const std::string more = t.format("ui.end.earlier_reasons", Value{{"n", lines.size() - shown}, {"replay", t.tr("ui.tv.replay")}});
    text_colored("dim", more);
    trace().texts.push_back(more);
  }
  for (size_t i = lines.size() - shown; i < lines.size(); ++i) {
    text(lines[i]);
    trace().texts.push_back(lines[i]);
  }
  ImGui::EndTooltip();
}

// Every reason of the bot the player clicked (App::end_reasons_seat), oldest first, in a panel of
// `size` where the timeline was, with a button back to the timeline. False when none is chosen.
bool draw_all_bot_reasons(App& app, const TextContext& t, const TableController& g, ImVec2 size) {
  const int seat = app.end_reasons_seat();
  if (seat < 0 || seat >= static_cast<int>(t.names.size()) || !g.is_bot(seat)) return false;
  const float top = ImGui::GetCursorScreenPos().y;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
  heading(t.format("ui.end.reasons_of", Value{{"name", t.names[seat]}, {"bot", app.bot_title(g.session().game().id, g.bot_name(seat))}}));
  ImGui::PopTextWrapPos();
  if (button("end.timeline.back", t.tr("ui.end.timeline_back"))) app.end_reasons_seat() = -1;
  const float left = size.y - (ImGui::GetCursorScreenPos().y - top);
  ImGui::BeginChild("end_reasons", ImVec2(size.x, std::max(3 * ImGui::GetTextLineHeightWithSpacing(), left)), true);
  for (const auto& r : g.reasons(kOmniscient))
    if (r.seat == seat) text_wrapped(t.format(r.key, r.args));
  ImGui::EndChild();
  return true;
}
}  // namespace

// Text with its first letter in capitals (Latin and Cyrillic, in UTF-8); anything else unchanged.
static std::string capitalized(std::string text) {
  if (text.empty()) return text;
  unsigned char& a = reinterpret_cast<unsigned char&>(text[0]);
  if (a >= 'a' && a <= 'z') a = static_cast<unsigned char>(a - 32);
  if (text.size() < 2) return text;
  unsigned char& b = reinterpret_cast<unsigned char&>(text[1]);
  if (a == 0xD0 && b >= 0xB0 && b <= 0xBF) b = static_cast<unsigned char>(b - 0x20);  // а..п
  else if (a == 0xD1 && b >= 0x80 && b <= 0x8F) a = 0xD0, b = static_cast<unsigned char>(b + 0x20);  // р..я
  else if (a == 0xD1 && b >= 0x90 && b <= 0x9F) a = 0xD0, b = static_cast<unsigned char>(b - 0x10);  // ѐ..џ (ё, є, і, ї)
  else if (a == 0xD2 && b == 0x91) b = 0x90;  // ґ
  return text;
}

void draw_end_screen(App& app, ImVec2 min, ImVec2 max) {
  TableController& g = *app.game();
  const Value& view = g.view();  // after the end every character is public
  TextContext t(app.catalog(), app.lang(), view);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  const float w = max.x - min.x;
  const Value& o = view["outcome"];
  if (app.end_boards_large() && !app.layout().boards.empty()) {
    // The boards as they ended, over the whole screen under the headline (a small window at a
    // large UI scale leaves them little room beside the cards and the timeline).
    const std::string back = t.tr("ui.tv.boards_back");
    const float top = min.y + 10 * s;
    ImGui::SetCursorScreenPos(ImVec2(min.x + 16 * s, top));
    if (button("end.boards.back", back)) app.end_boards_large() = false;
    const float y0 = ImGui::GetItemRectMax().y + 8 * s;
    ImGui::SetCursorScreenPos(ImVec2(min.x + 8 * s, y0));
    ImGui::BeginChild("end_boards_large", ImVec2(w - 16 * s, max.y - y0 - 8 * s), false);
    const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
    note_area("end.boards_large", wp.x, wp.y, wp.x + ws.x, wp.y + ws.y);
    const ImVec2 drawn = draw_tracks(app, t, view, ImVec2(wp.x + ws.x / 2, wp.y - ImGui::GetScrollY() + ws.y / 2),
                                     ws.x * 0.96f, false, ws.y - 8 * s);
    if (drawn.y > ws.y - 8 * s) ImGui::Dummy(ImVec2(1, drawn.y + 4 * s));
    ImGui::EndChild();
    return;
  }
  const std::string winner = t.tr(t.game + ".side." + o.value("winner", ""));
  // The reason is worded to sit mid-sentence in the log too; as the subtitle it starts a sentence.
  const std::string reason = capitalized(t.tr(t.game + ".end." + o.value("reason", "")));
  ImU32 win_col = color("gold");
  for (auto& [side, col] : app.layout().cards.colors)
    if (side == o.value("winner", "")) win_col = color(col);
  // A game may word the headline itself (<game>.winner, e.g. "{winner} wins!").
  const std::string headline = t.catalog.has_text("en", t.game + ".winner") ? t.game + ".winner" : "ui.tv.winner";
  draw_text_centered(dl, fonts().huge, ImVec2(min.x + w / 2, min.y + 40 * s), win_col,
                     t.format(headline, Value{{"winner", winner}}));
  draw_text_centered(dl, fonts().bold, ImVec2(min.x + w / 2, min.y + 84 * s), IM_COL32(230, 230, 235, 255), reason);

  // Every seat's cards, face up; the winning seats (the layout's `winners` counter) framed in
  // gold, the seats of `eliminated` (e.g. a seat a player eliminated) marked in red with its label.
  const TableLayout& layout = app.layout();
  const Value& counters = view["counters"];
  auto named = [&](const std::string& c, int seat) {
    if (c.empty() || !counters.contains(c)) return false;
    const Value& v = counters[c];
    if (v.is_number_integer()) return v.get<int>() == seat;
    if (v.is_array())
      for (auto& x : v)
        if (x.is_number_integer() && x.get<int>() == seat) return true;
    return false;
  };
  const int n = static_cast<int>(t.names.size());
  // The cards take at most a fifth of the screen's height, so the grid below keeps its rows at a
  // large UI scale on a small window.
  const float cw = std::min({96 * s, (w - 40 * s) / n - 12 * s, (max.y - min.y) * 0.2f / 1.4f}), ch = cw * 1.4f;
  const float y = min.y + 112 * s;

  // Below: the vote history grid at the left; the tracks as they ended and the timeline at the
  // right (without a grid, the tracks take the left).
  const float below_y = y + ch + 50 * s;
  const float bottom = max.y - 76 * s;
  const bool grid = has_history(app, view);
  // Without a grid, tracks or boards (a game that lays out none), the timeline takes the width.
  const bool boards = !layout.tracks.empty() || !layout.boards.empty();
  // Boards that the left part would draw small (a large UI scale on a small window: they were
  // unreadable until "Larger" was pressed) take the whole width, the timeline then beside the
  // cards, when that draws them a quarter larger at least.
  const float cards_w = n * (cw + 12 * s);
  const float larger_w = ImGui::CalcTextSize(t.tr("ui.tv.boards_larger").c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
  bool wide_boards = false;
  if (!grid && !layout.boards.empty()) {
    int cols = 0;
    const float box_h = bottom - below_y - 8 * s;
    const float in_half = tracks_scale(app, t, view, w * 0.45f * 0.9f, false, box_h, cols);
    cols = 0;
    const float in_width = tracks_scale(app, t, view, w - 8 * s - 2 * (larger_w + 12 * s), false, box_h, cols);
    wide_boards = in_half * s < 0.9f && in_width > in_half * 1.25f && w - cards_w - 40 * s >= 220 * s;
  }
  // The cards centred; with the timeline beside them, centred when the right margin holds it,
  // else from the left.
  float x = min.x + w / 2 - cards_w / 2;
  if (wide_boards && (w - cards_w) / 2 - 24 * s < 300 * s) x = min.x + 16 * s;
  for (int i = 0; i < n; ++i) {
    Value props = Value::object();
    for (auto& e : view["entities"])
      if (e.value("owner", 0) == i + 1 && e["props"].contains(layout.cards.face)) props = e["props"];
    const bool won = named(layout.winners, i + 1);
    if (won) {
      dl->AddRectFilled(ImVec2(x - 5 * s, y - 5 * s), ImVec2(x + cw + 5 * s, y + ch + 5 * s), color("gold", 0.85f), 8 * s);
      note_area("end.winner." + std::to_string(i + 1), x - 5 * s, y - 5 * s, x + cw + 5 * s, y + ch + 5 * s);
    }
    draw_card(dl, ImVec2(x, y), ImVec2(x + cw, y + ch), card_title(t, layout, props), card_color(layout, props),
              props.empty(), false, card_art(layout.cards, layout, props));
    const std::string name = fit_text(fonts().body, t.names[i], cw + 10 * s);
    ImVec2 sz = text_size(fonts().body, name);
    draw_text(dl, fonts().body, ImVec2(x + cw / 2 - sz.x / 2, y + ch + 6 * s), won ? color("gold") : IM_COL32(230, 230, 235, 255),
              name);
    // A bot's name: hover it for the reasons of its latest moves, click it for all of them in
    // the timeline's place (click again, or Back, for the timeline).
    if (g.is_bot(i)) {
      const ImVec2 n0(x - 5 * s, y + ch + 4 * s), n1(x + cw + 5 * s, y + ch + 8 * s + sz.y);
      note_target("end.why." + std::to_string(i + 1), n0, n1);
      if (hover_rect("end.why." + std::to_string(i + 1), n0, n1)) {
        draw_bot_reasons(app, t, g, i);
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) app.end_reasons_seat() = app.end_reasons_seat() == i ? -1 : i;
      }
    }
    for (const SeatsSpec& e : layout.eliminated) {
      if (!named(e.counter, i + 1)) continue;
      // The cross on the card's colour band (its lower 28%), clear of the card's words above it
      // (a dead seat's loyalty card stays readable); outlined so it shows on a red band too.
      const float band = ch * 0.28f;
      const ImVec2 mc(x + cw / 2, y + ch - band / 2);
      const float r = band * 0.36f;
      for (const auto& [col, thick] : {std::pair{IM_COL32(20, 20, 24, 255), 9 * s}, std::pair{color("red"), 5 * s}}) {
        dl->AddLine(ImVec2(mc.x - r, mc.y - r), ImVec2(mc.x + r, mc.y + r), col, thick);
        dl->AddLine(ImVec2(mc.x - r, mc.y + r), ImVec2(mc.x + r, mc.y - r), col, thick);
      }
      const std::string label = fit_text(fonts().body, t.tr(e.label), cw + 10 * s);
      sz = text_size(fonts().body, label);
      draw_text(dl, fonts().body, ImVec2(x + cw / 2 - sz.x / 2, y + ch + 26 * s), color("red"), label);
      if (ImGui::IsMouseHoveringRect(ImVec2(x, y), ImVec2(x + cw, y + ch))) ImGui::SetTooltip("%s", t.tr(e.label).c_str());
      note_area("end.eliminated." + std::to_string(i + 1), mc.x - r - 5 * s, mc.y - r - 5 * s, mc.x + r + 5 * s,
                mc.y + r + 5 * s);
    }
    x += cw + 12 * s;
  }

  const float cards_right = x;
  const float left_w = grid ? w * 0.58f : wide_boards ? w - 8 * s : boards ? w * 0.45f : 0;
  const float right_x = min.x + left_w + 8 * s, right_w = max.x - right_x - 8 * s;
  if (grid) {
    ImGui::SetCursorScreenPos(ImVec2(min.x + 8 * s, below_y - 8 * s));
    ImGui::BeginGroup();
    heading(t.tr(layout.history.label));
    draw_history_grid(app, t, view, "end_grid", ImVec2(left_w - 8 * s, bottom - ImGui::GetCursorScreenPos().y));
    ImGui::EndGroup();
  }
  float tracks_h = !boards ? 0 : grid ? std::min((bottom - below_y) * 0.45f, 150 * s) : bottom - below_y;
  // Beside the grid, the tracks only when they can be drawn at a readable size (the grid has the
  // results too); otherwise the timeline takes their room.
  if (grid && tracks_h < tracks_size(app, t, view, false).y * 0.6f) tracks_h = 0;
  if (tracks_h > 0) {
    ImGui::SetCursorScreenPos(grid ? ImVec2(right_x, below_y) : ImVec2(min.x, below_y));
    ImGui::BeginChild("end_tracks", ImVec2(grid ? right_w : left_w, tracks_h), false);
    const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
    // Boards too tall for the box even at their smallest scroll in it (the top row was cut off).
    // Across the width, the boards leave the "Larger" button its corner (on both sides: centred).
    const float boards_w = wide_boards ? ws.x - 2 * (larger_w + 12 * s) : ws.x * 0.9f;
    const ImVec2 drawn = draw_tracks(app, t, view, ImVec2(wp.x + ws.x / 2, wp.y - ImGui::GetScrollY() + ws.y / 2),
                                     boards_w, false, ws.y - 8 * s);
    if (drawn.y > ws.y - 8 * s) ImGui::Dummy(ImVec2(1, drawn.y + 4 * s));
    // The boards larger, over the whole screen: a button on the box's top right corner (in the
    // box, drawn over the boards, clear of its scroll bar).
    if (!layout.boards.empty()) {
      const std::string larger = t.tr("ui.tv.boards_larger");
      const float bw = larger_w;
      const ImVec2 back = ImGui::GetCursorScreenPos();
      ImGui::SetCursorScreenPos(ImVec2(wp.x + ImGui::GetWindowContentRegionMax().x - bw - 4 * s, wp.y + 2 * s));
      if (button("end.boards.larger", larger)) app.end_boards_large() = true;
      ImGui::SetCursorScreenPos(back);
    }
    ImGui::EndChild();
    note_area("end.boards", wp.x, wp.y, wp.x + ws.x, wp.y + ws.y);
  }
  if (wide_boards) {  // the timeline beside the cards, down to the boards
    const float tx = cards_right + 12 * s;
    ImGui::SetCursorScreenPos(ImVec2(tx, y - 8 * s));
    ImGui::BeginGroup();
    if (!draw_all_bot_reasons(app, t, g, ImVec2(max.x - 8 * s - tx, below_y - 12 * s - ImGui::GetCursorScreenPos().y))) {
      heading(t.tr("ui.tv.timeline"));
      draw_log(app, t, view, "timeline", ImVec2(max.x - 8 * s - tx, below_y - 12 * s - ImGui::GetCursorScreenPos().y));
    }
    ImGui::EndGroup();
  } else {
    const float log_y = grid ? below_y + tracks_h : below_y - 8 * s;
    ImGui::SetCursorScreenPos(ImVec2(grid ? right_x : min.x + (boards ? left_w : 8 * s), log_y));
    ImGui::BeginGroup();
    const float log_w = grid ? right_w : w - left_w - 16 * s;
    if (!draw_all_bot_reasons(app, t, g, ImVec2(log_w, bottom - ImGui::GetCursorScreenPos().y))) {
      heading(t.tr("ui.tv.timeline"));
      draw_log(app, t, view, "timeline", ImVec2(log_w, bottom - ImGui::GetCursorScreenPos().y));
    }
    ImGui::EndGroup();
  }

  ImGui::SetCursorScreenPos(ImVec2(min.x + 16 * s, max.y - 64 * s));
  const ImVec2 bs(220 * s, 48 * s);
  if (!g.link()) {  // (a joined seat's game is recorded, and replayed, by its host)
    if (button("end.save", t.tr("ui.tv.save_record"), bs)) app.save_record();
    ImGui::SameLine();
    if (button("end.replay", t.tr("ui.tv.replay"), bs)) {
      const std::string path = g.journal() ? g.journal()->path() : "";
      if (auto e = app.open_replay(path, 0, kOmniscient); !e.empty()) app.set_status(localize_error(app.catalog(), app.lang(), e));
    }
    ImGui::SameLine();
  }
  if (button("end.new", t.tr("ui.tv.new_game"), bs)) app.open_setup();
  ImGui::SameLine();
  text_colored("dim", app.status());
}

}  // namespace rt::ui
