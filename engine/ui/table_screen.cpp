// table_screen.cpp: the live game: the round table on the left; on the right the private
// panel of the seat at the screen, the pending decision as plain controls, and the log. On the
// public table (no seat at the screen) the panel shows the staged moment, a public decision made
// in front of everyone, or the "next: pass the device" step; the curtain says whose turn and why.
#include <algorithm>

#include "art.hpp"
#include "boards.hpp"
#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// Sends the answer; a refusal is said in the player's language with the rule that refuses it.
void send(App& app, const Value& choice) {
  const Refusal r = app.game()->submit(choice);
  std::string why;
  if (r) {
    const TextContext t(app.catalog(), app.lang(), app.game()->view());
    why = refusal_said(app.catalog(), app.lang(), r.to_value(), t.names);
  }
  app.set_status(why.empty() ? "" : app.format("ui.invalid", Value{{"why", why}}));
  app.picked().clear();
  app.sequence().clear();
}

// room: the height the decision panel may grow to (draw_choice_buttons).
void choose_controls(App& app, const TextContext& t, const Value& req, float room) {
  const float s = app.settings().scale;
  const std::string prompt = req.value("prompt", "");
  auto spec_it = app.layout().choices.find(prompt);
  const ChoiceSpec* spec = spec_it == app.layout().choices.end() ? nullptr : &spec_it->second;
  std::vector<std::string> offered;
  for (auto& o : req["options"]) offered.push_back(o.get<std::string>());
  std::vector<std::string> shown = spec && !spec->all.empty() ? spec->all : offered;
  for (auto& o : offered)
    if (std::find(shown.begin(), shown.end(), o) == shown.end()) shown.push_back(o);

  if (spec && spec->look == "cards") {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // The cards fit the panel: as wide as the row allows, as tall as the space left (with a
    // floor under which the panel scrolls instead).
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float count = static_cast<float>(std::max<size_t>(1, shown.size()));
    float cw = std::min(104 * s, (avail.x - (count - 1) * 14 * s) / count);
    float ch = std::min(cw * 140 / 104, std::max(44 * s, avail.y - 6 * s));
    cw = std::min(cw, ch * 104 / 140);
    for (size_t i = 0; i < shown.size(); ++i) {
      const std::string& o = shown[i];
      const bool legal = std::find(offered.begin(), offered.end(), o) != offered.end();
      const ImVec2 k0(at.x + i * (cw + 14 * s), at.y), k1(k0.x + cw, k0.y + ch);
      const bool hover = legal && ImGui::IsMouseHoveringRect(k0, k1);
      auto col = spec->colors.find(o);
      const ImVec2 lift(0, hover ? -6 * s : 0);
      draw_card(dl, ImVec2(k0.x + lift.x, k0.y + lift.y), ImVec2(k1.x, k1.y + lift.y), option_label(t, o),
                color(col == spec->colors.end() ? "gray" : col->second), false, !legal,
                art_file(app.layout(), "choices", o));
      if (hit_area("choice." + o, k0, k1, legal)) send(app, Value(o));
    }
    ImGui::Dummy(ImVec2(shown.size() * (cw + 14 * s), ch + 4 * s));
    return;
  }
  // The buttons: in a row while they fit the room the panel may take, else in columns.
  std::vector<std::string> labels;
  std::vector<bool> legal;
  for (const std::string& o : shown) {
    labels.push_back(option_label(t, o));
    legal.push_back(std::find(offered.begin(), offered.end(), o) != offered.end());
  }
  const std::string pressed = draw_choice_buttons(shown, labels, legal, room, s);
  if (!pressed.empty()) send(app, Value(pressed));
}

void pick_controls(App& app, const TextContext& t, const Value& req) {
  const float s = app.settings().scale;
  std::set<int>& picked = app.picked();
  const int mn = req.value("min", 0), mx = req.value("max", 0);
  Value list = Value::array();
  for (int p : picked) list.push_back(p);
  // The help and who is picked in one paragraph (a line saved on a small window).
  text_wrapped(t.tr("ui.tv.click_seats") + " " + t.format("ui.tv.picked", Value{{"seats", list}, {"count", picked.size()}, {"max", mx}}));
  const bool ok = int(picked.size()) >= mn && int(picked.size()) <= mx;
  if (button("decision.confirm", t.tr("ui.tv.confirm"), ImVec2(160 * s, 34 * s), ok)) send(app, list);
  ImGui::SameLine();
  if (button("decision.clear", t.tr("ui.tv.clear"), ImVec2(120 * s, 34 * s), !picked.empty())) picked.clear();
}

