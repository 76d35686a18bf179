// sandbox_isolation_test.cpp: games played one after another in one process share no script
// state (issue 14, "State leaks between games"): every game runs its own instances of the game's
// scripts and of the mods that add to it, and every seat of every game its own instance of its
// bot's script, so a file-level variable starts afresh each game.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "bots/bot.hpp"
#include "bots/driver.hpp"
#include "lua/instance_pool.hpp"
#include "engine_fixtures.hpp"

namespace rt {
namespace {

using test::fixture_setup;

namespace fs = std::filesystem;

// A scripts folder with the game `dealer` (each seat is dealt a hidden role at random, then each
// role's on_deal(g, dealt) hook runs: dealt maps seats to role ids) and a mods folder beside it.
// `game_extra` is Lua run by the game's play(g) after the deal.
struct Dealer {
  fs::path root;
  std::vector<std::string> mods;
};

Dealer write_dealer(const std::string& name, const std::string& game_extra = "") {
  Dealer d;
  d.root = fs::path(::testing::TempDir()) / ("isolation_" + name);
  fs::remove_all(d.root);
  fs::create_directories(d.root / "scripts" / "dealer");
  std::ofstream(d.root / "scripts" / "dealer" / "game.lua") <<
      "local roles = { role { id = 'red', side = 'a' }, role { id = 'blue', side = 'a' } }\n"
      "for _, r in ipairs(additions('dealer').roles) do roles[#roles + 1] = r end\n"
      "return game { id = 'dealer', players = { min = 2, max = 5 }, sides = { 'a' }, end_reasons = { 'done' },\n"
      "  roles = roles,\n"
      "  play = function(g)\n"
      "    local dealt = {}\n"
      "    for seat = 1, g.player_count do\n"
      "      local r = roles[math.random(1, 2)]\n"
      "      dealt[seat] = r.id\n"
      "      g:zone('hand:' .. seat, { owner = seat })\n"
      "      g:entity { kind = 'character', zone = 'hand:' .. seat, props = { role = r.id } }\n"
      "    end\n"
      "    for _, r in ipairs(roles) do if r.on_deal then r.on_deal(g, dealt) end end\n" +
      game_extra +
      "    g:ask(1, { 'end' }, 'dealer.prompt')\n"
      "    g:finish('a', 'done')\n"
      "  end }\n";
  return d;
}

// A mod `name` adding to dealer the role in `role_source` (roles/<name>.lua).
void add_mod(Dealer& d, const std::string& name, const std::string& role_source) {
  const fs::path dir = d.root / "mods" / name;
  fs::create_directories(dir / "roles");
  std::ofstream(dir / "mod.lua") << "return mod { id = '" << name << "', version = '1', depends = { 'dealer' },\n"
                                 << "  extends = { dealer = { roles = { use 'roles/" << name << "' } } } }\n";
  std::ofstream(dir / "roles" / (name + ".lua")) << role_source;
  d.mods.push_back(dir.string());
}

Value public_counters(Session& s) { return s.view(0)["counters"]; }

// The attack of issue 14: a mod's role remembers the roles dealt in one game (a file-level
// variable) and tells them in the next game, on the public table. It must find nothing to tell.
TEST(SandboxIsolation, AModsFileLevelVariableDoesNotCarryHiddenRolesIntoTheNextGame) {
  Dealer d = write_dealer("hostile_mod");
  add_mod(d, "spy",
          "local previous  -- the roles of the last game this instance saw\n"
          "return role { id = 'spy', side = 'a', on_deal = function(g, dealt)\n"
          "  if previous then g:set('leaked', table.concat(previous, ',')) end\n"
          "  previous = dealt\n"
          "end }\n");
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  ASSERT_EQ(cat.mods().size(), 1u);
  ASSERT_EQ(cat.mods()[0].error, "");
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 5, seed));
    EXPECT_FALSE(public_counters(*s).contains("leaked"))
        << "game " << seed << " read the roles of the game before: " << public_counters(*s)["leaked"];
    // Two games at once do not share either.
    auto other = test::must_start(cat, fixture_setup("dealer", 5, seed + 100));
    EXPECT_FALSE(public_counters(*other).contains("leaked")) << "a game running beside it";
  }
}

