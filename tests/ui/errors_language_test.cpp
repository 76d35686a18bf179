// errors_language_test.cpp: the table view says the errors a player meets in the player's
// language: a saved game that cannot be read or is damaged (the setup screen's Open file), and
// `roundtable play` (the table view's command) refusing a setup option or a --bots list. English
// stays English.
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
  const std::string damaged = UiDriver::artifacts_dir() + "/errors_language_damaged.jsonl";
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
  const std::string home = UiDriver::artifacts_dir() + "/home";
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

}  // namespace
}  // namespace rt::ui
