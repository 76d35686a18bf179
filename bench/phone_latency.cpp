// phone_latency.cpp: how long an answer given on a phone takes to show on the shared screen, on
// loopback. The real table view (App, headless through SDL's offscreen driver) hosts an Avalon
// game whose five seats are played from phones; its loop sleeps in SDL_WaitEventTimeout and wakes
// on the SDL user event the server's thread pushes on each answer (as run_table_view does), and
// draws a frame. One client thread plays the phones over HTTP: for
// each answer it notes the time, POSTs /api/answer, and the latency is the time until the end of
// the first frame whose session holds that answer (the frame that shows it). Target: under 50 ms.
// The figure is split in two: from the POST to the start of that frame (HTTP, the hub, the loop
// woken) and the frame itself (the driver taking the answer, the UI built and rasterised), and
// the frame's CPU time (the main thread's, CLOCK_THREAD_CPUTIME_ID): on a loaded machine the
// wall-clock frame is mostly waiting for a core, its CPU time is what a quiet one would take.
// Prints median, p90, p95 and max, and the load average before and after.
// Run: build/release/bench/phone_latency [games (default 5)]
#include <SDL.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <time.h>

#include "app/text.hpp"
#include "bots/bot.hpp"
#include "core/rng.hpp"
#include "net/phone_host.hpp"
#include "ui/app.hpp"
#include "ui/window.hpp"

namespace {

using namespace rt;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five;
  in >> one >> five;
  return one + " (1 min), " + five + " (5 min)";
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const std::string load_before = load_average();
  setenv("SDL_VIDEODRIVER", "offscreen", 1);
  setenv("XDG_DATA_HOME", "/tmp/roundtable-bench", 1);
  Catalog cat;
  load_catalog(cat);
  std::string err;
  auto window = ui::Window::open(1280, 720, true, err);
  if (!window) return std::fprintf(stderr, "no window: %s\n", err.c_str()), 1;
  std::vector<double> ms, wake_ms, frame_ms, frame_cpu_ms;
  for (int game = 0; game < games; ++game) {
    ui::Settings settings;
    settings.lang = "en";
    settings.pace = 0;
    ui::App app(cat, settings, false);
    net::ServerOptions o;
    o.port = 0;
    o.bind = "127.0.0.1";
    o.answer_wait = 0ms;
    if (std::string e = app.enable_phones(o); !e.empty()) return std::fprintf(stderr, "%s\n", e.c_str()), 1;
    const int port = app.phones()->server().port();
    double t = 0;
    auto frame = [&] {
      window->pump();
      app.frame(*window, t += 1.0 / 60);
    };
    frame();
    for (size_t i = 0; i < app.draft().bots.size(); ++i) app.draft().bots[i] = false;
    frame();
    httplib::Client cli("127.0.0.1", port);
    std::vector<std::string> tokens;
    for (int s = 1; s <= 5; ++s) {
      auto j = cli.Post("/api/join", Value{{"seat", s}, {"name", "P" + std::to_string(s)}}.dump(), "application/json");
      if (!j || j->status != 200) return std::fprintf(stderr, "join failed\n"), 1;
      tokens.push_back(Value::parse(j->body)["token"]);
    }
    frame();
    Setup setup;
    setup.game = "avalon";
    setup.players = {"P1", "P2", "P3", "P4", "P5"};
    setup.controllers.assign(5, "human");
    setup.seed = 100 + static_cast<uint64_t>(game);
    if (std::string e = app.start_game(setup, std::vector<bool>(5, false)); !e.empty())
      return std::fprintf(stderr, "%s\n", e.c_str()), 1;
    // The shared screen: wakes on network activity, draws a frame, notes what it showed and when.
    std::atomic<size_t> shown{0};
    std::atomic<int64_t> shown_at{0}, frame_began{0};
    std::atomic<double> shown_cpu{0};
    std::atomic<bool> over{false};
    std::thread phones([&] {
      httplib::Client c("127.0.0.1", port);
      Rng rng(static_cast<uint64_t>(game) + 1);
      while (!over) {
        bool answered = false;
        for (int s = 0; s < 5 && !over; ++s) {
          const httplib::Headers auth = {{"Authorization", "Bearer " + tokens[s]}};
          auto r = c.Get("/api/view?since=0", auth);
          if (!r || r->status != 200) continue;
          const Value env = Value::parse(r->body, nullptr, false);
          const Value& d = env["view"]["decision"];
          if (!d.is_object() || d["answered"] != false || env["queued"] != false) continue;
          const size_t before = shown.load();
          const Value body = {{"version", env["version"]}, {"answer", random_answer(d, rng)}};
          const auto t0 = Clock::now();
          auto a = c.Post("/api/answer", auth, body.dump(), "application/json");
          if (!a || a->status != 202) continue;  // refused by the rules: try again
          while (shown.load() == before && !over && Clock::now() - t0 < 2s) std::this_thread::yield();
          if (shown.load() != before) {
            const auto end = Clock::time_point(Clock::duration(shown_at.load()));
            const auto began = Clock::time_point(Clock::duration(frame_began.load()));
            ms.push_back(std::chrono::duration<double, std::milli>(end - t0).count());
            wake_ms.push_back(std::chrono::duration<double, std::milli>(began - t0).count());
            frame_ms.push_back(std::chrono::duration<double, std::milli>(end - began).count());
            frame_cpu_ms.push_back(shown_cpu.load());
          }
          answered = true;
        }
        if (!answered) std::this_thread::sleep_for(1ms);
      }
    });
    // As run_table_view: the server's thread pushes an SDL user event on every join and answer,
    // and the loop sleeps in SDL_WaitEventTimeout until one comes.
    app.phones()->hub().set_wakeup([] {
      SDL_Event e{};
      e.type = SDL_USEREVENT;
      SDL_PushEvent(&e);
    });
    for (int guard = 0; guard < 100000 && !app.game()->session().over(); ++guard) {
      SDL_WaitEventTimeout(nullptr, 50);
      const auto began = Clock::now();
      const double cpu0 = thread_cpu_ms();
      frame();
      const size_t n = app.game()->session().record().decisions.size();
      if (n != shown.load()) {
        shown_cpu = thread_cpu_ms() - cpu0;
        frame_began = began.time_since_epoch().count();
        shown_at = Clock::now().time_since_epoch().count();
        shown = n;
      }
    }
    over = true;
    phones.join();
  }
  if (ms.empty()) return std::fprintf(stderr, "no answers measured\n"), 1;
  auto report = [&](const char* what, std::vector<double> v) {
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return v[std::min(v.size() - 1, static_cast<size_t>(q * v.size()))]; };
    std::printf("%s: median %.2f ms, p90 %.2f ms, p95 %.2f ms, max %.2f ms\n", what, at(0.5), at(0.9), at(0.95), v.back());
  };
  std::printf("loopback, %d games, %zu answers\n", games, ms.size());
  report("phone answer -> shared screen's frame", ms);
  report("  of which POST -> the frame starts (HTTP, hub, loop woken)", wake_ms);
  report("  of which the frame (answer taken, UI built and drawn)", frame_ms);
  report("  the frame's CPU time (main thread)", frame_cpu_ms);
  std::printf("load average before: %s; after: %s\n", load_before.c_str(), load_average().c_str());
  return 0;
}
