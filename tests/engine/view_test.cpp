// view_test.cpp: build_view is the one place hidden information is filtered. A hand-built state
// with every kind of visibility, checked from each seat, a spectator and the omniscient view.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/view.hpp"

namespace rt {
namespace {

bool has_value_anywhere(const Value& v, const Value& needle) {
  if (v == needle) return true;
  if (v.is_structured())
    for (const auto& x : v)
      if (has_value_anywhere(x, needle)) return true;
  return false;
}

const Value* find_by(const Value& list, const char* key, const Value& id) {
  for (const auto& x : list)
    if (x.contains(key) && x[key] == id) return &x;
  return nullptr;
}

class ViewTest : public ::testing::Test {
 protected:
  // Four seats (0..3).
  //  zone "hand:1"  owner seat 0, contents owner-only:   entity 1 (card, prop "role" owner-only,
  //                                                       prop "color" public)
  //  zone "hand:2"  owner seat 1, contents owner-only:   entity 2 (card, "role" owner-only)
  //  zone "deck"    no owner, contents nobody:            entities 3, 4 ("value" nobody)
  //  zone "table"   no owner, contents public:            entity 5 ("value" public, "secret" seats 0 and 2)
  //  counters: "score" public, "plan" seats {1, 3}, "hidden" nobody
  //  knowledge: seat 0 knows {"key":"k.evil","seats":[2]}; seat 2 knows one fact
  //  log: one public entry, one to seat 1, one to seats {0, 3}
  ViewTest() : st(1) {
    st.seats = {{"Ann"}, {"Bob", "bot"}, {"Cid"}, {"Dee"}};
    st.knowledge.resize(4);
    Zone& h1 = st.add_zone("hand:1", 0, Visibility::owner_only());
    Zone& h2 = st.add_zone("hand:2", 1, Visibility::owner_only());
    Zone& deck = st.add_zone("deck", -1, Visibility::nobody());
    Zone& table = st.add_zone("table", -1, Visibility::public_());
    int e1 = st.add_entity("card", h1);
    st.entity(e1)->props = {{"color", "blue", Visibility::public_()}, {"role", "merlin_secret", Visibility::owner_only()}};
    int e2 = st.add_entity("card", h2);
    st.entity(e2)->props = {{"role", "assassin_secret", Visibility::owner_only()}};
    int e3 = st.add_entity("card", deck);
    st.entity(e3)->props = {{"value", "deck_value_3", Visibility::nobody()}};
    int e4 = st.add_entity("card", deck);
    st.entity(e4)->props = {{"value", "deck_value_4", Visibility::nobody()}};
    int e5 = st.add_entity("token", table);
    Visibility mask;
    mask.seats = (1u << 0) | (1u << 2);
    st.entity(e5)->props = {{"secret", "masked_secret", mask}, {"value", "table_value", Visibility::public_()}};
    st.set_counter("score", 3, Visibility::public_());
    Visibility plan;
    plan.seats = (1u << 1) | (1u << 3);
    st.set_counter("plan", "plan_secret", plan);
    st.set_counter("hidden", "hidden_secret", Visibility::nobody());
    st.knowledge[0].push_back(Value{{"key", "k.evil"}, {"seats", {3}}});
    st.knowledge[2].push_back(Value{{"key", "k.saw"}, {"what", "knowledge_secret"}});
    st.log.push_back({"log.public", Value{{"n", 1}}, Visibility::public_()});
    st.log.push_back({"log.to_bob", Value{{"x", "log_secret_bob"}}, Visibility::seat(1)});
    Visibility two;
    two.seats = (1u << 0) | (1u << 3);
    st.log.push_back({"log.to_ann_dee", Value{{"x", "log_secret_ann_dee"}}, two});
    header.game = "testgame";
    header.options = {{"opt", true}};
  }

  Value view(int seat) const { return build_view(st, header, seat); }

  static const Value* entity(const Value& v, int id) { return find_by(v["entities"], "id", id); }
  // The keys of a view's log lines, in order.
  static std::vector<std::string> keys(const Value& v) {
    std::vector<std::string> out;
    for (auto& l : v["log"]) out.push_back(l["key"]);
    return out;
  }
  static const Value* zone(const Value& v, const char* id) { return find_by(v["zones"], "id", id); }
  // A property of an entity in a view, or null (a missing key of a const json is undefined).
  static Value prop(const Value& v, int id, const char* key) {
    const Value* e = entity(v, id);
    return e ? e->at("props").value(key, Value()) : Value();
  }

