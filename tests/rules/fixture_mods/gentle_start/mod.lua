-- tests/rules/fixture_mods/gentle_start/mod.lua: a house rule that changes declared data only
-- (docs/lua-api.md, "Data a mod changes"): at 5 players the first two Quests (missions) take two
-- players each, and Lancelot's variant 1 Allegiance deck has three Switch cards.
return mod {
  id = "gentle_start",
  version = "1.0",
  depends = { "avalon", "resistance" },
  extends = {
    avalon = {
      data = {
        team_size = { [5] = { 2, 2, 3, 3, 3 } },
        allegiance = { variant1 = { switch = 3 } },
      },
    },
    resistance = { data = { team_size = { [5] = { 2, 2, 3, 3, 3 } } } },
  },
}
