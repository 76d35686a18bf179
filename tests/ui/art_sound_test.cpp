// art_sound_test.cpp: the card and token pictures (every file the games name loads; every
// character has a face; a missing or broken file falls back to the plain card), the contact
// sheets of every face (build/release/ui-artifacts/faces-<game>.png), the sounds played for the
// moments the layouts name, the mute button, the silent no-device path, and the animations'
// clock (a card turning over, the crown gliding; off at pace 0 and headless).
#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "test_support.hpp"
#include "ui/anim.hpp"
#include "ui/art.hpp"
#include "ui/draw.hpp"
#include "ui/sound.hpp"
#include "ui/moments.hpp"
#include "ui_driver.hpp"

namespace rt::ui {
namespace {

namespace fs = std::filesystem;

// A headless window of our own, to draw cards outside the screens.
struct Canvas {
  std::unique_ptr<Window> window;
  explicit Canvas(int w, int h) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("ROUNDTABLE_SCRIPTS", ROUNDTABLE_SCRIPTS_SOURCE, 1);
    std::string err;
    window = Window::open(w, h, true, err);
    if (!window) throw std::runtime_error(err);
  }
  template <class F>
  void frame(F draw) {
    window->pump();
    trace().clear();
    window->begin_frame(1.0f);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
    ImGui::Begin("canvas", nullptr, ImGuiWindowFlags_NoDecoration);
    draw(ImGui::GetWindowDrawList());
    ImGui::End();
    window->end_frame();
  }
};

const GameInfo& game(const std::string& id) {
  const GameInfo* g = test::builtin_catalog().game(id);
  if (!g) throw std::runtime_error("no game " + id);
  return *g;
}

std::string text_or(const std::string& key, const std::string& fallback) {
  const Catalog& c = test::builtin_catalog();
  return c.has_text("en", key) ? c.text("en", key) : fallback;
}

TEST(Art, EveryFileTheGamesNameIsFoundAndLoads) {
  Canvas canvas(200, 200);
  for (const std::string id : {"avalon", "resistance"}) {
    const GameInfo& g = game(id);
    const TableLayout l = parse_layout(g.table_layout);
    set_art_folders({g.dir, assets_dir()});
    ASSERT_FALSE(l.art.empty()) << id;
    for (auto& [group, files] : l.art)
      for (auto& [value, file] : files) {
        EXPECT_NE(find_art(file), "") << id << " " << group << "." << value << ": " << file;
        EXPECT_NE(art_texture(file, 60, 60), nullptr) << file;
      }
  }
}

TEST(Art, EveryCharacterAndPlotCardHasAFace) {
  for (const std::string id : {"avalon", "resistance"}) {
    const GameInfo& g = game(id);
    const TableLayout l = parse_layout(g.table_layout);
    // The folders the table view looks in (App::use_game_layout): the game's, those of the mods
    // that add to it (their cards and tokens are in the game's lists), the shared one.
    std::vector<std::string> folders = {g.dir};
    for (const ModInfo& m : test::builtin_catalog().mods())
      if (m.error.empty() && std::count(m.extends.begin(), m.extends.end(), id)) folders.push_back(m.dir);
    folders.push_back(assets_dir());
    set_art_folders(folders);
    int roles = 0;
    for (const NamedInfo& r : g.roles) {
      if (!fs::exists(g.dir + "/roles/" + r.id + ".lua")) continue;  // a mod's character
      EXPECT_NE(art_file(l, "role", r.id), "") << id << " " << r.id;
      ++roles;
    }
    EXPECT_EQ(roles, id == "avalon" ? 24 : 2);
    for (const NamedInfo& c : g.cards) EXPECT_NE(art_file(l, "plot", c.id), "") << id << " plot " << c.id;
    for (const std::string v : {"success", "fail", "approve", "reject"})
      EXPECT_NE(art_file(l, "choices", v), "") << id << " " << v;
    for (const TokenSpec& t : l.tokens) EXPECT_NE(art_file(l, "tokens", t.counter), "") << id << " token " << t.counter;
  }
}

// Every face of a game at three sizes (a choice card, the private panel's card, a seat's card)
// and every token: one PNG to look at.
void contact_sheet(const std::string& id) {
  const GameInfo& g = game(id);
  const TableLayout l = parse_layout(g.table_layout);
  std::vector<std::tuple<std::string, std::string, std::string>> faces;  // group, value, file
  for (auto& [group, files] : l.art)
    for (auto& [value, file] : files) faces.emplace_back(group, value, file);
  const int per_row = 8, cell_w = 160, cell_h = 170;
  const int rows = int(faces.size() + per_row - 1) / per_row;
  Canvas canvas(per_row * cell_w, rows * cell_h + 10);
  set_art_folders({g.dir, assets_dir()});
  canvas.frame([&](ImDrawList* dl) {
    dl->AddRectFilled(ImVec2(0, 0), ImVec2(4000, 4000), IM_COL32(24, 26, 34, 255));
    for (size_t i = 0; i < faces.size(); ++i) {
      auto& [group, value, file] = faces[i];
      const float x = 8 + float(i % per_row) * cell_w, y = 8 + float(i / per_row) * cell_h;
      if (group == "tokens") {
        draw_token(dl, ImVec2(x + 40, y + 40), 30, "disc", color("gold"), file);
        draw_token(dl, ImVec2(x + 100, y + 40), 12, "disc", color("gold"), file);
        draw_text(dl, fonts().body, ImVec2(x, y + 90), IM_COL32(230, 230, 235, 255), value);
        continue;
      }
      const std::string title = text_or(id + "." + (group == "choices" ? "choice" : group) + "." + value,
                                        text_or("common.choice." + value, text_or(id + ".allegiance." + value, value)));
      draw_card(dl, ImVec2(x, y), ImVec2(x + 104, y + 140), title, color(group == "plot" ? "gold" : "blue"), false, false, file);
      draw_card(dl, ImVec2(x + 110, y), ImVec2(x + 150, y + 56), title, color("gray"), false, false, file);
      draw_card(dl, ImVec2(x + 110, y + 62), ImVec2(x + 146, y + 112), title, color("red"), false, false, file);
    }
  });
  // Every face drew its picture (three times), every token twice.
  for (auto& [group, value, file] : faces)
    EXPECT_EQ(std::count(trace().images.begin(), trace().images.end(), file), group == "tokens" ? 2 : 3) << file;
  EXPECT_EQ(canvas.window->save_png(UiDriver::artifacts_dir() + "/faces-" + id + ".png"), "");
}

TEST(Art, ContactSheetOfAvalon) { contact_sheet("avalon"); }
TEST(Art, ContactSheetOfTheResistance) { contact_sheet("resistance"); }

TEST(Art, AMissingOrBrokenFileFallsBackToThePlainCard) {
  Canvas canvas(300, 200);
  const std::string dir = UiDriver::artifacts_dir() + "/broken-art";
  fs::create_directories(dir);
  std::ofstream(dir + "/broken.svg") << "<svg this is not";
  // SVGs SDL_image 2.6 would parse to a size of zero or less (and leak the parsed image: the ASan
  // run found it): refused before it is asked (engine/ui/svg_size.hpp).
  std::ofstream(dir + "/no_size.svg") << "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>";
  std::ofstream(dir + "/negative.svg") << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"-5\" height=\"-5\"><rect width=\"3\" height=\"3\"/></svg>";
  std::ofstream(dir + "/empty.png") << "";
  set_art_folders({dir});
  for (const std::string file : {"missing.svg", "broken.svg", "no_size.svg", "negative.svg", "empty.png", "../escape.svg", "/etc/passwd"}) {
    canvas.frame([&](ImDrawList* dl) {
      draw_card(dl, ImVec2(10, 10), ImVec2(114, 150), "Merlin", color("blue"), false, false, file);
      draw_token(dl, ImVec2(200, 50), 20, "crown", color("gold"), file);
    });
    EXPECT_TRUE(trace().images.empty()) << file;
    EXPECT_TRUE(trace().drew("Merlin")) << file << ": the title is drawn as without art";
  }
  // The same card with a picture that loads draws it.
  set_art_folders({assets_dir()});
  canvas.frame([&](ImDrawList* dl) {
    draw_card(dl, ImVec2(10, 10), ImVec2(114, 150), "Merlin", color("blue"), false, false, "avalon/merlin.svg");
  });
  EXPECT_EQ(trace().images, std::vector<std::string>{"avalon/merlin.svg"});
  EXPECT_TRUE(trace().drew("Merlin"));
}

TEST(Art, TheTableDrawsTheFacesItsViewShows) {
  UiDriver d;
  rt::Setup s = test::make_setup("avalon", 7, 11, Value{{"percival", true}, {"morgana", true}});
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true, true, true}), "");
  for (int i = 0; i < 30 && d.app().game()->human_to_act() < 0; ++i) {
    d.frame();
    if (d.has("curtain.dismiss")) d.click("curtain.dismiss");
    if (d.has("reveal.done")) d.click("reveal.done");
  }
  const FrameTrace& t = d.frame();
  // Seat 1's own card (in the panel and on its seat) and the crown; no other character's face.
  const Value& v = d.app().game()->view();
  std::string mine;
  for (auto& e : v["entities"])
    if (e.value("owner", 0) == 1 && e["props"].contains("role")) mine = e["props"]["role"];
  ASSERT_NE(mine, "");
  const std::string file = "avalon/" + mine + ".svg";
  EXPECT_GE(std::count(t.images.begin(), t.images.end(), file), 2) << file;
  EXPECT_EQ(std::count(t.images.begin(), t.images.end(), "common/tokens/crown.svg"), 1);
  for (auto& img : t.images) {
    if (img.rfind("avalon/", 0) == 0) { EXPECT_EQ(img, file) << "a face this seat may not see"; }
  }
  d.screenshot("art-table-1280x720");
}

