// example_game_mods_test.cpp: the example mods of docs/modding.md that add a game, a module and a
// Plot card: mods/werewolf (a small hidden-role game with secret night actions),
// mods/first_quest_mercy (an Avalon optional rule) and mods/court_intrigue (Avalon Plot cards).
// The generic checkers (tests/checkers/) already play them, since the test catalog loads mods/;
// here: `roundtable check` passes on each, a Villager's view never holds
// the werewolves or the Seer's checks, the night's labels name the player, and the module's option
// exists. Their scenarios are tests/rules/werewolf/*.json and tests/rules/avalon/mod_*.json.
#include <gtest/gtest.h>

#include <algorithm>

#include "app/text.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

// `roundtable check MOD_DIR` on a mod of the repository's mods/, over the built-in scripts.
int check_mod(const std::string& folder, std::string& out, int games = 2, const std::string& more = "") {
  return run_command("ROUNDTABLE_SCRIPTS=" + scripts_dir() + " " + roundtable_binary() + " check " + test_data_dir() +
                         "/../mods/" + folder + " --games " + std::to_string(games) + more + " 2>&1 </dev/null",
                     &out);
}

TEST(WerewolfMod, PassesRoundtableCheck) {
  std::string out;
  EXPECT_EQ(check_mod("werewolf", out), 0) << out;
  EXPECT_NE(out.find("played werewolf at 10 players"), std::string::npos) << out;
  EXPECT_NE(out.find("played bot hunter in werewolf"), std::string::npos) << out;
  EXPECT_NE(out.find("0 error(s), 0 warning(s)"), std::string::npos) << out;
}

TEST(FirstQuestMercyMod, PassesRoundtableCheckAndAddsItsOption) {
  std::string out;
  EXPECT_EQ(check_mod("first_quest_mercy", out), 0) << out;
  EXPECT_NE(out.find("played avalon at 5 players with {\"first_quest_mercy\":true}"), std::string::npos) << out;
  const GameInfo* g = builtin_catalog().game("avalon");
  ASSERT_NE(g, nullptr);
  const auto* o = g->option("first_quest_mercy");
  ASSERT_NE(o, nullptr) << "a module a mod adds gets its bool option, off by default";
  EXPECT_EQ(o->default_value, Value(false));
  EXPECT_EQ(builtin_catalog().text("uk", "avalon.option.first_quest_mercy"),
            "Милість першої місії (перша місія прощає одну карту провалу)");
}

// mods/court_intrigue: three Plot cards for Avalon (Eavesdrop; Confession and Inquiry with effects
// of their own). `check` plays each option with the Plot cards on (the options apply only then)
// and finds the cards' texts, at the fewest and the most players (one game per setup: the three
// options at all six player counts took 26 s; tests/checkers play Avalon with all three Plot
// cards on at every count).
TEST(CourtIntrigueMod, PassesRoundtableCheckWithThePlotCardsOn) {
  std::string out;
  EXPECT_EQ(check_mod("court_intrigue", out, 1, " --players 5 --players 10"), 0) << out;
  for (const int players : {5, 10})
    for (const char* option : {"confession", "eavesdrop", "inquiry"}) {
      const std::string line = "played avalon at " + std::to_string(players) + " players with {\"" + option +
                               "\":true,\"plot_cards\":true}: 1 games";
      EXPECT_NE(out.find(line), std::string::npos) << line << "\n" << out;
    }
  EXPECT_EQ(out.find("played avalon at 7 players"), std::string::npos) << out;
  EXPECT_NE(out.find("0 error(s), 0 warning(s)"), std::string::npos) << out;
}

bool has_seat(const Value& list, int seat) {
  return list.is_array() && std::find(list.begin(), list.end(), Value(seat)) != list.end();
}

// Random games at every player count: at every step, a Villager's view shows no living
// werewolf's card, holds no fact (the pack's, the Seer's) and is offered only "sleep" at night;
// only the Seer is ever told a seat's side.
TEST(WerewolfMod, AVillagersViewNeverHoldsTheWerewolves) {
  int looked = 0;
  for (int players = 5; players <= 10; ++players)
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      std::string err;
      auto s = Session::start(builtin_catalog(), make_setup("werewolf", players, seed), err);
      ASSERT_TRUE(s) << err;
      const std::vector<std::string> dealt = s->state().dealt;
      RandomBot bot(seed);
      const std::string refused = play_out(*s, bot, [&](const Session& at) {
        for (int seat = 1; seat <= players; ++seat) {
          const Value v = at.view(seat - 1);
          ASSERT_TRUE(v.contains("counters") && v["counters"].contains("dead")) << v.dump();
          const Value& dead = v["counters"]["dead"];
          for (const auto& f : v["knowledge"]) {
            if (dealt[seat - 1] == "villager") ADD_FAILURE() << "a Villager was told " << f.dump();
            if (f["key"] == "werewolf.fact.seen") { EXPECT_EQ(dealt[seat - 1], "seer") << f.dump(); }
          }
          if (dealt[seat - 1] != "villager") continue;
          ++looked;
          for (const auto& e : v["entities"]) {
            const int owner = e["owner"].get<int>();
            if (owner == seat || has_seat(dead, owner)) continue;
            EXPECT_FALSE(e["props"].contains("role") || e["props"].contains("side"))
                << "seat " << seat << " sees the card of living seat " << owner << ": " << e.dump();
          }
          if (v.contains("decision") && v["decision"].is_object() && v["decision"].value("kind", "") == "choose") {
            EXPECT_EQ(v["decision"]["options"], Value(std::vector<std::string>{"sleep"}));
          }
        }
      });
      EXPECT_EQ(refused, "") << players << " players, seed " << seed;
      EXPECT_TRUE(s->over());
    }
  EXPECT_GT(looked, 1000);
}

// "attack@3" is labelled by werewolf.choice.attack with {seat} = 3: the player's name.
TEST(WerewolfMod, NightOptionsAreLabelledWithThePlayersName) {
  Value view{{"game", "werewolf"}};
  view["players"] = Value::array();
  for (const char* name : {"Ann", "Bob", "Cid"}) view["players"].push_back(Value{{"name", name}});
  EXPECT_EQ(option_label(TextContext(builtin_catalog(), "en", view), "attack@3"), "Attack Cid");
  EXPECT_EQ(option_label(TextContext(builtin_catalog(), "ru", view), "check@2"), "Проверить: Bob");
  EXPECT_EQ(option_label(TextContext(builtin_catalog(), "en", view), "sleep"), "Sleep");
  EXPECT_EQ(option_label(TextContext(builtin_catalog(), "en", view), "nothing@2"), "nothing@2") << "no such text";
}

}  // namespace
}  // namespace rt::test
