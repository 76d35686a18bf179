// phone_seats.hpp: seats played over the network, on the main loop's side. A PhoneController is
// the driver's Controller for such a seat: its answer is what the seat's phone posted to the hub,
// and a refusal goes back to that phone. publish_views() hands each seat its own view after a
// change. NetTable is the whole loop without a screen (a headless host, the tests): phones and
// bots at one table. Knows no game.
#pragma once
#include <chrono>
#include <memory>
#include <vector>

#include "../bots/driver.hpp"
#include "seat_hub.hpp"

namespace rt::net {

class PhoneController final : public Controller {
 public:
  PhoneController(SeatHub& hub, int seat) : hub_(hub), seat_(seat) {}
  std::optional<Value> answer(const SeatView& view) override;
  void refused(const SeatView& view, const Refusal& why) override;

 private:
  SeatHub& hub_;
  int seat_;
};

// Publishes every seat's own view (Session::view(seat)) to the hub; only that seat's token
// ever reads it. Call after every change of the session (and once at the start).
void publish_views(SeatHub& hub, const Session& session);

// The texts a phone formats with, for a game: the game's own keys ("<game>."), the shared ones
// ("common.", "ui.") and the phone page's and refusals' ("phone.", "net.", "refusal."), in
// `lang` with English where it has none.
Value phone_texts(const Catalog& catalog, const std::string& lang, const std::string& game);

// A session whose seats are phones (the default) or other controllers (bots), driven without a
// screen: pump() takes what the phones posted, lets every seat answer until one waits, and
// publishes the views.
class NetTable {
 public:
  NetTable(Session& session, SeatHub& hub);
  // Who answers for a seat: a bot's controller, or nullptr for the seat's phone.
  void set(int seat, Controller* c);
  Driver& driver() { return driver_; }
  Driver::Step pump();
  // Pumps until the game is over, or until nothing has happened on the network for `idle`
  // (then false).
  bool run(std::chrono::milliseconds idle);

 private:
  Session& s_;
  SeatHub& hub_;
  Driver driver_;
  std::vector<std::unique_ptr<PhoneController>> phones_;
};

}  // namespace rt::net
