-- mods/werewolf/mod.lua: a small hidden-role game shipped as a mod (docs/modding.md, "A small new
-- game"). Villagers, Werewolves and a Seer; at night the werewolves choose a victim and the Seer
-- checks one player, in secret; by day the village votes someone out.
return mod {
  id = "werewolf",
  version = "1.0",
  title = "werewolf.mod.title",
  description = "werewolf.mod.description",
  games = { use "werewolf/game" },
}
