-- mods/sir_bors/cards/healing_herbs.lua: Healing Herbs, a special white card (two copies): the
-- knight who plays it and every knight at the same place gain 1 life.
local S = use "camelot/state"
local rules = use "camelot/rules"

return {
  id = "healing_herbs",
  count = 2,
  -- Played only when it heals someone: a knight at that place below the most life.
  playable = function(g, seat)
    local here = g.cm.location[seat]
    for _, s in ipairs(S.knights_in_play(g)) do
      if g.cm.location[s] == here and g.cm.life[s] < rules.life_max then return true end
    end
    return false
  end,
  play = function(g, seat)
    local here = g.cm.location[seat]
    for _, s in ipairs(S.knights_in_play(g)) do
      if g.cm.location[s] == here then S.gain_life(g, s, 1) end
    end
  end,
}
