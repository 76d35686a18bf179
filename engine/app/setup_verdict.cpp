// setup_verdict.cpp: a game's check_setup verdict on a setup, translated for the player: the
// errors (which refuse the setup) and the warnings (advice the players may accept). Shared by
// `play --tty` and `simulate`.
#include "setup_verdict.hpp"

#include "../lua/session.hpp"

namespace rt {

SetupVerdict judge_setup(Catalog& cat, const Setup& setup, const std::string& lang) {
  SetupVerdict v;
  const GameInfo* info = cat.game(setup.game);
  // A setup the host refuses before the rules see it (an unknown game, a player count out of the
  // game's range, an unknown option or a value not of its kind): Session::start says what is
  // wrong, and the game's check_setup is not asked about it.
  if (!info || !setup.options.is_object()) return v;
  const int players = static_cast<int>(setup.players.size());
  if (players < info->min_players || players > info->max_players) return v;
  Value options;
  if (!normalize_options(*info, setup.options, options).empty()) return v;
  std::vector<SetupProblem> problems;
  if (std::string err = cat.check_setup(*info, players, options, problems); !err.empty()) {
    v.errors = err;
    return v;
  }
  for (const SetupProblem& p : problems) {
    const std::string line = cat.format(lang, p.key, p.args, setup.players);
    if (p.warning) v.warnings.push_back(line);
    else v.errors += (v.errors.empty() ? "" : "; ") + line;
  }
  return v;
}

}  // namespace rt
