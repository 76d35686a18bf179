// camelot_mods_test.cpp: a mod's knight and cards in Shadows over Camelot
// (scripts/camelot/additions.lua; docs/modding.md, "A knight or a card for Shadows over
// Camelot"), with the example mod mods/sir_bors: each comes in only with its option on; Sir Bors's
// power is offered once a turn while he has 2 life or more and does what it says; Healing Herbs is
// shuffled into the deck and heals the knights at its player's place; Plague, a special black
// card, may be cancelled by the Merlin cards and takes a life from the knights at the Round Table;
// the heuristic knights use the house rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

// The seat (1-based) dealt the knight, or 0.
int knight_seat(const Session& s, const std::string& knight) {
  const Value v = s.view(kOmniscient);
  for (auto& e : v["entities"])
    if (e["kind"] == "knight" && e["props"].value("role", "") == knight) return e["owner"].get<int>();
  return 0;
}

// How many cards of this id the game holds (any zone; kind: "white" or "black").
int cards_in_game(const Session& s, const std::string& card, const std::string& kind = "white") {
  int n = 0;
  const Value v = s.view(kOmniscient);
  for (auto& e : v["entities"]) n += e["kind"] == kind && e["props"].value("card", "") == card;
  return n;
}

TEST(CamelotMods, SirBorsIsListedWithHisOptionsOffByDefault) {
  const GameInfo* g = builtin_catalog().game("camelot");
  ASSERT_NE(g, nullptr);
  EXPECT_TRUE(std::any_of(g->roles.begin(), g->roles.end(), [](const NamedInfo& r) { return r.id == "bors"; }));
  for (const char* id : {"bors", "healing_herbs"}) {
    ASSERT_NE(g->option(id), nullptr) << id;
    EXPECT_EQ(g->option(id)->default_value, Value(false)) << id;
  }
  EXPECT_EQ(builtin_catalog().text("ru", "camelot.knight.bors"), "Сэр Борс");
  EXPECT_EQ(builtin_catalog().text("uk", "camelot.card.healing_herbs"), "Цілющі трави");
}

// Off, nothing of the mod is in the game; on, Sir Bors is among the knights dealt (eight for
// seven seats: in most games) and the two Healing Herbs are in the white deck.
TEST(CamelotMods, TheHouseRulesComeInOnlyWithTheirOptions) {
  int bors_dealt = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto off = must_start("camelot", 7, seed);
    EXPECT_EQ(knight_seat(*off, "bors"), 0) << "seed " << seed;
    EXPECT_EQ(cards_in_game(*off, "healing_herbs"), 0) << "seed " << seed;
    EXPECT_EQ(cards_in_game(*off, "plague", "black"), 0) << "seed " << seed;
    EXPECT_EQ(cards_in_game(*off, "fight_1"), 14);
    auto on = must_start("camelot", 7, seed, Value{{"bors", true}, {"healing_herbs", true}, {"plague", true}});
    bors_dealt += knight_seat(*on, "bors") > 0;
    EXPECT_EQ(cards_in_game(*on, "healing_herbs"), 2) << "seed " << seed;
    EXPECT_EQ(cards_in_game(*on, "plague", "black"), 1) << "seed " << seed;
    EXPECT_EQ(cards_in_game(*on, "excalibur", "black"), 15) << "the box's black cards stay";
  }
  EXPECT_GE(bors_dealt, 25);
  EXPECT_LT(bors_dealt, 40) << "eight knights for seven seats: one is left out";
}

// Sir Bors's power, along whole games of random knights who take it whenever it is offered: on
// his Heroic menus it is offered exactly while he has 2 life or more and has not used it this
// turn; used, he loses 1 life and draws 2 white cards.
TEST(CamelotMods, SirBorsPaysALifeForTwoCardsOnceATurn) {
  int used = 0, two = 0, refused_low_life = 0;
  for (uint64_t seed = 1; seed <= 30 && used < 20; ++seed) {
    auto s = must_start("camelot", 4, seed, Value{{"bors", true}});
    const int bors = knight_seat(*s, "bors");
    if (bors == 0) continue;
    struct PowerFirst final : Bot {
      explicit PowerFirst(uint64_t seed) : random(seed) {}
      Value decide(const SeatView& view) override {
        const SeatRequest* r = view.request();
        if (r && std::find(r->options.begin(), r->options.end(), "power") != r->options.end()) return Value("power");
        return random.decide(view);
      }
      RandomBot random;
    } bot(seed);
    int turn = -1, used_on = -2;
    int life_before = 0, hand_before = 0;
    bool pending_check = false;
    ASSERT_EQ(play_out(*s, bot, [&](const Session& sess) {
      const Value v = sess.view(kSpectator);
      const Value& c = v["counters"];
      turn = c.value("turn", 0);
      if (pending_check) {  // the answer before was "power": its effect
        pending_check = false;
        // (2 life or more before: he lives; two cards, one if the decks held one)
        EXPECT_EQ(c["life"][bors - 1].get<int>(), life_before - 1) << "seed " << seed;
        const int drawn = c["hand_sizes"][bors - 1].get<int>() - hand_before;
        EXPECT_TRUE(drawn == 2 || drawn == 1) << "seed " << seed << ": " << drawn;
        two += drawn == 2;
        used_on = turn;
        ++used;
      }
      const Decision* d = sess.pending();
      if (!d || d->requests.empty() || d->requests[0].seat != bors - 1) return;
      const std::string prompt = d->prompt;
      if (prompt != "camelot.prompt.heroic" && prompt != "camelot.prompt.second_heroic" &&
          prompt != "camelot.prompt.second_heroic_last" && prompt != "camelot.prompt.after_heroic")
        return;
      const auto& opts = d->requests[0].options;
      const bool offered = std::find(opts.begin(), opts.end(), "power") != opts.end();
      const int life = c["life"][bors - 1].get<int>();
      EXPECT_EQ(offered, life >= 2 && used_on != turn) << "seed " << seed << " turn " << turn << " life " << life;
      refused_low_life += !offered && life < 2;
      if (offered) {
        life_before = life;
        hand_before = c["hand_sizes"][bors - 1].get<int>();
        pending_check = true;
      }
    }), "") << "seed " << seed;
  }
  EXPECT_GE(used, 20);
  EXPECT_GE(two, used - 2);
  EXPECT_GT(refused_low_life, 0) << "a menu on his last life was seen";
}

