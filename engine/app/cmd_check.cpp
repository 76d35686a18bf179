// cmd_check.cpp: `roundtable check MOD_DIR [--games K] [--players N]...`: loads one mod over the built-in scripts,
// in the same sandbox as play, and reports its problems: load errors (file:line), missing
// translations (of the names it declares, and of every key its games say in the playouts:
// check/text_keys.hpp), and what random playouts of every game it adds or extends find (games that do
// not end legally) and the test suite's generic checks on each setup (engine/check: exact replays,
// in a fresh Lua state too; views against the state; the differential hidden-facts check;
// illegal answers refused); every bot it ships
// (mods/<mod>/bots/<game>/<name>.lua) plays its game at every player count through the same
// checks, and each of its answers the rules refused is an error. Exit 0 when it found nothing
// wrong. `--players N` (any number of times) plays only those player counts.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>

#include "../bots/bot.hpp"
#include "../bots/driver.hpp"
#include "../check/game_checks.hpp"
#include "../check/text_keys.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"

namespace rt {

namespace {

namespace fs = std::filesystem;

struct Report {
  int errors = 0, warnings = 0;
  void error(const std::string& s) {
    ++errors;
    std::printf("error: %s\n", s.c_str());
  }
  void warning(const std::string& s) {
    ++warnings;
    std::printf("warning: %s\n", s.c_str());
  }
};

// The option sets to play: for a game the mod adds, the defaults and each bool option alone; for
// a game it extends, each bool option the mod brings (not in the game without the mod) alone.
std::vector<Value> option_sets(const GameInfo& g, const GameInfo* before) {
  std::vector<Value> out;
  if (!before) out.push_back(Value::object());
  for (const auto& o : g.options) {
    if (o.kind != "bool" || (before && before->option(o.id))) continue;
    out.push_back(Value{{o.id, !o.default_value.get<bool>()}});
  }
  if (out.empty()) out.push_back(Value::object());
  return out;
}

// A setup turning the mod's option on, made to apply: an option that applies only with another one
// on (its `applies`: a Plot card's option needs the Plot cards) gets the first other bool option
// of the game that makes every option of the set apply turned on too, so what it adds is played.
Value applying(Catalog& cat, const GameInfo& g, int players, const Value& opts) {
  auto all_apply = [&](const Value& o) {
    std::vector<std::string> off;
    if (!cat.options_not_applying(g, players, o, off).empty()) return false;
    for (const auto& id : off)
      if (o.contains(id)) return false;
    return true;
  };
  if (all_apply(opts)) return opts;
  for (const auto& b : g.options) {
    if (b.kind != "bool" || opts.contains(b.id)) continue;
    Value more = opts;
    more[b.id] = !b.default_value.get<bool>();
    if (all_apply(more)) return more;
  }
  return opts;
}

// Plays `games` games of one setup with the bot `bot` on every seat ("random": the host's random
// bot); reports what goes wrong (for a bot of the mod, every answer the rules refused too).
// `said` (when given) gathers the text keys each game says (each decision's, and every seat's log
// and facts at its end). Returns how many were played.
int playouts(Catalog& cat, const GameInfo& g, int players, const Value& options, int games, Report& r,
             check::TextKeys* said, const std::string& bot_name = "random") {
  const std::string label = g.id + " at " + std::to_string(players) + " players with " + options.dump() +
                            (bot_name == "random" ? "" : " (bot '" + bot_name + "')");
  std::set<std::string> sides, reasons;
  for (auto& s : g.sides) sides.insert(s.id);
  for (auto& e : g.end_reasons) reasons.insert(e.id);
  int played = 0;
  for (int k = 0; k < games; ++k) {
    Setup setup;
    setup.game = g.id;
    setup.options = options;
    setup.seed = 1000 + static_cast<uint64_t>(k);
    for (int i = 1; i <= players; ++i) setup.players.push_back("P" + std::to_string(i));
    std::string err;
    auto s = Session::start(cat, setup, err);
    if (!s) {
      // A setup the rules refuse is not played; one a mod's script fails on (it raised instead of
      // returning problems: Catalog::check_setup names the mod) is an error.
      if (k == 0 && err.find("setup") != std::string::npos && err.find("cannot play this setup") == std::string::npos)
        return 0;
      r.error(label + ", seed " + std::to_string(setup.seed) + ": " + err);
      return played;
    }
    std::unique_ptr<Bot> bot = make_bot(cat, g.id, bot_name, setup.seed, err);
    if (!bot) {
      r.error(label + ": " + err);
      return played;
    }
    BotController controller(*bot, bot_name);
    Driver driver(*s);
    for (int seat = 0; seat < players; ++seat) driver.set(seat, &controller);
    Driver::Step end;  // a refused answer (a validator) is replaced
    for (int n = 0; n < 100000; ++n) {
      if (const Decision* d = s->pending(); d && said) said->add_decision(*d);
      end = driver.step();
      if (end.status != Driver::Status::Answered) break;
    }
    for (int seat = 0; said && seat < players; ++seat) said->add_view(s->view(seat));
    bool ran_over = false;  // the bot's script was stopped by its limits: its other games would be too
    if (bot_name != "random")
      for (const BotReport& b : driver.take_reports()) {
        r.error(label + ", seed " + std::to_string(setup.seed) + ": " + b.text);
        ran_over |= b.text.find(kBotRanOver) != std::string::npos;
      }
    if (ran_over) {
      r.error(label + ": its other games at this player count are not played (each would stop its script again)");
      return played + 1;
    }
    if (!s->over()) {
      r.error(label + ", seed " + std::to_string(setup.seed) + ": the game did not end (" +
              std::to_string(s->record().decisions.size()) + " answers, " + std::to_string(driver.reports_total()) +
              " refused" + (end.status == Driver::Status::Stuck ? ": " + end.refusal.text : std::string()) + ")");
      return played;
    }
    if (!sides.count(s->outcome().winner)) r.error(label + ": the winner '" + s->outcome().winner + "' is not a declared side");
    if (!reasons.count(s->outcome().reason)) r.error(label + ": the end reason '" + s->outcome().reason + "' is not declared");
    auto again = Session::replay(cat, s->record(), "record", err);
    if (!again) r.error(label + ", seed " + std::to_string(setup.seed) + ": its record does not replay: " + err);
    else if (again->view(kOmniscient) != s->view(kOmniscient))
      r.error(label + ", seed " + std::to_string(setup.seed) + ": its record replays to a different game");
    ++played;
  }
  return played;
}

// The suite's generic checks (engine/check/game_checks.hpp) on one setup the playouts could
// play: exact replays (also in a fresh Lua state, and from a journal), views against the state,
// the differential hidden-facts check, illegal answers. A few games each: enough to catch a
// script that keeps state between games, reads a hidden fact into a view or takes a bad answer.
void run_checks(Catalog& cat, Catalog& fresh, const check::Target& t, Report& r) {
  std::error_code ec;
  const std::string scratch = fs::temp_directory_path(ec).string();
  check::Findings found = check::replays_exactly(cat, fresh, t, 100, 3, ec ? std::string() : scratch);
  for (auto& f : check::views_hold_only_given(cat, t, 200, 2)) found.push_back(f);
  int compared = 0, tried = 0;
  for (auto& f : check::views_ignore_hidden_facts(cat, t, 300, 2, compared)) found.push_back(f);
  for (auto& f : check::illegal_answers_refused(cat, t, 400, 2, tried)) found.push_back(f);
  for (size_t i = 0; i < found.size() && i < 10; ++i) r.error(found[i]);
  if (found.size() > 10) r.error(std::to_string(found.size() - 10) + " more problems of the same setup left out");
}

}  // namespace

// Player counts as "2-5" when they follow each other, else "2, 5".
static std::string counts_text(const std::vector<int>& at) {
  if (at.size() > 1 && at.back() - at.front() + 1 == static_cast<int>(at.size()))
    return std::to_string(at.front()) + "-" + std::to_string(at.back());
  std::string out;
  for (int n : at) out += (out.empty() ? "" : ", ") + std::to_string(n);
  return out;
}

// The translation keys a table layout names (its pieces' `label` and `text` fields).
static void layout_texts(const Value& v, std::set<std::string>& out) {
  if (v.is_object()) {
    for (auto& [k, x] : v.items()) {
      if ((k == "label" || k == "text") && x.is_string()) out.insert(x.get<std::string>());
      else layout_texts(x, out);
    }
  } else if (v.is_array()) {
    for (auto& x : v) layout_texts(x, out);
  }
}

int cmd_check(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2, {{"games", true}, {"players", true, true}}, "check", err);
  if (!a) return fail(2, err);
  if (a->positional.size() != 1) return fail(2, "check needs one MOD_DIR (a folder with mod.lua)");
  long long games = 20;
  if (auto g = a->get("games"); g && !parse_int(*g, 1, 100000, games)) return fail(2, "--games: expected a whole number >= 1");
  // --players N, any number of times: only those player counts are played (none given: every one).
  std::set<int> counts;
  for (const std::string& p : a->all("players")) {
    long long n = 0;
    if (!parse_int(p, 1, 64, n)) return fail(2, "--players: expected a whole number 1..64, got '" + p + "'");
    counts.insert(static_cast<int>(n));
  }
  auto played_count = [&](int n) { return counts.empty() || counts.count(n) > 0; };
  const std::string dir = a->positional[0];
  std::error_code ec;
  if (!fs::exists(fs::path(dir) / "mod.lua", ec)) return fail(1, dir + ": no mod.lua there");

