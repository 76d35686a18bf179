// fresh_process_replay_test.cpp: issue 14's "a game with any mod replays bit for bit in a fresh
// process". Every example mod in mods/, and the fixture mod table_walk (fixtures/replay_mods: rules
// that walk string-keyed tables with pairs and next, print tables and functions, read # of a table
// with holes), is played here by bots from fixed seeds; the record is saved and replayed by
// `roundtable run --json` in a new process (another string-hash seed, other addresses), whose
// omniscient view of the end (counters, zones, entities, every seat's knowledge, the log, the
// outcome) must equal this process's. The checkers' replays_exactly replays in a fresh Lua state of
// the same process; this test crosses the process boundary. A bot a mod ships is also run by
// `roundtable simulate` in a new process: the same games (the lab's digest) as in this one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/record.hpp"
#include "lab/simulation.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

namespace fs = std::filesystem;

// A game played with a mod on: the mod's folder, the game, the player count, the options that
// turn the mod on, the bot that plays every seat ("random", or the bot the mod ships), and a text
// the log of at least one of the games must hold (what the mod adds was played, not only loaded).
struct ModGame {
  std::string mod, game;
  int players;
  Value options;
  std::string bot = "random";
  std::string played = {};
};

const std::vector<ModGame>& example_mod_games() {
  static const std::vector<ModGame> games = {
      // (Confession: a Plot card with an effect of its own, a function of the mod's; Inquiry: one
      // held until after a Quest's result)
      {"court_intrigue", "avalon", 7,
       {{"plot_cards", true}, {"eavesdrop", true}, {"confession", true}, {"inquiry", true}}, "random",
       "avalon.plot.confession"},
      {"first_quest_mercy", "avalon", 5, {{"first_quest_mercy", true}}},
      {"informant", "avalon", 7, {{"informant", true}}},
      // (Sir Bors's power, a function of the mod's run inside the rules)
      {"sir_bors", "camelot", 7, {{"bors", true}, {"healing_herbs", true}, {"plague", true}}, "random", "sir_bors.log.drew"},
      {"trusting_bot", "avalon", 6, Value::object(), "trusting"},
      {"werewolf", "werewolf", 7, Value::object()},
  };
  return games;
}

std::string example_mods_dir() { return scripts_dir() + "/../mods"; }
std::string fixture_scripts_dir() { return test_data_dir() + "/engine/fixtures/scripts"; }
std::string replay_mods_dir() { return test_data_dir() + "/engine/fixtures/replay_mods"; }

// The environment of a child roundtable that loads these scripts and mods, and no user's mods.
std::string child_env(const std::string& scripts, const std::string& mods) {
  const fs::path no_user = fs::path(::testing::TempDir()) / "no-user-data";
  fs::create_directories(no_user);
  return "ROUNDTABLE_SCRIPTS=" + scripts + " ROUNDTABLE_MODS=" + mods + " XDG_DATA_HOME=" + no_user.string() + " ";
}

// The first few places where two views differ (a JSON patch from `want` to `got`), for the message.
std::string first_differences(const Value& want, const Value& got) {
  const Value patch = Value::diff(want, got);
  Value shown = Value::array();
  for (size_t i = 0; i < patch.size() && i < 5; ++i) shown.push_back(patch[i]);
  return shown.dump();
}

// Plays `g` here from `seed`, saves its record, replays it with `roundtable run --json` in a new
// process; "" if that process ends in the same state, else what differs.
std::string replay_elsewhere_differs(Catalog& cat, const ModGame& g, uint64_t seed, const std::string& env,
                                    std::string* log = nullptr) {
  std::string error;
  auto session = Session::start(cat, make_setup(g.game, g.players, seed, g.options), error);
  if (!session) return "cannot start: " + error;
  auto bot = make_bot(cat, g.game, g.bot, seed, error);
  if (!bot) return "no bot: " + error;
  if (std::string refused = play_out(*session, *bot); !refused.empty()) return "refused: " + refused;
  if (!session->over()) return "the game did not end";
  const fs::path file = fs::path(::testing::TempDir()) / (g.mod + "-" + std::to_string(seed) + ".json");
  std::ofstream(file) << record_to_text(session->record());
  std::string out, said;
  const std::string errors = file.string() + ".stderr";
  const int code = run_command(env + roundtable_binary() + " run " + file.string() + " --json 2>" + errors + " </dev/null", &out);
  std::ifstream err_file(errors);
  said.assign(std::istreambuf_iterator<char>(err_file), {});
  if (code != 0) return "roundtable run exited " + std::to_string(code) + ": " + out + said;
  Value got = Value::parse(out, nullptr, false);
  if (got.is_discarded() || !got.is_object()) return "not JSON: " + out + said;
  const Value applied = got["decisions_applied"];
  got.erase("decisions_applied");
  if (applied != session->record().decisions.size())
    return "the new process applied " + applied.dump() + " of " + std::to_string(session->record().decisions.size()) +
           " answers";
  const Value want = session->view(kOmniscient);
  if (log) *log = want["log"].dump();
  if (got != want) return "the new process ends elsewhere: " + first_differences(want, got);
  return "";
}

