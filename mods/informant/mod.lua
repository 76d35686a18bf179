-- mods/informant/mod.lua: a house-rule character for Avalon, as a mod. The Informant is Good and,
-- like Merlin, learns the agents of Evil; but Merlin takes him for one of them. See
-- docs/modding.md ("Packaging a house rule as a mod").
return mod {
  id = "informant",
  version = "1.0",
  title = "informant.title",
  depends = { "avalon" },
  extends = { avalon = { roles = { use "roles/informant" } } },
}
