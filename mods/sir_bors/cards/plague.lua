-- mods/sir_bors/cards/plague.lua: Plague, a special black card (one copy): every knight at the
-- Round Table loses 1 life. Three Merlin cards may cancel it as it enters, like the box's.
local S = use "camelot/state"

return {
  id = "plague",
  deck = "black",
  count = 1,
  effect = function(g, drawer)
    for _, s in ipairs(S.knights_in_play(g)) do
      if g.cm.location[s] == "round_table" then S.lose_life(g, s, 1) end
    end
  end,
}
