// lab_cli.cpp: the shared front end of `simulate` and `compare` (lab_cli.hpp).
#include "lab_cli.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <thread>

#include "bot_plan.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"

namespace rt {

std::vector<FlagSpec> lab_flags(std::vector<FlagSpec> more) {
  std::vector<FlagSpec> f = {{"game", true},    {"players", true}, {"games", true}, {"seed", true},
                             {"bots", true},    {"option", true, true}, {"threads", true}, {"json", false},
                             {"lang", true}};
  f.insert(f.end(), more.begin(), more.end());
  return f;
}

bool lab_setup_from_flags(const Args& a, const std::string& command, lab::SimSetup& setup, lab::RunSettings& run,
                          std::string& error) {
  if (!a.positional.empty()) return error = command + " takes no positional arguments", false;
  if (!a.get("game")) return error = command + " needs --game G", false;
  long long players = 0, games = 0, threads = 0;
  if (!a.get("players") || !parse_int(*a.get("players"), 1, 64, players))
    return error = command + " needs --players N (a whole number 1..64)", false;
  // Without --games, kDefaultLabGames games (win rates to about +-3 points at 95%).
  games = kDefaultLabGames;
  if (a.get("games") && !parse_int(*a.get("games"), 1, 1'000'000'000, games))
    return error = command + ": --games K needs a whole number >= 1", false;
  if (auto t = a.get("threads"); t && !parse_int(*t, 1, 1024, threads))
    return error = "--threads: expected a whole number 1..1024, got '" + *t + "'", false;
  run.games = games;
  run.threads = static_cast<int>(threads);
  if (auto s = a.get("seed"); s && !parse_u64(*s, run.seed))
    return error = "--seed: expected a non-negative integer, got '" + *s + "'", false;
  setup.game = *a.get("game");
  setup.players = static_cast<int>(players);
  setup.bots = a.get("bots").value_or("random");
  setup.lang = language_from(a);
  if (!options_from_flags(a, setup.options, error)) return false;
  BotPlan plan;
  return plan.parse(setup.bots, setup.players, error);
}

namespace {
void draw_bar(const Catalog& cat, const std::string& lang, const std::string& label, long long done, long long total,
              double secs) {
  const int width = 30;
  const int filled = total > 0 ? static_cast<int>(width * done / total) : 0;
  std::string bar(filled, '#');
  bar.resize(width, '.');
  const std::string said =
      cat.format(lang, "ui.sim.progress", Value{{"done", done}, {"total", total}, {"seconds", cat.decimal(lang, secs, 1)}}, {});
  std::fprintf(stderr, "\r%s[%s] %s ", label.c_str(), bar.c_str(), said.c_str());
  std::fflush(stderr);
}
}  // namespace

int run_lab(Catalog& cat, const lab::SimSetup& setup, const lab::RunSettings& run, const std::string& label,
            lab::SimResult& result) {
  std::string err;
  BotPlan plan;
  if (!plan.parse(setup.bots, setup.players, err) || !plan.check(cat, setup.game, err)) return fail(2, err);
  auto sim = lab::Simulation::start(setup, run, err);
  if (!sim) return fail(1, err);
  for (auto& w : sim->snapshot().warnings)
    std::fprintf(stderr, "roundtable: %s\n", cat.format(setup.lang, "ui.warning_line", Value{{"text", w}}, {}).c_str());
  const bool bar = isatty(2);
  const auto t0 = std::chrono::steady_clock::now();
  while (bar && !sim->finished()) {
    const lab::Progress p = sim->progress();
    draw_bar(cat, setup.lang, label, p.done, p.total, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  result = sim->wait();
  if (bar) std::fprintf(stderr, "\r%*s\r", 80, "");
  for (auto& p : result.problem_samples) std::fprintf(stderr, "roundtable: %s\n", p.c_str());
  if (result.bot_problems > static_cast<long long>(result.problem_samples.size()))
    std::fprintf(stderr, "roundtable: %lld bot problems in all\n", result.bot_problems);
  if (!result.error.empty()) return fail(1, result.error);
  return 0;
}

std::string padded(const std::string& s, size_t width) {
  size_t chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
  return chars >= width ? s : s + std::string(width - chars, ' ');
}

namespace {

// "Good (good)": an item's name in the reader's language and, for --side and the JSON, its id.
std::string named(Catalog& cat, const std::string& lang, const std::vector<NamedInfo>* items, const std::string& id) {
  const std::string name = items ? item_name(cat, lang, *items, id) : id;
  return name == id ? id : name + " (" + id + ")";
}

}  // namespace

void print_lab_text(Catalog& cat, const std::string& lang, const lab::SimResult& r) {
  const GameInfo* info = cat.game(r.game);
  auto say = [&](const std::string& key, const Value& args) { return cat.format(lang, key, args, {}); };
  auto pct = [&](double x) { return cat.decimal(lang, 100 * x, 2) + "%"; };
  auto interval = [&](const lab::Rate& x) { return say("ui.sim.interval", Value{{"low", pct(x.low)}, {"high", pct(x.high)}}); };
  std::printf("%s\n", say("ui.sim.heading", Value{{"game", info ? cat.text(lang, info->title) : r.game},
                                                  {"players", r.players},
                                                  {"games", r.games_played},
                                                  {"seed", std::to_string(r.seed)},
                                                  {"bots", r.bots}})
                          .c_str());
  // The numbers first, in columns, then the name (end reasons' names are long sentences).
  auto row = [&](const std::vector<NamedInfo>* items, const lab::Rate& x) {
    std::printf("  %8lld  %7s  %s  %s\n", x.count, pct(x.rate).c_str(), padded(interval(x), 24).c_str(),
                named(cat, lang, items, x.id).c_str());
  };
  std::printf("%s\n", cat.text(lang, "ui.sim.wins").c_str());
  for (auto& x : r.wins) row(info ? &info->sides : nullptr, x);
  std::printf("%s\n", cat.text(lang, "ui.sim.reasons").c_str());
  for (auto& x : r.reasons) row(info ? &info->end_reasons : nullptr, x);
  if (!r.roles.empty()) {
    std::printf("%s\n", cat.text(lang, "ui.sim.roles").c_str());
    for (auto& x : r.roles)
      std::printf("  %8lld / %-8lld %7s  %s  %s\n", x.count, x.total, pct(x.rate).c_str(), padded(interval(x), 24).c_str(),
                  named(cat, lang, info ? &info->roles : nullptr, x.id).c_str());
  }
  for (auto& f : r.finals) {
    const std::string name = final_counter_name(cat, lang, r.game, f.counter);
    std::printf("%s\n", say("ui.sim.final_counter", Value{{"counter", name == f.counter ? name : name + " (" + f.counter + ")"}}).c_str());
    for (auto& x : f.values) {
      const std::string value = final_value_name(cat, lang, r.game, f.counter, x.id);
      std::printf("  %8lld  %7s  %s  %s\n", x.count, pct(x.rate).c_str(), padded(interval(x), 24).c_str(),
                  (value == x.id ? value : value + " (" + x.id + ")").c_str());
    }
  }
  std::printf("%s\n", say("ui.sim.speed", Value{{"rate", cat.decimal(lang, r.games_per_s, 0)},
                                                {"seconds", cat.decimal(lang, r.seconds, 2)},
                                                {"threads", r.threads}})
                          .c_str());
}

std::string lab_csv(const lab::SimResult& r) {
  std::string out = "kind,id,count,total,rate,low,high\n";
  char line[256];
  auto rows = [&](const char* kind, const std::vector<lab::Rate>& v) {
    for (auto& x : v) {
      std::snprintf(line, sizeof line, "%s,%s,%lld,%lld,%.6f,%.6f,%.6f\n", kind, x.id.c_str(), x.count, x.total, x.rate,
                    x.low, x.high);
      out += line;
    }
  };
  rows("side", r.wins);
  rows("reason", r.reasons);
  rows("role", r.roles);
  return out;
}

}  // namespace rt
