// phone_host.cpp: the front end's side of phones at the table (phone_host.hpp).
#include "phone_host.hpp"

#include <algorithm>

namespace rt::net {

namespace {
constexpr int kMaxSeats = 64;
}

PhoneHost::PhoneHost(ServerOptions options)
    : hub_(std::make_unique<SeatHub>(0)), server_(std::make_unique<HttpServer>(*hub_, std::move(options))) {
  for (int s = 0; s < kMaxSeats; ++s) controllers_.push_back(std::make_unique<PhoneController>(*hub_, s));
}

std::string PhoneHost::start() { return server_->start(); }

void PhoneHost::offer_seats(const std::vector<std::string>& labels, const std::vector<bool>& open) {
  const int n = std::min<int>(static_cast<int>(labels.size()), kMaxSeats);
  const std::vector<LobbySeat> now = hub_->lobby();
  bool same = static_cast<int>(now.size()) == n;
  for (int s = 0; same && s < n; ++s) {
    const bool o = s < static_cast<int>(open.size()) && open[s];
    same = now[s].open == o && (now[s].taken || now[s].name == labels[s]);
  }
  if (same) return;
  hub_->resize(n);
  for (int s = 0; s < n; ++s) {
    const bool o = s < static_cast<int>(open.size()) && open[s];
    if (now.size() > static_cast<size_t>(s) && now[s].open == o && now[s].taken) continue;
    hub_->set_open(s, o, labels[s], "bot");  // (on the setup screen a seat closed to phones is a bot's)
  }
}

void PhoneHost::use_texts(const Catalog& catalog, const std::string& game) {
  if (texts_for_ == game) return;
  texts_for_ = game;
  for (const std::string& lang : catalog.languages()) server_->set_texts(lang, phone_texts(catalog, lang, game));
  server_->set_info({{"game", game}});
}

std::vector<int> PhoneHost::held() const {
  std::vector<int> out;
  for (const LobbySeat& l : hub_->lobby())
    if (l.open && l.taken) out.push_back(l.seat);
  return out;
}

std::string PhoneHost::name(int seat) const {
  for (const LobbySeat& l : hub_->lobby())
    if (l.seat == seat && l.taken) return l.typed;
  return "";
}

Controller* PhoneHost::controller(int seat) {
  return seat >= 0 && seat < kMaxSeats ? controllers_[static_cast<size_t>(seat)].get() : nullptr;
}

void PhoneHost::begin(const Session& session, std::vector<int> phone_seats, const std::vector<bool>& bots) {
  // Every seat of the game is listed in the lobby with its name at the table (names are public)
  // and who plays it; the seats nobody holds close.
  const auto& players = session.record().setup.players;
  const int n = std::min<int>(static_cast<int>(players.size()), kMaxSeats);
  if (hub_->seats() != n) hub_->resize(n);
  for (const LobbySeat& l : hub_->lobby()) {
    const bool bot = l.seat < static_cast<int>(bots.size()) && bots[l.seat];
    if (!l.taken) hub_->set_open(l.seat, false, players[l.seat], bot ? "bot" : "screen");
  }
  playing_ = true;
  phone_seats_ = std::move(phone_seats);
  bot_seats_.clear();
  publish(session, true);
}

void PhoneHost::end() {
  if (!playing_) return;
  playing_ = false;
  tokens_path_.clear();
  saved_.reset();
  phone_seats_.clear();
  bot_seats_.clear();
  published_for_ = nullptr;
  for (int s = 0; s < hub_->seats(); ++s) hub_->publish(s, Value());
}

std::vector<int> PhoneHost::rejoin(const std::vector<HeldSeat>& seats, int seat_count) {
  seat_count = std::min(seat_count, kMaxSeats);
  if (hub_->seats() < seat_count) hub_->resize(seat_count);
  std::vector<int> out;
  for (const HeldSeat& h : seats)
    if (h.seat < seat_count && hub_->restore(h.seat, h.token, h.name)) out.push_back(h.seat);
  return out;
}

void PhoneHost::hand_to_bot(int seat) {
  if (seat < 0 || seat >= hub_->seats()) return;
  std::string label;  // the seat's name at the table
  if (published_for_ && seat < static_cast<int>(published_for_->record().setup.players.size()))
    label = published_for_->record().setup.players[static_cast<size_t>(seat)];
  hub_->release(seat);
  hub_->set_open(seat, false, label, "bot");
  hub_->publish(seat, Value());
  phone_seats_.erase(std::remove(phone_seats_.begin(), phone_seats_.end(), seat), phone_seats_.end());
  if (std::find(bot_seats_.begin(), bot_seats_.end(), seat) == bot_seats_.end()) bot_seats_.push_back(seat);
  save_tokens();
}

void PhoneHost::open_for_phone(int seat, const std::string& label) {
  if (seat < 0 || seat >= kMaxSeats) return;
  if (hub_->seats() <= seat) hub_->resize(seat + 1);
  hub_->release(seat);
  hub_->set_open(seat, true, label);
  if (!plays(seat)) phone_seats_.push_back(seat);
  bot_seats_.erase(std::remove(bot_seats_.begin(), bot_seats_.end(), seat), bot_seats_.end());
  save_tokens();
  if (playing_ && published_for_) publish(*published_for_, true);
}

bool PhoneHost::plays(int seat) const {
  return playing_ && std::find(phone_seats_.begin(), phone_seats_.end(), seat) != phone_seats_.end();
}

std::string PhoneHost::keep_tokens(const std::string& path) {
  tokens_path_ = path;
  saved_.reset();
  return save_tokens();
}

std::string PhoneHost::save_tokens() {
  if (tokens_path_.empty()) return "";
  std::vector<HeldSeat> kept;
  for (const HeldSeat& h : hub_->holders())
    if (plays(h.seat)) kept.push_back(h);
  if (saved_ && saved_->first == kept && saved_->second == bot_seats_) return "";  // (after each answer: nobody changed seats)
  saved_ = std::make_pair(kept, bot_seats_);
  return save_seat_tokens(tokens_path_, kept, bot_seats_);
}

void PhoneHost::publish(const Session& session, bool force) {
  // A phone joined a seat handed on mid-game: its token is kept beside the journal too.
  if (const uint64_t a = hub_->activity(); a != saved_activity_) {
    saved_activity_ = a;
    save_tokens();
  }
  // The names the phones' players typed, shown for their seats (not part of the record).
  std::vector<std::string> names(static_cast<size_t>(std::max(0, session.state().seat_count())));
  for (const LobbySeat& l : hub_->lobby())
    if (l.seat < static_cast<int>(names.size()) && plays(l.seat)) names[static_cast<size_t>(l.seat)] = l.typed;
  const size_t step = session.record().decisions.size();
  if (!force && published_for_ == &session && published_step_ == step && published_over_ == session.over() &&
      published_names_ == names)
    return;
  published_for_ = &session;
  published_step_ = step;
  published_over_ = session.over();
  published_names_ = names;
  for (int seat : phone_seats_) {
    if (seat >= session.state().seat_count()) continue;
    Value view = session.view(seat);
    show_names(view, names);
    hub_->publish(seat, std::move(view));
  }
}

void show_names(Value& view, const std::vector<std::string>& names) {
  if (!view.is_object() || !view.contains("players") || !view["players"].is_array()) return;
  for (size_t i = 0; i < names.size() && i < view["players"].size(); ++i)
    if (!names[i].empty() && view["players"][i].is_object()) view["players"][i]["name"] = names[i];
}

}  // namespace rt::net
