// record_test.cpp: records and journals: parsing, writing, round trips, and one-line errors that
// name the source and the place.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/record.hpp"

namespace rt {
namespace {

const char* const kRecord = R"({
  "format": "roundtable-record",
  "version": 1,
  "game": "resistance",
  "options": {"mission_selection": true},
  "players": ["Ann", "Bob", "Cid", "Dee", "Eve"],
  "controllers": ["human", "bot", "bot", "human", "bot"],
  "seed": 42,
  "deal": ["spy", "resistance", "resistance", "spy", "resistance"],
  "first_leader": 3,
  "decisions": [
    {"seat": 3, "answer": [1, 3]},
    {"seat": 1, "answer": "approve"},
    {"seat": 5, "answer": "reject"}
  ]
}
)";

std::optional<Record> parse(const std::string& text, std::string& error) {
  error.clear();
  return parse_record(text, "game.json", error);
}

// Parses text that must fail; returns the error after checking it is one line naming the source.
std::string parse_error(const std::string& text) {
  std::string error;
  auto r = parse_record(text, "bad.json", error);
  EXPECT_FALSE(r.has_value()) << "parsed although it should not:\n" << text;
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(error.find('\n'), std::string::npos) << "error is not one line: " << error;
  EXPECT_EQ(error.rfind("bad.json: ", 0), 0u) << "error does not start with the source: " << error;
  return error;
}

Setup sample_setup() {
  Setup s;
  s.game = "resistance";
  s.options = {{"mission_selection", false}, {"mode", "x"}};
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  s.seed = 7;
  return s;
}

// --- parsing a saved record ------------------------------------------------------------------

TEST(Record, ParsesASavedRecord) {
  std::string error;
  auto r = parse(kRecord, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.game, "resistance");
  EXPECT_EQ(r->setup.options, Value({{"mission_selection", true}}));
  EXPECT_EQ(r->setup.players, (std::vector<std::string>{"Ann", "Bob", "Cid", "Dee", "Eve"}));
  EXPECT_EQ(r->setup.controllers, (std::vector<std::string>{"human", "bot", "bot", "human", "bot"}));
  EXPECT_EQ(r->setup.seed, 42u);
  ASSERT_TRUE(r->setup.deal);
  EXPECT_EQ(*r->setup.deal, (std::vector<std::string>{"spy", "resistance", "resistance", "spy", "resistance"}));
  ASSERT_TRUE(r->setup.first_leader);
  EXPECT_EQ(*r->setup.first_leader, 2) << "first_leader is 1-based in the file, 0-based in Setup";
  ASSERT_EQ(r->decisions.size(), 3u);
  EXPECT_EQ(r->decisions[0].seat, 2) << "seats are 1-based in the file, 0-based in RecordedAnswer";
  EXPECT_EQ(r->decisions[0].answer, Value::parse("[1, 3]")) << "answers keep their external (1-based) form";
  EXPECT_EQ(r->decisions[1].seat, 0);
  EXPECT_EQ(r->decisions[1].answer, "approve");
  EXPECT_EQ(r->decisions[2].seat, 4);
}

TEST(Record, MinimalRecordHasDefaults) {
  std::string error;
  auto r = parse(R"({"game": "g", "players": ["A", "B"], "seed": 0, "decisions": []})", error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.options, Value::object());
  EXPECT_TRUE(r->setup.controllers.empty());
  EXPECT_FALSE(r->setup.deal);
  EXPECT_FALSE(r->setup.first_leader);
  EXPECT_TRUE(r->decisions.empty());
}

TEST(Record, LargestSeedSurvives) {
  std::string error;
  auto r = parse(R"({"game": "g", "players": ["A"], "seed": 18446744073709551615, "decisions": []})", error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.seed, ~uint64_t{0});
  auto again = parse(record_to_text(*r), error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->setup.seed, ~uint64_t{0});
}

// --- parsing a journal -----------------------------------------------------------------------

TEST(Record, ParsesAJournal) {
  std::string text =
      R"({"format":"roundtable-record","version":1,"game":"resistance","options":{},"players":["A","B","C","D","E"],"seed":9})"
      "\n"
      R"({"seat":1,"answer":[1,2]})"
      "\n"
      "\n"  // blank lines are allowed
      R"({"seat":5,"answer":"approve"})"
      "\n";
  std::string error;
  auto r = parse(text, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.game, "resistance");
  EXPECT_EQ(r->setup.players.size(), 5u);
  EXPECT_EQ(r->setup.seed, 9u);
  ASSERT_EQ(r->decisions.size(), 2u);
  EXPECT_EQ(r->decisions[0].seat, 0);
  EXPECT_EQ(r->decisions[0].answer, Value::parse("[1,2]"));
  EXPECT_EQ(r->decisions[1].seat, 4);
  EXPECT_EQ(r->decisions[1].answer, "approve");
}

