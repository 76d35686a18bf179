// panels.cpp: the side panels shared by the live table and the replay: the private panel of
// the seat whose view it is, and the log.
#include <algorithm>
#include <cmath>

#include "art.hpp"
#include "boards.hpp"
#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

float draw_private_panel(App& app, const TextContext& t, const Value& view, float reserve_right, float fit_h) {
  const float s = app.settings().scale;
  const float top = ImGui::GetCursorScreenPos().y;
  if (!view["seat"].is_number_integer()) {
    text_wrapped(t.tr("ui.tv.no_private_view"));
    return 0;
  }
  const int seat = view["seat"].get<int>();
  const std::string you_full = t.format("ui.you_are", Value{{"name", t.names[seat - 1]}, {"seat", seat}});
  auto you_line = [&] {
    ImGui::PushFont(fonts().bold);
    // Without the seat's number when the whole line would wrap (the seat plate shows it).
    const float room = ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x - reserve_right - ImGui::GetCursorScreenPos().x;
    const std::string you = text_size(fonts().bold, you_full).x <= room
                                ? you_full
                                : t.format("ui.you_are_short", Value{{"name", t.names[seat - 1]}, {"seat", seat}});
    trace().texts.push_back(you);
    ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - reserve_right);
    ImGui::TextUnformatted(you.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  };
  bool hand = false;
  for (const auto& e : view["entities"]) hand = hand || (e.value("owner", 0) == seat && in_hand(app.layout(), e));
  // With a hand, who you are heads the panel; without, it heads the words beside your cards (a
  // line saved: what the seat knows must fit under them).
  if (hand) you_line();
  // The layout's hand kinds (boards.cpp), first: what a turn plays from; the seat's own cards
  // (e.g. its character) keep a row in sight under them.
  bool own_cards = false;
  for (const auto& e : view["entities"])
    own_cards = own_cards || (e.value("owner", 0) == seat && !e["props"].empty() && !in_hand(app.layout(), e));
  // The own cards are 56 to 64 tall (scaled), and never too narrow for their titles (at 100% a
  // 64-tall card is 46 wide: it showed its colour only).
  const float own_min_h = (kTitledCardWidth + 4) / 0.72f;
  // Under the hand: the own cards and the gaps and padding round them.
  const float hand_room = fit_h - (ImGui::GetCursorScreenPos().y - top) - std::max(64 * s, own_min_h) - 24 * s;
  // Too little room for even two full rows of the hand (a big hand beside a tall decision at a
  // large scale): the own cards first, the hand under them (its panel scrolls).
  // Not while the decision picks from the hand: the cards to pick stay on top, as small as they
  // must be to fit (at 150% on 1280x720 the hand to pick from was scrolled out of the panel).
  const Value& req = view["decision"];
  const bool picking = req.is_object() && !req.value("answered", false) && hand_offers_all(app, view, req);
  const bool own_first = own_cards && fit_h > 0 && hand_room < 2 * 60 * s && !picking;
  if (!own_first) draw_hand(app, t, view, own_cards && fit_h > 0 ? std::max(1.0f, hand_room) : 0);
  // (The hand's last item spans its cards and the gap under them.)
  const float picked_from = picking && !own_first ? ImGui::GetItemRectMax().y - top : 0;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 at = ImGui::GetCursorScreenPos();
  // The card fits the panel's height, and is kept small: what the seat knows comes under it.
  const float ch = std::max(std::clamp(ImGui::GetContentRegionAvail().y - 6 * s, 56 * s, 64 * s), own_min_h), cw = ch * 0.72f;
  int cards = 0;
  for (const auto& e : view["entities"]) {
    if (e.value("owner", 0) != seat || e["props"].empty() || in_hand(app.layout(), e)) continue;
    const ImVec2 k0(at.x + cards * (cw + 10 * s), at.y), k1(k0.x + cw, k0.y + ch);
    const CardSpec* held = held_spec(app.layout(), e);
    const CardSpec& spec = held ? *held : app.layout().cards;
    draw_card(dl, k0, k1, card_title(t, spec, e["props"]), card_color(spec, e["props"]), false, false,
              card_art(spec, app.layout(), e["props"]));
    if (hover_rect("private_card." + std::to_string(cards + 1), k0, k1))
      rules_tooltip(t.catalog, t.lang, card_title(t, spec, e["props"]), card_rules_key(t, spec.face, e["props"]));
    // What the card says, in words, beside it.
    ++cards;
  }
  float text_x = at.x + cards * (cw + 10 * s) + 4 * s;
  ImGui::SetCursorScreenPos(ImVec2(text_x, at.y));
  ImGui::BeginGroup();
  if (!hand) you_line();
  for (const auto& e : view["entities"]) {
    if (e.value("owner", 0) != seat || e["props"].empty() || in_hand(app.layout(), e)) continue;
    const CardSpec* held = held_spec(app.layout(), e);
    // A card whose face names it needs no heading saying what kind of card it is.
    if (held || card_title(t, app.layout().cards, e["props"]).empty()) heading(t.tr(t.game + ".kind." + e.value("kind", "")));
    if (held) {  // a held card: its name and what it does
      const Value& face = e["props"].contains(held->face) ? e["props"][held->face] : Value();
      const std::string key = t.game + "." + held->face + "." + (face.is_string() ? face.get<std::string>() : face.dump());
      text(t.tr(key));
      if (t.catalog.has_text("en", key + ".text")) text_wrapped(t.tr(key + ".text"));
      continue;
    }
    // Every property in words (the small card's face may shorten its name); a value two
    // properties share (a card whose face and kind say the same thing) is said once.
    std::vector<std::string> said;
    for (auto it = e["props"].begin(); it != e["props"].end(); ++it) {
      std::string value = it.value().is_string() ? it.value().get<std::string>() : it.value().dump();
      const std::string vkey = t.game + "." + it.key() + "." + value;
      if (t.catalog.has_text("en", vkey)) value = t.tr(vkey);
      if (std::find(said.begin(), said.end(), value) != said.end()) continue;
      said.push_back(value);
      text_wrapped(t.tr(t.game + ".prop." + it.key()) + ": " + value);
    }
  }
  ImGui::EndGroup();
  ImGui::SetCursorScreenPos(ImVec2(at.x, std::max(ImGui::GetCursorScreenPos().y, at.y + (cards ? ch + 8 * s : 0))));
  if (own_first) draw_hand(app, t, view);
  // What the seat knows, under the cards, the panel's whole width, in the colour of what a seat
  // learns (each fact says what it is: no heading, a line saved for the decision under it).
  if (!view["knowledge"].empty() && view["knowledge"].is_array()) {
    const float know_y = ImGui::GetCursorScreenPos().y;
    float right = 0;
    ImGui::PushStyleColor(ImGuiCol_Text, color_vec("purple"));
    for (const auto& f : view["knowledge"]) {
      text_wrapped(t.format(f.value("key", ""), f));
      right = std::max(right, ImGui::GetItemRectMax().x);
    }
    ImGui::PopStyleColor();
    // Where the knowledge ended up, for the tests that check it is seen without scrolling.
    note_area("private.knowledge", at.x, know_y, right, ImGui::GetItemRectMax().y);
  }
  return picked_from;
}

