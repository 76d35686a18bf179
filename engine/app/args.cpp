// args.cpp: strict flag parsing.
#include "args.hpp"

#include "../core/names.hpp"
#include "../core/problem.hpp"

#include <sstream>

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace rt {

namespace {
thread_local ArgsProblem last_problem;

// Sets the English error and remembers its key for translation.
void problem(std::string& error, std::string english, std::string key, std::map<std::string, std::string> values) {
  error = std::move(english);
  last_problem = ArgsProblem{std::move(key), std::move(values)};
}
}  // namespace

const ArgsProblem& last_args_problem() { return last_problem; }

std::optional<Args> parse_args(int argc, char** argv, int first, const std::vector<FlagSpec>& specs,
                               const std::string& command, std::string& error) {
  Args a;
  for (int i = first; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--", 0) != 0 || arg == "--") {
      if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
        problem(error, "unknown flag '" + arg + "' for " + command + " (see roundtable help)", "ui.args.unknown_flag",
                {{"flag", arg}, {"command", command}});
        return std::nullopt;
      }
      a.positional.push_back(arg);
      continue;
    }
    std::string name = arg.substr(2), value;
    bool inline_value = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      inline_value = true;
    }
    const FlagSpec* spec = nullptr;
    for (auto& s : specs)
      if (s.name == name) spec = &s;
    if (!spec) {
      problem(error, "unknown flag '--" + name + "' for " + command + " (see roundtable help)", "ui.args.unknown_flag",
              {{"flag", "--" + name}, {"command", command}});
      return std::nullopt;
    }
    if (spec->takes_value) {
      if (!inline_value) {
        if (i + 1 >= argc) {
          problem(error, "--" + name + " needs a value", "ui.args.needs_value", {{"flag", "--" + name}});
          return std::nullopt;
        }
        value = argv[++i];
      }
    } else if (inline_value) {
      problem(error, "--" + name + " takes no value", "ui.args.no_value", {{"flag", "--" + name}});
      return std::nullopt;
    }
    if (a.flags.count(name) && !spec->repeatable) {
      problem(error, "--" + name + " is given twice", "ui.args.twice", {{"flag", "--" + name}});
      return std::nullopt;
    }
    a.flags[name].push_back(value);
  }
  return a;
}

// Digits only (a leading minus for parse_int): strtoll alone would take " 7" and "+7".
bool parse_int(const std::string& text, long long min, long long max, long long& out) {
  if (text.empty() || !(std::isdigit(static_cast<unsigned char>(text[0])) || (text[0] == '-' && text.size() > 1))) return false;
  char* end = nullptr;
  errno = 0;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (errno || *end != '\0' || v < min || v > max) return false;
  out = v;
  return true;
}

bool parse_u64(const std::string& text, uint64_t& out) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(text.c_str(), &end, 10);
  if (errno || *end != '\0') return false;
  out = v;
  return true;
}

// "2-5", "1,3", "all", "none" -> a bot flag per seat.
bool parse_bots(const std::string& text, int n, std::vector<bool>& bots, std::string& error) {
  bots.assign(n, false);
  if (text == "none" || text.empty()) return true;
  if (text == "all") {
    bots.assign(n, true);
    return true;
  }
  std::string t = text;
  for (char& c : t)
    if (c == ',') c = ' ';
  std::istringstream in(t);
  std::string tok;
  while (in >> tok) {
    long long lo, hi;
    const auto dash = tok.find('-');
    if (dash == std::string::npos ? !parse_int(tok, 1, n, lo) : !parse_int(tok.substr(0, dash), 1, n, lo)) {
      error = keyed("--bots: expected seat numbers 1.." + std::to_string(n) + ", 'all' or 'none', got '" + text + "'",
                    "ui.error.bots_seats", Value{{"max", n}, {"text", text}});
      return false;
    }
    hi = lo;
    if (dash != std::string::npos && !parse_int(tok.substr(dash + 1), lo, n, hi)) {
      error = keyed("--bots: expected seat numbers 1.." + std::to_string(n) + ", got '" + text + "'", "ui.error.bots_seats",
                    Value{{"max", n}, {"text", text}});
      return false;
    }
    for (long long i = lo; i <= hi; ++i) bots[i - 1] = true;
  }
  return true;
}

bool parse_seat_list(const std::string& text, Value& out) {
  std::string t = text;
  for (char& c : t)
    if (c == ',') c = ' ';
  std::istringstream in(t);
  std::string tok;
  out = Value::array();
  while (in >> tok) {
    long long n;
    if (!parse_int(tok, 1, 64, n)) return false;
    out.push_back(n);
  }
  return true;
}

bool parse_names(const std::string& text, std::vector<std::string>& names, std::string& error) {
  names.clear();
  std::stringstream ss(text);
  std::string name;
  while (std::getline(ss, name, ',')) {
    if (!is_valid_name(name)) {
      const std::string shown = printable(name);  // it may hold the very characters refused
      error = keyed("--names: '" + shown + "' is not a name (a name is text without control characters, at most " +
                        std::to_string(kMaxNameLetters) + " letters)",
                    "ui.args.bad_name", Value{{"name", shown}, {"max", kMaxNameLetters}});
      return false;
    }
    names.push_back(name);
  }
  if (names.empty() || text.back() == ',') {
    error = keyed("--names: '" + printable(text) + "' is not a name (a name is text without control characters, at most " +
                      std::to_string(kMaxNameLetters) + " letters)",
                  "ui.args.bad_name", Value{{"name", ""}, {"max", kMaxNameLetters}});
    return false;
  }
  return true;
}

}  // namespace rt