TEST(Record, JournalWithOnlyAHeaderHasNoDecisions) {
  std::string error;
  auto r = parse(R"({"game":"g","players":["A","B"],"seed":1})" "\n", error);
  ASSERT_TRUE(r) << error;
  EXPECT_TRUE(r->decisions.empty());
}

TEST(Record, JournalWithCrlfLineEndings) {
  std::string error;
  auto r = parse("{\"game\":\"g\",\"players\":[\"A\",\"B\"],\"seed\":1}\r\n{\"seat\":2,\"answer\":\"x\"}\r\n", error);
  ASSERT_TRUE(r) << error;
  ASSERT_EQ(r->decisions.size(), 1u);
  EXPECT_EQ(r->decisions[0].seat, 1);
}

// --- writing and round trips -----------------------------------------------------------------

TEST(Record, TextRoundTrip) {
  std::string error;
  auto r = parse(kRecord, error);
  ASSERT_TRUE(r) << error;
  const std::string text = record_to_text(*r);
  auto again = parse(text, error);
  ASSERT_TRUE(again) << error << "\n" << text;
  EXPECT_EQ(record_to_value(*again), record_to_value(*r));
  EXPECT_EQ(record_to_text(*again), text) << "writing is stable";
}

TEST(Record, RoundTripOfAHandBuiltRecord) {
  Record r;
  r.setup = sample_setup();
  r.setup.controllers = {"bot", "human", "human", "bot", "bot"};
  r.setup.deal = std::vector<std::string>{"a", "b", "c", "d", "e"};
  r.setup.first_leader = 4;
  r.setup.lang = "uk";
  r.setup.mods = Value::parse(R"([{"id": "squire", "version": "1.0"}])");
  r.decisions.push_back({0, Value::parse(R"({"nested": [1, {"x": null}], "s": "line\nbreak"})")});
  r.decisions.push_back({4, "yes"});
  r.decisions.push_back({2, Value::parse("[5, 1]")});
  std::string error;
  auto again = parse(record_to_text(r), error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->setup.game, r.setup.game);
  EXPECT_EQ(again->setup.options, r.setup.options);
  EXPECT_EQ(again->setup.players, r.setup.players);
  EXPECT_EQ(again->setup.controllers, r.setup.controllers);
  EXPECT_EQ(again->setup.seed, r.setup.seed);
  EXPECT_EQ(again->setup.deal, r.setup.deal);
  EXPECT_EQ(again->setup.first_leader, r.setup.first_leader);
  EXPECT_EQ(again->setup.lang, "uk");
  EXPECT_EQ(again->setup.mods, r.setup.mods);
  ASSERT_EQ(again->decisions.size(), r.decisions.size());
  for (size_t i = 0; i < r.decisions.size(); ++i) {
    EXPECT_EQ(again->decisions[i].seat, r.decisions[i].seat);
    EXPECT_EQ(again->decisions[i].answer, r.decisions[i].answer);
  }
}

TEST(Record, RoundTripWithoutDecisions) {
  Record r;
  r.setup = sample_setup();
  std::string error;
  auto again = parse(record_to_text(r), error);
  ASSERT_TRUE(again) << error << "\n" << record_to_text(r);
  EXPECT_TRUE(again->decisions.empty());
  EXPECT_EQ(record_to_value(*again), record_to_value(r));
}

TEST(Record, RecordTextHasOneDecisionPerLine) {
  Record r;
  r.setup = sample_setup();
  r.decisions = {{0, "a"}, {1, "b"}, {2, "c"}};
  const std::string text = record_to_text(r);
  size_t lines_with_seat = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find("\"seat\"") != std::string::npos) ++lines_with_seat;
  EXPECT_EQ(lines_with_seat, 3u) << text;
}

TEST(Record, SetupToValueUsesExternalSeats) {
  rt::Setup s = sample_setup();
  s.first_leader = 0;
  Value v = setup_to_value(s);
  EXPECT_EQ(v["first_leader"], 1);
  EXPECT_EQ(v["format"], "roundtable-record");
  EXPECT_EQ(v["version"], 1);
  EXPECT_FALSE(v.contains("deal"));
  EXPECT_FALSE(v.contains("controllers"));
  EXPECT_EQ(answer_to_value({3, "x"}), Value({{"seat", 4}, {"answer", "x"}}));
}

