-- mods/werewolf/werewolf/roles/seer.lua: the Seer sides with the village; each night the player
-- the Seer points at is checked, and the Seer alone learns that player's side.
return role { id = "seer", side = "village", checks = true }