// The game's own script keeps the previous game's g in a file-level variable and reads the
// hidden roles of the game before through it.
TEST(SandboxIsolation, AGamesFileLevelVariableDoesNotKeepThePreviousGame) {
  Dealer d = write_dealer("previous_g");
  // (Prepended: a file-level local above the game.)
  const fs::path game = d.root / "scripts" / "dealer" / "game.lua";
  std::ifstream in(game);
  std::stringstream text;
  text << in.rdbuf();
  std::string source = "local last_g\n" + text.str();
  const std::string mark = "    g:ask(1";
  source.insert(source.find(mark),
                "    if last_g then g:set('leaked', last_g.game_id) end\n"
                "    last_g = g\n");
  in.close();
  std::ofstream(game) << source;
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string());
  ASSERT_TRUE(problems.empty()) << problems[0];
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 3, seed));
    EXPECT_FALSE(public_counters(*s).contains("leaked")) << "game " << seed << " kept the previous game's g";
  }
}

// Two mods adding to one game each get their own instance per game too, and what one mod keeps
// in a module it uses starts afresh as well; the game still sees both mods' roles.
TEST(SandboxIsolation, EveryGameGetsFreshInstancesOfEveryModThatAddsToIt) {
  Dealer d = write_dealer("two_mods");
  add_mod(d, "counter_a",
          "local n = 0\n"
          "return role { id = 'counter_a', side = 'a', on_deal = function(g) n = n + 1; g:set('a', n) end }\n");
  add_mod(d, "counter_b",
          "local n = 0\n"
          "return role { id = 'counter_b', side = 'a', on_deal = function(g) n = n + 10; g:set('b', n) end }\n");
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  std::vector<std::string> roles;
  for (auto& r : cat.game("dealer")->roles) roles.push_back(r.id);
  EXPECT_EQ(roles, (std::vector<std::string>{"red", "blue", "counter_a", "counter_b"}));
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 2, seed));
    EXPECT_EQ(public_counters(*s)["a"], 1) << "game " << seed;
    EXPECT_EQ(public_counters(*s)["b"], 10) << "game " << seed;
  }
}

// The dealer game with a bool option `keep` (it has none of its own), for games that change
// the scripts' state only when it is on.
void add_keep_option(const Dealer& d) {
  const fs::path game = d.root / "scripts" / "dealer" / "game.lua";
  std::ifstream in(game);
  std::stringstream text;
  text << in.rdbuf();
  in.close();
  std::string source = text.str();
  const std::string mark = "  roles = roles,\n";
  source.insert(source.find(mark), "  options = { option.bool { id = 'keep' } },\n");
  std::ofstream(game) << source;
}

// Loads the dealer game and its mods, failing the test on any problem.
void load_clean(Catalog& cat, const Dealer& d) {
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  ASSERT_EQ(cat.mods()[0].error, "");
}

// A 3-seat dealer game with `keep` on or off.
Setup setup(bool keep, uint64_t seed) { return fixture_setup("dealer", 3, seed, Value{{"keep", keep}}); }

// A game that leaves its instance as it was made hands it on to the next game (the catalog's
// instance pool, engine/lua/instance_pool.hpp), which saves running the top levels again; a game
// that changes anything an instance reaches, however deep (a nested table of a file-level local,
// a field of the table a script returned), has its instance dropped, so the next game starts
// afresh all the same.
TEST(SandboxIsolation, AnUnchangedInstanceIsHandedOnAndAChangedOneIsNot) {
  Dealer d = write_dealer("pool");
  add_mod(d, "deep",
          "local kept = { seen = { list = {} } }\n"
          "local me\n"
          "me = role { id = 'deep', side = 'a', on_deal = function(g)\n"
          "  if g.options.keep then\n"
          "    local list = kept.seen.list\n"
          "    list[#list + 1] = true\n"
          "    me.games = (me.games or 0) + 1\n"
          "  end\n"
          "  g:set('deep', #kept.seen.list)\n"
          "  g:set('field', me.games or 0)\n"
          "end }\n"
          "return me\n");
  add_keep_option(d);
  Catalog cat;
  load_clean(cat, d);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(false, seed));
    EXPECT_EQ(public_counters(*s)["deep"], 0);
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).reused(), 2) << "games that changed nothing hand their instance on";
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 0);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(true, seed));
    EXPECT_EQ(public_counters(*s)["deep"], 1) << "game " << seed << " saw a nested table the game before filled";
    EXPECT_EQ(public_counters(*s)["field"], 1) << "game " << seed << " saw a field the game before set";
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 3);
}

