// bot_reasons_ui_test.cpp: the bots explain themselves at the table without leaking. A hot-seat
// Avalon game, two humans and three heuristic bots, played through clicks: hovering a bot's seat
// shows its latest reason the screen may read ("why?"); at no frame does anything a bot's seat
// alone knows (its private reasons) reach the screen, the public table or a human's private view;
// the end screen shows each bot's reasons. Screenshots under build/release/ui-artifacts/.
#include <gtest/gtest.h>

#include <SDL.h>

#include <cstdio>
#include <algorithm>
#include <fstream>
#include <set>

#include "app/bot_plan.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

// The humans' answers: Approve, Success, Good when offered; the fewest seats.
TEST(BotReasonsUi, AHotSeatTableShowsOnlyPublicReasons) {
  UiDriver d(1280, 720, "en");
  rt::Setup s;
  s.game = "avalon";
  s.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  s.controllers = {"human", "human", "bot", "bot", "bot"};
  s.bots = "3-5=heuristic";
  s.seed = 21;
  ASSERT_EQ(d.app().start_game(s, {false, false, true, true, true}), "");
  TableController& g = *d.app().game();
  std::set<std::string> private_texts;  // every private reason given so far, as the screen would word it
  int hovers = 0, shown = 0;
  std::set<size_t> hovered;  // (step, seat) hovered already
  bool shot = false;
  for (int i = 0; i < 6000 && d.app().screen() == Screen::Table; ++i) {
    const FrameTrace& t = d.frame();
    if (i % 300 == 299)
      std::fprintf(stderr, "frame %d: mode %d actor %d public_actor %d screen_seat %d curtain %d answers %zu\n", i, int(g.mode()),
                   g.human_to_act(), g.public_actor(), g.screen_seat(), g.curtain_for(), g.session().record().decisions.size());
    // What the bots' own seats know, gathered through the seats' own access (the test's peek).
    const Value pub = g.session().view(kSpectator);
    TextContext text(d.catalog(), "en", pub);
    for (int b = 2; b < 5; ++b)
      for (auto& r : g.reasons(b))
        if (r.seat == b) private_texts.insert(text.format(r.key, r.args));
    for (auto& drawn : t.texts)
      for (auto& secret : private_texts)
        ASSERT_EQ(drawn.find(secret), std::string::npos) << "a bot's private reason on the screen: " << drawn;
    // Whatever view is up, the reasons it may read are the others' public ones.
    for (int viewer : {kSpectator, 0, 1})
      for (auto& r : g.reasons(viewer))
        EXPECT_EQ(r.key.rfind("bots.reason.public.", 0), 0u) << "seat " << viewer << " could read " << r.key;
    if (!g.session().over()) { EXPECT_TRUE(g.reasons(kOmniscient).empty()); }

    const ScreenMode mode = g.mode();
    if (mode == ScreenMode::Curtain) {
      ASSERT_TRUE(d.click("curtain.dismiss"));
      d.frame();
      if (g.in_reveal()) {
        ASSERT_TRUE(d.click("reveal.done"));
        continue;
      }
      if (g.learned_pending()) {
        ASSERT_TRUE(d.click("learned.done"));
        continue;
      }
    }
    // Now and then, hover each bot's seat: its "why?" shows a public reason, nothing else.
    for (int seat = 3; seat <= 5; ++seat) {
        const std::string id = "hover.seat.why." + std::to_string(seat);
        if (hovered.count(g.session().record().decisions.size() * 8 + seat) || !d.hover(id)) continue;
        hovered.insert(g.session().record().decisions.size() * 8 + seat);
        ++hovers;
        const auto* r = g.latest_reason(seat - 1);
        ASSERT_NE(r, nullptr);
        EXPECT_EQ(r->key.rfind("bots.reason.public.", 0), 0u);
        const std::string line = s.players[seat - 1] + ": " + text.format(r->key, r->args);
        if (trace().drew(line)) ++shown;
        if (!shot && trace().drew(line) && g.mode() == ScreenMode::Public) {
          d.screenshot("bot_reasons_why_public");
          shot = true;
        }
      }
    if (d.app().screen() != Screen::Table) break;
    const int actor = g.human_to_act();
    if (actor < 0) continue;
    if (g.mode() == ScreenMode::Private && g.screen_seat() == actor) {
      const Value req = g.view()["decision"];
      if (!click_answer(d, hurried(req)) && g.human_to_act() == actor) { ASSERT_EQ(g.answer(hurried(req)), "") << req.dump(); }
    } else if (g.mode() == ScreenMode::Private) {
      ASSERT_TRUE(d.click("hide"));  // the other human hands the device back
    } else if (g.mode() == ScreenMode::Public && g.public_actor() == actor) {
      const Value req = g.public_request();
      // (answered through the controller when the table offers no click for it this frame)
      if (!click_answer(d, hurried(req)) && g.human_to_act() == actor) { ASSERT_EQ(g.answer(hurried(req)), "") << req.dump(); }
    } else if (g.mode() == ScreenMode::Public && d.has("curtain.next")) {
      ASSERT_TRUE(d.click("curtain.next"));
    }
  }
  ASSERT_EQ(d.app().screen(), Screen::End);
  std::fprintf(stderr, "public reasons %zu, all %zu\n", g.reasons(kSpectator).size(), g.reasons(kOmniscient).size());
  EXPECT_GT(hovers, 0);
  EXPECT_GT(shown, 0) << "a bot's public reason was shown on hover";
  // The end screen: every reason of a bot, its private ones included, on its card.
  d.frame();
  ASSERT_TRUE(d.hover("hover.end.why.3"));
  const auto all = g.reasons(kOmniscient);
  ASSERT_FALSE(all.empty());
  const Value end = g.session().view(kOmniscient);
  TextContext text(d.catalog(), "en", end);
  std::string last_private;
  for (auto& r : all)
    if (r.seat == 2) last_private = text.format(r.key, r.args);
  EXPECT_TRUE(trace().drew(last_private)) << last_private;
  d.screenshot("bot_reasons_end");
}

