-- mods/first_quest_mercy/mod.lua: a house-rule module for Avalon, as a mod: with its option on,
-- the first Quest played forgives one Fail card (it fails only with two), and the Mercy token
-- marks the Leader of that Quest on the table. See docs/modding.md ("A new module").
return mod {
  id = "first_quest_mercy",
  version = "1.0",
  title = "first_quest_mercy.title",
  description = "first_quest_mercy.description",
  depends = { "avalon" },
  extends = {
    avalon = {
      modules = { use "modules/first_quest_mercy" },
      -- A piece added to Avalon's table (docs/lua-api.md, "Pieces a mod adds to a table"): the
      -- Mercy token, on the seat of the Leader whose Quest had a Fail card forgiven (the public
      -- counter "mercy" the module sets). Its picture is art/tokens/mercy.svg.
      layout = {
        tokens = { { counter = "mercy", label = "first_quest_mercy.token.mercy", look = "star", color = "teal" } },
      },
    },
  },
}
