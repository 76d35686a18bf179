// refusal_rule_ui_test.cpp: a refused answer in the table view says the rule that refuses it
// (the refusal's args.rule, docs/lua-api.md), in en/ru/uk, on the live table and in the replay of
// a saved game whose answer the rules refuse; and a refused saved game's error keeps its reason
// in Russian and Ukrainian. The game is a small mod the test writes into this process's own mods
// folder (XDG_DATA_HOME/roundtable/mods), removed again at the end.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "app/text.hpp"
#include "core/record.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

namespace fs = std::filesystem;

void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

// A mod with one game: seat 1 chooses a or b; the validator refuses b with a rule naming seat 1.
struct RuledMod {
  fs::path dir = fs::path(UiDriver::home_dir()) / "data" / "roundtable" / "mods" / "ruled_ui";
  RuledMod() {
    write_file(dir / "mod.lua", R"(return mod {
  id = "ruled_ui", version = "1.0", title = "ruled_ui.title", description = "ruled_ui.title",
  games = { use "ruled_ui/game" },
})");
    write_file(dir / "ruled_ui" / "game.lua", R"(return game {
  id = "ruled_ui", title = "ruled_ui.title", players = { min = 3, max = 3 },
  sides = { "nobody" }, end_reasons = { "done" },
  setup = function() end,
  play = function(g)
    g:ask(1, { "a", "b" }, "ruled_ui.prompt", {}, {
      validate = function(_, answer)
        if answer == "b" then return false, { key = "ruled_ui.rule.not_b", args = { seat = 1, n = 2 } } end
      end,
    })
    g:finish("nobody", "done")
  end,
})");
    const char* texts[][3] = {
        {"en", "Only {seat:seat} chooses, and B only after {n} rounds.", "Choose."},
        {"ru", "Выбирает только {seat:seat}, а B можно только через {n} раунда.", "Выберите."},
        {"uk", "Вибирає лише {seat:seat}, а B можна лише через {n} раунди.", "Виберіть."},
    };
    for (auto& t : texts)
      write_file(dir / "i18n" / (std::string(t[0]) + ".lua"),
            std::string("return {\n  [\"ruled_ui.title\"] = \"Ruled\",\n  [\"ruled_ui.rule.not_b\"] = \"") + t[1] +
                "\",\n  [\"ruled_ui.prompt\"] = \"" + t[2] +
                "\",\n  [\"ruled_ui.side.nobody\"] = \"Nobody\",\n  [\"ruled_ui.end.done\"] = \"Done\",\n}\n");
  }
  ~RuledMod() { fs::remove_all(dir); }
};

struct Said {
  const char* lang;
  const char* refusal;  // refusal.not_allowed in the language
  const char* rule;     // the rule, said with the seat's name
};
const Said kSaid[] = {
    {"en", "The rules do not allow that.", "The rule: Only Ann chooses, and B only after 2 rounds."},
    {"ru", "Правила этого не разрешают.", "Правило: Выбирает только Ann, а B можно только через 2 раунда."},
    {"uk", "Правила цього не дозволяють.", "Правило: Вибирає лише Ann, а B можна лише через 2 раунди."},
};

rt::Setup ruled_setup() {
  rt::Setup setup;
  setup.game = "ruled_ui";
  setup.players = {"Ann", "Bob", "Cid"};
  setup.seed = 5;
  return setup;
}

TEST(TableRefusalRule, TheTableSaysTheRuleThatRefusesAnAnswer) {
  RuledMod mod;
  for (const Said& want : kSaid) {
    SCOPED_TRACE(want.lang);
    UiDriver d(1280, 720, want.lang);
    ASSERT_EQ(d.app().start_game(ruled_setup(), {false, true, true}), "");
    d.past_curtain();
    ASSERT_TRUE(d.click("choice.b"));
    const FrameTrace& f = d.frame();
    EXPECT_EQ(d.app().game()->session().record().decisions.size(), 0u) << "b is refused";
    EXPECT_TRUE(f.drew(want.refusal)) << d.app().status();
    EXPECT_TRUE(f.drew(want.rule)) << "the rule, in " << want.lang << ": " << d.app().status();
    d.screenshot(std::string("refusal_rule_table_") + want.lang);
    ASSERT_TRUE(d.click("choice.a"));
    EXPECT_TRUE(d.app().game()->session().over());
  }
}

// A saved game whose answer the rules refuse: the replay plays the answers before it and says the
// refusal with its rule; resuming it is refused with the reason in the player's language.
TEST(TableRefusalRule, TheReplaySaysTheRuleOfARefusedSavedAnswer) {
  RuledMod mod;
  const std::string path = UiDriver::home_dir() + "/refused_ruled.json";
  {
    UiDriver d(1280, 720, "en");
    ASSERT_EQ(d.app().start_game(ruled_setup(), {false, true, true}), "");
    d.past_curtain();
    ASSERT_TRUE(d.click("choice.a"));
    Record r = d.app().game()->session().record();
    ASSERT_EQ(r.decisions.size(), 1u);
    r.decisions[0].answer = Value("b");  // as if the rules had changed since it was saved
    std::ofstream(path) << record_to_text(r);
  }
  for (const Said& want : kSaid) {
    SCOPED_TRACE(want.lang);
    UiDriver d(1280, 720, want.lang);
    ASSERT_EQ(d.app().open_replay(path), "") << "the answers before the refused one are shown";
    const FrameTrace& f = d.frame();
    EXPECT_TRUE(f.drew(want.refusal));
    EXPECT_TRUE(f.drew(want.rule));
    d.screenshot(std::string("refusal_rule_replay_") + want.lang);

    // Going on with it is refused, the reason said in the language (ru/uk dropped it).
    const std::string err = d.app().resume(path);
    ASSERT_FALSE(err.empty());
    const std::string said = localize_error(d.catalog(), want.lang, err);
    EXPECT_NE(said.find(want.lang == std::string("en") ? "Only Ann chooses" : want.rule), std::string::npos) << said;
  }
}

}  // namespace
}  // namespace rt::ui
