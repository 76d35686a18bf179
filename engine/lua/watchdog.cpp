// watchdog.cpp: the thread that stops host calls running past their CPU-time allowance (how and
// why: watchdog.hpp). It only reads each watched Vm's CallWatch and sends a signal; the arming
// itself happens on the Vm's own thread (Vm::arm_from_signal), so no Lua state is ever touched
// from another thread.
#include "watchdog.hpp"

#include "vm.hpp"

#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define RT_RUNNING_ON_VALGRIND (RUNNING_ON_VALGRIND != 0)
#else
#define RT_RUNNING_ON_VALGRIND false
#endif

namespace rt::watchdog {
namespace {

// Under valgrind (bench/count-instructions runs callgrind) code runs some 50 times slower: the
// allowances grow by this much, so that a measurement never stops a call a real run finishes.
constexpr double kValgrindSlowdown = 100;

// A profiling Vm (Vm::Limits::profile, ROUNDTABLE_LUA_PROFILE) runs its scripts' Lua slower: a
// hook at every instruction reads the Lua stack (lua_profile.hpp). Measured: a heuristic bot game
// about 5 times, a tight arithmetic loop about 20 times (more deep in calls). Its allowance grows
// by this much, so that turning the profiler on does not stop a call that ends within its
// allowance without it (a runaway is still stopped, this much later).
constexpr double kProfilingSlowdown = 50;

struct State {
  std::mutex mutex;
  std::vector<Vm*> vms;
  bool started = false;
  double slowdown = 1;
};

// Never freed: the detached thread may still look at it while the process exits.
State* g_state = new State();

int signal_number() { return SIGRTMIN + 4; }

// Runs on the thread the signal was sent to: the one running the Vm's host call.
// Only the Vm in a host call on this thread now (Vm::running_here): never one that has gone.
void on_signal(int, siginfo_t* info, void*) {
  Vm* vm = static_cast<Vm*>(info->si_value.sival_ptr);
  if (vm == Vm::running_here) vm->arm_from_signal();
}

long long cpu_ns(pthread_t thread) {
  clockid_t clock;
  timespec ts;
  if (pthread_getcpuclockid(thread, &clock) != 0 || clock_gettime(clock, &ts) != 0) return -1;
  return static_cast<long long>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

// One look at every watched Vm. A call is timed from the first look that sees it (so it may run
// up to one tick longer than its allowance); a call past its allowance is signalled at every look
// until it ends.
void look(State& s) {
  std::lock_guard lock(s.mutex);
  for (Vm* vm : s.vms) {
    Vm::CallWatch& w = vm->call_watch();
    if (w.depth.load(std::memory_order_acquire) == 0) {
      w.seen_serial = ~0ul;
      continue;
    }
    const unsigned long serial = w.serial.load(std::memory_order_acquire);
    const pthread_t thread = w.thread.load(std::memory_order_acquire);
    const long long now = cpu_ns(thread);
    if (now < 0) continue;
    if (serial != w.seen_serial) {
      w.seen_serial = serial;
      w.seen_cpu_ns = now;
      continue;
    }
    const double profiling = vm->profile() ? kProfilingSlowdown : 1;
    const double allowance_ns = vm->limits().seconds_per_call * s.slowdown * profiling * 1e9;
    if (static_cast<double>(now - w.seen_cpu_ns) > allowance_ns) {
      w.overran.store(serial, std::memory_order_release);
      sigval value;
      value.sival_ptr = vm;
      pthread_sigqueue(thread, signal_number(), value);
    }
  }
}

void run(State* s) {
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(kTickMs));
    look(*s);
  }
}

// A child made by fork() has no watchdog thread (only the thread that forked goes on), and the
// parent's may have held the mutex: the child starts afresh, keeping the list of its Vms, and
// its next new Vm starts the thread again.
void after_fork_in_child() {
  State* fresh = new State();
  fresh->vms = g_state->vms;
  g_state = fresh;
}

void start(State& s) {
  struct sigaction action = {};
  action.sa_sigaction = &on_signal;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(signal_number(), &action, nullptr);
  static bool fork_handler = (pthread_atfork(nullptr, nullptr, &after_fork_in_child), true);
  (void)fork_handler;
  s.slowdown = RT_RUNNING_ON_VALGRIND ? kValgrindSlowdown : 1;
  std::thread(run, &s).detach();
  s.started = true;
}

}  // namespace

void watch(Vm* vm) {
  State& s = *g_state;
  std::lock_guard lock(s.mutex);
  if (!s.started) start(s);
  s.vms.push_back(vm);
}

void unwatch(Vm* vm) {
  State& s = *g_state;
  std::lock_guard lock(s.mutex);
  s.vms.erase(std::remove(s.vms.begin(), s.vms.end(), vm), s.vms.end());
}

}  // namespace rt::watchdog
