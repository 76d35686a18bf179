// text_fit_test.cpp: nothing drawn is cut, at 1280x720 with ten seats, in English, Russian and
// Ukrainian, at 100% and 150% UI scale: the table mid-game with plot cards (Avalon and The
// Resistance), the setup screen with every option shown, the end screen, and the Lab screen. Every string the
// frame draws is recorded with its extent and the box it must stay in (its clip rect or its
// button, trace.hpp TextBox); a string running outside is a cut text. Screenshots are kept.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "ui/draw.hpp"
#include "ui/lab.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

std::vector<std::string> ten_default_names(const Catalog& c, const std::string& lang) {
  std::vector<std::string> names;
  for (int i = 1; i <= 10; ++i) names.push_back(c.format(lang, "ui.tv.default_name", Value{{"n", i}}, {}));
  return names;
}

// Ten seats, seat 1 human, plot cards in play; played until `moves` answers are in (or the end).
void play(UiDriver& d, const std::string& game, const std::string& lang, size_t moves) {
  rt::Setup s;
  s.game = game;
  s.players = ten_default_names(d.catalog(), lang);
  s.controllers = std::vector<std::string>(10, "bot");
  s.controllers[0] = "human";
  s.seed = 12;
  s.options = {{"plot_cards", true}};
  if (game == "avalon") s.options.update({{"percival", true}, {"morgana", true}, {"lady_of_the_lake", true}});
  std::vector<bool> bots(10, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  for (int i = 0; i < 20000 && d.app().screen() == Screen::Table; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    if (g.session().record().decisions.size() >= moves) break;
    ASSERT_EQ(g.answer(legal_answer(g.view()["decision"], {"success", "approve", "play"})), "");
  }
}

// The cut texts of the last frame, one per line.
std::string cut_texts(const FrameTrace& t) {
  std::ostringstream out;
  for (const TextBox& b : t.text_boxes) {
    if (b.text.empty() || b.rect.x1 - b.rect.x0 < 1) continue;
    const bool cut_x = b.rect.x0 < b.box.x0 - 1 || b.rect.x1 > b.box.x1 + 1;
    const bool cut_y = !b.scrolls && (b.rect.y0 < b.box.y0 - 1 || b.rect.y1 > b.box.y1 + 1);
    if (cut_x || cut_y)
      out << "  \"" << b.text << "\" x " << b.rect.x0 << ".." << b.rect.x1 << " y " << b.rect.y0 << ".." << b.rect.y1
          << " in box x " << b.box.x0 << ".." << b.box.x1 << " y " << b.box.y0 << ".." << b.box.y1 << "\n";
  }
  return out.str();
}

void check_fit(UiDriver& d, float scale, const std::string& name) {
  d.app().settings().scale = scale;
  d.frame();
  d.frame();
  const FrameTrace& t = d.frame();
  EXPECT_GT(t.text_boxes.size(), 10u);
  const std::string cut = cut_texts(t);
  EXPECT_EQ(cut, "") << name << ": texts run out of their boxes:\n" << cut;
  d.screenshot("fit_" + name);
}

struct FitCase {
  std::string lang;
  float scale;
};
const FitCase kFitCases[] = {{"en", 1.0f}, {"en", 1.5f}, {"ru", 1.0f}, {"ru", 1.5f}, {"uk", 1.0f}, {"uk", 1.5f}};
std::string tag(const FitCase& c) { return c.lang + "_" + std::to_string(int(c.scale * 100)); }

void table_mid_game(const std::string& game) {
  for (const FitCase& c : kFitCases) {
    UiDriver d(1280, 720, c.lang);
    play(d, game, c.lang, 40);
    ASSERT_EQ(d.app().screen(), Screen::Table);
    check_fit(d, c.scale, game + "_table_" + tag(c));
  }
}

TEST(TextFit, AvalonTableMidGame) { table_mid_game("avalon"); }
TEST(TextFit, ResistanceTableMidGame) { table_mid_game("resistance"); }

TEST(TextFit, EndScreens) {
  for (const std::string game : {"avalon", "resistance"})
    for (const FitCase& c : kFitCases) {
      UiDriver d(1280, 720, c.lang);
      play(d, game, c.lang, 100000);
      ASSERT_EQ(d.app().screen(), Screen::End) << game;
      check_fit(d, c.scale, game + "_end_" + tag(c));
    }
}

TEST(TextFit, ReplayScreens) {
  for (const FitCase& c : kFitCases) {
    UiDriver d(1280, 720, c.lang);
    play(d, "avalon", c.lang, 100000);
    ASSERT_EQ(d.app().screen(), Screen::End);
    const std::string path = ::testing::TempDir() + "/text_fit_replay.json";
    std::ofstream(path) << record_to_text(d.app().game()->session().record());
    ASSERT_EQ(d.app().open_replay(path, 20, 0), "");  // seat 1's view, its name in the perspective box
    check_fit(d, c.scale, "avalon_replay_" + tag(c));
  }
}

TEST(TextFit, SetupScreens) {
  for (const std::string game : {"avalon", "resistance"})
    for (const FitCase& c : kFitCases) {
      UiDriver d(1280, 720, c.lang);
      const auto& games = d.catalog().games();
      for (size_t i = 0; i < games.size(); ++i)
        if (games[i].id == game) d.app().draft().game = static_cast<int>(i);
      d.app().draft().players = 10;
      d.frame();
      check_fit(d, c.scale, game + "_setup_" + tag(c));
    }
}

// Heuristic bots give reasons: "why?" joins "#4  bot" on their plates, which must still fit
// (seven seats, Russian and Ukrainian, 100% and 150%).
TEST(TextFit, BotPlatesWithReasons) {
  for (const FitCase& c : kFitCases) {
    UiDriver d(1280, 720, c.lang);
    rt::Setup s;
    s.game = "avalon";
    s.players = ten_default_names(d.catalog(), c.lang);
    s.players.resize(7);
    s.controllers = std::vector<std::string>(7, "bot");
    s.controllers[0] = "human";
    s.bots = "2-7=heuristic";
    s.seed = 5;
    std::vector<bool> bots(7, true);
    bots[0] = false;
    ASSERT_EQ(d.app().start_game(s, bots), "");
    TableController& g = *d.app().game();
    d.app().settings().pace = 0;
    for (int i = 0; i < 2000 && d.app().screen() == Screen::Table; ++i) {
      d.frame();
      if (g.in_reveal()) g.reveal_seen();
      if (g.human_to_act() != 0) continue;
      if (g.session().record().decisions.size() >= 12) break;
      ASSERT_EQ(g.answer(legal_answer(g.view()["decision"], {"success", "approve", "play"})), "");
    }
    d.app().settings().scale = c.scale;
    d.frame();
    int offered = 0;
    for (auto& [id, target] : d.frame().targets) offered += id.rfind("hover.seat.why.", 0) == 0;
    EXPECT_GT(offered, 0) << tag(c) << ": a bot's reason is offered on its plate";
    check_fit(d, c.scale, "avalon_bot_reasons_" + tag(c));
  }
}

// The Lab screen with its longest results: Shadows over Camelot at 3 and 7 knights (end reasons
// are sentences; every knight's rate; how the Traitor was found) beside the same with the
// Traitor always dealt, compared; random bots, 60 games a run.
TEST(TextFit, LabScreens) {
  for (const FitCase& c : kFitCases) {
    UiDriver d(1280, 720, c.lang);
    d.set_frame_seconds(0.3);
    d.frame();
    ASSERT_TRUE(d.click("setup.lab"));
    d.frame();
    LabState& lab = d.app().lab();
    lab.games = 60;
    lab.compare = true;
    for (int k = 0; k < 2; ++k) {
      lab.setups[k] = LabSetup{};
      lab.reset(lab.setups[k], d.catalog(), "camelot");
      lab.setups[k].players = {3, 7};
      for (auto& [side, bot] : lab.setups[k].bots) bot = "random";
    }
    lab.setups[1].options["traitor_always"] = true;
    lab.start(d.catalog());
    for (int i = 0; i < 20000 && lab.running(); ++i) d.frame(), std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ASSERT_FALSE(lab.running());
    ASSERT_NE(lab.run_of(1, 7), nullptr);
    EXPECT_EQ(lab.run_of(1, 7)->result.games_played, 60);
    d.app().settings().scale = c.scale;
    d.frame();
    const FrameTrace& t = d.frame();
    EXPECT_TRUE(t.areas.count("lab.b.final.traitor_detection.7")) << tag(c);
    // The games done ("60 of 60 games") beside the player count or below it, never on the bar
    // (at 150% in Russian its second line ran into the bar).
    const std::string status = d.app().format("ui.lab.games", Value{{"done", 60}, {"total", 60}});
    int statuses = 0;
    for (const TextBox& b : t.text_boxes) {
      if (b.text != status) continue;
      ++statuses;
      for (const auto& [id, area] : t.areas)
        if (id.rfind("lab.", 0) == 0 && id.find(".bar.") != std::string::npos)
          EXPECT_FALSE(b.rect.x0 < area.x1 && area.x0 < b.rect.x1 && b.rect.y0 < area.y1 && area.y0 < b.rect.y1)
              << tag(c) << ": \"" << status << "\" runs into " << id;
    }
    EXPECT_EQ(statuses, 4) << tag(c);
    check_fit(d, c.scale, "camelot_lab_" + tag(c));
  }
}

// Lines break at blanks only, never inside a number: ImGui's own wrap breaks after '.' and ','
// ("B - A, Good wins: +5,0 (-4,3..+14," / "2) п." in the Russian Lab).
TEST(TextFit, LinesBreakAtBlanksNeverInsideANumber) {
  UiDriver d(1280, 720, "ru");
  d.frame();
  ImFont* font = fonts().body;
  const std::string s = "B - A, победы стороны «Добро»: +5,0 (-4,3..+14,2) п.";
  const float whole = text_size(font, s).x;
  int widths = 0;
  for (float width = whole * 0.3f; width < whole; width += 3) {
    const std::string lines = wrap_at_blanks(font, s, width);
    std::string joined = lines;
    std::replace(joined.begin(), joined.end(), '\n', ' ');
    ASSERT_EQ(joined, s) << "only blanks become line breaks";
    ASSERT_NE(lines.find('\n'), std::string::npos) << width;
    std::istringstream in(lines);
    for (std::string line; std::getline(in, line);) {
      EXPECT_FALSE(line.empty()) << width;
      EXPECT_LE(text_size(font, line).x, width) << line << " (a line wider than " << width << ")";
    }
    // What is drawn with that wrap width is these lines, no more: one line each.
    EXPECT_EQ(text_size(font, s, width).y, text_size(font, lines).y) << width;
    ++widths;
  }
  EXPECT_GT(widths, 30);
  EXPECT_EQ(wrap_at_blanks(font, s, whole + 1), s) << "a line that fits is left as it is";
  EXPECT_EQ(wrap_at_blanks(font, "одно_очень_длинное_слово и ещё", 20), "одно_очень_длинное_слово\nи\nещё")
      << "a word wider than the line stays whole on its line (ImGui breaks it as it can)";
  EXPECT_EQ(wrap_at_blanks(font, "a b\nc d", 1e4f), "a b\nc d") << "its own line breaks are kept";
}

}  // namespace
}  // namespace rt::ui