// --- errors ----------------------------------------------------------------------------------

TEST(RecordErrors, EmptyFile) {
  EXPECT_NE(parse_error("").find("empty"), std::string::npos);
  EXPECT_NE(parse_error("  \n\t\n").find("empty"), std::string::npos);
}

TEST(RecordErrors, MalformedJsonNamesLineAndColumn) {
  // The stray ',' is on line 3, column 15.
  const std::string text =
      "{\n"
      "  \"game\": \"resistance\",\n"
      "  \"players\": [,\"A\"],\n"
      "  \"seed\": 1,\n"
      "  \"decisions\": []\n"
      "}\n";
  std::string err = parse_error(text);
  EXPECT_NE(err.find("3:15"), std::string::npos) << err;
  EXPECT_NE(err.find("malformed"), std::string::npos) << err;
}

TEST(RecordErrors, MalformedJsonOnFirstLine) {
  std::string err = parse_error("{\"game\": resistance}\n");
  EXPECT_NE(err.find("1:10"), std::string::npos) << err;
}

TEST(RecordErrors, TruncatedRecord) {
  std::string text = kRecord;
  text = text.substr(0, text.find("{\"seat\": 1"));  // cut inside the decisions
  std::string err = parse_error(text);
  // The error is where the text stops: the last line.
  const auto last_line = std::to_string(std::count(text.begin(), text.end(), '\n') + 1) + ":";
  EXPECT_NE(err.find("malformed"), std::string::npos) << err;
  EXPECT_NE(err.find(last_line), std::string::npos) << err;
}

TEST(RecordErrors, TruncatedJournalLine) {
  std::string text =
      "{\"game\":\"g\",\"players\":[\"A\",\"B\"],\"seed\":1}\n"
      "{\"seat\":1,\"answer\":\"x\"}\n"
      "{\"seat\":2,\"ans";
  std::string err = parse_error(text);
  EXPECT_NE(err.find("3:"), std::string::npos) << err;
  EXPECT_NE(err.find("truncated"), std::string::npos) << err;
}

TEST(RecordErrors, MissingGame) {
  std::string err = parse_error(R"({"players": ["A"], "seed": 1, "decisions": []})");
  EXPECT_NE(err.find("\"game\""), std::string::npos) << err;
  EXPECT_NE(err.find("missing"), std::string::npos) << err;
}

TEST(RecordErrors, MissingPlayers) {
  std::string err = parse_error(R"({"game": "g", "seed": 1, "decisions": []})");
  EXPECT_NE(err.find("\"players\""), std::string::npos) << err;
}

TEST(RecordErrors, MissingSeed) {
  std::string err = parse_error(R"({"game": "g", "players": ["A"], "decisions": []})");
  EXPECT_NE(err.find("\"seed\""), std::string::npos) << err;
}

TEST(RecordErrors, MissingFieldInJournalHeaderNamesTheLine) {
  std::string err = parse_error("{\"game\":\"g\",\"players\":[\"A\"]}\n{\"seat\":1,\"answer\":\"x\"}\n");
  EXPECT_NE(err.find("line 1"), std::string::npos) << err;
  EXPECT_NE(err.find("\"seed\""), std::string::npos) << err;
}

TEST(RecordErrors, BadFieldTypes) {
  EXPECT_NE(parse_error(R"({"game": 3, "players": ["A"], "seed": 1, "decisions": []})").find("record.game"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "", "players": ["A"], "seed": 1, "decisions": []})").find("record.game"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": [], "seed": 1, "decisions": []})").find("record.players"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A", 2], "seed": 1, "decisions": []})").find("players[1]"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A"], "seed": -1, "decisions": []})").find("record.seed"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A"], "seed": 1.5, "decisions": []})").find("record.seed"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A"], "seed": "1", "decisions": []})").find("record.seed"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A"], "seed": 1, "options": [], "decisions": []})")
                .find("record.options"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A"], "seed": 1, "decisions": {}})").find("record.decisions"),
            std::string::npos);
  EXPECT_NE(parse_error(R"({"game": "g", "players": ["A","B"], "controllers": ["bot"], "seed": 1, "decisions": []})")
                .find("record.controllers"),
            std::string::npos);
  EXPECT_NE(
      parse_error(R"({"game": "g", "players": ["A"], "controllers": ["alien"], "seed": 1, "decisions": []})")
          .find("record.controllers"),
      std::string::npos);
  for (const char* mods : {R"("squire")", R"([{"version": "1"}])", R"([{"id": ""}])", R"([{"id": "x", "version": 1}])"})
    EXPECT_NE(parse_error(std::string(R"({"game": "g", "players": ["A"], "seed": 1, "mods": )") + mods + R"(, "decisions": []})")
                  .find("record.mods: expected a list of"),
              std::string::npos)
        << mods;
  // A language the front end cannot use is left out: the game still opens.
  for (const char* lang : {R"(3)", R"("")", R"("u k")", R"("0123456789012345678901234567890123")"}) {
    std::string error;
    auto r = parse(std::string(R"({"game": "g", "players": ["A"], "seed": 1, "lang": )") + lang + R"(, "decisions": []})", error);
    ASSERT_TRUE(r) << lang << ": " << error;
    EXPECT_EQ(r->setup.lang, "") << lang;
  }
  std::string error;
  auto r = parse(R"({"game": "g", "players": ["A"], "seed": 1, "lang": "pt-BR", "decisions": []})", error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.lang, "pt-BR") << "a mod's language code";
}