// pick_entities / order: the offered cards and tokens as cards, showing what this seat sees of
// them. A click picks (or unpicks) one; for an order, clicks number them 1, 2, ... in turn.
void entity_controls(App& app, const TextContext& t, const Value& view, const Value& req) {
  const float s = app.settings().scale;
  const bool ordering = req.value("kind", "") == "order";
  std::set<int>& picked = app.picked();
  std::vector<int>& seq = app.sequence();
  const Value& ids = req["entities"];
  const int mn = ordering ? static_cast<int>(ids.size()) : req.value("min", 0);
  const int mx = ordering ? static_cast<int>(ids.size()) : req.value("max", 0);
  // Cards offered from the seat's own hand (the layout's hand kinds) are picked in the hand, in
  // the private panel (boards.cpp): here only the line that says so and Confirm.
  if (!ordering && hand_offers_all(app, view, req)) {
    text_wrapped(t.tr("ui.tv.pick_in_hand"));
    Value answer = Value::array();
    for (int id : picked) answer.push_back(id);
    const int count = static_cast<int>(picked.size());
    if (button("decision.confirm", t.tr("ui.tv.confirm"), ImVec2(160 * s, 40 * s), count >= mn && count <= mx))
      send(app, answer);
    ImGui::SameLine();
    if (button("decision.clear", t.tr("ui.tv.clear"), ImVec2(120 * s, 40 * s), count > 0)) picked.clear();
    return;
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  // Cards the layout knows (named on their face) are drawn smaller: more of them in the panel.
  bool all_known = ids.size() > 0;
  for (auto& id : ids) {
    std::string title;
    ImU32 fill;
    bool found = false;
    for (auto& e : view["entities"])
      if (e["id"] == id) found = card_look(t, app.layout(), e, title, fill);
    all_known = all_known && found;
  }
  float cw = (all_known ? 72 : 96) * s, ch = (all_known ? 92 : 128) * s;
  const float gap = 10 * s;
  // Narrower (down to a width that keeps their titles) to lay them all on one row: at 150% five
  // cards to order took two rows and pushed the Confirm out of the panel.
  const float one_row = (ImGui::GetContentRegionAvail().x - (static_cast<float>(ids.size()) - 1) * gap) / static_cast<float>(ids.size());
  if (all_known && one_row < cw && one_row >= std::max(kTitledCardWidth + 8, 48 * s)) ch *= one_row / cw, cw = one_row;
  const int per_row = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + gap) / (cw + gap)));
  for (size_t i = 0; i < ids.size(); ++i) {
    const int id = ids[i].get<int>();
    Value shown = {{"kind", "?"}};
    for (auto& e : view["entities"])
      if (e["id"] == id) shown = e;
    const auto pos = std::find(seq.begin(), seq.end(), id);
    const bool chosen = ordering ? pos != seq.end() : picked.count(id) > 0;
    const ImVec2 k0(at.x + (i % per_row) * (cw + gap), at.y + (i / per_row) * (ch + gap)), k1(k0.x + cw, k0.y + ch);
    std::string label = entity_line(t, shown, true);
    ImU32 fill = color(chosen ? "gold" : "gray");
    // A card the layout knows (a hand's or a board's) looks as it does there, its colour, with its
    // full name (a short name, a bare "1", said nothing in a list of cards to order).
    const bool known = card_look(t, app.layout(), shown, label, fill, true);
    if (ordering && chosen) label = std::to_string(pos - seq.begin() + 1) + ". " + label;
    draw_card(dl, k0, k1, label, fill, false, false);
    if (known && chosen) dl->AddRect(ImVec2(k0.x - 3 * s, k0.y - 3 * s), ImVec2(k1.x + 3 * s, k1.y + 3 * s), color("blue"), 6 * s, 0, 3.0f);
    if (hit_area("entity." + std::to_string(id), k0, k1, true)) {
      if (ordering) {
        if (chosen) seq.erase(pos);
        else seq.push_back(id);
      } else if (chosen) {
        picked.erase(id);
      } else if (static_cast<int>(picked.size()) < mx) {
        picked.insert(id);
      }
    }
  }
  const size_t rows = (ids.size() + per_row - 1) / per_row;
  ImGui::Dummy(ImVec2(per_row * (cw + gap), rows * (ch + gap)));
  const int count = ordering ? static_cast<int>(seq.size()) : static_cast<int>(picked.size());
  Value answer = Value::array();
  if (ordering) for (int id : seq) answer.push_back(id);
  else for (int id : picked) answer.push_back(id);
  const bool ok = count >= mn && count <= mx;
  if (button("decision.confirm", t.tr("ui.tv.confirm"), ImVec2(160 * s, 40 * s), ok)) send(app, answer);
  ImGui::SameLine();
  if (button("decision.clear", t.tr("ui.tv.clear"), ImVec2(120 * s, 40 * s), count > 0)) {
    picked.clear();
    seq.clear();
  }
}

