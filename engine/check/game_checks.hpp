// game_checks.hpp: the generic checks every game must pass, whatever its rules (OpenSpiel's
// "every game runs the same checkers"): random playouts end legally; a game replays exactly from
// its record, its journal and any prefix; no view holds a fact its seat was not given; a view does
// not change with hidden facts the seat was not told (the differential check); illegal answers are
// refused in one line and change nothing. The test suite runs them on every built-in game and
// `roundtable check` on a mod's games: one library, so a mod is held to what the suite holds the
// built-in games to. Each returns what it found, one line each; nothing found is an empty list.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "../lua/session.hpp"

namespace rt {
class Bot;
}

namespace rt::check {

// One setup to check: which game, how many seats, which options (the rest take their defaults).
struct Target {
  std::string game;
  int players = 0;
  Value options = Value::object();
};

using Findings = std::vector<std::string>;

// The setup a check plays: the target, players named P1..Pn, this seed.
Setup setup_for(const Target& t, uint64_t seed);

// Plays a game to its end with the host's random bot (seeded by `bot_seed`) on every seat;
// `each_step` sees the game before every answer. "" or what went wrong (a refused answer, a game
// that does not end, a decision with nobody to answer).
std::string play_out(Session& s, uint64_t bot_seed, const std::function<void(Session&)>& each_step = nullptr);
// The same with any bot on every seat.
std::string play_out(Session& s, Bot& bot, const std::function<void(Session&)>& each_step = nullptr);

// `games` random playouts from `first_seed`: each ends, with a declared side and end reason, and
// refuses an answer after its end.
Findings random_playouts(Catalog& cat, const Target& t, uint64_t first_seed, int games);

// For each seed: the same setup and bots play the same game; its record saved as text, parsed
// and replayed gives the same game seen by every seat, in this catalog and in `fresh` (another
// catalog: a fresh Lua state, nothing shared with the first); the journal written while playing
// (in `scratch_dir`) replays to it; the first half of the record replayed, then the rest
// answered, ends as the whole.
Findings replays_exactly(Catalog& cat, Catalog& fresh, const Target& t, uint64_t first_seed, int games,
                         const std::string& scratch_dir);

// Every third step of `games` playouts, every seat's view against the state: each property,
// log line, fact, counter and decision it holds is one the state lets that seat see.
Findings views_hold_only_given(Catalog& cat, const Target& t, uint64_t first_seed, int games);

// The differential check: deals that differ only in two other seats' characters, the same
// answers; while a seat's knowledge is the same in both, its view must be identical. `compared`
// counts the views compared (0: the game deals no characters, or no pair was comparable).
Findings views_ignore_hidden_facts(Catalog& cat, const Target& t, uint64_t first_seed, int games, int& compared);

// Every other step of `games` playouts: answers built to be illegal from the typed request (a
// seat not asked, a second answer, wrong types, unknown or another seat's options, too few or too
// many or repeated or out-of-range picks) are each refused in one line and change nothing.
// `tried` counts them.
Findings illegal_answers_refused(Catalog& cat, const Target& t, uint64_t first_seed, int games, int& tried);

}  // namespace rt::check
