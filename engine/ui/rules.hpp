// rules.hpp: the rulebook at hand in the table view: hover tooltips with the game's rules text for
// what is drawn (a card, a token, an option), the rules page (a window opened from the top bar)
// and the why-line under a prompt. The texts are the game's keys, so the host knows no game:
//   <game>.rules.<face>.<value>  a card by the property on its face (e.g. <game>.rules.role.<id>),
//                                else <game>.<face>.<value>.text (a card's own printed text)
//   <game>.rules.token.<counter> a token drawn for a counter
//   <game>.rules.option.<id>     a setup option, else the role of the same id
//   <game>.rules.page.goal|setup|round|end   the rules page; <prompt key>.why  the why-line
#pragma once
#include <string>

#include "../app/text.hpp"
#include "app.hpp"

namespace rt::ui {

// The key of the rules text for a card face / a token / an option, or "" when the game has none.
std::string card_rules_key(const TextContext& t, const std::string& face, const Value& props);
std::string token_rules_key(const TextContext& t, const std::string& counter);
std::string option_rules_key(const Catalog& cat, const GameInfo& info, const std::string& option);

// While the last item (or the rect, if given) is hovered: a tooltip with the title in bold and the
// rules text wrapped under it (just the title when key is ""). Recorded in the frame trace.
void rules_tooltip(const Catalog& cat, const std::string& lang, const std::string& title, const std::string& key);
// Whether the pointer is over [min, max]; notes the rect as the target "hover.<id>" (for tests).
bool hover_rect(const std::string& id, ImVec2 min, ImVec2 max);

// The why-line of a request ("" if its prompt has none), as the decision panel shows it.
std::string why_text(const TextContext& t, const Value& request);
void draw_why(const TextContext& t, const Value& request);  // dimmed, wrapped; nothing if none

// The "Rules" button (id "menu.rules") for the top bar, and the rules window it opens (drawn
// every frame while open; "rules.close" closes it). Only while a game is on the table or ended.
bool rules_available(App& app);
// compact: "?" instead of the word (a full top bar), the word as its tooltip.
std::string rules_button_label(App& app, bool compact);
void rules_button(App& app, bool compact = false);
void draw_rules_page(App& app);
bool rules_page_open(const App& app);

}  // namespace rt::ui
