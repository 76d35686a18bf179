// ui_bench.cpp: what the table view costs. Headless (SDL offscreen, software renderer).
//   UiFrame/TenSeats500Log: one frame of the live table at ten seats with a 500-line log; the
//     time is the UI's own work (input, ImGui build up to ImGui::Render), not rasterising.
//   UiFrameWithSoftwareRaster: the same frame including SDL's software rasteriser, for scale.
//   UiFirstFrame: from loading the scripts to the first finished frame (fonts included).
// Run: build/release/bench/ui_bench
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>

#include "app/text.hpp"
#include "ui/app.hpp"
#include "ui/window.hpp"

namespace {

using namespace rt;
using Clock = std::chrono::steady_clock;

struct Table {
  Catalog cat;
  std::unique_ptr<ui::Window> window;
  std::unique_ptr<ui::App> app;
  double t = 0;
  Table() {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("XDG_DATA_HOME", "/tmp/roundtable-bench", 1);
    load_catalog(cat);
    std::string err;
    window = ui::Window::open(1920, 1080, true, err);
    ui::Settings s;
    s.lang = "en";
    s.pace = 0;
    app = std::make_unique<ui::App>(cat, s, false);
    Setup setup;
    setup.game = "resistance";
    for (int i = 1; i <= 10; ++i) setup.players.push_back("Player " + std::to_string(i));
    std::vector<bool> bots(10, true);
    bots[0] = false;
    for (bool b : bots) setup.controllers.push_back(b ? "bot" : "human");
    setup.seed = 1;
    app->start_game(setup, bots);
    frame();  // the bots play up to the human's first decision
    // A long game's log: the entries so far, repeated to 500 lines.
    auto& log = app->game()->session().mutable_state().log;
    const size_t n = log.size();
    while (log.size() < 500) log.push_back(log[log.size() % n]);
  }
  void frame() {
    window->pump();
    app->frame(*window, t += 1.0 / 60);
  }
};

void UiFrame_TenSeats500Log(benchmark::State& state) {
  Table table;
  table.app->game()->hide();  // a new view is built (with the longer log)...
  table.frame();
  table.app->game()->dismiss_curtain();  // ...and the seat is back at the screen
  for (int i = 0; i < 3; ++i) table.frame();
  for (auto _ : state) {
    table.frame();
    state.SetIterationTime(table.window->last_build_ms() / 1000.0);
  }
  state.counters["log_lines"] = double(table.app->game()->view()["log"].size());
}
BENCHMARK(UiFrame_TenSeats500Log)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(1.0);

void UiFrameWithSoftwareRaster(benchmark::State& state) {
  Table table;
  for (auto _ : state) table.frame();
}
BENCHMARK(UiFrameWithSoftwareRaster)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void UiFirstFrame(benchmark::State& state) {
  for (auto _ : state) {
    const auto start = Clock::now();
    {
      Catalog cat;
      setenv("SDL_VIDEODRIVER", "offscreen", 1);
      load_catalog(cat);
      std::string err;
      auto window = ui::Window::open(1280, 720, true, err);
      ui::Settings s;
      s.lang = "en";
      ui::App app(cat, s, false);
      window->pump();
      app.frame(*window, 0);
      state.SetIterationTime(std::chrono::duration<double>(Clock::now() - start).count());
    }
  }
}
BENCHMARK(UiFirstFrame)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace

BENCHMARK_MAIN();
