// draw.cpp: palette, traced text and buttons, tokens and cards.
#include "draw.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include <imgui_internal.h>  // the window's current wrap position (ImGuiWindow::DC.TextWrapPos)

#include "anim.hpp"
#include "art.hpp"
#include "window.hpp"

namespace rt::ui {

ImVec4 color_vec(const std::string& name, float alpha) {
  static const std::map<std::string, ImVec4> palette = {
      {"gold", {0.95f, 0.76f, 0.20f, 1}},  {"blue", {0.25f, 0.55f, 0.95f, 1}},
      {"red", {0.90f, 0.26f, 0.26f, 1}},   {"green", {0.30f, 0.78f, 0.40f, 1}},
      {"gray", {0.55f, 0.57f, 0.62f, 1}},  {"purple", {0.62f, 0.40f, 0.85f, 1}},
      {"white", {0.93f, 0.93f, 0.95f, 1}}, {"orange", {0.95f, 0.55f, 0.20f, 1}},
      {"teal", {0.20f, 0.72f, 0.70f, 1}},  {"dim", {0.62f, 0.64f, 0.70f, 1}},
  };
  auto it = palette.find(name);
  ImVec4 c = it == palette.end() ? palette.at("gray") : it->second;
  c.w = alpha;
  return c;
}

ImU32 color(const std::string& name, float alpha) { return ImGui::ColorConvertFloat4ToU32(color_vec(name, alpha)); }

namespace {

Rect rect_of(ImVec2 min, ImVec2 max) { return Rect{min.x, min.y, max.x, max.y}; }

// The last widget's extent against the window's visible area (clip rect).
void note_item_text(const std::string& s) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  note_text_box(s, rect_of(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()),
                rect_of(dl->GetClipRectMin(), dl->GetClipRectMax()), true);
}

// s broken at blanks for the wrap position in force (PushTextWrapPos), if any.
std::string wrapped_for_imgui(const std::string& s) {
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  if (!w || w->DC.TextWrapPos < 0.0f || s.find(' ') == std::string::npos) return s;
  const float width = ImGui::CalcWrapWidthForPos(ImGui::GetCursorScreenPos(), w->DC.TextWrapPos);
  return wrap_at_blanks(ImGui::GetFont(), s, width, ImGui::GetFontSize());
}

}  // namespace

std::string wrap_at_blanks(ImFont* font, const std::string& s, float width, float size) {
  if (width <= 0 || s.find(' ') == std::string::npos) return s;
  const float px = size > 0 ? size : font->FontSize;
  auto wide = [&](size_t from, size_t to) { return font->CalcTextSizeA(px, 1e9f, 0, s.c_str() + from, s.c_str() + to).x; };
  const float room = width - 0.5f;  // a little under ImGui's own limit, so it never breaks a line again
  std::string out;
  out.reserve(s.size() + 8);
  size_t line = 0;  // where the current line starts in s
  size_t kept = 0;  // where s's text not yet copied to out starts
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] != ' ' && s[i] != '\n') continue;
    // s[word..i) is the word that ends here; the blanks before it start at `blank`.
    size_t word = i;
    while (word > line && s[word - 1] != ' ') --word;
    if (word == i) {  // no word ends here (blanks in a row)
      if (i < s.size() && s[i] == '\n') line = i + 1;
      continue;
    }
    size_t blank = word;
    while (blank > line && s[blank - 1] == ' ') --blank;
    if (blank > line && wide(line, i) > room) {  // the line is full: break in its last blanks
      out.append(s, kept, blank - kept);
      out += '\n';
      kept = line = word;
    }
    if (i < s.size() && s[i] == '\n') line = i + 1;
  }
  out.append(s, kept, std::string::npos);
  return out;
}

void text(const std::string& s) {
  trace().texts.push_back(s);
  const std::string shown = wrapped_for_imgui(s);
  ImGui::TextUnformatted(shown.c_str(), shown.c_str() + shown.size());
  note_item_text(s);
}

void text_colored(const std::string& color_name, const std::string& s) {
  ImGui::PushStyleColor(ImGuiCol_Text, color_vec(color_name));
  text(s);
  ImGui::PopStyleColor();
}

void wrapped_text(const std::string& s) {
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  const bool push = w && w->DC.TextWrapPos < 0.0f;
  if (push) ImGui::PushTextWrapPos(0.0f);
  const std::string shown = wrapped_for_imgui(s);
  ImGui::TextUnformatted(shown.c_str(), shown.c_str() + shown.size());
  if (push) ImGui::PopTextWrapPos();
}

