// entity_stamps_test.cpp: the state's change clock (GameState::changes): every change of an entity
// (made, moved, a property set or revealed) and of a zone's contents gives it a new, larger stamp,
// and nothing else's stamp moves; a seat's Lua view cache (bots/lua_seat_view.cpp) skips what kept
// its stamp, so a view built through it stays the view build_view makes after each kind of change.
#include <gtest/gtest.h>

#include <map>

#include "bots/lua_seat_view.hpp"
#include "engine_fixtures.hpp"
#include "lua/lua_value.hpp"

namespace rt {
namespace {


TEST(EntityStamps, EveryChangeStampsWhatChangedAndNothingElse) {
  GameState st(1);
  Zone& deck = st.add_zone("deck", -1, Visibility::nobody());
  Zone& hand = st.add_zone("hand", 0, Visibility::owner_only());
  const int a = st.add_entity("card", deck);
  const int b = st.add_entity("card", deck);
  EXPECT_GT(st.entity(b)->stamp, st.entity(a)->stamp);
  EXPECT_EQ(deck.stamp, st.changes - 1) << "the zone was stamped when b went in, then b itself";
  const uint64_t a0 = st.entity(a)->stamp, b0 = st.entity(b)->stamp, deck0 = deck.stamp, hand0 = hand.stamp;

  st.move_entity(*st.entity(a), hand);
  EXPECT_GT(st.entity(a)->stamp, a0);
  EXPECT_GT(deck.stamp, deck0) << "the zone it left";
  EXPECT_GT(hand.stamp, hand0) << "the zone it entered";
  EXPECT_EQ(st.entity(b)->stamp, b0) << "an entity that did not move keeps its stamp";

  const uint64_t clock = st.changes;
  st.entity(b)->props.push_back(Property{"value", Packed(), Visibility::public_()});
  st.touch(*st.entity(b));
  EXPECT_EQ(st.entity(b)->stamp, clock + 1);
  EXPECT_EQ(st.changes, clock + 1);
}

// A scripts folder with one game `stamps`: three cards (one in the public "table", two in seat 1's
// hand), then a decision after each change: a property set, a property revealed, a card moved.
std::string write_stamps_game() {
  return test::write_game_folder("entity_stamps", "stamps", R"(
return game { id = 'stamps', players = { min = 2, max = 2 },
  setup = function(g)
    g:zone('table')
    g:zone('hand:1', { owner = 1, visible = 'owner' })
    g:entity { kind = 'card', zone = 'table', props = { value = 1 }, visible = { value = 'public' } }
    g:entity { kind = 'card', zone = 'hand:1', props = { value = 2 } }
    g:entity { kind = 'card', zone = 'hand:1', props = { value = 3 } }
  end,
  play = function(g)
    g:ask(1, { 'go' }, 'stamps.go')
    g:set_prop(1, 'value', 10)
    g:ask(1, { 'go' }, 'stamps.go')
    g:reveal(2, 'value', 'public')
    g:ask(1, { 'go' }, 'stamps.go')
    g:move(3, 'table')
    g:ask(1, { 'go' }, 'stamps.go')
    g:finish('nobody', 'done')
  end }
)");
}

std::map<int, uint64_t> stamps_of(const Session& s) {
  std::map<int, uint64_t> out;
  for (const auto& e : s.state().entities) out[e.id] = e.stamp;
  return out;
}

Value as_value(lua_State* L) {
  Value v;
  std::string err;
  EXPECT_TRUE(to_value(L, -1, v, err)) << err;
  lua_pop(L, 1);
  return v;
}

TEST(EntityStamps, EachGameCallThatChangesAnEntityStampsItAndTheSeatViewFollows) {
  Catalog cat;
  ASSERT_TRUE(cat.load(write_stamps_game()).empty());
  std::string error;
  auto s = Session::start(cat, test::fixture_setup("stamps", 2), error);
  ASSERT_TRUE(s) << error;
  lua_State* L = cat.vm().L();
  LuaViewCache cache(L);
  // Which entity each step changes: set_prop (1), reveal (2), move (3).
  const int changed_by_step[] = {1, 2, 3};
  for (int step = 0; step < 3; ++step) {
    for (int seat = 0; seat < 2; ++seat) {  // both seats' cached views are what build_view says
      push_seat_view(L, *s, seat, &cache);
      materialize_seat_view(L, -1);
      const Value fast = as_value(L);
      push_value(L, s->view(seat));
      EXPECT_EQ(fast, as_value(L)) << "step " << step << ", seat " << seat + 1;
      cache.end_view();
    }
    const auto before = stamps_of(*s);
    ASSERT_EQ(s->answer(0, "go"), "");
    const auto after = stamps_of(*s);
    for (const auto& [id, stamp] : after) {
      if (id == changed_by_step[step]) EXPECT_GT(stamp, before.at(id)) << "step " << step << ": entity " << id;
      else EXPECT_EQ(stamp, before.at(id)) << "step " << step << ": entity " << id << " did not change";
    }
  }
  for (int seat = 0; seat < 2; ++seat) {
    push_seat_view(L, *s, seat, &cache);
    materialize_seat_view(L, -1);
    const Value fast = as_value(L);
    push_value(L, s->view(seat));
    EXPECT_EQ(fast, as_value(L)) << "last step, seat " << seat + 1;
    cache.end_view();
  }
}

}  // namespace
}  // namespace rt
