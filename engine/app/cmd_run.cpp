// cmd_run.cpp: `roundtable run RECORD [--json] [--view SEAT] [--lang L]`: replays a record
// headless and prints where the game stands (or one seat's view).
#include <cstdio>

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
  if (!s) return fail(1, err);

  Value view = s->view(seat);
  if (a->has("json")) {
    view["decisions_applied"] = record->decisions.size();
    std::printf("%s\n", view.dump(2).c_str());
    return 0;
  }
  TextContext t(cat, language_from(*a), view);
  std::printf("%s: %s, %zu players, seed %llu, %zu decisions\n", path.c_str(), t.tr(s->game().title).c_str(),
              record->setup.players.size(), static_cast<unsigned long long>(record->setup.seed),
              record->decisions.size());
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
  return 0;
}

}  // namespace rt
