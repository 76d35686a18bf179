-- scripts/avalon/modules.lua: how the rules of a module (the Lancelot variants, the Rogues, the
-- Messengers, the Untrustworthy Servant's Recruitment stage, the optional rules: Lady of the Lake,
-- Excalibur, quest selection mode) join the round without special cases in game.lua. A character
-- names its module (`module = use "avalon/modules/<name>"`); an optional rule is a module that
-- names the setup option turning it on (`option = "<id>"`, listed in roster.rule_modules). Every
-- module in play (by a character at the table or by its option) runs once at each hook it
-- defines, in the order of modules.order below (a mod's modules after those, by id):
--
--   setup(g)                         after the deal (before the first Leader is chosen)
--   after_setup(g)                   the first Leader is chosen (counter "leader"), before the Reveal stage
--   before_quest(g, round, quest)    at the very beginning of a Quest (before the Team is built).
--                                    round = how many Quests have been started, this one included
--                                    (also g.seating.round); quest = its number, or nil when the
--                                    Leader chooses it (quest selection mode): then it is known
--                                    from choose_quest on, and fixed once the Team is approved
--   choose_quest(g, leader, results) -> quest   before each proposal: the Leader's choice of the
--                                    Quest's number (results: number -> "success"/"fail" so far);
--                                    without a module that defines it, quest = round
--   team_size(g, quest, size) -> size  the Team's size (the Trapper adds a member)
--   after_proposal(g, quest, members, leader)  a Team is proposed (counter "team"), before the vote
--   after_team(g, quest, members, leader)  a Team is approved, before its cards are played
--   before_reveal(g, quest, played, members)  every member has played, face down, in front of
--                                    themselves; played: seat -> Quest card id, which a module may
--                                    change in place (Excalibur) before the cards are collected,
--                                    shuffled and counted. A card played face up is marked in
--                                    g.seating.face_up (seat -> true) by whatever turned it face up
--   cards_played(g, quest, played)   the cards are turned over (played: as counted; the rules
--                                    see who played what)
--   cards_counted(g, quest, counts)  the cards are counted (counts: success, fail, magic ... as
--                                    each card acts); a module may add or remove a card (the
--                                    Messengers' backup adds or removes a Fail card): the Quest's
--                                    log line and the track show the counts after it
--   fails(g, quest, fails) -> fails  may change how many Fail cards the Quest counts, the cards
--                                    staying as they are (a house rule forgiving one)
--   outcome(g, quest, failed) -> failed  may reverse the Quest's outcome (the Sorcerers' Magic)
--   after_result(g, result) -> winner, reason, details   ends the game at once when it returns one;
--                                    result = {quest, round, failed, successes, failures}
--   before_assassination(g)          after three successes, before Evil confers
--   at_finish(g, winner, reason)     the game is about to end
local roster = use "avalon/roster"

local modules = {}

-- The order in which the modules in play run at each hook, in one list: the Quest is chosen
-- first (quest selection mode), the Lancelots switch before the cards are chosen, Rogue and
-- Message tokens are laid before the Magic cards reverse an outcome, the Recruitment stage comes
-- before the Assassination; Excalibur switches a card before the Trapper sets one aside (the
-- switched card is the one played) and an Ambush looks; the Lady of the Lake is used last, after
-- the Quest is resolved.
modules.order = {
  "quest_selection", "lancelot", "rogue", "messengers", "recruitment", "sorcerer",
  "excalibur", "trapper", "lady_of_the_lake",
}
local rank = {}
for i, id in ipairs(modules.order) do rank[id] = i end

local function present(g)
  if g.seating.modules then return g.seating.modules end
  local list, seen = {}, {}
  local function add(m)
    if not seen[m.id] then
      seen[m.id] = true
      list[#list + 1] = m
    end
  end
  for _, r in ipairs(g.seating.role) do
    if r.module then add(r.module) end
  end
  for _, m in ipairs(roster.modules) do
    if m.option and g.options[m.option] then add(m) end
  end
  local last = #modules.order + 1
  table.sort(list, function(a, b)
    local ra, rb = rank[a.id] or last, rank[b.id] or last
    if ra ~= rb then return ra < rb end
    return a.id < b.id
  end)
  g.seating.modules = list
  return list
end

-- Does any module in play define `hook`?
function modules.has(g, hook)
  for _, m in ipairs(present(g)) do
    if m[hook] then return true end
  end
  return false
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

-- How many members a Quest's Team has: the rulebook's number, changed by each module's
-- `team_size(g, quest, size) -> size` in turn (the Trapper's extra member).
function modules.team_size(g, quest, size)
  for _, m in ipairs(present(g)) do
    if m.team_size then size = m.team_size(g, quest, size) end
  end
  return size
end

-- Whether a Quest fails, after its Fail cards were counted: each module's `outcome(g, quest,
-- failed) -> failed` in turn (the Sorcerers' Magic cards reverse it).
function modules.outcome(g, quest, failed)
  for _, m in ipairs(present(g)) do
    if m.outcome then failed = m.outcome(g, quest, failed) end
  end
  return failed
end

freeze(modules.order)  -- (data no game changes: docs/lua-api.md, "Frozen data")

return modules
