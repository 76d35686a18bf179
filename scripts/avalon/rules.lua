-- scripts/avalon/rules.lua: the numbers of Avalon, from the rulebook's tables. A group that plays
-- by other numbers changes them here, in one place.
local rules = {}

-- Players -> places of each side (characters replace standard cards of their side).
rules.places = {
  [5]  = { good = 3, evil = 2 },
  [6]  = { good = 4, evil = 2 },
  [7]  = { good = 4, evil = 3 },
  [8]  = { good = 5, evil = 3 },
  [9]  = { good = 6, evil = 3 },
  [10] = { good = 6, evil = 4 },
}

-- Players -> team size for quests 1..5.
rules.team_size = {
  [5]  = { 2, 3, 2, 3, 3 },
  [6]  = { 2, 3, 4, 3, 4 },
  [7]  = { 2, 3, 3, 4, 4 },
  [8]  = { 3, 4, 4, 5, 5 },
  [9]  = { 3, 4, 4, 5, 5 },
  [10] = { 3, 4, 4, 5, 5 },
}

-- How many Fail cards fail a quest: two on the 4th quest with 7 or more players, else one.
function rules.fails_needed(players, quest)
  if quest == 4 and players >= 7 then return 2 end
  return 1
end

rules.wins_needed = 3          -- successes for Good, failures for Evil
rules.rejections_to_lose = 5   -- rejected teams in one round give Evil the game

-- The standard cards that fill the places no character takes.
rules.standard = { good = "servant", evil = "minion" }

-- The loyalty cards, as the loyalty check hands them over.
rules.loyalty_cards = { "good", "evil" }

-- "It is best to add one special character into a game at a time": characters other than
-- these count as new.
rules.base_characters = { merlin = true, assassin = true, servant = true, minion = true }

return rules