// The decision's controls, for the seat whose request it is (its own view's, or a public one).
// lead: words put before the prompt, on its line ("Your decision:").
void decide_controls(App& app, const TextContext& t, const Value& view, const Value& req, float room,
                     const std::string& lead = "") {
  text_wrapped(lead.empty() ? prompt_line(t, req) : lead + " " + prompt_line(t, req));
  draw_why(t, req);
  const std::string kind = req.value("kind", "");
  if (kind == "choose") choose_controls(app, t, req, room);
  else if (kind == "pick_seats") pick_controls(app, t, req);
  else entity_controls(app, t, view, req);
}

std::string reason_text(App& app, const TextContext& t, PassReason why, const std::string& prompt) {
  switch (why) {
    case PassReason::Reveal: return t.tr("ui.table.reason.reveal");
    case PassReason::Learned: return t.tr("ui.table.reason.learned");
    case PassReason::Peek: return t.tr("ui.table.reason.peek");
    default: break;
  }
  auto it = app.layout().choices.find(prompt);
  return t.tr(it != app.layout().choices.end() && !it->second.curtain.empty() ? it->second.curtain
                                                                               : "ui.table.reason.decide");
}

// The private view's panel: the first look, something learned, the seat's own decision.
void private_decision_panel(App& app, const TextContext& t, const Value& view, float room) {
  TableController& g = *app.game();
  const float s = app.settings().scale;
  const Value& req = view["decision"];
  if (app.moments().active() && button("moment.continue", t.tr("ui.table.continue"), ImVec2(160 * s, 32 * s))) {
    app.moments().skip();
    g.set_hold(false);
  }
  if (g.in_reveal()) {
    heading(t.tr("ui.tv.reveal_title"));
    draw_knowledge(t, view, "reveal.knowledge");  // the secret at once, without scrolling
    if (button("reveal.done", t.tr("ui.tv.reveal_done"), ImVec2(0, 40 * s))) g.reveal_seen();
    text_wrapped(t.tr(g.humans() == 1 ? "ui.table.reveal_help_alone" : "ui.tv.reveal_help"));  // alone: no one to pass to
    return;
  }
  if (req.is_object() && !req.value("answered", false) && g.human_to_act() == g.screen_seat()) {
    decide_controls(app, t, view, req, room, t.tr("ui.decide"));  // one line saved: what the seat knows is above
  } else {
    if (g.learned_pending()) {
      heading(t.tr("ui.table.learned_title"));
      ImGui::PushStyleColor(ImGuiCol_Text, color_vec("purple"));
      for (const Value& n : g.news()) text_wrapped(t.format(n.value("key", ""), n["args"]));
      ImGui::PopStyleColor();
      text_wrapped(t.tr("ui.table.learned_help"));
      if (button("learned.done", t.tr("ui.table.learned_done"), ImVec2(0, 40 * s))) g.learned_seen();
    }
    Value waiting = view["waiting_for"];
    if (req.is_object() && req.value("answered", false)) {
      std::string a = req["answer"].is_string() ? option_label(t, req["answer"].get<std::string>())
                                                : t.format("ui.tv.seat_list", Value{{"seats", req["answer"]}});
      text(t.format("ui.tv.you_chose", Value{{"choice", a}}));
    }
    if (!waiting.empty()) text_wrapped(t.format("ui.waiting_for", Value{{"seats", waiting}}));
  }
}