// An object replaced in place (the same keys, the same upvalues) is a change too, whatever it is
// replaced by: a table by a number, a string by another string, a table by another table, a
// function by another function, an upvalue's table by another (the pool compares a recorded
// object by its address). Each mod makes one such change when `keep` is on.
TEST(SandboxIsolation, AnObjectReplacedInPlaceIsAChange) {
  const char* const changes[] = {"kept.inner = 7", "kept.name = kept.name .. '!'", "kept.inner = {}",
                                 "kept.fn = function() end", "other = {}"};
  int n = 0;
  for (const char* change : changes) {
    Dealer d = write_dealer("replaced_" + std::to_string(++n));
    add_mod(d, "swap",
            std::string("local kept = { inner = {}, name = 'a', fn = function() end }\n"
                        "local other = {}\n"
                        "return role { id = 'swap', side = 'a', on_deal = function(g)\n"
                        "  g:set('fresh', type(kept.inner) == 'table' and next(kept.inner) == nil and kept.name == 'a' and 1 or 0)\n"
                        "  if g.options.keep then ") + change + " end\n"
                        "  g:set('other', #other)\n"
                        "end }\n");
    add_keep_option(d);
    Catalog cat;
    load_clean(cat, d);
    ASSERT_FALSE(::testing::Test::HasFatalFailure());
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto s = test::must_start(cat, setup(true, seed));
      EXPECT_EQ(public_counters(*s)["fresh"], 1) << change << ": game " << seed << " saw the change before";
    }
    EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 3) << change;
    EXPECT_EQ(InstancePool::of(cat.vm().L()).reused(), 0) << change;
  }
}

// Frozen data (freeze, prelude.lua) is not compared after a game: it cannot change. A game that
// only reads it hands its instance on; a write to it is refused at the writer's line; and a
// function kept in frozen data is still compared: its upvalues changed (a counter it bumps), the
// instance is dropped and the next game starts afresh.
TEST(SandboxIsolation, FrozenDataIsHandedOnUncomparedButItsFunctionsAreCompared) {
  Dealer d = write_dealer("frozen");
  add_mod(d, "data",
          "local bumps = 0\n"
          "local data = freeze { seen = { list = { 4, 5 } },\n"
          "  hooks = { bump = function() bumps = bumps + 1 end, count = function() return bumps end } }\n"
          "return role { id = 'data', side = 'a', on_deal = function(g)\n"
          "  local ok, err = pcall(function() data.seen.list[1] = 9 end)\n"
          "  g:set('refused', err)\n"
          "  g:set('sum', data.seen.list[1] + data.seen.list[2])\n"
          "  if g.options.keep then data.hooks.bump() end\n"
          "  g:set('bumps', data.hooks.count())  -- (only functions in frozen data hold the count)\n"
          "end }\n");
  add_keep_option(d);
  Catalog cat;
  load_clean(cat, d);
  ASSERT_FALSE(::testing::Test::HasFatalFailure());
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(false, seed));
    const Value c = public_counters(*s);
    EXPECT_EQ(c["sum"], 9) << "the write was refused";
    EXPECT_NE(c["refused"].get<std::string>().find("roles/data.lua:5: this table is frozen"), std::string::npos)
        << c["refused"].dump();
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).reused(), 2) << "games that only read frozen data hand their instance on";
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 0);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto s = test::must_start(cat, setup(true, seed));
    EXPECT_EQ(public_counters(*s)["bumps"], 1) << "game " << seed << " saw the count of the game before";
  }
  EXPECT_EQ(InstancePool::of(cat.vm().L()).changed(), 3);
}

