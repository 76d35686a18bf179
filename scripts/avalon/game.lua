-- scripts/avalon/game.lua: The Resistance: Avalon, in the order its rulebook tells it: the
-- characters are dealt face down, the Reveal stage, then rounds of team building and Quests
-- (common/team_game.lua, shared with The Resistance) until three Quests succeed or three fail, or
-- five Teams in a row are rejected; after three successes Evil may still win by assassinating
-- Merlin. The modules (Lancelot, Rogues, Messengers, Sorcerers, the optional rules) join the round
-- at the hooks avalon/modules.lua lists.
local rules         = use "avalon/rules"
local roster        = use "avalon/roster"
local setup_check   = use "avalon/setup_check"
local reveal        = use "avalon/reveal"
local assassination = use "avalon/assassination"
local modules       = use "avalon/modules"
local plot_deck     = use "avalon/plot_cards"
local check_loyalty = use "avalon/check_loyalty"
local team_game     = use "common/team_game"
local options       = use "avalon/options"

-- The book: the rulebook's numbers and words, and where the characters and modules join the round.
local book = {
  rules = rules, number = "quest", good = "good", evil = "evil", roles = roster.by_id,
  card_acts = rules.quest_card_acts,  -- what each Quest card counts as (modules count their own)
  -- Plot cards examine a player with the loyalty cards (Trickster and Troublemaker lie).
  plots = { deck = plot_deck, examine = check_loyalty, may_pass_option = "restore_honor_may_pass" },
  keys = { five_rejections = "avalon.log.five_rejections", succeeded = "avalon.log.quest_succeeded",
           failed = "avalon.log.quest_failed", game_over = "avalon.log.game_over",
           winning_seats = "avalon.log.winning_seats", side_prefix = "avalon.side.", end_prefix = "avalon.end." },
}

-- Setup: the characters the options put in, standard cards in the places left (setup_data).
function book.cards(g) return g.setup_data.cards end

-- Who may lie when handing over a loyalty card (public: the characters in the game), and who
-- assassinates (the Assassin, or the Evil character the setup named).
function book.dealt(g)
  local t = g.seating
  t.liars = g.setup_data.liars
  for seat, r in ipairs(t.role) do
    if r.assassinates or (not t.assassin and r.id == g.options.assassin_by) then t.assassin = seat end
  end
  modules.call(g, "setup")
end

function book.after_setup(g)
  local n = g.player_count
  g:log("avalon.log.setup", { players = n, good = rules.places[n].good, evil = rules.places[n].evil })
  modules.call(g, "after_setup")
end

function book.reveal(g) reveal.run(g, g.setup_data.reveal) end

-- The Quest's number is the round's, unless a module lets the Leader choose it (quest selection
-- mode, modules/quest_selection.lua).
function book.chooses_number(g) return modules.has(g, "choose_quest") end

function book.round_begins(g, round, quest) modules.call(g, "before_quest", round, quest) end

function book.choose_number(g, leader, results) return modules.call(g, "choose_quest", leader, results) end

function book.team_size(g, quest, size) return modules.team_size(g, quest, size) end

function book.after_proposal(g, quest, members, leader) modules.call(g, "after_proposal", quest, members, leader) end

function book.after_team(g, quest, members, leader) modules.call(g, "after_team", quest, members, leader) end

function book.cards_for(g, seat, quest)
  return roster.quest_cards(g, seat, g.seating.role[seat], g.seating.side[seat], quest)
end

function book.before_reveal(g, quest, played, members) modules.call(g, "before_reveal", quest, played, members) end

function book.cards_played(g, quest, played) modules.call(g, "cards_played", quest, played) end

function book.cards_counted(g, quest, counts) modules.call(g, "cards_counted", quest, counts) end

function book.fails(g, quest, fails) return modules.fails(g, quest, fails) end

function book.outcome(g, quest, failed) return modules.outcome(g, quest, failed) end

-- After each Quest, characters with a rule about results apply it (the Revealer), then the
-- modules (a Rogue may win at once).
function book.after_result(g, result)
  for seat, r in ipairs(g.seating.role) do
    if r.after_quest then r.after_quest(g, seat, result) end
  end
  return modules.call(g, "after_result", result)
end

-- Three successes: with Merlin (or the Messengers) in the game, Evil's last chance.
function book.three_successes(g)
  for _, r in ipairs(g.seating.role) do
    if r.assassination_target then return assassination.run(g) end
  end
end

function book.at_finish(g, winner, reason) modules.call(g, "at_finish", winner, reason) end

