// history_grid_ui_test.cpp: what players reason with, at the table view: the vote history grid
// (a row per proposal, drawn from the public counter) after a whole bot game compared with the
// record's log; the grid at 10 seats, 1280x720, in Russian; the crown on the proposer through
// the vote and the Quest; what a seat knows marked on the seats of its own view only (Merlin's
// Evil, Percival's "Merlin?"); the end screen with the winners and the Assassin's target.
// Screenshots go to the build folder's ui-artifacts.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

const std::vector<std::string> kRussianNames = {"Аня", "Борис", "Вера", "Глеб", "Даша",
                                                "Егор", "Жанна", "Зоя", "Иван", "Катя"};

bool has_area(const FrameTrace& t, const std::string& id) { return t.areas.count(id) > 0; }

// Plays the game with every seat a bot until it ends (the table's own bot pace at 0).
void play_to_end(UiDriver& d) {
  d.app().settings().pace = 0;
  for (int i = 0; i < 4000 && d.app().screen() != Screen::End; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
}

rt::Setup setup(const std::string& game, int players, uint64_t seed, Value options = Value::object()) {
  rt::Setup s;
  s.game = game;
  for (int i = 0; i < players; ++i) s.players.push_back(kRussianNames[i]);
  s.controllers = std::vector<std::string>(players, "bot");
  s.seed = seed;
  s.options = std::move(options);
  return s;
}

// Every proposal of the log is a row of the grid on the end screen: its Leader and team marked,
// every seat's vote in its colour, approved or rejected, and the Quest's result with its Fails.
void grid_matches_log(const std::string& game, Value options, uint64_t seed, const std::string& shot) {
  UiDriver d(1280, 720, "ru");
  ASSERT_EQ(d.app().start_game(setup(game, 10, seed, options), std::vector<bool>(10, true)), "");
  play_to_end(d);
  d.frame();
  const FrameTrace& t = d.frame();
  const Value log = d.app().game()->session().view(kSpectator)["log"];
  int row = 0, proposals = 0;
  for (const Value& l : log) {
    const std::string key = l.value("key", "");
    const Value& a = l["args"];
    const std::string r = "grid." + std::to_string(row);
    if (key == "common.log.team_proposed" || key == "avalon.log.team_proposed") {
      ++row, ++proposals;
      const std::string rr = "grid." + std::to_string(row);
      EXPECT_TRUE(has_area(t, rr)) << rr;
      EXPECT_TRUE(has_area(t, rr + ".leader." + a["leader"].dump())) << rr;
      for (auto& m : a["team"]) EXPECT_TRUE(has_area(t, rr + ".team." + m.dump())) << rr << " member " << m;
      int marked = 0;
      for (int s = 1; s <= 10; ++s) marked += has_area(t, rr + ".team." + std::to_string(s));
      EXPECT_EQ(marked, int(a["team"].size())) << rr;
    } else if (key == "common.log.votes" || key == "avalon.log.votes") {
      for (auto& s : a["approve"]) EXPECT_TRUE(has_area(t, r + "." + s.dump() + ".approve")) << r << " seat " << s;
      for (auto& s : a["reject"]) EXPECT_TRUE(has_area(t, r + "." + s.dump() + ".reject")) << r << " seat " << s;
    } else if (key == "common.log.team_approved") {
      EXPECT_TRUE(has_area(t, r + ".approved") || has_area(t, r + ".overturned")) << r;
    } else if (key == "common.log.team_rejected") {
      EXPECT_TRUE(has_area(t, r + ".rejected")) << r;
    } else if (key == "avalon.log.quest_failed" || key == "resistance.log.mission_failed") {
      EXPECT_TRUE(has_area(t, r + ".result.fail." + a["fails"].dump())) << r;
    } else if (key == "avalon.log.quest_succeeded" || key == "resistance.log.mission_succeeded") {
      EXPECT_TRUE(has_area(t, r + ".result.success." + a["fails"].dump())) << r;
    }
  }
  EXPECT_GE(proposals, 3);
  EXPECT_FALSE(has_area(t, "grid." + std::to_string(proposals + 1))) << "a row the log has no proposal for";
  d.screenshot(shot);
}

TEST(HistoryGrid, EndScreenRowsMatchTheLogAvalon) {
  grid_matches_log("avalon", {{"percival", true}, {"morgana", true}, {"plot_cards", true}}, 4, "grid_end_avalon_10_ru");
}
TEST(HistoryGrid, EndScreenRowsMatchTheLogResistance) {
  grid_matches_log("resistance", {{"plot_cards", true}}, 5, "grid_end_resistance_10_ru");
}

// Mid-game at 10 seats, 1280x720, Russian: the "Голосования" tab shows the grid inside the side
// panel, every seat's column and the rows so far; nothing of it in English.
TEST(HistoryGrid, VotesTabAtTenSeatsInRussian) {
  UiDriver d(1280, 720, "ru");
  rt::Setup s = setup("avalon", 10, 12, {{"percival", true}, {"morgana", true}});
  s.controllers[0] = "human";
  std::vector<bool> bots(10, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  d.app().settings().pace = 0;
  for (int i = 0; i < 3000; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    if (g.session().record().decisions.size() >= 40) break;
    const Value req = g.view()["decision"];
    const Value a = legal_answer(req, {"success", "reject"});
    ASSERT_EQ(g.answer(a), "");
  }
  d.frame();
  ASSERT_TRUE(d.click("log.tab.votes"));
  d.frame();
  const FrameTrace& t = d.frame();
  ASSERT_TRUE(has_area(t, "panel.log.grid"));
  const Rect panel = t.areas.at("panel.log.grid");
  EXPECT_LE(panel.x1, 1280.5f);
  EXPECT_LE(panel.y1, 720.5f);
  ASSERT_TRUE(has_area(t, "grid.1"));
  const Rect row = t.areas.at("grid.1");
  EXPECT_GE(row.x0, panel.x0 - 0.5f) << "the first row starts inside the panel";
  EXPECT_LE(row.x1, panel.x1 + 0.5f) << "ten seat columns and the result fit the panel's width";
  const Value rows = g.view()["counters"]["history"];
  ASSERT_GE(rows.size(), 2u);
  // Every seat's vote of the first row is drawn.
  for (int seat = 1; seat <= 10; ++seat)
    EXPECT_TRUE(has_area(t, "grid.1." + std::to_string(seat) + "." + rows[0]["votes"][seat - 1].get<std::string>()));
  for (const std::string& text : t.texts) {
    int run = 0, longest = 0;
    for (char c : text) {
      run = ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) ? run + 1 : 0;
      longest = std::max(longest, run);
    }
    if (text == "Roundtable" || text.rfind("Roundtable  ·  ", 0) == 0 || text == "English") continue;
    EXPECT_LT(longest, 3) << "drawn in English: \"" << text << "\"";
  }
  d.screenshot("grid_votes_tab_avalon_10_ru_1280x720");
}

// The crown stays on the proposer while the table votes and while the team plays its Quest.
TEST(HistoryGrid, CrownStaysOnTheProposerThroughTheVoteAndTheQuest) {
  UiDriver d(1280, 720, "en");
  rt::Setup s = setup("avalon", 7, 21);
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  s.controllers[0] = "human";
  std::vector<bool> bots(7, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  d.app().settings().pace = 0;
  int votes = 0, quests = 0;
  for (int i = 0; i < 3000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    if (g.in_reveal()) { g.reveal_seen(); continue; }
    if (g.curtain_for() >= 0) { g.dismiss_curtain(); continue; }
    if (g.human_to_act() != 0) continue;
    const Value view = g.view();
    const Value req = view["decision"];
    const Value& rows = view["counters"]["history"];
    const std::string prompt = req.value("prompt", "");
    if ((prompt == "avalon.prompt.vote" || prompt == "avalon.prompt.quest_card") && rows.is_array() && !rows.empty()) {
      const int proposer = rows.back()["leader"].get<int>();
      EXPECT_TRUE(t.drew("Leader: " + s.players[proposer - 1])) << prompt << ": the crown is not on the proposer";
      for (int seat = 1; seat <= 7; ++seat)
        if (seat != proposer) {
          EXPECT_FALSE(t.drew("Leader: " + s.players[seat - 1])) << prompt;
        }
      (prompt == "avalon.prompt.vote" ? votes : quests) += 1;
    }
    const Value a = legal_answer(req, {"success", "approve"});
    ASSERT_EQ(g.answer(a), "");
  }
  EXPECT_GT(votes, 0);
  EXPECT_GT(quests, 0) << "the human played a Quest card with the crown checked";
}

// While a vote or a Quest's cards are being turned over, the staged table is the table of that
// moment: the crown stays on the proposer (the game has already passed it on) and no other seat
// wears it, whatever the newest state says, until the moment has played.
TEST(HistoryGrid, TheStagedTableKeepsTheCrownOnTheProposer) {
  UiDriver d(1280, 720, "en");
  rt::Setup s = setup("avalon", 7, 21);
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  s.controllers[0] = "human";
  std::vector<bool> bots(7, true);
  bots[0] = false;
  d.app().settings().pace = 0.1;
  d.set_frame_seconds(0.1);
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  int staged_votes = 0, staged_cards = 0, moved_on = 0;
  for (int i = 0; i < 30000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    const StagedMoment* m = d.app().moments().current();
    const Value& counters = g.public_view()["counters"];  // (no operator[] of a missing key: see grid_header_test)
    const Value rows = counters.is_object() && counters.contains("history") ? counters["history"] : Value();
    if (m && (m->spec.kind == "votes" || m->spec.kind == "cards") && rows.is_array() && !rows.empty()) {
      const int proposer = rows.back()["leader"].get<int>();
      moved_on += g.public_view()["counters"]["leader"] != Value(proposer);
      EXPECT_TRUE(t.drew("Leader: " + s.players[proposer - 1])) << m->key << ": the crown left the proposer";
      for (int seat = 1; seat <= 7; ++seat) {
        if (seat != proposer) {
          EXPECT_FALSE(t.drew("Leader: " + s.players[seat - 1])) << m->key << ": seat " << seat;
        }
      }
      (m->spec.kind == "votes" ? staged_votes : staged_cards) += 1;
      continue;
    }
    if (g.in_reveal()) { g.reveal_seen(); continue; }
    if (g.curtain_for() >= 0) { g.dismiss_curtain(); continue; }
    if (g.human_to_act() != 0 || d.app().moments().active()) continue;
    const Value req = g.view()["decision"];
    if (!req.is_object()) continue;
    const Value a = legal_answer(req, {"success", "reject"});
    ASSERT_EQ(g.answer(a), "");
  }
  EXPECT_GT(staged_votes, 0);
  EXPECT_GT(staged_cards, 0);
  EXPECT_GT(moved_on, 0) << "the game never passed the crown on during a staged moment: the test proves nothing";
}

// A hot-seat game played by clicks to its end: while the last moment (the Assassin's choice) is
// staged on the public table, the characters the game has just made public are not yet drawn
// on the seats (Merlin's card stays face down until the moment has played).
TEST(HistoryGrid, TheStagedLastMomentKeepsTheCardsFaceDown) {
  UiDriver d(1280, 720, "ru");
  rt::Setup s = setup("avalon", 7, 5, Value{{"percival", true}, {"morgana", true}, {"lady_of_the_lake", true}});
  std::vector<bool> bots = {false, false, false, true, true, true, true};
  for (int i = 0; i < 3; ++i) s.controllers[i] = "human";
  d.app().settings().pace = 0.1;
  d.set_frame_seconds(0.1);
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  int staged_end = 0;
  for (int i = 0; i < 30000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    if (d.app().moments().active()) {
      if (g.session().over() && g.mode() == ScreenMode::Public) {
        ++staged_end;
        for (auto& file : t.images) EXPECT_EQ(file.find("merlin"), std::string::npos) << "drawn during the last moment: " << file;
      }
      continue;
    }
    bool clicked = false;
    for (const char* id : {"curtain.dismiss", "curtain.next", "reveal.done", "learned.done"})
      if (!clicked && d.has(id)) clicked = d.click(id);
    if (clicked) continue;
    const Value req = g.mode() == ScreenMode::Public ? g.public_request() : g.view()["decision"];
    if (!req.is_object() || req.value("answered", false)) continue;
    if (req.value("kind", "") == "choose") {
      std::string a = req["options"][0].get<std::string>();
      for (auto& o : req["options"])
        if (o == "success" || o == "approve") a = o.get<std::string>();
      if (d.has("choice." + a)) d.click("choice." + a);
    } else if (req.contains("eligible") && d.has("decision.confirm")) {
      int n = 0;
      for (auto& e : req["eligible"])
        if (n < req.value("max", 0) && d.click("seat." + std::to_string(e.get<int>()))) ++n;
      d.click("decision.confirm");
    }
  }
  ASSERT_EQ(d.app().screen(), Screen::End);
  EXPECT_GT(staged_end, 0) << "the last moment was never staged: the test proves nothing";
  const FrameTrace& end = d.frame();
  EXPECT_NE(std::find_if(end.images.begin(), end.images.end(), [](const std::string& f) {
              return f.find("merlin") != std::string::npos;
            }), end.images.end()) << "the end screen shows Merlin's card";
}

// Knowledge marks: Merlin (seat 1) sees "Evil" on the Evil seats he was shown, Percival (seat 2)
// "Merlin?" on Merlin and Morgana; a Loyal Servant's view and the curtain mark no seat.
void knowledge_marks(float scale) {
  UiDriver d(1280, 720, "en");
  d.app().settings().scale = scale;
  const std::string pct = std::to_string(int(scale * 100));
  rt::Setup s;
  s.game = "avalon";
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"};
  s.controllers = {"human", "human", "human", "bot", "bot", "bot", "bot", "bot", "bot", "bot"};
  s.seed = 2;
  s.options = {{"percival", true}, {"morgana", true}};
  s.deal = std::vector<std::string>{"merlin", "percival", "servant", "assassin", "morgana", "minion",
                                    "minion", "servant", "servant", "servant"};
  ASSERT_EQ(d.app().start_game(s, {false, false, false, true, true, true, true, true, true, true}), "");
  TableController& g = *d.app().game();
  std::map<int, FrameTrace> seen;  // by screen seat, the frame of its reveal
  for (int i = 0; i < 50 && seen.size() < 3; ++i) {
    const FrameTrace& t = d.frame();
    if (g.curtain_for() >= 0) {
      for (int seat = 1; seat <= 10; ++seat) EXPECT_FALSE(has_area(t, "known." + std::to_string(seat))) << "the curtain";
      ASSERT_TRUE(d.click("curtain.dismiss"));
      continue;
    }
    if (g.in_reveal()) {
      d.frame();
      seen[g.screen_seat()] = d.frame();
      if (g.screen_seat() == 0) d.screenshot("known_marks_merlin_10_1280x720_" + pct);
      if (g.screen_seat() == 1) d.screenshot("known_marks_percival_10_1280x720_" + pct);
      g.reveal_seen();
    }
  }
  ASSERT_EQ(seen.size(), 3u);
  const FrameTrace& merlin = seen[0];
  EXPECT_TRUE(merlin.drew("Evil: Dee"));
  EXPECT_TRUE(merlin.drew("Evil: Eve"));
  EXPECT_TRUE(merlin.drew("Evil: Fay"));
  EXPECT_TRUE(merlin.drew("Evil: Gus"));
  EXPECT_TRUE(has_area(merlin, "known.4") && has_area(merlin, "known.5") && has_area(merlin, "known.6"));
  EXPECT_FALSE(merlin.drew("Merlin?"));
  for (int seat : {1, 2, 3, 8, 9, 10}) EXPECT_FALSE(has_area(merlin, "known." + std::to_string(seat))) << seat;
  const FrameTrace& percival = seen[1];
  EXPECT_TRUE(percival.drew("Merlin?: Ann"));
  EXPECT_TRUE(percival.drew("Merlin?: Eve"));
  EXPECT_FALSE(percival.drew("Evil: "));
  for (int seat : {2, 3, 4, 6, 7, 8, 9, 10}) EXPECT_FALSE(has_area(percival, "known." + std::to_string(seat))) << seat;
  const FrameTrace& servant = seen[2];
  for (int seat = 1; seat <= 10; ++seat) EXPECT_FALSE(has_area(servant, "known." + std::to_string(seat))) << seat;
  // What Merlin and Percival know is in sight on the "your secret" screen (no scrolling to find it).
  for (const FrameTrace* t : {&merlin, static_cast<const FrameTrace*>(&seen[1])}) {
    ASSERT_TRUE(has_area(*t, "reveal.knowledge"));
    const Rect know = t->areas.at("reveal.knowledge"), panel = t->areas.at("panel.decision");
    EXPECT_TRUE(know.y0 >= panel.y0 && know.y1 <= panel.y1 && know.x1 <= panel.x1 + 0.5f) << "the knowledge needs scrolling";
  }
  EXPECT_FALSE(has_area(seen[2], "reveal.knowledge")) << "a Loyal Servant knows nothing";
  for (auto& [seat, t] : seen) {
    ASSERT_TRUE(t.targets.count("reveal.done"));
    const Rect done = t.targets.at("reveal.done").rect, panel = t.areas.at("panel.decision");
    EXPECT_TRUE(done.y1 <= panel.y1 + 0.5f) << "seat " << seat + 1 << ": the reveal's button needs scrolling";
  }
  // The marks sit on the seats, inside the table, and the private panel shows the knowledge
  // without scrolling.
  for (int seat : {4, 5, 6, 7}) {
    const Rect m = merlin.areas.at("known." + std::to_string(seat));
    const Rect plate = merlin.areas.at("seat." + std::to_string(seat));
    EXPECT_TRUE(m.x0 >= plate.x0 - 0.5f && m.x1 <= plate.x1 + 0.5f && m.y0 >= plate.y0 - 0.5f && m.y1 <= plate.y1 + 0.5f)
        << "the mark on seat " << seat << " leaves its seat";
  }
}

TEST(HistoryGrid, KnowledgeMarksOnlyInTheSeatsOwnViewAt100) { knowledge_marks(1.0f); }
TEST(HistoryGrid, KnowledgeMarksOnlyInTheSeatsOwnViewAt150) { knowledge_marks(1.5f); }

// The end screen after an assassination: every character face up, the winners framed, the
// Assassin's target marked.
TEST(HistoryGrid, EndScreenShowsWinnersAndTheAssassinatedSeat) {
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    UiDriver d(1280, 720, "ru");
    ASSERT_EQ(d.app().start_game(setup("avalon", 10, seed, {{"percival", true}, {"morgana", true}}),
                                 std::vector<bool>(10, true)),
              "");
    play_to_end(d);
    const Value pub = d.app().game()->view();
    if (!pub["counters"].contains("assassinated")) continue;
    d.frame();
    const FrameTrace& t = d.frame();
    const Value& named = pub["counters"]["assassinated"];
    ASSERT_EQ(named.size(), 1u);
    EXPECT_TRUE(has_area(t, "end.eliminated." + named[0].dump()));
    EXPECT_TRUE(t.drew("Цель убийцы"));
    // The reason, worded to sit mid-sentence in the log, starts the subtitle with a capital.
    const std::map<std::string, std::string> subtitle = {{"merlin_assassinated", "Убийца раскрыл Мерлина"},
                                                         {"three_successes", "Три похода закончились успехом"}};
    const std::string why = pub["outcome"].value("reason", "");
    ASSERT_TRUE(subtitle.count(why)) << why;
    EXPECT_TRUE(std::count(t.texts.begin(), t.texts.end(), subtitle.at(why)) == 1) << why;  // the whole line, as drawn
    int eliminated = 0, winners = 0;
    for (int seat = 1; seat <= 10; ++seat) {
      eliminated += has_area(t, "end.eliminated." + std::to_string(seat));
      const bool won = has_area(t, "end.winner." + std::to_string(seat));
      winners += won;
      bool listed = false;
      for (auto& w : pub["counters"]["winners"]) listed |= w.get<int>() == seat;
      EXPECT_EQ(won, listed) << "seat " << seat;
    }
    EXPECT_EQ(eliminated, 1);
    const std::string winner = pub["outcome"]["winner"];
    EXPECT_EQ(winners, winner == "good" ? 6 : 4) << winner;
    ASSERT_TRUE(has_area(t, "panel.end_grid"));
    d.screenshot("end_screen_assassination_10_ru");
    return;
  }
  FAIL() << "no seed reached the assassination";
}

}  // namespace
}  // namespace rt::ui

