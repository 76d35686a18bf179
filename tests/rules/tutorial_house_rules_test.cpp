// tutorial_house_rules_test.cpp: docs/modding.md's first two house rules, applied as written. The
// test reads the tutorial's code blocks out of docs/modding.md ("House rule 1: a variant option",
// "House rule 2: a new role with a reveal"), puts each where the tutorial's words say (into a copy
// of scripts/: game.lua's options, its roles and deal, the book's hooks, a new role file, the
// English texts) and plays the result: the options and the role load, four rejected teams end
// the game with the option on (and not without it), and the tutorial's own Informant scenario
// ("Checking it") holds. When the tutorial or scripts/resistance change so that the snippets no
// longer fit, this fails and names the snippet: the tutorial cannot rot unnoticed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/record.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The fenced code blocks (```lua or ```json) of the part of `doc` from `from` to `to`.
std::vector<std::string> code_blocks(const std::string& doc, const std::string& from, const std::string& to,
                                     const std::string& lang) {
  std::vector<std::string> out;
  const size_t begin = doc.find(from), end = doc.find(to, begin == std::string::npos ? 0 : begin);
  if (begin == std::string::npos || end == std::string::npos) return out;
  const std::string fence = "```" + lang + "\n";
  for (size_t at = doc.find(fence, begin); at != std::string::npos && at < end; at = doc.find(fence, at)) {
    const size_t body = at + fence.size(), close = doc.find("\n```", body);
    if (close == std::string::npos) break;
    out.push_back(doc.substr(body, close + 1 - body));
    at = close + 4;
  }
  return out;
}

// Puts `text` after the line `anchor` of `file` (which must be there).
::testing::AssertionResult insert_after(std::string& file, const std::string& anchor, const std::string& text) {
  const size_t at = file.find(anchor + "\n");
  if (at == std::string::npos) return ::testing::AssertionFailure() << "no line '" << anchor << "' to put this after:\n" << text;
  file.insert(at + anchor.size() + 1, text);
  return ::testing::AssertionSuccess();
}

// The lines of a block, split at the tutorial's "..." lines.
std::vector<std::string> parts(const std::string& block) {
  std::vector<std::string> out(1);
  std::istringstream in(block);
  for (std::string line; std::getline(in, line);) {
    if (line == "...") out.emplace_back();
    else out.back() += line + "\n";
  }
  return out;
}

// A copy of scripts/ with the tutorial's two house rules applied as its words say.
class TutorialHouseRules : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::path(::testing::TempDir()) / "tutorial_house_rules";
    fs::remove_all(dir_);
    fs::copy(scripts_dir(), dir_, fs::copy_options::recursive);
  }
  void SetUp() override {
    doc_ = slurp(test_data_dir() + "/../docs/modding.md");
    ASSERT_FALSE(doc_.empty());
  }
  static inline fs::path dir_;
  std::string doc_;
};

