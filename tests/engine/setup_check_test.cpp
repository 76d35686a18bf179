// setup_check_test.cpp: a game's check_setup (errors refuse a setup, warnings are only advice)
// and test_setups (what the generic checkers play), with the fixture game setup_rules.
#include <filesystem>
#include <fstream>

#include "engine_fixtures.hpp"

namespace rt::test {
namespace {

class SetupCheck : public ::testing::Test {
 protected:
  void SetUp() override { cat_ = fixture_catalog(); }
  const GameInfo& game() { return *cat_->game("setup_rules"); }
  std::unique_ptr<Catalog> cat_;
};

TEST_F(SetupCheck, AnErrorRefusesTheSetupInOneTranslatedLine) {
  std::string error;
  auto s = Session::start(*cat_, fixture_setup("setup_rules", 3, 1, Value{{"solo", true}}), error);
  EXPECT_FALSE(s);
  EXPECT_EQ(error, "solo play needs fewer than 3 players");
  EXPECT_TRUE(must_start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"solo", true}})));
}

TEST_F(SetupCheck, WarningsAreReportedButDoNotRefuse) {
  std::vector<SetupProblem> problems;
  Value opts = {{"solo", false}, {"big", true}, {"mode", "normal"}};
  ASSERT_EQ(cat_->check_setup(game(), 2, opts, problems), "");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].warning);
  EXPECT_EQ(problems[0].key, "setup_rules.big_is_for_three");
  EXPECT_EQ(cat_->setup_errors(problems), "");
  EXPECT_TRUE(must_start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"big", true}})));
}

TEST_F(SetupCheck, ErrorsKeepTheirArgumentsAndLevel) {
  std::vector<SetupProblem> problems;
  Value opts = {{"solo", true}, {"big", true}, {"mode", "normal"}};
  ASSERT_EQ(cat_->check_setup(game(), 3, opts, problems), "");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_FALSE(problems[0].warning);
  EXPECT_EQ(problems[0].args, Value({{"players", 3}}));
}

TEST_F(SetupCheck, AFailingOrMalformedCheckIsAnError) {
  std::string error;
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "boom"}}), error));
  EXPECT_TRUE(contains(error, "check_setup")) << error;
  EXPECT_TRUE(contains(error, "check exploded")) << error;
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "bad_result"}}), error));
  EXPECT_TRUE(contains(error, "level must be")) << error;
}

// The verdict is kept per setup (simulate starts thousands of games of one): asking again, in any
// order, gives each setup its own verdict, never a neighbour's.
TEST_F(SetupCheck, KeptVerdictsBelongToTheirOwnSetup) {
  const Value solo = {{"solo", true}, {"big", false}, {"mode", "normal"}};
  const Value big = {{"solo", false}, {"big", true}, {"mode", "normal"}};
  auto keys = [&](int players, const Value& opts) {
    std::vector<SetupProblem> problems;
    EXPECT_EQ(cat_->check_setup(game(), players, opts, problems), "");
    std::string out;
    for (const auto& p : problems) out += (p.warning ? "w:" : "e:") + p.key + " ";
    return out;
  };
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(keys(3, solo), "e:setup_rules.solo_at_three ") << round;
    EXPECT_EQ(keys(2, solo), "") << round;
    EXPECT_EQ(keys(2, big), "w:setup_rules.big_is_for_three ") << round;
    EXPECT_EQ(keys(3, big), "") << round;
  }
  std::string error;  // a failing check is not kept: it fails again
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "boom"}}), error));
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "boom"}}), error));
  EXPECT_TRUE(contains(error, "check exploded")) << error;
}

// setup_data(players, options) is called once per setup, in the catalog's instance, and every game
// of that setup gets its own copy of the same data as g.setup_data.
TEST_F(SetupCheck, SetupDataIsComputedOncePerSetupAndEachGameGetsACopy) {
  auto seen = [&](int players, const Value& opts) {
    auto s = must_start(*cat_, fixture_setup("setup_rules", players, 1, opts));
    return s ? s->view(kOmniscient)["counters"]["seen"] : Value();
  };
  const Value two = seen(2, Value::object());
  EXPECT_EQ(two, Value({{"players", 2}, {"big", false}, {"call", 1}, {"seats", Value::array({"a", "b"})}}));
  EXPECT_EQ(seen(3, Value::object())["call"], 2);  // another setup: computed for it
  EXPECT_EQ(seen(2, Value::object()), two);         // the first setup again: kept, not called
  // A game that writes into its copy changes nothing for the next game of its setup.
  const Value big = seen(2, Value{{"big", true}});
  EXPECT_EQ(big["call"], 3);
  EXPECT_EQ(seen(2, Value{{"big", true}}), big);
  EXPECT_EQ(big["players"], 2);
  EXPECT_EQ(big["seats"], Value::array({"a", "b"}));
  // Loading again forgets what was kept: the setup seen before is asked anew (its fourth call;
  // the catalog's instance of the script, and its count, stay).
  cat_->load(fixture_scripts_dir());
  EXPECT_EQ(seen(3, Value::object())["call"], 4);
}

