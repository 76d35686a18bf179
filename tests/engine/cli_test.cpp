// cli_test.cpp: the roundtable command as a user runs it: bad input gets one line and a
// non-zero exit; simulate and catalog print the JSON scripts rely on; a terminal game plays to
// the end, is journaled, and a cut journal resumes.
#include <gtest/gtest.h>

#include <chrono>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "core/value.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

TEST(Cli, BadInputGetsOneLineAndANonZeroExit) {
  struct Case {
    std::string args, expect;
    int code;
  };
  const std::string bad_json = write_temp_file("bad.json", "{\n  \"game\": \"resistance\",\n  \"players\": [\"a\" \"b\"]\n}\n");
  const std::string truncated = write_temp_file("truncated.json", "{\"game\": \"resistance\", \"players\": [\"a\",");
  const std::string illegal = write_temp_file(
      "illegal.json",
      R"({"game":"resistance","players":["A","B","C","D","E"],"seed":1,"first_leader":1,)"
      R"("deal":["resistance","spy","resistance","resistance","spy"],)"
      R"("decisions":[{"seat":1,"answer":[1,2,3]}]})");
  const std::string deep = write_temp_file("deep.json", R"({"game":"resistance","players":["A","B","C","D","E"],"seed":1,)"
                                                     R"("decisions":[{"seat":1,"answer":)" + std::string(200000, '[') +
                                                     std::string(200000, ']') + "}]}");
  const std::string escape_name = write_temp_file("escape.json", "{\"game\":\"resistance\",\"players\":[\"A\\u001b[2J\",\"B\",\"C\",\"D\",\"E\"],"
                                                            "\"seed\":1,\"decisions\":[]}");
  const std::vector<Case> cases = {
      {"simulate --game nope --players 5 --games 1", "unknown game 'nope'", 1},
      {"simulate --game resistance --players 5 --games 1 --option bogus=1", "unknown option 'bogus'", 1},
      {"simulate --game resistance --players 5 --games 1 --option sleepless_spies=7", "must be true or false", 1},
      {"simulate --game resistance --players 4 --games 1", "5 to 10 players", 1},
      {"simulate --game resistance --players five --games 1", "--players", 2},
      {"simulate --game resistance --players 5 --games 1 --frobnicate", "unknown flag '--frobnicate'", 2},
      {"frobnicate", "unknown command", 2},
      {"run /no/such/file.json", "cannot read", 1},
      {"run " + bad_json, "bad.json: 3:", 1},
      {"run " + truncated, "truncated.json", 1},
      {"run " + illegal + " --view 9", "--view", 2},
      // Input a hostile or careless hand gives (issue 14): refused in one line, nothing started.
      {"run /dev/zero", "larger than 16 MiB", 1},
      {"run " + deep, "nests deeper than 64 levels", 1},
      {"run " + escape_name, "players[0]: expected a name", 1},
      {"simulate --game resistance --players 5 --games 1 --lang xx", "unknown language 'xx' for --lang (known: en, ru, uk)", 2},
      {"simulate --game resistance --players 5 --games 1 --seed ' 7'", "--seed", 2},
      {"simulate --game resistance --players 5 --games 1 --seed +7", "--seed", 2},
      {"play --tty --game resistance --players ''", "must be from 5 to 10", 2},
      {"play --tty --game resistance --bots all --names \"$(printf 'Ann,B\\033[31mob,Cid,Dee,Eve')\"", "'B\\u{1b}[31mob' is not a name", 2},
      {"play --tty --game resistance --bots all --names \"$(printf 'Ann,B\\377ob,Cid,Dee,Eve')\"", "'B\\xffob' is not a name", 2},
      {"play --tty --game resistance --bots all --names Ann,,Cid,Dee,Eve", "is not a name", 2},
  };
  for (auto& c : cases) {
    CommandResult r = run_roundtable(c.args);
    EXPECT_EQ(r.code, c.code) << c.args << "\n" << r.out;
    EXPECT_EQ(count_lines(r.out), 1) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.expect), std::string::npos) << c.args << "\n" << r.out;
  }
}

