// setup_verdict.cpp: a game's check_setup verdict on a setup, translated for the player: the
// errors (which refuse the setup) and the warnings (advice the players may accept). Shared by
// `play --tty` and `simulate`.
#include "setup_verdict.hpp"

namespace rt {

SetupVerdict judge_setup(Catalog& cat, const Setup& setup, const std::string& lang) {
  SetupVerdict v;
  const GameInfo* info = cat.game(setup.game);
  if (!info || !setup.options.is_object()) return v;  // Session::start says what is wrong
  Value options = setup.options;
  for (const OptionInfo& o : info->options)
    if (!options.contains(o.id)) options[o.id] = o.default_value;
  for (auto it = options.begin(); it != options.end(); ++it)
    if (!info->option(it.key())) return v;  // an unknown option: Session::start refuses it
  std::vector<SetupProblem> problems;
  if (std::string err = cat.check_setup(*info, static_cast<int>(setup.players.size()), options, problems); !err.empty()) {
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
