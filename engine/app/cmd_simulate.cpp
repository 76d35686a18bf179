// cmd_simulate.cpp: `roundtable simulate --game G --players N --games K [--seed S]
// [--bots random|NAME|SEATS=NAME,..|SIDE=NAME,..] [--option k=v]... [--threads T] [--json]
// [--csv FILE]`: bots play K games on T threads (the lab, engine/lab/simulation.hpp); prints win
// rates by side, by end reason and by role with 95% confidence intervals, and games per second.
#include <cstdio>
#include <fstream>

#include "commands.hpp"
#include "common.hpp"
#include "lab_cli.hpp"
#include "text.hpp"

namespace rt {

int cmd_simulate(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2, lab_flags({{"csv", true}}), "simulate", err);
  if (!a) return fail(2, err);
  lab::SimSetup setup;
  lab::RunSettings run;
  if (!lab_setup_from_flags(*a, "simulate", setup, run, err)) return fail(2, err);
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, "no game could be loaded");
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  lab::SimResult r;
  if (int code = run_lab(cat, setup, run, "", r); code != 0) return code;
  if (auto csv = a->get("csv")) {
    std::ofstream f(*csv);
    f << lab_csv(r);
    if (!f) return fail(1, "--csv: cannot write '" + *csv + "'");
  }
  if (a->has("json")) {
    std::printf("%s\n", r.to_json().dump(2).c_str());
    return 0;
  }
  print_lab_text(cat, setup.lang, r);
  return 0;
}

}  // namespace rt