TEST(Cli, SimulateAndCatalogPrintTheJsonScriptsRelyOn) {
  CommandResult r = run_roundtable("simulate --game resistance --players 5 --games 200 --seed 3 --json", false);
  ASSERT_EQ(r.code, 0) << r.out;
  Value v = Value::parse(r.out);
  EXPECT_EQ(v["games"], 200);
  EXPECT_EQ(v["wins"]["resistance"].get<int>() + v["wins"]["spies"].get<int>(), 200);
  int reasons = 0;
  for (auto& [k, n] : v["reasons"].items()) reasons += n.get<int>();
  EXPECT_EQ(reasons, 200);
  EXPECT_GT(v["games_per_s"].get<double>(), 0);
  // The same seed gives the same games.
  EXPECT_EQ(Value::parse(run_roundtable("simulate --game resistance --players 5 --games 200 --seed 3 --json", false).out)["wins"],
            v["wins"]);

  CommandResult c = run_roundtable("catalog --json --lang ru", false);
  ASSERT_EQ(c.code, 0);
  Value cat = Value::parse(c.out);
  Value resistance;
  for (auto& g : cat["games"])
    if (g["id"] == "resistance") resistance = g;
  ASSERT_FALSE(resistance.is_null());
  EXPECT_EQ(resistance["roles"][1]["name"], "Предатель");
  EXPECT_EQ(resistance["options"].size(), 6u);  // three variants, the plot cards, two readings
  EXPECT_EQ(resistance["options"][4]["name"],
            "«Закулисные войны» (Лидер раздаёт Сюжетные карты каждый раунд; 5–6 игроков: 7 карт с пометкой 5+, 7 и больше: все 15)");
}

// A choice option's values have names in the player's language (the setup screen's words):
// `catalog --json` gives them beside the ids (value_names), the plain listing under the option.
TEST(Cli, CatalogNamesAChoiceOptionsValuesInEveryLanguage) {
  const std::map<std::string, std::string> expect = {
      {"en", "1 black sword and 2 siege engines"}, {"ru", "1 чёрный меч и 2 катапульты"}, {"uk", "1 чорний меч і 2 катапульти"}};
  for (const auto& [lang, name] : expect) {
    CommandResult c = run_roundtable("catalog --json --lang " + lang, false);
    ASSERT_EQ(c.code, 0) << c.out;
    const Value cat = Value::parse(c.out);
    Value war_loss;
    for (auto& g : cat["games"])
      for (auto& o : g["options"])
        if (g["id"] == "camelot" && o["id"] == "war_loss") war_loss = o;
    ASSERT_TRUE(war_loss.is_object()) << lang;
    EXPECT_EQ(war_loss["values"], Value({"black1_siege2", "black2_siege1"})) << lang;  // (unchanged for scripts)
    ASSERT_EQ(war_loss["value_names"].size(), 2u) << lang;
    EXPECT_EQ(war_loss["value_names"][0]["id"], "black1_siege2") << lang;
    EXPECT_EQ(war_loss["value_names"][0]["name"], name) << lang;
    CommandResult plain = run_roundtable("catalog --lang " + lang, false);
    EXPECT_NE(plain.out.find(name), std::string::npos) << lang << ":\n" << plain.out;
  }
  // The plain listing's headings are in the reader's language too.
  CommandResult ru = run_roundtable("catalog --lang ru", false);
  for (const char* said : {"Тени над Камелотом (camelot), игроков: 3–7", "  стороны:", "  чем кончается партия:"})
    EXPECT_NE(ru.out.find(said), std::string::npos) << said << "\n" << ru.out;
  EXPECT_EQ(ru.out.find(" players"), std::string::npos) << ru.out;
}

// Without --games, simulate plays 1000 games (the Camelot issue's acceptance line gives none:
// `simulate --game camelot --players 5 --bots heuristic --json`); a bad --games is still refused.
TEST(Cli, SimulateWithoutGamesPlaysAThousand) {
  CommandResult r = run_roundtable("simulate --game resistance --players 5 --bots random --seed 2 --json", false);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(Value::parse(r.out)["games"], 1000);
  CommandResult bad = run_roundtable("simulate --game resistance --players 5 --games 0");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.out.find("--games K needs a whole number >= 1"), std::string::npos) << bad.out;
}

// The issue's acceptance line: `roundtable simulate --game avalon --bots random` with the base set
// (Merlin, Assassin, servants, minions) at 5 and 10 players.
TEST(Cli, SimulateAvalonBaseSetAtFiveAndTenPlayers) {
  for (int players : {5, 10}) {
    CommandResult r = run_roundtable("simulate --game avalon --bots random --players " + std::to_string(players) +
                          " --games 300 --seed 5 --json",
                      false);
    ASSERT_EQ(r.code, 0) << r.out;
    Value v = Value::parse(r.out);
    EXPECT_EQ(v["wins"]["good"].get<int>() + v["wins"]["evil"].get<int>(), 300);
    EXPECT_EQ(v["options"]["merlin"], true);
    EXPECT_EQ(v["options"]["assassin"], true);
    // Random Assassins sometimes name Merlin, and Good sometimes survives the Assassination.
    EXPECT_GT(v["reasons"]["merlin_assassinated"].get<int>(), 0);
    EXPECT_GT(v["reasons"]["three_successes"].get<int>(), 0);
  }
  CommandResult bad = run_roundtable("simulate --game avalon --players 5 --games 1 --option morgana=true");
  EXPECT_NE(bad.code, 0);
  EXPECT_NE(bad.out.find("Morgana must be played in combination with Percival"), std::string::npos) << bad.out;
}

