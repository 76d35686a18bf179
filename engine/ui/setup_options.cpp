// setup_options.cpp: the setup screen's options column and its verdict. Options are drawn in the
// groups the game declares (game{}.option_groups: a heading, a colour, each option with an
// optional note); the rest under "Variants"; options that do not apply to the setup are hidden.
// The scripts' check_setup is shown inline: errors
// (Start stays disabled) and warnings, which the players accept with a checkbox before Start.
#include <algorithm>
#include <set>

#include "draw.hpp"
#include "rules.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

std::string str(const Value& v, const char* key) {
  return v.is_object() && v.contains(key) && v[key].is_string() ? v[key].get<std::string>() : "";
}

// A checkbox whose label wraps at the column's edge (the note, dimmed, after it); the label is
// clickable too.
bool wrapped_checkbox(const std::string& id, const std::string& label, bool* v, const std::string& note) {
  trace().texts.push_back(label);
  ImGui::PushID(id.c_str());
  bool changed = ImGui::Checkbox("##box", v);
  const ImVec2 b0 = ImGui::GetItemRectMin(), b1 = ImGui::GetItemRectMax();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::AlignTextToFramePadding();
  const float avail = ImGui::GetContentRegionAvail().x;
  wrapped_text(label);
  if (!note.empty()) {
    trace().texts.push_back(note);
    // On the label's line when both fit, else under it.
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
    if (ImGui::CalcTextSize(label.c_str()).x + gap + ImGui::CalcTextSize(note.c_str()).x < avail) {
      ImGui::SameLine(0, gap);
      ImGui::AlignTextToFramePadding();
    }
    ImGui::PushStyleColor(ImGuiCol_Text, color_vec("gray"));
    wrapped_text(note);
    ImGui::PopStyleColor();
  }
  ImGui::EndGroup();
  if (ImGui::IsItemClicked()) {
    *v = !*v;
    changed = true;
  }
  ImGui::PopID();
  note_target(id, b0, b1);
  return changed;
}

