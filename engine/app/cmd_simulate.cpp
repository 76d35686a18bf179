// cmd_simulate.cpp: `roundtable simulate --game G --players N --games K [--seed S]
// [--bots random|NAME|SEATS=NAME,..|SIDE=NAME,..] [--option k=v]... [--json]`: bots play K games;
// prints win rates by side (with 95% confidence intervals) and by end reason, and games per second.
#include <chrono>
#include <cmath>
#include <cstdio>

#include "bot_plan.hpp"

#include "../bots/bot.hpp"
#include "../bots/driver.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "setup_verdict.hpp"
#include "text.hpp"

namespace rt {

int cmd_simulate(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2,
                      {{"game", true}, {"players", true}, {"games", true}, {"seed", true}, {"bots", true},
                       {"option", true, true}, {"json", false}, {"lang", true}},
                      "simulate", err);
  if (!a) return fail(2, err);
  if (!a->positional.empty()) return fail(2, "simulate takes no positional arguments");
  if (!a->get("game")) return fail(2, "simulate needs --game G");
  long long players = 0, games = 0;
  if (!a->get("players") || !parse_int(*a->get("players"), 1, 64, players))
    return fail(2, "simulate needs --players N (a whole number 1..64)");
  if (!a->get("games") || !parse_int(*a->get("games"), 1, 1'000'000'000, games))
    return fail(2, "simulate needs --games K (a whole number >= 1)");
  uint64_t seed = 1;
  if (auto s = a->get("seed"); s && !parse_u64(*s, seed)) return fail(2, "--seed: expected a non-negative integer, got '" + *s + "'");
  const std::string bot_name = a->get("bots").value_or("random");
  BotPlan plan;
  if (!plan.parse(bot_name, static_cast<int>(players), err)) return fail(2, err);
  Setup setup;
  setup.game = *a->get("game");
  if (!options_from_flags(*a, setup.options, err)) return fail(2, err);
  for (long long i = 1; i <= players; ++i) setup.players.push_back("P" + std::to_string(i));

  Catalog cat;
  if (!load_catalog(cat)) return fail(1, "no game could be loaded");
  const GameInfo* info = cat.game(setup.game);
  if (!plan.check(cat, setup.game, err)) return fail(2, err);
  Value wins = Value::object(), reasons = Value::object();
  if (info) {
    for (auto& s : info->sides) wins[s.id] = 0;
    for (auto& r : info->end_reasons) reasons[r.id] = 0;
  }
  // The game's verdict on the setup: errors refuse it; warnings are printed and the bots play.
  const std::string verdict_lang = language_from(*a);
  const SetupVerdict verdict = judge_setup(cat, setup, verdict_lang);
  if (!verdict.errors.empty()) return fail(1, verdict.errors);
  for (auto& w : verdict.warnings)
    std::fprintf(stderr, "roundtable: %s\n", cat.format(verdict_lang, "ui.warning_line", Value{{"text", w}}, {}).c_str());
  Rng seeds(seed);
  BotTable bots(cat, setup.game, seeds.next());
  long long problems = 0;
  Value options_used;
  const auto t0 = std::chrono::steady_clock::now();
  for (long long g = 0; g < games; ++g) {
    setup.seed = seeds.next();
    auto s = Session::start(cat, setup, err);
    if (!s) return fail(1, err);
    if (g == 0) options_used = s->record().setup.options;
    std::vector<std::string> seat_bots = plan.seats_of(*s);
    for (auto& b : seat_bots)
      if (b.empty()) b = "random";  // seats the flag does not name
    Driver driver(*s);
    std::vector<BotController> controllers;
    controllers.reserve(seat_bots.size());
    for (size_t i = 0; i < seat_bots.size(); ++i) {
      Bot* bot = bots.get(seat_bots[i], err);
      if (!bot) return fail(2, err);
      controllers.emplace_back(*bot, seat_bots[i]);
    }
    for (size_t i = 0; i < controllers.size(); ++i) driver.set(static_cast<int>(i), &controllers[i]);
    const Driver::Step end = driver.run();
    for (auto& r : driver.take_reports())
      if (++problems <= 5) std::fprintf(stderr, "roundtable: game %lld (seed %llu): %s\n", g + 1,
                                        static_cast<unsigned long long>(setup.seed), r.text.c_str());
    if (end.status != Driver::Status::Over)
      return fail(1, "game " + std::to_string(g + 1) + " (seed " + std::to_string(setup.seed) +
                         "): the bots cannot go on: " + end.refusal.text);
    const Outcome& o = s->outcome();
    wins[o.winner] = wins.value(o.winner, 0) + 1;
    reasons[o.reason] = reasons.value(o.reason, 0) + 1;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double rate = secs > 0 ? static_cast<double>(games) / secs : 0;
  if (problems > 5) std::fprintf(stderr, "roundtable: %lld bot problems in all\n", problems);
  // Each side's win rate with its 95% confidence interval (Wilson score interval).
  Value rates = Value::object();
  for (auto it = wins.begin(); it != wins.end(); ++it) {
    const double k = it.value().get<double>(), n = static_cast<double>(games), z = 1.96;
    const double p = k / n, d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
    const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    rates[it.key()] = {{"rate", p}, {"low", std::max(0.0, c - h)}, {"high", std::min(1.0, c + h)}};
  }

  if (a->has("json")) {
    Value out = {{"game", setup.game},       {"players", players}, {"games", games},   {"seed", seed},
                 {"bots", bot_name},         {"options", options_used}, {"wins", wins}, {"rates", rates}, {"reasons", reasons}, {"bot_problems", problems},
                 {"seconds", secs},          {"games_per_s", rate}};
    std::printf("%s\n", out.dump(2).c_str());
    return 0;
  }
  const std::string lang = language_from(*a);
  std::printf("%s, %lld players, %lld games (seed %llu), bots: %s\n", cat.text(lang, info->title).c_str(), players,
              games, static_cast<unsigned long long>(seed), bot_name.c_str());
  std::printf("wins:\n");
  for (auto it = wins.begin(); it != wins.end(); ++it)
    std::printf("  %-20s %8lld  %6.2f%%  (95%%: %.2f-%.2f%%)\n", it.key().c_str(), it.value().get<long long>(),
                100.0 * it.value().get<double>() / games, 100 * rates[it.key()]["low"].get<double>(),
                100 * rates[it.key()]["high"].get<double>());
  std::printf("end reasons:\n");
  for (auto it = reasons.begin(); it != reasons.end(); ++it)
    std::printf("  %-20s %8lld  %6.2f%%\n", it.key().c_str(), it.value().get<long long>(),
                100.0 * it.value().get<double>() / games);
  std::printf("%.0f games/s (%.2f s)\n", rate, secs);
  return 0;
}

}  // namespace rt
