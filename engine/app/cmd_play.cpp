// cmd_play.cpp: `roundtable play` (and `roundtable` alone): the table view. With --tty, the
// terminal front end instead. Flags may pre-fill the setup (then the game starts at once),
// resume a journal, open a record in the replay viewer, or render one frame headless to a PNG.
#include <algorithm>
#include <cstdlib>
#include <random>
#include <sstream>

#include "../core/problem.hpp"
#include "../lua/mod_dirs.hpp"
#include "../net/phone_host.hpp"
#include "../ui/app.hpp"
#include "../ui/art.hpp"
#include "../ui/run.hpp"
#include "bot_plan.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "setup_verdict.hpp"
#include "text.hpp"

namespace rt {

int cmd_play(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2,
                      {{"tty", false},     {"game", true},   {"players", true},  {"names", true},  {"bots", true},
                       {"seed", true},     {"option", true, true}, {"lang", true}, {"resume", true}, {"save", true},
                       {"replay", true},   {"step", true},   {"seat", true},     {"screenshot", true},
                       {"size", true},     {"scale", true},  {"pace", true},     {"no-remember", false},
                       {"accept-warnings", false}, {"reasons", false},
                       {"phones", false},  {"port", true},   {"bind", true},     {"remote", true}},
                      "play", err);
  if (!a) return fail(2, localized_args_error(argc, argv, err));
  if (a->has("tty")) {
    for (const char* ui_only : {"replay", "step", "seat", "screenshot", "size", "scale", "pace", "phones", "port", "bind", "remote"})
      if (a->get(ui_only))
        return fail(2, early_error(language_from(*a), std::string("--") + ui_only + " is for the table view, not --tty",
                                   "ui.error.table_view_only", Value{{"flag", ui_only}}));
    return cmd_play_tty(argc, argv);
  }
  if (!a->positional.empty())
    return fail(2, early_error(language_from(*a), "play takes no positional arguments (got '" + a->positional[0] + "')",
                               "ui.args.positional", Value{{"command", "play"}, {"arg", a->positional[0]}}));

  ui::RunOptions run;
  std::string early;  // a table-view flag's error, said in the player's language once the texts load
  run.screenshot = a->get("screenshot").value_or("");
  if (!run.screenshot.empty() && run.screenshot.size() < 5) early = keyed("--screenshot: expected a FILE.png", "ui.error.flag_screenshot");
  if (auto size = a->get("size")) {
    long long w, h;
    const auto x = size->find('x');
    if (x == std::string::npos || !parse_int(size->substr(0, x), 320, 8192, w) || !parse_int(size->substr(x + 1), 240, 8192, h))
      early = keyed("--size: expected WIDTHxHEIGHT, e.g. 1280x720, got '" + *size + "'", "ui.error.flag_size", Value{{"text", *size}});
    else
      run.width = int(w), run.height = int(h);
  }
  const bool remember = !a->has("no-remember") && run.screenshot.empty();
  ui::Settings settings = remember ? ui::load_settings() : ui::Settings{};
  if (a->get("lang") || settings.lang.empty()) settings.lang = language_from(*a);
  if (auto sc = a->get("scale")) {
    char* end = nullptr;
    const double v = std::strtod(sc->c_str(), &end);
    if (!end || *end || v < 0.5 || v > 3)
      early = keyed("--scale: expected a number from 0.5 to 3, got '" + *sc + "'", "ui.error.flag_scale", Value{{"text", *sc}});
    else
      settings.scale = float(v);
  }
  if (auto p = a->get("pace")) {
    char* end = nullptr;
    const double v = std::strtod(p->c_str(), &end);
    if (!end || *end || v < 0 || v > 10)
      early = keyed("--pace: expected seconds from 0 to 10, got '" + *p + "'", "ui.error.flag_pace", Value{{"text", *p}});
    else
      settings.pace = v;
  }

