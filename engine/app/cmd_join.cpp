// cmd_join.cpp: `roundtable join ADDRESS [--seat N] [--name NAME] [--lang L] [--tty]
// [--random-answers] [--seed S] [--screenshot PNG] [--size WxH] [--scale X]`: plays a seat of a
// game hosted by another roundtable (`play --phones`) over the network. It joins the seat and
// gets exactly what a phone gets: the seat's own envelopes (docs/network.md).
// - In the table view (the default): the same screens as a game played here, drawn from that
//   seat's view (ui::App::join_remote, engine/ui/remote_game.cpp); the answers clicked are posted
//   back, refusals shown in the status line. --screenshot PNG: headless (no window), the PNG of
//   the seat's first decision, then (with --random-answers) the game played on to its end and
//   PNG's "-end.png" twin written from the end screen.
// - --tty: in the terminal: the new log lines, and when the seat is asked its cards, knowledge,
//   the table and the decision; the answer typed is posted.
// --random-answers answers each request with a random legal choice read from the request (a
// stand-in player, for tests).
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <iostream>
#include <random>
#include <sstream>
#include <thread>

#include "../bots/bot.hpp"
#include "../core/rng.hpp"
#include "../net/remote_seat.hpp"
#include "../net/remote_table.hpp"
#include "../ui/app.hpp"
#include "../ui/run.hpp"
#include "../ui/window.hpp"
#include "args.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"
#include "typed_choice.hpp"

