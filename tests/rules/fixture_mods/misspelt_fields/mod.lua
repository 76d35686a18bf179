-- tests/rules/fixture_mods/misspelt_fields/mod.lua: everything here is something Avalon does not
-- read; each is a load problem naming its line (tests/rules/mod_platform_test.cpp).
return mod {
  id = "misspelt_fields",
  version = "1.0",
  depends = { "avalon" },
  extends = {
    avalon = {
      roles = { use "roles/herald" },
      modules = { use "modules/vigil" },
      cards = {
        { id = "rumour", effect = "watch", cuont = 2 },
        { id = "whisper", effect = "gossip" },
      },
      data = {
        team_sizes = { [5] = { 2, 2, 3, 3, 3 } },
        team_size = { [6] = { 2, 3 } },
      },
      layout = { tokns = { { counter = "herald", label = "misspelt_fields.token" } } },
    },
  },
}