void draw_option(App& app, const GameInfo& info, const OptionInfo& o, const std::string& note_key, float width) {
  SetupDraft& d = app.draft();
  Catalog& cat = app.catalog();
  const float s = app.settings().scale;
  const std::string label = cat.text(app.lang(), o.name);
  const std::string note = note_key.empty() ? "" : cat.text(app.lang(), note_key);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  if (o.kind == "bool") {
    bool v = d.options.contains(o.id) ? d.options[o.id].get<bool>() : o.default_value.get<bool>();
    if (wrapped_checkbox("setup.option." + o.id, label, &v, note)) d.options[o.id] = v;
  } else if (o.kind == "choice") {
    std::string cur = d.options.contains(o.id) ? d.options[o.id].get<std::string>() : o.default_value.get<std::string>();
    text_wrapped(label);
    auto value_label = [&](const std::string& v) {
      return cat.option_value_name(app.lang(), info, o, v);
    };
    const std::string full = value_label(cur);
    trace().texts.push_back(full);
    // The whole column; a value still too long ends in "…" (whole in its tooltip and the list).
    ImGui::SetNextItemWidth(width);
    float size = ImGui::GetFontSize();
    const std::string shown =
        fit_text(ImGui::GetFont(), full, width - ImGui::GetFrameHeight() - 2 * ImGui::GetStyle().FramePadding.x, size, 1.0f);
    if (ImGui::BeginCombo(("##" + o.id).c_str(), shown.c_str())) {
      for (auto& v : o.values) {
        const std::string vl = value_label(v);
        if (ImGui::Selectable((vl + "##" + v).c_str(), cur == v)) d.options[o.id] = v;
        note_target("setup.option." + o.id + "." + v, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
      ImGui::EndCombo();
    }
    note_combo_text(shown);
    if (shown != full && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", full.c_str());
    note_target("setup.option." + o.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  } else if (o.kind == "int") {
    text_wrapped(label);
    int v = d.options.contains(o.id) ? d.options[o.id].get<int>() : o.default_value.get<int>();
    ImGui::SetNextItemWidth(140 * s);
    if (ImGui::InputInt(("##" + o.id).c_str(), &v)) d.options[o.id] = std::clamp<long long>(v, o.min, o.max);
    note_target("setup.option." + o.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  note_target("hover.option." + o.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  if (ImGui::IsItemHovered()) rules_tooltip(cat, app.lang(), label, option_rules_key(cat, info, o.id));
  ImGui::PopTextWrapPos();
}

// An option that does not apply to this setup (its `applies` said so) is not drawn.
bool hidden(App& app, const std::string& id) {
  const auto& h = app.draft().hidden;
  return std::find(h.begin(), h.end(), id) != h.end();
}

void wrapped_colored(const std::string& col, const std::string& line, float width) {
  trace().texts.push_back(line);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::PushStyleColor(ImGuiCol_Text, color_vec(col));
  wrapped_text(line);
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
}

}  // namespace

void draw_setup_options(App& app, const GameInfo& info, float width) {
  Catalog& cat = app.catalog();
  std::set<std::string> drawn;
  for (const Value& g : info.option_groups) {
    if (!g.is_object() || !g.contains("options") || !g["options"].is_array()) continue;
    // Two options a row when they are all checkboxes and the column is wide enough: a long list
    // of characters stays short.
    bool all_bool = true;
    for (const Value& entry : g["options"]) {
      const OptionInfo* o = info.option(entry.is_string() ? entry.get<std::string>() : str(entry, "id"));
      all_bool = all_bool && (!o || o->kind == "bool");
    }
    bool any_shown = false;
    for (const Value& entry : g["options"]) {
      const std::string id = entry.is_string() ? entry.get<std::string>() : str(entry, "id");
      any_shown = any_shown || (info.option(id) && !drawn.count(id) && !hidden(app, id));
    }
    if (!any_shown) {  // every option of the group is hidden: no empty heading either
      for (const Value& entry : g["options"]) drawn.insert(entry.is_string() ? entry.get<std::string>() : str(entry, "id"));
      continue;
    }
    const std::string col = str(g, "color");
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, col.empty() ? color_vec("white") : color_vec(col));
    heading(cat.text(app.lang(), str(g, "name")));
    ImGui::PopStyleColor();
    const int cols = all_bool && width > 380 * app.settings().scale ? 2 : 1;
    if (ImGui::BeginTable(("group." + str(g, "name")).c_str(), cols)) {
      for (const Value& entry : g["options"]) {
        const std::string id = entry.is_string() ? entry.get<std::string>() : str(entry, "id");
        const OptionInfo* o = info.option(id);
        if (!o || drawn.count(id) || hidden(app, id)) continue;
        drawn.insert(id);
        ImGui::TableNextColumn();
        draw_option(app, info, *o, str(entry, "note"), ImGui::GetContentRegionAvail().x);
      }
      ImGui::EndTable();
    }
  }
  bool any_left = false;
  for (const OptionInfo& o : info.options) any_left = any_left || (!drawn.count(o.id) && !hidden(app, o.id));
  if (!any_left) return;
  ImGui::Spacing();
  heading(app.tr("ui.tv.variants"));
  for (const OptionInfo& o : info.options)
    if (!drawn.count(o.id) && !hidden(app, o.id)) draw_option(app, info, o, "", width);
}

bool draw_setup_verdict(App& app, float width) {
  SetupDraft& d = app.draft();
  for (auto& e : d.errors) wrapped_colored("red", e, width);
  if (!d.problem.empty()) wrapped_colored("red", d.problem, width);
  if (!d.warnings.empty()) {
    for (auto& w : d.warnings) wrapped_colored("orange", w, width);
    bool accepted = d.accepted;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    // Accepted once for this setup: remembered until the setup changes (and across games).
    if (wrapped_checkbox("setup.accept_warnings", app.tr("ui.tv.accept_warnings"), &accepted, "")) {
      d.accepted = accepted;
      d.accepted_key = accepted ? d.accept_key : "";
    }
    ImGui::PopTextWrapPos();
  }
  return d.errors.empty() && d.problem.empty() && (d.warnings.empty() || d.accepted);
}

}  // namespace rt::ui
