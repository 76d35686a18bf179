// errors_language_test.cpp: the table view says the errors a player meets in the player's
// language: a saved game that cannot be read or is damaged (the setup screen's Open file), and
// `roundtable play` (the table view's command) refusing a setup option or a --bots list; no game
// loaded, no display (with the hint to play in the terminal), the table view's flags given to
// --tty. English stays English.
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

std::string status_after_resume(const std::string& lang, const std::string& path) {
  UiDriver d(1280, 720, lang);
  d.frame();
  d.app().draft().load_path = path;
  d.frame();
  // Down the setup page to its "Open file" row.
  for (int i = 0; i < 80 && !d.visible("setup.resume"); ++i) {
    std::string over;
    for (auto& [id, target] : trace().targets)
      if (over.empty() && id.rfind("setup.", 0) == 0 && target.visible && target.rect.cy() > 120 && target.rect.cy() < 680) over = id;
    if (!d.scroll(over, 1)) break;
  }
  EXPECT_TRUE(d.click("setup.resume"));
  d.frame();
  EXPECT_EQ(d.app().screen(), Screen::Setup);
  return d.app().status();
}

TEST(ErrorsLanguage, OpeningADamagedOrMissingSavedGameIsSaidInTheLanguage) {
  const std::string damaged = UiDriver::home_dir() + "/errors_language_damaged.jsonl";
  std::ofstream(damaged) << "{\"game\": \"avalon\"\n{{{\n";
  EXPECT_NE(status_after_resume("ru", damaged).find("это не сохранённая игра, или файл повреждён"), std::string::npos);
  EXPECT_NE(status_after_resume("uk", damaged).find("це не збережена гра, або файл пошкоджено"), std::string::npos);
  EXPECT_NE(status_after_resume("en", damaged).find("malformed"), std::string::npos);
  const std::string missing = "/nonexistent/saved.jsonl";
  EXPECT_EQ(status_after_resume("ru", missing), missing + ": не удаётся прочитать файл");
  EXPECT_EQ(status_after_resume("uk", missing), missing + ": не вдається прочитати файл");
  EXPECT_EQ(status_after_resume("en", missing), missing + ": cannot read the file");
}

std::string play(const std::string& args) {
  std::string out;
  const std::string home = UiDriver::home_dir();
  test::run_command("SDL_VIDEODRIVER=offscreen XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home + "/config " +
                        test::roundtable_binary() + " play --no-remember " + args + " 2>&1 </dev/null",
                    &out);
  return out;
}

TEST(ErrorsLanguage, ThePlayCommandRefusesOptionsAndBotsInTheLanguage) {
  const std::string shot = " --screenshot " + UiDriver::artifacts_dir() + "/errors_language.png";
  const std::string game = " --game avalon --players 7";
  EXPECT_NE(play("--lang ru" + game + " --option moonlight=true" + shot).find("у игры «Авалон» нет параметра «moonlight»"),
            std::string::npos);
  EXPECT_NE(play("--lang uk" + game + " --option lady_of_the_lake=7" + shot).find("може бути лише «true» або «false»"),
            std::string::npos);
  EXPECT_NE(play("--lang ru" + game + " --bots 2-9" + shot).find("ожидаются номера мест 1..7"), std::string::npos);
  EXPECT_NE(play("--lang en" + game + " --bots 2-9" + shot).find("expected seat numbers 1..7"), std::string::npos);
  EXPECT_NE(play("--lang uk --resume /nonexistent/saved.jsonl" + shot).find("не вдається прочитати файл"), std::string::npos);
  // The table view's own flags, checked before the texts load, are said in the language too.
  EXPECT_NE(play("--lang ru --size 12x" + shot).find("--size: ожидается ШИРИНАxВЫСОТА"), std::string::npos);
  EXPECT_NE(play("--lang uk --scale 9" + shot).find("--scale: очікується число від 0.5 до 3"), std::string::npos);
  EXPECT_NE(play("--lang ru --pace x" + shot).find("--pace: ожидается число секунд"), std::string::npos);
  EXPECT_NE(play("--lang ru --replay docs/none.json --step x" + shot).find("--step: ожидается число ответов"), std::string::npos);
  EXPECT_NE(play("--lang en --scale 9" + shot).find("--scale: expected a number from 0.5 to 3, got '9'"), std::string::npos);
}

