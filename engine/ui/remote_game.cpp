// remote_game.cpp: the table view playing a seat of a game hosted by another roundtable
// (`roundtable join`, docs/network.md): the same TableController and screens as a game played
// here, but with no session in this process. The seat's own view and pending request come from
// a net::SeatLink (the envelopes a phone receives: never the state, never another seat's view),
// the answers clicked go back through it, and a refusal comes back as the status line. One human:
// the screen is the seat's, never a curtain; nothing else is ever drawn from.
#include <cstdio>

#include "../app/text.hpp"
#include "../net/remote_table.hpp"
#include "app.hpp"
#include "draw.hpp"
#include "screens.hpp"
#include "trace.hpp"
#include "window.hpp"

namespace rt::ui {

TableController::TableController(const Catalog& catalog, std::unique_ptr<net::SeatLink> link)
    : link_(std::move(link)), snap_(std::make_unique<net::SeatSnapshot>()) {
  humans_ = 1;
  snap_->changes = static_cast<uint64_t>(-1);  // (the first refresh takes whatever there is)
  remote_catalog_ = &catalog;
  remote_refresh();
  lone_ = snap_->seat;
  // The first frame's refresh must report what the link already holds: a seat lost or a refusal
  // that came before this screen opened was swallowed here, and never said (the status stayed
  // empty when the host's 401 beat the table view, 2 runs in 50 under load).
  snap_->changes = static_cast<uint64_t>(-1);
}

TableController::~TableController() = default;

bool TableController::over() const {
  if (!link_) return session_->over();
  return view_.is_object() && view_.contains("outcome") && !view_["outcome"].is_null();
}

const GameInfo& TableController::game_info() const {
  static const GameInfo none;
  if (!link_) return session_->game();
  return remote_game_ ? *remote_game_ : none;
}

Value TableController::remote_refusal() const { return snap_ ? snap_->refusal : Value(); }
Value TableController::remote_lost() const { return snap_ ? snap_->lost : Value(); }
bool TableController::remote_waiting() const { return link_ && !view_.is_object(); }

bool TableController::remote_refresh() {
  net::SeatSnapshot now = link_->snapshot();
  if (now.changes == snap_->changes) return false;
  *snap_ = std::move(now);
  lone_ = snap_->seat;
  view_ = snap_->view;
  if (view_.is_object()) {
    const size_t n = view_.contains("players") && view_["players"].is_array() ? view_["players"].size() : 0;
    bots_.assign(n, false);  // (who plays the other seats is not this screen's: none is drawn as a bot)
    bot_names_.assign(n, "");
    if (!remote_game_) remote_game_ = remote_catalog_->game(view_.value("game", ""));
  }
  actor_request_ = remote_to_act() >= 0 ? view_["decision"] : Value();
  return true;
}

int TableController::remote_to_act() const {
  if (!view_.is_object() || over() || snap_->queued || snap_->sending || !snap_->lost.is_null()) return -1;
  const Value& d = view_["decision"];
  return d.is_object() && !d.value("answered", false) ? lone_ : -1;
}

std::string TableController::remote_answer(const Value& choice) {
  if (remote_to_act() < 0) return "it is not this seat's turn";
  link_->answer(snap_->version, choice);
  snap_->sending = true;  // no second answer until the table has said what became of this one
  actor_request_ = Value();
  return "";  // (a refusal comes back with a later envelope: App::remote_frame shows it)
}

std::string App::join_remote(std::unique_ptr<net::SeatLink> link) {
  if (!link) return "no seat to play";
  game_ = std::make_unique<TableController>(*cat_, std::move(link));
  game_cat_ = cat_;
  drop_unused_catalogs();
  remote_layout_.clear();
  moments_.reset();
  status_.clear();
  picked_.clear();
  sequence_.clear();
  screen_ = Screen::Table;
  return "";
}

// A refusal's data (the rules' or the network's) in the player's language, with the rule that
// refuses the answer when it names one (refusal_said: as the table view says it).
static std::string refusal_words(const Catalog& cat, const std::string& lang, const Value& refusal, const Value& view) {
  std::vector<std::string> names;
  if (view.is_object() && view.contains("players"))
    for (auto& p : view["players"])
      names.push_back(shown_name(cat, lang, p.is_object() ? p.value("name", "") : "", static_cast<int>(names.size())));
  return refusal_said(cat, lang, refusal, names);
}

// The words for a link that ended: the seat handed on or the table closed (the host's refusal
// says which), or the link itself lost (the table out of reach, a reply that cannot be read).
static const char* lost_link_key(const Value& lost) {
  const std::string key = lost.value("key", "");
  const bool link = key == "net.unreachable" || key == "net.reply_too_large" || key == "net.reply_too_deep";
  return link ? "ui.join.link_lost" : "ui.join.lost_seat";
}

void App::remote_frame() {
  TableController& g = *game_;
  const bool changed = g.step_bots(now_, 0);  // the link's newest envelope
  if (const GameInfo& info = g.game_info(); !info.id.empty() && remote_layout_ != info.id)
    use_game_layout(remote_layout_ = info.id);
  const Value& req = g.public_request();  // the seat's own request while it is to answer
  const std::string key = req.is_object() ? req.dump() : "";
  if (key != picked_request_) picked_.clear(), sequence_.clear(), picked_request_ = key;
  if (changed) {
    // A refusal, or the seat lost (handed on, the table closed or out of reach), in words.
    const Value lost = g.remote_lost(), refused = g.remote_refusal();
    const Value snapshot_view = g.remote_waiting() ? Value() : g.public_view();
    if (lost.is_object())
      status_ = format(lost_link_key(lost), Value{{"why", refusal_words(*cat_, settings_.lang, lost, snapshot_view)}});
    else if (refused.is_object())
      status_ = format("ui.invalid", Value{{"why", refusal_words(*cat_, settings_.lang, refused, snapshot_view)}});
  }
  if (g.over()) screen_ = Screen::End;
}

void draw_remote_waiting(App& app, ImVec2 min, ImVec2 max) {
  TableController& g = *app.game();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float s = app.settings().scale;
  const ImVec2 c((min.x + max.x) / 2, (min.y + max.y) / 2);
  draw_text_centered(dl, fonts().title, ImVec2(c.x, c.y - 30 * s), IM_COL32(240, 240, 245, 255),
                     app.format("ui.join.window.joined", Value{{"seat", g.link()->snapshot().seat + 1}}));
  const std::string line = app.status().empty() ? app.tr("phone.waiting_start") : app.status();
  draw_text_centered(dl, fonts().body, ImVec2(c.x, c.y + 10 * s), app.status().empty() ? color("dim") : color("red"), line);
}

}  // namespace rt::ui
