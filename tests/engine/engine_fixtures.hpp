// engine_fixtures.hpp: helpers shared by the engine tests that run the fixture games in
// tests/engine/fixtures/scripts.
#pragma once
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "lua/catalog.hpp"
#include "lua/session.hpp"
#include "test_support.hpp"

namespace rt::test {

// $ROUNDTABLE_TEST_DATA/engine/fixtures/scripts (tests/ from the source root by default); if
// that is not there (another working directory, or an environment that was not passed on),
// the folder beside this header.
inline std::string fixture_scripts_dir() {
  const std::filesystem::path from_data = std::filesystem::path(test_data_dir()) / "engine/fixtures/scripts";
  std::error_code ec;
  if (std::filesystem::is_directory(from_data, ec)) return from_data.string();
  return (std::filesystem::path(__FILE__).parent_path() / "fixtures/scripts").string();
}

// The fixture folder holds games that are broken on purpose; their problems are checked by
// Sandbox.LoadProblemsAreExactlyTheBrokenFixtures, so other tests ignore them.
inline std::unique_ptr<Catalog> fixture_catalog(Vm::Limits limits = {}, std::vector<std::string>* problems = nullptr) {
  auto c = std::make_unique<Catalog>(limits);
  auto p = c->load(fixture_scripts_dir());
  if (problems) *problems = std::move(p);
  return c;
}

inline Setup fixture_setup(const std::string& game, int players = 3, uint64_t seed = 1,
                           Value options = Value::object()) {
  return make_setup(game, players, seed, std::move(options));
}

// Starts a session that must start.
inline std::unique_ptr<Session> must_start(Catalog& c, const Setup& s) {
  std::string error;
  auto session = Session::start(c, s, error);
  EXPECT_TRUE(session) << "could not start " << s.game << ": " << error;
  return session;
}

}  // namespace rt::test
