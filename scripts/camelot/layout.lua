-- scripts/camelot/layout.lua: how a table view draws Shadows over Camelot (docs/lua-api.md,
-- "The table layout"). Owned by the camtable part; this first version only names the cards.
return {
  winners = "winners",
  cards = { face = "loyalty", color_by = "loyalty", colors = { loyal = "blue", traitor = "red" } },
}