// The public table's panel: a moment being staged, the "next" step after a Hide, a human's
// public decision made in front of everyone, or who the table waits for.
void public_decision_panel(App& app, const TextContext& t, const Value& view, float room) {
  TableController& g = *app.game();
  const float s = app.settings().scale;
  if (const StagedMoment* m = app.moments().current()) {
    heading(t.tr("ui.table.moment"));
    // The line says what the staging shows: it is read once everything is turned over.
    if (app.moments().all_turned(app.now())) text_wrapped(t.format(m->key, m->args));
    else text_wrapped(t.tr(m->spec.kind == "votes" ? "ui.table.moment.votes" : "ui.table.moment.turn"));
    if (button("moment.continue", t.tr("ui.table.continue"), ImVec2(160 * s, 40 * s))) {
      app.moments().skip();
      g.set_hold(false);
    }
    return;
  }
  if (const int seat = g.deferred_for(); seat >= 0) {
    const std::string label = t.format("ui.table.next", Value{{"name", t.names[seat]},
                                                              {"reason", reason_text(app, t, g.deferred_reason(), g.curtain_prompt())}});
    ImGui::PushFont(fonts().bold);
    const bool go = button("curtain.next", label, ImVec2(0, 44 * s));
    ImGui::PopFont();
    if (go) g.go_on();
    return;
  }
  const int actor = g.public_actor();
  if (actor >= 0 && g.public_request().is_object()) {
    heading(t.format("ui.table.decides_openly", Value{{"name", t.names[actor]}}));
    decide_controls(app, t, view, g.public_request(), room);
  } else {
    Value waiting = view["waiting_for"];
    if (!waiting.empty()) text_wrapped(t.format("ui.waiting_for", Value{{"seats", waiting}}));
  }
  // The human being waited for (or the one human at the table) may look at their secret.
  const int own = actor >= 0 ? actor : g.humans() == 1 ? g.human_to_act() : -1;
  int lone = -1;
  for (int i = 0; g.humans() == 1 && i < static_cast<int>(t.names.size()); ++i)
    if (!g.is_bot(i) && !g.is_remote(i)) lone = i;  // (a phone's seat is not at this screen)
  const int who = own >= 0 ? own : lone;
  if (who >= 0 && button("secret.show", t.format("ui.table.show_secret", Value{{"name", t.names[who]}}), ImVec2(0, 32 * s)))
    g.show_secret(who);
}

// room: the height the panel may grow to (a decision's many buttons are laid out to fit it).
void decision_panel(App& app, const TextContext& t, const Value& view, float room) {
  if (app.game()->mode() == ScreenMode::Private) private_decision_panel(app, t, view, room);
  else public_decision_panel(app, t, view, room);
  if (!app.status().empty()) {  // wrapped: a status may be a long sentence
    ImGui::PushStyleColor(ImGuiCol_Text, color_vec("red"));
    text_wrapped(app.status());
    ImGui::PopStyleColor();
  }
}

// The vote history grid keeps a staged moment's secret until it has played: a vote's row shows
// only the votes turned so far and no count, a quest's row no result; later rows wait too.
void stage_history(Value& staged, const std::string& counter, const StagedMoment& m, int turned) {
  if (counter.empty() || !staged["counters"].contains(counter) || !staged["counters"][counter].is_array()) return;
  Value& rows = staged["counters"][counter];
  long row = -1;
  for (long r = static_cast<long>(rows.size()) - 1; r >= 0 && row < 0; --r) {
    const Value& x = rows[static_cast<size_t>(r)];
    if (!x.is_object()) continue;
    if (m.spec.kind == "votes" && x.contains("votes") && x["votes"].is_array()) {
      bool same = x["votes"].size() == m.votes.size();
      for (size_t i = 0; same && i < m.votes.size(); ++i)
        same = (x["votes"][i].is_string() ? x["votes"][i].get<std::string>() : "") == m.votes[i];
      if (same) row = r;
    } else if (m.spec.kind == "cards" && x.contains("result")) {
      row = r;
    }
  }
  if (row < 0) return;
  rows.erase(rows.begin() + row + 1, rows.end());
  Value& x = rows[static_cast<size_t>(row)];
  x.erase("result");
  x.erase("fails");
  if (m.spec.kind != "votes") return;
  int k = 0;
  for (auto& v : x["votes"])
    if (v.is_string() && !v.get<std::string>().empty() && k++ >= turned) v = "";
  x["approvals"] = 0;
  x["rejections"] = 0;
  x["approved"] = false;
  x["overturned"] = false;
}

