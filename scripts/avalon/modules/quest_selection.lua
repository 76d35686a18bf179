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
--   by how many Quests were played (round): the Lady of the Lake "after the second, third and
--     fourth Quest", the Brute's "first three Quests", the Rogues' no Watch token "on the first two
--     Quests" and "prior Quest", the Messengers' backup "on the fifth Quest" (the last one), the
--     Lancelot Variant 1 draws "at the beginning of" a Quest (before its number is chosen).
local mission_choice = use "common/mission_choice"
local rules          = use "avalon/rules"

local quest_selection = { id = "quest_selection", option = "quest_selection", order = 5 }

function quest_selection.choose_quest(g, leader, results)
  return mission_choice.ask(g, leader, results, rules.successes_before_fifth)
end

return quest_selection
