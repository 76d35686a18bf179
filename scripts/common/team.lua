-- scripts/common/team.lua: the leader proposes a team for a mission.
-- Shared by every game with team building (The Resistance, Avalon). Its texts go through
-- g:text_key, so a game may say them in its own words (game{}.texts).
local history = use "common/history"

local team = {}

-- The leader picks `size` distinct seats. The proposal is public: it is logged and published
-- as the counter "team", and starts a row of the vote history (common/history). The previous
-- team and its votes leave the table as the new team is picked. Returns the list of seats,
-- ascending. `word` names the mission's number in the prompt, rule and log arguments (the game's
-- own word: "quest" in Avalon; default "mission").
function team.propose(g, leader, size, mission, word)
  word = word or "mission"
  g:set("team", {})
  g:set("last_votes", {})
  local members = g:pick_seats(leader, size, g:text_key("common.prompt.propose_team"),
                               { leader = leader, size = size, [word] = mission }, nil,
                               { rule = { key = g:text_key("common.rule.team"),
                                          args = { leader = leader, size = size, [word] = mission } } })
  g:set("team", members)
  history.proposal(g, leader, members, mission)
  g:log(g:text_key("common.log.team_proposed"), { leader = leader, team = members, [word] = mission })
  return members
end

return team