void draw_knowledge(const TextContext& t, const Value& view, const std::string& area) {
  const Value& facts = view["knowledge"];
  if (!view["seat"].is_number_integer() || !facts.is_array() || facts.empty()) return;
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  heading(t.tr("ui.you_know"));
  for (const auto& f : facts) text_wrapped(t.format(f.value("key", ""), f));
  note_area(area, p0.x, p0.y, ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y);
}

void draw_log(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size) {
  LogCache& c = app.log_cache();
  const Value& log = view["log"];
  const int seat = view["seat"].is_number_integer() ? view["seat"].get<int>() : view["knowledge"].is_object() ? -1 : -2;
  const std::string key = t.lang + "/" + id;
  if (c.lang != key || c.seat != seat || log.size() < c.count) c = LogCache{}, c.lang = key, c.seat = seat;
  const bool grew = log.size() > c.count;
  for (size_t i = c.count; i < log.size(); ++i) {
    c.lines.push_back(t.format(log[i]["key"], log[i]["args"]));
    auto it = app.layout().log_colors.find(log[i].value("key", ""));
    c.colors.push_back(it != app.layout().log_colors.end() ? it->second : log[i].contains("to") ? "purple" : "");
  }
  c.count = log.size();
  // As tall as whole rows make it: scrolled to the end, the top row then starts at the top
  // (a panel cut between rows showed the top row's lower half).
  const ImGuiStyle& style = ImGui::GetStyle();
  // (rows are laid at whole pixels: a row and its spacing of 37.5 px start 37 px apart)
  const float row_h = std::floor(ImGui::GetTextLineHeightWithSpacing());
  if (size.y > style.WindowPadding.y + row_h)
    size.y = style.WindowPadding.y + std::floor((size.y - style.WindowPadding.y) / row_h) * row_h;
  ImGui::BeginChild(id, size, true);
  note_area(std::string("panel.") + id, ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
            ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetWindowHeight());
  const float width = ImGui::GetContentRegionAvail().x;
  ImFont* font = ImGui::GetFont();
  // Rows are cut again when the panel's width or the font (the UI scale) changes.
  if (width != c.rows_width || font->FontSize != c.rows_font)
    c.rows_width = width, c.rows_font = font->FontSize, c.rows_from = 0, c.rows.clear(), c.row_colors.clear();
  for (; c.rows_from < c.lines.size(); ++c.rows_from) {
    const std::string& line = c.lines[c.rows_from];
    const char* p = line.c_str();
    const char* end = p + line.size();
    do {
      const char* cut = font->CalcWordWrapPositionA(1.0f, p, end, width);
      if (cut == p) cut = p + 1;
      c.rows.emplace_back(p, cut);
      c.row_colors.push_back(c.colors[c.rows_from]);
      p = cut;
      while (p < end && *p == ' ') ++p;
    } while (p < end);
  }
  ImGuiListClipper clip;
  clip.Begin(static_cast<int>(c.rows.size()));
  while (clip.Step())
    for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
      if (!c.row_colors[i].empty()) ImGui::PushStyleColor(ImGuiCol_Text, color_vec(c.row_colors[i]));
      text(c.rows[i]);
      if (!c.row_colors[i].empty()) ImGui::PopStyleColor();
    }
  // Kept at its end while it is there (or has grown): the last row and the padding under it at
  // the bottom, so that, the panel being whole rows tall, the top row starts at the top. (An end
  // kept by ImGui's own clamp, after the panel's height changed, sat a spacing lower: the top
  // row was cut.)
  const float gap = row_h - ImGui::GetTextLineHeight();  // between one row's text and the next
  const float end_scroll = ImGui::GetCursorPosY() + style.WindowPadding.y - gap - ImGui::GetWindowHeight();
  if (end_scroll > 0 && (grew || ImGui::GetScrollY() >= std::min(end_scroll, ImGui::GetScrollMaxY()) - 1))
    ImGui::SetScrollY(end_scroll);
  ImGui::EndChild();
}

}  // namespace rt::ui