// A scripts folder with the shared texts and no game: "no game could be loaded" in the language
// (the shared texts load before the games), for the table view and for --tty.
TEST(ErrorsLanguage, NoGameLoadedIsSaidInTheLanguage) {
  const std::string scripts = UiDriver::artifacts_dir() + "/no_games_scripts";
  ASSERT_EQ(test::run_command("rm -rf " + scripts + " && mkdir -p " + scripts + " && cp -r " + std::string(ROUNDTABLE_SCRIPTS_SOURCE) +
                                  "/i18n " + scripts + "/",
                              nullptr),
            0);
  const std::string env = "ROUNDTABLE_SCRIPTS=" + scripts + " ";
  const std::string shot = " --screenshot " + UiDriver::artifacts_dir() + "/errors_language_no_games.png";
  std::string out;
  test::run_command(env + test::roundtable_binary() + " play --no-remember --lang ru" + shot + " 2>&1", &out);
  EXPECT_NE(out.find("не удалось загрузить ни одной игры"), std::string::npos) << out;
  test::run_command(env + test::roundtable_binary() + " play --tty --lang uk 2>&1 </dev/null", &out);
  EXPECT_NE(out.find("не вдалося завантажити жодної гри"), std::string::npos) << out;
  test::run_command(env + test::roundtable_binary() + " play --tty --lang en 2>&1 </dev/null", &out);
  EXPECT_NE(out.find("no game could be loaded"), std::string::npos) << out;
}

// No display: the error and the hint to play in the terminal, both in the language.
TEST(ErrorsLanguage, NoDisplayAndTheTerminalHintAreSaidInTheLanguage) {
  const std::string home = UiDriver::home_dir();
  auto run = [&](const std::string& lang) {
    std::string out;
    test::run_command("env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home +
                          "/config " + test::roundtable_binary() + " play --no-remember --lang " + lang + " 2>&1 </dev/null",
                      &out);
    return out;
  };
  const std::string ru = run("ru");
  EXPECT_NE(ru.find("нет экрана, на котором открыть окно"), std::string::npos) << ru;
  EXPECT_NE(ru.find("для игры в терминале: `roundtable play --tty`"), std::string::npos) << ru;
  EXPECT_EQ(ru.find("terminal front end"), std::string::npos) << ru;
  const std::string uk = run("uk");
  EXPECT_NE(uk.find("немає екрана"), std::string::npos) << uk;
  EXPECT_NE(uk.find("для гри в терміналі"), std::string::npos) << uk;
  const std::string en = run("en");
  EXPECT_NE(en.find("no display to open a window on"), std::string::npos) << en;
  EXPECT_NE(en.find("for the terminal front end use `roundtable play --tty`"), std::string::npos) << en;
}

// The flags `play` refuses before any game: the table view's flags with --tty, a word without a
// flag, a short --screenshot, bots by side without a game.
TEST(ErrorsLanguage, PlayFlagErrorsBeforeAGameAreSaidInTheLanguage) {
  std::string out;
  test::run_command(test::roundtable_binary() + " play --tty --lang ru --size 800x600 2>&1 </dev/null", &out);
  EXPECT_NE(out.find("--size действует только в окне, не с --tty"), std::string::npos) << out;
  test::run_command(test::roundtable_binary() + " play --tty --lang en --size 800x600 2>&1 </dev/null", &out);
  EXPECT_NE(out.find("--size is for the table view, not --tty"), std::string::npos) << out;
  EXPECT_NE(play("--lang uk extra").find("команді play не потрібні аргументи без прапорців (введено «extra»)"), std::string::npos);
  EXPECT_NE(play("--lang ru --screenshot a.p").find("--screenshot: ожидается ФАЙЛ.png"), std::string::npos);
  const std::string shot = " --screenshot " + UiDriver::artifacts_dir() + "/errors_language_sides.png";
  EXPECT_NE(play("--lang ru --bots good=random" + shot).find("боты по сторонам задаются только вместе с --game"), std::string::npos);
  EXPECT_NE(play("--lang en --bots good=random" + shot).find("bots by side need --game"), std::string::npos);
}

// A saved game whose setup the rules refuse in their own words (a fixed deal that does not fit):
// the replay and --tty --resume say it in the language, without the script's English.
TEST(ErrorsLanguage, ARecordTheRulesRefuseIsSaidInTheLanguage) {
  std::ifstream in(std::string(ROUNDTABLE_TEST_DATA_DIR) + "/rules/avalon/assassin_names_merlin_evil_wins.json");
  Value record = Value::parse(in)["record"];
  record["deal"] = Value::array({"merlin", "merlin", "assassin", "servant", "servant"});
  const std::string path = UiDriver::artifacts_dir() + "/errors_language_bad_deal.json";
  std::ofstream(path) << record.dump();
  const std::string shot = " --screenshot " + UiDriver::artifacts_dir() + "/errors_language_bad_deal.png";
  const std::string ru = play("--lang ru --replay " + path + shot);
  EXPECT_NE(ru.find("нынешние правила не принимают настройки этой сохранённой игры"), std::string::npos) << ru;
  EXPECT_EQ(ru.find("fixed deal"), std::string::npos) << ru;
  std::string uk;
  test::run_command(test::roundtable_binary() + " play --tty --lang uk --resume " + path + " 2>&1 </dev/null", &uk);
  EXPECT_NE(uk.find("чинні правила не приймають налаштувань цієї збереженої гри"), std::string::npos) << uk;
  EXPECT_EQ(uk.find("fixed deal"), std::string::npos) << uk;
  EXPECT_NE(play("--lang en --replay " + path + shot).find("the record's fixed deal does not fit this setup"), std::string::npos);
}

}  // namespace
}  // namespace rt::ui