TEST(Cli, ATerminalGameIsJournaledAndACutJournalResumes) {
  const std::string journal = ::testing::TempDir() + "/tty_game.jsonl";
  std::remove(journal.c_str());
  CommandResult r = run_roundtable("play --tty --game resistance --players 5 --bots all --seed 11 --lang en --save " + journal);
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("The game is over."), std::string::npos);
  // A finished game is offered to be watched again, not resumed.
  EXPECT_NE(r.out.find("Watch it again with: roundtable play --replay " + journal), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Resume it with"), std::string::npos) << r.out;
  CommandResult run = run_roundtable("run " + journal + " --json", false);
  ASSERT_EQ(run.code, 0) << run.out;
  Value end = Value::parse(run.out);
  ASSERT_TRUE(end["outcome"].is_object());

  // A game its human left (the input ended) is offered to be resumed.
  const std::string left = ::testing::TempDir() + "/tty_left.jsonl";
  CommandResult quit = run_roundtable("play --tty --game resistance --players 5 --bots 2,3,4,5 --seed 11 --lang en --save " + left);
  EXPECT_NE(quit.out.find("Resume it with: roundtable play --tty --resume " + left), std::string::npos) << quit.out;
  EXPECT_EQ(quit.out.find("Watch it again"), std::string::npos) << quit.out;
  // A game started in Ukrainian goes on in Ukrainian when resumed without --lang (the record
  // keeps its `lang`); --lang still chooses.
  const std::string uk = ::testing::TempDir() + "/tty_left_uk.jsonl";
  std::remove(uk.c_str());
  run_roundtable("play --tty --game resistance --players 5 --bots 2,3,4,5 --seed 11 --lang uk --save " + uk);
  {
    std::ifstream f(uk);
    const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    std::string err;
    auto rec = parse_record(text, uk, err);
    ASSERT_TRUE(rec) << err;
    EXPECT_EQ(rec->setup.lang, "uk");
  }
  EXPECT_NE(run_roundtable("play --tty --resume " + uk).out.find("Гравець 2"), std::string::npos);
  CommandResult en = run_roundtable("play --tty --resume " + uk + " --lang en");
  EXPECT_NE(en.out.find("Player 2"), std::string::npos) << en.out;
  EXPECT_EQ(en.out.find("Гравець 2"), std::string::npos) << en.out;

  // A killed process: keep the header and the first 20 answers, then resume with the bots.
  std::ifstream in(journal);
  std::string line, cut;
  for (int i = 0; i < 21 && std::getline(in, line); ++i) cut += line + "\n";
  const std::string partial = write_temp_file("cut.jsonl", cut);
  CommandResult resumed = run_roundtable("play --tty --resume " + partial);
  ASSERT_EQ(resumed.code, 0) << resumed.out;
  Value again = Value::parse(run_roundtable("run " + partial + " --json", false).out);
  EXPECT_TRUE(again["outcome"].is_object()) << "the resumed game was played to its end";
  EXPECT_GT(again["decisions_applied"].get<int>(), 20);
  // The resumed journal starts with exactly the answers that survived the kill.
  std::ifstream a(partial);
  std::string resumed_text((std::istreambuf_iterator<char>(a)), std::istreambuf_iterator<char>());
  EXPECT_EQ(resumed_text.substr(0, cut.size()), cut);
}

