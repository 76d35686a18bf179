// lab_cli.hpp: what `simulate` and `compare` share: reading a lab setup from the command line,
// the progress bar on a terminal, and a result printed as text or CSV.
#pragma once
#include <string>

#include "../lab/simulation.hpp"
#include "../lua/catalog.hpp"
#include "args.hpp"

namespace rt {

// The flags both commands take (the setup, the run, the output).
std::vector<FlagSpec> lab_flags(std::vector<FlagSpec> more);

// How many games `simulate` and `compare` play when --games is not given.
constexpr long long kDefaultLabGames = 1000;

// --game, --players, --games (default kDefaultLabGames), --seed, --bots, --option, --threads, --lang -> a setup and a run.
// False and `error` (a command-line mistake: exit code 2) if a flag is malformed.
bool lab_setup_from_flags(const Args& a, const std::string& command, lab::SimSetup& setup, lab::RunSettings& run,
                          std::string& error);

// Runs it, with a progress bar on stderr if stderr is a terminal. `label` prefixes the bar.
// Returns the exit code: 0, 1 (the setup cannot be played, a game failed) or 2 (bad bots).
int run_lab(Catalog& cat, const lab::SimSetup& setup, const lab::RunSettings& run, const std::string& label,
            lab::SimResult& result);

// s padded with blanks to `width` characters (UTF-8: a Cyrillic letter is one), for columns.
std::string padded(const std::string& s, size_t width);
// The result as text on stdout (wins, end reasons, roles, the final counters, with their 95%
// intervals), in lang: names in the reader's language with their ids, its decimal sign.
void print_lab_text(Catalog& cat, const std::string& lang, const lab::SimResult& r);
// The result as CSV rows: kind,id,count,total,rate,low,high (kind: side, reason, role).
std::string lab_csv(const lab::SimResult& r);

}  // namespace rt
