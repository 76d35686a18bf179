// bot_plan.hpp: who plays which seat, from a --bots flag: "random" or "heuristic" (every seat),
// "2-5" / "all" / "none" (those seats, by the default bot: the random bot in simulate and in a
// record, the game's own bot in play), "2-5=heuristic,1=random" (seats),
// "good=heuristic,evil=random" (the seats of a side, once the characters are dealt: a seat's
// side is the `side` property of the first card it owns that has one). A later seat entry wins;
// side entries apply over the seat entries.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../bots/bot.hpp"

namespace rt {

class BotPlan {
 public:
  // Parses the flag for n seats (a bare bot name means every seat; with for_play, the seats a
  // game is given bots by default, 2..n, so seat 1 stays a person). A seat entry that names no
  // bot ("2-5") gets `default_bot`: "random" in simulate and in records (their meaning kept),
  // the game's own bot in play (what the setup screen gives a bot seat), or "" (the game's own,
  // not known yet: the setup screen before a game is chosen). False and error if malformed.
  bool parse(const std::string& text, int n, std::string& error, bool for_play = false,
             const std::string& default_bot = "random");
  // The flag naming these bots per seat ("" = a person), seats in order, runs joined:
  // {"", "heuristic", "heuristic", "random"} -> "2-3=heuristic,4=random".
  static std::string from_seats(const std::vector<std::string>& seat_bots);
  // Every bot named exists for this game (and every side named is one of its sides).
  bool check(Catalog& cat, const std::string& game, std::string& error) const;
  // The bot name of each seat of this game ("" for a human), sides resolved from its cards.
  std::vector<std::string> seats_of(const Session& s) const;
  // Is any seat played by a bot / may seat i be (before the deal, sides count as bots)?
  bool is_bot(int seat) const;
  bool uses_sides() const { return !by_side_.empty(); }
  const std::string& seat_bot(int seat) const { return seat_bot_[seat]; }  // before sides ("" = a person, or the default)
  std::string describe() const { return text_; }
  // The plan with every seat's bot named (seats, then sides), as a record keeps it: a seat entry
  // that named no bot reads the same in any command ("2-5" -> "2-5=heuristic" in play).
  std::string explicit_text() const;

 private:
  std::string text_;
  std::vector<std::string> seat_bot_;  // before sides
  std::vector<bool> bot_seat_;         // seats a seat entry names (a bot even when its name is "")
  std::vector<std::pair<std::string, std::string>> by_side_;
};

// The bot of each seat of a game being played ("" for a human): the setup's `bots` plan (a bot
// seat it does not name, or a bot this game does not have, is played by "random"; problems say
// which). Sides are resolved from the cards dealt.
std::vector<std::string> session_bots(Catalog& cat, const Session& s, std::vector<std::string>* problems = nullptr);

// A seat's side in this game: the `side` property of the first entity it owns that has one
// (read in the omniscient view, by the host only), or "".
std::vector<std::string> seat_sides(const Session& s);

// One bot per name, made on demand; answers for a seat with the bot its plan names.
class BotTable {
 public:
  BotTable(Catalog& cat, std::string game, uint64_t seed) : cat_(cat), game_(std::move(game)), seed_(seed) {}
  Bot* get(const std::string& name, std::string& error);
  // A new game: the random bot starts a fresh stream seeded `seed` (Lua bots draw from each
  // decision's own seed already), so a game's play depends on its seed alone.
  void start_game(uint64_t seed);
  // Every bot's problems since the last call.
  std::vector<std::string> take_problems();
  // Whether anyone takes the bots' reasons (Bot::want_reasons): for the bots made so far and later.
  void want_reasons(bool wanted);

 private:
  Catalog& cat_;
  std::string game_;
  uint64_t seed_;
  bool reasons_ = true;
  std::map<std::string, std::unique_ptr<Bot>> bots_;
};

}  // namespace rt
