// game_checkers_test.cpp: the generic checkers every game runs, whatever its rules: random
// playouts end legally; records round-trip and replay exactly; no view holds a fact its seat was
// not given; illegal answers are refused and change nothing. Games, player counts and option
// sets come from the catalog, so a new game is checked without writing a test.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <set>

#include "core/view.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

struct Config {
  std::string game;
  int players;
  Value options;
  std::string name;
};

void PrintTo(const Config& c, std::ostream* os) { *os << c.name; }

// A readable test name for an option set: the options that differ from their defaults.
std::string config_name(const GameInfo& g, int n, const Value& opts) {
  std::string name = g.id + "_" + std::to_string(n) + "p";
  for (const auto& o : g.options) {
    if (!opts.contains(o.id) || opts[o.id] == o.default_value) continue;
    const Value& v = opts[o.id];
    if (v.is_boolean()) name += (v.get<bool>() ? "_" : "_no_") + o.id;
    else name += "_" + o.id + "_" + (v.is_string() ? v.get<std::string>() : v.dump());
  }
  return name;
}

// A game's test_setups(n), asked once per test process.
const std::vector<Value>& declared_setups(const GameInfo& g, int n) {
  static std::map<std::pair<std::string, int>, std::vector<Value>> cache;
  auto key = std::make_pair(g.id, n);
  auto it = cache.find(key);
  if (it == cache.end()) {
    std::vector<Value> declared;
    EXPECT_EQ(builtin_catalog().test_setups(g, n, declared), "");
    it = cache.emplace(key, std::move(declared)).first;
  }
  return it->second;
}

bool playable(const GameInfo& g, int n, const Value& opts) {
  std::vector<SetupProblem> problems;
  std::string err = builtin_catalog().check_setup(g, n, opts, problems);
  return err.empty() && builtin_catalog().setup_errors(problems).empty();
}

// Every game x every player count x the setups the game asks for (its test_setups), or else {no option, each bool option alone, all bool options}; setups the game's
// check_setup refuses are left out.
std::vector<Config> all_configs() {
  std::vector<Config> out;
  for (const auto& g : builtin_catalog().games()) {
    for (int n = g.min_players; n <= g.max_players; ++n) {
      std::vector<Value> option_sets = declared_setups(g, n);
      if (option_sets.empty()) {
        option_sets.push_back(Value::object());
        Value all = Value::object();
        for (const auto& o : g.options) {
          if (o.kind != "bool") continue;
          option_sets.push_back(Value{{o.id, !o.default_value.get<bool>()}});
          all[o.id] = !o.default_value.get<bool>();
        }
        if (all.size() > 1) option_sets.push_back(all);
      }
      for (auto& opts : option_sets)
        if (playable(g, n, opts)) out.push_back({g.id, n, opts, config_name(g, n, opts)});
    }
  }
  return out;
}

class GameChecker : public ::testing::TestWithParam<Config> {};

std::unique_ptr<Session> start(const Config& c, uint64_t seed) {
  std::string err;
  auto s = Session::start(builtin_catalog(), make_setup(c.game, c.players, seed, c.options), err);
  EXPECT_TRUE(s) << err;
  return s;
}

TEST_P(GameChecker, RandomPlayoutsEndLegally) {
  const Config& c = GetParam();
  const GameInfo* info = builtin_catalog().game(c.game);
  std::set<std::string> sides, reasons;
  for (auto& s : info->sides) sides.insert(s.id);
  for (auto& r : info->end_reasons) reasons.insert(r.id);
  for (uint64_t seed = 1; seed <= 25; ++seed) {
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed * 7919);
    ASSERT_EQ(play_out(*s, bot), "") << "seed " << seed;
    EXPECT_TRUE(sides.count(s->outcome().winner)) << "winner '" << s->outcome().winner << "' is not a declared side";
    EXPECT_TRUE(reasons.count(s->outcome().reason)) << "reason '" << s->outcome().reason << "' is not declared";
    EXPECT_EQ(s->pending(), nullptr);
    EXPECT_NE(s->answer(0, "anything"), "") << "an answer after the end was accepted";
  }
}