namespace rt {

namespace {

// A refusal (rules' or network's) in the player's language, with the rule that refuses the
// answer when it names one (as the table view says it).
std::string refusal_text(const Catalog& cat, const std::string& lang, const Value& refusal, const std::vector<std::string>& names) {
  return refusal_said(cat, lang, refusal, names);
}

}  // namespace

int join_window(const Args& a, Catalog& cat, const std::string& lang, const std::string& host, int port, int seat, Rng& rng);

int cmd_join(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2,
                      {{"tty", false}, {"seat", true}, {"name", true}, {"lang", true}, {"random-answers", false}, {"seed", true},
                       {"screenshot", true}, {"size", true}, {"scale", true}},
                      "join", err);
  if (!a) return fail(2, localized_args_error(argc, argv, err));
  const std::string lang = language_from(*a);
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, no_games_error(cat, lang));
  auto say = [&](const std::string& key, const Value& args = Value::object()) { return cat.format(lang, key, args, {}); };
  if (a->positional.size() != 1) return fail(2, say("ui.join.usage"));
  std::string host;
  int port = 0;
  if (!net::parse_address(a->positional[0], host, port, err))
    return fail(2, say("ui.join.bad_address", Value{{"address", a->positional[0]}}));
  long long seat = 0;
  if (auto s = a->get("seat"); s && !parse_int(*s, 1, 64, seat)) return fail(2, say("ui.join.bad_seat", Value{{"text", *s}}));
  uint64_t seed = 0;
  if (auto sd = a->get("seed")) {
    if (!parse_u64(*sd, seed)) return fail(2, say("ui.tty.bad_seed", Value{{"seed", *sd}}));
  } else {
    seed = std::random_device{}();
  }
  Rng rng(seed);
  const bool random_answers = a->has("random-answers");
  if (!a->has("tty")) return join_window(*a, cat, lang, host, port, int(seat), rng);
  for (const char* ui_only : {"screenshot", "size", "scale"})
    if (a->get(ui_only)) return fail(2, say("ui.error.table_view_only", Value{{"flag", ui_only}}));

  net::RemoteSeat remote(host, port);
  if (Value refused = remote.join(int(seat), a->get("name").value_or("")); !refused.is_null())
    return fail(1, say("ui.join.refused", Value{{"address", a->positional[0]}, {"why", refusal_text(cat, lang, refused, {})}}));
  std::printf("%s\n", say("ui.join.joined", Value{{"seat", remote.seat()}, {"address", a->positional[0]}}).c_str());
  std::fflush(stdout);

  uint64_t since = 0;
  size_t log_shown = 0;
  bool said_waiting = false;
  Value last_refusal;
  int failures = 0;
  while (true) {
    auto [status, env] = remote.envelope(since);
    if (status == net::RemoteSeat::kBadReply)  // too large or too deep: not read, not retried
      return fail(1, say("ui.join.bad_reply", Value{{"address", a->positional[0]}, {"why", refusal_text(cat, lang, env, {})}}));
    if (status != 200 || !env.is_object()) {
      if (status == 401 || status == 409) {  // the seat was handed on, or the table closed
        const Value why = env.is_object() && env.contains("refusal") ? env["refusal"] : Value();
        return fail(1, say("ui.join.lost_seat", Value{{"why", refusal_text(cat, lang, why, {})}}));
      }
      if (++failures > 20) return fail(1, say("ui.join.unreachable", Value{{"address", a->positional[0]}}));
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      continue;
    }
    failures = 0;
    since = env.value("version", uint64_t(0));
    const Value& view = env["view"];
    if (!view.is_object()) {
      if (!said_waiting) std::printf("%s\n", say("phone.waiting_start").c_str());
      said_waiting = true;
      std::fflush(stdout);
      continue;
    }
    TextContext t(cat, lang, view);
    const auto lines = log_lines(t, view);
    for (size_t i = log_shown; i < lines.size(); ++i) std::printf("  %s\n", lines[i].c_str());
    log_shown = lines.size();
    if (!view["outcome"].is_null()) {
      std::printf("\n%s %s\n", t.tr("ui.game_over").c_str(), outcome_line(t, view).c_str());
      return 0;
    }
    if (env["refusal"].is_object() && env["refusal"] != last_refusal)
      std::printf("%s\n", t.format("ui.invalid", Value{{"why", refusal_text(cat, lang, env["refusal"], t.names)}}).c_str());
    last_refusal = env["refusal"];
    const Value& req = view["decision"];
    if (!req.is_object() || req["answered"] != false || env["queued"] != false) {
      std::fflush(stdout);
      continue;
    }
    const int me = env.value("seat", 1) - 1;
    std::printf("\n%s\n", t.format("ui.you_are", Value{{"name", me < int(t.names.size()) ? t.names[me] : ""}, {"seat", me + 1}}).c_str());
    for (auto& l : private_lines(t, view)) std::printf("%s\n", l.c_str());
    std::printf("%s\n", t.tr("ui.table").c_str());
    for (auto& l : counter_lines(t, view)) std::printf("  %s\n", l.c_str());
    std::printf("\n%s %s\n", t.tr("ui.decide").c_str(), prompt_line(t, req).c_str());
    Value choice;
    if (random_answers) {
      choice = random_answer(req, rng);
      std::printf("> %s\n", choice.dump().c_str());
    } else if (!typed_choice(t, view, req, choice)) {
      return 0;  // the end of input: the seat waits on the host for whoever joins it next
    }
    std::fflush(stdout);
    auto [astatus, abody] = remote.answer(since, choice);
    if (astatus == net::RemoteSeat::kBadReply)
      return fail(1, say("ui.join.bad_reply", Value{{"address", a->positional[0]}, {"why", refusal_text(cat, lang, abody, t.names)}}));
    if (astatus == 401) return fail(1, say("ui.join.lost_seat", Value{{"why", refusal_text(cat, lang, abody["refusal"], t.names)}}));
    if (astatus == 400 || astatus == 409)
      std::printf("%s\n", t.format("ui.invalid", Value{{"why", refusal_text(cat, lang, abody["refusal"], t.names)}}).c_str());
    std::fflush(stdout);
  }
}