// A default name ("Player 2", a name nobody typed) is said in the reader's language; a typed
// name is kept as typed, even one that looks like another seat's default.
TEST(Cli, DefaultNamesFollowTheLanguage) {
  const std::string rec = write_temp_file("run_names.json",
      R"({"game":"resistance","players":["Player 1","Player 2","Player 4","Игрок 4","Гравець 5"],"seed":7,"first_leader":2,)"
      R"("deal":["resistance","spy","resistance","resistance","spy"],"decisions":[{"seat":2,"answer":[1,2]}]})");
  CommandResult ru = run_roundtable("run " + rec + " --lang ru");
  EXPECT_NE(ru.out.find("Игрок 2 предлагает"), std::string::npos) << ru.out;
  EXPECT_NE(ru.out.find("Игрок 1, Игрок 2"), std::string::npos) << ru.out;
  CommandResult en = run_roundtable("run " + rec + " --lang en");
  EXPECT_NE(en.out.find(": Player 1, Player 2, Player 4, Player 4, Player 5\n"), std::string::npos) << en.out;
  CommandResult uk = run_roundtable("run " + rec + " --lang uk");  // seat 3 typed "Player 4"
  EXPECT_NE(uk.out.find(": Гравець 1, Гравець 2, Player 4, Гравець 4, Гравець 5\n"), std::string::npos) << uk.out;
}

// The header of `run` is said in the chosen language, with the plural forms of its numbers.
TEST(Cli, RunSaysItsHeaderInTheChosenLanguage) {
  const std::string rec = write_temp_file("run_header.json",
      R"({"game":"resistance","players":["A","B","C","D","E"],"seed":7,"first_leader":1,)"
      R"("deal":["resistance","spy","resistance","resistance","spy"],"decisions":[{"seat":1,"answer":[1,2]}]})");
  CommandResult en = run_roundtable("run " + rec + " --lang en");
  EXPECT_NE(en.out.find(": The Resistance, 5 players, seed 7, 1 decision\n"), std::string::npos) << en.out;
  CommandResult ru = run_roundtable("run " + rec + " --lang ru");
  EXPECT_NE(ru.out.find(": Resistance, 5 игроков, зерно 7, 1 решение\n"), std::string::npos) << ru.out;
  CommandResult uk = run_roundtable("run " + rec + " --lang uk");
  EXPECT_NE(uk.out.find(": Рух опору, 5 гравців, зерно 7, 1 рішення\n"), std::string::npos) << uk.out;
}

// A record whose answer the rules refuse: the refusal, then the game as it stood before that
// answer (with --json: the error, which answer, and the view), and exit 1.
TEST(Cli, RunOnARefusedAnswerShowsTheRefusalAndTheStateBeforeIt) {
  const std::string head = R"({"game":"resistance","players":["A","B","C","D","E"],"seed":1,"first_leader":1,)"
                           R"("deal":["resistance","spy","resistance","resistance","spy"],"decisions":[)";
  const std::string first = write_temp_file("refused_first.json", head + R"({"seat":1,"answer":[1,2,3]}]})");
  CommandResult r = run_roundtable("run " + first + " --lang en");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_EQ(r.out.find("roundtable: "), 0u) << "the refusal comes first:\n" << r.out;
  EXPECT_NE(r.out.find("decisions[0] (seat 1 (A)): expected exactly 2 seats, got 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0 decisions"), std::string::npos) << r.out;
  // Later in a game: a vote by a seat not asked, after a team and two votes.
  const std::string later = write_temp_file("refused_later.json", head + R"({"seat":1,"answer":[1,2]},)"
                                                                    R"({"seat":1,"answer":"approve"},{"seat":2,"answer":"approve"},)"
                                                                    R"({"seat":2,"answer":"reject"}]})");
  CommandResult j = run_roundtable("run " + later + " --json", false);
  EXPECT_EQ(j.code, 1) << j.out;
  const Value v = Value::parse(j.out);
  EXPECT_EQ(v["refused_answer"], 4) << j.out;
  EXPECT_NE(v["error"].get<std::string>().find("decisions[3]"), std::string::npos) << j.out;
  EXPECT_EQ(v["view"]["decisions_applied"], 3) << j.out;
  EXPECT_TRUE(v["view"]["log"].is_array());
}