  Catalog cat;
  if (!load_catalog(cat)) return fail(1, no_games_error(cat, settings.lang));
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  ui::App app(cat, settings, remember);
  // A resumed game goes on in the language it was started in, unless --lang says otherwise, for
  // this run only (a record that cannot be read is said by App::resume below; standard input is
  // left for it to read).
  if (auto path = a->get("resume"); path && *path != "-" && !a->get("lang")) {
    std::string text, ignored;
    if (read_file(*path, text, ignored)) {
      if (is_journal_text(text)) recover_torn_tail(text);
      if (auto record = parse_record(text, *path, ignored); record && cat.has_language(record->setup.lang))
        app.use_language_for_this_run(record->setup.lang);
    }
  }
  app.set_mod_finder(all_mod_dirs);  // (a mod folder added while it runs is loaded for the next game)
  auto failed = [&](int code, const std::string& message) { return fail(code, localize_error(cat, settings.lang, message)); };
  if (!early.empty()) return failed(2, early);  // a bad flag, said once the texts are loaded
  // A screenshot is a look, not a game night: no journal lands in the saved games.
  if (!run.screenshot.empty()) app.set_keep_games(false);

  // Players join with their phones (engine/net): the server runs while the table view does. It
  // starts before a resumed game, whose phones rejoin their seats with the tokens they kept.
  if (a->has("phones")) {
    net::ServerOptions phones;
    phones.page_dir = ui::assets_dir() + "/phone";
    long long port = 0;
    if (auto p = a->get("port")) {
      if (!parse_int(*p, 1, 65535, port))
        return failed(2, keyed("--port: expected a port number from 1 to 65535, got '" + *p + "'", "ui.error.flag_port",
                               Value{{"text", *p}}));
      phones.port = int(port);
      phones.any_port_if_busy = false;  // the port asked for, or an error
    }
    phones.bind = a->get("bind").value_or("");
    if (std::string e = app.enable_phones(phones); !e.empty()) {
      const std::string where = (phones.bind.empty() ? std::string("0.0.0.0") : phones.bind) +
                                (phones.port > 0 && !phones.any_port_if_busy ? ":" + std::to_string(phones.port) : std::string());
      return failed(1, keyed("--phones: " + e, "ui.error.phones_listen", Value{{"address", where}}));
    }
  } else if (a->get("port") || a->get("bind")) {
    return failed(2, keyed("--port and --bind are for --phones", "ui.error.port_needs_phones"));
  }

