// args.hpp: command-line parsing for the roundtable subcommands. Every flag must be declared;
// anything else is a one-line error.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../core/value.hpp"

namespace rt {

struct FlagSpec {
  std::string name;   // without the leading dashes
  bool takes_value;
  bool repeatable = false;
};

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::vector<std::string>> flags;

  bool has(const std::string& f) const { return flags.count(f) > 0; }
  std::optional<std::string> get(const std::string& f) const {
    auto it = flags.find(f);
    if (it == flags.end() || it->second.empty()) return std::nullopt;
    return it->second.back();
  }
  const std::vector<std::string>& all(const std::string& f) const {
    static const std::vector<std::string> none;
    auto it = flags.find(f);
    return it == flags.end() ? none : it->second;
  }
};

// Parses argv[first..argc) against the declared flags. On error returns nullopt and sets error.
std::optional<Args> parse_args(int argc, char** argv, int first, const std::vector<FlagSpec>& specs,
                               const std::string& command, std::string& error);

// What the last failed parse_args found, as a translation key (ui.args.*) with its values, for
// front ends that speak the player's language (text.hpp localized_args_error).
struct ArgsProblem {
  std::string key;
  std::map<std::string, std::string> values;
};
const ArgsProblem& last_args_problem();

// Strict number parsing for flag values: "--players: expected a whole number, got 'x'".
bool parse_int(const std::string& text, long long min, long long max, long long& out);
bool parse_u64(const std::string& text, uint64_t& out);
// "2-5", "1,3-4", "all", "none" -> a bot flag per seat (n seats). False with error if malformed.
bool parse_bots(const std::string& text, int n, std::vector<bool>& bots, std::string& error);
// "1 3 4" or "1,3,4" -> seat numbers 1..64 (an empty list when the text has none); false when a
// word is not such a number. The terminal's and `join`'s typed answers.
bool parse_seat_list(const std::string& text, Value& out);
// --names "Ann,Bob,..." -> the names; false and a keyed error naming the first that is not a name
// (core/names.hpp: UTF-8 without control characters, 1..40 letters).
bool parse_names(const std::string& text, std::vector<std::string>& names, std::string& error);

}  // namespace rt