// Issue 14, "Mods are not isolated": a hostile mod reaches another mod's role through
// additions() and rewrites it (its hook, its side), and tries to empty the game's list. Every
// additions() call hands out copies, so the game still gets the honest role as its mod declared
// it, in the catalog and in every game.
TEST(SandboxIsolation, AModCannotRewriteAnotherModsRolesThroughAdditions) {
  Dealer d = write_dealer("rewriter");
  add_mod(d, "honest",
          "return role { id = 'honest', side = 'a', on_deal = function(g) g:set('honest', 'ran') end }\n");
  add_mod(d, "rewriter",
          "for _, r in ipairs(additions('dealer').roles) do\n"
          "  r.on_deal = function(g) g:set('hijacked', true) end\n"
          "  r.id = 'renamed'\n"
          "end\n"
          "local list = additions('dealer')\n"
          "table.remove(list.roles, 1)\n"
          "assert(not pcall(function() list.roles = nil end), 'the additions table itself is read-only')\n"
          "return role { id = 'rewriter', side = 'a' }\n");
  Catalog cat;
  const auto problems = cat.load((d.root / "scripts").string(), d.mods);
  ASSERT_TRUE(problems.empty()) << problems[0];
  ASSERT_EQ(cat.mods().size(), 2u);
  EXPECT_EQ(cat.mods()[1].error, "");
  std::vector<std::string> roles;
  for (auto& r : cat.game("dealer")->roles) roles.push_back(r.id);
  EXPECT_EQ(roles, (std::vector<std::string>{"red", "blue", "honest", "rewriter"}));
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    auto s = test::must_start(cat, fixture_setup("dealer", 3, seed));
    ASSERT_TRUE(s);
    EXPECT_EQ(public_counters(*s)["honest"], "ran") << "the honest role's own hook runs";
    EXPECT_FALSE(public_counters(*s).contains("hijacked")) << "the rewritten hook never runs";
  }
}

// Issue 14: a hook's arguments cannot be used to rewrite the game. Avalon hands its setup checks
// one context through a read-only view (read_only, prelude.lua): a hostile mod's check that tries
// every way to give Merlin a check of its own (refusing every setup), to turn options off or to
// empty the roles is refused each time, and changes nothing for the next setup.
fs::path write_meddler(const std::string& folder, const std::string& check_body) {
  const fs::path dir = fs::path(::testing::TempDir()) / folder / "meddler";
  fs::remove_all(dir.parent_path());
  fs::create_directories(dir / "roles");
  std::ofstream(dir / "mod.lua") << "return mod { id = 'meddler', version = '1', depends = { 'avalon' },\n"
                                    "  extends = { avalon = { roles = { use 'roles/meddler' } } } }\n";
  std::ofstream(dir / "roles" / "meddler.lua") << "return role { id = 'meddler', side = 'good', option = 'meddler',\n"
                                                  "  check = function(ctx)\n" +
                                                      check_body +
                                                      "  end }\n";
  return dir;
}

TEST(SandboxIsolation, AModsSetupCheckCannotRewriteTheGamesCharacters) {
  const fs::path dir = write_meddler("isolation_meddler",
      "    local tried, refused = 0, 0\n"
      "    local function try(f) tried = tried + 1; if not pcall(f) then refused = refused + 1 end end\n"
      "    local blocked = function() return { { key = 'meddler.blocked' } } end\n"
      "    for _, r in ipairs(ctx.roles) do\n"
      "      if r.id == 'merlin' then\n"
      "        try(function() r.check = blocked end)\n"
      "        try(function() rawset(r, 'check', blocked) end)\n"
      "        try(function() setmetatable(r, { __index = { check = blocked } }) end)\n"
      "      end\n"
      "    end\n"
      "    try(function() ctx.present.merlin = nil end)\n"
      "    try(function() ctx.options.merlin = false end)\n"
      "    try(function() table.insert(ctx.roles, { id = 'nobody' }) end)\n"
      "    try(function() table.remove(ctx.roles) end)\n"
      "    try(function() ctx.roles = {} end)\n"
      "    for k in pairs(ctx.present) do try(function() rawset(ctx.present, k, nil) end) end\n"
      "    local seen = 0\n"
      "    for _, r in ipairs(ctx.roles) do seen = seen + 1 end\n"
      "    if tried < 11 or refused ~= tried or not ctx.present.merlin or seen ~= #ctx.roles then\n"
      "      return { { key = 'meddler.got_through.' .. tried .. '.' .. refused } }\n"
      "    end\n"
      "    return {}\n");
  Catalog cat;
  (void)cat.load(test::scripts_dir(), {dir.string()});
  ASSERT_EQ(cat.mods().size(), 1u);
  ASSERT_EQ(cat.mods()[0].error, "");
  std::string err;
  EXPECT_TRUE(Session::start(cat, fixture_setup("avalon", 7, 1, Value{{"meddler", true}}), err)) << err;
  EXPECT_TRUE(Session::start(cat, fixture_setup("avalon", 6, 1), err)) << "Merlin was given the meddler's check: " << err;
  EXPECT_TRUE(Session::start(cat, fixture_setup("avalon", 7, 2, Value{{"meddler", true}}), err)) << err;
}