TEST_P(GameChecker, RecordRoundTripAndReplayAreExact) {
  const Config& c = GetParam();
  for (uint64_t seed = 100; seed < 106; ++seed) {
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot), "");

    // The same setup and the same bot play the same game.
    auto again = start(c, seed);
    RandomBot bot2(seed);
    ASSERT_EQ(play_out(*again, bot2), "");
    EXPECT_EQ(record_to_value(s->record()), record_to_value(again->record()));

    // Saved record -> parse -> replay: the same game, seen by everyone.
    std::string err;
    auto parsed = parse_record(record_to_text(s->record()), "saved", err);
    ASSERT_TRUE(parsed) << err;
    EXPECT_EQ(record_to_value(*parsed), record_to_value(s->record()));
    auto replayed = Session::replay(builtin_catalog(), *parsed, "saved", err);
    ASSERT_TRUE(replayed) << err;
    EXPECT_EQ(replayed->view(kOmniscient), s->view(kOmniscient));
    for (int seat = 0; seat < c.players; ++seat) EXPECT_EQ(replayed->view(seat), s->view(seat));

    // The journal written while playing replays to the same game too.
    const std::string path = ::testing::TempDir() + "/journal_" + c.name + ".jsonl";
    {
      Journal j;
      ASSERT_EQ(j.open(path, s->record().setup, false), "");
      for (auto& a : s->record().decisions) ASSERT_EQ(j.write(a), "");
    }
    std::ifstream in(path);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto journal = parse_record(text, path, err);
    ASSERT_TRUE(journal) << err;
    auto from_journal = Session::replay(builtin_catalog(), *journal, path, err);
    ASSERT_TRUE(from_journal) << err;
    EXPECT_EQ(from_journal->view(kOmniscient), s->view(kOmniscient));

    // Any prefix of the record replays to a game in progress that continues identically.
    const size_t half = s->record().decisions.size() / 2;
    auto prefix = Session::replay(builtin_catalog(), s->record(), "record", err, half);
    ASSERT_TRUE(prefix) << err;
    for (size_t i = half; i < s->record().decisions.size(); ++i) {
      auto& a = s->record().decisions[i];
      ASSERT_EQ(prefix->answer(a.seat, a.answer), "");
    }
    EXPECT_EQ(prefix->view(kOmniscient), s->view(kOmniscient));
  }
}

// Every fact in a seat's view must be one the state lets that seat see.
void check_view_against_state(const Session& s, int seat) {
  const GameState& st = s.state();
  const Value v = s.view(seat);
  for (const auto& ev : v["entities"]) {
    const Entity* e = st.entity(ev["id"].get<int>());
    ASSERT_NE(e, nullptr);
    for (auto it = ev["props"].begin(); it != ev["props"].end(); ++it) {
      const Property* p = e->prop(it.key());
      ASSERT_NE(p, nullptr);
      EXPECT_TRUE(seat_sees_property(st, *e, *p, seat))
          << "seat " << seat + 1 << " sees " << e->kind << "." << p->key << " of entity " << e->id;
    }
  }
  size_t visible_log = 0;
  for (auto& l : st.log) visible_log += l.vis.sees(seat);
  EXPECT_EQ(v["log"].size(), visible_log);
  Value known = Value::array();
  for (const auto& f : st.knowledge[seat]) known.push_back(f.to_value());
  EXPECT_EQ(v["knowledge"], known);
  const Value& d = v["decision"];
  if (!d.is_null()) {
    EXPECT_EQ(d["seat"], seat + 1) << "a view holds another seat's decision";
  }
  // Nobody else's pending answer is in this view.
  if (st.pending)
    for (auto& r : st.pending->requests)
      if (r.seat != seat && r.answered) {
        Value others = v;
        others.erase("decision");  // the seat's own request may show its own answer
        EXPECT_EQ(others.dump().find("\"answer\""), std::string::npos) << "another seat's answer is visible";
      }
  for (auto it = v["counters"].begin(); it != v["counters"].end(); ++it) {
    bool visible = false;
    for (auto& c : st.counters)
      if (c.id == it.key()) visible = c.vis.sees(seat);
    EXPECT_TRUE(visible) << "counter " << it.key();
  }
}