// A refused answer is told the rule that refuses it (g:decide's `rule`), in the chosen language:
// here a team of three where mission 1 takes two, and an Avalon vote from a seat that is not asked.
TEST(Cli, RunOnARefusedAnswerSaysTheRuleInEachLanguage) {
  const std::string team = write_temp_file(
      "refused_rule.json", R"({"game":"resistance","players":["A","B","C","D","E"],"seed":1,"first_leader":1,)"
                           R"("deal":["resistance","spy","resistance","resistance","spy"],)"
                           R"("decisions":[{"seat":1,"answer":[1,2,3]}]})");
  const std::pair<const char*, const char*> said[] = {
      {"en", "The rule: The leader (A) alone proposes the team: 2 players for mission 1."},
      {"ru", "Правило: Отряд предлагает только лидер (A): игроков в отряде — 2, миссия 1."},
      {"uk", "Правило: Загін пропонує лише лідер (A): гравців у загоні — 2, місія 1."}};
  for (auto& [lang, rule] : said) {
    CommandResult r = run_roundtable("run " + team + " --lang " + lang);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_NE(r.out.find(std::string("roundtable: ") + rule + "\n"), std::string::npos) << lang << ":\n" << r.out;
  }
  // Avalon says it in its own words; --json gives the refusal as data and the rule as said.
  const std::string quest = write_temp_file(
      "refused_rule_avalon.json", R"({"game":"avalon","players":["A","B","C","D","E"],"seed":1,"first_leader":1,)"
                                  R"("deal":["merlin","servant","servant","assassin","minion"],)"
                                  R"("decisions":[{"seat":2,"answer":[1,2]}]})");
  CommandResult j = run_roundtable("run " + quest + " --json --lang en", false);
  EXPECT_EQ(j.code, 1) << j.out;
  const Value v = Value::parse(j.out);
  EXPECT_EQ(v["refusal"]["kind"], "not_your_turn") << j.out;
  EXPECT_EQ(v["refusal"]["args"]["rule"]["key"], "avalon.rule.team") << j.out;
  EXPECT_EQ(v["rule"], "The rule: The Leader (A) alone proposes the Team: 2 players for Quest 1.") << j.out;
  // Without a refusal, no rule.
  const std::string fine = write_temp_file("refused_rule_none.json", R"({"game":"avalon","players":["A","B","C","D","E"],)"
                                                                R"("seed":1,"first_leader":1,"decisions":[]})");
  EXPECT_EQ(run_roundtable("run " + fine + " --lang en").out.find("The rule:"), std::string::npos);
}

// A disk that fills mid-game (a file-size limit): the game is played to its end, the terminal
// warns, and at the end it says how many answers are not saved instead of "The game is saved";
// the journal holds whole lines only and resumes.
TEST(Cli, ATerminalGameOnAFullDiskSaysItIsNotSaved) {
  const std::string journal = ::testing::TempDir() + "/full_disk.jsonl";
  std::remove(journal.c_str());
  std::string out;
  const int code = run_command("ulimit -f 1; " + roundtable_binary() +
                                   " play --tty --game resistance --players 5 --bots all --seed 11 --lang en --save " + journal +
                                   " 2>&1 </dev/null",
                               &out);
  ASSERT_EQ(code, 0) << out;
  EXPECT_NE(out.find("The game is over."), std::string::npos) << out;
  EXPECT_NE(out.find("warning: the game is no longer being saved"), std::string::npos) << out;
  EXPECT_EQ(out.find("The game is saved"), std::string::npos) << out;
  EXPECT_NE(out.find("Answers of this game not saved in " + journal + ": "), std::string::npos) << out;
  std::ifstream in(journal);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n') << "the journal ends on a whole line";
  CommandResult resumed = run_roundtable("run " + journal + " --json", false);
  EXPECT_EQ(resumed.code, 0) << resumed.out;
}

