// history_grid.cpp: the vote history grid (the layout's `history`): one row per proposal, one
// column per seat. A cell is coloured by the seat's vote, ringed in gold for the proposer, with a
// disc for a team member and a corner mark for a seat that voted first; rows are shaded by
// round; the last column says how the vote went and, for the approved team, the mission's
// result with its number of Fails. Read from a public counter only; every word through the
// layout's keys. For the tests each cell notes an area "grid.<row>.<what>" (rows from 1).
#include <algorithm>

#include "draw.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// A name turned a quarter to the left (read from the bottom up), centred in `cell` and shortened
// to its height (the font made smaller when a line is taller than the cell is wide). ImGui 1.86 draws text only across: the glyphs are drawn across, unclipped, then
// their vertices turned about the text's start.
void upright_text(ImDrawList* dl, ImFont* font, const std::string& name, const Rect& cell, ImU32 col) {
  float size = std::min(font->FontSize, cell.x1 - cell.x0);  // a line as tall as the column is wide, at most
  const std::string shown = fit_text(font, name, cell.y1 - cell.y0 - 4, size, 1.0f);
  const ImVec2 ts = text_size(font, shown, 0, size);
  const ImVec2 pivot(cell.x0 + (cell.x1 - cell.x0 - ts.y) / 2, cell.y1 - 2);
  // Clipped to the cell (where the turned text lands) and the strip it is drawn in before turning.
  dl->PushClipRect(ImVec2(std::min(cell.x0, pivot.x), cell.y0), ImVec2(std::max(cell.x1, pivot.x + ts.x + 1), cell.y1 + ts.y + 1), false);
  const int first = dl->VtxBuffer.Size;
  dl->AddText(font, size, pivot, col, shown.c_str(), shown.c_str() + shown.size());
  for (int v = first; v < dl->VtxBuffer.Size; ++v) {
    ImVec2& p = dl->VtxBuffer[v].pos;
    const float dx = p.x - pivot.x, dy = p.y - pivot.y;
    p = ImVec2(pivot.x + dy, pivot.y - dx);
  }
  dl->PopClipRect();
  trace().texts.push_back(shown);
  note_text_box(shown, Rect{pivot.x, pivot.y - ts.x, pivot.x + ts.y, pivot.y}, cell);
}

bool has_seat(const Value& list, int seat) {
  if (!list.is_array()) return false;
  for (const Value& x : list)
    if (x.is_number_integer() && x.get<int>() == seat) return true;
  return false;
}

void note_item(const std::string& id) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  note_area(id, a.x, a.y, b.x, b.y);
}

}  // namespace

bool has_history(App& app, const Value&) { return !app.layout().history.counter.empty(); }