TEST_P(GameChecker, ViewsHoldOnlyWhatTheirSeatWasGiven) {
  const Config& c = GetParam();
  for (uint64_t seed = 200; seed < 204; ++seed) {
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed);
    int step = 0;
    ASSERT_EQ(play_out(*s, bot, [&](const Session& sess) {
                if (step++ % 3) return;
                for (int seat = 0; seat < c.players; ++seat) check_view_against_state(sess, seat);
              }),
              "");
  }
}

// The differential check: two deals that differ only in the characters of two other seats, the
// same answers. While the seat's knowledge is the same in both, its view must be identical at
// every step: otherwise something hidden leaked into it.
TEST_P(GameChecker, AViewDoesNotDependOnHiddenFacts) {
  const Config& c = GetParam();
  int compared = 0;
  for (uint64_t seed = 300; seed < 306; ++seed) {
    auto probe = start(c, seed);
    ASSERT_TRUE(probe);
    if (probe->state().dealt.empty()) GTEST_SKIP() << c.game << " deals no characters";
    rt::Setup setup = probe->record().setup;
    setup.deal = probe->state().dealt;
    setup.first_leader = static_cast<int>(seed % c.players);
    std::string err;
    auto original = Session::start(builtin_catalog(), setup, err);
    ASSERT_TRUE(original) << err;
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*original, bot), "");
    const Record rec = original->record();

    // The seats looked from: at 7+ players every other seat, alternating with the seed, so every
    // seat is still checked on three deals (the cost grows as players^3).
    std::vector<int> seats;
    for (int seat = 0; seat < c.players; ++seat)
      if (c.players < 7 || (seat + seed) % 2 == 0) seats.push_back(seat);
    // The original deal's views and knowledge at every step, once.
    std::vector<std::vector<Value>> views;
    std::vector<std::vector<std::vector<Packed>>> knowledge;
    {
      auto x = Session::start(builtin_catalog(), setup, err);
      ASSERT_TRUE(x) << err;
      for (size_t i = 0; i <= rec.decisions.size() && !x->over(); ++i) {
        views.emplace_back();
        knowledge.emplace_back();
        for (int seat : seats) {
          views.back().push_back(x->view(seat));
          knowledge.back().push_back(x->state().knowledge[seat]);
        }
        if (i == rec.decisions.size()) break;
        const auto& ans = rec.decisions[i];
        if (!x->answer(ans.seat, ans.answer).empty()) break;
      }
    }
    // Each deal with two other seats' characters swapped, replayed with the same answers: while
    // a seat's knowledge is the same in both, its view must be too.
    for (int a = 0; a < c.players; ++a)
      for (int b = a + 1; b < c.players; ++b) {
        if ((*setup.deal)[a] == (*setup.deal)[b]) continue;
        rt::Setup other = setup;
        std::swap((*other.deal)[a], (*other.deal)[b]);
        auto y = Session::start(builtin_catalog(), other, err);
        ASSERT_TRUE(y) << err;
        std::vector<bool> watching(seats.size());
        for (size_t k = 0; k < seats.size(); ++k) watching[k] = seats[k] != a && seats[k] != b;
        for (size_t i = 0; i < views.size(); ++i) {
          if (y->over()) break;  // the end reveals everything
          bool any = false;
          for (size_t k = 0; k < seats.size(); ++k) {
            if (!watching[k]) continue;
            const int seat = seats[k];
            if (y->state().knowledge[seat] != knowledge[i][k]) {
              watching[k] = false;
              continue;
            }
            ASSERT_EQ(views[i][k], y->view(seat))
                << "seat " << seat + 1 << " can tell seats " << a + 1 << " and " << b + 1 << " apart after " << i
                << " answers (seed " << seed << ")";
            ++compared;
            any = true;
          }
          if (!any || i == rec.decisions.size()) break;
          const auto& ans = rec.decisions[i];
          if (!y->answer(ans.seat, ans.answer).empty()) break;
        }
      }
  }
  EXPECT_GT(compared, 0) << "no comparable pair of deals was found";
}

