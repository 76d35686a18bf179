-- bench/lua/resistance_floor.lua: the floor under BM_Resistance. The same flow as The
-- Resistance's round (scripts/common/team_game.lua: team proposal, simultaneous votes, mission
-- cards, the same tables built per step, a coroutine that yields every decision), run with the
-- host replaced by plain Lua: g:set, g:log and g:decide cost nothing beyond a Lua call, and
-- random bots answer in Lua. However fast the host gets, a game of this shape in Lua 5.4 cannot cost less.
local team_size = {
  [5] = { 2, 3, 2, 3, 3 }, [6] = { 2, 3, 4, 3, 4 }, [7] = { 2, 3, 3, 4, 4 },
  [8] = { 3, 4, 4, 5, 5 }, [9] = { 3, 4, 4, 5, 5 }, [10] = { 3, 4, 4, 5, 5 },
}
local spies = { [5] = 2, [6] = 2, [7] = 3, [8] = 3, [9] = 3, [10] = 4 }

-- The stand-in host: it stores nothing and asks by yielding, as g:decide does.
local G = {}
G.__index = G
function G:set(k, v) self.counters[k] = v end
function G:log(key, args) local l = self.log_keys; l[#l + 1] = key end
function G:decide(d) return coroutine.yield(d) end
function G:pick_seats(seat, count, prompt, args)
  return self:decide { seat = seat, pick_seats = { count = count }, prompt = prompt, args = args }
end
function G:ask_all(seats, options, prompt, args)
  if type(options) == "function" then
    local by_seat = {}
    for _, s in ipairs(seats) do by_seat[s] = options(s) end
    return self:decide { seats = seats, simultaneous = true, choose_by_seat = by_seat, prompt = prompt, args = args }
  end
  return self:decide { seats = seats, simultaneous = true, choose = options, prompt = prompt, args = args }
end
function G:all_seats()
  local t = {}
  for i = 1, self.player_count do t[i] = i end
  return t
end

local VOTE = { "approve", "reject" }

local function play(g)
  local n = g.player_count
  local cards = {}
  for seat = 1, n do cards[seat] = seat <= spies[n] and { "success", "fail" } or { "success" } end
  local results, successes, failures = {}, 0, 0
  local leader = 1
  for mission = 1, 5 do
    local rejections = 0
    g:set("vote_track", 0)
    local members
    while true do
      g:set("mission", mission)
      local size = team_size[n][mission]
      members = g:pick_seats(leader, size, "common.prompt.propose_team", { leader = leader, size = size, mission = mission })
      g:set("team", members)
      g:log("common.log.team_proposed", { leader = leader, team = members, mission = mission })
      local seats = g:all_seats()
      local votes = g:ask_all(seats, VOTE, "common.prompt.vote", { leader = leader, team = members, mission = mission })
      local approve, reject = {}, {}
      for _, s in ipairs(seats) do
        if votes[s] == "approve" then approve[#approve + 1] = s else reject[#reject + 1] = s end
      end
      local approved = #approve * 2 > n
      g:log("common.log.votes", { approve = approve, reject = reject })
      g:set("last_votes", votes)
      g:log(approved and "common.log.team_approved" or "common.log.team_rejected",
            { approvals = #approve, rejections = #reject })
      leader = leader % n + 1
      g:set("leader", leader)
      if approved then break end
      rejections = rejections + 1
      g:set("vote_track", rejections)
      if rejections == 5 then return "spies" end
    end
    local played = g:ask_all(members, function(s) return cards[s] end, "common.prompt.mission_card", { mission = mission })
    local counts = {}
    for _, s in ipairs(members) do
      local c = played[s]
      counts[c] = (counts[c] or 0) + 1
    end
    local fails = counts.fail or 0
    -- The fourth mission needs two Fail cards at 7 or more players, as in the rules.
    local failed = fails >= ((mission == 4 and n >= 7) and 2 or 1)
    results[mission] = failed and "fail" or "success"
    if failed then failures = failures + 1 else successes = successes + 1 end
    local track = {}
    for m = 1, 5 do track[m] = results[m] or "" end
    g:set("results", track)
    g:set("team", {})
    g:log(failed and "resistance.log.mission_failed" or "resistance.log.mission_succeeded",
          { mission = mission, successes = counts.success or 0, fails = fails })
    if successes == 3 then return "resistance" end
    if failures == 3 then return "spies" end
  end
end

-- Plays `games` games at `players` seats; random answers from a small LCG.
return function(games, players, seed)
  local state = seed
  local function below(k)
    state = (state * 6364136223846793005 + 1442695040888963407)
    return ((state >> 33) % k) + 1
  end
  local wins = 0
  for _ = 1, games do
    local g = setmetatable({ player_count = players, counters = {}, log_keys = {} }, G)
    local co = coroutine.create(play)
    local ok, d = coroutine.resume(co, g)
    while coroutine.status(co) == "suspended" do
      local answer = {}
      if d.pick_seats then
        local pool = {}
        for i = 1, players do pool[i] = i end
        for i = 1, d.pick_seats.count do
          local j = i + below(players - i + 1) - 1
          pool[i], pool[j] = pool[j], pool[i]
          answer[i] = pool[i]
        end
      else
        for _, s in ipairs(d.seats) do
          local options = d.choose or d.choose_by_seat[s]
          answer[s] = options[below(#options)]
        end
      end
      ok, d = coroutine.resume(co, answer)
    end
    if d == "spies" then wins = wins + 1 end
  end
  return wins
end
