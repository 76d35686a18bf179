// seat_tokens.hpp: the phones' seat tokens kept beside a game's journal, so closing the shared
// screen loses nothing: `play --resume JOURNAL` reads them back and every phone rejoins its seat
// with the token it already holds (nothing to scan again). The file is the host's own (mode 0600):
// a token is a seat's key. It holds only seats, tokens, the names the phones typed and the seats
// handed to bots; the
// journal, and so every record and replay, is unchanged by it. Knows no game.
#pragma once
#include <string>
#include <vector>

namespace rt::net {

struct HeldSeat {
  int seat = 0;  // 0-based
  std::string token, name;
  bool operator==(const HeldSeat&) const = default;
};

// Where the tokens of the game journaled at `journal_path` are kept: "<journal_path>.phones"
// (not ".json": the saved-games list reads only records and journals).
std::string seat_tokens_path(const std::string& journal_path);

// Writes the seats phones hold and the seats the host handed from a phone to a bot mid-game
// (0-based; a resumed game keeps them bots), replacing the file as a whole, readable by its
// owner only; none of either: the file is removed. "" or an error.
std::string save_seat_tokens(const std::string& path, const std::vector<HeldSeat>& seats,
                             const std::vector<int>& handed_to_bots = {});

// Reads them back (the handed seats into `handed_to_bots` if given). A missing file is no seats
// and no error; a damaged one, or a line that is not a seat with a well-formed token, is an error
// (and no seats).
std::vector<HeldSeat> load_seat_tokens(const std::string& path, std::string& error,
                                       std::vector<int>* handed_to_bots = nullptr);

}  // namespace rt::net
