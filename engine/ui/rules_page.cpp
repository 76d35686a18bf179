// rules_page.cpp: the rulebook at hand (rules.hpp): tooltips, the rules window, why-lines.
#include <algorithm>
#include <set>

#include "draw.hpp"
#include "rules.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

std::set<const App*>& open_pages() {
  static std::set<const App*> open;
  return open;
}

// Text wrapped at a fixed width (a tooltip sizes itself to its text, so it cannot wrap at its edge).
void wrapped_at(const std::string& s, float width) {
  trace().texts.push_back(s);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  wrapped_text(s);
  ImGui::PopTextWrapPos();
}

std::string str_of(const Value& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

bool option_on(const GameInfo& info, const Setup& setup, const std::string& id) {
  const OptionInfo* o = info.option(id);
  if (!o || o->kind != "bool") return false;
  const Value v = setup.options.contains(id) ? setup.options[id] : o->default_value;
  return v.is_boolean() && v.get<bool>();
}

// A game that does not declare roles_in_play: a role is in it when no bool option names it, or
// when the option that names it (its id, or a plural like "guards" for "guard_*") is on (a
// naming convention, the fallback).
bool role_by_option_name(const GameInfo& info, const Setup& setup, const std::string& role) {
  bool named = false;
  for (const OptionInfo& o : info.options) {
    if (o.kind != "bool") continue;
    std::string stem = o.id;
    if (stem.size() > 1 && stem.back() == 's') stem.pop_back();
    const bool names_it = o.id == role || role.rfind(stem + "_", 0) == 0;
    if (!names_it) continue;
    named = true;
    if (option_on(info, setup, o.id)) return true;
  }
  return !named;
}

void section(const Catalog& cat, const std::string& lang, const std::string& title, const std::string& key) {
  if (!cat.has_text("en", key)) return;
  ImGui::Spacing();
  heading(cat.text(lang, title));
  text_wrapped(cat.text(lang, key));
}

void entry(const Catalog& cat, const std::string& lang, const std::string& name, const std::string& key) {
  ImGui::PushFont(fonts().bold);
  text_wrapped(name);
  ImGui::PopFont();
  ImGui::Indent();
  text_wrapped(cat.text(lang, key));
  ImGui::Unindent();
}

}  // namespace

std::string card_rules_key(const TextContext& t, const std::string& face, const Value& props) {
  if (!props.is_object() || !props.contains(face)) return "";
  const std::string value = str_of(props[face]);
  for (const std::string& key : {t.game + ".rules." + face + "." + value, t.game + "." + face + "." + value + ".text"})
    if (t.catalog.has_text("en", key)) return key;
  return "";
}

std::string token_rules_key(const TextContext& t, const std::string& counter) {
  const std::string key = t.game + ".rules.token." + counter;
  return t.catalog.has_text("en", key) ? key : "";
}

std::string option_rules_key(const Catalog& cat, const GameInfo& info, const std::string& option) {
  for (const std::string& key : {info.id + ".rules.option." + option, info.id + ".rules.role." + option})
    if (cat.has_text("en", key)) return key;
  return "";
}

bool hover_rect(const std::string& id, ImVec2 min, ImVec2 max) {
  note_target("hover." + id, min, max, false);
  return ImGui::IsMouseHoveringRect(min, max);
}

void rules_tooltip(const Catalog& cat, const std::string& lang, const std::string& title, const std::string& key) {
  ImGui::BeginTooltip();
  if (!title.empty()) heading(title);
  if (!key.empty()) wrapped_at(cat.text(lang, key), ImGui::GetFontSize() * 24);
  ImGui::EndTooltip();
}

std::string why_text(const TextContext& t, const Value& request) {
  const std::string why = why_line(t, request);
  return why.empty() ? "" : t.format("ui.rules.why", Value{{"text", why}});
}

void draw_why(const TextContext& t, const Value& request) {
  const std::string why = why_text(t, request);
  if (why.empty()) return;
  // One line (the decision's controls keep their room), ended with "…" when longer; the whole
  // line in a tooltip.
  float size = ImGui::GetFontSize();
  const std::string shown = fit_text(ImGui::GetFont(), why, ImGui::GetContentRegionAvail().x, size, 0.9f);
  ImGui::PushStyleColor(ImGuiCol_Text, color_vec("dim"));
  ImGui::SetWindowFontScale(size / ImGui::GetFontSize());
  text(shown);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopStyleColor();
  if (shown != why) trace().texts.push_back(why);  // what the tooltip holds
  if (shown != why && ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    wrapped_at(why, ImGui::GetFontSize() * 24);
    ImGui::EndTooltip();
  }
}

// The game the page is about: the one being played, or the one being set up.
bool rules_available(App& app) {
  if (app.screen() == Screen::Setup) return !app.catalog().games().empty();
  // (a joined seat: once its first view has come, the game and its setup are the view's)
  if (app.game() && app.game()->link() && app.game()->remote_waiting()) return false;
  return app.game() && (app.screen() == Screen::Table || app.screen() == Screen::End);
}

bool rules_page_open(const App& app) { return open_pages().count(&app) > 0; }

std::string rules_button_label(App& app, bool compact) { return compact ? "?" : app.tr("ui.rules.button"); }

