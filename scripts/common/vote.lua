-- scripts/common/vote.lua: everyone votes on a proposed team, in secret and at once; the votes
-- are then shown. A strict majority of Approve approves; a tie rejects. Seats that must vote
-- first (a plot card) vote openly before the others choose. The prompt and the rule a refused
-- vote is told go through g:text_key (game{}.texts). The votes go to the vote history
-- (common/history).
local history = use "common/history"

local vote = {}

local APPROVE, REJECT = "approve", "reject"
vote.options = { APPROVE, REJECT }

-- The seats (in order) that approved and that rejected.
local function split(votes, seats)
  local approve, reject = {}, {}
  for _, s in ipairs(seats) do
    if votes[s] == APPROVE then approve[#approve + 1] = s else reject[#reject + 1] = s end
  end
  return approve, reject
end

-- Seats listed in `first` vote before everyone else, and their votes are shown at once.
-- `word` names the mission's number in the prompt's arguments (default "mission").
-- Returns approved (boolean) and the votes (seat -> "approve"/"reject").
function vote.on_team(g, leader, members, mission, first, word)
  local args = { leader = leader, team = members, [word or "mission"] = mission }
  local how = { rule = { key = g:text_key("common.rule.vote"), args = {} } }  -- the rule a refused vote is told
  local seats, votes = g:all_seats(), nil
  if first and #first > 0 then
    votes = g:ask_all(first, vote.options, g:text_key("common.prompt.vote"), args, how)
    local shown = {}
    for s = 1, g.player_count do shown[s] = votes[s] or "" end
    g:set("last_votes", shown)
    local approve, reject = split(votes, first)
    g:log(g:text_key("common.log.votes_first"), { approve = approve, reject = reject })
    local rest, is_first = {}, {}
    for _, s in ipairs(first) do is_first[s] = true end
    for _, s in ipairs(seats) do if not is_first[s] then rest[#rest + 1] = s end end
    local later = g:ask_all(rest, vote.options, g:text_key("common.prompt.vote"), args, how)
    for s, v in pairs(later) do votes[s] = v end
  else
    votes = g:ask_all(seats, vote.options, g:text_key("common.prompt.vote"), args, how)
  end
  local approve, reject = split(votes, seats)
  local approved = #approve * 2 > g.player_count
  g:log(g:text_key("common.log.votes"), { approve = approve, reject = reject })
  g:set("last_votes", votes)
  history.votes(g, votes, approved, first)
  g:log(approved and "common.log.team_approved" or "common.log.team_rejected",
        { approvals = #approve, rejections = #reject })
  return approved, votes
end

freeze(vote.options)  -- (data no game changes: docs/lua-api.md, "Frozen data")

return vote