// ---- Games the heuristic bots play outside the table (a game's record is the same whoever asks
// the bots), saved as records for the table view to resume or replay.

// Five bot seats named Ann to Eve, each played by the game's heuristic bot.
rt::Setup heuristic_table(const std::string& game, uint64_t seed) {
  rt::Setup s;
  s.game = game;
  s.players = {"Ann", "Bob", "Cid", "Dan", "Eve"};
  s.controllers = {"bot", "bot", "bot", "bot", "bot"};
  s.bots = "all=heuristic";
  s.seed = seed;
  return s;
}

// A reason a bot gave outside the table, with its seat (0-based) and step.
struct Given {
  int seat;
  size_t step;
  BotReason reason;
};

// Plays `s` with the game's heuristic bot for up to `answers` answers (or to the end), writes its
// record to a file named `name` and returns the path; `given` gets every reason the bot gave.
std::string play_and_save(Catalog& cat, const rt::Setup& s, size_t answers, const std::string& name,
                          std::vector<Given>& given) {
  std::string error;
  auto bot = make_bot(cat, s.game, "heuristic", 1, error);
  auto game = rt::Session::start(cat, s, error);
  EXPECT_TRUE(bot && game) << error;
  if (!bot || !game) return "";
  while (!game->over() && game->record().decisions.size() < answers) {
    const int seat = game->next_to_answer();
    const size_t step = game->record().decisions.size();
    const Value choice = bot->decide(SeatView(*game, seat));
    if (auto r = bot->take_reason()) given.push_back({seat, step, *r});
    EXPECT_EQ(game->answer(seat, choice), "");
  }
  const std::string path = ::testing::TempDir() + "/" + name + ".json";
  std::ofstream(path) << record_to_text(game->record());
  return path;
}

// The latest of `seat`'s reasons the end screen's view reads, worded.
std::string latest_reason(UiDriver& d, const TableController& g, int seat, const std::string& lang) {
  TextContext text(d.catalog(), lang, g.session().view(kOmniscient));
  std::string out;
  for (auto& r : g.reasons(kOmniscient))
    if (r.seat == seat) out = text.format(r.key, r.args);
  return out;
}

