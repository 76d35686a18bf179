-- scripts/common/mission_choice.lua: the mission (quest) selection variant shared by The
-- Resistance ("mission selection") and Avalon ("режим вибору місії", Ukrainian edition): the
-- leader chooses which mission the team will undertake as well as the team. The same mission
-- cannot be played twice, and the fifth only after at least `before_fifth` other missions
-- succeeded. The prompt goes through g:text_key (game{}.texts), so a game says it in its words.
local mission_choice = {}

-- results: mission number -> "success" / "fail" (nil or "" while not played).
-- closed (optional): mission number -> true for missions that may not be chosen now (The
-- Resistance's "voted on once" reading: those rejected in this round); when it would leave no
-- mission open, it is ignored.
-- Returns the missions open to the leader, as option ids ("1" .. "5"), ascending.
function mission_choice.open(results, before_fifth, closed)
  local out, successes = {}, 0
  for m = 1, 5 do
    if results[m] == "success" then successes = successes + 1 end
  end
  for m = 1, 5 do
    local played = results[m] ~= nil and results[m] ~= ""
    if not played and (m < 5 or successes >= before_fifth) then out[#out + 1] = tostring(m) end
  end
  if closed then
    local left = {}
    for _, id in ipairs(out) do if not closed[tonumber(id)] then left[#left + 1] = id end end
    if #left > 0 then return left end
  end
  return out
end

-- The leader chooses one of the open missions; returns its number.
function mission_choice.ask(g, leader, results, before_fifth, closed)
  return tonumber(g:ask(leader, mission_choice.open(results, before_fifth, closed),
                        g:text_key("common.prompt.choose_mission"), { leader = leader },
                        { rule = { key = g:text_key("common.rule.choose_mission"),
                                   args = { leader = leader, before_fifth = before_fifth } } }))
end

return mission_choice
