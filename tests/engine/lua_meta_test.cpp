// lua_meta_test.cpp: docs/api/roundtable.lua (the Lua Language Server's annotations of the API)
// is Lua, and declares exactly the methods a game's `g` has (the host's registration table in
// engine/lua/wrap_game.cpp and the prelude's helpers) and docs/lua-api.md documents: an editor's
// completion never offers a method that is not there, nor misses one that is.
#include <gtest/gtest.h>

#include <lua.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string source(const std::string& path) {
  std::ifstream in(std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../" + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::set<std::string> matches(const std::string& text, const std::string& pattern) {
  std::set<std::string> out;
  const std::regex re(pattern);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it) out.insert((*it)[1]);
  return out;
}

TEST(LuaMeta, TheAnnotationFileIsLua) {
  lua_State* L = luaL_newstate();
  const std::string path = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../docs/api/roundtable.lua";
  EXPECT_EQ(luaL_loadfile(L, path.c_str()), LUA_OK) << lua_tostring(L, -1);
  lua_close(L);
}

TEST(LuaMeta, EveryMethodOfGIsDeclaredAndDocumented) {
  std::set<std::string> host = matches(source("engine/lua/wrap_game.cpp"), R"re(\{"([a-z_]+)", guarded<)re");
  for (const std::string& m : matches(source("engine/lua/prelude.lua"), R"(function M:([a-z_]+)\()")) host.insert(m);
  ASSERT_GT(host.size(), 20u) << "the host's method list was not found";
  const std::set<std::string> declared = matches(source("docs/api/roundtable.lua"), R"(function G:([a-z_]+)\()");
  // `g:name(...)` or `g:decide{...}`; the prose's own `g:method(...)` names no method.
  std::set<std::string> documented = matches(source("docs/lua-api.md"), R"(`g:([a-z_]+)[({])");
  documented.erase("method");
  EXPECT_EQ(declared, host) << "docs/api/roundtable.lua against the host";
  EXPECT_EQ(documented, host) << "docs/lua-api.md against the host";
}

}  // namespace
