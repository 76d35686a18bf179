// seat_hub.cpp: the seats shared by the network threads and the main loop (seat_hub.hpp).
#include "seat_hub.hpp"

#include "token.hpp"

namespace rt::net {

Value net_refusal(const std::string& kind, const std::string& text, Value args) {
  return {{"kind", kind}, {"key", "net." + kind}, {"args", std::move(args)}, {"text", text}};
}

namespace {

// Characters a name must not hold although they are well formed: the C1 controls, the line and
// paragraph separators, and the marks and embeddings that turn the direction of the text after
// them ("Ann\u202eevil" mirrors every name written after it on the other phones and the screen).
bool unwanted_in_name(uint32_t cp) {
  return (cp >= 0x80 && cp <= 0x9f) || cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
         (cp >= 0x2066 && cp <= 0x2069) || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff;
}

// Keeps at most `max_chars` well-formed UTF-8 characters, none of them a control character or a
// direction mark (unwanted_in_name); invalid bytes are dropped. Leading and trailing spaces go.
std::string clean_name(const std::string& in, size_t max_chars) {
  std::string out;
  size_t chars = 0;
  for (size_t i = 0; i < in.size() && chars < max_chars;) {
    const unsigned char c = static_cast<unsigned char>(in[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = len > 0 && i + len <= in.size();
    for (size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(in[i + k]) & 0xC0) == 0x80;
    if (ok && len == 1 && (c < 0x20 || c == 0x7f)) ok = false;
    if (ok && len == 2 && c < 0xC2) ok = false;  // overlong
    if (ok && len > 1) {
      uint32_t cp = c & (0x7f >> len);
      for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(in[i + k]) & 0x3f);
      if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || unwanted_in_name(cp)) ok = false;  // (overlong too)
    }
    if (!ok) {
      ++i;
      continue;
    }
    out.append(in, i, len);
    i += len;
    ++chars;
  }
  const size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

const Value& field(const Value& v, const char* key) {
  static const Value null;
  return v.is_object() && v.contains(key) ? v[key] : null;
}

}  // namespace

SeatHub::SeatHub(int seats) : seats_(static_cast<size_t>(seats < 0 ? 0 : seats)) {}

int SeatHub::seats() const {
  std::lock_guard lock(m_);
  return static_cast<int>(seats_.size());
}

void SeatHub::resize(int seats) {
  std::lock_guard lock(m_);
  seats_.resize(static_cast<size_t>(seats < 0 ? 0 : seats));
  cv_.notify_all();
}

void SeatHub::set_open(int seat, bool open, const std::string& label, const std::string& closed_as) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[seat];
  s.open = open;
  s.label = label;
  s.closed_as = closed_as == "bot" ? "bot" : "screen";
  if (!open) s.token.clear();
  cv_.notify_all();
}

Value SeatHub::envelope(const Seat& s, int seat) const {
  return {{"version", s.version},
          {"seat", seat + 1},
          {"name", s.name},
          {"view", s.view},
          {"queued", s.queued.has_value() || s.in_flight != 0},
          {"refusal", s.refusal}};
}

void SeatHub::changed(Seat& s) {
  ++s.version;
  cv_.notify_all();
}

void SeatHub::resolve(Seat& s, uint64_t ticket, PostResult::Status status, Value refusal) {
  s.resolved_ticket = ticket;
  s.resolved.status = status;
  s.resolved.refusal = refusal;
  if (status == PostResult::Status::Refused) s.refusal = std::move(refusal);
}

void SeatHub::publish(int seat, Value view) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[seat];
  bool dirty = false;
  bool new_request = field(s.view, "decision") != field(view, "decision");
  if (s.in_flight) {  // handed to the driver and not refused: taken
    resolve(s, s.in_flight, PostResult::Status::Taken, Value());
    s.in_flight = 0;
    new_request = dirty = true;
  }
  if (new_request && s.queued) {
    resolve(s, s.queued_ticket, PostResult::Status::Refused,
            net_refusal("stale", "The question changed before your answer was taken; answer again."));
    s.queued.reset();
    dirty = true;
  }
  if (s.view != view) {
    s.view = std::move(view);
    dirty = true;
  }
  if (dirty) {
    changed(s);
    if (new_request) s.decision_version = s.version;
    s.resolved.version = s.version;
  }
}