TEST(RecordErrors, SeatZeroInARecord) {
  std::string err =
      parse_error(R"({"game": "g", "players": ["A", "B"], "seed": 1, "decisions": [{"seat": 1, "answer": "x"}, {"seat": 0, "answer": "y"}]})");
  EXPECT_NE(err.find("decisions[1]"), std::string::npos) << err;
  EXPECT_NE(err.find("seat"), std::string::npos) << err;
}

TEST(RecordErrors, SeatBeyondPlayersInARecord) {
  std::string err =
      parse_error(R"({"game": "g", "players": ["A", "B"], "seed": 1, "decisions": [{"seat": 3, "answer": "x"}]})");
  EXPECT_NE(err.find("decisions[0]"), std::string::npos) << err;
  EXPECT_NE(err.find("1..2"), std::string::npos) << err;
}

TEST(RecordErrors, SeatNotANumber) {
  std::string err =
      parse_error(R"({"game": "g", "players": ["A", "B"], "seed": 1, "decisions": [{"seat": "1", "answer": "x"}]})");
  EXPECT_NE(err.find("decisions[0]"), std::string::npos) << err;
}

TEST(RecordErrors, DecisionWithoutAnswer) {
  std::string err = parse_error(R"({"game": "g", "players": ["A", "B"], "seed": 1, "decisions": [{"seat": 1}]})");
  EXPECT_NE(err.find("decisions[0]"), std::string::npos) << err;
  EXPECT_NE(err.find("\"answer\""), std::string::npos) << err;
}

TEST(RecordErrors, SeatZeroInAJournalNamesTheLine) {
  std::string err = parse_error(
      "{\"game\":\"g\",\"players\":[\"A\",\"B\"],\"seed\":1}\n{\"seat\":1,\"answer\":\"x\"}\n{\"seat\":0,\"answer\":\"y\"}\n");
  EXPECT_NE(err.find("line 3"), std::string::npos) << err;
}

TEST(RecordErrors, SeatBeyondPlayersInAJournal) {
  std::string err = parse_error("{\"game\":\"g\",\"players\":[\"A\",\"B\"],\"seed\":1}\n{\"seat\":3,\"answer\":\"x\"}\n");
  EXPECT_NE(err.find("line 2"), std::string::npos) << err;
  EXPECT_NE(err.find("1..2"), std::string::npos) << err;
}

TEST(RecordErrors, BadFirstLeader) {
  for (const char* fl : {"0", "3", "-1", "1.5", "\"1\""}) {
    std::string text = std::string(R"({"game": "g", "players": ["A", "B"], "seed": 1, "first_leader": )") + fl +
                       R"(, "decisions": []})";
    std::string err = parse_error(text);
    EXPECT_NE(err.find("first_leader"), std::string::npos) << fl << ": " << err;
    EXPECT_NE(err.find("1..2"), std::string::npos) << fl << ": " << err;
  }
  std::string error;
  EXPECT_TRUE(parse(R"({"game": "g", "players": ["A", "B"], "seed": 1, "first_leader": 2, "decisions": []})", error))
      << error;
  EXPECT_TRUE(parse(R"({"game": "g", "players": ["A", "B"], "seed": 1, "first_leader": null, "decisions": []})", error))
      << error;
}

TEST(RecordErrors, DealOfWrongLength) {
  std::string err =
      parse_error(R"({"game": "g", "players": ["A", "B", "C"], "seed": 1, "deal": ["x", "y"], "decisions": []})");
  EXPECT_NE(err.find("deal"), std::string::npos) << err;
  EXPECT_NE(err.find("3"), std::string::npos) << err;
  err = parse_error(R"({"game": "g", "players": ["A"], "seed": 1, "deal": [1], "decisions": []})");
  EXPECT_NE(err.find("deal"), std::string::npos) << err;
  err = parse_error(R"({"game": "g", "players": ["A"], "seed": 1, "deal": "x", "decisions": []})");
  EXPECT_NE(err.find("deal"), std::string::npos) << err;
}

