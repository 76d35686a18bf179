-- scripts/avalon/modules.lua: how the rules of a module (the Lancelot variants, the Rogues, the
-- Messengers, the Untrustworthy Servant's Recruitment stage) join the round without special cases
-- in game.lua. A character names its module (`module = use "avalon/modules/<name>"`); every
-- module with a character at the table runs once at each hook it defines, in the roster's order:
--
--   setup(g)                         after the deal
--   before_quest(g, quest)           at the very beginning of a Quest (before the Team is built)
--   after_team(g, quest, members, leader)  a Team is approved, before its cards are played
--   cards_played(g, quest, played)   played: seat -> Quest card id (the rules see who played what)
--   fails(g, quest, fails) -> fails  may change how many Fail cards the Quest counts
--   after_result(g, result) -> winner, reason, details   ends the game at once when it returns one
--   before_assassination(g)          after three successes, before Evil confers
--   at_finish(g, winner, reason)     the game is about to end
local modules = {}

local function present(g)
  if g.table.modules then return g.table.modules end
  local list, seen = {}, {}
  for _, r in ipairs(g.table.role) do
    local m = r.module
    if m and not seen[m.id] then
      seen[m.id] = true
      list[#list + 1] = m
    end
  end
  table.sort(list, function(a, b)
    if (a.order or 100) ~= (b.order or 100) then return (a.order or 100) < (b.order or 100) end
    return a.id < b.id
  end)
  g.table.modules = list
  return list
end

-- Runs `hook` of every module present; the first that returns a value ends the call with it.
function modules.call(g, hook, ...)
  for _, m in ipairs(present(g)) do
    if m[hook] then
      local a, b, c = m[hook](g, ...)
      if a ~= nil then return a, b, c end
    end
  end
end

-- How many Fail cards a Quest counts: every card that acts as a Fail, changed by the modules.
function modules.fails(g, quest, fails)
  for _, m in ipairs(present(g)) do
    if m.fails then fails = m.fails(g, quest, fails) end
  end
  return fails
end

return modules
