// choice_buttons.cpp: a `choose` decision's options as buttons in the decision panel. They run
// in a row, wrapping to the next line, as long as they fit the height the panel may take; a
// decision with more options than that height holds (a turn's actions at 150% on a small window)
// lays them out two (or three) a row in equal columns, each label broken at its spaces, so that
// every option is in sight without scrolling.
#include <algorithm>

#include "draw.hpp"
#include "screens.hpp"

namespace rt::ui {

namespace {

// A label broken at its spaces onto lines no wider than `width` (a word wider stays whole).
std::string broken(const std::string& label, float width, int& lines) {
  lines = 1;
  if (ImGui::CalcTextSize(label.c_str(), nullptr, true).x <= width) return label;
  std::string out, line, word;
  auto put = [&] {
    const std::string joined = line.empty() ? word : line + " " + word;
    if (!line.empty() && ImGui::CalcTextSize(joined.c_str()).x > width) out += line + "\n", line = word, ++lines;
    else line = joined;
    word.clear();
  };
  for (char c : label) c == ' ' ? put() : void(word += c);
  put();
  return out + line;
}

// The widest single word of a label: a column narrower than it would cut the word.
float widest_word(const std::string& label) {
  float widest = 0;
  std::string word;
  for (size_t i = 0; i <= label.size(); ++i) {
    if (i == label.size() || label[i] == ' ' || label[i] == '\n') {
      if (!word.empty()) widest = std::max(widest, ImGui::CalcTextSize(word.c_str()).x);
      word.clear();
    } else {
      word += label[i];
    }
  }
  return widest;
}

struct Placed {
  std::string label;
  ImVec2 at, size;  // from the controls' top left; size.x 0: as wide as the label
};

// A button's height for a label of `lines` lines (a many-choice decision's are shorter).
float button_height(int lines, bool many, float s) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float text = lines * ImGui::GetTextLineHeight() + style.FramePadding.y * 2;
  return many ? std::max(34 * s, text + 4 * s) : std::max(40 * s, text + 8 * s);
}

// In a row, the next button on the next line when it would run past the panel (`width`).
std::vector<Placed> flow(const std::vector<std::string>& labels, float width, bool many, float s, float& height) {
  const ImGuiStyle& style = ImGui::GetStyle();
  std::vector<Placed> out;
  float x = 0, y = 0, line_h = 0;
  for (const std::string& l : labels) {
    int lines = 1;
    const std::string label = broken(l, width - style.FramePadding.x * 2, lines);
    const float w = ImGui::CalcTextSize(label.c_str(), nullptr, true).x + style.FramePadding.x * 2;
    const float h = button_height(lines, many, s);
    if (!out.empty()) {
      x += style.ItemSpacing.x;
      if (x + w > width) x = 0, y += line_h + style.ItemSpacing.y, line_h = 0;
    }
    out.push_back({label, ImVec2(x, y), ImVec2(0, h)});
    x += w;
    line_h = std::max(line_h, h);
  }
  height = y + line_h;
  return out;
}

// `columns` equal columns, the buttons of a row as tall as its tallest label. Empty when a word
// of some label is wider than a column.
std::vector<Placed> grid(const std::vector<std::string>& labels, float width, int columns, float s, float& height) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float col_w = (width - (columns - 1) * style.ItemSpacing.x) / columns;
  const float inner = col_w - style.FramePadding.x * 2;
  std::vector<Placed> out;
  for (const std::string& l : labels)
    if (widest_word(l) > inner) return {};
  float y = 0;
  for (size_t row = 0; row * columns < labels.size(); ++row) {
    float row_h = 0;
    const size_t first = row * columns, last = std::min(labels.size(), first + columns);
    for (size_t i = first; i < last; ++i) {
      int lines = 1;
      out.push_back({broken(labels[i], inner, lines), ImVec2((i - first) * (col_w + style.ItemSpacing.x), y), ImVec2(col_w, 0)});
      row_h = std::max(row_h, button_height(lines, true, s));
    }
    for (size_t i = first; i < last; ++i) out[i].size.y = row_h;
    y += row_h + style.ItemSpacing.y;
  }
  height = y - style.ItemSpacing.y;
  return out;
}

}  // namespace

std::string draw_choice_buttons(const std::vector<std::string>& ids, const std::vector<std::string>& labels,
                                const std::vector<bool>& enabled, float room, float s) {
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  // The height the buttons may take: what the panel may grow to, less what is above them and
  // its bottom padding.
  const float budget = room - ImGui::GetCursorPosY() - ImGui::GetStyle().WindowPadding.y;
  const bool many = labels.size() > 3;
  float height = 0;
  std::vector<Placed> placed = flow(labels, width, many, s, height);
  if (many && height > budget) {
    float best = height;
    for (int columns = 2; columns <= 3; ++columns) {
      float h = 0;
      std::vector<Placed> g = grid(labels, width, columns, s, h);
      if (g.empty() || h >= best) continue;
      placed = std::move(g), best = h, height = h;
      if (h <= budget) break;
    }
  }
  std::string pressed;
  for (size_t i = 0; i < placed.size(); ++i) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + placed[i].at.x, origin.y + placed[i].at.y));
    if (button("choice." + ids[i], placed[i].label, placed[i].size, enabled[i])) pressed = ids[i];
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width, height));
  return pressed;
}

}  // namespace rt::ui