void draw_history_grid(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size) {
  const HistorySpec& h = app.layout().history;
  const float s = app.settings().scale;
  ImGui::BeginChild(id, size, true);
  const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  note_area(std::string("panel.") + id, wp.x, wp.y, wp.x + ws.x, wp.y + ws.y);
  const Value& counters = view["counters"];
  const Value& rows = !h.counter.empty() && counters.contains(h.counter) ? counters[h.counter] : Value();
  const int n = static_cast<int>(t.names.size());
  if (!rows.is_array() || rows.empty() || n == 0) {
    text_wrapped(t.tr("ui.grid.empty"));
    ImGui::EndChild();
    return;
  }
  ImFont* body = fonts().body;
  ImFont* bold = fonts().bold;
  const float avail = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize;
  const float pad = ImGui::GetStyle().CellPadding.x * 2;
  const float qw = text_size(bold, "10").x + 4 * s;
  const float rw = std::clamp(avail * 0.24f, 64 * s, 190 * s);
  const float cw = std::clamp((avail - qw - rw) / n - pad, 12 * s, 60 * s);
  const float row_h = body->FontSize + 8 * s;
  const bool wide = rw >= 150 * s;  // room for the result in words

  ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(pad / 2, 2 * s));
  const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_NoPadOuterX;
  if (ImGui::BeginTable("history", n + 2, flags)) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("##quest", ImGuiTableColumnFlags_WidthFixed, qw);
    for (int i = 0; i < n; ++i) ImGui::TableSetupColumn(("##seat" + std::to_string(i + 1)).c_str(), ImGuiTableColumnFlags_WidthFixed, cw);
    ImGui::TableSetupColumn("##result", ImGuiTableColumnFlags_WidthFixed, rw);

    // Header: each seat's name across its column when every name fits; otherwise every name
    // turned upright (read from the bottom), as long as the header allows, shortened with "..."
    // past that. The whole name and the seat's number in the tooltip.
    bool across = true;
    float longest = 0;
    for (const std::string& name : t.names) {
      across = across && text_size(body, name).x <= cw;
      longest = std::max(longest, text_size(body, name, 0, std::min(body->FontSize, cw)).x);
    }
    const float upright_h = std::min(longest, 96 * s) + 10 * s;
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers, across ? row_h : upright_h);
    ImGui::TableSetColumnIndex(0);
    text_colored("dim", "#");
    for (int i = 0; i < n; ++i) {
      ImGui::TableSetColumnIndex(i + 1);
      if (across) {
        text(t.names[i]);
      } else {
        const ImVec2 c0 = ImGui::GetCursorScreenPos();
        const Rect cell{c0.x, c0.y, c0.x + cw, c0.y + upright_h - 2 * s};
        upright_text(ImGui::GetWindowDrawList(), body, t.names[i], cell, color("white"));
        ImGui::Dummy(ImVec2(cw, upright_h - 2 * s));
      }
      note_item("grid.header." + std::to_string(i + 1));
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (#%d)", t.names[i].c_str(), i + 1);
    }
    ImGui::TableSetColumnIndex(n + 1);
    text_colored("dim", t.tr("ui.grid.votes"));

    long long last_round = -1;
    for (size_t r = 0; r < rows.size(); ++r) {
      const Value& row = rows[r];
      if (!row.is_object()) continue;
      const std::string rid = "grid." + std::to_string(r + 1);
      const long long round = row.value("round", 0LL);
      ImGui::TableNextRow(0, row_h);
      if (round % 2 == 0) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(255, 255, 255, 14));
      const int leader = row.value("leader", 0);
      const long long quest = row.value("quest", 0LL);

      // The mission, at the first row of its round.
      ImGui::TableSetColumnIndex(0);
      const std::string q = quest > 0 ? std::to_string(quest) : "";
      if (round != last_round) text(q);
      else text_colored("dim", "");
      if (ImGui::IsItemHovered() && !h.quest.empty()) ImGui::SetTooltip("%s", t.format(h.quest, Value{{"n", quest}}).c_str());
      last_round = round;

      for (int i = 0; i < n; ++i) {
        const int seat = i + 1;
        ImGui::TableSetColumnIndex(i + 1);
        const Value& votes = row["votes"];
        const std::string vote = votes.is_array() && i < int(votes.size()) && votes[i].is_string() ? votes[i].get<std::string>() : "";
        auto look = h.votes.find(vote);
        const bool on_team = has_seat(row["team"], seat), first = has_seat(row["first"], seat);
        const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + cw, a.y + row_h - 2 * s);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        if (look != h.votes.end()) {
          dl->AddRectFilled(a, b, color(look->second.color, 0.8f), 3 * s);
        } else {
          dl->AddRect(a, b, IM_COL32(120, 124, 136, 160), 3 * s);
        }
        if (seat == leader) dl->AddRect(a, b, color("gold"), 3 * s, 0, 3.0f * s);
        const ImVec2 mid((a.x + b.x) / 2, (a.y + b.y) / 2);
        if (on_team) {
          const float rad = std::min(cw, row_h) * 0.26f;
          dl->AddCircleFilled(mid, rad, IM_COL32(245, 245, 250, 255), 16);
          dl->AddCircle(mid, rad, IM_COL32(20, 20, 24, 255), 16, 1.5f);
        }
        if (first) dl->AddTriangleFilled(a, ImVec2(a.x + 8 * s, a.y), ImVec2(a.x, a.y + 8 * s), color("purple"));
        ImGui::Dummy(ImVec2(cw, row_h - 2 * s));
        const std::string cell = rid + "." + std::to_string(seat);
        if (!vote.empty()) note_item(cell + "." + vote);
        if (seat == leader) note_item(rid + ".leader." + std::to_string(seat));
        if (on_team) note_item(rid + ".team." + std::to_string(seat));
        if (first) note_item(rid + ".first." + std::to_string(seat));
        if (ImGui::IsItemHovered()) {
          std::string tip = t.names[i];
          if (look != h.votes.end()) tip += ": " + t.tr(look->second.text);
          if (seat == leader && !h.leader.empty()) tip += "\n" + t.tr(h.leader);
          if (on_team && !h.team.empty()) tip += "\n" + t.tr(h.team);
          if (first && !h.first.empty()) tip += "\n" + t.tr(h.first);
          ImGui::SetTooltip("%s", tip.c_str());
        }
      }

      // How the vote went; for the team that went, the mission's result and its Fails.
      ImGui::TableSetColumnIndex(n + 1);
      const int approvals = row.value("approvals", 0), rejections = row.value("rejections", 0);
      const bool voted = approvals + rejections > 0;
      const bool approved = row.value("approved", false), overturned = row.value("overturned", false);
      const std::string outcome = !voted ? "" : overturned ? "overturned" : approved ? "approved" : "rejected";
      const std::string tally = voted ? std::to_string(approvals) + ":" + std::to_string(rejections) : "";
      const ImVec2 a = ImGui::GetCursorScreenPos();
      ImDrawList* dl = ImGui::GetWindowDrawList();
      const ImU32 tally_col = overturned ? color("orange") : approved ? color("green") : color("red");
      draw_text(dl, bold, ImVec2(a.x, a.y + 2 * s), voted ? tally_col : color("dim"), tally);
      float x = a.x + text_size(bold, "10:10").x + 6 * s;
      if (overturned) {
        draw_token(dl, ImVec2(x + 5 * s, a.y + row_h / 2 - 1 * s), 5 * s, "star", color("orange"));
        x += 14 * s;
      }
      const std::string result = row.value("result", "");
      auto res = h.results.find(result);
      std::string res_tip;
      if (res != h.results.end()) {
        const long long fails = row.value("fails", 0LL);
        const bool mission = result != "five_rejections" && approved && !overturned;
        std::string label = wide ? t.tr(res->second.text) : "";
        if (mission) label += (label.empty() ? "" : " ") + std::to_string(fails);
        if (label.empty()) label = "!";
        const float lw = std::min(text_size(body, label).x + 10 * s, a.x + rw - x);
        const ImVec2 c0(x, a.y + 1 * s), c1(x + lw, a.y + row_h - 3 * s);
        dl->AddRectFilled(c0, c1, color(res->second.color, 0.9f), 4 * s);
        dl->PushClipRect(c0, c1, true);
        draw_text(dl, body, ImVec2(c0.x + 5 * s, c0.y + 2 * s), IM_COL32(250, 250, 250, 255), label);
        dl->PopClipRect();
        res_tip = t.tr(res->second.text);
        if (mission && !h.fails.empty()) res_tip += "\n" + t.format(h.fails, Value{{"n", fails}});
        note_area(rid + ".result." + result + (mission ? "." + std::to_string(fails) : ""), c0.x, c0.y, c1.x, c1.y);
      }
      ImGui::Dummy(ImVec2(rw, row_h - 2 * s));
      if (!outcome.empty()) note_item(rid + "." + outcome);
      note_area(rid, ImGui::GetItemRectMin().x - rw, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x,
                ImGui::GetItemRectMax().y);
      if (ImGui::IsItemHovered()) {
        std::string tip = voted ? t.format(approved || overturned ? "ui.grid.approved" : "ui.grid.rejected",
                                           Value{{"approvals", approvals}, {"rejections", rejections}})
                                : "";
        if (overturned && !h.overturned.empty()) tip += "\n" + t.tr(h.overturned);
        if (!res_tip.empty()) tip += (tip.empty() ? "" : "\n") + res_tip;
        if (!tip.empty()) ImGui::SetTooltip("%s", tip.c_str());
      }
    }
    // Follow the game: the newest row in sight when a row is added.
    ImGuiStorage* seen = ImGui::GetStateStorage();
    const ImGuiID key = ImGui::GetID("rows_seen");
    if (seen->GetInt(key, -1) != int(rows.size())) {
      seen->SetInt(key, int(rows.size()));
      ImGui::SetScrollHereY(1.0f);
    }
    ImGui::EndTable();
  }
  ImGui::PopStyleVar();
  ImGui::EndChild();
}