// A write the check does not catch is its error: the setup is refused with one line naming the mod
// and the line of the write; the setups without the mod still play.
TEST(SandboxIsolation, AWriteToTheSetupContextIsTheModsErrorWithItsLine) {
  const fs::path dir = write_meddler("isolation_meddler_plain", "    ctx.options.merlin = false\n    return {}\n");
  Catalog cat;
  (void)cat.load(test::scripts_dir(), {dir.string()});
  ASSERT_EQ(cat.mods().size(), 1u);
  ASSERT_EQ(cat.mods()[0].error, "");
  std::string err;
  EXPECT_FALSE(Session::start(cat, fixture_setup("avalon", 7, 1, Value{{"meddler", true}}), err));
  EXPECT_NE(err.find("meddler"), std::string::npos) << err;
  EXPECT_NE(err.find("roles/meddler.lua:3:"), std::string::npos) << err;
  EXPECT_NE(err.find("read-only"), std::string::npos) << err;
  EXPECT_TRUE(Session::start(cat, fixture_setup("avalon", 7, 1), err)) << err;
}

// A game `rounds` (two seats, each asked a, b or c three times, seat 1 first) and a bot `counting`
// that keeps a count of its calls in a file-level variable and answers by it: a, b, then c.
fs::path write_counting_bot(const std::string& name) {
  const fs::path root = fs::path(::testing::TempDir()) / ("isolation_" + name) / "scripts";
  fs::remove_all(root.parent_path());
  fs::create_directories(root / "rounds" / "bots");
  std::ofstream(root / "rounds" / "game.lua") <<
      "return game { id = 'rounds', players = { min = 2, max = 2 }, sides = { 'a' }, end_reasons = { 'done' },\n"
      "  play = function(g)\n"
      "    for _ = 1, 3 do\n"
      "      for seat = 1, 2 do g:ask(seat, { 'a', 'b', 'c' }, 'rounds.prompt') end\n"
      "    end\n"
      "    g:finish('a', 'done')\n"
      "  end }\n";
  std::ofstream(root / "rounds" / "bots" / "counting.lua") <<
      "local calls = 0  -- outlives a game, or is shared by two seats, if the instance is\n"
      "return function(view, request, rng)\n"
      "  calls = calls + 1\n"
      "  return request.options[math.min(calls, 3)]\n"
      "end\n";
  return root;
}

// Plays a game of `rounds` on to its end with the bot at both seats; the answers as "seat:answer ...".
std::string play_rounds_on(Session& s, Bot& bot) {
  Driver driver(s);
  BotController one(bot, "counting"), two(bot, "counting");  // one Bot for every seat, as the lab's BotTable
  driver.set(0, &one);
  driver.set(1, &two);
  EXPECT_EQ(driver.run().status, Driver::Status::Over);
  EXPECT_TRUE(driver.take_reports().empty());
  std::string out;
  for (auto& d : s.record().decisions) out += std::to_string(d.seat + 1) + ":" + d.answer.get<std::string>() + " ";
  return out;
}
std::string play_rounds(Catalog& cat, Bot& bot, uint64_t seed) {
  auto s = test::must_start(cat, fixture_setup("rounds", 2, seed));
  return s ? play_rounds_on(*s, bot) : "";
}

