// table_controller.cpp: what the shared screen shows (public table, curtain, private view), the
// secrets each human must be shown, the bots' pace.
#include "table_controller.hpp"

#include <algorithm>
#include <cstdio>

#include "../net/remote_table.hpp"
#include "trace.hpp"

namespace rt::ui {

uint64_t bot_seed(uint64_t game_seed) {
  Rng seeds(game_seed ^ 0x5eed);
  return seeds.next();
}

namespace {
size_t log_size(const Session& s, int seat) { return s.view(seat)["log"].size(); }
bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
}  // namespace

TableController::TableController(std::unique_ptr<Session> session, std::vector<bool> bots, bool fresh,
                                 std::set<std::string> public_prompts, std::set<std::string> public_facts)
    : session_(std::move(session)),
      bots_(std::move(bots)),
      public_prompts_(std::move(public_prompts)),
      public_facts_(std::move(public_facts)) {
  bots_.resize(session_->state().seat_count(), false);
  for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
    if (!bots_[s]) ++humans_, lone_ = s;
  if (humans_ != 1) lone_ = -1;
  // Each bot seat is played by the bot the setup names (random unless it names one).
  bot_names_ = session_bots(session_->catalog(), *session_, &bot_problems_);
  setup_bot_names_ = bot_names_;
  for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
    if (!bots_[s]) bot_names_[s].clear();
    else if (bot_names_[s].empty()) bot_names_[s] = "random";
  bot_table_ = std::make_unique<BotTable>(session_->catalog(), session_->game().id, bot_seed(session_->record().setup.seed));
  driver_ = std::make_unique<Driver>(*session_);
  for (int s = 0; s < static_cast<int>(bots_.size()); ++s) {
    if (!bots_[s]) continue;
    std::string missing;
    Bot* bot = bot_table_->get(bot_names_[s], missing);
    if (!bot) {  // (session_bots checked the names; a bot that stopped loading falls back)
      bot_problems_.push_back(missing);
      bot = bot_table_->get(bot_names_[s] = "random", missing);
    }
    bot_seats_.push_back(std::make_unique<BotController>(*bot, bot_names_[s]));
    driver_->set(s, bot_seats_.back().get());
    if (!fresh) reasons_.recall(s, bot->recall_reasons(*session_, s));  // (a resumed game's)
  }
  if (fresh && humans_ > 0)  // every human reads their secret before play starts
    for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
      if (!bots_[s]) reveal_queue_.push_back(s);
  // What each human knows now is what their first look (the reveal) shows.
  seen_.resize(bots_.size());
  if (humans_ >= 2) {
    const size_t pub = log_size(*session_, kSpectator);
    for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
      if (!bots_[s]) seen_[s] = seen_now(s, pub);
  }
  settle(-1, 0);
}

void TableController::set_journal(std::unique_ptr<Journal> j) {
  journal_ = std::move(j);
  session_->set_journal(journal_.get());
}

int TableController::human_to_act() const {
  if (link_) return remote_to_act();
  if (session_->over()) return -1;
  const int s = session_->next_to_answer();
  return s >= 0 && !bots_[s] ? s : -1;
}

bool TableController::secret_needed() const {
  if (human_to_act() < 0 || !actor_request_.is_object()) return false;
  if (actor_request_.value("simultaneous", false)) return true;
  return public_prompts_.count(actor_request_.value("prompt", "")) == 0;
}

int TableController::public_actor() const {
  const int s = human_to_act();
  return s >= 0 && !secret_needed() ? s : -1;
}

TableController::Need TableController::need() const {
  if (humans_ < 2 || session_->over()) return {};
  if (!reveal_queue_.empty()) return {reveal_queue_.front(), PassReason::Reveal};
  if (private_seat_ >= 0 && contains(learn_queue_, private_seat_)) return {private_seat_, PassReason::Learned};
  if (!learn_queue_.empty()) return {learn_queue_.front(), PassReason::Learned};
  if (secret_needed()) return {human_to_act(), PassReason::Decide};
  return {};
}

ScreenMode TableController::mode() const {
  if (humans_ == 0 || over()) return ScreenMode::Public;
  if (humans_ == 1) return lone_hidden_ ? ScreenMode::Public : ScreenMode::Private;
  if (private_seat_ >= 0) return ScreenMode::Private;
  if (peek_for_ >= 0) return ScreenMode::Curtain;
  if (hold_) return ScreenMode::Public;
  const Need n = need();
  return n.seat >= 0 && !(n == deferred_) ? ScreenMode::Curtain : ScreenMode::Public;
}

int TableController::screen_seat() const {
  if (mode() != ScreenMode::Private) return -1;
  return humans_ == 1 ? lone_ : private_seat_;
}

int TableController::curtain_for() const {
  if (mode() != ScreenMode::Curtain) return -1;
  return peek_for_ >= 0 ? peek_for_ : need().seat;
}

PassReason TableController::curtain_reason() const {
  if (mode() != ScreenMode::Curtain) return PassReason::None;
  return peek_for_ >= 0 ? PassReason::Peek : need().reason;
}

std::string TableController::curtain_prompt() const {
  return actor_request_.is_object() ? actor_request_.value("prompt", "") : "";
}

bool TableController::in_reveal() const {
  const int s = screen_seat();
  return s >= 0 && !reveal_queue_.empty() && reveal_queue_.front() == s;
}

bool TableController::learned_pending() const {
  const int s = screen_seat();
  return s >= 0 && humans_ >= 2 && contains(learn_queue_, s);
}

int TableController::view_seat() const {
  const int s = screen_seat();
  return s >= 0 ? s : kSpectator;
}

TableController::Seen TableController::seen_now(int seat, size_t public_lines) const {
  const Value v = session_->view(seat);
  const size_t lines = v["log"].size();
  size_t facts = 0;  // the facts every seat is told at once (the layout's public_facts) need no curtain
  for (auto& f : v["knowledge"]) facts += public_facts_.count(f.value("key", "")) == 0;
  return {facts, lines > public_lines ? lines - public_lines : 0};
}

Value TableController::news() const {
  Value out = Value::array();
  const int s = screen_seat();
  if (s < 0 || humans_ < 2) return out;
  const Value v = session_->view(s), pub = session_->view(kSpectator);
  const Seen& seen = seen_[s];
  size_t fact = 0;
  for (auto& f : v["knowledge"])
    if (public_facts_.count(f.value("key", "")) == 0 && fact++ >= seen.knowledge)
      out.push_back(Value{{"key", f.value("key", "")}, {"args", f}});
  // The private lines are those of the seat's log that the public log does not hold (the public
  // log is the seat's log with its private lines left out).
  std::vector<const Value*> lines;
  const Value& mine = v["log"];
  const Value& everyone = pub["log"];
  size_t j = 0;
  for (auto& l : mine) {
    if (j < everyone.size() && everyone[j] == l) ++j;
    else lines.push_back(&l);
  }
  for (size_t i = seen.private_lines; i < lines.size(); ++i) out.push_back(*lines[i]);
  return out;
}

void TableController::close_private() {
  if (private_seat_ < 0) return;
  seen_[private_seat_] = seen_now(private_seat_, log_size(*session_, kSpectator));
  learn_queue_.erase(std::remove(learn_queue_.begin(), learn_queue_.end(), private_seat_), learn_queue_.end());
  private_seat_ = -1;
}

void TableController::settle(int answered_by, size_t public_lines_before) {
  const int actor = human_to_act();
  actor_request_ = actor >= 0 ? session_->view(actor)["decision"] : Value();
  if (humans_ < 2 || session_->over()) return;
  // Who learned something private since they last had the screen.
  const size_t pub = log_size(*session_, kSpectator);
  for (int s = 0; s < static_cast<int>(bots_.size()); ++s) {
    if (bots_[s] || contains(learn_queue_, s)) continue;
    const Seen now = seen_now(s, pub);
    if (now.knowledge > seen_[s].knowledge || now.private_lines > seen_[s].private_lines) learn_queue_.push_back(s);
  }
  // The private view stays open only while its seat is still the one needed; a public event
  // (a new public log line) brings the table back to everyone.
  if (private_seat_ >= 0) {
    const Need n = need();
    const bool public_event = pub > public_lines_before;
    const bool still_needed = n.seat == private_seat_;
    const bool quiet_peek = answered_by < 0 && n.seat < 0;  // bots moved, nobody else is needed
    if (public_event || !(still_needed || quiet_peek)) close_private();
  }
  if (!(need() == deferred_)) deferred_ = {};
}

void TableController::dismiss_curtain() {
  if (mode() != ScreenMode::Curtain) return;
  private_seat_ = curtain_for();
  peek_for_ = -1;
  deferred_ = {};
}

void TableController::hide() {
  if (link_) return;  // (remote: no public view here to hide behind)
  if (humans_ == 1) {
    lone_hidden_ = true;
    return;
  }
  if (private_seat_ < 0) return;
  close_private();
  deferred_ = need();  // the public table first; the curtain waits for "next"
}

void TableController::go_on() { deferred_ = {}; }

void TableController::show_secret(int seat) {
  if (humans_ == 1) {
    lone_hidden_ = false;
    return;
  }
  if (seat < 0 || seat >= static_cast<int>(bots_.size()) || bots_[seat] || private_seat_ >= 0) return;
  peek_for_ = seat;
  deferred_ = {};
}

void TableController::reveal_seen() {
  if (!in_reveal()) return;
  reveal_queue_.erase(reveal_queue_.begin());
  close_private();
  if (!(need() == deferred_)) deferred_ = {};
}

void TableController::learned_seen() {
  if (!learned_pending()) return;
  close_private();
}

void TableController::set_display_name(int seat, const std::string& name) {
  if (seat < 0 || seat >= static_cast<int>(bots_.size())) return;
  if (display_names_.size() < bots_.size()) display_names_.resize(bots_.size());
  if (display_names_[seat] == name) return;
  display_names_[seat] = name;
  view_step_ = public_step_ = static_cast<size_t>(-1);  // the cached views name the seat anew
}

void TableController::show_display_names(Value& view) const {
  if (!view.contains("players") || !view["players"].is_array()) return;
  for (size_t i = 0; i < display_names_.size() && i < view["players"].size(); ++i)
    if (!display_names_[i].empty() && view["players"][i].is_object()) view["players"][i]["name"] = display_names_[i];
}

const Value& TableController::view() {
  const int seat = view_seat();
  if (link_) return trace().view_seats.push_back(lone_), view_;  // the seat's own view, as received
  const size_t step = session_->record().decisions.size();
  if (step != view_step_ || seat != view_for_) {
    view_ = session_->view(seat);
    show_display_names(view_);
    view_step_ = step;
    view_for_ = seat;
  }
  trace().view_seats.push_back(seat);
  return view_;
}

const Value& TableController::public_view() {
  if (link_) return trace().view_seats.push_back(lone_), view_;  // (remote: only the seat's own view exists here)
  const size_t step = session_->record().decisions.size();
  if (step != public_step_) {
    public_ = session_->view(kSpectator);
    show_display_names(public_);
    public_step_ = step;
  }
  trace().view_seats.push_back(kSpectator);
  return public_;
}

void TableController::set_remote(int seat, Controller* c) {
  if (seat < 0 || seat >= static_cast<int>(bots_.size()) || !bots_[seat] || !c) return;
  remote_.resize(bots_.size());
  remote_[seat] = true;
  bot_names_[seat].clear();
  driver_->set(seat, c);
}

void TableController::hand_to_bot(int seat) {
  if (!is_remote(seat)) return;
  remote_[seat] = false;
  bot_names_[seat] = setup_bot_names_[seat].empty() ? "random" : setup_bot_names_[seat];
  std::string missing;
  Bot* bot = bot_table_->get(bot_names_[seat], missing);
  if (!bot) {
    bot_problems_.push_back(missing);
    bot = bot_table_->get(bot_names_[seat] = "random", missing);
  }
  bot_seats_.push_back(std::make_unique<BotController>(*bot, bot_names_[seat]));
  driver_->set(seat, bot_seats_.back().get());
}

bool TableController::step_bots(double now_s, double pace_s) {
  if (link_) return remote_refresh();  // (no bots here: what the link received)
  if (hold_ || !reveal_queue_.empty() || !learn_queue_.empty() || peek_for_ >= 0) return false;
  if (mode() == ScreenMode::Curtain) return false;
  bool moved = false;
  size_t pub = static_cast<size_t>(-1);  // the public log's length before the first bot move
  while (!session_->over()) {
    const int seat = session_->next_to_answer();
    if (seat < 0 || !bots_[seat]) break;
    const bool remote = is_remote(seat);  // a phone: its answer is taken as it comes, no pace
    if (pace_s > 0 && !remote) {
      // A secret answer given at once (a vote) shows nothing to wait for: the bots give theirs
      // without the pace, so the humans' curtains follow one another.
      if (next_bot_at_ < 0) {
        const Value req = session_->view(seat)["decision"];
        next_bot_at_ = req.is_object() && req.value("simultaneous", false) ? now_s : now_s + pace_s;
      }
      if (now_s < next_bot_at_) break;
      next_bot_at_ = -1;
    }
    if (pub == static_cast<size_t>(-1)) pub = humans_ >= 2 ? log_size(*session_, kSpectator) : 0;
    const size_t step = session_->record().decisions.size();
    const Driver::Step done = driver_->step();  // a refused bot answer is replaced by the random bot's
    bool replaced = false;  // the bot's answer was refused and the random bot's taken instead
    for (auto& r : driver_->take_reports()) {
      replaced = replaced || !r.refusal.ok();
      bot_problems_.push_back(std::move(r.text));
    }
    if (remote && done.status != Driver::Status::Answered) break;  // not answered yet, or refused (told)
    std::optional<BotReason> reason;
    if (std::string missing; Bot* bot = remote ? nullptr : bot_table_->get(bot_names_[seat], missing)) reason = bot->take_reason();
    if (replaced) reason.reset();  // (its reason was for the refused answer)
    if (done.status != Driver::Status::Answered) {
      error_ = "the bots cannot go on: " + done.refusal.text;
      break;
    }
    if (reason) reasons_.add(seat, step, std::move(*reason));
    moved = true;
    if (pace_s > 0 && !remote) break;
  }
  if (moved) settle(-1, pub);
  return moved;
}

const TableController::ShownReason* TableController::latest_reason(int seat) const {
  if (link_) return nullptr;
  latest_ = reasons(session_->over() ? kOmniscient : view_seat());
  for (auto it = latest_.rbegin(); it != latest_.rend(); ++it)
    if (it->seat == seat) return &*it;
  return nullptr;
}

Refusal TableController::submit(const Value& choice) {
  if (link_) {  // the table on the other computer judges it; a refusal comes back with an envelope
    std::string why = remote_answer(choice);
    if (why.empty()) return {};
    return Refusal::make(RefusalKind::NotYourTurn, std::move(why), {{"seat", screen_seat() + 1}, {"waiting", Value::array()}});
  }
  const int seat = human_to_act();
  const ScreenMode m = mode();
  const bool here = (m == ScreenMode::Private && seat == screen_seat()) || (m == ScreenMode::Public && seat == public_actor());
  if (seat < 0 || !here) {
    const int at = m == ScreenMode::Private ? screen_seat() : public_actor();
    return Refusal::make(RefusalKind::NotYourTurn, "it is not this seat's turn",
                         {{"seat", at + 1}, {"waiting", seat < 0 ? Value::array() : Value::array({seat + 1})}});
  }
  const size_t pub = humans_ >= 2 ? log_size(*session_, kSpectator) : 0;
  Refusal r = driver_->submit(seat, choice);
  if (r.ok()) {
    next_bot_at_ = -1;
    settle(seat, pub);
  }
  return r;
}

}  // namespace rt::ui