  Catalog base;
  (void)base.load(default_scripts_dir());
  Catalog cat;
  const auto problems = cat.load(default_scripts_dir(), {dir});
  Catalog fresh;  // the same scripts in a second Lua state: a record must replay there too
  (void)fresh.load(default_scripts_dir(), {dir});
  if (cat.mods().empty()) return fail(1, dir + ": the mod was not loaded");
  const ModInfo& m = cat.mods().back();
  Report r;
  std::printf("mod %s %s (%s)\n", m.id.c_str(), m.version.c_str(), m.source.c_str());
  for (const auto& p : problems)
    if (p.rfind(m.source, 0) == 0) r.error(p);
  if (!m.error.empty()) {
    std::printf("%d error(s)\n", r.errors);
    return 1;
  }

  // Texts: every name the mod brings, in English at least, and in the other languages.
  std::vector<std::pair<std::string, std::string>> keys{{m.title, "title"}};
  for (const auto& [gid, roles] : m.added_roles)
    for (const auto& rid : roles) keys.push_back({gid + ".role." + rid, "role " + rid});
  for (const auto& gid : m.games)
    if (const GameInfo* g = cat.game(gid)) {
      keys.push_back({g->title, "game " + gid});
      for (const auto& x : g->sides) keys.push_back({x.name, "side " + x.id});
      for (const auto& x : g->end_reasons) keys.push_back({x.name, "end reason " + x.id});
      for (const auto& x : g->roles) keys.push_back({x.name, "role " + x.id});
      for (const auto& o : g->options) keys.push_back({o.name, "option " + o.id});
    }
  // What it adds to games that exist: their new options, cards and the texts of its table pieces.
  for (const auto& gid : m.extends) {
    const GameInfo* g = cat.game(gid);
    const GameInfo* before = base.game(gid);
    if (!g || !before) continue;
    for (const auto& o : g->options)
      if (!before->option(o.id)) keys.push_back({o.name, "option " + o.id + " of " + gid});
    for (const auto& c : g->cards)
      if (std::none_of(before->cards.begin(), before->cards.end(), [&](const NamedInfo& x) { return x.id == c.id; }))
        keys.push_back({c.name, "card " + c.id + " of " + gid});
    std::set<std::string> had;
    layout_texts(before->table_layout, had);
    std::set<std::string> now;
    layout_texts(g->table_layout, now);
    for (const auto& k : now)
      if (!had.count(k)) keys.push_back({k, "table piece of " + gid});
  }
  for (const auto& [key, what] : keys)
    for (const auto& lang : cat.languages()) {
      if (cat.has_text(lang, key)) continue;
      if (lang == "en") r.error("no English text for the " + what + " (" + key + ")");
      else r.warning("no " + lang + " text for the " + what + " (" + key + ")");
    }

