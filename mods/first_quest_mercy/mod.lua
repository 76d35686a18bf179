-- mods/first_quest_mercy/mod.lua: a house-rule module for Avalon, as a mod: with its option on,
-- the first Quest played forgives one Fail card (it fails only with two). See docs/modding.md
-- ("A new module").
return mod {
  id = "first_quest_mercy",
  version = "1.0",
  title = "first_quest_mercy.title",
  description = "first_quest_mercy.description",
  depends = { "avalon" },
  extends = { avalon = { modules = { use "modules/first_quest_mercy" } } },
}