std::optional<Value> SeatHub::take_answer(int seat) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return std::nullopt;
  Seat& s = seats_[seat];
  if (!s.queued || s.in_flight) return std::nullopt;
  s.in_flight = s.queued_ticket;
  std::optional<Value> out = std::move(s.queued);
  s.queued.reset();
  return out;
}

void SeatHub::refuse(int seat, const Refusal& why) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[seat];
  if (!s.in_flight) return;  // not an answer from the network
  resolve(s, s.in_flight, PostResult::Status::Refused, why.to_value());
  s.in_flight = 0;
  changed(s);
  s.resolved.version = s.version;
}

void SeatHub::release(int seat) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return;
  Seat& s = seats_[seat];
  s.token.clear();
  s.name.clear();
  if (s.queued) {
    resolve(s, s.queued_ticket, PostResult::Status::Refused, net_refusal("bad_token", "This seat is no longer yours."));
    s.queued.reset();
  }
  changed(s);
}

std::vector<LobbySeat> SeatHub::lobby() const {
  std::lock_guard lock(m_);
  std::vector<LobbySeat> out;
  for (size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    const bool taken = !s.token.empty();
    const std::string state = taken ? "taken" : s.open ? "open" : s.closed_as;
    // A phone that typed no name keeps the seat's name at the table.
    out.push_back({static_cast<int>(i), s.open, taken, taken && !s.name.empty() ? s.name : s.label, state,
                   taken ? s.name : ""});
  }
  return out;
}

std::vector<HeldSeat> SeatHub::holders() const {
  std::lock_guard lock(m_);
  std::vector<HeldSeat> out;
  for (size_t i = 0; i < seats_.size(); ++i)
    if (!seats_[i].token.empty()) out.push_back({static_cast<int>(i), seats_[i].token, seats_[i].name});
  return out;
}

bool SeatHub::restore(int seat, const std::string& token, const std::string& name) {
  std::lock_guard lock(m_);
  if (seat < 0 || seat >= static_cast<int>(seats_.size()) || token.size() != 32) return false;
  for (char c : token)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  const int other = seat_of_locked(token);
  if (other >= 0 && other != seat) return false;
  Seat& s = seats_[seat];
  if (s.queued) {
    resolve(s, s.queued_ticket, PostResult::Status::Refused, net_refusal("bad_token", "This seat is no longer yours."));
    s.queued.reset();
  }
  s.open = true;
  s.token = token;
  s.name = clean_name(name, 24);
  changed(s);
  return true;
}

uint64_t SeatHub::activity() const {
  std::lock_guard lock(m_);
  return activity_;
}

uint64_t SeatHub::wait_activity(uint64_t since, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(m_);
  cv_.wait_for(lock, timeout, [&] { return activity_ != since || closed_; });
  return activity_;
}

void SeatHub::set_wakeup(std::function<void()> wake) {
  std::lock_guard lock(m_);
  wake_ = std::move(wake);
}

void SeatHub::close() {
  std::lock_guard lock(m_);
  closed_ = true;
  cv_.notify_all();
}

void SeatHub::poke() {
  ++activity_;
  cv_.notify_all();
}

JoinResult SeatHub::join(int seat, const std::string& raw_name) {
  std::function<void()> wake;
  JoinResult out;
  {
    std::lock_guard lock(m_);
    if (closed_) {
      out.refusal = net_refusal("closed", "The table has closed.");
      return out;
    }
    if (seat >= static_cast<int>(seats_.size())) {
      out.refusal = net_refusal("no_such_seat", "There is no such seat to join.", {{"seat", seat + 1}});
      return out;
    }
    if (seat >= 0 && !seats_[seat].open) {  // a bot's, or one played at the shared screen
      out.refusal = net_refusal("not_open", "This seat is not played from a phone: a bot or someone at the table plays it.",
                                {{"seat", seat + 1}});
      return out;
    }
    if (seat < 0) {
      for (size_t i = 0; i < seats_.size() && seat < 0; ++i)
        if (seats_[i].open && seats_[i].token.empty()) seat = static_cast<int>(i);
      if (seat < 0) {
        out.refusal = net_refusal("no_free_seat", "Every seat is taken.");
        return out;
      }
    }
    Seat& s = seats_[seat];
    if (!s.token.empty()) {
      out.refusal = net_refusal("seat_taken", "Someone has already taken this seat.", {{"seat", seat + 1}});
      return out;
    }
    s.token = random_token();
    s.name = clean_name(raw_name, 24);
    changed(s);
    out.token = s.token;
    out.seat = seat;
    poke();
    wake = wake_;
  }
  if (wake) wake();
  return out;
}

