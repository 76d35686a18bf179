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

-- What each Quest card counts as when the cards are turned over (the Rogues' and Messengers'
-- cards act as a Success or a Fail; they are also counted on their own, face up).
rules.quest_card_acts = {
  success = "success", fail = "fail",
  rogue_success = "success", rogue_fail = "fail",      -- Rogue module
  good_message = "success", evil_message = "fail",     -- Messengers
  magic = "magic",                                     -- Sorcerers: neither; reverses the outcome
}

-- The Lancelot rules (setup option lancelot_rule) and their Allegiance decks. The Big Box deck
-- counts are in its rulebook (Variant 1: 4 No Change + 2 Switch Allegiance, one card at the start
-- of every Quest; Variant 2: 5 + 2, five dealt face up, one above each Quest). The standard
-- edition (Ukrainian rulebook) draws Variant 1 from 3 + 2 cards at the start of Quests 3, 4, 5.
rules.lancelot_rules = { "standard", "variant1", "variant2", "variant1_standard_edition" }
rules.allegiance = {
  variant1 = { no_change = 4, switch = 2, draw_at = { 1, 2, 3, 4, 5 } },
  variant2 = { no_change = 5, switch = 2, deal = 5, evil_must_fail = true },
  variant1_standard_edition = { no_change = 3, switch = 2, draw_at = { 3, 4, 5 } },
}

-- Messengers: how often each Good Messenger may play a Good Message, and the tokens (counted
-- after the fifth Quest's cards) that bring backup to the last Quest.
rules.good_messages_per_messenger = 2
rules.backup = { good = 3, evil = 2 }

-- Rogues: in games of this many players or fewer, no Watch token on the first two Quests.
rules.no_watch = { players = 6, quests = 2 }

-- "It is best to add one special character into a game at a time": characters other than
-- these count as new.
rules.base_characters = { merlin = true, assassin = true, servant = true, minion = true }

-- Lady of the Lake (Big Box, optional rules): used immediately after the 2nd, 3rd and 4th Quest
-- is resolved (counted in the order played, so also with quest selection mode); recommended for
-- seven or more players.
rules.lady_of_the_lake = { after_quests = { 2, 3, 4 }, recommended_players = 7 }

-- Quest selection mode (Ukrainian edition): the fifth Quest only after this many other Quests
-- succeeded.
rules.successes_before_fifth = 2

-- Trapper module (Big Box, optional rules): one more Team member than normal (the Leader sets one
-- played card aside); recommended for eight or more players.
rules.trapper = { extra_members = 1, recommended_players = 8 }

-- A mod may change these numbers without copying this file (extends = {avalon = {data = {...}}}, e.g.
-- a team-size row): mod_data applies the enabled mods' changes (docs/lua-api.md, "Data a mod
-- changes"), and every script that uses these rules reads the changed numbers (the team sizes,
-- the places of each side, the Allegiance decks' counts...).
-- The numbers never change during a game: frozen (docs/lua-api.md, "Frozen data").
return freeze(mod_data("avalon", rules))