  if (auto path = a->get("replay")) {
    long long step = 0, seat = 0;
    if (auto st = a->get("step"); st && !parse_int(*st, 0, 1 << 30, step))
      return failed(2, keyed("--step: expected a number of answers, got '" + *st + "'", "ui.error.flag_step", Value{{"text", *st}}));
    if (auto se = a->get("seat"); se && !parse_int(*se, 0, 64, seat))
      return failed(2, keyed("--seat: expected a seat number (0 = everything), got '" + *se + "'", "ui.error.flag_seat", Value{{"text", *se}}));
    if (std::string e = app.open_replay(*path, size_t(step), seat == 0 ? kOmniscient : int(seat) - 1); !e.empty())
      return failed(1, e);
  } else if (auto path = a->get("resume")) {
    if (std::string e = app.resume(*path); !e.empty()) return failed(1, e);
  } else if (auto game = a->get("game")) {
    const GameInfo* info = cat.game(*game);
    if (!info) return failed(1, keyed("unknown game '" + *game + "'", "ui.error.unknown_game", Value{{"game", *game}, {"known", "-"}}));
    Setup setup;
    setup.game = *game;
    if (!options_from_flags(*a, setup.options, err)) return failed(2, err);
    if (auto sd = a->get("seed")) {
      if (!parse_u64(*sd, setup.seed)) return failed(2, keyed("--seed: expected a non-negative integer, got '" + *sd + "'", "ui.tty.bad_seed", Value{{"seed", *sd}}));
    } else {
      setup.seed = (static_cast<uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
    }
    if (auto names = a->get("names")) {
      if (!parse_names(*names, setup.players, err)) return failed(2, err);
    } else {
      long long n = info->min_players;
      if (auto p = a->get("players"); p && !parse_int(*p, info->min_players, info->max_players, n))
        return failed(2, keyed("--players: expected " + std::to_string(info->min_players) + ".." + std::to_string(info->max_players),
                               "ui.tty.players_range", Value{{"min", info->min_players}, {"max", info->max_players}}));
      for (long long i = 1; i <= n; ++i) setup.players.push_back(app.format("ui.tv.default_name", Value{{"n", i}}));
      // (default names in the language; App::start_game does not remember them as names)
    }
    std::vector<bool> bots;
    const int n = int(setup.players.size());
    // --bots: seats (the game's own bot, as on the setup screen), seats=BOT, a bare BOT (seats
    // 2..N), or sides (a game of bots alone: every seat is a bot, so no person learns a side from
    // which bot plays a seat). Without --bots, seats 2..N get the game's own bot.
    BotPlan plan;
    if (!plan.parse(a->get("bots").value_or(n > 1 ? "2-" + std::to_string(n) : "none"), n, err, true,
                    default_bot(cat, setup.game)) ||
        !plan.check(cat, setup.game, err))
      return failed(2, err);
    for (int i = 0; i < n; ++i) bots.push_back(plan.is_bot(i));
    setup.bots = plan.explicit_text();
    for (bool b : bots) setup.controllers.push_back(b ? "bot" : "human");
    // The game's verdict: errors refuse the setup; warnings need --accept-warnings here (the
    // setup screen asks for them instead).
    const SetupVerdict verdict = judge_setup(cat, setup, settings.lang);
    if (!verdict.errors.empty()) return fail(1, verdict.errors);
    if (!verdict.warnings.empty() && !a->has("accept-warnings")) {
      std::string all;
      for (auto& w : verdict.warnings) all += w + "; ";
      return fail(1, all + cat.text(settings.lang, "ui.accept_warnings_flag"));
    }
    // --remote SEATS (with --phones): people seats played over the network, waiting for a phone
    // or a `roundtable join` to take them; not at this screen.
    std::vector<bool> away = bots;
    std::vector<int> remote;
    if (auto r = a->get("remote")) {
      BotPlan seats;
      if (!a->has("phones") || !seats.parse(*r, n, err, false))
        return failed(2, keyed("--remote: expected people seats (e.g. 2,4-5) with --phones, got '" + *r + "'",
                               "ui.error.flag_remote", Value{{"text", *r}}));
      for (int i = 0; i < n; ++i)
        if (seats.is_bot(i)) {
          if (bots[i])
            return failed(2, keyed("--remote: expected people seats (e.g. 2,4-5) with --phones, got '" + *r + "'",
                                   "ui.error.flag_remote", Value{{"text", *r}}));
          away[i] = true;
          remote.push_back(i);
        }
    }
    if (std::string e = app.start_game(setup, away, a->get("save").value_or("")); !e.empty()) return failed(1, e);
    for (int i : remote) app.hand_seat_to_phone(i);
  } else if (auto b = a->get("bots")) {
    // No game yet: the setup screen opens with these bots chosen (seats, seats=BOT, a bare BOT;
    // a seat that names no bot gets the chosen game's own, "").
    BotPlan plan;
    int n = 1;  // every seat any game may have (a bare BOT: 2..n)
    for (auto& g : cat.games()) n = std::max(n, g.max_players);
    if (!plan.parse(*b, n, err, true, "")) return failed(2, err);
    if (plan.uses_sides())
      return failed(2, keyed("--bots: bots by side need --game (every seat then a bot)", "ui.error.bots_sides_need_game"));
    std::vector<bool> bot_seats(n);
    std::vector<std::string> seat_bots(n);
    for (int i = 0; i < n; ++i) bot_seats[i] = plan.is_bot(i), seat_bots[i] = plan.seat_bot(i);
    app.preselect_bots(bot_seats, seat_bots);
  }

  // The address is said once its seats are open (the setup's, or the started game's `--remote`
  // seats): a phone or `roundtable join` that comes at once is never told there is no such seat.
  if (app.phones()) {
    app.offer_phone_seats();
    std::fprintf(stderr, "roundtable: phones join at %s\n", app.phones()->url().c_str());
  }
  if (std::string e = ui::run_table_view(app, run); !e.empty()) {
    if (!run.screenshot.empty()) return failed(1, e);
    const std::string said = localize_error(cat, settings.lang, e);
    return failed(1, keyed(e + "; for the terminal front end use `roundtable play --tty`", "ui.error.try_tty", Value{{"error", said}}));
  }
  return 0;
}

}  // namespace rt
