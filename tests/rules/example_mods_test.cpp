// example_mods_test.cpp: the example mods in mods/ take part in their games as the tutorial
// (docs/modding.md) says. The Informant (mods/informant) is an Avalon house rule: Good, he learns
// the agents of Evil as Merlin does, and Merlin takes him for one of them.
#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.hpp"

namespace rt::test {
namespace {

std::vector<int> seats_of(const Session& s, const std::string& role) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(s.state().dealt.size()); ++i)
    if (s.state().dealt[i] == role) out.push_back(i + 1);
  return out;
}

// The seats of the fact with this key in a seat's knowledge (empty if it has none).
Value fact_seats(const Session& s, int seat, const std::string& key) {
  for (const auto& f : s.state().knowledge[seat - 1]) {
    const Value v = f.to_value();
    if (v["key"] == key) return v["seats"];
  }
  return Value();
}

TEST(InformantMod, IsLoadedAndListed) {
  const GameInfo* g = builtin_catalog().game("avalon");
  ASSERT_NE(g, nullptr);
  EXPECT_TRUE(std::any_of(g->roles.begin(), g->roles.end(), [](const NamedInfo& r) { return r.id == "informant"; }));
  EXPECT_NE(g->option("informant"), nullptr) << "the character's setup option comes from its file";
  EXPECT_EQ(builtin_catalog().text("ru", "avalon.role.informant"), "Осведомитель");
}

TEST(InformantMod, SeesEvilAndMerlinTakesHimForEvil) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    std::string err;
    auto s = Session::start(builtin_catalog(), make_setup("avalon", 7, seed, {{"informant", true}}), err);
    ASSERT_TRUE(s) << err;
    const auto informant = seats_of(*s, "informant"), merlin = seats_of(*s, "merlin");
    ASSERT_EQ(informant.size(), 1u);
    ASSERT_EQ(merlin.size(), 1u);
    std::vector<int> evil;
    for (const char* r : {"assassin", "minion"})
      for (int seat : seats_of(*s, r)) evil.push_back(seat);
    std::sort(evil.begin(), evil.end());
    ASSERT_EQ(evil.size(), 3u) << "7 players: 3 evil";

    // Merlin sees the evil seats and the Informant's.
    std::vector<int> merlin_sees = evil;
    merlin_sees.push_back(informant[0]);
    std::sort(merlin_sees.begin(), merlin_sees.end());
    EXPECT_EQ(fact_seats(*s, merlin[0], "avalon.fact.merlin_sees"), Value(merlin_sees)) << "seed " << seed;
    // The Informant sees what Merlin sees, but himself.
    EXPECT_EQ(fact_seats(*s, informant[0], "avalon.fact.merlin_sees"), Value(evil)) << "seed " << seed;
  }
}

}  // namespace
}  // namespace rt::test
