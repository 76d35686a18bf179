-- scripts/common/history.lua: the vote history, a public counter "history" that a table view
-- draws as a grid (game{}.table_layout.history, docs/lua-api.md). One row per proposal:
--   { round = n (the game's round: a new one starts after an approved team),
--     quest = n (the mission/Quest proposed for), leader = seat, team = {seats},
--     votes = {"approve"|"reject"|"" per seat}, approvals = n, rejections = n,
--     first = {seats that voted first and openly},
--     approved = bool, overturned = bool (an approval a plot card turned into a rejection),
--     result = "" | a result id (e.g. "success", "fail", "five_rejections"), fails = n }
-- Written by common/team (a row per proposal), common/vote (the votes) and the games (the
-- result); only public facts, never read back by the rules.
local history = {}

local COUNTER = "history"

-- The rows are kept with the game as well (g.vote_history: how many, and the last one), so a
-- change writes its one row into the counter (g:set_at) instead of the whole list again.
local function kept(g)
  local h = g.vote_history
  if not h then
    h = { count = 0, last = nil }
    g.vote_history = h
  end
  return h
end

-- A new row: the Leader's proposal.
function history.proposal(g, leader, members, quest)
  local h = kept(g)
  local last = h.last
  local round = 1
  if last then round = last.round + ((last.approved and not last.overturned) and 1 or 0) end
  local team = {}
  for i, s in ipairs(members) do team[i] = s end
  h.count = h.count + 1
  h.last = { round = round, quest = quest or 0, leader = leader, team = team, votes = {}, first = {},
             approved = false, overturned = false, result = "", fails = 0 }
  g:set_at(COUNTER, h.count, h.last)
end

-- Changes the last row with change(row) and publishes it.
local function change_last(g, change)
  local h = kept(g)
  if h.count == 0 then return end
  change(h.last)
  g:set_at(COUNTER, h.count, h.last)
end

-- The votes of the last proposal (seat -> "approve"/"reject"), whether it was approved, and
-- the seats that voted first.
function history.votes(g, votes, approved, first)
  change_last(g, function(row)
    local shown, approvals, rejections = {}, 0, 0
    for s = 1, g.player_count do
      shown[s] = votes[s] or ""
      if votes[s] == "approve" then approvals = approvals + 1 elseif votes[s] then rejections = rejections + 1 end
    end
    row.votes, row.approvals, row.rejections = shown, approvals, rejections
    row.approved = approved
    local f = {}
    for i, s in ipairs(first or {}) do f[i] = s end
    row.first = f
  end)
end

-- The last approval was overturned (it counts as a rejection).
function history.overturned(g)
  change_last(g, function(row) row.overturned = true end)
end

-- The result of the last proposal: its Quest's result and number of Fails, or how the game
-- ended with it (e.g. "five_rejections").
function history.result(g, result, fails)
  change_last(g, function(row)
    row.result = result
    row.fails = fails or 0
  end)
end

return history