-- The seats that win: every seat whose side (as it ends: a switched Lancelot, a recruited
-- Servant) won, or the Rogue who won on their own terms.
function book.winning_seats(g, winner, details)
  if winner == "rogue" and type(details) == "table" and details.seat then return { details.seat } end
  return g.seating:seats_of_side(winner)
end

-- The Plot cards (the catalog lists them, `roundtable check` looks for a mod's card's texts):
-- the rulebook's nine and those mods add.
local plot_card_list = {}
do
  local seen = {}
  local function add(id)
    if seen[id] then return end
    seen[id] = true
    plot_card_list[#plot_card_list + 1] = { id = id, name = plot_deck.key .. id }
  end
  for _, row in ipairs((use "common/plot_cards").standard_deck) do add(plot_deck.names[row.effect]) end
  for _, c in ipairs(plot_deck.extra) do add(c.id) end
end

-- Setup. A setup the rules refuse is never dealt: the host asks check_setup (setup_check.problems)
-- before a game starts.
local function setup(g) team_game.setup(g, book) end

-- What depends on the setup alone, computed by the host once per setup and handed to every game
-- as g.setup_data (docs/lua-api.md): the cards dealt, whether a character in the game may lie
-- about its loyalty (public: the characters in the game are), and the Reveal stage's plan.
local function setup_data(players, opts)
  local cards, liars = roster.cards(players, opts), false
  for _, r in ipairs((roster.present(opts))) do
    if r.loyalty_lie then liars = true end
  end
  return { cards = cards, liars = liars, reveal = reveal.plan(cards, opts) }
end

return game {
  id = "avalon",
  title = "avalon.title",
  players = { min = 5, max = 10 },
  sides = {
    { id = "good", name = "avalon.side.good" },
    { id = "evil", name = "avalon.side.evil" },
    { id = "rogue", name = "avalon.side.rogue" },  -- a Rogue who wins on their own terms
  },
  roles = roster.roles,
  cards = plot_card_list,
  end_reasons = {
    { id = "three_successes", name = "avalon.end.three_successes" },
    { id = "three_failures", name = "avalon.end.three_failures" },
    { id = "five_rejections", name = "avalon.end.five_rejections" },
    { id = "merlin_assassinated", name = "avalon.end.merlin_assassinated" },
    { id = "messengers_assassinated", name = "avalon.end.messengers_assassinated" },
    { id = "good_rogue", name = "avalon.end.good_rogue" },
    { id = "evil_rogue", name = "avalon.end.evil_rogue" },
  },
  options = options,
  check_setup = setup_check.problems,
  -- The characters in play (the Rules page lists these): those the options put in, and the
  -- standard Loyal Servants and Minions that fill the places left (roster.cards deals them).
  roles_in_play = function(players, opts)
    local ids, seen = {}, {}
    if not rules.places[players] then return {} end
    for _, id in ipairs(roster.cards(players, opts)) do
      if not seen[id] then ids[#ids + 1], seen[id] = id, true end
    end
    return ids
  end,
  test_setups = setup_check.test_setups,
  all_setups = setup_check.all_setups,
  setup = setup,
  setup_data = setup_data,
  play = function(g) team_game.play(g, book) end,
  -- The shared helpers (common/) say "mission"; Avalon says "Quest" (docs/lua-api.md, texts).
  texts = {
    ["common.prompt.propose_team"] = "avalon.prompt.propose_team",
    ["common.prompt.vote"] = "avalon.prompt.vote",
    ["common.prompt.mission_card"] = "avalon.prompt.quest_card",
    ["common.log.team_proposed"] = "avalon.log.team_proposed",
    ["common.prompt.choose_mission"] = "avalon.prompt.choose_quest",
    ["common.rule.team"] = "avalon.rule.team",  -- the rules a refused answer is told (avalon13 texts)
    ["common.rule.mission_card"] = "avalon.rule.quest_card",
    ["common.rule.choose_mission"] = "avalon.rule.choose_quest",
    ["common.rule.vote"] = "avalon.rule.vote",
    ["common.log.votes"] = "avalon.log.votes",  -- the vote cards' own words in the log
    ["common.log.votes_first"] = "avalon.log.votes_first",
  },
  -- The setup screen groups the options (docs/lua-api.md, option_groups): characters by side,
  -- each with what the rulebook says it strengthens, then the rules.
  option_groups = roster.option_groups,
  -- How a table view draws this game: avalon/layout.lua.
  table_layout = use "avalon/layout",
}