TEST_F(TutorialHouseRules, AppliedAsWrittenTheyLoadAndPlay) {
  const auto rule1 = code_blocks(doc_, "## House rule 1: a variant option", "## House rule 2", "lua");
  const auto rule2 = code_blocks(doc_, "## House rule 2: a new role with a reveal", "## Checking it", "lua");
  ASSERT_EQ(rule1.size(), 3u) << "House rule 1: the option, the book's hook, the text";
  ASSERT_EQ(rule2.size(), 3u) << "House rule 2: the role's file, game.lua's edits, the texts";
  const fs::path game_file = dir_ / "resistance" / "game.lua", en_file = dir_ / "resistance" / "i18n" / "en.lua";
  std::string game = slurp(game_file), en = slurp(en_file);

  // House rule 1: "Declare the option in game.lua's options", "a hook of the game's book", "name
  // it in scripts/resistance/i18n/en.lua".
  ASSERT_TRUE(insert_after(game, "  options = {", rule1[0]));
  const size_t returned = game.find("\nreturn game {");
  ASSERT_NE(returned, std::string::npos);
  game.insert(returned + 1, rule1[1] + "\n");
  ASSERT_TRUE(insert_after(en, "return {", rule1[2]));

  // House rule 2: "Create scripts/resistance/roles/informant.lua", then in game.lua "add the
  // role to the list and to the deal, behind an option", and the texts.
  std::ofstream(dir_ / "resistance" / "roles" / "informant.lua") << rule2[0];
  const auto edits = parts(rule2[1]);
  ASSERT_EQ(edits.size(), 3u) << rule2[1];
  const size_t list = game.find("local roles = {\n");
  ASSERT_NE(list, std::string::npos) << "game.lua has no roles list";
  const size_t list_end = game.find("\n}\n", list);
  ASSERT_NE(list_end, std::string::npos);
  game.replace(list, list_end + 3 - list, edits[0]);
  const std::string deal_anchor = edits[1].substr(0, edits[1].find('\n'));
  ASSERT_TRUE(insert_after(game, deal_anchor, edits[1].substr(deal_anchor.size() + 1)))
      << "the tutorial's deal line is no longer game.lua's";
  ASSERT_TRUE(insert_after(game, "  options = {", edits[2]));
  ASSERT_TRUE(insert_after(en, "return {", rule2[2]));
  std::ofstream(game_file) << game;
  std::ofstream(en_file) << en;

  Catalog cat;
  const auto problems = cat.load(dir_.string());
  ASSERT_TRUE(problems.empty()) << problems[0] << "\n" << game;
  const GameInfo* g = cat.game("resistance");
  ASSERT_NE(g, nullptr);
  ASSERT_NE(g->option("four_rejections"), nullptr);
  ASSERT_NE(g->option("informant"), nullptr);
  EXPECT_TRUE(std::any_of(g->roles.begin(), g->roles.end(), [](const NamedInfo& r) { return r.id == "informant"; }));
  EXPECT_EQ(cat.text("en", "resistance.option.four_rejections"), "Four rejected teams give the spies the game");
  EXPECT_EQ(cat.text("en", "resistance.role.informant"), "Informant");

  // Four rejected teams: the spies win with the option on; without it the fifth Team is asked.
  for (const bool on : {true, false}) {
    std::string err;
    auto s = Session::start(cat, make_setup("resistance", 5, 3, Value{{"four_rejections", on}, {"informant", true}}), err);
    ASSERT_TRUE(s) << err;
    int proposals = 0;
    while (!s->over() && proposals < 5) {
      const int seat = s->next_to_answer();
      ASSERT_GE(seat, 0);
      const Value d = s->view(seat)["decision"];
      Value answer;
      if (d.value("kind", "") == "pick_seats") {
        if (++proposals == 5) break;
        answer = Value::array();
        for (int k = 1; k <= d["min"].get<int>(); ++k) answer.push_back(k);
      } else {
        answer = "reject";
      }
      const Refusal why = s->submit(seat, answer);
      ASSERT_FALSE(why) << why.text << "\n" << d.dump();
    }
    EXPECT_EQ(s->over(), on) << "four_rejections=" << on;
    EXPECT_EQ(proposals, on ? 4 : 5);
    if (on) {
      EXPECT_EQ(s->outcome().winner, "spies");
      EXPECT_EQ(s->outcome().reason, "five_rejections");
    }
  }

  // The tutorial's Informant scenario ("Checking it"), as written.
  const auto json = code_blocks(doc_, "## Checking it", "## Writing an Avalon character", "json");
  ASSERT_EQ(json.size(), 1u);
  const Value scenario = Value::parse(json[0]);
  std::string err;
  auto record = parse_record(scenario["record"].dump(), "modding.md", err);
  ASSERT_TRUE(record) << err;
  auto s = Session::replay(cat, *record, "modding.md", err);
  ASSERT_TRUE(s) << err;
  const Value& ex = scenario["expect"];
  EXPECT_EQ(s->over(), ex["over"].get<bool>());
  for (auto it = ex["knowledge"].begin(); it != ex["knowledge"].end(); ++it)
    EXPECT_EQ(s->view(std::stoi(it.key()) - 1)["knowledge"], it.value()) << "seat " << it.key();
  const Value pub = s->view(kSpectator);
  EXPECT_EQ(pub["waiting_for"], ex["waiting_for"]);
  const Value decision = s->view(ex["decision"]["seat"].get<int>() - 1)["decision"];
  for (const char* k : {"kind", "min", "max"}) EXPECT_EQ(decision[k], ex["decision"][k]) << k << ": " << decision.dump();
  for (const auto& e : pub["entities"]) EXPECT_FALSE(e["props"].contains("role")) << e.dump();
  for (const auto& r : scenario["refused"]) {
    const Refusal why = s->submit(r["seat"].get<int>() - 1, r["answer"]);
    EXPECT_TRUE(why);
    EXPECT_NE(why.text.find(r["error_contains"].get<std::string>()), std::string::npos) << why.text;
  }
  // The fact reads as the tutorial's text says: "{seat:seat} is a spy."
  EXPECT_EQ(cat.format("en", "resistance.fact.informant", Value{{"seat", 5}}, record->setup.players), "E is a spy.");
}

}  // namespace
}  // namespace rt::test
