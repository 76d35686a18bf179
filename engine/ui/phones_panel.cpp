// phones_panel.cpp: the setup screen's part for players joining with their phones (`play
// --phones`): the QR code of the address phones open (libqrencode's module matrix drawn as ImGui
// rectangles, with the quiet zone a reader needs), the address in words, and who has joined.
// At the table: the seats played from phones, and the host's buttons to hand a seat on.
#include <qrencode.h>

#include <memory>
#include <vector>

#include "../net/phone_host.hpp"
#include "../app/text.hpp"
#include "art.hpp"
#include "draw.hpp"
#include "table_controller.hpp"
#include "screens.hpp"
#include "window.hpp"

namespace rt::ui {

namespace {

// The QR code of a text, as rows of dark (true) and light modules; empty if it cannot be made.
struct QrMatrix {
  std::string text;
  int width = 0;
  std::vector<bool> dark;
};

const QrMatrix& qr_for(const std::string& text) {
  static QrMatrix cached;
  if (cached.text == text && cached.width > 0) return cached;
  cached = QrMatrix{text, 0, {}};
  std::unique_ptr<QRcode, void (*)(QRcode*)> code(QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1),
                                                  QRcode_free);
  if (!code) return cached;
  cached.width = code->width;
  cached.dark.resize(static_cast<size_t>(code->width) * code->width);
  for (size_t i = 0; i < cached.dark.size(); ++i) cached.dark[i] = code->data[i] & 1;
  return cached;
}

}  // namespace

void draw_phones_panel(App& app, float width) {
  net::PhoneHost* phones = app.phones();
  if (!phones) {
    // Phones off: one button turns them on, as `play --phones` does (port 8642, any free one if
    // it is taken; only the local network is served).
    static std::string failed;  // why the server could not start, in the player's language
    ImGui::Spacing();
    if (button("phones.turn_on", app.tr("ui.phones.turn_on"))) {
      net::ServerOptions options;
      options.page_dir = assets_dir() + "/phone";
      const std::string e = app.enable_phones(options);
      failed = e.empty() ? "" : localize_error(app.catalog(), app.lang(), e);
    }
    if (!failed.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, color_vec("red"));
      text_wrapped(failed);
      ImGui::PopStyleColor();
    }
    return;
  }
  const float s = app.settings().scale;
  const std::string url = phones->url();
  ImGui::Spacing();
  heading(app.tr("ui.phones.title"));
  const QrMatrix& qr = qr_for(url);
  const float side = std::min(width * 0.5f, 190 * s);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (qr.width > 0) {
    const int modules = qr.width + 8;  // 4 light modules of quiet zone on every side
    const float m = std::max(1.0f, std::floor(side / modules));
    const float drawn = m * modules;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, ImVec2(at.x + drawn, at.y + drawn), IM_COL32(255, 255, 255, 255));
    for (int y = 0; y < qr.width; ++y)
      for (int x = 0; x < qr.width; ++x)
        if (qr.dark[static_cast<size_t>(y) * qr.width + x]) {
          const ImVec2 p(at.x + (x + 4) * m, at.y + (y + 4) * m);
          dl->AddRectFilled(p, ImVec2(p.x + m, p.y + m), IM_COL32(0, 0, 0, 255));
        }
    note_area("setup.phones.qr", at.x, at.y, at.x + drawn, at.y + drawn);
    ImGui::Dummy(ImVec2(drawn, drawn));
    ImGui::SameLine();
  }
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(120 * s, width - side - 12 * s));
  text(app.tr("ui.phones.scan"));  // (wrapped at the pushed position, beside the code)
  ImGui::PushFont(fonts().bold);
  text(url);
  ImGui::PopFont();
  ImGui::Spacing();
  const std::vector<int> held = phones->held();
  if (held.empty()) {
    text(app.tr("ui.phones.nobody"));
  } else {
    text(app.tr("ui.phones.joined"));
    for (int seat : held) text("  " + std::to_string(seat + 1) + ". " + phones->name(seat));
  }
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

void draw_phone_seats(App& app, const TextContext& t) {
  net::PhoneHost* phones = app.phones();
  TableController* g = app.game();
  if (!phones || !g || !phones->playing()) return;
  const int n = g->session().state().seat_count();
  Value on_phones = Value::array();
  for (int i = 0; i < n; ++i)
    if (g->is_remote(i)) on_phones.push_back(i + 1);
  ImGui::Spacing();
  text_wrapped(on_phones.empty() ? t.tr("ui.phones.none_at_table") : t.format("ui.phones.at_table", Value{{"seats", on_phones}}));
  bool& shown = app.phone_seats_shown();
  if (button("phones.manage", t.tr(shown ? "ui.phones.hand_on_done" : "ui.phones.hand_on"))) shown = !shown;
  if (!shown) return;
  const std::vector<int> held = phones->held();
  for (int i = 0; i < n; ++i) {
    if (!g->is_remote(i) && !g->is_bot(i)) continue;  // a person at this screen
    const bool phone = g->is_remote(i);
    const bool holds = std::find(held.begin(), held.end(), i) != held.end();
    const std::string who = !phone ? t.tr("ui.phones.seat_bot")
                            : holds ? t.format("ui.phones.seat_phone", Value{{"phone", phones->name(i)}})
                                    : t.tr("ui.phones.seat_waiting");
    text(t.format("ui.phones.seat_line", Value{{"n", i + 1}, {"seat", i + 1}, {"who", who}}));
    const std::string id = "phones.seat." + std::to_string(i + 1);
    if (phone) {
      if (button(id + ".bot", t.tr("ui.phones.to_bot"))) app.hand_seat_to_bot(i);
      if (holds) {
        ImGui::SameLine();
        if (button(id + ".phone", t.tr("ui.phones.to_other_phone"))) app.hand_seat_to_phone(i);
      }
    } else if (button(id + ".phone", t.tr("ui.phones.to_phone"))) {
      app.hand_seat_to_phone(i);
    }
  }
}

}  // namespace rt::ui
