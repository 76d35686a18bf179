// bot_script.hpp: runs a built-in bot script (e.g. "avalon/bots/heuristic") on a hand-made view,
// as lua_bot.cpp would (view, view.decision, a generator of this seed; no public analysis), for the
// bots' own tests.
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "bots/bot.hpp"
#include "lua/lua_value.hpp"
#include "test_support.hpp"

namespace rt::test {

inline Value run_bot_script(const std::string& script, const Value& view, uint64_t seed = 1) {
  Vm& vm = builtin_catalog().vm();
  lua_State* L = vm.L();
  std::string error;
  if (!vm.use(script, error)) {  // (nothing pushed: calling on would call what lies below)
    ADD_FAILURE() << error;
    return Value();
  }
  if (lua_istable(L, -1)) {  // {decide = ..., public = ...}: its decide, handed no public analysis
    lua_getfield(L, -1, "decide");
    lua_remove(L, -2);
  }
  push_value(L, view);
  push_value(L, view["decision"]);
  push_bot_rng(L, seed);
  Value out;
  if (vm.call(L, 3, 1, error) != LUA_OK) {
    ADD_FAILURE() << error;
    return out;
  }
  EXPECT_TRUE(to_value(L, -1, out, error)) << error;
  lua_pop(L, 1);
  return out;
}

}  // namespace rt::test
