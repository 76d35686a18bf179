// phone_host.cpp: the front end's side of phones at the table (phone_host.hpp).
#include "phone_host.hpp"

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
    hub_->set_open(s, o, labels[s]);
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
    if (l.seat == seat && l.taken) return l.name;
  return "";
}

Controller* PhoneHost::controller(int seat) {
  return seat >= 0 && seat < kMaxSeats ? controllers_[static_cast<size_t>(seat)].get() : nullptr;
}

void PhoneHost::begin(const Session& session, std::vector<int> phone_seats) {
  for (const LobbySeat& l : hub_->lobby())
    if (!l.taken) hub_->set_open(l.seat, false, l.name);
  playing_ = true;
  phone_seats_ = std::move(phone_seats);
  publish(session, true);
}

void PhoneHost::end() {
  if (!playing_) return;
  playing_ = false;
  phone_seats_.clear();
  published_for_ = nullptr;
  for (int s = 0; s < hub_->seats(); ++s) hub_->publish(s, Value());
}

void PhoneHost::publish(const Session& session, bool force) {
  const size_t step = session.record().decisions.size();
  if (!force && published_for_ == &session && published_step_ == step && published_over_ == session.over()) return;
  published_for_ = &session;
  published_step_ = step;
  published_over_ = session.over();
  for (int seat : phone_seats_)
    if (seat < session.state().seat_count()) hub_->publish(seat, session.view(seat));
}

}  // namespace rt::net
