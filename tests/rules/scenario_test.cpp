// scenario_test.cpp: runs every scenario file under tests/rules/<game>/*.json. A scenario is a
// record (the rulebook's example or an edge case, played answer by answer) and what must hold
// once it is replayed: the public log, counters, each seat's knowledge, the pending decision,
// the end; and answers that must then be refused without changing anything.
// The format is described in tests/rules/README.md.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> scenario_files() {
  std::vector<std::string> out;
  for (auto& e : fs::recursive_directory_iterator(test_data_dir() + "/rules"))
    if (e.path().extension() == ".json") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// Every key of `expected` is in `actual` with a matching value (objects recursively; arrays and
// scalars exactly).
bool matches(const Value& expected, const Value& actual) {
  if (expected.is_object()) {
    if (!actual.is_object()) return false;
    for (auto it = expected.begin(); it != expected.end(); ++it)
      if (!actual.contains(it.key()) || !matches(it.value(), actual[it.key()])) return false;
    return true;
  }
  return expected == actual;
}

// Checks the expectations `ex` (the "expect" object of tests/rules/README.md, or a checkpoint) on
// a replayed game.
void check(const Value& ex, const Session& s, const Record& record) {
  const Value pub = s.view(kSpectator);

  if (ex.contains("over")) { EXPECT_EQ(s.over(), ex["over"].get<bool>()); }
  if (ex.contains("winner")) { EXPECT_EQ(s.outcome().winner, ex["winner"].get<std::string>()); }
  if (ex.contains("reason")) { EXPECT_EQ(s.outcome().reason, ex["reason"].get<std::string>()); }
  if (ex.contains("counters")) { EXPECT_TRUE(matches(ex["counters"], pub["counters"])) << pub["counters"].dump(); }

  // The expected public log entries appear in this order (other entries may come between).
  if (ex.contains("log")) {
    size_t at = 0;
    for (const auto& want : ex["log"]) {
      while (at < pub["log"].size() && !matches(want, pub["log"][at])) ++at;
      ASSERT_LT(at, pub["log"].size()) << "public log lacks " << want.dump() << "\nlog: " << pub["log"].dump(1);
      ++at;
    }
  }
  if (ex.contains("no_log")) {
    for (const auto& key : ex["no_log"])
      for (const auto& l : pub["log"]) EXPECT_NE(l["key"], key) << "unexpected log entry " << l.dump();
  }
  if (ex.contains("knowledge"))
    for (auto it = ex["knowledge"].begin(); it != ex["knowledge"].end(); ++it) {
      const int seat = std::stoi(it.key()) - 1;
      EXPECT_EQ(s.view(seat)["knowledge"], it.value()) << "knowledge of seat " << it.key();
    }
  if (ex.contains("waiting_for")) { EXPECT_EQ(pub["waiting_for"], ex["waiting_for"]); }
  if (ex.contains("decision")) {
    const int seat = ex["decision"]["seat"].get<int>() - 1;
    EXPECT_TRUE(matches(ex["decision"], s.view(seat)["decision"])) << s.view(seat)["decision"].dump();
  }
  if (ex.value("public_roles", false)) {
    int shown = 0;
    for (const auto& e : pub["entities"])
      if (e["props"].contains("role")) ++shown;
    EXPECT_EQ(shown, static_cast<int>(record.setup.players.size())) << "every character is revealed at the end";
  }
  if (ex.contains("hidden_roles") && ex["hidden_roles"].get<bool>()) {
    for (const auto& e : pub["entities"]) EXPECT_FALSE(e["props"].contains("role")) << e.dump();
  }

  // Zones as the public sees them: how many entities, and (when given) each entity's visible
  // property values in zone order, e.g. {"discard": {"count": 3}, "board": {"props": {"card": ["a", "b"]}}}.
  if (ex.contains("zones"))
    for (auto it = ex["zones"].begin(); it != ex["zones"].end(); ++it) {
      const Value* zone = nullptr;
      for (const auto& z : pub["zones"])
        if (z["id"] == it.key()) zone = &z;
      ASSERT_NE(zone, nullptr) << "no zone " << it.key();
      if (it.value().contains("count")) { EXPECT_EQ((*zone)["count"], it.value()["count"]) << "zone " << it.key(); }
      if (it.value().contains("props"))
        for (auto p = it.value()["props"].begin(); p != it.value()["props"].end(); ++p) {
          Value seen = Value::array();
          for (const auto& id : zone->value("entities", Value::array()))
            for (const auto& e : pub["entities"])
              if (e["id"] == id) seen.push_back(e["props"].value(p.key(), Value()));
          EXPECT_EQ(seen, p.value()) << "zone " << it.key() << ", property " << p.key();
        }
    }
}

class Scenario : public ::testing::TestWithParam<std::string> {};

TEST_P(Scenario, Holds) {
  const std::string path = GetParam();
  std::ifstream in(path);
  Value sc = Value::parse(in);
  SCOPED_TRACE(sc.value("title", path));
  std::string err;
  auto record = parse_record(sc["record"].dump(), path, err);
  ASSERT_TRUE(record) << err;
  const Value& ex = sc["expect"];
  auto s = Session::replay(builtin_catalog(), *record, path, err);
  if (ex.contains("setup_error_contains")) {  // a setup the rules must refuse, in one line
    ASSERT_FALSE(s) << "the setup was accepted";
    EXPECT_NE(err.find(ex["setup_error_contains"].get<std::string>()), std::string::npos) << "error was: " << err;
    EXPECT_EQ(err.find('\n'), std::string::npos) << err;
    return;
  }
  ASSERT_TRUE(s) << err;
  check(ex, *s, *record);
  if (!ex.value("unused_draws_allowed", false)) {
    const auto unused = s->unused_draws();
    EXPECT_TRUE(unused.empty()) << "fixed draws the rules never took: " << (unused.empty() ? "" : unused[0]);
  }

  // Checkpoints: the same expectations, on the game after only the first `after` answers.
  for (const auto& cp : sc.value("checkpoints", Value::array())) {
    const size_t after = cp["after"].get<size_t>();
    SCOPED_TRACE("checkpoint after " + std::to_string(after) + " answers: " + cp.value("note", std::string()));
    ASSERT_LE(after, record->decisions.size());
    Record part = *record;
    part.decisions.resize(after);
    auto at = Session::replay(builtin_catalog(), part, path, err);
    ASSERT_TRUE(at) << err;
    check(cp, *at, part);
  }

  for (const auto& r : sc.value("refused", Value::array())) {
    const Value before = s->view(kOmniscient);
    const size_t n = s->record().decisions.size();
    std::string why = s->answer(r["seat"].get<int>() - 1, r["answer"]);
    EXPECT_NE(why, "") << "accepted: " << r.dump();
    EXPECT_NE(why.find(r.value("error_contains", "")), std::string::npos) << "error was: " << why;
    EXPECT_EQ(s->view(kOmniscient), before);
    EXPECT_EQ(s->record().decisions.size(), n);
  }
}

INSTANTIATE_TEST_SUITE_P(Rulebook, Scenario, ::testing::ValuesIn(scenario_files()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = fs::path(info.param).parent_path().filename().string() + "_" +
                                              fs::path(info.param).stem().string();
                           for (char& c : name)
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
}  // namespace rt::test