// Session::start keeps what it worked out for the last setup it started (the options normalised
// with their defaults, the verdict, the data): the same setup again gets the same, and any other
// (an option changed, 1.0 for the integer 1, another player count, the catalog loaded again from
// scripts that changed) is worked out and checked anew.
TEST_F(SetupCheck, ASetupStartedAgainIsCheckedAsAnyOther) {
  auto options_of = [&](Catalog& c, const Value& given) {
    auto s = must_start(c, fixture_setup("options_game", 1, 1, given));
    return s ? s->view(kOmniscient)["counters"]["options"] : Value();
  };
  const Value two = options_of(*cat_, Value{{"rounds", 2}});
  EXPECT_EQ(two["rounds"], 2) << two.dump();
  EXPECT_EQ(options_of(*cat_, Value{{"rounds", 2}}), two);
  std::string error;
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("options_game", 1, 1, Value{{"rounds", 2.0}}), error));
  EXPECT_TRUE(contains(error, "must be an integer")) << error;
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("options_game", 1, 1, Value{{"rounds", 9}}), error));
  EXPECT_EQ(options_of(*cat_, Value{{"rounds", 2}}), two);
  rt::Setup bad_leader = fixture_setup("options_game", 1, 1, Value{{"rounds", 2}});
  bad_leader.first_leader = 3;
  EXPECT_FALSE(Session::start(*cat_, bad_leader, error)) << "checked for every game";
  EXPECT_EQ(error, "first_leader is not a seat");

  EXPECT_TRUE(must_start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"solo", true}})));
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 3, 1, Value{{"solo", true}}), error));
  EXPECT_EQ(error, "solo play needs fewer than 3 players");
  EXPECT_TRUE(must_start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"solo", true}})));

  // A game whose option's default changes between two catalogs loaded one after the other (a
  // front end loads a new catalog when a mod changed; the second may well sit where the first did).
  const std::filesystem::path root = std::filesystem::path(::testing::TempDir()) / "setup_memo";
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root / "options_game");
  for (int by_default : {1, 3}) {
    std::ofstream(root / "options_game" / "game.lua")
        << "return game { id = 'options_game', players = { min = 1, max = 1 },\n"
           "  options = { option.int { id = 'rounds', min = 1, max = 3, default = " << by_default << " } },\n"
           "  play = function(g) g:set('options', g.options) g:finish('everyone', 'done') end }\n";
    Catalog fresh;
    for (const std::string& p : fresh.load(root.string())) ADD_FAILURE() << p;
    EXPECT_EQ(options_of(fresh, Value::object())["rounds"], by_default) << "the scripts as this catalog loaded them";
  }
}

// An option declared with a default it cannot take (a choice's value not listed, an int out of
// its range, min above max, a bool's "yes") is refused where it is declared, naming that line:
// games were played with such a default before, every record then refused on replay.
TEST_F(SetupCheck, AnOptionsDefaultItCannotTakeIsRefusedAtItsLine) {
  const std::filesystem::path root = std::filesystem::path(::testing::TempDir()) / "bad_option_defaults";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"option.choice { id = 'mode', values = { 'soft', 'hard' }, default = 'medium' }",
       "option mode: default medium is not one of its values (soft, hard)"},
      {"option.int { id = 'rounds', min = 1, max = 3, default = 7 }", "option rounds: default must be a whole number from 1 to 3"},
      {"option.int { id = 'rounds', min = 3, max = 1 }", "option rounds: min (3) is above max (1)"},
      {"option.bool { id = 'solo', default = 'yes' }", "option solo: default must be true or false"},
  };
  for (const auto& [declared, said] : cases) {
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root / "bad_option");
    std::ofstream(root / "bad_option" / "game.lua") << "return game { id = 'bad_option', players = { min = 1, max = 1 },\n"
                                                       "  options = {\n"
                                                    << "    " << declared << ",\n"
                                                    << "  },\n"
                                                       "  play = function(g) g:finish('everyone', 'done') end }\n";
    Catalog fresh;
    std::string problems;
    for (const std::string& p : fresh.load(root.string())) problems += p + "\n";
    EXPECT_TRUE(contains(problems, "bad_option/game.lua:3: " + said)) << declared << "\n" << problems;
    EXPECT_EQ(fresh.game("bad_option"), nullptr) << declared;
  }
}

TEST_F(SetupCheck, AFailingSetupDataRefusesTheSetupAndIsNotKept) {
  std::string error;
  for (int round = 0; round < 2; ++round) {
    EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "data_boom"}}), error));
    EXPECT_TRUE(contains(error, "setup_rules: setup_data: ")) << error;
    EXPECT_TRUE(contains(error, "data exploded")) << error;
  }
  // No game is running: no randomness (a setup's data may not depend on a draw).
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "data_random"}}), error));
  EXPECT_TRUE(contains(error, "setup_data")) << error;
  EXPECT_FALSE(Session::start(*cat_, fixture_setup("setup_rules", 2, 1, Value{{"mode", "data_nil"}}), error));
  EXPECT_TRUE(contains(error, "setup_rules: setup_data must return a table of data, got nil")) << error;
}

TEST_F(SetupCheck, GamesWithoutACheckAcceptEverySetup) {
  std::vector<SetupProblem> problems;
  ASSERT_EQ(cat_->check_setup(*cat_->game("options_game"), 1, Value::object(), problems), "");
  EXPECT_TRUE(problems.empty());
}

TEST_F(SetupCheck, TestAndAllSetupsAreReadAsOptionSets) {
  std::vector<Value> setups;
  ASSERT_EQ(cat_->test_setups(game(), 2, setups), "");
  ASSERT_EQ(setups.size(), 1u);
  EXPECT_EQ(setups[0], Value::object());
  ASSERT_EQ(cat_->all_setups(game(), 2, setups), "");
  ASSERT_EQ(setups.size(), 2u);
  EXPECT_EQ(setups[1], Value({{"big", true}}));
  ASSERT_EQ(cat_->test_setups(*cat_->game("options_game"), 1, setups), "");
  EXPECT_TRUE(setups.empty());
}

}  // namespace
}  // namespace rt::test
