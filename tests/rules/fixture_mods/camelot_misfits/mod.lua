-- tests/rules/fixture_mods/camelot_misfits/mod.lua: what Shadows over Camelot cannot take from a
-- mod, each a load problem naming its line: a knight with a misspelt power (`pwoer`), one on
-- another side, one the box already has; a card with no copies, one whose play is not a
-- function, one the box already has, a black card whose effect is not a function, a card of a
-- deck the game does not have. And one knight that fits (Sir Lionel).
return mod {
  id = "camelot_misfits",
  version = "1.0",
  depends = { "camelot" },
  extends = {
    camelot = {
      roles = {
        use "knights/dinadan",
        role { id = "morgause", side = "evil" },
        role { id = "kay", side = "knights" },
        role { id = "lionel", side = "knights", power = { act = function(g, seat) end } },
      },
      cards = {
        { id = "empty_purse", count = 0, play = function(g, seat) end },
        { id = "broken_lute", play = 3 },
        { id = "fate", play = function(g, seat) end },
        { id = "bad_omen", deck = "black", effect = 5 },
        { id = "grey_card", deck = "grey", play = function(g, seat) end },
      },
    },
  },
}