void text_wrapped(const std::string& s) {
  trace().texts.push_back(s);
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(s);  // (at the window's edge: the wrap position just pushed)
  ImGui::PopTextWrapPos();
  note_item_text(s);
}

void heading(const std::string& s) {
  ImGui::PushFont(fonts().bold);
  // Wrapped at the window's edge unless a wrap position is in force: in a narrow panel, at 150%
  // or in Russian, a heading runs on to a second line rather than out of the panel.
  // (Not in a window that sizes itself to its content, a tooltip: it has no edge to wrap at.)
  const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
  const bool wrap = w && w->DC.TextWrapPos < 0.0f && !(w->Flags & (ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_AlwaysAutoResize));
  if (wrap) ImGui::PushTextWrapPos(0.0f);
  text(s);
  if (wrap) ImGui::PopTextWrapPos();
  ImGui::PopFont();
}

void note_target(const std::string& id, ImVec2 min, ImVec2 max, bool enabled) {
  // What of it the window lets through: a click outside the clip rect reaches nothing.
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  const Rect shown{std::max(min.x, c0.x), std::max(min.y, c0.y), std::min(max.x, c1.x), std::min(max.y, c1.y)};
  const bool visible = shown.x1 - shown.x0 >= 1 && shown.y1 - shown.y0 >= 1;
  trace().targets[id] = Target{Rect{min.x, min.y, max.x, max.y}, enabled, shown, visible};
}

void note_scrolling(const std::string& panel) {
  if (ImGui::GetScrollMaxY() > 0.5f) trace().scrolling.push_back(panel);
}

bool button(const std::string& id, const std::string& label, ImVec2 size, bool enabled) {
  trace().texts.push_back(label);
  ImGui::PushID(id.c_str());
  if (!enabled) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * 0.4f);
  bool pressed = ImGui::Button(label.c_str(), size);
  if (!enabled) ImGui::PopStyleVar();
  ImGui::PopID();
  {  // the label, centred in the button, must fit inside the button (and the button in view)
    const ImVec2 b0 = ImGui::GetItemRectMin(), b1 = ImGui::GetItemRectMax();
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str(), nullptr, true);
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    const float cx = (b0.x + b1.x) / 2, cy = (b0.y + b1.y) / 2;
    note_text_box(label, Rect{cx - ts.x / 2, cy - ts.y / 2, cx + ts.x / 2, cy + ts.y / 2},
                  Rect{b0.x + pad.x - 1, b0.y, b1.x - pad.x + 1, b1.y});
    note_item_text(label);
  }
  note_target(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled);
  return pressed && enabled;
}

void note_combo_text(const std::string& preview) {
  const ImVec2 b0 = ImGui::GetItemRectMin(), b1 = ImGui::GetItemRectMax();
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const ImVec2 ts = ImGui::CalcTextSize(preview.c_str(), nullptr, true);
  const float x0 = b0.x + pad.x, y0 = b0.y + pad.y;
  note_text_box(preview, Rect{x0, y0, x0 + ts.x, y0 + ts.y}, Rect{b0.x, b0.y, b1.x - ImGui::GetFrameHeight(), b1.y});
}

bool hit_area(const std::string& id, ImVec2 min, ImVec2 max, bool enabled) {
  ImVec2 keep = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(min);
  ImGui::PushID(id.c_str());
  bool pressed = ImGui::InvisibleButton("##hit", ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ImGui::PopID();
  ImGui::SetCursorScreenPos(keep);
  note_target(id, min, max, enabled);
  return pressed && enabled;
}

ImVec2 text_size(ImFont* font, const std::string& s, float wrap, float size) {
  const std::string lines = wrap > 0 ? wrap_at_blanks(font, s, wrap, size) : s;
  return font->CalcTextSizeA(size > 0 ? size : font->FontSize, 1e9f, wrap, lines.c_str(), lines.c_str() + lines.size());
}

std::string fit_text(ImFont* font, const std::string& s, float max_width, float& size, float min_scale) {
  const float w = text_size(font, s, 0, size).x;
  if (w <= max_width) return s;
  const float shrunk = std::max(size * min_scale, size * max_width / std::max(1.0f, w));
  size = shrunk;
  if (text_size(font, s, 0, size).x <= max_width) return s;
  std::string cut = s;
  while (!cut.empty() && text_size(font, cut + "…", 0, size).x > max_width) {
    do cut.pop_back();
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);
    if (!cut.empty() && static_cast<unsigned char>(cut.back()) >= 0xC0) cut.pop_back();  // a lead byte left alone
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
  }
  return cut + "…";
}

