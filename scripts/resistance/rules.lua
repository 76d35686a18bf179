-- scripts/resistance/rules.lua: the numbers of The Resistance, from the rulebook's tables.
-- A group that plays by other numbers changes them here, in one place.
local rules = {}

-- Players -> how many are spies (the rest are the resistance).
rules.spies = { [5] = 2, [6] = 2, [7] = 3, [8] = 3, [9] = 3, [10] = 4 }

-- Players -> team size for missions 1..5.
rules.team_size = {
  [5]  = { 2, 3, 2, 3, 3 },
  [6]  = { 2, 3, 4, 3, 4 },
  [7]  = { 2, 3, 3, 4, 4 },
  [8]  = { 3, 4, 4, 5, 5 },
  [9]  = { 3, 4, 4, 5, 5 },
  [10] = { 3, 4, 4, 5, 5 },
}

-- How many Fail cards fail a mission: two on mission 4 with 7 or more players, else one.
function rules.fails_needed(players, mission)
  if mission == 4 and players >= 7 then return 2 end
  return 1
end

rules.wins_needed = 3          -- successes for the resistance, failures for the spies
rules.rejections_to_lose = 5   -- rejected teams in one round give the spies the game

-- Mission selection variant: the 5th mission only after this many successes.
rules.successes_before_fifth = 2

-- Atmospheric missions: which group of stories fits a team of this size.
function rules.story_group(size)
  if size <= 2 then return "small" end
  if size <= 4 then return "medium" end
  return "large"
end

-- A mod may change these numbers without copying this file (extends = {resistance = {data = {...}}}, e.g.
-- a team-size row): mod_data applies the enabled mods' changes (docs/lua-api.md, "Data a mod
-- changes"), and every script that uses these rules reads the changed numbers (the team sizes,
-- the spies per player count...).
-- The numbers never change during a game: frozen (docs/lua-api.md, "Frozen data").
return freeze(mod_data("resistance", rules))