  GameState st;
  ViewHeader header;
};

TEST_F(ViewTest, HeaderAndPlayers) {
  Value v = view(2);
  EXPECT_EQ(v["game"], "testgame");
  EXPECT_EQ(v["options"], header.options);
  EXPECT_EQ(v["seat"], 3) << "seats are 1-based in views";
  ASSERT_EQ(v["players"].size(), 4u);
  EXPECT_EQ(v["players"][1], Value({{"seat", 2}, {"name", "Bob"}, {"controller", "bot"}}));
  EXPECT_TRUE(view(kSpectator)["seat"].is_null());
  EXPECT_TRUE(view(kOmniscient)["seat"].is_null());
  EXPECT_TRUE(v["outcome"].is_null());
  EXPECT_TRUE(v["decision"].is_null());
  EXPECT_EQ(v["waiting_for"], Value::array());
}

TEST_F(ViewTest, OwnerPropertyOnlyInTheOwnersView) {
  const Value ann = view(0), bob = view(1), cid = view(2);
  ASSERT_NE(entity(ann, 1), nullptr);
  EXPECT_EQ(prop(ann, 1, "role"), "merlin_secret");
  EXPECT_FALSE(has_value_anywhere(bob, "merlin_secret"));
  EXPECT_FALSE(has_value_anywhere(cid, "merlin_secret"));
  ASSERT_NE(entity(bob, 2), nullptr);
  EXPECT_EQ(prop(bob, 2, "role"), "assassin_secret");
  EXPECT_FALSE(has_value_anywhere(ann, "assassin_secret"));
}

TEST_F(ViewTest, OwnerVisibilityFollowsTheEntityWhenItMoves) {
  Entity& e1 = *st.entity(1);
  st.move_entity(e1, *st.zone("hand:2"));
  EXPECT_EQ(e1.owner, 1);
  EXPECT_TRUE(has_value_anywhere(view(1), "merlin_secret")) << "the new owner sees an owner property";
  EXPECT_FALSE(has_value_anywhere(view(0), "merlin_secret")) << "the old owner no longer does";
  st.move_entity(e1, *st.zone("table"));
  EXPECT_EQ(e1.owner, -1);
  for (int s = 0; s < 4; ++s) EXPECT_FALSE(has_value_anywhere(view(s), "merlin_secret")) << s;
}

TEST_F(ViewTest, PublicPropertyInEveryView) {
  for (int s : {0, 1, 2, 3, kSpectator, kOmniscient}) {
    const Value v = view(s);
    ASSERT_NE(entity(v, 1), nullptr) << s;
    EXPECT_EQ(prop(v, 1, "color"), "blue") << s;
    ASSERT_NE(entity(v, 5), nullptr) << s;
    EXPECT_EQ(prop(v, 5, "value"), "table_value") << s;
  }
}

TEST_F(ViewTest, SeatMaskProperty) {
  EXPECT_TRUE(has_value_anywhere(view(0), "masked_secret"));
  EXPECT_FALSE(has_value_anywhere(view(1), "masked_secret"));
  EXPECT_TRUE(has_value_anywhere(view(2), "masked_secret"));
  EXPECT_FALSE(has_value_anywhere(view(3), "masked_secret"));
  EXPECT_FALSE(has_value_anywhere(view(kSpectator), "masked_secret"));
  EXPECT_TRUE(has_value_anywhere(view(kOmniscient), "masked_secret"));
}

TEST_F(ViewTest, HiddenZoneShowsCountButNotIds) {
  for (int s : {0, 1, 2, 3, kSpectator}) {
    const Value v = view(s);
    const Value* deck = zone(v, "deck");
    ASSERT_NE(deck, nullptr) << s;
    EXPECT_EQ((*deck)["count"], 2) << s;
    EXPECT_FALSE(deck->contains("entities")) << s;
    // The deck's cards have no visible property and no visible place: not listed at all.
    EXPECT_EQ(entity(v, 3), nullptr) << s;
    EXPECT_EQ(entity(v, 4), nullptr) << s;
    EXPECT_FALSE(has_value_anywhere(v, "deck_value_3")) << s;
  }
  const Value all = view(kOmniscient);
  EXPECT_EQ((*zone(all, "deck"))["entities"], Value::parse("[3, 4]"));
  EXPECT_EQ(prop(all, 3, "value"), "deck_value_3");
  EXPECT_EQ((*entity(all, 3))["zone"], "deck");
}

TEST_F(ViewTest, OwnerOnlyZoneContents) {
  const Value ann = view(0), bob = view(1);
  EXPECT_EQ((*zone(ann, "hand:1"))["entities"], Value::parse("[1]"));
  EXPECT_EQ((*zone(ann, "hand:1"))["owner"], 1);
  EXPECT_FALSE(zone(bob, "hand:1")->contains("entities"));
  EXPECT_EQ((*zone(bob, "hand:1"))["count"], 1);
  // Bob sees entity 1's public colour, but not where it lies.
  ASSERT_NE(entity(bob, 1), nullptr);
  EXPECT_FALSE(entity(bob, 1)->contains("zone"));
  EXPECT_FALSE(entity(bob, 1)->contains("owner"));
  EXPECT_EQ((*entity(ann, 1))["zone"], "hand:1");
  EXPECT_EQ((*entity(ann, 1))["owner"], 1);
  // Entity 2 has only an owner property: Ann sees nothing of it.
  EXPECT_EQ(entity(ann, 2), nullptr);
}

TEST_F(ViewTest, PublicZoneContents) {
  for (int s : {0, 3, kSpectator}) {
    const Value v = view(s);
    EXPECT_EQ((*zone(v, "table"))["entities"], Value::parse("[5]")) << s;
    EXPECT_EQ((*entity(v, 5))["zone"], "table") << s;
  }
}

TEST_F(ViewTest, Counters) {
  EXPECT_EQ(view(0)["counters"], Value({{"score", 3}}));
  EXPECT_EQ(view(1)["counters"], Value({{"score", 3}, {"plan", "plan_secret"}}));
  EXPECT_EQ(view(3)["counters"], Value({{"score", 3}, {"plan", "plan_secret"}}));
  EXPECT_EQ(view(kSpectator)["counters"], Value({{"score", 3}}));
  EXPECT_EQ(view(kOmniscient)["counters"], Value({{"score", 3}, {"plan", "plan_secret"}, {"hidden", "hidden_secret"}}));
}

TEST_F(ViewTest, LogEntriesWithVisibility) {
  using V = std::vector<std::string>;
  EXPECT_EQ(keys(view(0)), (V{"log.public", "log.to_ann_dee"}));
  EXPECT_EQ(keys(view(1)), (V{"log.public", "log.to_bob"}));
  EXPECT_EQ(keys(view(2)), (V{"log.public"}));
  EXPECT_EQ(keys(view(3)), (V{"log.public", "log.to_ann_dee"}));
  EXPECT_EQ(keys(view(kSpectator)), (V{"log.public"}));
  const Value all = view(kOmniscient);
  EXPECT_EQ(keys(all), (V{"log.public", "log.to_bob", "log.to_ann_dee"}));
  // The omniscient view says who a private entry went to; seats' views do not.
  EXPECT_FALSE(all["log"][0].contains("to"));
  EXPECT_EQ(all["log"][1]["to"], Value::parse("[2]"));
  EXPECT_EQ(all["log"][2]["to"], Value::parse("[1, 4]"));
  EXPECT_FALSE(view(1)["log"][1].contains("to"));
  EXPECT_EQ(view(1)["log"][1]["args"]["x"], "log_secret_bob");
}

// A view with the log from an entry on: the entries before it left out, the rest filtered as in
// the whole view, everything else the same.
TEST_F(ViewTest, ALogFromAnEntryOnHoldsWhatTheSeatSeesOfTheRest) {
  using V = std::vector<std::string>;
  EXPECT_EQ(keys(build_view(st, header, 0, 1)), (V{"log.to_ann_dee"}));
  EXPECT_EQ(keys(build_view(st, header, 1, 1)), (V{"log.to_bob"}));
  EXPECT_EQ(keys(build_view(st, header, 1, 2)), V{});
  EXPECT_EQ(keys(build_view(st, header, kOmniscient, 2)), (V{"log.to_ann_dee"}));
  EXPECT_EQ(build_view(st, header, kOmniscient, 2)["log"][0]["to"], Value::parse("[1, 4]"));
  EXPECT_EQ(keys(build_view(st, header, 3, 3)), V{});
  EXPECT_EQ(keys(build_view(st, header, 3, 0)), keys(view(3)));
  for (int s : {0, 1, 2, 3, kSpectator, kOmniscient}) {
    Value whole = view(s), from_last = build_view(st, header, s, 3);
    whole.erase("log");
    from_last.erase("log");
    EXPECT_EQ(whole, from_last) << s;
  }
}

TEST_F(ViewTest, KnowledgeOnlyForItsSeat) {
  EXPECT_EQ(view(0)["knowledge"], Value::array({Value({{"key", "k.evil"}, {"seats", {3}}})}));
  EXPECT_EQ(view(1)["knowledge"], Value::array());
  EXPECT_EQ(view(2)["knowledge"].size(), 1u);
  EXPECT_FALSE(has_value_anywhere(view(0), "knowledge_secret"));
  EXPECT_FALSE(has_value_anywhere(view(1), "knowledge_secret"));
  EXPECT_FALSE(has_value_anywhere(view(3), "knowledge_secret"));
  EXPECT_EQ(view(kSpectator)["knowledge"], Value::array());
  const Value all = view(kOmniscient)["knowledge"];
  EXPECT_TRUE(all.is_object());
  EXPECT_EQ(all.size(), 2u) << "only seats with knowledge";
  EXPECT_EQ(all["1"][0]["key"], "k.evil");
  EXPECT_EQ(all["3"][0]["what"], "knowledge_secret");
}

TEST_F(ViewTest, SpectatorSeesOnlyPublicFacts) {
  const Value v = view(kSpectator);
  for (const char* secret : {"merlin_secret", "assassin_secret", "deck_value_3", "deck_value_4", "masked_secret",
                             "plan_secret", "hidden_secret", "knowledge_secret", "log_secret_bob",
                             "log_secret_ann_dee"})
    EXPECT_FALSE(has_value_anywhere(v, secret)) << secret;
}

TEST_F(ViewTest, OmniscientSeesEverything) {
  const Value v = view(kOmniscient);
  for (const char* secret : {"merlin_secret", "assassin_secret", "deck_value_3", "deck_value_4", "masked_secret",
                             "plan_secret", "hidden_secret", "knowledge_secret", "log_secret_bob",
                             "log_secret_ann_dee"})
    EXPECT_TRUE(has_value_anywhere(v, secret)) << secret;
  for (const auto& z : v["zones"]) EXPECT_TRUE(z.contains("entities")) << z.dump();
  EXPECT_EQ(v["entities"].size(), 5u);
}

TEST_F(ViewTest, NobodyPropertyOnlyOmniscient) {
  for (int s : {0, 1, 2, 3, kSpectator}) EXPECT_FALSE(has_value_anywhere(view(s), "hidden_secret")) << s;
}

TEST_F(ViewTest, WidenedVisibility) {
  Property& p = *st.entity(2)->prop("role");
  p.vis.widen(Visibility::seat(3));
  EXPECT_TRUE(has_value_anywhere(view(3), "assassin_secret"));
  EXPECT_TRUE(has_value_anywhere(view(1), "assassin_secret")) << "widening keeps the owner";
  EXPECT_FALSE(has_value_anywhere(view(0), "assassin_secret"));
  p.vis.widen(Visibility::public_());
  EXPECT_TRUE(has_value_anywhere(view(kSpectator), "assassin_secret"));
}

class ViewDecisionTest : public ViewTest {
 protected:
  // A simultaneous vote by seats 0, 1, 2; seat 0 has answered "vote_secret_yes".
  void SetUp() override {
    Decision d;
    d.prompt = "p.vote";
    d.args = Value{{"team", {1, 2}}};
    d.simultaneous = true;
    for (int s : {0, 1, 2}) {
      SeatRequest r;
      r.seat = s;
      r.options = {"vote_secret_yes", "no"};
      d.requests.push_back(r);
    }
    d.requests[0].answered = true;
    d.requests[0].answer = "vote_secret_yes";
    st.pending = d;
  }
};

TEST_F(ViewDecisionTest, OwnAnswerOnlyInOwnView) {
  const Value ann = view(0);
  ASSERT_TRUE(ann["decision"].is_object());
  EXPECT_EQ(ann["decision"]["answered"], true);
  EXPECT_EQ(ann["decision"]["answer"], "vote_secret_yes");
  for (int s : {1, 2, 3, kSpectator}) {
    const Value v = view(s);
    bool leaked = false;
    // The options list names "vote_secret_yes" too; look for an answer field only.
    if (v["decision"].is_object() && v["decision"].contains("answer")) leaked = true;
    EXPECT_FALSE(leaked) << s << ": " << v["decision"].dump();
    EXPECT_FALSE(v.contains("decisions")) << s;
  }
  const Value bob = view(1);
  ASSERT_TRUE(bob["decision"].is_object());
  EXPECT_EQ(bob["decision"]["seat"], 2);
  EXPECT_EQ(bob["decision"]["answered"], false);
  EXPECT_EQ(bob["decision"]["prompt"], "p.vote");
  EXPECT_EQ(bob["decision"]["options"], Value::parse(R"(["vote_secret_yes","no"])"));
  EXPECT_TRUE(view(3)["decision"].is_null()) << "seat 4 is not asked";
  EXPECT_TRUE(view(kSpectator)["decision"].is_null());
}

TEST_F(ViewDecisionTest, WaitingForListsUnansweredSeats) {
  for (int s : {0, 1, 2, 3, kSpectator, kOmniscient}) EXPECT_EQ(view(s)["waiting_for"], Value::parse("[2, 3]")) << s;
  st.pending->requests[2].answered = true;
  st.pending->requests[2].answer = "no";
  EXPECT_EQ(view(3)["waiting_for"], Value::parse("[2]"));
}

TEST_F(ViewDecisionTest, OmniscientSeesEveryRequestAndAnswer) {
  const Value v = view(kOmniscient);
  ASSERT_TRUE(v.contains("decisions"));
  ASSERT_EQ(v["decisions"].size(), 3u);
  EXPECT_EQ(v["decisions"][0]["answer"], "vote_secret_yes");
  EXPECT_EQ(v["decisions"][1]["answered"], false);
}

TEST_F(ViewTest, Outcome) {
  st.outcome.over = true;
  st.outcome.winner = "good";
  st.outcome.reason = "three_successes";
  st.outcome.details = {{"x", 1}};
  for (int s : {0, kSpectator, kOmniscient}) {
    const Value v = view(s);
    EXPECT_EQ(v["outcome"], Value({{"winner", "good"}, {"reason", "three_successes"}, {"details", {{"x", 1}}}})) << s;
  }
}

TEST(Visibility, Sees) {
  EXPECT_TRUE(Visibility::public_().sees(0));
  EXPECT_TRUE(Visibility::public_().sees(kSpectator));
  EXPECT_FALSE(Visibility::nobody().sees(0));
  EXPECT_TRUE(Visibility::nobody().sees(kOmniscient));
  EXPECT_FALSE(Visibility::nobody().sees(kSpectator));
  EXPECT_TRUE(Visibility::owner_only().sees(2, 2));
  EXPECT_FALSE(Visibility::owner_only().sees(2, 1));
  EXPECT_FALSE(Visibility::owner_only().sees(2, -1));
  EXPECT_FALSE(Visibility::owner_only().sees(kSpectator, 2));
  EXPECT_TRUE(Visibility::seat(5).sees(5));
  EXPECT_FALSE(Visibility::seat(5).sees(4));
  EXPECT_TRUE(Visibility::seat(63).sees(63));
  Visibility v = Visibility::seat(1);
  v.widen(Visibility::owner_only());
  EXPECT_TRUE(v.sees(1));
  EXPECT_TRUE(v.sees(3, 3));
  EXPECT_FALSE(v.sees(3, 2));
}

}  // namespace
}  // namespace rt