// Plague, a mod's special black card: as it enters, the Merlin interrupt is asked (as for the
// box's specials); when it takes effect, every knight at the Round Table loses 1 life, nobody else.
TEST(CamelotMods, PlagueIsASpecialBlackCardTheMerlinCardsMayCancel) {
  int applied = 0, asked = 0;
  for (uint64_t seed = 1; seed <= 40 && applied < 5; ++seed) {
    auto s = must_start("camelot", 5, seed, Value{{"plague", true}});
    auto bot = must_make_bot(builtin_catalog(), "camelot", "heuristic");
    // Before every decision: how long the log was and where each knight stood (nobody moves
    // between the last decision before a card's effect and the effect).
    std::vector<std::pair<size_t, Value>> places;
    ASSERT_EQ(play_out(*s, *bot, [&](const Session& sess) {
      const Value pub = sess.view(kSpectator);
      places.emplace_back(pub["log"].size(), pub["counters"]["location"]);
      const int seat = sess.next_to_answer();
      if (seat < 0) return;
      const Value v = sess.view(seat);
      const Value& d = v["decision"];
      if (d.is_object() && (d.value("prompt", "") == "camelot.prompt.interrupt" || d.value("prompt", "") == "camelot.prompt.interrupt_merlin") &&
          d["args"].is_object() && d["args"].value("card", "") == "plague")
        ++asked;
    }), "") << "seed " << seed;
    const Value log = s->view(kSpectator)["log"];
    for (size_t i = 0; i < log.size(); ++i) {
      if (log[i]["key"] != "camelot.log.black_applies" || log[i]["args"]["card"] != "plague") continue;
      ++applied;
      std::set<int> lost, at_table;
      for (size_t j = i + 1; j < log.size() && (log[j]["key"] == "camelot.log.life_lost" || log[j]["key"] == "camelot.log.died"); ++j)
        if (log[j]["key"] == "camelot.log.life_lost") lost.insert(log[j]["args"]["seat"].get<int>());
      const Value* where = nullptr;
      for (const auto& [len, loc] : places)
        if (len <= i) where = &loc;
      ASSERT_NE(where, nullptr);
      for (int seat = 1; seat <= 5; ++seat)
        if ((*where)[seat - 1] == "round_table") at_table.insert(seat);
      EXPECT_EQ(lost, at_table) << "seed " << seed;
    }
  }
  EXPECT_GT(asked, 0) << "the Merlin interrupt is asked for it";
  EXPECT_GT(applied, 0);
}

// Healing Herbs heals its player and every knight at the same place (the log: a life gained for
// each of them below the most life, nobody else), and the heuristic knights play it and use Sir
// Bors's power.
TEST(CamelotMods, HealingHerbsHealsThePlaceAndTheBotsUseTheHouseRules) {
  int herbs = 0, powers = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto s = must_start("camelot", 7, seed, Value{{"bors", true}, {"healing_herbs", true}});
    auto bot = must_make_bot(builtin_catalog(), "camelot", "heuristic");
    ASSERT_EQ(play_out(*s, *bot), "") << "seed " << seed;
    const Value log = s->view(kSpectator)["log"];
    for (size_t i = 0; i < log.size(); ++i) {
      powers += log[i]["key"] == "camelot.log.power_used";
      if (log[i]["key"] != "camelot.log.special_played" || log[i]["args"]["card"] != "healing_herbs") continue;
      ++herbs;
      // The entries that follow, up to the next decision's: lives gained only.
      for (size_t j = i + 1; j < log.size() && log[j]["key"] == "camelot.log.life_gained"; ++j)
        EXPECT_EQ(log[j]["args"]["count"], 1) << "seed " << seed;
    }
  }
  EXPECT_GT(herbs, 0) << "the heuristic knights play the mod's card";
  EXPECT_GT(powers, 0) << "and use Sir Bors's power";
}

}  // namespace
}  // namespace rt::test
