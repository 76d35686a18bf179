// record.hpp: a game is its record: setup (game, options, players, seed, optional fixed deal and
// first leader) plus every accepted answer in order. The journal written while a game is played
// is in journal.hpp. The format is specified in docs/record-format.md.
#pragma once
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "value.hpp"

namespace rt {

struct Setup {
  std::string game;
  Value options = Value::object();
  std::vector<std::string> players;       // names, seat order (clockwise)
  std::vector<std::string> controllers;   // "human" / "bot" per seat; empty = all human
  // Which bot plays each bot seat, in --bots syntax ("2-5=heuristic", "good=heuristic,evil=random";
  // engine/app/bot_plan.hpp); "" = the random bot. It never changes what the record replays to.
  std::string bots;
  // The language the game was started in ("ru"; "" = not said): a resumed game goes on in it
  // unless --lang says otherwise. It never changes what the record replays to.
  std::string lang;
  // The mods that changed the game when it was played ({"id", "version"} each; empty when none or
  // not said): a replay without one of them says so (Session::replay) instead of failing on
  // what it added. Filled by the front ends that save games (note_mods, lua/session.hpp).
  Value mods = Value::array();
  uint64_t seed = 0;
  std::optional<std::vector<std::string>> deal;  // fixed deal: a role id per seat
  std::optional<int> first_leader;               // 0-based
  // Fixed named draws: name -> the results in order (a shuffle's order as a list, a roll as an
  // integer), consumed one by one by g:shuffle(list, name) / g:random(..., name). An empty
  // object when nothing is fixed. See docs/record-format.md, "Fixed draws".
  Value draws = Value::object();
};

// "" if `draws` is a well-formed draws object (name -> list of integers or lists of ids/seats),
// else one line naming the first bad place, prefixed by `path` (e.g. "record.draws").
std::string check_draws(const Value& draws, const std::string& path);

struct RecordedAnswer {
  int seat = 0;  // 0-based
  Value answer;  // external form (seats 1-based)
};

struct Record {
  Setup setup;
  std::vector<RecordedAnswer> decisions;
};

// Parses a record (a JSON object) or a journal (JSON Lines: a header, then one answer a line).
// On failure returns std::nullopt and sets `error` to one line naming `source` and the place.
std::optional<Record> parse_record(const std::string& text, const std::string& source, std::string& error);

Value setup_to_value(const Setup& s);
Value answer_to_value(const RecordedAnswer& a);
Value record_to_value(const Record& r);
std::string record_to_text(const Record& r);  // pretty JSON, as `save` writes it

}  // namespace rt

#include "journal.hpp"  // the journal a game in play writes (most users of records want both)
