-- scripts/camelot/game.lua: Shadows over Camelot (Days of Wonder, 2005) as the Russian summary
-- (seeds/004) tells it, with the card lists of rules-facts.md: 3-7 knights defend Camelot; each
-- turn is a Progression of Evil then a Heroic Action; quests are won or lost on their boards;
-- the game ends at the 12th sword, the 12th siege engine, 7 black swords or when every knight
-- but the Traitor is dead. Data: cards.lua; numbers and options: rules.lua; the table:
-- state.lua; the start: setup.lua; the turn: turn.lua.
local cards = use "camelot/cards"
use "camelot/additions"  -- (the mods' knights and cards, appended to cards' lists first)
local rules = use "camelot/rules"
local setup = use "camelot/setup"
local state = use "camelot/state"
local turn  = use "camelot/turn"

-- The cards by id: each is named camelot.card.<id> (a plain id in the list: its text key is the
-- game's, "card", and the id; no table per card for the instance pool to compare after every game).
local card_list = {}
for _, c in ipairs(cards.white) do card_list[#card_list + 1] = c.id end
for _, c in ipairs(cards.black) do card_list[#card_list + 1] = c.id end

local roles = {}
for _, k in ipairs(cards.knights) do roles[#roles + 1] = role { id = k, side = "knights", name = "camelot.knight." .. k } end

return game {
  id = "camelot",
  title = "camelot.title",
  players = { min = 3, max = 7 },
  sides = {
    { id = "knights", name = "camelot.side.knights" },
    { id = "evil", name = "camelot.side.evil" },
  },
  roles = roles,
  cards = card_list,
  end_reasons = {
    { id = "white_swords", name = "camelot.end.white_swords" },
    { id = "black_majority", name = "camelot.end.black_majority" },
    { id = "seven_black_swords", name = "camelot.end.seven_black_swords" },
    { id = "siege_engines", name = "camelot.end.siege_engines" },
    { id = "knights_dead", name = "camelot.end.knights_dead" },
  },
  options = rules.options,
  -- The generic checkers: the whole battery on these; every uncertain count's other value played once.
  test_setups = function(players)
    return { {}, { traitor = false }, { traitor_always = true } }
  end,
  all_setups = function(players)
    return {
      { dragon_white_swords = 1 }, { war_loss = "black2_siege1" }, { desolation = "despair" },
      { excalibur_steps = 2 }, { excalibur_steps = 6 }, { merlin_heroic = false },
      { traitor_always = true, dragon_white_swords = 1, war_loss = "black2_siege1", desolation = "despair",
        wrong_accusation_no_white = "nothing" },
    }
  end,
  setup = setup,
  play = turn.play,
  -- The public counters, worked out from the rules' table when the host is about to show it
  -- (state.lua's publish; docs/lua-api.md: publish on demand).
  publish = state.publish,

  -- How the table view draws the game: scripts/camelot/layout.lua (the camtable part).
  table_layout = use "camelot/layout",
}