TEST(Cli, HotSeatShowsTheCurtainBeforeAPrivateView) {
  const std::string input = write_temp_file("enter.txt", "\n");
  CommandResult r = run_roundtable("play --tty --game resistance --players 5 --bots none --seed 5 --lang en --save " +
                        ::testing::TempDir() + "/hotseat.jsonl",
                    true, input);
  ASSERT_EQ(r.code, 0) << r.out;
  const size_t curtain = r.out.find("Pass the device to");
  ASSERT_NE(curtain, std::string::npos) << r.out;
  // Nothing private (a character card) is printed before the curtain is dismissed.
  EXPECT_EQ(r.out.substr(0, curtain).find("Character card"), std::string::npos);
  EXPECT_NE(r.out.find("Character card"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace rt::test

namespace rt::test {
namespace {

// `roundtable check MOD_DIR` on the fixture mods, over the fixture scripts.
CommandResult check_mod(const std::string& folder, const std::string& more = "") {
  const std::string fixtures = test_data_dir() + "/engine/fixtures";
  CommandResult r;
  r.code = run_command("ROUNDTABLE_SCRIPTS=" + fixtures + "/scripts " + roundtable_binary() + " check " + fixtures +
                           "/mods/" + folder + " --games 5" + more + " 2>/dev/null </dev/null",
                       &r.out);
  return r;
}

TEST(CliCheck, AGoodModPlaysEveryPlayerCount) {
  CommandResult r = check_mod("new_game");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("played coin at 1 players with {}: 5 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played coin at 2 players with {}: 5 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0 error(s)"), std::string::npos) << r.out;
}

// `check` runs the suite's own checks (engine/check) on a mod's games: a hidden fact in a view is
// told apart. A script that keeps a count in a file-level variable (tally) no longer keeps it
// between games: each game runs its own instance of the script, so its record replays the same in
// a fresh process and `check` finds nothing to say about it.
TEST(CliCheck, TheSuitesChecksFindAHiddenFactInAViewAndNoStateKeptBetweenGames) {
  CommandResult r = check_mod("leaky_games");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_EQ(r.out.find("error: tally"), std::string::npos) << "tally starts afresh each game: " << r.out;
  EXPECT_NE(r.out.find("played tally at 1 players"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("error: peek at 3 players with {}, seed 300: seat "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" apart after 0 answers"), std::string::npos) << r.out;
  // A leak in a log line that comes after lines every seat saw (the check compares each step's
  // new log lines only: the earlier ones were compared at their own step).
  EXPECT_NE(r.out.find("error: whisper at 3 players with {}, seed 300: seat 1 can tell seats 2 and 3 apart after 2 answers"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("error: peek at 3 players with {}, seed 100"), std::string::npos) << "peek replays exactly: " << r.out;
}

TEST(CliCheck, MissingTextsAreReported) {
  CommandResult r = check_mod("extra_roles");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("error: no English text for the role squire (rolegame.role.squire)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played rolegame at 3 players"), std::string::npos) << "it still plays the game: " << r.out;
}

TEST(CliCheck, ABrokenModNamesItsFileAndLine) {
  CommandResult r = check_mod("broken_syntax");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("error: mods/broken_syntax/mod.lua:4:"), std::string::npos) << r.out;
  r = check_mod("heavy_role");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("rolegame fails to load with it"), std::string::npos) << r.out;
}

// Issue 14: a module or a plot card added to a game that does not read them is an error naming
// mod.lua's line, not a silent no-op.
TEST(CliCheck, AdditionsTheGameDoesNotReadAreErrors) {
  CommandResult r = check_mod("unread_additions");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("error: mods/unread_additions/mod.lua:8: the game 'rolegame' does not take modules"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("error: mods/unread_additions/mod.lua:9: the game 'rolegame' does not take cards"),
            std::string::npos)
      << r.out;
}

// A mod whose setup check raises below 4 players: each such setup is an error naming the mod;
// 4 players are played.
TEST(CliCheck, SetupsAModsCheckFailsOnAreErrors) {
  CommandResult r = check_mod("picky_check");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("error: rolegame at 2 players with {}, seed 1000: the mod 'picky_check' (mods/picky_check/) cannot "
                       "play this setup of rolegame: "),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("mods/picky_check/roles/picky.lua:3: picky needs 4 players, not 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played rolegame at 4 players with {}: 5 games"), std::string::npos) << r.out;
}

// Issue 14: `check` stops a hanging script at once (the budget: CPU time, not a wall-clock timeout) and
// names its file and line; the other player counts are still played.
TEST(CliCheck, AHangingScriptIsStoppedAtOnceWithItsLine) {
  const auto start = std::chrono::steady_clock::now();
  CommandResult r = check_mod("hanging_check");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("error: rolegame at 3 players with {}, seed 1000: the mod 'hanging_check'"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mods/hanging_check/roles/hang.lua:3: budget exceeded"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played rolegame at 2 players with {}: 5 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played rolegame at 4 players with {}: 5 games"), std::string::npos) << r.out;
  EXPECT_LT(seconds, 10.0) << "stopped by the budget (0.5 s of CPU time at each of two counts), not by a wall-clock timeout";
}

// A mod's bots play their game at every player count through the same checks; an answer the
// rules refused is an error naming the bot, its seat and step.
TEST(CliCheck, AModsBotsArePlayedAndTheirRefusedAnswersAreErrors) {
  CommandResult r = check_mod("bot_mod");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("played bot careful in turns at 2-5 players: 20 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played bot sloppy in turns at 2-5 players: 20 games"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("(bot 'careful')"), std::string::npos) << "the careful bot has no error: " << r.out;
  EXPECT_NE(r.out.find("error: turns at 2 players with {} (bot 'sloppy'), seed 1000: bot 'sloppy' (seat 1, step 0): "
                       "mods/bot_mod/bots/turns/sloppy.lua:3: answered \"stop\", which the rules refuse: stopping is not allowed yet"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("20 error(s)"), std::string::npos) << r.out;
}

// A bot whose decide never returns is stopped by its budget once, at its first decision: the
// random bot plays that seat for the rest of that game (not a budget's wait at every decision),
// and `check` plays no more of its games at that player count. It took about an hour before.
TEST(CliCheck, ARunawayBotIsStoppedOnceAGameAndItsOtherGamesAreLeft) {
  const auto start = std::chrono::steady_clock::now();
  CommandResult r = check_mod("runaway_bot");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.code, 1) << r.out;
  for (int n = 2; n <= 5; ++n) {
    const std::string at = "error: turns at " + std::to_string(n) + " players with {} (bot 'spinner')";
    EXPECT_NE(r.out.find(at + ", seed 1000: bot 'spinner' (seat "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(at + ": its other games at this player count are not played"), std::string::npos) << r.out;
  }
  size_t stops = 0;
  for (size_t at = r.out.find("spinner.lua:4: budget exceeded"); at != std::string::npos;
       at = r.out.find("spinner.lua:4: budget exceeded", at + 1))
    ++stops;
  EXPECT_EQ(stops, 4u) << "one stop a player count: " << r.out;
  EXPECT_NE(r.out.find("it is not asked again for this seat in this game: the random bot plays it"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("played bot spinner in turns at 2-5 players: 4 games"), std::string::npos) << r.out;
  EXPECT_LT(seconds, 15.0) << "four stops of 0.5 s of CPU time";
}

// Issue 14: `check` names every text key a mod's game says in play that has no text: English
// missing is an error, another language's a warning. The keys the script names (a log line's, a
// fact's, a prompt's, a rule's) and those its arguments name for a {x:t} placeholder are
// followed; a key with its texts is not named.
TEST(CliCheck, TextKeysSaidInPlayWithoutTextAreReported) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::testing::TempDir()) / "check_texts" / "untranslated";
  fs::remove_all(dir);
  fs::create_directories(dir / "talk");
  fs::create_directories(dir / "i18n");
  std::ofstream(dir / "mod.lua") << "return mod { id = 'untranslated', version = '1', title = 'untranslated.title',\n"
                                    "  games = { use 'talk/game' } }\n";
  std::ofstream(dir / "talk" / "game.lua")
      << "return game { id = 'talk', players = { min = 1, max = 2 },\n"
         "  sides = { 'all' }, end_reasons = { 'said' },\n"
         "  play = function(g)\n"
         "    g:log('talk.log.hello', { seat = 1, card = 'talk.card.missing', side = 'all' })\n"
         "    g:tell(1, { key = 'talk.fact.secret' })\n"
         "    g:ask(1, { 'yes', 'no' }, 'talk.prompt.ask', {}, { rule = { key = 'talk.rule.only_ru', args = {} } })\n"
         "    g:finish('all', 'said')\n"
         "  end }\n";
  const std::string names = "  ['untranslated.title'] = 'x', ['talk.title'] = 'x', ['talk.side.all'] = 'x', ['talk.end.said'] = 'x',\n";
  std::ofstream(dir / "i18n" / "en.lua") << "return {\n" << names
                                         << "  ['talk.log.hello'] = '{seat:seat}: {card:t}, {side:t:talk.side.}',\n"
                                            "  ['talk.prompt.ask'] = 'Ask?',\n}\n";
  std::ofstream(dir / "i18n" / "ru.lua") << "return {\n" << names
                                         << "  ['talk.log.hello'] = '{seat:seat}: {card:t}, {side:t:talk.side.}',\n"
                                            "  ['talk.rule.only_ru'] = 'x',\n}\n";
  const std::string fixtures = test_data_dir() + "/engine/fixtures";
  CommandResult r;
  r.code = run_command("ROUNDTABLE_SCRIPTS=" + fixtures + "/scripts " + roundtable_binary() + " check " + dir.string() +
                           " --games 2 2>/dev/null </dev/null",
                       &r.out);
  EXPECT_EQ(r.code, 1) << r.out;
  for (const char* line : {"error: no English text for the key talk.card.missing, said in play",
                           "warning: no ru text for the key talk.card.missing, said in play",
                           "error: no English text for the key talk.fact.secret, said in play",
                           "warning: no ru text for the key talk.fact.secret, said in play",
                           "warning: no ru text for the key talk.prompt.ask, said in play",
                           "error: no English text for the key talk.rule.only_ru, said in play",
                           "3 error(s), 3 warning(s)"})
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
  EXPECT_EQ(r.out.find("talk.log.hello"), std::string::npos) << "it has its texts: " << r.out;
  EXPECT_EQ(r.out.find("talk.side.all"), std::string::npos) << "{side:t:talk.side.} names a key with its texts: " << r.out;
}

// `--players N` (once or more) plays only those player counts: the setups and the mod's bots.
TEST(CliCheck, PlayersFlagPlaysOnlyTheCountsGiven) {
  CommandResult r = check_mod("new_game", " --players 2");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("played coin at 2 players with {}: 5 games"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("played coin at 1 players"), std::string::npos) << r.out;
  r = check_mod("bot_mod", " --players 5 --players 3");
  EXPECT_NE(r.out.find("played bot careful in turns at 3, 5 players: 10 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("error: turns at 3 players with {} (bot 'sloppy'), seed 1000: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("error: turns at 2 players"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("10 error(s)"), std::string::npos) << r.out;
  r = check_mod("new_game", " --players 9");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_NE(r.out.find("error: no game it adds or extends could be played with any setup at the --players given"),
            std::string::npos)
      << r.out;
  for (const char* bad : {" --players 0", " --players x", " --players ' 2'", " --players"}) {
    r = check_mod("new_game", bad);
    EXPECT_EQ(r.code, 2) << bad << ": " << r.out;
    EXPECT_EQ(r.out, "") << "the error goes to stderr, nothing is played: " << r.out;
  }
  r = run_roundtable("check " + test_data_dir() + "/engine/fixtures/mods/new_game --players 65");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(count_lines(r.out), 1) << r.out;
  EXPECT_NE(r.out.find("--players: expected a whole number 1..64, got '65'"), std::string::npos) << r.out;
}

TEST(CliCheck, BadUsage) {
  EXPECT_EQ(run_roundtable("check").code, 2);
  CommandResult r = run_roundtable("check /no/such/mod");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(count_lines(r.out), 1) << r.out;
  EXPECT_NE(r.out.find("no mod.lua"), std::string::npos);
}

// The records the README renders its pictures from still replay to their end, so the commands
// printed there keep working as the rules grow.
TEST(Cli, TheReadmeRecordsStillReplay) {
  for (const char* name : {"table-view.jsonl", "avalon-table.jsonl"}) {
    const std::string path = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../docs/" + name;
    CommandResult r = run_roundtable("run " + path);
    EXPECT_EQ(r.code, 0) << name << ": " << r.out;
  }
}

}  // namespace
}  // namespace rt::test

namespace rt::test {
namespace {

// The README's terminal excerpt is what that command prints today: each of its lines (the "..."
// aside) is a line of the output, in the same order.
TEST(Cli, TheReadmesTerminalExcerptIsWhatTheCommandPrints) {
  std::ifstream in(std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../README.md");
  std::string readme((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string readme_path = "/tmp/readme.jsonl";  // (the README's journal, written here to a temporary one)
  const std::string command = "play --tty --game resistance --players 5 --bots all --seed 7 --save " + readme_path;
  size_t at = readme.find("`roundtable " + command + "`");
  ASSERT_NE(at, std::string::npos) << "the README names the command";
  at = readme.find("```\n", at);
  ASSERT_NE(at, std::string::npos);
  const size_t end = readme.find("```\n", at + 4);
  ASSERT_NE(end, std::string::npos);
  const std::string journal = ::testing::TempDir() + "/readme.jsonl";
  std::string cmd = command;
  cmd.replace(cmd.find(readme_path), readme_path.size(), journal);
  CommandResult r = run_roundtable(cmd + " --lang en", false);
  ASSERT_EQ(r.code, 0) << r.out;
  std::istringstream excerpt(readme.substr(at + 4, end - at - 4));
  std::string line;
  size_t from = 0;
  int lines = 0;
  while (std::getline(excerpt, line)) {
    if (line == "  ..." || line.empty()) continue;
    std::string want = line;
    if (size_t p = want.find(readme_path); p != std::string::npos) want.replace(p, readme_path.size(), journal);
    const size_t found = r.out.find(want + "\n", from);
    ASSERT_NE(found, std::string::npos) << "README line not printed (in order): " << line << "\n" << r.out;
    from = found + want.size();
    ++lines;
  }
  EXPECT_GT(lines, 20);
}

// The help is printed as written (it once went through printf and "95% interval" came out as
// "95-1856423920nterval").
TEST(Cli, HelpIsPrintedAsWritten) {
  CommandResult r = run_roundtable("help");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("with its 95% interval\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("end reason and role (95%)\n"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace rt::test
