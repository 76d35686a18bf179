-- mods/sir_bors/mod.lua: house rules for Shadows over Camelot, as a mod: an eighth knight, Sir
-- Bors, with a power of his own, a special white card, Healing Herbs, and a special black card,
-- Plague. Each comes in with its own setup option (off by default). See docs/modding.md ("A
-- knight or a card for Shadows over Camelot").
return mod {
  id = "sir_bors",
  version = "1.0",
  title = "sir_bors.title",
  description = "sir_bors.description",
  depends = { "camelot" },
  extends = {
    camelot = {
      roles = { use "knights/bors" },
      cards = { use "cards/healing_herbs", use "cards/plague" },
    },
  },
}