// Issue 14: a bot's file-level state outlived a game (and was shared by the seats it played), so
// the second game of a `simulate` run was not the game its record says: replayed or resumed in a
// fresh process, its bots played otherwise. Every seat of every game now runs its own instance.
TEST(SandboxIsolation, AStatefulBotPlaysItsSecondGameAsAFreshProcessWould) {
  const fs::path scripts = write_counting_bot("counting_bot");
  const std::string fresh_game = "1:a 2:a 1:b 2:b 1:c 2:c ";  // each seat counts its own calls
  std::string error;
  Catalog run;  // a `simulate` run: two games in one process, one bot object
  ASSERT_TRUE(run.load(scripts.string()).empty());
  auto bot = make_bot(run, "rounds", "counting", 1, error);
  ASSERT_TRUE(bot) << error;
  EXPECT_EQ(play_rounds(run, *bot, 1), fresh_game);
  const std::string second = play_rounds(run, *bot, 2);
  Catalog alone;  // the second game alone, as a fresh process plays it
  ASSERT_TRUE(alone.load(scripts.string()).empty());
  auto fresh_bot = make_bot(alone, "rounds", "counting", 1, error);
  ASSERT_TRUE(fresh_bot) << error;
  EXPECT_EQ(play_rounds(alone, *fresh_bot, 2), fresh_game);
  EXPECT_EQ(second, fresh_game) << "the bot carried its count from the first game into the second";
  // Two games side by side with one bot object: each has its own instances.
  auto a = test::must_start(run, fixture_setup("rounds", 2, 3));
  auto b = test::must_start(run, fixture_setup("rounds", 2, 4));
  ASSERT_TRUE(a && b);
  for (const char* expected : {"a", "b", "c"}) {
    for (Session* s : {a.get(), b.get()}) {
      const Value answer = bot->decide(SeatView(*s, 0));
      EXPECT_EQ(answer, Value(expected));
      EXPECT_EQ(s->answer(0, answer), "");
      EXPECT_EQ(s->answer(1, "a"), "");
    }
  }
}

}  // namespace
}  // namespace rt


namespace rt {
namespace {

// Issue 14: "bots after a resume play differently from the uninterrupted game". A bot that keeps a
// count of its calls in a file-level variable (its answers depend on it) is resumed after each
// answer, in a fresh catalog as a new process would: each seat's new instance first catches up on
// the decisions it answered before the break, and the game ends as the uninterrupted one.
TEST(SandboxIsolation, AStatefulBotGoesOnAfterAResumeAsIfUninterrupted) {
  const fs::path scripts = write_counting_bot("counting_resume");
  std::string error;
  Catalog first;
  ASSERT_TRUE(first.load(scripts.string()).empty());
  auto bot = make_bot(first, "rounds", "counting", 1, error);
  ASSERT_TRUE(bot) << error;
  auto whole = test::must_start(first, fixture_setup("rounds", 2, 7));
  ASSERT_TRUE(whole);
  const std::string uninterrupted = play_rounds_on(*whole, *bot);
  ASSERT_EQ(uninterrupted, "1:a 2:a 1:b 2:b 1:c 2:c ");
  for (size_t cut = 1; cut < whole->record().decisions.size(); ++cut) {
    Catalog again;  // a new process
    ASSERT_TRUE(again.load(scripts.string()).empty());
    auto resumed = Session::replay(again, whole->record(), "journal", error, cut);
    ASSERT_TRUE(resumed) << error;
    auto fresh = make_bot(again, "rounds", "counting", 1, error);
    ASSERT_TRUE(fresh) << error;
    EXPECT_EQ(play_rounds_on(*resumed, *fresh), uninterrupted) << "resumed after " << cut << " answers";
  }
}

}  // namespace
}  // namespace rt

namespace rt {
namespace {

// The read-only context costs little: Avalon's all_setups (every legal mix of characters, each
// asked of check_setup with its characters' and modules' checks) stays well within one call's
// instruction budget at every player count (a deep copy of ctx per check took it past at 7+).
// Measured with the counted budget (Vm::Limits::counted), which counts every instruction.
TEST(SandboxIsolation, AvalonsSetupEnumerationStaysWellWithinTheBudget) {
  Vm::Limits counted;
  counted.counted = true;
  Catalog cat(counted);
  ASSERT_TRUE(cat.load(test::scripts_dir()).empty());
  const GameInfo* info = cat.game("avalon");
  ASSERT_TRUE(info);
  const long long budget = cat.vm().limits().instructions_per_call;
  for (int n : {7, 10}) {
    std::vector<Value> every;
    ASSERT_EQ(cat.all_setups(*info, n, every), "");
    const long long used = cat.vm().budget_used();
    std::printf("all_setups(%d): %zu setups, %lld of the budget's %lld\n", n, every.size(), used, budget);
    EXPECT_LT(used, budget / 2) << n << " players";
  }
}

}  // namespace
}  // namespace rt
