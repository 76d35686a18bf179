// phone_host.hpp: everything a front end needs to let players join with their phones: the seat
// hub, the HTTP server, a PhoneController per seat, the texts served for the game being set up
// or played, and publishing views after each change. The front end (the table view's App) calls
// it from its main loop only; the server's threads only ever see the hub. Knows no game.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../lua/catalog.hpp"
#include "../lua/session.hpp"
#include "http_server.hpp"
#include "phone_seats.hpp"

namespace rt::net {

// Shows each seat with the name in `names` (per seat, "" keeps the view's): the name a phone's
// player typed. It is no part of the record (the journal keeps the setup's names).
void show_names(Value& view, const std::vector<std::string>& names);

class PhoneHost {
 public:
  explicit PhoneHost(ServerOptions options);
  // Starts the server. "" or why not.
  std::string start();
  SeatHub& hub() { return *hub_; }
  HttpServer& server() { return *server_; }
  std::string url() const { return server_->url(); }

  // Before the game: the seats the setup has, the name shown for each until a phone joins, and
  // which of them phones may take (the others are bots or people at the shared screen). Phones
  // already holding a seat keep it while it stays open.
  void offer_seats(const std::vector<std::string>& labels, const std::vector<bool>& open);
  // The texts of `game` in every language of the catalog (once per game).
  void use_texts(const Catalog& catalog, const std::string& game);
  // The seats phones hold now (0-based), and the name a seat's phone typed ("" if none).
  std::vector<int> held() const;
  std::string name(int seat) const;
  // The controller of a seat held by a phone (the driver asks it).
  Controller* controller(int seat);
  // A game starts with these seats played from their phones: no new phone may join (the seats
  // nobody holds are closed) and those seats' views are published. Only the seats named here
  // ever get a view: a phone still holding another seat (say the host resumed another game)
  // gets none. `bots`: the seats bots play (the lobby says so; the others are at the screen).
  void begin(const Session& session, std::vector<int> phone_seats, const std::vector<bool>& bots = {});
  // Back to the setup: every seat's envelope holds no view again.
  void end();
  // A game resumed from its journal: the phones that held its seats (their tokens read back
  // from beside the journal, seat_tokens.hpp) hold them again, whatever held them in the lobby.
  // Returns the seats given back (0-based); pass them to begin().
  std::vector<int> rejoin(const std::vector<HeldSeat>& seats, int seat_count);
  // A resumed game's seats that had been handed to a bot (read back with the tokens): kept in
  // the file again until a phone takes one back.
  void handed_to_bots(std::vector<int> seats) { bot_seats_ = std::move(seats); }
  // Mid-game, from the shared screen. The seat's phone, if any, loses it at once (its token
  // stops working); hand_to_bot: the seat leaves the phones (the front end gives it a bot);
  // open_for_phone: another phone may join it (POST /api/join) and play on from its whole view.
  void hand_to_bot(int seat);
  void open_for_phone(int seat, const std::string& label);
  // Whether the game plays the seat from a phone (held, or waiting for one to join).
  bool plays(int seat) const;
  // Keeps the game's phone seats and tokens in `path` (beside the journal) now and after every
  // change of who holds a seat; "" keeps nothing. "" or why the file could not be written.
  std::string keep_tokens(const std::string& path);
  bool playing() const { return playing_; }
  // Publishes the phone seats' views if the session changed since the last call (or `force`).
  void publish(const Session& session, bool force = false);

 private:
  std::unique_ptr<SeatHub> hub_;
  std::unique_ptr<HttpServer> server_;
  std::vector<std::unique_ptr<PhoneController>> controllers_;
  std::string texts_for_;
  bool playing_ = false;
  std::vector<int> phone_seats_;
  const Session* published_for_ = nullptr;
  size_t published_step_ = static_cast<size_t>(-1);
  bool published_over_ = false;
  std::vector<std::string> published_names_;
  std::string tokens_path_;
  uint64_t saved_activity_ = 0;  // the hub's activity when the holders were last compared
  std::optional<std::pair<std::vector<HeldSeat>, std::vector<int>>> saved_;  // what the tokens file holds
  std::vector<int> bot_seats_;  // people seats handed to a bot mid-game (0-based)
  std::string save_tokens();
};

}  // namespace rt::net