void draw_text(ImDrawList* dl, ImFont* font, ImVec2 pos, ImU32 col, const std::string& s, float wrap, float size) {
  trace().texts.push_back(s);
  const ImVec2 sz = text_size(font, s, wrap, size);
  // Drawn into a window that scrolls vertically (e.g. the rows of a grid): rows scrolled out of
  // sight are clipped, not cut.
  const bool scrolls = dl == ImGui::GetWindowDrawList() && ImGui::GetScrollMaxY() > 0;
  note_text_box(s, Rect{pos.x, pos.y, pos.x + sz.x, pos.y + sz.y}, rect_of(dl->GetClipRectMin(), dl->GetClipRectMax()),
                scrolls);
  const std::string lines = wrap > 0 ? wrap_at_blanks(font, s, wrap, size) : s;
  dl->AddText(font, size > 0 ? size : font->FontSize, pos, col, lines.c_str(), lines.c_str() + lines.size(), wrap);
}

void draw_text_centered(ImDrawList* dl, ImFont* font, ImVec2 center, ImU32 col, const std::string& s, float size) {
  ImVec2 sz = text_size(font, s, 0, size);
  draw_text(dl, font, ImVec2(center.x - sz.x / 2, center.y - sz.y / 2), col, s, 0, size);
}

void draw_token(ImDrawList* dl, ImVec2 c, float r, const std::string& look, ImU32 fill, const std::string& art,
                const std::string& glide_id, const std::string& glide_value) {
  const ImU32 edge = IM_COL32(20, 20, 24, 255);
  if (!glide_id.empty()) {
    bool moving = false;
    c = glide(glide_id, glide_value, c, &moving);
    if (moving) dl = ImGui::GetForegroundDrawList();  // over the seats it passes
  }
  if (!art.empty() && draw_art(dl, art, ImVec2(c.x - r * 1.15f, c.y - r * 1.15f), ImVec2(c.x + r * 1.15f, c.y + r * 1.15f))) {
    // The picture is the token.
  } else if (look == "crown") {
    ImVec2 pts[7] = {{c.x - r, c.y + r * 0.6f}, {c.x - r, c.y - r * 0.5f}, {c.x - r * 0.45f, c.y},
                     {c.x, c.y - r * 0.8f},     {c.x + r * 0.45f, c.y},     {c.x + r, c.y - r * 0.5f},
                     {c.x + r, c.y + r * 0.6f}};
    dl->AddConvexPolyFilled(pts, 3, fill);  // left spike
    dl->AddRectFilled(ImVec2(c.x - r, c.y - 0.05f * r), ImVec2(c.x + r, c.y + r * 0.6f), fill);
    ImVec2 mid[3] = {pts[2], pts[3], pts[4]};
    dl->AddConvexPolyFilled(mid, 3, fill);
    ImVec2 right[3] = {pts[4], pts[5], pts[6]};
    dl->AddConvexPolyFilled(right, 3, fill);
    ImVec2 left[3] = {pts[0], pts[1], pts[2]};
    dl->AddConvexPolyFilled(left, 3, fill);
    dl->AddPolyline(pts, 7, edge, ImDrawFlags_Closed, 1.5f);
  } else if (look == "shield") {
    ImVec2 pts[6] = {{c.x - r * 0.85f, c.y - r * 0.8f}, {c.x + r * 0.85f, c.y - r * 0.8f},
                     {c.x + r * 0.85f, c.y + r * 0.1f}, {c.x, c.y + r},
                     {c.x - r * 0.85f, c.y + r * 0.1f}, {c.x - r * 0.85f, c.y - r * 0.8f}};
    dl->AddConvexPolyFilled(pts, 5, fill);
    dl->AddPolyline(pts, 5, edge, ImDrawFlags_Closed, 1.5f);
  } else if (look == "star") {
    ImVec2 pts[10];
    for (int i = 0; i < 10; ++i) {
      float a = -1.5708f + i * 0.6283f, rr = (i % 2) ? r * 0.45f : r;
      pts[i] = ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr);
    }
    for (int i = 0; i < 10; i += 2) {
      ImVec2 tri[3] = {c, pts[i], pts[(i + 1) % 10]};
      dl->AddConvexPolyFilled(tri, 3, fill);
      ImVec2 tri2[3] = {c, pts[(i + 9) % 10], pts[i]};
      dl->AddConvexPolyFilled(tri2, 3, fill);
    }
  } else if (look == "sword") {  // point up: blade, crossguard, grip, pommel
    ImVec2 blade[5] = {{c.x, c.y - r},               {c.x + r * 0.28f, c.y - r * 0.7f},
                       {c.x + r * 0.28f, c.y + r * 0.3f}, {c.x - r * 0.28f, c.y + r * 0.3f},
                       {c.x - r * 0.28f, c.y - r * 0.7f}};
    dl->AddConvexPolyFilled(blade, 5, fill);
    dl->AddPolyline(blade, 5, edge, ImDrawFlags_Closed, 1.5f);
    const ImVec2 g0(c.x - r * 0.75f, c.y + r * 0.3f), g1(c.x + r * 0.75f, c.y + r * 0.5f);
    dl->AddRectFilled(g0, g1, fill);
    dl->AddRect(g0, g1, edge, 0, 0, 1.5f);
    const ImVec2 h0(c.x - r * 0.15f, c.y + r * 0.5f), h1(c.x + r * 0.15f, c.y + r * 0.82f);
    dl->AddRectFilled(h0, h1, fill);
    dl->AddRect(h0, h1, edge, 0, 0, 1.5f);
    dl->AddCircleFilled(ImVec2(c.x, c.y + r * 0.9f), r * 0.18f, fill, 12);
  } else if (look == "drop") {  // a water drop: a point on top, round below
    const ImVec2 o(c.x, c.y + r * 0.3f);
    const float rr = r * 0.62f;
    ImVec2 pts[16];
    pts[0] = ImVec2(c.x, c.y - r);
    for (int i = 0; i < 15; ++i) {  // the arc from the right tangent round the bottom to the left
      float a = -0.49f + i * 4.12f / 14.0f;  // between the tangents from the tip
      pts[i + 1] = ImVec2(o.x + std::cos(a) * rr, o.y + std::sin(a) * rr);
    }
    dl->AddConvexPolyFilled(pts, 16, fill);
    dl->AddPolyline(pts, 16, edge, ImDrawFlags_Closed, 1.5f);
  } else {
    dl->AddCircleFilled(c, r, fill, 24);
    dl->AddCircle(c, r, edge, 24, 1.5f);
  }
}