void rules_button(App& app, bool compact) {
  if (!rules_available(app)) return;
  const bool pressed = button("menu.rules", rules_button_label(app, compact));
  if (compact && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", app.tr("ui.rules.button").c_str());
  if (pressed) {
    if (rules_page_open(app)) open_pages().erase(&app);
    else open_pages().insert(&app);
  }
}

void draw_rules_page(App& app) {
  if (!rules_available(app)) {
    open_pages().erase(&app);
    return;
  }
  if (!rules_page_open(app)) return;
  // The game played, or the game being set up (its players and options as the setup shows them).
  const bool setting_up = app.screen() == Screen::Setup;
  Setup setup;
  const GameInfo* playing = setting_up ? &app.catalog().games().at(std::clamp(app.draft().game, 0, int(app.catalog().games().size()) - 1))
                                       : &app.game()->game_info();
  const GameInfo& info = *playing;
  if (setting_up) {
    setup.game = info.id;
    setup.players.assign(std::clamp(app.draft().players, info.min_players, info.max_players), "");
    setup.options = app.draft().options.is_object() ? app.draft().options : Value::object();
  } else if (app.game()->link()) {
    // A joined seat (remote_game.cpp): no session here; the seat's view says the game, its
    // players and its options.
    const Value& view = app.game()->view();
    setup.game = info.id;
    setup.players.assign(view.contains("players") && view["players"].is_array() ? view["players"].size() : 0, "");
    setup.options = view.contains("options") && view["options"].is_object() ? view["options"] : Value::object();
  } else {
    setup = app.game()->session().setup();
  }
  Value filled = setup.options;
  for (const OptionInfo& o : info.options)
    if (!filled.contains(o.id)) filled[o.id] = o.default_value;
  bool declared = false;
  std::vector<std::string> in_play;
  const std::string roles_error =
      app.catalog().roles_in_play(info, static_cast<int>(setup.players.size()), filled, declared, in_play);
  auto role_in_game = [&](const std::string& role) {
    if (!declared || !roles_error.empty()) return role_by_option_name(info, setup, role);
    return std::find(in_play.begin(), in_play.end(), role) != in_play.end();
  };
  const Catalog& cat = app.catalog();
  const std::string& lang = app.lang();
  const float s = app.settings().scale;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const ImVec2 size(std::min(display.x - 40 * s, 760 * s), display.y * 0.8f);
  ImGui::SetNextWindowPos(ImVec2((display.x - size.x) / 2, display.y * 0.12f), ImGuiCond_Always);
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::SetNextWindowFocus();
  const std::string title = app.format("ui.rules.title", Value{{"game", cat.text(lang, info.title)}});
  trace().texts.push_back(title);
  bool open = true;
  if (ImGui::Begin((title + "###rules").c_str(), &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    note_area("rules.page", ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowPos().x + size.x,
              ImGui::GetWindowPos().y + size.y);
    const float close_h = ImGui::GetFrameHeightWithSpacing() + 6 * s;
    ImGui::BeginChild("rules.scroll", ImVec2(0, -close_h));
    note_target("rules.scroll", ImGui::GetWindowPos(),
                ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetWindowHeight()));
    ImGui::PushTextWrapPos(0.0f);
    const std::string g = info.id + ".rules.page.";
    section(cat, lang, "ui.rules.goal", g + "goal");
    section(cat, lang, "ui.rules.setup", g + "setup");
    section(cat, lang, "ui.rules.round", g + "round");
    section(cat, lang, "ui.rules.end", g + "end");
    ImGui::Spacing();
    heading(cat.text(lang, "ui.rules.characters"));
    for (const NamedInfo& r : info.roles) {
      const std::string key = info.id + ".rules.role." + r.id;
      if (cat.has_text("en", key) && role_in_game(r.id)) entry(cat, lang, cat.text(lang, r.name), key);
    }
    bool tokens_heading = false;
    // (on the setup screen no token is out yet: the options chosen say which will be)
    const Value counters = setting_up           ? Value::object()
                         : app.game()->link() ? app.game()->view()["counters"]
                                              : app.game()->session().view(kSpectator)["counters"];
    for (const TokenSpec& tok : app.layout().tokens) {  // those this game uses: their counter is set
      const std::string key = info.id + ".rules.token." + tok.counter;
      if (!cat.has_text("en", key) || !counters.contains(tok.counter)) continue;
      if (!tokens_heading) ImGui::Spacing(), heading(cat.text(lang, "ui.rules.tokens")), tokens_heading = true;
      entry(cat, lang, cat.text(lang, tok.label), key);
    }
    bool options_heading = false;
    for (const OptionInfo& o : info.options) {
      const std::string key = info.id + ".rules.option." + o.id;
      // The variants chosen: those set away from their default (a rule on by default that only
      // matters with some character, e.g., is not listed).
      const bool on = setup.options.contains(o.id) && setup.options[o.id] != o.default_value;
      if (!on || !cat.has_text("en", key)) continue;
      if (!options_heading) ImGui::Spacing(), heading(cat.text(lang, "ui.rules.options")), options_heading = true;
      entry(cat, lang, cat.text(lang, o.name), key);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    if (button("rules.close", cat.text(lang, "ui.rules.close"))) open = false;
  }
  ImGui::End();
  if (!open) open_pages().erase(&app);
}

}  // namespace rt::ui
