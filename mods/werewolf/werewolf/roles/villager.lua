-- mods/werewolf/werewolf/roles/villager.lua: a Villager knows nothing but what the day shows.
return role { id = "villager", side = "village" }