namespace {
// The title cut into lines of at most `inner` pixels (a word too wide stays whole).
std::vector<std::string> title_lines(ImFont* f, const std::string& title, float inner) {
  std::vector<std::string> lines;
  std::string line, word;
  auto flush_word = [&]() {
    if (word.empty()) return;
    std::string tryline = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_size(f, tryline).x > inner) lines.push_back(line), line = word;
    else line = tryline;
    word.clear();
  };
  for (char ch : title) {
    if (ch == ' ') flush_word();
    else word += ch;
  }
  flush_word();
  if (!line.empty()) lines.push_back(line);
  return lines;
}

// A face with a picture: the emblem above, the title in the coloured band below (dark on a
// light colour, white on a dark one). The band grows to hold a long title (up to 45% of the
// card) before the title shrinks. A small card shows the emblem alone.
bool draw_card_art(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::string& title, ImVec4 acc, float a, float round,
                   const std::string& art) {
  const float w = max.x - min.x, h = max.y - min.y;
  const bool small = w < 60;
  ImFont* f = fonts().bold;
  const float inner = w - 10;
  std::vector<std::string> lines;
  float scale = 1, band = h * 0.16f;
  if (!small && !title.empty()) {
    // The largest size (down to 60%) at which the title, wrapped at that size, fits a band of
    // at most half the card; then the band just holds it.
    for (float k : {1.0f, 0.9f, 0.8f, 0.7f, 0.6f}) {
      lines = title_lines(f, title, inner / k);
      float widest = 0;
      for (auto& l : lines) widest = std::max(widest, text_size(f, l).x);
      scale = std::min(k, inner / std::max(1.0f, widest));
      if (f->FontSize * scale * lines.size() + 8 <= h * 0.5f) break;
    }
    band = std::clamp(f->FontSize * scale * lines.size() + 8, h * 0.28f, h * 0.5f);
    scale = std::min(scale, (band - 8) / std::max(1.0f, f->FontSize * lines.size()));
  }
  const float pad = w * 0.08f;
  const ImVec2 e0(min.x + pad, min.y + pad), e1(max.x - pad, max.y - band - pad * 0.6f);
  if (e1.x - e0.x < 4 || e1.y - e0.y < 4 || !art_texture(art, int(e1.x - e0.x + 0.5f), int(e1.y - e0.y + 0.5f)))
    return false;  // no picture: the plain face
  dl->AddRectFilled(ImVec2(min.x + 3, max.y - band), ImVec2(max.x - 3, max.y - 3), ImGui::ColorConvertFloat4ToU32(acc), round);
  if (!draw_art(dl, art, e0, e1, a)) return false;
  if (lines.empty()) return true;
  const float lh = f->FontSize * scale;
  const float lum = 0.30f * acc.x + 0.59f * acc.y + 0.11f * acc.z;
  const ImU32 ink = lum > 0.62f ? IM_COL32(30, 30, 36, int(255 * a)) : IM_COL32(250, 250, 252, int(255 * a));
  float y = max.y - band / 2 - 1.5f - lines.size() * lh / 2;
  trace().texts.push_back(title);
  for (auto& l : lines) {
    const float lw = text_size(f, l).x * scale;
    dl->AddText(f, lh, ImVec2((min.x + max.x) / 2 - lw / 2, y), ink, l.c_str(), l.c_str() + l.size());
    y += lh;
  }
  return true;
}
}  // namespace

