// cmd_compare.cpp: `roundtable compare --game G --players N --games K [--bots ..] [--option k=v]..
// --a KEY=VALUE.. --b KEY=VALUE.. [--side SIDE] [--seed S] [--threads T] [--json]`: plays two
// setups that differ in what --a and --b say (KEY: players, bots, or an option id), each K games
// with the same seeds, and prints the difference b - a in one side's win rate (the game's first
// side unless --side) with its 95% interval: "good: b - a = +4.1 points (95%: +2.0 to +6.2)".
#include <cstdio>

#include "commands.hpp"
#include "common.hpp"
#include "lab_cli.hpp"
#include "text.hpp"

namespace rt {

namespace {

// Applies KEY=VALUE settings to a copy of the shared setup; false and `error` if one is malformed.
bool apply_settings(const std::vector<std::string>& settings, const std::string& flag, lab::SimSetup& setup,
                    std::string& error) {
  for (auto& kv : settings) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == kv.size()) {
      error = flag + " expects KEY=VALUE (KEY: players, bots or an option), got '" + kv + "'";
      return false;
    }
    const std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
    long long n = 0;
    if (k == "players") {
      if (!parse_int(v, 1, 64, n)) return error = flag + ": players=N expects a whole number 1..64, got '" + v + "'", false;
      setup.players = static_cast<int>(n);
    } else if (k == "bots") {
      setup.bots = v;
    } else if (v == "true" || v == "on" || v == "yes") {
      setup.options[k] = true;
    } else if (v == "false" || v == "off" || v == "no") {
      setup.options[k] = false;
    } else if (parse_int(v, -(1LL << 53), 1LL << 53, n)) {
      setup.options[k] = n;
    } else {
      setup.options[k] = v;
    }
  }
  return true;
}

std::string describe(const std::vector<std::string>& settings) {
  std::string out;
  for (auto& s : settings) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace

int cmd_compare(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2, lab_flags({{"a", true, true}, {"b", true, true}, {"side", true}}), "compare", err);
  if (!a) return fail(2, err);
  lab::SimSetup shared;
  lab::RunSettings run;
  if (!lab_setup_from_flags(*a, "compare", shared, run, err)) return fail(2, err);
  if (a->all("a").empty() && a->all("b").empty())
    return fail(2, "compare needs --a KEY=VALUE and/or --b KEY=VALUE (the two setups' differences)");
  lab::SimSetup sa = shared, sb = shared;
  if (!apply_settings(a->all("a"), "--a", sa, err) || !apply_settings(a->all("b"), "--b", sb, err)) return fail(2, err);
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, "no game could be loaded");
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  const GameInfo* info = cat.game(shared.game);
  if (!info) return fail(1, "unknown game '" + shared.game + "'");
  std::string side = a->get("side").value_or(info->sides.empty() ? "" : info->sides.front().id);
  const NamedInfo* side_info = nullptr;
  std::string sides;
  for (auto& s : info->sides) {
    if (s.id == side) side_info = &s;
    sides += (sides.empty() ? "" : ", ") + s.id;
  }
  if (!side_info) return fail(2, "--side: '" + side + "' is not a side of " + shared.game + " (sides: " + sides + ")");

  lab::SimResult ra, rb;
  if (int code = run_lab(cat, sa, run, "a ", ra); code != 0) return code;
  if (int code = run_lab(cat, sb, run, "b ", rb); code != 0) return code;
  const lab::Difference d = lab::difference(ra, rb, side);
  if (a->has("json")) {
    Value out = {{"side", side},
                 {"a", ra.to_json()},
                 {"b", rb.to_json()},
                 {"a_settings", a->all("a")},
                 {"b_settings", a->all("b")},
                 {"difference", {{"diff", d.diff}, {"low", d.low}, {"high", d.high}}}};
    std::printf("%s\n", out.dump(2).c_str());
    return 0;
  }
  const std::string& lang = shared.lang;
  const std::string side_name = cat.text(lang, side_info->name);
  auto say = [&](const std::string& key, const Value& args) { return cat.format(lang, key, args, {}); };
  auto pct = [&](double x) { return cat.decimal(lang, 100 * x, 1) + "%"; };
  auto points = [&](double x) { return cat.decimal(lang, 100 * x, 1, true); };
  std::printf("%s\n", say("ui.sim.compare_heading", Value{{"game", cat.text(lang, info->title)},
                                                          {"games", run.games},
                                                          {"seed", std::to_string(run.seed)},
                                                          {"bots", shared.bots}})
                          .c_str());
  auto line = [&](const char* which, const std::vector<std::string>& settings, const lab::SimResult& r) {
    const lab::Rate* w = r.win(side);
    const std::string changed = settings.empty() ? cat.text(lang, "ui.sim.shared_setup") : describe(settings);
    std::printf("  %s: %s %s %6s  %s\n", which, padded(changed, 40).c_str(), side_name.c_str(), pct(w->rate).c_str(),
                say("ui.sim.interval", Value{{"low", pct(w->low)}, {"high", pct(w->high)}}).c_str());
  };
  line("a", a->all("a"), ra);
  line("b", a->all("b"), rb);
  std::printf("%s\n", say("ui.sim.difference", Value{{"side", side_name},
                                                     {"diff", points(d.diff)},
                                                     {"low", points(d.low)},
                                                     {"high", points(d.high)}})
                          .c_str());
  return 0;
}

}  // namespace rt