// The table view on a joined seat: an interactive window, or headless frames for --screenshot.
int join_window(const Args& a, Catalog& cat, const std::string& lang, const std::string& host, int port, int seat, Rng& rng) {
  auto say = [&](const std::string& key, const Value& args = Value::object()) { return cat.format(lang, key, args, {}); };
  const std::string address = a.positional[0];
  ui::RunOptions run;
  run.screenshot = a.get("screenshot").value_or("");
  if (!run.screenshot.empty() && run.screenshot.size() < 5) return fail(2, say("ui.error.flag_screenshot"));
  if (auto size = a.get("size")) {
    long long w, h;
    const auto x = size->find('x');
    if (x == std::string::npos || !parse_int(size->substr(0, x), 320, 8192, w) || !parse_int(size->substr(x + 1), 240, 8192, h))
      return fail(2, say("ui.error.flag_size", Value{{"text", *size}}));
    run.width = int(w), run.height = int(h);
  }
  const bool headless = !run.screenshot.empty();
  ui::Settings settings = headless ? ui::Settings{} : ui::load_settings();
  if (a.get("lang") || settings.lang.empty()) settings.lang = lang;
  if (auto sc = a.get("scale")) {
    char* end = nullptr;
    const double v = std::strtod(sc->c_str(), &end);
    if (!end || *end || v < 0.5 || v > 3) return fail(2, say("ui.error.flag_scale", Value{{"text", *sc}}));
    settings.scale = float(v);
  }
  auto link = std::make_unique<net::RemoteTable>(host, port);
  if (Value refused = link->join(seat, a.get("name").value_or("")); !refused.is_null())
    return fail(1, say("ui.join.refused", Value{{"address", address}, {"why", refusal_text(cat, lang, refused, {})}}));
  std::printf("%s\n", say("ui.join.joined", Value{{"seat", link->snapshot().seat + 1}, {"address", address}}).c_str());
  std::fflush(stdout);
  ui::App app(cat, settings, !headless);
  app.set_keep_games(false);  // (the host keeps the game's journal)
  app.join_remote(std::move(link));
  if (!headless) {
    if (std::string e = ui::run_table_view(app, run); !e.empty()) return fail(1, localize_error(cat, settings.lang, e));
    return 0;
  }
  // Headless: frames until the seat is first asked (the PNG), then, with --random-answers, each
  // request answered as a click would (TableController::answer) until the game is over.
  setenv("SDL_VIDEODRIVER", "offscreen", 0);
  std::string err;
  auto window = ui::Window::open(run.width, run.height, true, err);
  if (!window) return fail(1, localize_error(cat, settings.lang, err));
  window->set_draw_only_when_saved(true);
  app.settings().pace = 0;
  const bool random_answers = a.has("random-answers");
  const std::string end_png = run.screenshot.substr(0, run.screenshot.size() - 4) + "-end.png";
  const auto start = std::chrono::steady_clock::now();
  auto now_s = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  auto shot = [&](const std::string& path) {
    ui::settle_frames(app, *window, 4);
    if (std::string e = window->save_png(path); !e.empty()) return fail(1, localize_error(cat, settings.lang, e));
    return 0;
  };
  bool first_taken = false;
  std::string last_status;
  while (now_s() < 600) {
    window->pump();
    app.frame(*window, now_s());
    ui::TableController& g = *app.game();
    if (app.status() != last_status && !(last_status = app.status()).empty())
      std::printf("%s\n", last_status.c_str()), std::fflush(stdout);  // a refusal, or the seat lost
    if (g.remote_lost().is_object()) return fail(1, last_status);
    if (g.over()) {
      if (int rc = shot(first_taken ? end_png : run.screenshot)) return rc;
      std::printf("%s\n", say("ui.game_over").c_str());
      return 0;
    }
    if (g.human_to_act() >= 0) {
      if (!first_taken) {
        if (int rc = shot(run.screenshot)) return rc;
        first_taken = true;
        if (!random_answers) return 0;  // the seat stays this token's on the host
      }
      const Value choice = random_answer(g.public_request(), rng);
      if (std::string why = g.answer(choice); !why.empty()) std::printf("%s\n", why.c_str());
      continue;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return fail(1, say("ui.join.unreachable", Value{{"address", address}}));
}

}  // namespace rt