// Illegal answers derived from the typed request: each is refused and changes nothing.
std::vector<std::pair<int, Value>> illegal_answers(const Session& s) {
  std::vector<std::pair<int, Value>> out;
  const Decision& d = *s.pending();
  const int n = s.state().seat_count();
  std::set<int> asked;
  for (auto& r : d.requests) asked.insert(r.seat);
  for (int seat = 0; seat < n; ++seat)
    if (!asked.count(seat))
      out.push_back({seat, d.requests[0].kind == ChoiceKind::Choose ? Value(d.requests[0].options[0]) : Value::array()});
  for (auto& r : d.requests) {
    if (r.answered) {  // answering twice
      out.push_back({r.seat, r.answer});
      continue;
    }
    out.push_back({r.seat, 42});
    out.push_back({r.seat, nullptr});
    if (r.kind == ChoiceKind::Choose) {
      out.push_back({r.seat, "no_such_option"});
      for (auto& other : d.requests)  // an option another seat may choose but this one may not
        for (auto& o : other.options)
          if (std::find(r.options.begin(), r.options.end(), o) == r.options.end()) out.push_back({r.seat, o});
    } else if (r.kind == ChoiceKind::PickEntities || r.kind == ChoiceKind::Order) {
      const auto& ids = r.entities;
      const int lo = r.kind == ChoiceKind::Order ? static_cast<int>(ids.size()) : r.min;
      const int hi = r.kind == ChoiceKind::Order ? static_cast<int>(ids.size()) : r.max;
      Value too_few = Value::array(), too_many = Value::array(), twice = Value::array(), outside = Value::array();
      for (int i = 0; i < lo - 1; ++i) too_few.push_back(ids[i]);
      if (lo > 0) out.push_back({r.seat, too_few});
      if (hi < static_cast<int>(ids.size())) {
        for (int i = 0; i <= hi; ++i) too_many.push_back(ids[i]);
        out.push_back({r.seat, too_many});
      }
      if (hi >= 2) {
        for (int i = 0; i < hi; ++i) twice.push_back(ids[0]);
        out.push_back({r.seat, twice});
      }
      if (hi >= 1) {
        int unknown = 1;
        for (int id : ids) unknown = std::max(unknown, id + 1);
        outside.push_back(unknown);
        for (int i = 1; i < hi; ++i) outside.push_back(ids[i]);
        out.push_back({r.seat, outside});
      }
    } else {
      Value too_few = Value::array(), too_many = Value::array(), twice = Value::array();
      for (int i = 0; i < r.min - 1; ++i) too_few.push_back(r.eligible[i] + 1);
      if (r.min > 0) out.push_back({r.seat, too_few});
      if (r.max < static_cast<int>(r.eligible.size())) {
        for (int i = 0; i <= r.max; ++i) too_many.push_back(r.eligible[i] + 1);
        out.push_back({r.seat, too_many});
      }
      if (r.max >= 2) {
        twice.push_back(r.eligible[0] + 1);
        for (int i = 1; i < r.max; ++i) twice.push_back(r.eligible[0] + 1);
        out.push_back({r.seat, twice});
      }
      Value outside = Value::array();
      for (int i = 0; i < r.max; ++i) outside.push_back(i == 0 ? n + 1 : r.eligible[i] + 1);
      out.push_back({r.seat, outside});
    }
  }
  return out;
}

