-- tests/rules/fixture_mods/long_siege/mod.lua: a house rule for Shadows over Camelot that changes
-- declared data only (docs/lua-api.md, "Data a mod changes"): each knight starts with 5 life and
-- 6 white cards, 15 siege engines lose, the Dragon's win shares 8; and a field Camelot lacks.
return mod {
  id = "long_siege",
  version = "1.0",
  depends = { "camelot" },
  extends = {
    camelot = {
      data = {
        life_start = 5, siege_to_lose = 15,
        white_hand = 6,
        rewards = { dragon = { win = { cards = 8 } } },
        sieges = 3,
      },
    },
  },
}
