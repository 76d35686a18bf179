// watchdog.hpp: the clock of the scripts' budget. While scripts behave, no Lua hook is set (the
// interpreter calls none: a count hook alone made Lua call luaG_traceexec on every instruction).
// One thread per process looks every few milliseconds at each Vm that is running a host call;
// when a call has used more CPU time than its allowance (Vm::Limits::seconds_per_call), it sends
// the Vm's thread a signal, whose handler arms a count hook on the Lua thread running the script
// (lua_sethook, which Lua documents as safe to call from a signal); the hook then stops the
// script with the budget error. A Vm with Limits::counted is never watched (its count hook
// counts every instruction, as before).
#pragma once

namespace rt {

class Vm;

namespace watchdog {

// From a watched Vm's constructor and destructor (the destructor's call comes before lua_close).
void watch(Vm* vm);
void unwatch(Vm* vm);

// How many milliseconds apart the watchdog looks (a stop comes at most this late, plus the
// time the Vm's thread takes to reach its next Lua instruction).
constexpr int kTickMs = 10;

}  // namespace watchdog
}  // namespace rt