TEST_P(GameChecker, IllegalAnswersAreRefusedAndChangeNothing) {
  const Config& c = GetParam();
  for (uint64_t seed = 400; seed < 403; ++seed) {
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed);
    int tried = 0, step = 0;
    ASSERT_EQ(play_out(*s, bot, [&](const Session& sess) {
                if (step++ % 2) return;
                auto& mut = const_cast<Session&>(sess);
                const Value before = sess.view(kOmniscient);
                const size_t decisions = sess.record().decisions.size();
                for (auto& [seat, answer] : illegal_answers(sess)) {
                  std::string why = mut.answer(seat, answer);
                  EXPECT_NE(why, "") << "seat " << seat + 1 << " answered " << answer.dump() << " and was accepted";
                  EXPECT_EQ(why.find('\n'), std::string::npos) << "errors are one line";
                  ++tried;
                }
                EXPECT_EQ(sess.view(kOmniscient), before);
                EXPECT_EQ(sess.record().decisions.size(), decisions);
              }),
              "");
    EXPECT_GT(tried, 0);
  }
}

// Every setup a game lists in all_setups (e.g. every legal mix of characters), for the games that
// declare test setups: a random playout ends legally and replays exactly from its record.
struct GameAndPlayers {
  std::string game;
  int players;
};
void PrintTo(const GameAndPlayers& c, std::ostream* os) { *os << c.game << "_" << c.players << "p"; }

std::vector<GameAndPlayers> games_with_declared_setups() {
  std::vector<GameAndPlayers> out;
  for (const auto& g : builtin_catalog().games())
    for (int n = g.min_players; n <= g.max_players; ++n)
      if (!declared_setups(g, n).empty()) out.push_back({g.id, n});
  return out;
}

class EveryDeclaredSetup : public ::testing::TestWithParam<GameAndPlayers> {};

TEST_P(EveryDeclaredSetup, PlaysOutAndReplays) {
  const auto& [game, n] = GetParam();
  const GameInfo* info = builtin_catalog().game(game);
  std::set<std::string> sides, reasons;
  for (auto& s : info->sides) sides.insert(s.id);
  for (auto& r : info->end_reasons) reasons.insert(r.id);
  std::vector<Value> every;
  ASSERT_EQ(builtin_catalog().all_setups(*info, n, every), "");
  if (every.empty()) GTEST_SKIP() << game << " lists no all_setups";
  uint64_t seed = 0;
  for (const auto& options : every) {
    ++seed;
    SCOPED_TRACE(config_name(*info, n, options));
    ASSERT_TRUE(playable(*info, n, options)) << "a setup in all_setups is refused by check_setup";
    Config c{game, n, options, ""};
    auto s = start(c, seed);
    ASSERT_TRUE(s);
    RandomBot bot(seed);
    ASSERT_EQ(play_out(*s, bot), "") << "seed " << seed;
    EXPECT_TRUE(sides.count(s->outcome().winner) && reasons.count(s->outcome().reason));
    std::string err;
    auto replayed = Session::replay(builtin_catalog(), s->record(), "record", err);
    ASSERT_TRUE(replayed) << err;
    EXPECT_EQ(replayed->view(kOmniscient), s->view(kOmniscient));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, EveryDeclaredSetup, ::testing::ValuesIn(games_with_declared_setups()),
                         [](const ::testing::TestParamInfo<GameAndPlayers>& info) {
                           return info.param.game + "_" + std::to_string(info.param.players) + "p";
                         });

INSTANTIATE_TEST_SUITE_P(EveryGame, GameChecker, ::testing::ValuesIn(all_configs()),
                         [](const ::testing::TestParamInfo<Config>& info) { return info.param.name; });

}  // namespace
}  // namespace rt::test
