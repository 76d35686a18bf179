// zone_lookup_test.cpp: GameState::zone_by_text, the zone lookup by a name's address (the rules'
// interned Lua strings): a reused address must find the zone its text names now, never a stale one.
#include <gtest/gtest.h>

#include <cstring>

#include "core/state.hpp"

namespace rt {
namespace {

TEST(ZoneLookup, AnAddressHandedAnotherNameFindsThatNamesZone) {
  GameState st(1);
  st.add_zone("hand:1", 0, Visibility::owner_only());
  st.add_zone("hand:2", 1, Visibility::owner_only());
  char text[16];
  std::strcpy(text, "hand:1");
  ASSERT_NE(st.zone_by_text(text, 6), nullptr);
  EXPECT_EQ(st.zone_by_text(text, 6)->id, "hand:1");  // (now from the address's hint)
  std::strcpy(text, "hand:2");                         // the same address, another name
  ASSERT_NE(st.zone_by_text(text, 6), nullptr);
  EXPECT_EQ(st.zone_by_text(text, 6)->id, "hand:2");
  std::strcpy(text, "hand:3");
  EXPECT_EQ(st.zone_by_text(text, 6), nullptr);
  EXPECT_EQ(st.zone_by_text(text, 5), nullptr) << "only the given length is the name (no zone \"hand:\")";
}

TEST(ZoneLookup, APrefixOfAZonesNameIsAnotherName) {
  GameState st(1);
  st.add_zone("deck", -1, Visibility::nobody());
  st.add_zone("deck_discard", -1, Visibility::nobody());
  const char* text = "deck_discard";
  EXPECT_EQ(st.zone_by_text(text, 12)->id, "deck_discard");
  EXPECT_EQ(st.zone_by_text(text, 4)->id, "deck");  // the same address, a shorter name
  EXPECT_EQ(st.zone_by_text(text, 12)->id, "deck_discard");
}

}  // namespace
}  // namespace rt
