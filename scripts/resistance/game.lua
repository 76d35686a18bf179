-- scripts/resistance/game.lua: The Resistance, in the order its rulebook tells it: the characters
-- are dealt face down, the spies open their eyes and see each other, then rounds of team building
-- and missions (common/team_game.lua, shared with Avalon) until three missions succeed or three
-- fail, or five teams in a row are rejected. Variants: mission selection, sleepless spies,
-- atmospheric missions, plot cards («Закулисные войны»).
local rules          = use "resistance/rules"
local stories        = use "resistance/stories"
local plot_deck      = use "resistance/plot_cards"
local team_game      = use "common/team_game"
local mission_choice = use "common/mission_choice"

local roles = {
  use "resistance/roles/resistance",
  use "resistance/roles/spy",
}
local role_by_id = {}
for _, r in ipairs(roles) do role_by_id[r.id] = r end

-- A plot card shows one player's character card to another.
local function examine(g, checker, target)
  local card = g.seating.card[target]
  g:reveal(card, "role", checker)
  g:reveal(card, "side", checker)
  g:tell(checker, { key = "resistance.fact.character", seat = target,
                    role = "resistance.role." .. g.seating.role[target].id })
  g:log("resistance.log.character_examined", { checker = checker, seat = target })
end

-- Atmospheric missions: the first time a mission is proposed, its story is drawn.
local function tell_story(g, mission, size)
  local told = g.seating.stories_told
  if told[mission] then return end
  local group = rules.story_group(size)
  local pool = {}
  for _, id in ipairs(stories[group]) do
    if not g.seating.story_used[id] then pool[#pool + 1] = id end
  end
  if #pool == 0 then return end
  local id = pool[g:random(#pool, "story")]  -- a record may fix it (draws.story)
  g.seating.story_used[id] = true
  told[mission] = id
  g:set("story", id)
  g:log("resistance.log.story", { mission = mission, title = "resistance.story." .. id .. ".title",
                                  text = "resistance.story." .. id .. ".text" })
end

-- The book: the rulebook's numbers and words, and where its variants join the shared round.
local book = {
  rules = rules, number = "mission", good = "resistance", evil = "spies", roles = role_by_id,
  plots = { deck = plot_deck, examine = examine, may_pass_option = "take_responsibility_may_pass" },
  keys = { five_rejections = "resistance.log.five_rejections", succeeded = "resistance.log.mission_succeeded",
           failed = "resistance.log.mission_failed", game_over = "resistance.log.game_over",
           winning_seats = "resistance.log.winning_seats",
           side_prefix = "resistance.side.", end_prefix = "resistance.end." },
}

-- Setup: as many spies as the table says, the rest Resistance; a random first leader.
function book.cards(g)
  local n, cards = g.player_count, {}
  for _ = 1, n - rules.spies[n] do cards[#cards + 1] = "resistance" end
  for _ = 1, rules.spies[n] do cards[#cards + 1] = "spy" end
  return cards
end

function book.after_setup(g)
  g:log("resistance.log.setup", { players = g.player_count, spies = rules.spies[g.player_count] })
end

-- The spies open their eyes and see each other (not with sleepless spies).
function book.reveal(g)
  if g.options.sleepless_spies then
    g:log("resistance.log.sleepless")
    return
  end
  for seat, r in ipairs(g.seating.role) do
    if r.reveal then r.reveal(g, seat, g.seating) end
  end
  g:log("resistance.log.reveal_done")
end

-- Mission selection: «за каждую миссию можно голосовать только один раз», read as "played once"
-- (a played mission is closed), or as "voted on once" (also closed: a mission rejected in this
-- round; docs/avalon-rulings.md).
function book.chooses_number(g) return g.options.mission_selection == true end

function book.choose_number(g, leader, results, rejected)
  local closed = g.options.mission_voted_once == "voted" and rejected or nil
  return mission_choice.ask(g, leader, results, rules.successes_before_fifth, closed)
end

function book.before_proposal(g, mission, size)
  if not g.options.atmospheric_missions then return end
  g.seating.stories_told = g.seating.stories_told or {}
  g.seating.story_used = g.seating.story_used or {}
  tell_story(g, mission, size)
end

-- A member of the Resistance may only play Success; a spy Success or Fail.
function book.cards_for(g, seat) return g.seating.role[seat].mission_cards end

return game {
  id = "resistance",
  title = "resistance.title",
  players = { min = 5, max = 10 },
  sides = {
    { id = "resistance", name = "resistance.side.resistance" },
    { id = "spies", name = "resistance.side.spies" },
  },
  roles = roles,
  end_reasons = {
    { id = "three_successes", name = "resistance.end.three_successes" },
    { id = "three_failures", name = "resistance.end.three_failures" },
    { id = "five_rejections", name = "resistance.end.five_rejections" },
  },
  -- The characters in play (the Rules page lists these): Resistance and Spies, always.
  roles_in_play = function() return { "resistance", "spy" } end,
  options = {
    option.bool { id = "mission_selection", name = "resistance.option.mission_selection" },
    -- How «за каждую миссию можно голосовать только один раз» is read (docs/avalon-rulings.md).
    option.choice { id = "mission_voted_once", name = "resistance.option.mission_voted_once",
                    values = { "played", "voted" },
                    applies = function(_, opts) return opts.mission_selection == true end },
    option.bool { id = "sleepless_spies", name = "resistance.option.sleepless_spies" },
    option.bool { id = "atmospheric_missions", name = "resistance.option.atmospheric_missions" },
    option.bool { id = "plot_cards", name = "resistance.option.plot_cards" },
    -- The other reading of Take Responsibility (docs/avalon-rulings.md): its holder may keep it.
    option.bool { id = "take_responsibility_may_pass", name = "resistance.option.take_responsibility_may_pass",
                  applies = function(_, opts) return opts.plot_cards == true end },
  },
  setup = function(g) team_game.setup(g, book) end,
  play = function(g) team_game.play(g, book) end,
  -- The shared mission choice (common/mission_choice.lua) in The Resistance's own words.
  texts = { ["common.prompt.choose_mission"] = "resistance.prompt.choose_mission" },
  -- How a table view draws this game: resistance/layout.lua.
  table_layout = use "resistance/layout",
}
