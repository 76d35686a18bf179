// cmd_join.cpp: `roundtable join ADDRESS [--seat N] [--name NAME] [--lang L] [--random-answers]`:
// plays a seat of a game hosted by another roundtable (`play --phones`) over the network, in the
// terminal: it joins the seat, long-polls the seat's envelope (docs/network.md) and shows what
// that seat's view holds (its cards and knowledge, the table, the new log lines, its decision),
// and posts the answers typed. It gets exactly what a phone gets. --random-answers answers each
// request with a random legal choice read from the request (a stand-in player, for tests).
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>
#include <sstream>
#include <thread>

#include "../bots/bot.hpp"
#include "../core/rng.hpp"
#include "../net/remote_seat.hpp"
#include "args.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"
#include "typed_choice.hpp"

namespace rt {

namespace {

// A refusal (rules' or network's) in the player's language.
std::string refusal_text(const Catalog& cat, const std::string& lang, const Value& refusal, const std::vector<std::string>& names) {
  if (!refusal.is_object()) return "";
  const std::string key = refusal.value("key", "");
  if (!key.empty() && cat.has_text(lang, key)) return cat.format(lang, key, refusal.value("args", Value::object()), names);
  return refusal.value("text", key);
}

}  // namespace

int cmd_join(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2,
                      {{"tty", false}, {"seat", true}, {"name", true}, {"lang", true}, {"random-answers", false}, {"seed", true}},
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
    if (astatus == 401) return fail(1, say("ui.join.lost_seat", Value{{"why", refusal_text(cat, lang, abody["refusal"], t.names)}}));
    if (astatus == 400 || astatus == 409)
      std::printf("%s\n", t.format("ui.invalid", Value{{"why", refusal_text(cat, lang, abody["refusal"], t.names)}}).c_str());
    std::fflush(stdout);
  }
}

}  // namespace rt