namespace rt::ui {
namespace {

// A scenario's record (tests/rules/<game>/<name>.json), written where a replay can open it.
std::string scenario_record(const std::string& game, const std::string& name) {
  std::ifstream in(std::string(ROUNDTABLE_TEST_DATA_DIR) + "/rules/" + game + "/" + name + ".json");
  const Value sc = Value::parse(in);
  const std::string path = UiDriver::artifacts_dir() + "/" + name + ".record.json";
  std::ofstream(path) << sc["record"].dump();
  return path;
}

// Four teams rejected: the fifth proposal is announced above the tracks (not before it).
TEST(HistoryGrid, FifthProposalWarnsThatTheSpiesWin) {
  UiDriver d(1280, 720, "en");
  const std::string path = scenario_record("resistance", "five_rejected_teams_give_spies_the_game");
  // Each proposal is one pick and five votes.
  ASSERT_EQ(d.app().open_replay(path, 18, kSpectator), "");
  d.frame();
  EXPECT_FALSE(d.frame().drew("Last proposal")) << "three rejections: no warning yet";
  ASSERT_EQ(d.app().open_replay(path, 24, kSpectator), "");
  d.frame();
  EXPECT_TRUE(d.frame().drew("Last proposal of the round: if this team is rejected, the spies win"));
  d.screenshot("fifth_proposal_warning");
}

// The warning lasts while the last Team is proposed and voted on, not through its mission (the
// vote track itself stays at four until the mission is over), and it is gone in the next round.
TEST(HistoryGrid, LastProposalWarningEndsWithItsVote) {
  UiDriver d(1280, 720, "en");
  const std::string path = scenario_record("resistance", "vote_track_resets_after_an_approved_team");
  const std::string warning = "Last proposal of the round: if this team is rejected, the spies win";
  // Four rejected proposals (a pick and five votes each), the fifth Team picked, four votes.
  ASSERT_EQ(d.app().open_replay(path, 29, kSpectator), "");
  d.frame();
  EXPECT_TRUE(d.frame().drew(warning)) << "the fifth Team's vote is still open";
  // The fifth vote approves: the Team goes on its mission with the vote track still at four.
  ASSERT_EQ(d.app().open_replay(path, 30, kSpectator), "");
  d.frame();
  const FrameTrace& t = d.frame();
  EXPECT_FALSE(t.drew(warning)) << "the mission is played: no proposal is at stake";
  EXPECT_FALSE(t.drew("Last proposal"));
  d.screenshot("last_proposal_mission");
  // The next round's first proposal.
  ASSERT_EQ(d.app().open_replay(path, 33, kSpectator), "");
  d.frame();
  EXPECT_FALSE(d.frame().drew("Last proposal"));
}

// The mission track shows how many Fails a played mission had.
TEST(HistoryGrid, MissionTrackShowsTheFailCount) {
  UiDriver d(1280, 720, "ru");
  const std::string path = scenario_record("resistance", "rulebook_example_first_mission");
  ASSERT_EQ(d.app().open_replay(path, 1000, kSpectator), "");
  d.frame();
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("Миссия 1: «Провалов»: 1"));
  EXPECT_TRUE(t.areas.count("track.count.1"));
  EXPECT_FALSE(t.areas.count("track.count.2")) << "mission 2 is not played";
}

}  // namespace
}  // namespace rt::ui
