-- scripts/camelot/rules.lua: Shadows over Camelot's numbers in one place: life, the end
-- conditions, each quest's rewards and losses, and the options for every count the sources
-- disagree on or only one source gives (../shared/rules-facts.md marks them [conflict] /
-- [one source]); the default of each option is the value we believe.
local rules = {}

rules.life_start = 4
rules.life_max = 6
rules.hand_limit = 12          -- 12+ cards: no drawing at the Round Table (the seed)
rules.swords_to_end = 12       -- the 12th sword ends the game
rules.black_swords_to_lose = 7 -- 7+ black swords lose
rules.siege_to_lose = 12       -- the 12th siege engine loses
rules.accuse_after = 6         -- accusations once 6 swords or 6 siege engines are out
rules.siege_die = 8            -- the siege die's faces
rules.white_hand = 5           -- white cards dealt to each knight (plus one Merlin card)
rules.round_table_draw = 2     -- white cards drawn at the Round Table (Gawain: 3)
rules.gawain_draw = 3
rules.merlins_to_cancel = 3    -- Merlin cards played together cancel a special black card
rules.revive_life = 4          -- the Grail brings a dead knight back with 4 life
rules.undetected_traitor_turns = 2 -- white swords turned black by an undetected Traitor at the end

-- Quest results [one source for rewards]. white / black: swords; life: each participant's life
-- change; cards: white cards shared among the participants; siege: siege engines added; relic:
-- given to the knight who finished the quest.
rules.rewards = {
  black_knight = { win = { white = 1, life = 1, cards = 3 }, loss = { black = 1, life = -1 } },
  lancelot     = { win = { white = 1, life = 1, cards = 4, relic = "lancelot_armor" }, loss = { black = 1, life = -1 } },
  dragon       = { win = { white = 2, life = 2, cards = 7 }, loss = { black = 2, life = -2 } },
  excalibur    = { win = { white = 2, life = 1, relic = "excalibur" }, loss = { black = 2, life = -1 } },
  grail        = { win = { white = 3, life = 1, relic = "holy_grail" }, loss = { black = 3, life = -1 } },
  saxons       = { win = { white = 1, life = 1, cards = 4 }, loss = { black = 1, siege = 2, life = -1 } },
  picts        = { win = { white = 1, life = 1, cards = 4 }, loss = { black = 1, siege = 2, life = -1 } },
}

-- A mod may change the numbers above without copying this file (extends = {camelot = {data =
-- {life_start = 5, rewards = {dragon = {win = {cards = 8}}}}}}): mod_data applies the enabled mods'
-- changes (docs/lua-api.md, "Data a mod changes") here, before the options and the rules
-- (functions) below, which are not data.
mod_data("camelot", rules)
-- The rewards, with the mods' changes, are read only when a quest ends: frozen, so that the instance
-- pool does not compare their 21 tables after every game (docs/lua-api.md, "Frozen data").
freeze(rules.rewards)

-- The options: every uncertain count is named, with the believed value as default.
rules.options = {
  option.bool { id = "traitor", name = "camelot.option.traitor", default = true },
  option.bool { id = "traitor_always", name = "camelot.option.traitor_always", default = false,
                applies = function(_, o) return o.traitor end },
  -- [conflict] the Dragon's white swords: 2 (better supported) or 1.
  option.int { id = "dragon_white_swords", name = "camelot.option.dragon_white_swords", min = 1, max = 2, default = 2 },
  -- [conflict] a lost war (Saxons, Picts): 1 black sword + 2 siege engines, or 2 black + 1 siege.
  option.choice { id = "war_loss", name = "camelot.option.war_loss",
                  values = { "black1_siege2", "black2_siege1" }, default = "black1_siege2" },
  -- [conflict] Desolation replaces the Grail card farthest from the Grail, or acts as a Despair.
  option.choice { id = "desolation", name = "camelot.option.desolation",
                  values = { "replace_grail", "despair" }, default = "replace_grail" },
  -- [one source] Excalibur's river: steps each way from the middle.
  option.int { id = "excalibur_steps", name = "camelot.option.excalibur_steps", min = 2, max = 6, default = 5 },
  -- [ruling, docs/camelot-rulings.md] a wrong accusation with no white sword on the table to turn
  -- black: a black sword is added (the accusation still costs a sword), or nothing happens.
  option.choice { id = "wrong_accusation_no_white", name = "camelot.option.wrong_accusation_no_white",
                  values = { "black_sword", "nothing" }, default = "black_sword",
                  applies = function(_, o) return o.traitor end },
  -- [one source] a Merlin card played as a Heroic Action (remove a siege engine, the last black
  -- card on a quest, or a Pict/Saxon).
  option.bool { id = "merlin_heroic", name = "camelot.option.merlin_heroic", default = true },
}

-- The result of a quest with the options applied.
function rules.result(quest, won, options)
  local r = rules.rewards[quest][won and "win" or "loss"]
  local out = {}
  for k, v in pairs(r) do out[k] = v end
  if quest == "dragon" and won then out.white = options.dragon_white_swords end
  if (quest == "saxons" or quest == "picts") and not won and options.war_loss == "black2_siege1" then
    out.black, out.siege = 2, 1
  end
  return out
end

return rules
