// camelot_reach_test.cpp: Shadows over Camelot on 1280x720 played by clicks as a person plays it
// (one human and four heuristic bots; the human's answers chosen by the heuristic knight for its
// seat): at every decision of the human, every button the decision offers (each option of a
// choice, Confirm, a card to pick in the decision panel) lies whole inside the window and inside
// its panel, so it is reached without scrolling. A whole game at 150% in Russian; the first 120
// answers of games in en/uk at 150% and in en/ru/uk at 100%. A card to pick in the hand counts as
// an offered button. Every click gives its answer, and what is offered stays where it is from
// frame to frame until it is clicked.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "bots/bot.hpp"
#include "camelot_ui_helpers.hpp"
#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {
using namespace camelot_ui;

constexpr int kW = 1280, kH = 720;

// Why the target is not whole in sight ("" when it is): missing, clipped by its panel (shown is
// smaller than the rect), or past the window's edge.
std::string out_of_sight(const FrameTrace& f, const std::string& id) {
  auto it = f.targets.find(id);
  if (it == f.targets.end()) return id + " not drawn";
  const Rect& r = it->second.rect;
  const Rect& v = it->second.shown;
  auto str = [](const Rect& x) {
    return "(" + std::to_string(int(x.x0)) + "," + std::to_string(int(x.y0)) + ")-(" + std::to_string(int(x.x1)) + "," +
           std::to_string(int(x.y1)) + ")";
  };
  if (!it->second.visible) return id + " scrolled out of its panel " + str(r);
  if (v.y0 > r.y0 + 0.5f || v.y1 < r.y1 - 0.5f || v.x0 > r.x0 + 0.5f || v.x1 < r.x1 - 0.5f)
    return id + " cut by its panel: " + str(r) + " shown " + str(v);
  if (r.x0 < 0 || r.y0 < 0 || r.x1 > kW || r.y1 > kH) return id + " past the window: " + str(r);
  return "";
}

struct Walk {
  size_t answers = 0;        // the human's answers given
  size_t most_choices = 0;   // the most options one choice offered
  size_t cards_named = 0;    // cards to order or pick in the decision panel, named in full
  bool order_shot = false;
  size_t most_hand_picks = 0;  // the most cards offered in a hand that scrolls
  std::vector<std::string> problems;  // an offered choice, card or Confirm out of sight; a click with no answer
  bool ended = false;
};

