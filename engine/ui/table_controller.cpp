// table_controller.cpp: the seat at the screen, the curtain, the bots' pace.
#include "table_controller.hpp"

#include "trace.hpp"

namespace rt::ui {

uint64_t bot_seed(uint64_t game_seed) {
  Rng seeds(game_seed ^ 0x5eed);
  return seeds.next();
}

TableController::TableController(std::unique_ptr<Session> session, std::vector<bool> bots, bool fresh)
    : session_(std::move(session)), bots_(std::move(bots)) {
  bots_.resize(session_->state().seat_count(), false);
  for (bool b : bots_) humans_ += !b;
  bot_ = make_bot("random", bot_seed(session_->record().setup.seed));
  if (fresh && humans_ > 0)  // every human reads their secret before play starts
    for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
      if (!bots_[s]) reveal_queue_.push_back(s);
  settle();
}

void TableController::set_journal(std::unique_ptr<Journal> j) {
  journal_ = std::move(j);
  session_->set_journal(journal_.get());
}

int TableController::human_to_act() const {
  if (session_->over()) return -1;
  const int s = session_->next_to_answer();
  return s >= 0 && !bots_[s] ? s : -1;
}

void TableController::settle() {
  if (humans_ == 0) {  // bots only: the table shows the public view
    screen_seat_ = curtain_for_ = -1;
    return;
  }
  if (humans_ == 1) {  // one human: no one else looks at the screen
    for (int s = 0; s < static_cast<int>(bots_.size()); ++s)
      if (!bots_[s]) screen_seat_ = s;
    curtain_for_ = -1;
    return;
  }
  if (session_->over()) {
    screen_seat_ = curtain_for_ = -1;
    return;
  }
  int wanted = !reveal_queue_.empty() ? reveal_queue_.front() : human_to_act();
  if (wanted < 0) {
    // Bots are playing: keep the last human's view only while nobody else needs the screen.
    return;
  }
  if (wanted != screen_seat_) {
    screen_seat_ = -1;
    curtain_for_ = wanted;
  }
}

void TableController::dismiss_curtain() {
  if (curtain_for_ < 0) return;
  screen_seat_ = curtain_for_;
  curtain_for_ = -1;
}

void TableController::hide() {
  if (humans_ <= 1 && screen_seat_ >= 0) {
    curtain_for_ = screen_seat_;
    screen_seat_ = -1;
    return;
  }
  if (screen_seat_ >= 0) curtain_for_ = screen_seat_;
  screen_seat_ = -1;
}

void TableController::reveal_seen() {
  if (reveal_queue_.empty() || screen_seat_ != reveal_queue_.front()) return;
  reveal_queue_.erase(reveal_queue_.begin());
  screen_seat_ = -1;
  settle();
}

const Value& TableController::view() {
  const int seat = view_seat();
  const size_t step = session_->record().decisions.size();
  if (step != view_step_ || seat != view_for_) {
    view_ = session_->view(seat);
    view_step_ = step;
    view_for_ = seat;
  }
  trace().view_seats.push_back(seat);
  return view_;
}

bool TableController::step_bots(double now_s, double pace_s) {
  if (!reveal_queue_.empty() || curtain_for_ >= 0) return false;
  bool moved = false;
  while (!session_->over()) {
    const int seat = session_->next_to_answer();
    if (seat < 0 || !bots_[seat]) break;
    if (pace_s > 0) {
      if (next_bot_at_ < 0) next_bot_at_ = now_s + pace_s;
      if (now_s < next_bot_at_) break;
      next_bot_at_ = -1;
    }
    if (std::string why = session_->answer(seat, bot_->decide(SeatView(*session_, seat))); !why.empty()) {
      error_ = "a bot's answer was refused: " + why;
      break;
    }
    moved = true;
    if (pace_s > 0) break;
  }
  if (moved) settle();
  return moved;
}

std::string TableController::answer(const Value& choice) {
  const int seat = human_to_act();
  if (seat < 0 || seat != screen_seat_) return "it is not this seat's turn";
  std::string why = session_->answer(seat, choice);
  if (why.empty()) {
    next_bot_at_ = -1;
    settle();
  }
  return why;
}

}  // namespace rt::ui
