-- scripts/avalon/roles/brute.lua: the Brute (Evil) may Fail only the first three quests, and may
-- play Success on any quest. Recommended for 7+ players; strengthens Good. "The first three"
-- counts the Quests played (g.seating.round), so in quest selection mode it is the first three
-- Quests undertaken, whatever their numbers (or Quests 1-3: option quest_selection_counts).
local quest_selection = use "avalon/modules/quest_selection"
local EARLY, LATE = { "success", "fail" }, { "success" }

return role {
  id = "brute",
  side = "evil",
  name = "avalon.role.brute",
  option = "brute",
  strengthens = "good",
  recommended_players = 7,
  quest_cards = function(g, seat, quest)
    if quest_selection.counted(g, quest) <= 3 then return EARLY end
    return LATE
  end,
}
