// hot_seat_test.cpp: a group at one screen. Seven seats, three humans, in Russian, through clicks
// and the frame trace: the public table is the resting state (nothing private read or drawn
// there, nor under a curtain), each human's vote costs one curtain click and one answer click,
// the curtain says why the device is passed, Hide returns to the public table, what a human
// learns brings a curtain, and the votes and quest cards are staged on the public table one by
// one. A lone human never sees a curtain. Screenshots under build/release/ui-artifacts/.
#include <gtest/gtest.h>

#include <algorithm>

#include "ui/moments.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// The humans' answers: Approve, Success, Good when offered; the fewest seats.
int count_areas(const FrameTrace& t, const std::string& prefix, const std::string& suffix) {
  int n = 0;
  for (auto& [id, r] : t.areas)
    n += id.rfind(prefix, 0) == 0 && id.size() >= suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0;
  return n;
}

bool drew_any(const FrameTrace& t, std::initializer_list<const char*> needles) {
  for (const char* n : needles)
    if (t.drew(n)) return true;
  return false;
}

const std::vector<std::string> kNames = {"Анна", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна"};

rt::Setup seven_seats(std::vector<bool>& bots, std::vector<int> humans) {
  rt::Setup s;
  s.game = "avalon";
  s.players = kNames;
  s.options = Value{{"lady_of_the_lake", true}};
  bots.assign(7, true);
  for (int h : humans) bots[h] = false;
  for (bool b : bots) s.controllers.push_back(b ? "bot" : "human");
  s.seed = 11;
  return s;
}

// While the public table or a curtain is up, only the public view is read, and nothing a seat
// alone knows is drawn (the private panel's "you are", "you know", a private log line).
void expect_nothing_private(const FrameTrace& t, const std::string& where) {
  for (int seat : t.view_seats) EXPECT_EQ(seat, kSpectator) << "a private view was read on " << where;
  EXPECT_FALSE(drew_any(t, {"Вы — ", "Вы знаете", "видит верность", "Ваша тайна"})) << "something private on " << where;
}

TEST(HotSeat, SevenSeatsThreeHumansFollowEveryPublicMomentTogether) {
  UiDriver d(1280, 720, "ru");
  d.app().settings().pace = 0.5;  // bots at a pace: the public moments are staged
  d.set_frame_seconds(0.1);       // a tenth of a second a frame: each vote turns over in three frames
  std::vector<bool> bots;
  const std::vector<int> humans = {0, 3, 5};  // Анна, Глеб, Егор
  ASSERT_EQ(d.app().start_game(seven_seats(bots, humans), bots), "");
  TableController& g = *d.app().game();
  ASSERT_EQ(g.humans(), 3);

  int vote_curtains = 0, vote_clicks = 0, public_decisions = 0, learned = 0, reveals = 0;
  int vote_moments = 0, card_moments = 0, line_moments = 0, public_frames_after_votes = 0;
  bool hid = false, shot_curtain = false, shot_public = false, shot_vote = false, shot_cards = false;
  int last_up = -1;  // votes turned over in the moment being staged
  int voted_at = -1;  // the frame of the last human vote, and the public log's length then
  size_t voted_log = 0;
  int quick_passes = 0;
  const StagedMoment* staged = nullptr;
  size_t staged_line = static_cast<size_t>(-1);

  for (int i = 0; i < 30000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    const ScreenMode mode = g.mode();
    if (mode == ScreenMode::Curtain) {
      expect_nothing_private(t, "the curtain");
      const int seat = g.curtain_for();
      EXPECT_NE(std::find(humans.begin(), humans.end(), seat), humans.end());
      EXPECT_TRUE(t.drew("Передайте устройство: " + kNames[seat]));
      EXPECT_TRUE(t.drew("Зачем: ")) << "the curtain says why the device is passed";
      const PassReason why = g.curtain_reason();
      if (why == PassReason::Learned && learned == 0) {
        EXPECT_TRUE(t.drew("Зачем: чтобы увидеть, что стало известно"));
        d.screenshot("hot_seat_curtain_learned_ru");
      }
      const bool vote = why == PassReason::Decide && g.curtain_prompt() == "avalon.prompt.vote";
      if (vote && voted_at >= 0 && g.public_view()["log"].size() == voted_log) {
        // The next human's vote in the same round: the curtain comes at once (the bots' secret
        // answers do not wait for their pace).
        EXPECT_LE(i - voted_at, 8) << "frames between two humans' votes";
        ++quick_passes;
      }
      if (vote && !shot_curtain) {
        EXPECT_TRUE(t.drew("Зачем: для голосования"));
        d.screenshot("hot_seat_curtain_vote_ru");
        shot_curtain = true;
      }
      ASSERT_TRUE(d.click("curtain.dismiss"));
      const FrameTrace& mine = d.frame();
      ASSERT_EQ(g.mode(), ScreenMode::Private);
      ASSERT_EQ(g.screen_seat(), seat);
      for (int s : mine.view_seats) EXPECT_TRUE(s == seat || s == kSpectator);
      if (why == PassReason::Reveal) {
        ++reveals;
        ASSERT_TRUE(d.click("reveal.done"));
        continue;
      }
      if (why == PassReason::Learned) {
        if (learned == 0) d.screenshot("hot_seat_learned_private_ru");
        // What is new is shown at once, in the decision panel (here: what the Lady of the Lake showed).
        const FrameTrace& news = d.frame();
        EXPECT_TRUE(news.drew("Владычица Озера: ")) << "the new private line is shown with the curtain's reason";
        ++learned;
        ASSERT_TRUE(d.click("learned.done"));
        continue;
      }
      if (vote && !hid) {
        // Hide goes to the public table, which waits for one click before the curtain again.
        hid = true;
        ASSERT_TRUE(d.click("hide"));
        const FrameTrace& pub = d.frame();
        EXPECT_EQ(g.mode(), ScreenMode::Public);
        expect_nothing_private(pub, "the public table after Hide");
        ASSERT_TRUE(d.click("curtain.next"));
        EXPECT_EQ(g.curtain_for(), seat);
        d.frame();
        ASSERT_TRUE(d.click("curtain.dismiss"));
        d.frame();
      }
      // The answer, at once: the decision is on this screen.
      const Value req = g.view()["decision"];
      ASSERT_TRUE(req.is_object()) << "no decision behind the curtain for " << kNames[seat];
      ASSERT_TRUE(click_answer(d, hurried(req)));
      if (vote) {
        ++vote_curtains;
        vote_clicks += 2;
        EXPECT_NE(g.human_to_act(), seat) << "the vote is cast with one click";
        EXPECT_FALSE(g.mode() == ScreenMode::Private && g.screen_seat() == seat) << "the private view closes after the vote";
        voted_at = i;
        voted_log = g.public_view()["log"].size();
      }
      continue;
    }
    if (mode == ScreenMode::Private) {
      ADD_FAILURE() << "a private view without a curtain before it";
      break;
    }
    // The public table.
    expect_nothing_private(t, "the public table");
    const Moments& moments = d.app().moments();
    // Once seen, the moments are skipped with "Continue" (the test would otherwise take minutes).
    if (const StagedMoment* m = moments.current();
        m && (m->spec.kind == "line" || (vote_moments >= 2 && card_moments >= 2 && m->line != staged_line))) {
      line_moments += m->spec.kind == "line";
      ASSERT_TRUE(d.click("moment.continue"));
      continue;
    }
    if (const StagedMoment* m = moments.current(); m && m->spec.kind == "votes") {
      if (staged != m || staged_line != m->line) staged = m, staged_line = m->line, last_up = -1, ++vote_moments;
      const int up = count_areas(t, "moment.vote.", ".up"), down = count_areas(t, "moment.vote.", ".down");
      EXPECT_EQ(up + down, 7) << "every seat's vote is on the table, face up or down";
      if (last_up >= 0) {
        EXPECT_TRUE(up == last_up || up == last_up + 1) << "the votes are turned one by one";
      }
      if (last_up < 0) {
        EXPECT_LE(up, 1);
      }
      EXPECT_EQ(count_areas(t, "mark.last_votes.", ""), up) << "only the turned votes are shown on the seats";
      for (int seat = 1; seat <= 7; ++seat) {
        // A face-down vote lies where the seat's vote chip shows once turned, clear of every name.
        const std::string down = "moment.vote." + std::to_string(seat) + ".down";
        if (!t.areas.count(down)) continue;
        const Rect r = t.areas.at(down), slot = t.areas.at("mark_slot.last_votes." + std::to_string(seat));
        EXPECT_TRUE(r.x0 == slot.x0 && r.y0 == slot.y0 && r.x1 == slot.x1 && r.y1 == slot.y1) << down;
        for (int other = 1; other <= 7; ++other) {
          const Rect n = t.areas.at("name." + std::to_string(other));
          EXPECT_FALSE(r.x0 < n.x1 && n.x0 < r.x1 && r.y0 < n.y1 && n.y0 < r.y1) << down << " covers the name of seat " << other;
        }
      }
      for (auto& [id, r] : t.areas)
        if (id.rfind("mark.last_votes.", 0) == 0) {
          const Rect slot = t.areas.at("mark_slot.last_votes." + id.substr(16));
          EXPECT_TRUE(r.x1 == slot.x1 && r.y0 == slot.y0) << "a turned vote shows where it lay face down: " << id;
        }
      if (up > 0 && up < 7) {
        // The grid keeps the vote's secret as long as the table does: only the turned votes, no count.
        const std::string last_row = "grid." + std::to_string(g.public_view()["counters"]["history"].size());
        EXPECT_FALSE(t.areas.count(last_row + ".approved") || t.areas.count(last_row + ".rejected")) << "the count before the votes are turned";
        int row_votes = 0;
        for (auto& [id, r] : t.areas)
          row_votes += id.rfind(last_row + ".", 0) == 0 && (id.size() > 8 && (id.compare(id.size() - 8, 8, ".approve") == 0 ||
                                                                                id.compare(id.size() - 7, 7, ".reject") == 0));
        EXPECT_EQ(row_votes, up) << "the grid shows the votes turned so far";
      }
      last_up = up;
      if (!shot_vote && up >= 3 && up <= 5) d.screenshot("hot_seat_votes_staged_ru"), shot_vote = true;
      continue;
    }
    if (const StagedMoment* m = moments.current(); m && m->spec.kind == "cards") {
      if (staged_line != m->line) staged_line = m->line, ++card_moments;
      const int up = count_areas(t, "moment.card.", ".up"), down = count_areas(t, "moment.card.", ".down");
      EXPECT_EQ(up + down, static_cast<int>(m->cards.size()));
      if (!shot_cards && up == 1) d.screenshot("hot_seat_quest_cards_staged_ru"), shot_cards = true;
      continue;
    }
    if (!moments.active() && vote_moments > 0 && count_areas(t, "mark.last_votes.", "") == 7) {
      // Between secret answers, the whole table sees the last vote on the seats.
      ++public_frames_after_votes;
      if (!shot_public && g.public_actor() >= 0) d.screenshot("hot_seat_public_table_ru"), shot_public = true;
    }
    if (g.public_actor() >= 0 && !moments.active()) {
      // A public decision of a human, made on the public table in front of everyone.
      ++public_decisions;
      EXPECT_TRUE(d.has("secret.show")) << "the one deciding may still look at their secret";
      ASSERT_TRUE(click_answer(d, hurried(g.public_request())));
    }
  }
  ASSERT_EQ(d.app().screen(), Screen::End);

  // Every human vote in the record was one curtain and one answer.
  int human_votes = 0;
  for (auto& a : g.session().record().decisions)
    if (!bots[a.seat] && a.answer.is_string() && (a.answer == "approve" || a.answer == "reject")) ++human_votes;
  EXPECT_EQ(vote_curtains, human_votes);
  EXPECT_EQ(vote_clicks, 2 * human_votes);
  EXPECT_GE(human_votes, 6);
  EXPECT_GT(quick_passes, 0);
  EXPECT_EQ(reveals, 3);
  EXPECT_GE(learned, 1) << "the Lady of the Lake's holder is shown what they saw behind a curtain";
  EXPECT_GE(vote_moments, 2);
  EXPECT_GE(card_moments, 2);
  EXPECT_GT(line_moments, 0);
  EXPECT_GT(public_frames_after_votes, 0);
  EXPECT_GT(public_decisions, 0);
  EXPECT_TRUE(hid);
  EXPECT_TRUE(shot_curtain && shot_vote && shot_cards);
  std::cout << "human votes " << human_votes << ", public decisions " << public_decisions << ", learned " << learned
            << ", vote moments " << vote_moments << ", card moments " << card_moments << "\n";
}

TEST(HotSeat, ALoneHumanNeverSeesACurtain) {
  UiDriver d;
  d.app().settings().pace = 0.1;
  d.set_frame_seconds(0.1);
  std::vector<bool> bots;
  ASSERT_EQ(d.app().start_game(seven_seats(bots, {2}), bots), "");
  TableController& g = *d.app().game();
  bool hid = false;
  for (int i = 0; i < 30000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    ASSERT_NE(g.mode(), ScreenMode::Curtain);
    EXPECT_FALSE(t.drew("Pass the device") || t.drew("pass the device")) << "a lone human is never asked to pass the device";
    for (auto& [id, target] : t.targets) EXPECT_NE(id.rfind("curtain.", 0), 0u) << id;
    if (g.in_reveal()) {
      ASSERT_TRUE(d.click("reveal.done"));
      continue;
    }
    if (d.has("moment.continue")) {  // the staged moments are not what this test is about
      d.click("moment.continue");
      continue;
    }
    if (!hid && g.human_to_act() == 2) {
      // Hide shows the public table; "show my secret" brings the view back without a curtain.
      hid = true;
      ASSERT_TRUE(d.click("hide"));
      const FrameTrace& pub = d.frame();
      for (int s : pub.view_seats) EXPECT_EQ(s, kSpectator);
      ASSERT_TRUE(d.click("secret.show"));
      EXPECT_EQ(g.screen_seat(), 2);
      continue;
    }
    if (g.human_to_act() == 2 && g.mode() == ScreenMode::Private && !d.app().moments().active()) {
      ASSERT_TRUE(click_answer(d, hurried(g.view()["decision"])));
    }
  }
  EXPECT_EQ(d.app().screen(), Screen::End);
  EXPECT_TRUE(hid);
}

// A vote's curtain shows the whole table what it votes on: the public log's last line, the team
// proposed (public), while the device goes round; nothing of the voter's own.
TEST(HotSeat, TheVoteCurtainShowsTheTeamProposed) {
  UiDriver d(1280, 720, "ru");
  d.app().settings().pace = 0;
  std::vector<bool> bots;
  ASSERT_EQ(d.app().start_game(seven_seats(bots, {0, 2, 4}), bots), "");
  TableController& g = *d.app().game();
  for (int i = 0; i < 400 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    if (g.in_reveal() && d.has("reveal.done")) {
      d.click("reveal.done");
      continue;
    }
    if (d.has("moment.continue")) {
      d.click("moment.continue");
      continue;
    }
    if (g.mode() == ScreenMode::Curtain && g.curtain_reason() == PassReason::Decide) {
      EXPECT_TRUE(t.drew("предлагает отряд")) << "the curtain shows the team proposed";
      EXPECT_TRUE(t.areas.count("curtain.last_line"));
      for (int s : t.view_seats) EXPECT_LT(s, 0) << "the curtain reads only the public view";
      d.screenshot("hot_seat_vote_curtain_with_team_ru");
      return;
    }
    if (d.has("curtain.dismiss")) d.click("curtain.dismiss");
    else if (d.has("curtain.next")) d.click("curtain.next");
  }
  FAIL() << "no vote curtain came";
}

TEST(HotSeat, CardsAreTurnedInAnOrderThatDependsOnlyOnTheStep) {
  // The same step gives the same order; the order is a permutation; different steps differ.
  EXPECT_EQ(shuffled_order(5, 42), shuffled_order(5, 42));
  std::vector<int> o = shuffled_order(5, 42);
  std::sort(o.begin(), o.end());
  EXPECT_EQ(o, (std::vector<int>{0, 1, 2, 3, 4}));
  int differ = 0;
  for (uint64_t seed = 1; seed < 20; ++seed) differ += shuffled_order(5, seed) != shuffled_order(5, seed + 1);
  EXPECT_GT(differ, 10);
}

TEST(HotSeat, ABotsOnlyGameIsNeverHeldByTheStaging) {
  UiDriver d;
  d.app().settings().pace = 0;
  std::vector<bool> bots;
  rt::Setup s = seven_seats(bots, {});
  ASSERT_EQ(d.app().start_game(s, bots), "");
  int frames = 0;
  for (; frames < 50 && d.app().screen() == Screen::Table; ++frames) {
    d.frame();
    EXPECT_FALSE(d.app().moments().active());
  }
  EXPECT_EQ(d.app().screen(), Screen::End) << "a bots-only game at pace 0 ends at once";
  EXPECT_LE(frames, 2);
}

}  // namespace
}  // namespace rt::ui
