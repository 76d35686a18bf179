// cmd_play_tty.cpp: `roundtable play --tty`: the plain terminal front end. Hot-seat: before a
// human seat's private view is shown, a "pass the device to NAME, press Enter" screen; on a
// terminal the game runs on the alternate screen and every curtain clears the screen and the
// scrollback (tty_screen.hpp), so what one seat saw cannot be scrolled back to by the next.
// Bots play the seats given to them. Every accepted answer is journaled, so a killed game
// resumes with --resume. Everything a player reads goes through a translation key.

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <random>
#include <set>
#include <sstream>

#include "../bots/bot.hpp"
#include "../core/problem.hpp"
#include "../bots/reason_book.hpp"
#include "../bots/driver.hpp"
#include "../lua/mod_dirs.hpp"
#include "bot_plan.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "setup_verdict.hpp"
#include "text.hpp"
#include "tty_screen.hpp"
#include "typed_choice.hpp"

namespace rt {

namespace {

// Asks a question with a default; an empty line takes the default. False on end of input.
bool ask(const std::string& question, std::string def, std::string& out) {
  std::printf("%s [%s]: ", question.c_str(), def.c_str());
  std::fflush(stdout);
  if (!read_typed_line(out)) return false;
  if (out.find_first_not_of(" \t") == std::string::npos) out = def;
  return true;
}

std::string default_journal_path(const Setup& s) {
  namespace fs = std::filesystem;
  fs::path dir;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) dir = fs::path(x) / "roundtable" / "games";
  else if (const char* h = std::getenv("HOME"); h && *h) dir = fs::path(h) / ".local/share/roundtable/games";
  else dir = ".";
  std::error_code ec;
  fs::create_directories(dir, ec);
  char stamp[32];
  std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  return (dir / (s.game + "-" + stamp + "-" + std::to_string(s.seed % 100000) + ".jsonl")).string();
}

// Interactive setup, for whatever the flags did not say.
// A yes/no answer in any of the languages (y, yes, д, да, т, так, or the language's own word).
bool is_yes(const Catalog& cat, const std::string& lang, const std::string& answer) {
  for (const char* yes : {"y", "yes", "д", "да", "т", "так"})
    if (answer == yes) return true;
  return answer == cat.text(lang, "ui.tty.yes");
}

bool interactive_setup(const Catalog& cat, const std::string& lang, const Args& a, Setup& s, std::vector<bool>& bots,
                       BotPlan& plan, std::string& error) {
  auto fmt = [&](const std::string& key, const Value& args) { return cat.format(lang, key, args, {}); };
  if (!a.get("game")) {
    std::printf("%s", cat.text(lang, "ui.tty.games").c_str());
    for (auto& g : cat.games()) std::printf("  %s (%s)", g.id.c_str(), cat.text(lang, g.title).c_str());
    std::printf("\n");
    std::string g;
    if (!ask(cat.text(lang, "ui.tty.game"), cat.games().front().id, g)) return false;
    s.game = g;
  }
  const GameInfo* info = cat.game(s.game);
  if (!info) {
    error = fmt("ui.tty.unknown_game", Value{{"game", s.game}});
    return false;
  }
  long long n = 0;
  if (auto names = a.get("names")) {
    if (!parse_names(*names, s.players, error)) return false;
    n = static_cast<long long>(s.players.size());
  } else {
    std::string p = a.get("players").value_or("");
    if (a.get("players") && p.empty()) {  // given, but empty: not a question left to ask
      error = fmt("ui.tty.players_range", {{"min", info->min_players}, {"max", info->max_players}});
      return false;
    }
    const Value range = {{"min", info->min_players}, {"max", info->max_players}};
    if (p.empty() && !ask(fmt("ui.tty.players", range), std::to_string(info->min_players), p)) return false;
    if (!parse_int(p, info->min_players, info->max_players, n)) {
      error = fmt("ui.tty.players_range", range);
      return false;
    }
    const bool ask_names = !a.get("players");
    for (long long i = 1; i <= n; ++i) {
      std::string name = fmt("ui.tv.default_name", Value{{"n", i}});
      if (ask_names && !ask(fmt("ui.tty.seat_name", Value{{"seat", i}}), name, name)) return false;
      s.players.push_back(name);
    }
  }
  std::string bot_list;
  if (auto b = a.get("bots")) bot_list = *b;
  else if (!ask(cat.text(lang, "ui.tty.bots"), n > 1 ? "2-" + std::to_string(n) : cat.text(lang, "ui.tty.none"), bot_list))
    return false;
  if (bot_list == cat.text(lang, "ui.tty.none")) bot_list = "none";
  if (bot_list == cat.text(lang, "ui.tty.all")) bot_list = "all";
  if (!plan.parse(bot_list, static_cast<int>(n), error, true, default_bot(cat, s.game))) {  // seats: the game's own bot
    // Seat numbers wrong: the terminal's own words ("all" or its translation); else what was wrong.
    const bool seats = !recent_problems().empty() && recent_problems().front().key == "ui.error.bots_seats";
    error = seats ? fmt("ui.tty.bad_bots", Value{{"max", n}, {"text", bot_list}}) : localize_error(cat, lang, error);
    return false;
  }
  if (plan.uses_sides()) {
    error = localize_error(cat, lang, keyed("--bots: play --tty takes seats (2-5, 2-5=heuristic), not sides", "ui.error.bots_tty_sides"));
    return false;
  }
  bots.assign(n, false);
  for (long long i = 0; i < n; ++i) bots[i] = plan.is_bot(static_cast<int>(i));
  if (a.all("option").empty() && !a.get("game")) {
    for (auto& o : info->options) {
      if (o.kind != "bool") continue;
      std::string yn;
      if (!ask(cat.text(lang, o.name) + " " + cat.text(lang, "ui.tty.yes_no"),
               cat.text(lang, o.default_value.get<bool>() ? "ui.tty.yes" : "ui.tty.no"), yn))
        return false;
      s.options[o.id] = is_yes(cat, lang, yn);
    }
  }
  for (long long i = 0; i < n; ++i) s.controllers.push_back(bots[i] ? "bot" : "human");
  // Which bot plays each bot seat goes in the record, so a resumed game keeps them.
  std::vector<std::string> seat_bots(n);
  for (long long i = 0; i < n; ++i) seat_bots[i] = plan.seat_bot(static_cast<int>(i));
  s.bots = BotPlan::from_seats(seat_bots);
  return true;
}

// Why an answer was not taken, in the player's words (the host's reason is for developers).
std::string refusal_hint(const TextContext& t, const Value& req) {
  const std::string kind = req.value("kind", "");
  if (kind == "choose") return t.format("ui.tty.expect_number", Value{{"max", req["options"].size()}});
  const int min = req.value("min", 0), max = req.value("max", 0);
  const std::string what = kind == "pick_seats" ? "seats" : "cards";
  if (kind == "order") return t.format("ui.tty.expect_order", Value{{"count", req["entities"].size()}});
  if (min == max) return t.format("ui.tty.expect_" + what + "_exactly", Value{{"count", min}});
  return t.format("ui.tty.expect_" + what, Value{{"min", min}, {"max", max}});
}

}  // namespace