int SeatHub::seat_of_locked(const std::string& token) const {
  int found = -1;
  for (size_t i = 0; i < seats_.size(); ++i)  // no early exit: the same time for every token
    if (same_token(seats_[i].token, token)) found = static_cast<int>(i);
  return found;
}

int SeatHub::seat_of(const std::string& token) const {
  std::lock_guard lock(m_);
  return seat_of_locked(token);
}

std::optional<Value> SeatHub::wait_envelope(const std::string& token, uint64_t since,
                                            std::chrono::milliseconds timeout) const {
  std::unique_lock lock(m_);
  int seat = seat_of_locked(token);
  if (seat < 0) return std::nullopt;
  cv_.wait_for(lock, timeout, [&] {
    seat = seat_of_locked(token);
    return closed_ || seat < 0 || seats_[seat].version != since;
  });
  if (seat < 0) return std::nullopt;
  return envelope(seats_[seat], seat);
}

PostResult SeatHub::post(const std::string& token, uint64_t version, Value answer, std::chrono::milliseconds wait) {
  std::function<void()> wake;
  uint64_t ticket = 0;
  int seat = -1;
  PostResult out;
  {
    std::lock_guard lock(m_);
    seat = seat_of_locked(token);
    if (seat < 0) {
      out.refusal = net_refusal("bad_token", "This seat is not yours (unknown or outdated token).");
      return out;
    }
    Seat& s = seats_[seat];
    out.version = s.version;
    const Value& d = field(s.view, "decision");
    if (closed_) {
      out.refusal = net_refusal("closed", "The table has closed.");
    } else if (s.queued || s.in_flight) {
      out.refusal = net_refusal("answer_waiting", "Your previous answer has not been taken yet.");
    } else if (s.view.is_null()) {
      out.refusal = Refusal::make(RefusalKind::NothingPending, "no decision is pending").to_value();
    } else if (!field(s.view, "outcome").is_null()) {
      out.refusal = Refusal::make(RefusalKind::GameOver, "the game is over").to_value();
    } else if (d.is_null()) {
      const Value& waiting = field(s.view, "waiting_for");
      if (waiting.empty()) out.refusal = Refusal::make(RefusalKind::NothingPending, "no decision is pending").to_value();
      else
        out.refusal = Refusal::make(RefusalKind::NotYourTurn, "seat " + std::to_string(seat + 1) + " is not asked now",
                                    {{"seat", seat + 1}, {"waiting", waiting}})
                          .to_value();
    } else if (field(d, "answered") == true) {
      out.refusal = Refusal::make(RefusalKind::AlreadyAnswered, "seat " + std::to_string(seat + 1) + " has already answered",
                                  {{"seat", seat + 1}})
                        .to_value();
    } else if (version < s.decision_version || version > s.version) {
      out.refusal = net_refusal("stale", "The question changed before your answer was taken; answer again.");
    } else {
      ticket = ++s.next_ticket;
      s.queued = std::move(answer);
      s.queued_ticket = ticket;
      s.refusal = nullptr;
      changed(s);
      poke();
      wake = wake_;
    }
    if (!ticket) return out;
  }
  if (wake) wake();
  std::unique_lock lock(m_);
  cv_.wait_for(lock, wait, [&] {
    return closed_ || seat >= static_cast<int>(seats_.size()) || seats_[seat].resolved_ticket >= ticket;
  });
  if (seat < static_cast<int>(seats_.size()) && seats_[seat].resolved_ticket >= ticket) {
    out = seats_[seat].resolved;
  } else {
    out.status = PostResult::Status::Queued;
    out.refusal = nullptr;
    out.version = seat < static_cast<int>(seats_.size()) ? seats_[seat].version : 0;
  }
  return out;
}

}  // namespace rt::net