void draw_card(ImDrawList* dl, ImVec2 min, ImVec2 max, const std::string& title, ImU32 accent, bool face_down,
               bool dimmed, const std::string& art) {
  // Turning over: drawn narrower about its middle, the back first.
  const CardTurn turn = card_turn(min, max, face_down);
  if (turn.width < 1) {
    const float mid = (min.x + max.x) / 2, half = (max.x - min.x) / 2 * turn.width;
    if (turn.show_back) face_down = true;
    min.x = mid - half, max.x = mid + half;
  }
  const bool narrowed = turn.width < 1;
  const float round = (max.x - min.x) * 0.08f;
  const float a = dimmed ? 0.35f : 1.0f;
  if (face_down) {
    dl->AddRectFilled(min, max, ImGui::ColorConvertFloat4ToU32(ImVec4(0.20f, 0.22f, 0.30f, a)), round);
    dl->AddRect(ImVec2(min.x + 4, min.y + 4), ImVec2(max.x - 4, max.y - 4),
                ImGui::ColorConvertFloat4ToU32(ImVec4(0.55f, 0.58f, 0.70f, a)), round, 0, 1.5f);
    const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
    const float r = (max.x - min.x) * 0.22f;
    dl->AddCircle(c, r, ImGui::ColorConvertFloat4ToU32(ImVec4(0.55f, 0.58f, 0.70f, a)), 20, 1.5f);
    return;
  }
  ImVec4 acc = ImGui::ColorConvertU32ToFloat4(accent);
  acc.w *= a;
  dl->AddRectFilled(min, max, ImGui::ColorConvertFloat4ToU32(ImVec4(0.95f, 0.93f, 0.88f, a)), round);
  dl->AddRect(min, max, ImGui::ColorConvertFloat4ToU32(acc), round, 0, 3.0f);
  const float band = (max.y - min.y) * 0.28f;
  // With its picture (not mid-turn: no picture rasterised for every width of a turn).
  if (!art.empty() && !narrowed && draw_card_art(dl, min, max, title, acc, a, round, art)) return;
  dl->AddRectFilled(ImVec2(min.x + 3, max.y - band), ImVec2(max.x - 3, max.y - 3), ImGui::ColorConvertFloat4ToU32(acc),
                    round);
  if (narrowed || max.x - min.x < kTitledCardWidth || title.empty()) return;  // a small card shows its colour only
  // The title, cut into lines that fit; shrunk only if one word is too wide.
  ImFont* f = fonts().bold;
  const float inner = max.x - min.x - 10;
  const std::vector<std::string> lines = title_lines(f, title, inner);
  float widest = 0;
  for (auto& l : lines) widest = std::max(widest, text_size(f, l).x);
  const float scale = std::min(1.0f, inner / std::max(1.0f, widest));
  const float lh = f->FontSize * scale;
  float y = min.y + (max.y - min.y - band) / 2 - lines.size() * lh / 2;
  trace().texts.push_back(title);
  for (auto& l : lines) {
    const float lw = text_size(f, l).x * scale;
    dl->AddText(f, lh, ImVec2((min.x + max.x) / 2 - lw / 2, y), IM_COL32(30, 30, 36, int(255 * a)), l.c_str(), l.c_str() + l.size());
    // Where the line is, for the tests of what may be drawn over a card's words (e.g. a mark).
    note_text_box(l, Rect{(min.x + max.x) / 2 - lw / 2, y, (min.x + max.x) / 2 + lw / 2, y + lh}, Rect{min.x, min.y, max.x, max.y});
    y += lh;
  }
}

}  // namespace rt::ui
