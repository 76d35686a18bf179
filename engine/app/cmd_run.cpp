// cmd_run.cpp: `roundtable run RECORD [--json] [--view SEAT] [--lang L]`: replays a record
// headless and prints where the game stands (or one seat's view); a record with an answer the rules
// refuse prints the refusal, the rule that refuses it when the rules name one (g:decide's `rule`,
// in the chosen language), and the game as it stood before that answer, and exits 1.
#include <cstdio>
#include <memory>

#include "../lua/session.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"

namespace rt {

int cmd_run(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2, {{"json", false}, {"view", true}, {"lang", true}}, "run", err);
  if (!a) return fail(2, err);
  if (a->positional.size() != 1) return fail(2, "run expects one RECORD file (see roundtable help)");
  const std::string path = a->positional[0];
  std::string text;
  if (!read_file(path, text, err)) return fail(1, err);
  auto record = parse_record(text, path, err);
  if (!record) return fail(1, err);
  int seat = kOmniscient;
  if (auto v = a->get("view")) {
    long long n;
    if (!parse_int(*v, 1, static_cast<long long>(record->setup.players.size()), n))
      return fail(2, "--view: expected a seat 1.." + std::to_string(record->setup.players.size()) + ", got '" + *v + "'");
    seat = static_cast<int>(n - 1);
  }
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, "no game could be loaded");
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  auto s = Session::replay(cat, *record, path, err);
  // A record whose answer the rules refuse: the state before that answer is shown with the
  // refusal (the longest prefix that replays; a refused answer refuses every longer prefix).
  std::string refusal;
  Value refused;  // the refused answer's Refusal as data ({"kind", "key", "args", "text"})
  size_t applied = record->decisions.size();
  if (!s) {
    refusal = err;
    Record prefix = *record;
    auto replays = [&](size_t n) {
      prefix.decisions.assign(record->decisions.begin(), record->decisions.begin() + long(n));
      std::string ignored;
      return Session::replay(cat, prefix, path, ignored);
    };
    size_t good = 0, bad = record->decisions.size();  // replays with `good` answers; not with `bad`
    while (bad - good > 1) {
      const size_t mid = good + (bad - good) / 2;
      (replays(mid) ? good : bad) = mid;
    }
    std::unique_ptr<Session> best = replays(good);
    if (!best) return fail(1, refusal);  // the setup itself is refused: nothing to show
    const RecordedAnswer& next = record->decisions[good];
    if (Refusal r = best->submit(next.seat, next.answer)) refused = r.to_value();  // refused again: nothing changes
    s = std::move(best);
    applied = good;
  }
  // The rule that refuses the answer, in the chosen language ("" when the rules name none).
  std::string rule;
  if (refused.is_object() && refused["args"].contains("rule"))
    rule = cat.format(language_from(*a), "ui.refused_by_rule",
                      Value{{"rule", s->rule_text(language_from(*a), refused["args"]["rule"])}}, {});

  Value view = s->view(seat);
  if (a->has("json")) {
    view["decisions_applied"] = applied;
    if (!refusal.empty()) {
      view = Value{{"error", refusal}, {"refused_answer", applied + 1}, {"view", view}};
      if (!refused.is_null()) view["refusal"] = refused;
      if (!rule.empty()) view["rule"] = rule;
    }
    std::printf("%s\n", view.dump(2).c_str());
    return refusal.empty() ? 0 : 1;
  }
  TextContext t(cat, language_from(*a), view);
  if (!refusal.empty()) std::fprintf(stderr, "roundtable: %s\n", localize_error(cat, language_from(*a), refusal).c_str());
  if (!rule.empty()) std::fprintf(stderr, "roundtable: %s\n", rule.c_str());
  std::printf("%s: %s\n", path.c_str(),
              t.format("ui.run.header", Value{{"game", t.tr(s->game().title)},
                                              {"players", record->setup.players.size()},
                                              {"seed", std::to_string(record->setup.seed)},
                                              {"decisions", applied}}).c_str());
  for (auto& l : counter_lines(t, view)) std::printf("%s\n", l.c_str());
  if (seat >= 0)
    for (auto& l : private_lines(t, view)) std::printf("%s\n", l.c_str());
  std::printf("%s\n", t.tr("ui.log").c_str());
  for (auto& l : log_lines(t, view)) std::printf("  %s\n", l.c_str());
  if (s->over()) {
    std::printf("%s %s\n", t.tr("ui.game_over").c_str(), outcome_line(t, view).c_str());
  } else {
    std::printf("%s\n", t.format("ui.waiting_for", Value{{"seats", view["waiting_for"]}}).c_str());
  }
  return refusal.empty() ? 0 : 1;
}

}  // namespace rt