void expect_replays_elsewhere(const std::string& mod) {
  const auto& games = example_mod_games();
  auto it = std::find_if(games.begin(), games.end(), [&](const ModGame& g) { return g.mod == mod; });
  ASSERT_NE(it, games.end()) << mod;
  const std::string env = child_env(scripts_dir(), example_mods_dir());
  bool played = false;
  for (uint64_t seed : {11, 12}) {
    std::string log;
    EXPECT_EQ(replay_elsewhere_differs(builtin_catalog(), *it, seed, env, &log), "") << mod << ", seed " << seed;
    played = played || log.find(it->played) != std::string::npos;
  }
  EXPECT_TRUE(played) << mod << ": no game here played " << it->played;
}

// A new example mod needs its line in example_mod_games() (how to play a game with it on).
TEST(FreshProcessReplay, EveryExampleModHasAGameHere) {
  const auto dirs = find_mods(example_mods_dir());
  ASSERT_FALSE(dirs.empty());
  for (const std::string& dir : dirs) {
    const std::string mod = fs::path(dir).filename().string();
    const auto& games = example_mod_games();
    EXPECT_TRUE(std::any_of(games.begin(), games.end(), [&](const ModGame& g) { return g.mod == mod; }))
        << "mods/" << mod << " has no game in example_mod_games(): add how to play a game with it on";
  }
  for (const ModGame& g : example_mod_games()) {
    const auto* mod = [&]() -> const ModInfo* {
      for (const auto& m : builtin_catalog().mods())
        if (fs::path(m.dir).filename() == g.mod) return &m;
      return nullptr;
    }();
    ASSERT_NE(mod, nullptr) << g.mod;
    EXPECT_EQ(mod->error, "") << g.mod << " is disabled";
  }
}

TEST(FreshProcessReplay, CourtIntrigue) { expect_replays_elsewhere("court_intrigue"); }
TEST(FreshProcessReplay, FirstQuestMercy) { expect_replays_elsewhere("first_quest_mercy"); }
TEST(FreshProcessReplay, Informant) { expect_replays_elsewhere("informant"); }
TEST(FreshProcessReplay, SirBors) { expect_replays_elsewhere("sir_bors"); }
TEST(FreshProcessReplay, TrustingBot) { expect_replays_elsewhere("trusting_bot"); }
TEST(FreshProcessReplay, Werewolf) { expect_replays_elsewhere("werewolf"); }

// The fixture game leans on everything that could differ between processes (see
// fixtures/replay_mods/table_walk/walk/game.lua); its counters show the walks were made.
TEST(FreshProcessReplay, AGameThatWalksTablesAndPrintsThem) {
  Catalog cat;
  for (const std::string& p : cat.load(fixture_scripts_dir(), find_mods(replay_mods_dir())))
    EXPECT_FALSE(contains(p, "table_walk")) << p;  // (some fixture games fail to load on purpose)
  ASSERT_NE(cat.game("walk"), nullptr);
  const std::string env = child_env(fixture_scripts_dir(), replay_mods_dir());
  for (int players : {2, 5}) {
    const ModGame walk{"table_walk", "walk", players, Value::object()};
    for (uint64_t seed : {1, 2, 3})
      EXPECT_EQ(replay_elsewhere_differs(cat, walk, seed, env), "") << players << " players, seed " << seed;
  }
  std::string error;
  auto s = Session::start(cat, make_setup("walk", 3, 1), error);
  ASSERT_TRUE(s) << error;
  auto bot = make_bot(cat, "walk", "random", 1, error);
  ASSERT_EQ(play_out(*s, *bot), "");
  const Value c = s->view(kOmniscient)["counters"];
  EXPECT_EQ(c["mixed"], "1 2 2.5 10 a z false true") << c;
  EXPECT_EQ(c["shown"], Value::parse(R"(["table", "function", "function", "table function"])")) << c;
  EXPECT_EQ(c["bad"][0], false) << c;
  EXPECT_NE(c["walked_1"].get<std::string>().find(",k"), std::string::npos) << c;
  EXPECT_TRUE(c["border"].is_number_integer()) << c;
}

// A mod's bot plays the same games in a new process: `roundtable simulate` there and the lab
// here (a catalog of its own, the same process) agree on the digest of every answer and outcome.
TEST(FreshProcessReplay, AModsBotPlaysTheSameGamesInANewProcess) {
  lab::SimSetup setup;
  setup.game = "avalon";
  setup.players = 6;
  setup.bots = "trusting";
  setup.scripts_dir = scripts_dir();
  setup.mod_dirs = find_mods(example_mods_dir());
  lab::RunSettings run;
  run.games = 4;
  run.seed = 5;
  run.threads = 1;
  lab::SimResult here;
  std::string error;
  ASSERT_TRUE(lab::simulate(setup, run, here, error)) << error;
  ASSERT_EQ(here.error, "");
  ASSERT_EQ(here.bot_problems, 0);
  std::string out;
  const int code = run_command(child_env(scripts_dir(), example_mods_dir()) + roundtable_binary() +
                                   " simulate --game avalon --players 6 --bots trusting --games 4 --seed 5 "
                                   "--threads 1 --json 2>/dev/null </dev/null",
                               &out);
  ASSERT_EQ(code, 0) << out;
  const Value there = Value::parse(out, nullptr, false);
  ASSERT_TRUE(there.is_object()) << out;
  char digest[17];
  std::snprintf(digest, sizeof digest, "%016llx", static_cast<unsigned long long>(here.digest));
  EXPECT_EQ(there["digest"], digest);
  EXPECT_EQ(there["games"], 4) << out;
}

}  // namespace
}  // namespace rt::test
