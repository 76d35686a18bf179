// lab_screen.cpp: the Lab screen of the table view: choose a game, the player counts, options
// and a bot for each side (setup A, and setup B beside it to compare), run, and see the win rate
// of each side by player count (bars with their 95% intervals) and how the games ended, growing
// live while the simulations run on their worker threads (lab.hpp, engine/lab).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "../app/text.hpp"
#include "../bots/bot.hpp"
#include "anim.hpp"
#include "draw.hpp"
#include "lab.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

// ---- LabState -------------------------------------------------------------------------------

std::string LabSetup::bot_plan() const {
  std::string out;
  for (auto& [side, bot] : bots) out += (out.empty() ? "" : ",") + side + "=" + bot;
  return out.empty() ? "random" : out;
}

void LabState::reset(LabSetup& s, const Catalog& cat, const std::string& game) const {
  const GameInfo* info = cat.game(game);
  s = LabSetup{};
  s.game = game;
  if (!info) return;
  s.players = {info->min_players};
  const auto names = bot_names(cat, game);
  const std::string best = std::find(names.begin(), names.end(), "heuristic") != names.end() ? "heuristic" : names[0];
  for (auto& side : info->sides) s.bots[side.id] = best;
}

void LabState::start(const Catalog& cat) {
  cancel();
  runs.clear();
  error.clear();
  for (int k = 0; k < (compare ? 2 : 1); ++k)
    if (cat.game(setups[k].game))
      for (int n : setups[k].players) runs.push_back(LabRun{k, n, nullptr, {}, {0, games}, false});
  start_next();
}

void LabState::start_next() {
  for (LabRun& r : runs) {
    if (r.done || r.sim) continue;
    const LabSetup& s = setups[r.setup];
    lab::SimSetup setup;
    setup.game = s.game;
    setup.players = r.players;
    setup.options = s.options;
    setup.bots = s.bot_plan();
    lab::RunSettings run;
    run.games = games;
    run.seed = seed;
    std::string why;
    r.sim = lab::Simulation::start(setup, run, why);
    if (!r.sim) {  // this player count cannot be played so (the game's verdict): say so, go on
      r.done = true;
      r.result.error = why;
      continue;
    }
    return;
  }
}

void LabState::cancel() {
  for (LabRun& r : runs)
    if (r.sim) {
      r.sim->cancel();
      r.result = r.sim->wait();
      r.progress = r.sim->progress();
      r.sim.reset();
      r.done = true;
    }
}

bool LabState::poll(double now_s) {
  for (LabRun& r : runs) {
    if (!r.sim) continue;
    r.progress = r.sim->progress();
    if (r.sim->finished()) {
      r.result = r.sim->wait();
      r.sim.reset();
      r.done = true;
      start_next();
      return running();
    }
    if (now_s >= snapshot_at_) {
      r.result = r.sim->snapshot();
      snapshot_at_ = now_s + 0.25;
    }
    return true;
  }
  return false;
}

bool LabState::running() const {
  return std::any_of(runs.begin(), runs.end(), [](const LabRun& r) { return r.sim != nullptr; });
}

const LabRun* LabState::run_of(int setup, int players) const {
  for (const LabRun& r : runs)
    if (r.setup == setup && r.players == players) return &r;
  return nullptr;
}

// ---- drawing ---------------------------------------------------------------------------------

