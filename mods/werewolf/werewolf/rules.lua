-- mods/werewolf/werewolf/rules.lua: the numbers of the game: how many werewolves at each player
-- count (the rest are one Seer and Villagers).
local rules = {}

rules.min_players, rules.max_players = 5, 10
rules.werewolves = { [5] = 1, [6] = 1, [7] = 2, [8] = 2, [9] = 2, [10] = 3 }

return rules