TEST(Art, AModsCharacterBringsItsOwnFace) {
  // mods/informant adds the Informant to Avalon and ships art/role/informant.svg: the table
  // looks in the folders of the mods that add to the game, by the art/<group>/<value>.svg rule.
  UiDriver d;
  rt::Setup s = test::make_setup("avalon", 7, 1, Value{{"informant", true}});
  ASSERT_EQ(d.app().start_game(s, {true, true, true, true, true, true, true}), "");
  EXPECT_EQ(art_file(d.app().layout(), "role", "informant"), "art/role/informant.svg");
  EXPECT_NE(find_art("art/role/informant.svg").find("informant/art/role/informant.svg"), std::string::npos);
  EXPECT_EQ(art_file(d.app().layout(), "role", "merlin"), "avalon/merlin.svg");  // the layout's own
  EXPECT_EQ(art_file(d.app().layout(), "role", "nobody"), "");
  EXPECT_EQ(art_file(d.app().layout(), "role", "../informant"), "");
  // The Resistance does not take the mod: its folders do not hold the file.
  ASSERT_EQ(d.app().start_game(test::make_setup("resistance", 5, 1), {true, true, true, true, true}), "");
  EXPECT_EQ(find_art("art/role/informant.svg"), "");
}

TEST(Art, HeadlessScreenshotsWithFacesAreTheSameBytesEveryRun) {
  const std::string dir = UiDriver::artifacts_dir(), home = UiDriver::home_dir();
  auto shot = [&](const std::string& name) {
    std::string out;
    const int code = test::run_command("SDL_VIDEODRIVER=offscreen XDG_DATA_HOME=" + home + "/data XDG_CONFIG_HOME=" + home +
                                           "/config " + test::roundtable_binary() + " play --replay " +
                                           ROUNDTABLE_TEST_DATA_DIR "/../docs/avalon-table.jsonl --step 95 --seat 1 --screenshot " +
                                           dir + "/" + name + " 2>&1 </dev/null",
                                       &out);
    EXPECT_EQ(code, 0) << out;
    EXPECT_EQ(out.find("art '"), std::string::npos) << out;  // every picture found
    std::ifstream in(dir + "/" + name, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  const std::string a = shot("faces-run-a.png"), b = shot("faces-run-b.png");
  EXPECT_GT(a.size(), 10000u);
  EXPECT_TRUE(a == b) << "two runs drew different pixels";
}

// --- sounds ---

TEST(Sound, TheMomentsTheLayoutNamesAreHeardOncePerLine) {
  UiDriver d;
  d.app().settings().pace = 0.01;  // one bot move every frame or so (the driver's clock: 1/60 s)
  rt::Setup s = test::make_setup("avalon", 5, 3);
  ASSERT_EQ(d.app().start_game(s, {true, true, true, true, true}), "");
  std::map<std::string, int> heard;
  for (int i = 0; i < 5000 && !d.app().game()->session().over(); ++i)
    for (auto& id : d.frame().sounds) ++heard[id];
  for (int i = 0; i < 3; ++i)
    for (auto& id : d.frame().sounds) ++heard[id];
  ASSERT_TRUE(d.app().game()->session().over());
  // What the public log holds, by the layout's sounds.
  std::map<std::string, int> expected;
  const Value pub = d.app().game()->session().view(kSpectator);
  for (auto& line : pub["log"]) {
    auto it = d.app().layout().sounds.find(line.value("key", ""));
    if (it != d.app().layout().sounds.end()) ++expected[it->second];
  }
  EXPECT_GE(expected["votes"], 5);
  EXPECT_EQ(expected["game_over"], 1);
  EXPECT_EQ(heard, expected);  // no "your_turn": no human
}

// With people at the table the sounds follow the staged moment, not the log: the votes' sound
// as the votes start to turn, a quest's sound when its last card is turned.
TEST(Sound, StagedMomentsAreHeardWhenTheTableShowsThem) {
  UiDriver d;
  d.app().settings().pace = 0.5;
  d.set_frame_seconds(0.1);
  rt::Setup s = test::make_setup("avalon", 7, 4);
  std::vector<bool> bots = {false, false, true, true, true, true, true};
  s.controllers = {"human", "human", "bot", "bot", "bot", "bot", "bot"};
  ASSERT_EQ(d.app().start_game(s, bots), "");
  TableController& g = *d.app().game();
  int votes = 0, quests = 0;
  for (int i = 0; i < 6000 && !g.session().over() && quests < 2; ++i) {
    const FrameTrace& t = d.frame();
    const Moments& moments = d.app().moments();
    for (const std::string& id : t.sounds) {
      const StagedMoment* m = moments.current();
      if (id == "votes") {
        ++votes;
        ASSERT_TRUE(m && m->spec.kind == "votes") << "the votes' sound with the votes on the table";
        EXPECT_GE(moments.turned(d.app().now()), 1) << "heard as they turn, not before";
      }
      if (id == "quest_fail" || id == "quest_success") {
        ++quests;
        ASSERT_TRUE(m && m->spec.kind == "cards");
        EXPECT_TRUE(moments.all_turned(d.app().now())) << "heard when the last card is turned";
      }
    }
    // The humans answer at once: Approve, Success, the first seats.
    if (g.mode() == ScreenMode::Curtain) g.dismiss_curtain();
    if (g.in_reveal()) g.reveal_seen();
    else if (g.learned_pending()) g.learned_seen();
    const Value req = g.mode() == ScreenMode::Public ? g.public_request() : g.view()["decision"];
    if (g.human_to_act() < 0 || !req.is_object() || req.value("answered", false) || moments.active()) continue;
    Value a;
    if (req.value("kind", "") == "choose") {
      a = req["options"][0];
      for (auto& o : req["options"])
        if (o == "approve" || o == "success") a = o;
    } else {
      a = Value::array();
      for (auto& e : req["eligible"])
        if (int(a.size()) < req.value("min", 1)) a.push_back(e);
    }
    g.answer(a);
  }
  EXPECT_GE(votes, 2);
  EXPECT_GE(quests, 2);
}

TEST(Sound, AHumansDecisionPlaysYourTurnAndMutingKeepsTheTrace) {
  UiDriver d;
  rt::Setup s = test::make_setup("resistance", 5, 5);
  ASSERT_EQ(d.app().start_game(s, {false, true, true, true, true}), "");
  int turns = 0;
  for (int i = 0; i < 40 && turns == 0; ++i) {
    for (auto& id : d.frame().sounds) turns += id == "your_turn";
    if (d.has("curtain.dismiss")) d.click("curtain.dismiss");
    if (d.has("reveal.done")) d.click("reveal.done");
  }
  EXPECT_EQ(turns, 1);
  EXPECT_GE(d.app().game()->human_to_act(), 0);
  // The sound button mutes (remembered in the settings), and unmutes.
  ASSERT_TRUE(d.has("sound.mute"));
  EXPECT_FALSE(d.app().settings().muted);
  d.click("sound.mute");
  EXPECT_TRUE(d.app().settings().muted);
  d.click("sound.mute");
  EXPECT_FALSE(d.app().settings().muted);
}

TEST(Sound, WithoutADeviceNothingIsHeardAndNothingFails) {
  Canvas canvas(100, 100);
  setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
  EXPECT_FALSE(open_audio());
  canvas.frame([](ImDrawList*) { play_sound("votes", false); });
  EXPECT_EQ(trace().sounds, std::vector<std::string>{"votes"});
  // SDL's dummy driver: a device that plays nowhere; the files load and play.
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  set_art_folders({assets_dir()});
  ASSERT_TRUE(open_audio());
  canvas.frame([](ImDrawList*) {
    for (auto id : {"your_turn", "votes", "quest_success", "quest_fail", "assassination", "game_over", "no_such_sound"})
      play_sound(id, false);
  });
  EXPECT_EQ(trace().sounds.size(), 7u);
  close_audio();
  EXPECT_FALSE(audio_open());
  // No driver named (as in CI): whatever this machine has, opening and playing are harmless.
  unsetenv("SDL_AUDIODRIVER");
  open_audio();
  canvas.frame([](ImDrawList*) { play_sound("your_turn", false); });
  EXPECT_EQ(trace().sounds, std::vector<std::string>{"your_turn"});
  close_audio();
}

TEST(Sound, EverySoundTheGamesNameHasItsFile) {
  for (const std::string id : {"avalon", "resistance"}) {
    const GameInfo& g = game(id);
    set_art_folders({g.dir, assets_dir()});
    for (auto& [key, sound] : parse_layout(g.table_layout).sounds) EXPECT_NE(find_art("sounds/" + sound + ".wav"), "") << key;
  }
  EXPECT_NE(find_art("sounds/your_turn.wav"), "");
}

// --- animations ---

TEST(Anim, TheCrownGlidesWhenItsSeatChangesAndOnlyThen) {
  set_animations_allowed(true);
  const ImVec2 a(100, 100), b(300, 200);
  animation_frame(10.0, true);
  EXPECT_EQ(glide("t.crown", "1", a).x, a.x);
  animation_frame(10.016, true);
  bool moving = false;
  EXPECT_EQ(glide("t.crown", "2", b, &moving).x, a.x);  // starts where it was
  EXPECT_TRUE(moving);
  EXPECT_GE(next_frame_due(), 0);  // and asks for the next frame
  animation_frame(10.3, true);
  const ImVec2 mid = glide("t.crown", "2", b, &moving);
  EXPECT_TRUE(moving);
  EXPECT_GT(mid.x, a.x);
  EXPECT_LT(mid.x, b.x);
  animation_frame(11.0, true);
  EXPECT_EQ(glide("t.crown", "2", b, &moving).x, b.x);
  EXPECT_FALSE(moving);
  EXPECT_LT(next_frame_due(), 0);  // at rest: no frame asked for
  // The same seat drawn somewhere else (the table turned to another viewer): no glide.
  animation_frame(11.1, true);
  EXPECT_EQ(glide("t.crown", "2", a, &moving).x, a.x);
  // At pace 0 (or headless) it jumps.
  animation_frame(12.0, false);
  EXPECT_EQ(glide("t.crown", "3", b, &moving).x, b.x);
  EXPECT_FALSE(moving);
  set_animations_allowed(false);
}

TEST(Anim, ACardTurnsOverWhenItComesFaceUp) {
  set_animations_allowed(true);
  const ImVec2 k0(10, 10), k1(114, 150);
  animation_frame(20.0, true);
  EXPECT_EQ(card_turn(k0, k1, true).width, 1.0f);
  animation_frame(20.016, true);
  CardTurn t = card_turn(k0, k1, false);  // starts turning: the back, still whole
  EXPECT_TRUE(t.show_back);
  EXPECT_GE(next_frame_due(), 0);
  animation_frame(20.1, true);
  t = card_turn(k0, k1, false);
  EXPECT_LT(t.width, 1.0f);
  EXPECT_TRUE(t.show_back);
  animation_frame(20.3, true);
  t = card_turn(k0, k1, false);
  EXPECT_FALSE(t.show_back);
  EXPECT_LT(t.width, 1.0f);
  animation_frame(20.5, true);
  EXPECT_EQ(card_turn(k0, k1, false).width, 1.0f);
  // Face up to face down: at once.
  animation_frame(20.52, true);
  EXPECT_EQ(card_turn(k0, k1, true).width, 1.0f);
  // Face down, then a curtain (frames that draw no card) for 3 s, then face up: it turns.
  animation_frame(21.0, true);
  card_turn(k0, k1, true);
  for (double t = 21.1; t < 24; t += 0.5) animation_frame(t, true);
  animation_frame(24.0, true);
  card_turn(k0, k1, false);
  animation_frame(24.1, true);
  EXPECT_LT(card_turn(k0, k1, false).width, 1.0f);
  // Seen face down too long ago (another screen): no turn.
  animation_frame(30.0, true);
  card_turn(k0, k1, true);
  animation_frame(45.0, true);
  card_turn(k0, k1, false);
  animation_frame(45.1, true);
  EXPECT_EQ(card_turn(k0, k1, false).width, 1.0f);
  // Off: never turns.
  animation_frame(50.0, true);
  card_turn(k0, k1, true);
  animation_frame(50.1, false);
  EXPECT_EQ(card_turn(k0, k1, false).width, 1.0f);
  set_animations_allowed(false);
}

}  // namespace
}  // namespace rt::ui
