// saved_games.hpp: the games kept in the saved-games folder, one entry per game: a game's
// journal and the record saved from it are the same game, shown once (the longer of the two).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../lua/catalog.hpp"

namespace rt::ui {

struct SavedGame {
  std::string path;                  // the file to resume or replay
  int64_t when = 0;                  // last written, seconds since the epoch (newest first)
  std::string game;                  // game id
  std::vector<std::string> players;  // names, in seat order
  size_t answers = 0;                // decisions recorded
  bool finished = false;
  std::string winner, reason;        // side and end-reason ids, when finished
};

// Reads every record (.json) and journal (.jsonl) in dir, replays each once to know whether it
// is finished and who won, keeps one entry per game, newest first, at most `limit`.
// Unreadable files are left out.
std::vector<SavedGame> scan_saved_games(Catalog& catalog, const std::string& dir, size_t limit = 20);

// "2026-11-26 09:41" in local time.
std::string saved_date(int64_t when);

}  // namespace rt::ui