namespace {

const char* kPalette[] = {"blue", "red", "gold", "green", "purple", "teal", "orange", "gray"};

// A side's colour: the game's own (its layout's card colours), else one of the palette.
std::string side_color(const GameInfo& info, const std::string& side, size_t index) {
  const Value& layout = info.table_layout;
  if (layout.is_object() && layout.contains("cards") && layout["cards"].is_object()) {
    const Value& colors = layout["cards"].value("colors", Value::object());
    if (colors.is_object() && colors.contains(side) && colors[side].is_string()) return colors[side].get<std::string>();
  }
  return kPalette[index % (sizeof kPalette / sizeof *kPalette)];
}

// "6.5%" / "6,5%": a rate in the screen's language.
std::string percent(App& app, double x) { return app.catalog().decimal(app.lang(), 100 * x, 1) + "%"; }

// One option of a setup, as the setup screen offers it: a checkbox (bool), a drop-down of its
// values (choice), or the number between - and + buttons (int, within its bounds). `options`
// holds the values chosen; the rest are the game's defaults. Targets: `id` (the control),
// `id.<value>` (a choice's value), `id.minus` / `id.plus` (an int's buttons).
void draw_option(App& app, const GameInfo& info, const OptionInfo& o, Value& options, const std::string& id, bool busy,
                 float width) {
  Catalog& cat = app.catalog();
  const std::string label = cat.text(app.lang(), o.name);
  ImGui::PushID(o.id.c_str());
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  if (o.kind == "bool") {
    bool on = options.value(o.id, o.default_value.is_boolean() && o.default_value.get<bool>());
    if (ImGui::Checkbox((label + "##bool").c_str(), &on) && !busy) options[o.id] = on;
    note_target(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy);
  } else if (o.kind == "choice") {
    const std::string def = o.default_value.is_string() ? o.default_value.get<std::string>() : "";
    const std::string cur = options.contains(o.id) && options[o.id].is_string() ? options[o.id].get<std::string>() : def;
    auto value_label = [&](const std::string& v) {  // the setup screen's words for a value
      return cat.option_value_name(app.lang(), info, o, v);
    };
    text(label);
    const std::string shown = value_label(cur);
    ImGui::SetNextItemWidth(width);
    if (ImGui::BeginCombo("##choice", shown.c_str())) {
      for (const std::string& v : o.values) {
        if (ImGui::Selectable((value_label(v) + "##" + v).c_str(), v == cur) && !busy) options[o.id] = v;
        note_target(id + "." + v, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
      ImGui::EndCombo();
    }
    note_combo_text(shown);
    note_target(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy);
  } else if (o.kind == "int") {
    const long long def = o.default_value.is_number_integer() ? o.default_value.get<long long>() : o.min;
    const long long cur = options.contains(o.id) && options[o.id].is_number_integer() ? options[o.id].get<long long>() : def;
    text(label);
    ImGui::BeginDisabled(busy || cur <= o.min);
    if (ImGui::Button("-##minus") && !busy && cur > o.min) options[o.id] = cur - 1;
    ImGui::EndDisabled();
    note_target(id + ".minus", ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy && cur > o.min);
    ImGui::SameLine();
    text(std::to_string(options.contains(o.id) ? options[o.id].get<long long>() : cur));
    note_target(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    ImGui::SameLine();
    ImGui::BeginDisabled(busy || cur >= o.max);
    if (ImGui::Button("+##plus") && !busy && cur < o.max) options[o.id] = cur + 1;
    ImGui::EndDisabled();
    note_target(id + ".plus", ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy && cur < o.max);
  }
  ImGui::PopTextWrapPos();
  ImGui::PopID();
}

// The setup's controls: game, player counts, a bot per side, the game's options.
void draw_setup_controls(App& app, LabState& lab, int k, float width) {
  Catalog& cat = app.catalog();
  LabSetup& s = lab.setups[k];
  const bool busy = lab.running();
  const std::string id = std::string("lab.") + (k == 0 ? "a" : "b");
  const GameInfo* info = cat.game(s.game);
  if (!info) return;
  ImGui::PushID(k);
  heading(app.tr(k == 0 ? "ui.lab.setup_a" : "ui.lab.setup_b"));
  ImGui::SetNextItemWidth(width);
  const std::string title = cat.text(app.lang(), info->title);
  if (ImGui::BeginCombo("##game", title.c_str())) {
    for (auto& g : cat.games()) {
      if (ImGui::Selectable(cat.text(app.lang(), g.title).c_str(), g.id == s.game) && !busy) lab.reset(s, cat, g.id);
      note_target(id + ".game." + g.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::EndCombo();
  }
  note_combo_text(title);
  note_target(id + ".game", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  info = cat.game(s.game);

  text_colored("dim", app.tr("ui.lab.players"));
  for (int n = info->min_players; n <= info->max_players; ++n) {
    if (n > info->min_players) ImGui::SameLine();
    bool on = s.players.count(n) > 0;
    const std::string label = std::to_string(n) + "##p" + std::to_string(n);
    if (ImGui::Checkbox(label.c_str(), &on) && !busy) {
      if (on) s.players.insert(n);
      else s.players.erase(n);
    }
    note_target(id + ".players." + std::to_string(n), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy);
  }

  text_colored("dim", app.tr("ui.lab.bots"));
  const auto names = bot_names(cat, s.game);
  for (auto& side : info->sides) {
    ImGui::PushID(side.id.c_str());
    std::string& bot = s.bots[side.id];
    if (bot.empty()) bot = "random";
    const std::string shown = app.bot_title(s.game, bot);
    ImGui::SetNextItemWidth(width * 0.5f);
    if (ImGui::BeginCombo("##bot", shown.c_str())) {
      for (auto& b : names) {
        if (ImGui::Selectable(app.bot_title(s.game, b).c_str(), b == bot) && !busy) bot = b;
        note_target(id + ".bot." + side.id + "." + b, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
      ImGui::EndCombo();
    }
    note_combo_text(shown);
    note_target(id + ".bot." + side.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
    text_wrapped(cat.text(app.lang(), side.name));  // (a long name wraps beside its bot, not clipped)
    ImGui::PopID();
  }

  // The options, folded (a game may have many): every kind the setup screen offers.
  const bool open = ImGui::CollapsingHeader((app.tr("ui.lab.options") + "##options").c_str());
  note_target(id + ".options", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (open)
    for (const OptionInfo& o : info->options) draw_option(app, *info, o, s.options, id + ".option." + o.id, busy, width);
  ImGui::PopID();
}

// One bar split by share, each part coloured, labelled inside when it fits.
void draw_split_bar(ImDrawList* dl, ImVec2 p0, ImVec2 p1, const std::vector<std::pair<double, std::string>>& parts,
                    const std::vector<std::string>& labels) {
  dl->AddRectFilled(p0, p1, IM_COL32(40, 44, 56, 255), 4);
  float x = p0.x;
  for (size_t i = 0; i < parts.size(); ++i) {
    const float w = float(parts[i].first) * (p1.x - p0.x);
    if (w <= 0) continue;
    dl->AddRectFilled(ImVec2(x, p0.y), ImVec2(x + w, p1.y), color(parts[i].second, 0.85f));
    if (i < labels.size() && text_size(fonts().body, labels[i]).x + 8 < w)
      draw_text(dl, fonts().body, ImVec2(x + 4, (p0.y + p1.y - ImGui::GetFontSize()) / 2), IM_COL32(15, 15, 20, 255), labels[i]);
    x += w;
  }
  dl->AddRect(p0, p1, IM_COL32(90, 96, 112, 255), 4);
}

// Items (a side and its rate, an end reason and its share) one after another on lines of
// `width`, none cut inside ("6.5%" was cut after its point); the height drawn.
float draw_items(ImDrawList* dl, ImFont* font, ImVec2 at, ImU32 col, const std::vector<std::string>& items, float width,
                 float gap) {
  float x = at.x, y = at.y, line_h = 0;
  for (const std::string& item : items) {
    const ImVec2 sz = text_size(font, item);
    if (x > at.x && x + sz.x > at.x + width) x = at.x, y += line_h, line_h = 0;
    const ImVec2 drawn = text_size(font, item, width);  // (an item wider than the line wraps)
    draw_text(dl, font, ImVec2(x, y), col, item, width);
    line_h = std::max(line_h, drawn.y);
    x += std::min(sz.x, width) + gap;
  }
  return y + line_h - at.y;
}

// The results of one setup: for each player count, the sides' win rates and the end reasons.
void draw_results(App& app, const LabState& lab, int k, ImVec2 at, float width) {
  Catalog& cat = app.catalog();
  const LabSetup& s = lab.setups[k];
  const GameInfo* info = cat.game(s.game);
  if (!info) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float sc = app.settings().scale, line = ImGui::GetFontSize() + 4 * sc;
  const std::string id = std::string("lab.") + (k == 0 ? "a" : "b");
  float y = at.y;
  // The setup in the reader's language: the game, its bot for each side ("Сили зла: Розважливий")
  // and each option set otherwise than by default (what tells setup B from A).
  std::string head = app.tr(k == 0 ? "ui.lab.setup_a" : "ui.lab.setup_b") + ": " + cat.text(app.lang(), info->title);
  for (const auto& side : info->sides) {
    const auto bot = s.bots.find(side.id);
    head += "; " + cat.text(app.lang(), side.name) + ": " +
            app.bot_title(s.game, bot == s.bots.end() ? std::string("random") : bot->second);
  }
  for (const OptionInfo& o : info->options) {
    if (!s.options.contains(o.id) || s.options[o.id] == o.default_value) continue;
    const Value& v = s.options[o.id];
    const std::string name = cat.text(app.lang(), o.name);
    if (v.is_boolean()) head += "; " + (v.get<bool>() ? name : app.format("ui.lab.option_off", Value{{"name", name}}));
    else if (v.is_string()) head += "; " + name + ": " + cat.option_value_name(app.lang(), *info, o, v.get<std::string>());
    else head += "; " + name + ": " + v.dump();
  }
  draw_text(dl, fonts().bold, ImVec2(at.x, y), IM_COL32(235, 235, 240, 255), head, width);
  y += text_size(fonts().bold, head, width).y + line * 0.4f;
  for (int n : s.players) {
    const LabRun* r = lab.run_of(k, n);
    const std::string count = app.format("ui.lab.at_players", Value{{"n", n}});
    draw_text(dl, fonts().bold, ImVec2(at.x, y), IM_COL32(220, 220, 228, 255), count);
    std::string status;
    if (!r) status = app.tr("ui.lab.not_run");
    else if (!r->result.error.empty()) status = r->result.error;
    else status = app.format("ui.lab.games", Value{{"done", r->result.games_played}, {"total", lab.games}}) +
                  (r->sim ? "  " + app.tr("ui.lab.running") : r->result.cancelled ? "  " + app.tr("ui.lab.cancelled") : "");
    // Beside the player count when it fits there on one line, else on its own line below it.
    const float beside = std::max(120 * sc, text_size(fonts().bold, count).x + 16 * sc);
    const bool fits = text_size(fonts().body, status).x < width - beside - 1;  // (wrap_at_blanks keeps 0.5 px)
    if (!fits) y += line;
    const float sx = fits ? at.x + beside : at.x;
    draw_text(dl, fonts().body, ImVec2(sx, y), color(r && !r->result.error.empty() ? "red" : "dim"), status, at.x + width - sx);
    y += std::max(line, text_size(fonts().body, status, at.x + width - sx).y + 4 * sc);
    if (r && r->result.games_played > 0) {
      // The sides' win rates: one bar, split; the rates with their intervals below it.
      std::vector<std::pair<double, std::string>> parts;
      std::vector<std::string> labels;
      std::vector<std::string> rates;
      for (size_t i = 0; i < r->result.wins.size(); ++i) {
        const lab::Rate& w = r->result.wins[i];
        if (w.count == 0) continue;
        const std::string name = item_name(cat, app.lang(), info->sides, w.id);
        parts.push_back({w.rate, side_color(*info, w.id, i)});
        labels.push_back(name + " " + percent(app, w.rate));
        rates.push_back(name + " " + percent(app, w.rate) + " (" + percent(app, w.low) + "-" + percent(app, w.high) + ")");
      }
      const ImVec2 b0(at.x, y), b1(at.x + width, y + 22 * sc);
      draw_split_bar(dl, b0, b1, parts, labels);
      note_area(id + ".bar." + std::to_string(n), b0.x, b0.y, b1.x, b1.y);
      if (r->sim) {  // the part of the games played so far
        const float f = r->progress.total ? float(r->progress.done) / float(r->progress.total) : 0;
        dl->AddRectFilled(ImVec2(b0.x, b1.y + 1), ImVec2(b0.x + f * width, b1.y + 3 * sc), color("gold"));
      }
      y += 26 * sc;
      y += std::max(line, draw_items(dl, fonts().body, ImVec2(at.x, y), IM_COL32(210, 210, 218, 255), rates, width, 12 * sc) +
                              4 * sc);
      // How the games ended: a thinner bar, and its legend.
      parts.clear(), labels.clear();
      std::vector<std::string> ends;
      for (size_t i = 0; i < r->result.reasons.size(); ++i) {
        const lab::Rate& e = r->result.reasons[i];
        if (e.count == 0) continue;
        const std::string name = item_name(cat, app.lang(), info->end_reasons, e.id);
        parts.push_back({e.rate, kPalette[(i + 3) % 8]});
        labels.push_back(percent(app, e.rate));
        ends.push_back(name + " " + percent(app, e.rate));
      }
      const ImVec2 e0(at.x, y), e1(at.x + width, y + 16 * sc);
      draw_split_bar(dl, e0, e1, parts, labels);
      note_area(id + ".ends." + std::to_string(n), e0.x, e0.y, e1.x, e1.y);
      y += 20 * sc;
      y += draw_items(dl, fonts().body, ImVec2(at.x, y), color("dim"), ends, width, 12 * sc) + 4 * sc;
      // Each role dealt: the share of its holders' games that they won (a house-rule role's
      // strength at a glance).
      if (!r->result.roles.empty()) {
        std::vector<std::string> items = {app.tr("ui.lab.roles")};
        for (const lab::Rate& x : r->result.roles)
          items.push_back(item_name(cat, app.lang(), info->roles, x.id) + " " + percent(app, x.rate));
        const float h = draw_items(dl, fonts().body, ImVec2(at.x, y), color("dim"), items, width, 12 * sc);
        note_area(id + ".roles." + std::to_string(n), at.x, y, at.x + width, y + h);
        y += h + 4 * sc;
      }
      // The game's final counters (its layout's final_counters: e.g. how a hidden role's game
      // ended), each its name and then its values' shares.
      for (const auto& f : r->result.finals) {
        std::vector<std::string> items = {final_counter_name(cat, app.lang(), s.game, f.counter) + ":"};
        for (const lab::Rate& x : f.values)
          if (x.count > 0) items.push_back(final_value_name(cat, app.lang(), s.game, f.counter, x.id) + " " + percent(app, x.rate));
        const float h = draw_items(dl, fonts().body, ImVec2(at.x, y), color("dim"), items, width, 12 * sc);
        note_area(id + ".final." + f.counter + "." + std::to_string(n), at.x, y, at.x + width, y + h);
        y += h + 4 * sc;
      }
      // Compared: B's rate for the first side minus A's, with its interval.
      if (k == 1)
        if (const LabRun* a = lab.run_of(0, n); a && a->done && r->done && a->result.games_played && !info->sides.empty()) {
          const lab::Difference d = lab::difference(a->result, r->result, info->sides[0].id);
          auto points = [&](double x) { return cat.decimal(app.lang(), 100 * x, 1, true); };
          const std::string interval = points(d.diff) + " (" + points(d.low) + ".." + points(d.high) + ")";
          const std::string diff =
              app.format("ui.lab.difference", Value{{"side", cat.text(app.lang(), info->sides[0].name)}, {"points", interval}});
          draw_text(dl, fonts().bold, ImVec2(at.x, y), color("gold"), diff, width);
          note_area(id + ".difference." + std::to_string(n), at.x, y, at.x + width, y + line);
          y += line;
        }
    }
    y += 8 * sc;
  }
  ImGui::SetCursorScreenPos(ImVec2(at.x, y));
  ImGui::Dummy(ImVec2(width, 1));
}

}  // namespace

void draw_lab_screen(App& app, ImVec2 min, ImVec2 max) {
  LabState& lab = app.lab();
  Catalog& cat = app.catalog();
  const float s = app.settings().scale;
  if (cat.games().empty()) return;
  for (int k = 0; k < 2; ++k)
    if (!cat.game(lab.setups[k].game)) lab.reset(lab.setups[k], cat, cat.games()[app.draft().game].id);
  if (lab.poll(app.now())) frame_at(app.now() + 0.25);  // the bars grow while it runs

  // Left: the controls; right: the results, A and B side by side.
  const float pad = 12 * s, left_w = std::min(380 * s, (max.x - min.x) * 0.34f);
  ImGui::SetCursorScreenPos(ImVec2(min.x + pad, min.y + pad));
  ImGui::BeginChild("lab.controls", ImVec2(left_w, max.y - min.y - 2 * pad), false);
  ImGui::PushFont(fonts().title);
  text(app.tr("ui.lab.title"));
  ImGui::PopFont();
  text_wrapped(app.tr("ui.lab.about"));
  ImGui::Separator();
  const float inner = ImGui::GetContentRegionAvail().x - 8 * s;
  const bool busy = lab.running();
  // How many games, and Run (Stop while it runs), first: the setups below may be long.
  heading(app.tr("ui.lab.games_each"));
  for (long long g : {200LL, 1000LL, 5000LL, 20000LL}) {
    if (g != 200) ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, lab.games == g ? color_vec("blue", 0.8f) : color_vec("gray", 0.5f));
    if (button("lab.games." + std::to_string(g), std::to_string(g), ImVec2(0, 0), !busy)) lab.games = g;
    ImGui::PopStyleColor();
  }
  ImGui::PushStyleColor(ImGuiCol_Button, color_vec(busy ? "red" : "green", 0.75f));
  if (busy) {
    if (button("lab.cancel", app.tr("ui.lab.cancel"), ImVec2(inner, 40 * s))) lab.cancel();
  } else if (button("lab.run", app.tr("ui.lab.run"), ImVec2(inner, 40 * s), !lab.setups[0].players.empty())) {
    lab.start(cat);
  }
  ImGui::PopStyleColor();
  ImGui::Separator();
  draw_setup_controls(app, lab, 0, inner);
  ImGui::Spacing();
  bool compare = lab.compare;
  if (ImGui::Checkbox((app.tr("ui.lab.compare") + "##compare").c_str(), &compare) && !busy) {
    lab.compare = compare;
    if (compare) lab.setups[1] = lab.setups[0];  // B starts as a copy of A: change one thing
  }
  note_target("lab.compare", ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !busy);
  if (lab.compare) draw_setup_controls(app, lab, 1, inner);
  if (!lab.error.empty()) text_colored("red", lab.error);
  ImGui::EndChild();

  const float rx = min.x + left_w + 2 * pad, rw = max.x - rx - pad;
  ImGui::SetCursorScreenPos(ImVec2(rx, min.y + pad));
  ImGui::BeginChild("lab.results", ImVec2(rw, max.y - min.y - 2 * pad), false);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float col_w = lab.compare ? (rw - 3 * pad) / 2 : rw - 2 * pad;
  if (lab.runs.empty()) text_colored("dim", app.tr("ui.lab.nothing_yet"));
  else {
    draw_results(app, lab, 0, p, col_w);
    const float end_a = ImGui::GetCursorScreenPos().y;
    if (lab.compare) draw_results(app, lab, 1, ImVec2(p.x + col_w + pad, p.y), col_w);
    ImGui::SetCursorScreenPos(ImVec2(p.x, std::max(end_a, ImGui::GetCursorScreenPos().y)));
    ImGui::Dummy(ImVec2(1, 1));
  }
  ImGui::EndChild();
}

}  // namespace rt::ui
