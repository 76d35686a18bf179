-- mods/sir_bors/knights/bors.lua: Sir Bors. Once a turn, during his Heroic Actions and without
-- spending one, he may lose 1 life to draw 2 white cards (not on his last life).
local S = use "camelot/state"  -- the game's own helpers: life, cards, swords (docs/modding.md)

return role {
  id = "bors",
  side = "knights",
  power = {
    -- When the power is offered: with 2 life or more, and white cards left to draw.
    may = function(g, seat)
      return g.cm.life[seat] >= 2 and (S.size(g, "white_deck") + S.size(g, "white_discard")) > 0
    end,
    act = function(g, seat)
      S.lose_life(g, seat, 1)
      local drawn = S.draw_white(g, seat, 2)
      g:log("sir_bors.log.drew", { seat = seat, count = drawn })
    end,
  },
}
