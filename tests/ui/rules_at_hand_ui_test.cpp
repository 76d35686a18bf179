// rules_at_hand_ui_test.cpp: the rulebook at hand in the table view, in Russian and Ukrainian.
// Hovering the seat's own character card, a token on a seat, or a setup option shows the rules
// text of the game in the language; the "Rules" button opens a scrollable rules page with the
// goal, a round, the characters in this game (and not the others), the tokens and variants; the
// decision panel says why a step happens. Screenshots of a tooltip and of the page are kept.
#include <gtest/gtest.h>

#include "ui_driver.hpp"
#include "ui_test_helpers.hpp"

namespace rt::ui {
namespace {

std::string first_target(const std::string& prefix) {
  for (auto& [id, _] : trace().targets)
    if (id.rfind(prefix, 0) == 0) return id;
  return "";
}

// Avalon, seven seats, seat 1 human: Percival, Morgana and the Lady of the Lake in play.
// Plays on until the human is asked `prompt` (or any question, if empty).
void start_avalon(UiDriver& d, const std::string& prompt) {
  rt::Setup s;
  s.game = "avalon";
  for (int i = 1; i <= 7; ++i) s.players.push_back("P" + std::to_string(i));
  s.controllers = std::vector<std::string>(7, "bot");
  s.controllers[0] = "human";
  s.options = {{"percival", true}, {"morgana", true}, {"lady_of_the_lake", true}};
  s.seed = 21;
  std::vector<bool> bots(7, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  for (int i = 0; i < 4000; ++i) {
    d.frame();
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() != 0) continue;
    const Value req = g.view()["decision"];
    if (prompt.empty() || req.value("prompt", "") == prompt) break;
    ASSERT_EQ(g.answer(legal_answer(req)), "");
  }
  ASSERT_EQ(g.human_to_act(), 0);
  d.frame();
}

TEST(RulesAtHand, HoveringTheOwnCardAndATokenShowsTheirRules) {
  for (const std::string lang : {"ru", "uk"}) {
    UiDriver d(1280, 720, lang);
    start_avalon(d, "");
    const std::string role = role_of(*d.app().game(), 0);
    const std::string role_rules = d.catalog().text(lang, "avalon.rules.role." + role);
    ASSERT_NE(role_rules, "avalon.rules.role." + role);
    EXPECT_FALSE(trace().drew(role_rules)) << "no tooltip before hovering";
    ASSERT_TRUE(d.hover("hover.private_card.1")) << lang;
    EXPECT_TRUE(trace().drew(role_rules)) << lang << ": " << role;
    d.screenshot("rules_tooltip_card_" + lang);

    const std::string leader = first_target("hover.token.leader.");
    ASSERT_FALSE(leader.empty());
    ASSERT_TRUE(d.hover(leader));
    EXPECT_TRUE(trace().drew(d.catalog().text(lang, "avalon.rules.token.leader"))) << lang;
    EXPECT_FALSE(trace().drew(role_rules)) << "the card's tooltip left with the pointer";
    d.screenshot("rules_tooltip_token_" + lang);
  }
}

TEST(RulesAtHand, TheRulesPageListsThisGamesCharactersTokensAndVariants) {
  UiDriver d(1280, 720, "ru");
  start_avalon(d, "");
  const Catalog& c = d.catalog();
  EXPECT_FALSE(trace().drew(c.text("ru", "avalon.rules.page.goal")));
  ASSERT_TRUE(d.click("menu.rules"));
  d.frame();
  const FrameTrace& t = d.frame();
  EXPECT_TRUE(t.drew("Правила: Авалон"));
  for (const char* key : {"avalon.rules.page.goal", "avalon.rules.page.round", "avalon.rules.role.merlin",
                          "avalon.rules.role.percival", "avalon.rules.role.morgana", "avalon.rules.token.lady",
                          "avalon.rules.option.lady_of_the_lake"})
    EXPECT_TRUE(t.drew(c.text("ru", key))) << key;
  for (const char* absent : {"avalon.rules.role.lunatic", "avalon.rules.role.oberon", "avalon.rules.token.excalibur",
                             "avalon.rules.option.senior_messenger_knows"})
    EXPECT_FALSE(t.drew(c.text("ru", absent))) << absent << " is not in this game";
  d.screenshot("rules_page_ru");
  ASSERT_TRUE(d.scroll("rules.scroll", 10));
  d.screenshot("rules_page_ru_scrolled");
  ASSERT_TRUE(d.click("rules.close"));
  EXPECT_FALSE(d.frame().drew(c.text("ru", "avalon.rules.page.goal")));
}

TEST(RulesAtHand, TheRulesPageInUkrainianForTheResistance) {
  UiDriver d(1280, 720, "uk");
  rt::Setup s;
  s.game = "resistance";
  for (int i = 1; i <= 5; ++i) s.players.push_back("P" + std::to_string(i));
  s.controllers = {"human", "bot", "bot", "bot", "bot"};
  s.seed = 4;
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
  for (int i = 0; i < 50; ++i) d.frame();
  ASSERT_TRUE(d.click("menu.rules"));
  const FrameTrace& t = d.frame();
  for (const char* key : {"resistance.rules.page.goal", "resistance.rules.role.resistance", "resistance.rules.role.spy",
                          "resistance.rules.token.leader"})
    EXPECT_TRUE(t.drew(d.catalog().text("uk", key))) << key;
  d.screenshot("rules_page_resistance_uk");
}

TEST(RulesAtHand, HoveringAHeldPlotCardShowsWhatItDoes) {
  UiDriver d(1280, 720, "uk");
  rt::Setup s;
  s.game = "resistance";
  for (int i = 1; i <= 10; ++i) s.players.push_back("P" + std::to_string(i));
  s.controllers = std::vector<std::string>(10, "bot");
  s.controllers[0] = "human";
  s.options = {{"plot_cards", true}};
  s.seed = 12;
  std::vector<bool> bots(10, true);
  bots[0] = false;
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  std::string held;
  for (int i = 0; i < 5000 && held.empty() && d.app().screen() == Screen::Table; ++i) {
    d.frame();
    held = first_target("hover.held.");
    if (g.in_reveal()) g.reveal_seen();
    if (g.curtain_for() >= 0) g.dismiss_curtain();
    if (g.human_to_act() == 0 && held.empty()) {
      ASSERT_EQ(g.answer(legal_answer(g.view()["decision"])), "");
    }
  }
  ASSERT_FALSE(held.empty()) << "some seat holds a plot card face up";
  ASSERT_TRUE(d.hover(held));
  bool told = false;
  for (const std::string card : {"strong_leader", "keeping_close_eye", "no_confidence", "take_responsibility",
                                 "opinion_maker", "in_the_spotlight"})
    told = told || trace().drew(d.catalog().text("uk", "resistance.plot." + card + ".text"));
  EXPECT_TRUE(told) << "the held card's text, in Ukrainian";
  d.screenshot("rules_tooltip_plot_uk");
}

TEST(RulesAtHand, TheDecisionPanelSaysWhyEveryoneVotes) {
  UiDriver d(1280, 720, "ru");
  start_avalon(d, "avalon.prompt.vote");
  EXPECT_TRUE(trace().drew(d.catalog().text("ru", "avalon.prompt.vote.why"))) << "the why-line under the vote";
}

// From the setup screen, the page is about the game being set up, and lists the characters the
// game declares in play (roles_in_play): at five players with Merlin, Percival, the Assassin and
// Morgana the Evil places are full, so no Minion of Mordred (the old naming convention listed one).
TEST(RulesAtHand, TheRulesPageFromTheSetupScreenListsTheRolesTheGameDeclares) {
  UiDriver d(1280, 720, "ru");
  select_game(d, "avalon");
  SetupDraft& draft = d.app().draft();
  draft.players = 5;
  for (const char* on : {"merlin", "assassin", "percival", "morgana"}) draft.options[on] = true;
  for (const char* off : {"mordred", "oberon", "lady_of_the_lake"}) draft.options[off] = false;
  d.frame();
  ASSERT_TRUE(d.click("menu.rules")) << "the Rules button is on the setup screen";
  d.frame();
  const FrameTrace& t = d.frame();
  const Catalog& c = d.catalog();
  EXPECT_TRUE(t.drew("Правила: Авалон"));
  for (const char* key : {"avalon.rules.role.merlin", "avalon.rules.role.percival", "avalon.rules.role.morgana",
                          "avalon.rules.role.assassin", "avalon.rules.role.servant"})
    EXPECT_TRUE(t.drew(c.text("ru", key))) << key;
  for (const char* absent : {"avalon.rules.role.minion", "avalon.rules.role.oberon", "avalon.rules.role.mordred"})
    EXPECT_FALSE(t.drew(c.text("ru", absent))) << absent << " is not in this setup";
  d.screenshot("rules_page_from_setup_ru");
  // Seven players: two Evil places for Morgana and the Assassin, a third for a Minion.
  ASSERT_TRUE(d.click("rules.close"));
  draft.players = 7;
  d.frame();
  ASSERT_TRUE(d.click("menu.rules"));
  d.frame();
  EXPECT_TRUE(d.frame().drew(c.text("ru", "avalon.rules.role.minion")));
}

TEST(RulesAtHand, HoveringASetupOptionShowsItsRules) {
  UiDriver d(1280, 720, "uk");
  select_game(d, "avalon");
  d.frame();
  d.frame();
  const std::string text = d.catalog().text("uk", "avalon.rules.role.percival");
  EXPECT_FALSE(trace().drew(text));
  ASSERT_TRUE(d.hover("hover.option.percival"));
  EXPECT_TRUE(trace().drew(text)) << "an option named like a character shows the character's rules";
  d.screenshot("rules_tooltip_option_uk");
}

}  // namespace
}  // namespace rt::ui
