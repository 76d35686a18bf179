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

-- What the rules need of the rows is kept with the game (g.vote_history: how many, and the last
-- one's round and whether it was approved or overturned); each change writes only the fields it
-- changes into the counter's last row (g:set_fields), so no row is converted again as a whole.
local function kept(g)
  local h = g.vote_history
  if not h then
    h = { count = 0, round = 0, approved = false, overturned = false }
    g.vote_history = h
  end
  return h
end

local NONE = {}  -- an empty list, packed as one (never changed)

-- A new row: the Leader's proposal.
function history.proposal(g, leader, members, quest)
  local h = kept(g)
  local round = 1
  if h.count > 0 then round = h.round + ((h.approved and not h.overturned) and 1 or 0) end
  h.count, h.round, h.approved, h.overturned = h.count + 1, round, false, false
  g:set_fields(COUNTER, h.count, "round", round, "quest", quest or 0, "leader", leader, "team", members,
               "votes", NONE, "first", NONE, "approved", false, "overturned", false, "result", "", "fails", 0)
end

-- The votes of the last proposal (seat -> "approve"/"reject"), whether it was approved, and
-- the seats that voted first.
function history.votes(g, votes, approved, first)
  local h = kept(g)
  if h.count == 0 then return end
  local shown, approvals, rejections = {}, 0, 0
  for s = 1, g.player_count do
    shown[s] = votes[s] or ""
    if votes[s] == "approve" then approvals = approvals + 1 elseif votes[s] then rejections = rejections + 1 end
  end
  h.approved = approved
  g:set_fields(COUNTER, h.count, "votes", shown, "approvals", approvals, "rejections", rejections,
               "approved", approved, "first", first or NONE)
end

-- The last approval was overturned (it counts as a rejection).
function history.overturned(g)
  local h = kept(g)
  if h.count == 0 then return end
  h.overturned = true
  g:set_fields(COUNTER, h.count, "overturned", true)
end

-- The result of the last proposal: its Quest's result and number of Fails, or how the game
-- ended with it (e.g. "five_rejections").
function history.result(g, result, fails)
  local h = kept(g)
  if h.count == 0 then return end
  g:set_fields(COUNTER, h.count, "result", result, "fails", fails or 0)
end

return history