  // Play every game it adds or extends.
  check::TextKeys said(cat);
  std::vector<std::string> touched = m.games;
  touched.insert(touched.end(), m.extends.begin(), m.extends.end());
  int total = 0;
  for (const auto& gid : touched) {
    const GameInfo* g = cat.game(gid);
    if (!g) continue;
    for (int n = g->min_players; n <= g->max_players; ++n) {
      if (!played_count(n)) continue;
      for (const auto& set : option_sets(*g, base.game(gid))) {
        const Value opts = applying(cat, *g, n, set);
        const int played = playouts(cat, *g, n, opts, static_cast<int>(games), r, &said);
        if (played > 0) std::printf("played %s at %d players with %s: %d games\n", gid.c_str(), n, opts.dump().c_str(), played);
        total += played;
        if (played > 0) run_checks(cat, fresh, {gid, n, opts}, r);
      }
    }
  }
  if (!touched.empty() && total == 0)
    r.error(counts.empty() ? "no game it adds or extends could be played with any setup"
                           : "no game it adds or extends could be played with any setup at the --players given");

  // Play every bot it ships, in its game's default setup at every player count (the game's texts
  // are not the bot's: its keys are checked where the game is a mod's).
  for (const GameInfo& g : cat.games())
    for (const BotSource& b : bot_sources(cat, g.id)) {
      if (b.mod != m.id) continue;
      int played = 0;
      std::vector<int> at;  // the player counts played
      for (int n = g.min_players; n <= g.max_players; ++n) {
        if (!played_count(n)) continue;
        played += playouts(cat, g, n, Value::object(), static_cast<int>(games), r, nullptr, b.name);
        at.push_back(n);
      }
      if (at.empty()) {
        std::printf("bot %s in %s not played: the game takes %d-%d players\n", b.name.c_str(), g.id.c_str(), g.min_players,
                    g.max_players);
        continue;
      }
      std::printf("played bot %s in %s at %s players: %d games\n", b.name.c_str(), g.id.c_str(), counts_text(at).c_str(),
                  played);
      if (played == 0) r.error("bot '" + b.name + "' for " + g.id + ": no game could be played");
    }
  // Every key the games it adds or extends said in their playouts: English at least, and in the
  // other languages.
  for (const std::string& key : said.keys())
    for (const auto& lang : cat.languages()) {
      if (cat.has_text(lang, key)) continue;
      if (lang == "en") r.error("no English text for the key " + key + ", said in play");
      else r.warning("no " + lang + " text for the key " + key + ", said in play");
    }
  std::printf("%d error(s), %d warning(s)\n", r.errors, r.warnings);
  return r.errors ? 1 : 0;
}

}  // namespace rt
