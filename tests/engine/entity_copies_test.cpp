// entity_copies_test.cpp: g:entity(spec, n), n entities alike from one spec (scripts/camelot's
// decks make each card's copies so): the same entities, ids, zones, properties, visibility and
// change stamps as n calls of g:entity(spec) in a row, their ids as a list; a count that is not a
// whole number from 1 to 10000 is an error that makes nothing.
#include <gtest/gtest.h>


#include "engine_fixtures.hpp"

namespace rt {
namespace {


// A scripts folder with one game `copies` whose play(g) runs `body`, then finishes.
std::string write_copies_game(const std::string& body) {
  return test::write_game_folder("entity_copies", "copies",
                           "return game { id = 'copies', players = { min = 2, max = 2 },\n"
                           "  play = function(g)\n"
                           "    g:zone('deck', { visible = 'nobody' })\n"
                           "    g:zone('hand', { owner = 1, visible = 1 })\n" +
                               body + "\n    g:finish('nobody', 'done')\n  end }\n");
}

// The game played to its end (the catalog outlives the session).
struct Played {
  Catalog cat;
  std::unique_ptr<Session> session;
};

std::unique_ptr<Played> play(const std::string& body) {
  auto p = std::make_unique<Played>();
  EXPECT_TRUE(p->cat.load(write_copies_game(body)).empty());
  std::string error;
  p->session = Session::start(p->cat, test::fixture_setup("copies", 2), error);
  EXPECT_TRUE(p->session) << error;
  return p;
}

Value counter(const GameState& st, const std::string& id) {
  for (auto& c : st.counters)
    if (c.id == id) return c.value.to_value();
  return Value();
}

TEST(EntityCopies, NAlikeAreTheEntitiesOfNCallsInARow) {
  const std::string specs = R"(
    local low = { kind = 'card', zone = 'deck', props = { card = 'low', value = 1 }, visible = { card = 'nobody' } }
    local high = { kind = 'card', zone = 'hand', props = { card = 'high' } }
  )";
  auto one_by_one = play(specs + R"(
    local ids = {}
    for _ = 1, 3 do ids[#ids + 1] = g:entity(low) end
    ids[#ids + 1] = g:entity(high)
    for _ = 1, 2 do ids[#ids + 1] = g:entity(high) end
    g:set('ids', ids)
  )");
  auto at_once = play(specs + R"(
    local ids = {}
    for _, id in ipairs(g:entity(low, 3)) do ids[#ids + 1] = id end
    ids[#ids + 1] = g:entity(high, 1)[1]
    for _, id in ipairs(g:entity(high, 2)) do ids[#ids + 1] = id end
    g:set('ids', ids)
  )");
  ASSERT_TRUE(one_by_one->session && at_once->session);
  const GameState& a = one_by_one->session->state();
  const GameState& b = at_once->session->state();
  ASSERT_EQ(a.entities.size(), 6u);
  ASSERT_EQ(b.entities.size(), a.entities.size());
  for (size_t i = 0; i < a.entities.size(); ++i) {
    const Entity& x = a.entities[i];
    const Entity& y = b.entities[i];
    EXPECT_EQ(y.id, x.id);
    EXPECT_EQ(y.kind, x.kind);
    EXPECT_EQ(y.zone, x.zone);
    EXPECT_EQ(y.owner, x.owner);
    EXPECT_EQ(y.stamp, x.stamp) << "entity " << x.id;
    ASSERT_EQ(y.props.size(), x.props.size());
    for (size_t k = 0; k < x.props.size(); ++k) {
      EXPECT_EQ(y.props[k].key, x.props[k].key);
      EXPECT_EQ(y.props[k].value, x.props[k].value);
      EXPECT_EQ(y.props[k].vis, x.props[k].vis) << x.props[k].key;
    }
  }
  EXPECT_EQ(b.entities[0].props[0].vis, Visibility::nobody());
  EXPECT_EQ(b.entities[3].owner, 0) << "a seat's zone owns what is made in it";
  EXPECT_EQ(b.changes, a.changes);
  for (const char* zone : {"deck", "hand"}) {
    ASSERT_TRUE(a.zone(zone) && b.zone(zone));
    EXPECT_EQ(b.zone(zone)->entities, a.zone(zone)->entities) << zone;
    EXPECT_EQ(b.zone(zone)->stamp, a.zone(zone)->stamp) << zone;
  }
  EXPECT_EQ(counter(b, "ids"), Value::parse("[1, 2, 3, 4, 5, 6]"));
  EXPECT_EQ(counter(a, "ids"), Value::parse("[1, 2, 3, 4, 5, 6]"));
}

TEST(EntityCopies, ACountThatIsNotAWholeNumberFromOneTo10000MakesNothing) {
  auto s = play(R"(
    local spec = { kind = 'card', zone = 'deck', props = { card = 'x' } }
    local function try(n)
      local ok, err = pcall(g.entity, g, spec, n)
      return ok and "taken" or err
    end
    g:set('errors', { try(0), try(-2), try(1.5), try('3'), try(10001) })
  )");
  ASSERT_TRUE(s->session);
  const Value errors = counter(s->session->state(), "errors");
  ASSERT_EQ(errors.size(), 5u) << errors.dump();
  for (const auto& e : errors)
    EXPECT_NE(e.get<std::string>().find("the number of entities must be a whole number from 1 to 10000"),
              std::string::npos) << e;
  EXPECT_TRUE(s->session->state().entities.empty()) << "a refused call makes no entity";
}

}  // namespace
}  // namespace rt
