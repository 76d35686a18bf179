-- scripts/avalon/modules/quest_selection.lua: quest selection mode ("Режим вибору місії", the
-- Ukrainian edition): "During the Team Building phase the Leader chooses both the Team members
-- and the Quest's number ... The Team's size must match the number of players for that Quest.
-- The same Quest cannot be played twice. The Leader may choose Quest 5 only if at least 2 other
-- Quests have succeeded. With seven or more players Quest 4 still fails only with at least 2 Fail
-- cards." Every Leader chooses before proposing (again after a rejected Team), the way The
-- Resistance's mission selection does (common/mission_choice.lua, shared).
--
-- What other rules key on, decided by the wording of each rule:
--   by the Quest's number: team sizes and the two Fails of Quest 4 (rules.lua), the Lancelot
--     Variant 2 Allegiance card lying above each Quest (applied once that Quest's Team is approved);
--   by how many Quests were played (round), by default (option quest_selection_counts): the Lady of the Lake "after the second, third and
--     fourth Quest", the Brute's "first three Quests", the Rogues' no Watch token "on the first two
--     Quests" and "prior Quest", the Messengers' backup "on the fifth Quest" (the last one), the
--     Lancelot Variant 1 draws "at the beginning of" a Quest (before its number is chosen).
local mission_choice = use "common/mission_choice"
local rules          = use "avalon/rules"

local quest_selection = { id = "quest_selection", option = "quest_selection" }

-- The other reading (option quest_selection_counts = "number"): those rules count by the Quest's
-- number (Lady after Quests 2, 3 and 4; the Brute on Quests 1-3; no Watch on Quests 1-2; backup on
-- Quest 5), whenever it is played. "played" (the default) keeps the ruling above.
quest_selection.options = {
  option.choice { id = "quest_selection_counts", name = "avalon.option.quest_selection_counts",
                  values = { "played", "number" },
                  applies = function(_, o) return o.quest_selection == true end },
}

-- Which Quest this is for the rules that say "the second", "the first three", "the fifth": how
-- many Quests have been undertaken (g.seating.round), or, with quest_selection_counts = "number"
-- in quest selection mode, the Quest's number. Without quest selection both are the same.
function quest_selection.counted(g, quest)
  if g.options.quest_selection and g.options.quest_selection_counts == "number" and quest then return quest end
  return g.seating.round or quest
end

function quest_selection.choose_quest(g, leader, results)
  return mission_choice.ask(g, leader, results, rules.successes_before_fifth)
end

return quest_selection