// The log and the vote grid under two tabs (the grid only when the game has one).
void draw_log_tabs(App& app, const TextContext& t, const Value& view, const char* id, ImVec2 size) {
  if (!has_history(app, view)) return draw_log(app, t, view, id, size);
  const float y0 = ImGui::GetCursorScreenPos().y;
  const std::string tabs = std::string(id) + ".tab";
  auto rest = [&] { return ImVec2(size.x, std::max(40.0f, y0 + size.y - ImGui::GetCursorScreenPos().y)); };
  // The tab bar draws its underline to the right edge of the window it is in: a frameless child
  // as wide as the panel keeps it from running past the panel.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::BeginChild((tabs + "s").c_str(), size, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  const ImVec2 bar = ImGui::GetCursorScreenPos();
  note_area(tabs + "_bar", bar.x, bar.y, ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x,
            bar.y + ImGui::GetFrameHeight());
  if (ImGui::BeginTabBar(tabs.c_str())) {
    const bool log_open = ImGui::BeginTabItem(t.tr("ui.grid.tab_log").c_str());
    note_target(tabs + ".log", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (log_open) {
      draw_log(app, t, view, id, rest());
      ImGui::EndTabItem();
    }
    const bool grid_open = ImGui::BeginTabItem(t.tr("ui.grid.tab_votes").c_str());
    note_target(tabs + ".votes", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (grid_open) {
      draw_history_grid(app, t, view, (std::string(id) + ".grid").c_str(), rest());
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
}

}  // namespace rt::ui
