-- scripts/common/vote.lua: everyone votes on a proposed team, in secret and at once; the votes
-- are then shown. A strict majority of Approve approves; a tie rejects. The prompt goes through
-- g:text_key (game{}.texts).
local vote = {}

local APPROVE, REJECT = "approve", "reject"
vote.options = { APPROVE, REJECT }

-- Returns approved (boolean) and the votes (seat -> "approve"/"reject").
function vote.on_team(g, leader, members, mission)
  local seats = g:all_seats()
  local votes = g:ask_all(seats, vote.options, g:text_key("common.prompt.vote"),
                          { leader = leader, team = members, mission = mission })
  local approve, reject = {}, {}
  for _, s in ipairs(seats) do
    if votes[s] == APPROVE then approve[#approve + 1] = s else reject[#reject + 1] = s end
  end
  local approved = #approve * 2 > g.player_count
  g:log("common.log.votes", { approve = approve, reject = reject })
  g:set("last_votes", votes)
  g:log(approved and "common.log.team_approved" or "common.log.team_rejected",
        { approvals = #approve, rejections = #reject })
  return approved, votes
end

return vote
