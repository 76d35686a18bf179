-- mods/court_intrigue/mod.lua: a Plot card for Avalon, as a mod: "Eavesdrop" plays like Ambush
-- (look at one played Quest card) and is shuffled into the Plot deck when its option is on (with
-- the Plot cards). See docs/modding.md ("A Plot card for a built-in game").
return mod {
  id = "court_intrigue",
  version = "1.0",
  title = "court_intrigue.title",
  description = "court_intrigue.description",
  depends = { "avalon" },
  extends = {
    avalon = {
      cards = {
        { id = "eavesdrop", effect = "watch", count = 1, five_plus = 1, option = "eavesdrop" },
      },
    },
  },
}
