-- scripts/avalon/assassination.lua: Evil's last chance. After three successful quests, if Merlin
-- is in the game: the Evil players make themselves known and confer, then the Assassin (or the
-- Evil character the setup named) names one Good player. Naming Merlin wins the game for Evil.
-- Modules may come first (the Untrustworthy Servant's Recruitment stage, modules/recruitment.lua).
-- With the Messengers the Assassin first announces the target: Merlin, or the Messengers, "they
-- must correctly identify both Good Messengers for Evil to win". A target group is the set of
-- characters with the same `assassination_target` (`true` is Merlin's group).
local modules = use "avalon/modules"

local assassination = {}

-- The target groups in the game: {{id, seats}}, Merlin's first.
local function groups(g)
  local list, by_id = {}, {}
  for seat, r in ipairs(g.seating.role) do
    local id = r.assassination_target
    if id then
      if id == true then id = "merlin" end
      if not by_id[id] then
        by_id[id] = { id = id, seats = {} }
        list[#list + 1] = by_id[id]
      end
      local seats = by_id[id].seats
      seats[#seats + 1] = seat
    end
  end
  table.sort(list, function(a, b) return (a.id == "merlin" and 0 or 1) < (b.id == "merlin" and 0 or 1) end)
  return list
end

-- Returns the winning side and the end reason.
function assassination.run(g)
  -- The last team vote stays on the table only until the next vote; from here on there is none,
  -- and marks of a vote long past would mislead the table (a view shows no votes now).
  g:set("last_votes", {})
  modules.call(g, "before_assassination")
  local evil, good = {}, {}
  for seat, side in ipairs(g.seating.side) do
    if side == "evil" then evil[#evil + 1] = seat else good[#good + 1] = seat end
  end
  -- "Without revealing any character cards, the Evil players discuss": they speak openly, so
  -- everyone now knows who they are.
  g:set("stage", "assassination")
  g:tell(g:all_seats(), { key = "avalon.fact.evil_confers", seats = evil })
  g:log("avalon.log.evil_confers", { seats = evil })

  -- Evil confers: each Evil player points at the Good player they take for Merlin; the other
  -- Evil players see the suggestions.
  local suggested = g:decide { seats = evil, simultaneous = true, pick_seats = { count = 1, from = good },
                               prompt = "avalon.prompt.confer", rule = "avalon.rule.confer" }
  for _, s in ipairs(evil) do
    g:log("avalon.log.suggests", { seat = s, suspect = suggested[s][1] }, evil)
  end

  -- The Assassin speaks for Evil: everyone sees who names the player.
  local assassin = g.seating.assassin
  g:tell(g:all_seats(), { key = "avalon.fact.assassin", seat = assassin })
  local targets = groups(g)
  local target = targets[1]
  if #targets > 1 then
    local ids = {}
    for i, t in ipairs(targets) do ids[i] = t.id end
    local chosen = g:ask(assassin, ids, "avalon.prompt.assassin_target", { seat = assassin },
                         { rule = { key = "avalon.rule.assassin_target", args = { seat = assassin } } })
    for _, t in ipairs(targets) do if t.id == chosen then target = t end end
    g:log("avalon.log.assassin_targets", { seat = assassin, target = "avalon.target." .. chosen })
  end
  if target.id == "merlin" then
    local named = g:pick_seats(assassin, 1, "avalon.prompt.assassinate", { seat = assassin }, good,
                               { rule = { key = "avalon.rule.assassinate", args = { seat = assassin } } })[1]
    g:log("avalon.log.assassin_names", { seat = assassin, named = named })
    g:set("assassinated", { named })  -- for the end screen
    if g.seating.role[named].assassination_target == true then return "evil", "merlin_assassinated" end
    return "good", "three_successes"
  end
  local count = math.min(#target.seats, #good)
  local named = g:pick_seats(assassin, count, "avalon.prompt.assassinate." .. target.id, { seat = assassin }, good,
                             { rule = { key = "avalon.rule.assassinate_" .. target.id, args = { seat = assassin } } })
  g:log("avalon.log.assassin_names_group", { seat = assassin, named = named, target = "avalon.target." .. target.id })
  g:set("assassinated", named)  -- for the end screen
  local hits = 0
  for _, s in ipairs(named) do
    if g.seating.role[s].assassination_target == target.id then hits = hits + 1 end
  end
  if hits == #target.seats then return "evil", target.id .. "_assassinated" end
  return "good", "three_successes"
end

return assassination