TEST(RecordErrors, NotAnObject) {
  parse_error("[1, 2, 3]\n");
  parse_error("42\n");
}

TEST(RecordErrors, TextAfterARecord) {
  std::string text = R"({"game": "g", "players": ["A"], "seed": 1, "decisions": []})"
                     "\n"
                     R"({"seat": 1, "answer": "x"})"
                     "\n";
  parse_error(text);
}

TEST(RecordErrors, PrettyRecordWithoutDecisionsIsReportedAsMissingDecisions) {
  // A saved record whose "decisions" key was lost: the parser takes it for a journal and reports
  // "1:1: malformed or truncated journal line", which points nowhere useful. It should say that
  // "decisions" is missing (or accept the record as one with no decisions yet).
  const std::string text =
      "{\n"
      "  \"game\": \"g\",\n"
      "  \"players\": [\"A\", \"B\"],\n"
      "  \"seed\": 1\n"
      "}\n";
  std::string error;
  auto r = parse_record(text, "bad.json", error);
  if (r) {
    EXPECT_TRUE(r->decisions.empty());
  } else {
    EXPECT_NE(error.find("decisions"), std::string::npos) << error;
  }
}

// --- the journal -----------------------------------------------------------------------------

class JournalTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("rt_journal_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    path_ = (dir_ / (std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + ".jsonl")).string();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  static std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
  std::filesystem::path dir_;
  std::string path_;
};

TEST_F(JournalTest, WriteThenParseBack) {
  rt::Setup s = sample_setup();
  s.first_leader = 1;
  {
    Journal j;
    EXPECT_FALSE(j.is_open());
    EXPECT_EQ(j.open(path_, s, false), "");
    EXPECT_TRUE(j.is_open());
    EXPECT_EQ(j.path(), path_);
    EXPECT_EQ(j.write({0, Value::parse("[1, 2]")}), "");
    // Flushed at once: readable while the journal is still open.
    std::string error;
    auto mid = parse_record(slurp(path_), path_, error);
    ASSERT_TRUE(mid) << error;
    EXPECT_EQ(mid->decisions.size(), 1u);
    EXPECT_EQ(j.write({4, "approve"}), "");
  }
  const std::string text = slurp(path_);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3) << "one header line and one line per answer:\n" << text;
  std::string error;
  auto r = parse_record(text, path_, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(record_to_value(Record{s, {{0, Value::parse("[1, 2]")}, {4, "approve"}}}), record_to_value(*r));
}

TEST_F(JournalTest, AppendContinuesAnExistingJournal) {
  rt::Setup s = sample_setup();
  {
    Journal j;
    ASSERT_EQ(j.open(path_, s, false), "");
    ASSERT_EQ(j.write({1, "a"}), "");
  }
  {
    Journal j;
    ASSERT_EQ(j.open(path_, s, true), "");
    ASSERT_EQ(j.write({2, "b"}), "");
  }
  std::string error;
  auto r = parse_record(slurp(path_), path_, error);
  ASSERT_TRUE(r) << error;
  ASSERT_EQ(r->decisions.size(), 2u);
  EXPECT_EQ(r->decisions[0].answer, "a");
  EXPECT_EQ(r->decisions[1].seat, 2);
}

TEST_F(JournalTest, OpenWithoutAppendStartsOver) {
  rt::Setup s = sample_setup();
  {
    Journal j;
    ASSERT_EQ(j.open(path_, s, false), "");
    ASSERT_EQ(j.write({1, "a"}), "");
  }
  {
    Journal j;
    ASSERT_EQ(j.open(path_, s, false), "");
  }
  std::string error;
  auto r = parse_record(slurp(path_), path_, error);
  ASSERT_TRUE(r) << error;
  EXPECT_TRUE(r->decisions.empty());
}

TEST_F(JournalTest, UnwritablePathIsAnError) {
  Journal j;
  std::string err = j.open((dir_ / "no_such_dir" / "x.jsonl").string(), sample_setup(), false);
  EXPECT_FALSE(err.empty());
  EXPECT_NE(err.find("no_such_dir"), std::string::npos) << err;
  EXPECT_FALSE(j.is_open());
  EXPECT_EQ(j.write({0, "x"}), "") << "writing to a closed journal is a no-op";
}

}  // namespace
}  // namespace rt