int cmd_play_tty(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2,
                      {{"tty", false}, {"game", true}, {"players", true}, {"names", true}, {"bots", true},
                       {"seed", true}, {"option", true, true}, {"lang", true}, {"resume", true}, {"save", true},
                       {"accept-warnings", false}, {"reasons", false}},
                      "play", err);
  if (!a) return fail(2, localized_args_error(argc, argv, err));
  std::string lang = language_from(*a);  // (a resumed game's own, once its record is read)
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, no_games_error(cat, lang));
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  auto say = [&](const std::string& key, const Value& args) { return cat.format(lang, key, args, {}); };
  // Every error in the player's language (the engine's English is kept only in English).
  auto failed = [&](int code, const std::string& message) { return fail(code, localize_error(cat, lang, message)); };
  if (!a->positional.empty()) return fail(2, say("ui.args.positional", Value{{"command", "play"}, {"arg", a->positional[0]}}));

  std::unique_ptr<Session> s;
  Journal journal;
  std::vector<bool> bots;
  BotPlan plan;  // which bot plays each bot seat (random unless --bots names one)
  if (auto path = a->get("resume")) {
    std::string text;
    if (!read_file(*path, text, err)) return failed(1, err);
    const bool is_journal = is_journal_text(text);
    if (is_journal) recover_torn_tail(text);  // a kill or a full disk mid-line: the answers before it stand
    auto record = parse_record(text, *path, err);
    if (!record) return failed(1, err);
    // The game goes on in the language it was started in, unless --lang says otherwise.
    if (const auto& was = record->setup.lang; !a->get("lang") && !was.empty() && cat.has_language(was)) lang = was;
    s = Session::replay(cat, *record, *path, err);
    if (!s) return failed(1, err);
    for (auto& c : record->setup.controllers) bots.push_back(c == "bot");
    bots.resize(record->setup.players.size(), false);
    // The bots the game was played with (the record's `bots`), unless --bots names others.
    if (!plan.parse(a->get("bots").value_or(record->setup.bots), static_cast<int>(bots.size()), err)) return failed(2, err);
    if (is_journal) {
      if (!(err = journal.open(*path, record->setup, true)).empty()) return failed(1, err);
    } else {
      // A saved record stays as it is; the game continues in a new journal holding its answers.
      const std::string jpath = a->get("save").value_or(default_journal_path(record->setup));
      if (!(err = journal.open(jpath, record->setup, false)).empty()) return failed(1, err);
      for (auto& ans : record->decisions)
        if (!(err = journal.write(ans)).empty()) return failed(1, err);
    }
  } else {
    Setup setup;
    setup.game = a->get("game").value_or("");
    if (!options_from_flags(*a, setup.options, err)) return failed(2, err);
    if (auto sd = a->get("seed")) {
      if (!parse_u64(*sd, setup.seed)) return fail(2, say("ui.tty.bad_seed", Value{{"seed", *sd}}));
    } else {
      setup.seed = (static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
    }
    if (!interactive_setup(cat, lang, *a, setup, bots, plan, err)) return err.empty() ? 0 : failed(2, err);
    // The game's verdict on the setup: errors refuse it (translated, one line); warnings are
    // shown and must be accepted (here, or with --accept-warnings).
    const SetupVerdict verdict = judge_setup(cat, setup, lang);
    if (!verdict.errors.empty()) return fail(1, verdict.errors);
    if (!verdict.warnings.empty()) {
      std::printf("%s\n", cat.text(lang, "ui.setup_warnings").c_str());
      for (auto& w : verdict.warnings) std::printf("  - %s\n", w.c_str());
      if (!a->has("accept-warnings")) {
        std::string yn;
        std::printf("%s ", cat.text(lang, "ui.accept_warnings").c_str());
        std::fflush(stdout);
        if (!read_typed_line(yn) || !is_yes(cat, lang, yn))
          return fail(1, cat.text(lang, "ui.warnings_refused"));
      }
    }
    setup.lang = lang;
    note_mods(cat, setup);  // (what its record needs to be replayed)
    s = Session::start(cat, setup, err);
    if (!s) return failed(1, err);
    const std::string journal_path = a->get("save").value_or(default_journal_path(s->record().setup));
    if (!(err = journal.open(journal_path, s->record().setup, false)).empty()) return failed(1, err);
  }
  s->set_journal(&journal);

  int humans = 0;
  for (bool b : bots) humans += !b;
  Rng bot_seeds(s->record().setup.seed ^ 0x5eed);
  if (!plan.check(cat, s->game().id, err)) return failed(2, err);
  BotTable bot_table(cat, s->game().id, bot_seeds.next());
  const std::vector<std::string> seat_bots = plan.seats_of(*s);  // sides resolved from the deal
  // The driver asks the bots' seats; the humans answer at the prompt below.
  Driver driver(*s);
  std::vector<std::unique_ptr<BotController>> bot_seats;
  for (int seat = 0; seat < static_cast<int>(bots.size()); ++seat) {
    if (!bots[seat]) continue;
    const std::string name = seat_bots[seat].empty() ? "random" : seat_bots[seat];
    Bot* bot = bot_table.get(name, err);
    if (!bot) return failed(2, err);
    bot_seats.push_back(std::make_unique<BotController>(*bot, name));
    driver.set(seat, bot_seats.back().get());
  }
  size_t public_shown = 0;
  // --reasons: the bots' public reasons as they become public; all of them at the end.
  const bool print_reasons = a->has("reasons");
  ReasonBook reasons;
  std::set<std::pair<int, size_t>> reasons_shown;
  if (a->get("resume")) {  // the reasons given before the game was put down, shown with its log
    for (int seat = 0; seat < static_cast<int>(bots.size()); ++seat)
      if (bots[seat])
        if (Bot* bot = bot_table.get(seat_bots[seat].empty() ? "random" : seat_bots[seat], err))
          reasons.recall(seat, bot->recall_reasons(*s, seat));
  }
  int last_human = -1;
  // Hot-seat on a terminal: the game runs on the alternate screen, wiped at every curtain.
  TtyScreen screen(humans > 1);

  auto show_public = [&]() {
    Value pub = s->view(kSpectator);
    TextContext t(cat, lang, pub);
    for (auto& l : log_lines(t, pub, public_shown)) std::printf("  %s\n", l.c_str());
    public_shown = pub["log"].size();
    if (print_reasons)
      for (auto& r : reasons.visible(*s, kSpectator))
        if (reasons_shown.insert({r.seat, r.step}).second)
          std::printf("  %s\n", say("ui.tty.bot_reason", Value{{"name", t.names[r.seat]}, {"why", t.format(r.key, r.args)}}).c_str());
  };
  auto goodbye = [&]() {
    screen.leave();
    Value pub = s->view(kSpectator);
    TextContext t(cat, lang, pub);
    // Nothing is claimed saved that is not: the waiting answers are tried once more first.
    if (journal.flush().empty())
      std::printf("\n%s\n", t.format("ui.saved", Value{{"path", journal.path()}}).c_str());
    else
      std::printf("\n%s\n", t.format("ui.not_saved_at_end", Value{{"path", journal.path()}, {"n", journal.waiting()}}).c_str());
    // A finished game is watched again, not resumed.
    // (with the --mods folders it was played with: the record needs its mods to be replayed)
    std::string path = journal.path();
    for (const std::string& dir : mods_folders_given()) path += " --mods " + dir;
    std::printf("%s\n", t.format(s->over() ? "ui.replay_hint" : "ui.resume_hint", Value{{"path", path}}).c_str());
  };

  while (!s->over()) {
    if (std::string jerr = s->take_journal_error(); !jerr.empty())
      std::fprintf(stderr, "roundtable: %s\n", say("ui.tty.not_saved", Value{{"why", jerr}}).c_str());
    const int seat = s->next_to_answer();
    if (bots[seat]) {
      const size_t step = s->record().decisions.size();
      const Driver::Step done = driver.step();  // the seat's bot answers (a refused answer is replaced)
      bool replaced = false;  // the bot's answer was refused and the random bot's taken instead
      for (auto& rep : driver.take_reports()) {
        replaced = replaced || !rep.refusal.ok();
        std::fprintf(stderr, "roundtable: %s\n", rep.text.c_str());
      }
      if (done.status == Driver::Status::Stuck) {
        // The rules' script failing is not the bot's doing: said as such.
        const bool rules = done.refusal.kind == RefusalKind::RulesFailed || done.refusal.kind == RefusalKind::Broken;
        return screen.leave(), fail(1, say(rules ? "ui.tty.rules_failed" : "ui.tty.bot_refused", Value{{"why", done.refusal.text}}));
      }
      if (Bot* bot = bot_table.get(seat_bots[seat].empty() ? "random" : seat_bots[seat], err))
        if (auto why = bot->take_reason(); why && !replaced) reasons.add(seat, step, std::move(*why));
      continue;
    }
    show_public();
    Value view = s->view(seat);
    TextContext t(cat, lang, view);
    if (humans > 1 && seat != last_human) {
      std::printf("\n%s ", t.format("ui.pass_to", Value{{"name", t.names[seat]}}).c_str());
      std::fflush(stdout);
      std::string dummy;
      if (!read_typed_line(dummy)) { goodbye(); return 0; }
      screen.curtain();
    }
    last_human = seat;
    std::printf("%s\n", t.format("ui.you_are", Value{{"name", t.names[seat]}, {"seat", seat + 1}}).c_str());
    for (auto& l : private_lines(t, view)) std::printf("%s\n", l.c_str());
    std::printf("%s\n", t.tr("ui.table").c_str());
    for (auto& l : counter_lines(t, view)) std::printf("  %s\n", l.c_str());
    auto lines = log_lines(t, view);
    std::printf("%s\n", t.tr("ui.log").c_str());
    for (size_t i = lines.size() > 8 ? lines.size() - 8 : 0; i < lines.size(); ++i) std::printf("  %s\n", lines[i].c_str());
    const Value& req = view["decision"];
    std::printf("\n%s %s\n", t.tr("ui.decide").c_str(), prompt_line(t, req).c_str());
    if (std::string why = why_line(t, req); !why.empty()) std::printf("  %s\n", why.c_str());
    while (true) {
      Value choice;
      if (!typed_choice(t, view, req, choice)) { goodbye(); return 0; }
      if (!driver.submit(seat, choice)) break;
      std::printf("%s\n", t.format("ui.invalid", Value{{"why", refusal_hint(t, req)}}).c_str());
    }
    if (humans > 1) screen.curtain();
  }
  screen.leave();
  show_public();
  Value end = s->view(kOmniscient);
  TextContext t(cat, lang, end);
  std::printf("\n%s %s\n%s\n", t.tr("ui.game_over").c_str(), outcome_line(t, end).c_str(), t.tr("ui.tty.characters").c_str());
  // One line a player, its cards' roles in the order the entities were made (a knight, then its
  // loyalty).
  for (int i = 0; i < static_cast<int>(t.names.size()); ++i) {
    std::string roles;
    for (auto& e : end["entities"])
      if (e.value("owner", 0) == i + 1 && e["props"].contains("role")) {
        const Value& role = e["props"]["role"];  // a script may give any value: shown as it is
        if (!roles.empty()) roles += ", ";
        roles += role.is_string() ? t.tr(t.game + ".role." + role.get<std::string>()) : role.dump();
      }
    if (!roles.empty()) std::printf("  %s: %s\n", t.names[i].c_str(), roles.c_str());
  }
  if (print_reasons) {  // the game is over: every reason, each seat's own included
    std::printf("%s\n", t.tr("ui.tty.bot_reasons").c_str());
    for (auto& r : reasons.visible(*s, kOmniscient))
      std::printf("  %s\n", say("ui.tty.bot_reason", Value{{"name", t.names[r.seat]}, {"why", t.format(r.key, r.args)}}).c_str());
  }
  goodbye();
  return 0;
}

}  // namespace rt