// Plays seed's game until `limit` decisions are recorded (or the game ends), checking each of the
// human's decisions; screenshots `tag`_most (the choice with the most options) and `tag`_end.
Walk walk(const std::string& lang, float scale, uint64_t seed, size_t limit, const std::string& tag) {
  Walk w;
  UiDriver d(kW, kH, lang);
  d.app().settings().scale = scale;
  start(d, seed);
  TableController& g = *d.app().game();
  std::string err;
  std::unique_ptr<Bot> brain = make_bot(d.catalog(), "camelot", "heuristic", seed, err);
  if (!brain) {
    w.problems.push_back(err);
    return w;
  }
  for (int i = 0; i < 40000 && d.app().screen() == Screen::Table && g.session().record().decisions.size() < limit; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.learned_pending()) g.learned_seen();
    if (g.human_to_act() != 0) continue;
    d.frame();  // (a panel settles its size a frame after its content changed)
    const FrameTrace& f = d.frame();
    const Value req = g.view()["decision"];
    const std::string kind = req.value("kind", "");
    const size_t before = g.session().record().decisions.size();
    const std::string where = req.value("prompt", "") + " (answer " + std::to_string(before) + ")";
    std::vector<std::string> ids;
    if (kind == "choose") {
      for (auto& o : req["options"]) ids.push_back("choice." + o.get<std::string>());
      if (req["options"].size() == 5 && w.most_choices < 5) d.screenshot(tag + "_five");  // (a turn's five actions)
      if (req["options"].size() > w.most_choices) {
        w.most_choices = req["options"].size();
        d.screenshot(tag + "_most");
      }
    } else if (kind == "pick_entities" || kind == "order") {
      for (auto& e : req["entities"]) {
        const std::string n = std::to_string(e.get<int>());
        ids.push_back(f.targets.count("hand." + n) ? "hand." + n : "entity." + n);
      }
      ids.push_back("decision.confirm");
      if (kind == "order" && !w.order_shot) w.order_shot = true, d.screenshot(tag + "_order");  // (cards to order, as drawn)
      // (the most cards to pick from a hand bigger than its panel, as drawn)
      const bool scrolled = std::find(f.scrolling.begin(), f.scrolling.end(), "panel.private") != f.scrolling.end();
      if (!ids.empty() && ids[0].rfind("hand.", 0) == 0 && scrolled && ids.size() > w.most_hand_picks)
        w.most_hand_picks = ids.size(), d.screenshot(tag + "_hand_pick");
      // A card in the decision panel says its full name ("Чёрный рыцарь 3", not "3").
      for (auto& e : g.view()["entities"]) {
        bool asked = false;
        for (auto& id : req["entities"]) asked = asked || id == e["id"];
        if (!asked || f.targets.count("hand." + std::to_string(e["id"].get<int>())) || !e["props"].contains("card")) continue;
        const std::string name = d.catalog().text(lang, "camelot.card." + e["props"]["card"].get<std::string>());
        bool drawn = false;
        for (const std::string& x : f.texts) drawn = drawn || x.find(name) != std::string::npos;
        if (drawn) ++w.cards_named;
        else w.problems.push_back(where + ": card " + e["id"].dump() + " not named \"" + name + "\"");
      }
    } else if (kind == "pick_seats") {
      ids.push_back("decision.confirm");
    }
    bool shot = false;
    std::map<std::string, Rect> drawn_at;
    for (const std::string& id : ids) {
      if (std::string why = out_of_sight(f, id); !why.empty()) {
        w.problems.push_back(where + ": " + why);
        if (!shot) shot = true, d.screenshot(tag + "_out_of_sight_" + std::to_string(before));
      }
      if (auto it = f.targets.find(id); it != f.targets.end()) drawn_at[id] = it->second.shown;
    }
    // Nothing changes until the person acts: what is offered settles where it is within a few
    // frames (the panels size themselves from the frame before) and stays (wave 13's uk walk:
    // the choices swung between a row and columns every frame, so a press on one layout was
    // released on the other and the click gave no answer).
    bool settled = false;
    for (int k = 0; k < 8 && !settled; ++k) {
      const FrameTrace& again = d.frame();
      settled = true;
      for (auto& [id, r] : drawn_at) {
        auto it = again.targets.find(id);
        const Rect now = it == again.targets.end() ? Rect{} : it->second.shown;
        if (now.x0 != r.x0 || now.y0 != r.y0 || now.x1 != r.x1 || now.y1 != r.y1) settled = false;
        r = now;
      }
    }
    if (!settled) w.problems.push_back(where + ": what is offered still moves from frame to frame, nothing having changed");
    // The answer, by clicks.
    const Value answer = brain->decide(SeatView(g.session(), 0));
    bool clicked = true;
    if (answer.is_string()) {
      clicked = d.click("choice." + answer.get<std::string>());
    } else if (kind == "pick_seats") {
      for (auto& s : answer) clicked = clicked && d.click("seat." + std::to_string(s.get<int>()));
      clicked = clicked && d.click("decision.confirm");
    } else {
      for (auto& id : answer) {
        const std::string n = std::to_string(id.get<int>());
        clicked = clicked && (d.click("hand." + n) || d.click("entity." + n));
      }
      clicked = clicked && d.click("decision.confirm");
    }
    ++w.answers;
    if (g.session().record().decisions.size() == before) {
      w.problems.push_back(where + ": the clicks gave no answer " + answer.dump() + (clicked ? "" : " (a target out of reach)"));
      d.screenshot(tag + "_no_answer_" + std::to_string(before));
      if (const std::string why = g.answer(answer); !why.empty()) {
        w.problems.push_back(where + ": answer refused: " + why);
        return w;
      }
    }
  }
  w.ended = d.app().screen() == Screen::End;
  if (w.ended) d.frame(), d.screenshot(tag + "_end");
  return w;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (size_t i = 0; i < lines.size() && i < 20; ++i) out += "  " + lines[i] + "\n";
  return out;
}

// Before: at 150% a turn's five actions ran one under another and "End turn" sat below the
// decision panel's edge, to be scrolled to (4 of 384 answers in this game).
TEST(CamelotReach, EveryOfferedButtonIsInSightThroughAWholeGameAt150PercentRu) {
  const Walk w = walk("ru", 1.5f, 7, 100000, "camelot_reach_ru_150");
  EXPECT_TRUE(w.ended) << "the game did not end in " << w.answers << " answers";
  EXPECT_GE(w.answers, 100u);
  EXPECT_GE(w.most_choices, 5u) << "no turn offered five actions";
  std::printf("cards named in full in the decision panel: %zu\n", w.cards_named);
  EXPECT_TRUE(w.problems.empty()) << w.problems.size() << " problems:\n" << joined(w.problems);
}

// The other languages and 100%: the first 120 answers of a game (a few turns of every kind).
TEST(CamelotReach, EveryOfferedButtonIsInSightInEveryLanguageAt100And150Percent) {
  for (const auto& [lang, scale] : std::vector<std::pair<std::string, float>>{{"en", 1.5f}, {"uk", 1.5f}, {"ru", 1.0f}, {"en", 1.0f}, {"uk", 1.0f}}) {
    const std::string tag = "camelot_reach_" + lang + "_" + std::to_string(int(scale * 100));
    const Walk w = walk(lang, scale, 21, 120, tag);
    EXPECT_GE(w.answers, 20u) << tag;
    EXPECT_TRUE(w.problems.empty()) << tag << ": " << w.problems.size() << " problems:\n" << joined(w.problems);
  }
}

}  // namespace
}  // namespace rt::ui
