-- tests/rules/fixture_mods/misspelt_fields/mod.lua: all here is what Avalon does not read or
-- cannot take (a second Merlin); each a load problem naming its line (rules/mod_platform_test.cpp).
return mod {
  id = "misspelt_fields",
  version = "1.0",
  depends = { "avalon" },
  extends = {
    avalon = {
      roles = { use "roles/herald", role { id = "merlin", side = "good", option = "second_merlin" } },
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