// A game put down and resumed in the table view still explains the bots' moves made before the
// break: Dan's reasons from before it are among those his card shows at the end screen. The
// first 30 answers are played outside the table, saved, and resumed (App::resume) where the
// table's bots finish the game.
TEST(BotReasonsUi, AResumedGameStillExplainsTheMovesBeforeTheBreak) {
  UiDriver d(1280, 720, "en");
  std::vector<Given> given;
  const std::string path = play_and_save(d.catalog(), heuristic_table("avalon", 21), 30, "bot_reasons_resumed", given);
  ASSERT_EQ(d.app().resume(path), "");
  TableController& g = *d.app().game();
  for (int i = 0; i < 20000 && d.app().screen() == Screen::Table; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
  // Every reason Dan gave before the break, at its step, among those the end screen reads.
  const auto all = g.reasons(kOmniscient);
  int dans = 0;
  for (const Given& r : given) {
    if (r.seat != 3) continue;
    ++dans;
    bool found = false;
    for (auto& shown : all)
      found |= shown.seat == 3 && shown.step == r.step && shown.key == r.reason.key && shown.args == r.reason.args;
    EXPECT_TRUE(found) << "step " << r.step << ": " << r.reason.key;
  }
  EXPECT_GE(dans, 3);
  // (The end screen's tooltip draws a bot's latest twelve of these: hovering Dan's card shows it.)
  d.frame();
  ASSERT_TRUE(d.hover("hover.end.why.4"));
  const std::string latest = latest_reason(d, g, 3, "en");
  EXPECT_TRUE(trace().drew(latest)) << latest;
  d.screenshot("bot_reasons_after_resume");
  // A click on his name lists all of them, the first one he gave before the break included.
  ASSERT_TRUE(d.click("end.why.4"));
  d.frame();
  const FrameTrace& listed = d.frame();
  TextContext text(d.catalog(), "en", g.session().view(kOmniscient));
  for (const Given& r : given)
    if (r.seat == 3) {
      EXPECT_TRUE(listed.drew(text.format(r.reason.key, r.reason.args))) << r.reason.key;
      break;
    }
  EXPECT_TRUE(listed.drew("Why Dan (Thinking) played as it did"));
  ASSERT_TRUE(d.hover("end.timeline.back"));  // (the mouse off the name: no tooltip over the list)
  d.frame();
  d.screenshot("bot_reasons_after_resume_all");
}

// Shadows over Camelot's bots explain themselves too, privately: a finished 5-knight game of
// heuristic bots, opened from its record, shows each knight's reasons on its card at the end
// screen (Russian: the seed's words), the Traitor's own among them.
TEST(BotReasonsUi, CamelotsKnightsExplainTheirMovesAtTheEnd) {
  UiDriver d(1280, 720, "ru");
  rt::Setup s = heuristic_table("camelot", 5);
  s.options = Value{{"traitor_always", true}};
  std::vector<Given> given;
  ASSERT_EQ(d.app().resume(play_and_save(d.catalog(), s, static_cast<size_t>(-1), "camelot_reasons_finished", given)), "");
  for (int i = 0; i < 50 && d.app().screen() != Screen::End; ++i) d.frame();
  ASSERT_EQ(d.app().screen(), Screen::End);
  TableController& g = *d.app().game();
  const std::vector<std::string> sides = seat_sides(g.session());
  int traitor = -1;
  for (int i = 0; i < 5; ++i)
    if (sides[i] == "evil") traitor = i;
  ASSERT_GE(traitor, 0);
  TextContext text(d.catalog(), "ru", g.session().view(kOmniscient));
  std::string traitors_words;
  for (auto& r : g.reasons(kOmniscient))
    if (r.seat == traitor && r.key.rfind("camelot.reason.traitor_", 0) == 0) traitors_words = text.format(r.key, r.args);
  ASSERT_FALSE(traitors_words.empty()) << "the Traitor explained none of his own moves";
  EXPECT_NE(traitors_words.find("Предатель"), std::string::npos) << traitors_words;
  d.frame();
  ASSERT_TRUE(d.hover("hover.end.why." + std::to_string(traitor + 1)));
  EXPECT_TRUE(trace().drew(traitors_words)) << traitors_words;
  // The tooltip holds the latest twelve and says where the earlier ones are.
  size_t his = 0;
  for (auto& r : g.reasons(kOmniscient)) his += r.seat == traitor;
  ASSERT_GT(his, 12u);
  EXPECT_TRUE(trace().drew("ещё " + std::to_string(his - 12) + " ")) << his;
  EXPECT_TRUE(trace().drew("раньше: нажмите на имя, чтобы увидеть все, или «Повтор» — ход за ходом"));
  d.screenshot("camelot_reasons_end_ru");
  // A click on his name: all his reasons, the first ones too, where the timeline was; Back
  // brings the timeline back.
  std::string first;
  for (auto& r : g.reasons(kOmniscient))
    if (r.seat == traitor && first.empty()) first = text.format(r.key, r.args);
  ASSERT_TRUE(d.click("end.why." + std::to_string(traitor + 1)));
  d.frame();
  const FrameTrace& all = d.frame();
  EXPECT_TRUE(all.drew("Почему " + s.players[traitor] + " (Думающий) играл так"));
  EXPECT_TRUE(all.drew(first)) << first;
  EXPECT_FALSE(all.drew("Ход игры"));
  ASSERT_TRUE(d.hover("end.timeline.back"));
  d.frame();
  d.screenshot("camelot_reasons_all_ru");
  ASSERT_TRUE(d.click("end.timeline.back"));
  d.frame();
  EXPECT_TRUE(d.frame().drew("Ход игры"));
}

// The replay viewer says why a bot made the move just replayed, as far as the perspective may
// read: the omniscient one and the bot's own seat read its private reason, the table only its
// public one (a proposal's, at once), never the private one.
TEST(BotReasonsUi, TheReplaySaysWhyABotMadeTheMoveJustReplayed) {
  UiDriver d(1280, 720, "en");
  const rt::Setup s = heuristic_table("avalon", 21);
  std::vector<Given> given;
  const std::string path = play_and_save(d.catalog(), s, static_cast<size_t>(-1), "bot_reasons_replay", given);
  // The first proposal whose reason has a public part other than the private one.
  const Given* p = nullptr;
  for (const Given& r : given)
    if (!p && r.reason.key.rfind("bots.reason.propose", 0) == 0 && !r.reason.public_key.empty() &&
        r.reason.public_key != r.reason.key)
      p = &r;
  ASSERT_NE(p, nullptr);
  ASSERT_EQ(d.app().open_replay(path, p->step + 1, kOmniscient), "");
  d.frame();
  TextContext text(d.catalog(), "en", d.app().replay()->session->view(kOmniscient));
  const std::string name = s.players[p->seat] + " (Thinking): ";
  const std::string secret = name + text.format(p->reason.key, p->reason.args);
  const std::string open = name + text.format(p->reason.public_key, p->reason.public_args);
  EXPECT_TRUE(d.frame().drew(secret)) << secret;
  d.screenshot("replay_bot_reason");
  d.app().replay()->perspective = p->seat;  // the bot's own seat
  d.frame();
  EXPECT_TRUE(d.frame().drew(secret)) << secret;
  d.app().replay()->perspective = kSpectator;  // the table
  d.frame();
  const FrameTrace& table = d.frame();
  EXPECT_FALSE(table.drew(secret)) << secret;
  EXPECT_TRUE(table.drew(open)) << open;
  d.app().replay()->perspective = (p->seat + 1) % 5;  // another seat
  d.frame();
  EXPECT_FALSE(d.frame().drew(secret)) << secret;
  // With a reason said or none, the table stays where it is (the reason's line is kept): the
  // topmost seat plate does not move.
  auto top_seat = [](const FrameTrace& f) {
    float y = 1e9f;
    for (int seat = 1; seat <= 5; ++seat)
      if (f.areas.count("seat." + std::to_string(seat))) y = std::min(y, f.areas.at("seat." + std::to_string(seat)).y0);
    return y;
  };
  d.app().replay()->perspective = kOmniscient;
  d.frame();
  const FrameTrace& said = d.frame();
  ASSERT_TRUE(said.drew(secret));
  const float y = top_seat(said);
  d.app().replay()->step = 0;  // nothing replayed yet: no reason
  d.frame();
  const FrameTrace& none = d.frame();
  EXPECT_FALSE(none.drew(secret));
  EXPECT_EQ(top_seat(none), y);
}

}  // namespace
}  // namespace rt::ui
