// phone_texts_test.cpp: the phone page says what the terminal says. The page formats the seat's
// view itself (assets/phone/phone.js: the catalog's templates from /api/texts, in the language
// the phone picked); here headless Chromium loads the page from an in-process server and formats
// views of whole Avalon and Camelot games with the page's own code (window.roundtableWords), and
// every line is compared with the host's formatting of the same view (Catalog::format through
// engine/app/text.hpp: the counters, the log, what the seat knows, the prompt, the game's
// sentences about the seat's cards) in en, ru and uk. No line may hold a raw key or placeholder.
// (The page lacked {n:plural:...}: a Russian Camelot prompt read "{count:plural:...}".) And the
// page says a refused answer as the host does (refusal_said), the rule that refuses it included.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "app/text.hpp"
#include "bots/bot.hpp"
#include "check/game_checks.hpp"
#include "headless_browser.hpp"
#include "net/phone_host.hpp"
#include "test_support.hpp"

namespace rt::ui {
namespace {

// The phone host on loopback, serving the page from the source tree.
net::ServerOptions page_options() {
  net::ServerOptions options;
  options.port = 0;
  options.bind = "127.0.0.1";
  options.page_dir = std::string(ROUNDTABLE_TEST_DATA_DIR) + "/../assets/phone";
  return options;
}

// Opens the page in lang and waits until it has the table's texts and `ready` (a script's name).
void open_in(test::HeadlessBrowser& b, const std::string& url, const std::string& lang, const std::string& ready) {
  b.go(url);
  b.eval("localStorage.setItem('rt.lang', '" + lang + "')");
  b.go(url);
  b.wait_for(ready + " && window.roundtableWords({}).texts > 0 && document.documentElement.lang === '" + lang + "'",
             "the page in " + lang);
}

// Views of several seats along a whole game played by random bots.
std::vector<Value> views_along(const std::string& game, int players, uint64_t seed) {
  std::string error;
  auto session = Session::start(test::builtin_catalog(), test::make_setup(game, players, seed), error);
  EXPECT_TRUE(session) << error;
  std::vector<Value> out;
  if (!session) return out;
  RandomBot bot(seed);
  int step = 0;
  test::play_out(*session, bot, [&](const Session& s) {
    if (step++ % 9 == 0) out.push_back(s.view(step % players));
  });
  for (int seat = 0; seat < players; ++seat) out.push_back(session->view(seat));
  return out;
}

std::vector<std::string> strings(const Value& list) {
  std::vector<std::string> out;
  for (const Value& v : list) out.push_back(v.get<std::string>());
  return out;
}

TEST(PhoneTexts, ThePageSaysEveryViewAsTheHostDoesInEveryLanguage) {
  net::PhoneHost host(page_options());
  ASSERT_EQ(host.start(), "");
  Catalog& cat = test::builtin_catalog();
  test::HeadlessBrowser b(::testing::TempDir() + "/phone_texts_browser", 390, 844);
  const std::regex raw(R"(\{[a-z_]+(:[^}]*)?\}|\b(avalon|camelot|resistance|common|ui|phone)\.[a-z_]+\.)");
  int compared = 0, plurals = 0;
  for (const auto& [game, players, seed] : {std::tuple<std::string, int, uint64_t>{"avalon", 7, 8}, {"camelot", 4, 3}}) {
    const std::vector<Value> views = views_along(game, players, seed);
    ASSERT_GT(views.size(), 5u) << game;
    host.use_texts(cat, game);
    for (const std::string lang : {"en", "ru", "uk"}) {
      open_in(b, host.url(), lang, "window.roundtableWords");
      for (const Value& view : views) {
        const Value said = Value::parse(std::string(b.eval("JSON.stringify(window.roundtableWords(" + view.dump() + "))")));
        const TextContext t(cat, lang, view);
        const std::string where = game + " " + lang + " seat " + view["seat"].dump();
        EXPECT_EQ(said["lang"], lang);
        EXPECT_EQ(strings(said["counters"]), counter_lines(t, view)) << where;
        EXPECT_EQ(strings(said["log"]), log_lines(t, view)) << where;
        for (const Value& l : view["log"]) plurals += cat.text(lang, l.value("key", "")).find(":plural:") != std::string::npos;
        std::vector<std::string> knows;
        for (const Value& f : view["knowledge"]) knows.push_back(t.format(f.value("key", ""), f));
        EXPECT_EQ(strings(said["knowledge"]), knows) << where;
        if (view["decision"].is_object()) {
          EXPECT_EQ(said["prompt"], prompt_line(t, view["decision"])) << where;
          plurals += cat.text(lang, view["decision"].value("prompt", "")).find(":plural:") != std::string::npos;
        }
        // The game's own sentences about the seat's cards (a game without them: the page's own
        // wording, tested in phone_browser_test.cpp).
        size_t card = 0;
        for (const Value& e : view["entities"]) {
          if (e.value("owner", 0) != view["seat"] || e["props"].empty()) continue;
          if (cat.has_text("en", game + ".entity." + e.value("kind", ""))) {
            EXPECT_EQ(said["cards"][card], entity_line(t, e)) << where;
          }
          ++card;
        }
        for (const char* part : {"counters", "log", "knowledge", "cards"})
          for (const Value& line : said[part]) EXPECT_FALSE(std::regex_search(line.get<std::string>(), raw)) << where << ": " << line;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 30);
  EXPECT_GT(plurals, 0) << "lines with a plural were compared";
}

// A number with {x:fixed:N} (Camelot's accusation reason: "{score:fixed:1}") reads the same on the
// phone as on the host, halves and signs included ("2.25" was "2.2" by printf, "2.3" by toFixed).
TEST(PhoneTexts, ThePageWritesNumbersAsTheHostDoes) {
  net::PhoneHost host(page_options());
  ASSERT_EQ(host.start(), "");
  Catalog& cat = test::builtin_catalog();
  ASSERT_NE(cat.text("en", "camelot.reason.accuse_seat").find("{score:fixed:1}"), std::string::npos);
  host.use_texts(cat, "camelot");
  Value view = {{"game", "camelot"}, {"seat", 1}, {"players", Value::array()}, {"log", Value::array()}};
  for (int s = 1; s <= 3; ++s) view["players"].push_back({{"seat", s}, {"name", "P" + std::to_string(s)}, {"controller", "human"}});
  for (double score : {2.25, 0.35, 0.125, 0.05, 2.45, 3.0, -0.04, -2.25, 1e22, 123456.789})
    view["log"].push_back({{"key", "camelot.reason.accuse_seat"}, {"args", {{"seat", 2}, {"score", score}}}});
  test::HeadlessBrowser b(::testing::TempDir() + "/phone_numbers_browser", 390, 844);
  for (const std::string lang : {"en", "ru"}) {
    open_in(b, host.url(), lang, "window.roundtableWords");
    const Value said = Value::parse(std::string(b.eval("JSON.stringify(window.roundtableWords(" + view.dump() + "))")));
    const TextContext t(cat, lang, view);
    EXPECT_EQ(strings(said["log"]), log_lines(t, view)) << lang;
  }
  const TextContext ru(cat, "ru", view);
  EXPECT_NE(log_lines(ru, view)[0].find("2,3)"), std::string::npos) << log_lines(ru, view)[0];
}

// Refusals the rules give along an Avalon game with the Lady of the Lake: at every request, an
// answer from a seat not asked (not_your_turn) and a misshapen one from the seat asked
// (wrong_shape); those at a request with a rule behind it (the Lady, the assassination) carry it
// in args.rule. One of each kind, with and without a rule.
std::vector<Value> refusals_along(uint64_t seed) {
  std::string error;
  auto session = Session::start(test::builtin_catalog(), test::make_setup("avalon", 7, seed, Value{{"lady_of_the_lake", true}}), error);
  EXPECT_TRUE(session) << error;
  std::map<std::string, Value> kinds;
  if (!session) return {};
  check::play_out(*session, seed, [&](Session& s) {
    const int asked = s.next_to_answer();
    if (asked < 0) return;
    for (const Refusal& r : {s.submit((asked + 1) % s.state().seat_count(), Value("approve")), s.submit(asked, Value(99))}) {
      const Value v = r.to_value();
      kinds.emplace(v.value("kind", "") + (v["args"].contains("rule") ? "+rule" : ""), v);
    }
  });
  std::vector<Value> out;
  for (auto& [kind, v] : kinds) out.push_back(v);
  return out;
}

TEST(PhoneTexts, ThePageSaysARefusalAndTheRuleThatRefusesItAsTheHostDoes) {
  const std::vector<Value> refusals = refusals_along(4);
  int with_rule = 0;
  for (const Value& r : refusals) with_rule += r["args"].contains("rule");
  ASSERT_GT(with_rule, 0) << "a refusal with its rule";
  ASSERT_GT(refusals.size(), size_t(with_rule)) << "a refusal without a rule";
  net::PhoneHost host(page_options());
  ASSERT_EQ(host.start(), "");
  Catalog& cat = test::builtin_catalog();
  host.use_texts(cat, "avalon");
  test::HeadlessBrowser b(::testing::TempDir() + "/phone_refusal_browser", 390, 844);
  const std::vector<std::string> names = {"Ann", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya"};
  for (const std::string lang : {"en", "ru", "uk"}) {
    open_in(b, host.url(), lang, "window.roundtableRefusal");
    for (const Value& r : refusals) {
      const std::string said = b.eval("window.roundtableRefusal(" + r.dump() + ", " + Value(names).dump() + ")").get<std::string>();
      EXPECT_EQ(said, refusal_said(cat, lang, r, names)) << lang << ": " << r.dump();
      if (r["args"].contains("rule")) {
        const std::string rule = cat.format(lang, "ui.refused_by_rule", Value{{"rule", ""}}, {});
        EXPECT_NE(said.find(rule.substr(0, rule.find(':'))), std::string::npos) << said;  // "The rule", "Правило"
      }
    }
  }
}

// The table's banner (the last proposal of the round) is said first, by the terminal and by the
// page alike, while it is up and not after; in each language.
TEST(PhoneTexts, TheLastProposalBannerIsSaidBeforeTheCounters) {
  net::PhoneHost host(page_options());
  ASSERT_EQ(host.start(), "");
  Catalog& cat = test::builtin_catalog();
  host.use_texts(cat, "resistance");
  test::HeadlessBrowser b(::testing::TempDir() + "/phone_banner_browser", 390, 844);
  const Value players = Value::parse(R"([{"name":"Ann"},{"name":"Boris"},{"name":"Vera"},{"name":"Gleb"},{"name":"Dasha"}])");
  Value up = {{"game", "resistance"}, {"seat", 1}, {"players", players},
              {"counters", {{"proposal", "last"}, {"vote_track", 4}}}};
  Value down = up;
  down["counters"]["proposal"] = "";  // the fifth Team approved: its mission is played
  const std::map<std::string, std::string> banner = {
      {"en", "Last proposal of the round: if this team is rejected, the spies win"},
      {"ru", "Последнее предложение раунда: если этот отряд отклонят, побеждают Предатели"},
      {"uk", "Остання пропозиція раунду: якщо цей загін відхилять, перемагають Зрадники"}};
  for (const std::string lang : {"en", "ru", "uk"}) {
    open_in(b, host.url(), lang, "window.roundtableWords");
    const std::vector<std::string> host_up = counter_lines(TextContext(cat, lang, up), up);
    ASSERT_EQ(host_up.size(), 2u) << lang;
    EXPECT_EQ(host_up[0], banner.at(lang));
    EXPECT_NE(host_up[1].find('4'), std::string::npos) << host_up[1];
    const std::vector<std::string> host_down = counter_lines(TextContext(cat, lang, down), down);
    ASSERT_EQ(host_down.size(), 1u) << lang;
    EXPECT_EQ(host_down[0], host_up[1]);
    for (const Value& view : {up, down}) {
      const Value said = Value::parse(std::string(b.eval("JSON.stringify(window.roundtableWords(" + view.dump() + "))")));
      EXPECT_EQ(strings(said["counters"]), counter_lines(TextContext(cat, lang, view), view)) << lang;
    }
  }
}

// A default name (one nobody typed: "Player 1" from an English table, "Игрок 2" from a Russian
// one) is said in the page's language, as the host says it; a typed name is kept, even one that
// reads like another seat's default.
TEST(PhoneTexts, DefaultNamesAreSaidInThePagesLanguage) {
  net::PhoneHost host(page_options());
  ASSERT_EQ(host.start(), "");
  Catalog& cat = test::builtin_catalog();
  host.use_texts(cat, "resistance");
  test::HeadlessBrowser b(::testing::TempDir() + "/phone_names_browser", 390, 844);
  const Value players =
      Value::parse(R"([{"name":"Player 1"},{"name":"Игрок 2"},{"name":"Гравець 3"},{"name":"Player 5"},{"name":"Dasha"}])");
  Value view = {{"game", "resistance"}, {"seat", 1}, {"players", players}};
  view["log"] = Value::parse(R"([{"key":"common.log.team_proposed","args":{"leader":2,"team":[1,2,3,4,5],"mission":1}}])");
  const std::map<std::string, std::string> team = {{"en", "Player 1, Player 2, Player 3, Player 5, Dasha"},
                                                   {"ru", "Игрок 1, Игрок 2, Игрок 3, Player 5, Dasha"},
                                                   {"uk", "Гравець 1, Гравець 2, Гравець 3, Player 5, Dasha"}};
  for (const std::string lang : {"en", "ru", "uk"}) {
    open_in(b, host.url(), lang, "window.roundtableWords");
    const Value said = Value::parse(std::string(b.eval("JSON.stringify(window.roundtableWords(" + view.dump() + "))")));
    const std::vector<std::string> host_log = log_lines(TextContext(cat, lang, view), view);
    ASSERT_EQ(host_log.size(), 1u);
    EXPECT_NE(host_log[0].find(team.at(lang)), std::string::npos) << lang << ": " << host_log[0];
    EXPECT_EQ(strings(said["log"]), host_log) << lang;
  }
}

}  // namespace
}  // namespace rt::ui