// The public table draws nothing private, so the private panel's place goes to the vote
// history grid, large enough for the group to read at a glance. On top, the decision panel is
// exactly as tall as its content this frame (a one-column table: no scrolling and no frame of
// delay, so a button that appears is where it is drawn); the grid grows with its rows down to a
// floor of a few rows; the log takes what is left, at least a few lines. `shown` is the view as
// staged (votes not yet turned stay off the grid and the log).
void public_side_panel(App& app, const TextContext& t, const Value& view, const Value& shown, float w, float h) {
  const float s = app.settings().scale;
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const float top = ImGui::GetCursorScreenPos().y;
  ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImGui::GetStyle().WindowPadding);
  if (ImGui::BeginTable("decision", 1, ImGuiTableFlags_BordersOuter | ImGuiTableFlags_RowBg, ImVec2(w, 0))) {
    ImGui::TableNextRow(0, 48 * s);
    ImGui::TableSetColumnIndex(0);
    decision_panel(app, t, view, top - ImGui::GetWindowPos().y + h * 0.6f);  // (its room: 60% of the side)
    ImGui::EndTable();
  }
  ImGui::PopStyleVar();
  const ImVec2 d0 = ImGui::GetItemRectMin(), d1 = ImGui::GetItemRectMax();
  note_area("panel.decision", d0.x, d0.y, d1.x, d1.y);
  draw_phone_seats(app, t);  // (phones on: the seats played from phones, handed on from here)
  const float row = fonts().body->FontSize + 12 * s;  // a grid row with its padding
  const float log_min = std::max(3 * row, h * 0.16f);
  const Value& counters = shown["counters"];
  const std::string& counter = app.layout().history.counter;
  const size_t rows = counters.contains(counter) && counters[counter].is_array() ? counters[counter].size() : 0;
  const float rows_h = (static_cast<float>(rows) + 1) * row + 2 * ImGui::GetStyle().WindowPadding.y;
  const float room = std::max(0.0f, top + h - ImGui::GetCursorScreenPos().y);
  const float grid_h = std::max({std::min(6 * row, room - log_min - gap), std::min(rows_h, room - log_min - gap), 3 * row});
  draw_history_grid(app, t, shown, "public_grid", ImVec2(w, grid_h));
  draw_log(app, t, shown, "log", ImVec2(w, std::max(40 * s, top + h - ImGui::GetCursorScreenPos().y)));
}

}  // namespace

