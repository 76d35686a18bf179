// bot_log_keys_test.cpp: a Lua bot that declares the log keys it reads (its file's `log_keys`,
// docs/lua-api.md "Bots"; engine/bots/lua_seat_view.cpp filters). Its seats' logs, and its public
// analysis's, hold exactly the entries with those keys among those the seat sees, in order (never
// an entry the seat does not see: a private line of another seat stays out); a bot without the
// field sees the whole log; a key no text knows, or a field that is not a list, is refused by name
// when the bot is made.
#include <gtest/gtest.h>

#include <set>

#include "bots/bot.hpp"
#include "engine_fixtures.hpp"

namespace rt::test {
namespace {

// The keys of a view's log entries, in order, joined by spaces; with `only`, just those keys.
std::string log_keys_of(const Value& view, const std::set<std::string>* only = nullptr) {
  std::string out;
  for (const Value& l : view["log"]) {
    const std::string k = l["key"].get<std::string>();
    if (only && !only->count(k)) continue;
    out += (out.empty() ? "" : " ") + k;
  }
  return out;
}

// Plays the turns fixture with `bot` on every seat: at each decision the bot's reason says what
// its seat's log held and what its public analysis's log held; both must be the view's (the
// seat's, the spectator's) entries with the keys `only` (all with nullptr). Returns the decisions.
int play_turns_reading(const char* bot_name, const std::set<std::string>* only, int players) {
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", players));
  auto bot = must_make_bot(*cat, "turns", bot_name);
  int decisions = 0;
  while (!s->over()) {
    const int seat = s->next_to_answer();
    const Value answer = bot->decide(SeatView(*s, seat));
    for (auto& p : bot->take_problems()) ADD_FAILURE() << p;
    const auto reason = bot->take_reason();
    if (!reason) {
      ADD_FAILURE() << "no reason";
      break;
    }
    const std::string where = std::string(bot_name) + ", step " + std::to_string(s->record().decisions.size());
    EXPECT_EQ(reason->args["seat"], log_keys_of(s->view(seat), only)) << where;
    EXPECT_EQ(reason->args["public"], log_keys_of(s->view(kSpectator), only)) << where;
    ++decisions;
    if (s->answer(seat, answer) != "") {
      ADD_FAILURE() << where << ": refused";
      break;
    }
  }
  return decisions;
}

TEST(BotLogKeys, TheSeatsAndThePublicAnalysissLogsHoldOnlyTheDeclaredKeys) {
  const std::set<std::string> declared = {"turns.log.setup", "turns.log.votes"};
  EXPECT_EQ(play_turns_reading("reader", &declared, 3), 3 + 2);
  // What the seats were handed is a strict part of the log: the first choice's line is left out.
  auto cat = fixture_catalog();
  auto s = must_start(*cat, fixture_setup("turns", 3));
  ASSERT_EQ(s->answer(0, "go"), "");
  EXPECT_EQ(log_keys_of(s->view(0)), "turns.log.setup turns.log.first");
  EXPECT_EQ(log_keys_of(s->view(0), &declared), "turns.log.setup");
}

TEST(BotLogKeys, ABotWithoutTheFieldSeesTheWholeLog) {
  EXPECT_EQ(play_turns_reading("reader_all", nullptr, 3), 3 + 2);
}

// Avalon's Lady of the Lake shows her holder a Loyalty card in a line of the log only the holder
// sees: a bot declaring that key gets it on the holder's seat only, as the seat's own view has it.
TEST(BotLogKeys, ADeclaredKeyBringsNoEntryTheSeatDoesNotSee) {
  Catalog cat;
  ASSERT_TRUE(cat.load(scripts_dir()).empty());
  cat.vm().add_root({test_data_dir() + "/engine/fixtures/bot_scripts", "tests/"});
  const std::set<std::string> declared = {"avalon.log.setup", "avalon.log.lady_saw"};
  int lady_lines = 0, without = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = must_start(cat, make_setup("avalon", 8, seed, {{"lady_of_the_lake", true}}));
    auto bot = must_make_bot(cat, "avalon", "lady_reader");
    while (!s->over()) {
      const int seat = s->next_to_answer();
      const Value answer = bot->decide(SeatView(*s, seat));
      for (auto& p : bot->take_problems()) ADD_FAILURE() << p;
      const auto reason = bot->take_reason();
      ASSERT_TRUE(reason.has_value());
      if (reason->key == "bots.reason.only_answer") {  // answered by the host: the script not asked
        ASSERT_EQ(s->answer(seat, answer), "");
        continue;
      }
      const std::string held = reason->args["seat"].get<std::string>();
      EXPECT_EQ(held, log_keys_of(s->view(seat), &declared)) << "seed " << seed << ", seat " << seat + 1;
      if (held.find("avalon.log.lady_saw") != std::string::npos) ++lady_lines;
      else if (log_keys_of(s->view(kOmniscient), &declared).find("lady_saw") != std::string::npos) ++without;
      ASSERT_EQ(s->answer(seat, answer), "");
    }
  }
  EXPECT_GT(lady_lines, 0);  // the holders were handed what the Lady showed them
  EXPECT_GT(without, 0);     // and the other seats, asked after it, were not
}

TEST(BotLogKeys, AMisspelledKeyOrAFieldThatIsNoListIsRefusedNamingTheFile) {
  auto cat = fixture_catalog();
  std::string error;
  EXPECT_FALSE(make_bot(*cat, "turns", "reader_misspelled", 1, error));
  EXPECT_TRUE(contains(error, "turns/bots/reader_misspelled.lua: `log_keys` names 'turns.log.vots'")) << error;
  EXPECT_TRUE(contains(error, "which no text knows")) << error;
  EXPECT_FALSE(make_bot(*cat, "turns", "reader_not_a_list", 1, error));
  EXPECT_TRUE(contains(error, "turns/bots/reader_not_a_list.lua: `log_keys` must be a list of log keys")) << error;
}

}  // namespace
}  // namespace rt::test