void draw_table_screen(App& app, ImVec2 min, ImVec2 max) {
  TableController& g = *app.game();
  if (g.remote_waiting()) return draw_remote_waiting(app, min, max);  // (joined: no view yet)
  const Value& view = g.view();
  TextContext t(app.catalog(), app.lang(), view);
  const float s = app.settings().scale;
  // The side panel takes a third of the window; at a large UI scale on a small window it may
  // take more (up to 42%: what a seat knows and its decision must fit it), never so much that
  // the table has no room.
  const float side_w = std::max((max.x - min.x) * 0.34f, std::min(360 * s, (max.x - min.x) * 0.42f));
  const ImVec2 table_max(max.x - side_w, max.y);

  Picking picking;
  Picking* pick = nullptr;
  const bool open = g.mode() == ScreenMode::Public;
  const Value& req = open ? g.public_request() : view["decision"];
  const bool mine = open ? g.public_actor() >= 0 && !app.moments().active() && g.deferred_for() < 0
                         : g.human_to_act() == g.screen_seat() && !g.in_reveal();
  if (mine && req.is_object() && req.value("kind", "") == "pick_seats" && !req.value("answered", false)) {
    for (auto& e : req["eligible"]) picking.eligible.push_back(e.get<int>());
    picking.picked = &app.picked();
    picking.max = req.value("max", 0);
    pick = &picking;
  }
  const int viewer = view["seat"].is_number_integer() ? view["seat"].get<int>() : 0;  // the public table does not turn
  // While a moment is staged, the table shows only what has been turned over so far: the votes
  // not yet turned are left off the seats, and on the public table the log holds the moment's
  // line back until it has played.
  const StagedMoment* m = app.moments().current();
  Value staged;
  if (m && m->before.is_object()) {  // the table of the staged moment, not the newest state
    staged = view;
    staged["counters"] = staged_counters(view["counters"], g.public_view()["counters"], *m, app.layout().history.counter);
    if (open) staged["entities"] = staged_entities(view["entities"], g.public_view()["entities"], *m);
  }
  if (m && m->spec.kind == "votes" && view["counters"].contains(m->spec.counter) &&
      view["counters"][m->spec.counter].is_array()) {
    if (staged.is_null()) staged = view;
    Value& c = staged["counters"][m->spec.counter];
    int k = 0;
    const int turned = app.moments().turned(app.now());
    for (auto& v : c)
      if (v.is_string() && !v.get<std::string>().empty() && k++ >= turned) v = "";
  }
  if (open && m && m->line < view["log"].size()) {
    if (staged.is_null()) staged = view;
    staged["log"].erase(staged["log"].begin() + static_cast<long>(m->line), staged["log"].end());
  }
  if (m && !app.moments().all_turned(app.now())) {
    if (staged.is_null()) staged = view;
    stage_history(staged, app.layout().history.counter, *m, app.moments().turned(app.now()));
  }
  const Value& shown = staged.is_null() ? view : staged;
  draw_table_scene(app, t, shown, viewer, ImVec2(min.x + 8 * s, min.y + 8 * s), ImVec2(table_max.x - 8 * s, max.y - 8 * s), pick);
  draw_staged_moment(app, t, ImVec2(min.x + 8 * s, min.y + 8 * s), ImVec2(table_max.x - 8 * s, max.y - 8 * s));

  ImGui::SetCursorScreenPos(ImVec2(table_max.x, min.y + 6 * s));
  ImGui::BeginGroup();
  const float h = max.y - min.y - 12 * s;
  if (open && has_history(app, view)) {
    public_side_panel(app, t, view, shown, side_w - 8 * s, h);
    ImGui::EndGroup();
    return;
  }
  // The private panel is as tall as what the seat has and knows (a one-column table grows with
  // its content in the same frame: nothing to scroll to), at least a fifth of the height; the
  // decision takes what is left above a log of a few lines. Only when what the seat holds would
  // leave the decision no room (a big hand at a large scale) does the private panel stop at that
  // room and scroll: the decision's controls are never pushed off the window.
  const bool hide = g.mode() == ScreenMode::Private && g.humans() > 0 && !g.link();
  ImGuiStorage* store = ImGui::GetStateStorage();
  const ImGuiID private_need_id = ImGui::GetID("private_need");
  const ImGuiID need_id = ImGui::GetID("decision_need");
  const float log_min = ImGui::GetFrameHeightWithSpacing() + 2 * ImGui::GetStyle().WindowPadding.y;
  // The private panel leaves the log three rows (at 150% on 1280x720 a big hand left it one row
  // beside a decision): it scrolls first. Only the decision's controls may take the log's rows.
  const float log_keep = std::max(log_min, 3 * std::floor(ImGui::GetTextLineHeightWithSpacing()) + 2 * ImGui::GetStyle().WindowPadding.y);
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  // The decision keeps at least a few lines (its prompt and a row of controls) whatever the seat
  // holds. When the private panel scrolls anyway (a big hand at a large scale), the decision keeps
  // all it needs (measured the frame before: at 150% a two-line hint and the Confirm under it, or
  // five choices one under another), leaving the private panel its fifth of the side.
  const float decision_need = store->GetFloat(need_id, 0);
  float decision_keep = std::max(60 * s, std::min(100 * s, decision_need));
  float private_cap = std::max(h * 0.2f, h - decision_keep - log_keep - 2 * gap);
  // What the panel's hand is drawn to fit (panels.cpp): the room left once the decision has all
  // it needs; it does not depend on what the panel took the frame before, so it settles at once.
  // With a hand (a layout's `hand` kinds), a panel taller than that scrolls, the decision keeping
  // all it needs; without, the panel grows to its cap as before.
  const bool fits_hand = !app.layout().hand.empty();
  const float private_fit =
      !fits_hand ? 0
                 : std::max(h * 0.2f, h - std::max(decision_keep, std::min(h * 0.8f - log_min - 2 * gap, decision_need)) -
                                          log_keep - 2 * gap);
  const bool private_scrolls = store->GetFloat(private_need_id, 0) > (fits_hand ? private_fit : private_cap);
  // While the decision picks from the hand, the hand is the decision's controls: the scrolled
  // panel shows it whole (measured the frame before), down to a log of its tabs (at 150% in
  // Russian a card to play was cut 9 px by the panel's edge).
  const ImGuiID pick_need_id = ImGui::GetID("private_pick_need");
  const float pick_need = store->GetFloat(pick_need_id, 0);
  if (private_scrolls) {
    decision_keep = std::max(decision_keep, std::min(h * 0.8f - log_min - 2 * gap, decision_need));
    private_cap = std::max(h * 0.2f, h - decision_keep - log_keep - 2 * gap);
    if (pick_need > private_cap) private_cap = std::max(private_cap, std::min(pick_need, h - decision_keep - log_min - 2 * gap));
  }
  auto private_body = [&](float top_y) {
    const std::string hide_label = t.tr("ui.tv.hide");
    const float hide_w = std::max(80 * s, text_size(fonts().body, hide_label).x + 2 * ImGui::GetStyle().FramePadding.x);
    const float picked_from = draw_private_panel(app, t, view, hide ? hide_w + 8 * s : 0, private_fit);
    store->SetFloat(pick_need_id, picked_from > 0 ? picked_from + ImGui::GetStyle().WindowPadding.y : 0);
    if (hide) {
      const ImVec2 back = ImGui::GetCursorScreenPos();
      ImGui::SetCursorScreenPos(ImVec2(ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x - hide_w, top_y));
      if (button("hide", hide_label, ImVec2(hide_w, 0))) g.hide();
      ImGui::SetCursorScreenPos(back);
    }
  };
  if (private_scrolls) {
    ImGui::BeginChild("private_scrolled", ImVec2(side_w - 8 * s, private_cap), true);
    private_body(ImGui::GetCursorScreenPos().y);
    store->SetFloat(private_need_id, ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y);
    note_scrolling("panel.private");
    ImGui::EndChild();
  } else {
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(ImGui::GetStyle().WindowPadding.x, 6 * s));
    if (ImGui::BeginTable("private", 1, ImGuiTableFlags_BordersOuter | ImGuiTableFlags_RowBg, ImVec2(side_w - 8 * s, 0))) {
      ImGui::TableNextRow(0, h * 0.2f);
      ImGui::TableSetColumnIndex(0);
      private_body(ImGui::GetCursorScreenPos().y);
      ImGui::EndTable();
    }
    ImGui::PopStyleVar();
    store->SetFloat(private_need_id, ImGui::GetItemRectSize().y);
  }
  note_area("panel.private", ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x,
            ImGui::GetItemRectMax().y);
  // The decision gets its usual share, more when its content needs it (measured the frame
  // before: a decision's controls are never scrolled away), down to a log of its tabs and a
  // sliver on a small window at a large scale (its lines a tab or a scale step away).
  const float log_pref = std::max(90 * s, h * 0.16f);
  const float room = min.y + 6 * s + h - ImGui::GetCursorScreenPos().y;
  const float need = store->GetFloat(need_id, 0);
  const float usual = std::min(h * 0.42f, room - log_pref - gap);
  const float decision_h = std::max(60 * s, std::min(std::max(usual, need), room - log_min - gap));
  ImGui::BeginChild("decision", ImVec2(side_w - 8 * s, decision_h), true);
  // The most it may grow to: all but the private panel's fifth and the log's three rows.
  decision_panel(app, t, view, h * 0.8f - log_keep - 2 * gap);
  draw_phone_seats(app, t);  // (phones on: the seats played from phones, handed on from here)
  // What the decision needs never shrinks while the same decision is open. The panel's height
  // follows the need measured the frame before, and its content's width depends on whether that
  // height shows a scrollbar: a need that followed each frame's content could swing between two
  // layouts (choice buttons in a row at the full width, needing a little more than the panel
  // had; so a scrollbar, a narrower width, the buttons in columns needing less; so no scrollbar)
  // every frame, and a click pressed on one layout was released on the other (no answer).
  const ImGuiID asked_id = ImGui::GetID("decision_need_of");
  const std::string asked_text = (view.contains("decision") ? view["decision"].dump() : std::string()) + "#" +
                                 std::to_string(view.contains("log") ? view["log"].size() : 0);
  const auto asked = static_cast<int>(ImGui::GetID(asked_text.c_str()));
  float measured = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  if (store->GetInt(asked_id, 0) == asked) measured = std::max(measured, need);
  store->SetInt(asked_id, asked);
  store->SetFloat(need_id, measured);
  note_scrolling("panel.decision");
  note_area("panel.decision", ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
            ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetWindowHeight());
  ImGui::EndChild();
  draw_log_tabs(app, t, shown, "log", ImVec2(side_w - 8 * s, std::max(60 * s, max.y - 6 * s - ImGui::GetCursorScreenPos().y)));
  ImGui::EndGroup();
}

void draw_curtain(App& app, ImVec2 min, ImVec2 max) {
  TableController& g = *app.game();
  const Value& pub = g.view();  // the public view: the curtain draws nothing private
  TextContext t(app.catalog(), app.lang(), pub);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  dl->AddRectFilled(min, max, IM_COL32(14, 16, 22, 255));
  const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
  const int seat = g.curtain_for();
  const std::string name = seat >= 0 ? t.names[seat] : "";
  draw_token(dl, ImVec2(c.x, c.y - 150 * s), 40 * s, "shield", color("gold"));
  draw_text_centered(dl, fonts().huge, ImVec2(c.x, c.y - 60 * s), IM_COL32(240, 240, 245, 255),
                     t.format("ui.tv.pass_to", Value{{"name", name}}));
  // Why the device is passed: public (a vote, a first look, something learned), never what.
  const std::string why = reason_text(app, t, g.curtain_reason(), g.curtain_prompt());
  draw_text_centered(dl, fonts().bold, ImVec2(c.x, c.y - 22 * s), color("gold"),
                     t.format("ui.table.curtain_reason", Value{{"reason", why}}));
  draw_text_centered(dl, fonts().body, ImVec2(c.x, c.y + 8 * s), color("dim"), t.format("ui.tv.curtain_help", Value{{"name", name}}));
  // For a decision, what the whole table just saw (the public log's last line: the team
  // proposed), so the group reads what is decided while the device goes round.
  const Value& log = pub["log"];
  if (g.curtain_reason() == PassReason::Decide && log.is_array() && !log.empty() && !app.moments().active()) {
    float size = fonts().body->FontSize;
    const std::string last = fit_text(fonts().body, t.format(log.back().value("key", ""), log.back()["args"]), max.x - min.x - 40 * s, size);
    draw_text_centered(dl, fonts().body, ImVec2(c.x, c.y + 130 * s), IM_COL32(240, 240, 245, 255), last, size);
    note_area("curtain.last_line", c.x - 10, c.y + 120 * s, c.x + 10, c.y + 140 * s);
  }
  const std::string label = t.format("ui.tv.i_am", Value{{"name", name}});
  const ImVec2 bs(std::max(280 * s, text_size(fonts().bold, label).x + 40 * s), 56 * s);
  ImGui::SetCursorScreenPos(ImVec2(c.x - bs.x / 2, c.y + 40 * s));
  ImGui::PushFont(fonts().bold);
  if (button("curtain.dismiss", label, bs)) g.dismiss_curtain();
  ImGui::PopFont();
}

}  // namespace rt::ui
