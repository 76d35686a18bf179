-- bench/lua/bot_floor.lua: a floor for issue 10's heuristic-bot target (Avalon, 5 players, 3,000
-- games/s): whole games of Avalon's basic game (as bench/lua/lean_floor.lua plays them: the rules as
-- a coroutine yielding once per request, no host) where every seat decides as the heuristic bot's
-- core does, in plain Lua 5.4 with seat sets as bit masks and nothing else:
--   - the worlds (every set of k Evil seats among n, as a mask) listed once per game;
--   - their weights (common/deduction.lua's: how plausible each Leader's team, each vote and each
--     quest result is if the world's seats are Evil) updated once per new fact for every seat at
--     once (the public analysis), never recomputed;
--   - a Good seat's P(seat is Evil): the weights of the worlds consistent with what it knows (it is
--     Good; each quest had at least as many Evil as Fails) summed per seat, once per decision;
--   - Good proposes itself and the least suspicious seats, approves a team whose summed suspicion
--     is within 0.15 of the least suspicious team's (0.35 when on it), always approves the fifth
--     proposal; Evil proposes itself and the seats the table trusts most, approves a team with Evil
--     and rejects one without, fails every quest it is on; the Assassin names a random Good seat.
-- Left out (what the shipped bot does on top): Merlin's and Percival's use of what they see, Evil
-- reading the table's vote before its own and sparing a lone Fail, the Assassin's pass over the
-- game, reasons, noise in the suspicions, the characters who must play a card. So it is a lower
-- bound of a heuristic game's cost: the shipped bot does more per decision, never less.
-- The file returns function(games, players, seed) -> Evil's wins, decisions (at the end).
local team_size = {
  [5] = { 2, 3, 2, 3, 3 }, [6] = { 2, 3, 4, 3, 4 }, [7] = { 2, 3, 3, 4, 4 },
  [8] = { 3, 4, 4, 5, 5 }, [9] = { 3, 4, 4, 5, 5 }, [10] = { 3, 4, 4, 5, 5 },
}
local evil_count = { [5] = 2, [6] = 2, [7] = 3, [8] = 3, [9] = 3, [10] = 4 }
local W = { evil_passes = 0.5, good_approves_evil = 0.8, good_rejects_clean = 0.85, good_leads_evil = 0.6,
            evil_leads_clean = 0.7, evil_approves_clean = 0.85, evil_rejects_evil = 0.8 }
local yield = coroutine.yield

local function bits(m)
  local c = 0
  while m ~= 0 do m, c = m & (m - 1), c + 1 end
  return c
end

-- Every k-subset of 1..n as a mask (seat s is bit s - 1).
local function worlds_of(n, k)
  local out = {}
  for m = 0, (1 << n) - 1 do
    if bits(m) == k then out[#out + 1] = m end
  end
  return out
end

-- The rules: a coroutine yielding {kind, ...} requests; answers come back from resume.
local function rules(n, evil_mask, quests_out)
  local succeeded, failed, leader = 0, 0, 1
  for q = 1, 5 do
    local size, tries = team_size[n][q], 0
    while true do
      tries = tries + 1
      local team = yield({ kind = "propose", leader = leader, size = size, hammer = tries == 5 })
      local approvals = yield({ kind = "vote", team = team, hammer = tries == 5, leader = leader })
      leader = leader % n + 1
      if bits(approvals) * 2 > n then
        local fails = bits(team & evil_mask)  -- every Evil member fails
        yield({ kind = "result", team = team, fails = fails })
        quests_out[#quests_out + 1] = { team = team, fails = fails }
        if fails > 0 then failed = failed + 1 else succeeded = succeeded + 1 end
        break
      end
    end
    if failed == 3 then return "evil" end
    if succeeded == 3 then return "assassinate" end
  end
end

local function play(n, below, unit)
  local k = evil_count[n]
  local evil_mask = 0
  do  -- the deal
    local order = {}
    for i = 1, n do order[i] = i end
    for i = n, 2, -1 do
      local j = below(i)
      order[i], order[j] = order[j], order[i]
    end
    for i = 1, k do evil_mask = evil_mask | (1 << (order[i] - 1)) end
  end
  local worlds = worlds_of(n, k)
  local nw = #worlds
  local weight, consistent = {}, {}  -- consistent[i]: world i fits every quest's Fail count
  for i = 1, nw do weight[i], consistent[i] = 1.0, true end
  local ones, seat_of_bit = { [0] = 0 }, {}  -- bit counts below 2^n; each bit's seat
  for m = 1, (1 << n) - 1 do ones[m] = ones[m >> 1] + (m & 1) end
  for s = 1, n do seat_of_bit[1 << (s - 1)] = s end
  local pow = {}  -- pow[name][c] = W[name]^c, as products
  for name, x in pairs(W) do
    local t = { [0] = 1.0 }
    for c = 1, n do t[c] = t[c - 1] * x end
    pow[name] = t
  end
  local quests = {}  -- {team, fails}
  local decisions = 0

  -- P(seat is Evil) for every seat as the seat `me` reads it (Good: it knows only that), or as the
  -- table reads it (me = 0): the consistent worlds' weights summed per seat.
  local p = {}
  local function p_evil(me)
    local mine = me > 0 and (1 << (me - 1)) or 0
    for s = 1, n do p[s] = 0 end
    local total = 0
    for i = 1, nw do
      local w = worlds[i]
      if consistent[i] and w & mine == 0 then
        local x = weight[i]
        total = total + x
        local e = w
        while e ~= 0 do
          local low = e & -e
          local s = seat_of_bit[low]
          p[s] = p[s] + x
          e = e ~ low
        end
      end
    end
    if total > 0 then for s = 1, n do p[s] = p[s] / total end end
    return p
  end

  -- The m least suspicious seats (ascending) into a scratch list, and their sum.
  local order = {}
  local function least(sus, m, skip)
    local c = 0
    for s = 1, n do
      if s ~= skip then
        local x = sus[s]
        local i = c
        while i > 0 and sus[order[i]] > x do order[i + 1] = order[i]; i = i - 1 end
        order[i + 1] = s
        c = c + 1
      end
    end
    local sum = 0
    for i = 1, m do sum = sum + sus[order[i]] end
    return sum
  end

  local function propose(req)
    local me = req.leader
    local i_am_evil = evil_mask >> (me - 1) & 1 == 1
    local sus = p_evil(i_am_evil and 0 or me)
    least(sus, n - 1, me)
    local team, c = 1 << (me - 1), 1
    for i = 1, n - 1 do
      if c == req.size then break end
      local s = order[i]
      if not (i_am_evil and evil_mask >> (s - 1) & 1 == 1) then team, c = team | (1 << (s - 1)), c + 1 end
    end
    for s = 1, n do  -- (Evil with too few others: any seat)
      if c == req.size then break end
      if team >> (s - 1) & 1 == 0 then team, c = team | (1 << (s - 1)), c + 1 end
    end
    return team
  end

  local function vote(req)
    local team, approvals = req.team, 0
    local size = ones[team]
    for me = 1, n do
      decisions = decisions + 1
      local yes
      if req.hammer then
        yes = true
      elseif evil_mask >> (me - 1) & 1 == 1 then
        yes = team & evil_mask ~= 0
      else
        local sus = p_evil(me)
        local sum = 0
        for s = 1, n do if team >> (s - 1) & 1 == 1 then sum = sum + sus[s] end end
        local best = least(sus, size, 0)
        yes = sum <= best + 0.15 or (team >> (me - 1) & 1 == 1 and sum <= best + 0.35)
      end
      if yes then approvals = approvals | (1 << (me - 1)) end
    end
    -- The public analysis: each world weighed by the Leader's team and the votes, once for all.
    local lead, all = 1 << (req.leader - 1), (1 << n) - 1
    local yes_count = ones[approvals]
    local gae, ere, eac, grc = pow.good_approves_evil, pow.evil_rejects_evil, pow.evil_approves_clean, pow.good_rejects_clean
    for i = 1, nw do
      local w = worlds[i]
      local x = weight[i]
      local a_evil, r_evil = ones[w & approvals], ones[w & ~approvals & all]
      if w & team ~= 0 then
        if w & lead == 0 then x = x * W.good_leads_evil end
        x = x * gae[yes_count - a_evil] * ere[r_evil]
      else
        if w & lead ~= 0 then x = x * W.evil_leads_clean end
        x = x * eac[a_evil] * grc[n - yes_count - r_evil]
      end
      weight[i] = x
    end
    return approvals
  end

  local function result(req)  -- the worlds that fit the Fails; a pass with Evil on it: Evil usually fails
    decisions = decisions + ones[req.team]  -- each member's card (Evil: Fail, Good: Success)
    local team, fails = req.team, req.fails
    for i = 1, nw do
      local on = worlds[i] & team
      if ones[on] < fails then consistent[i] = false end
      if fails == 0 and on ~= 0 then weight[i] = weight[i] * W.evil_passes end
    end
  end

  local co = coroutine.create(rules)
  local ok, req = coroutine.resume(co, n, evil_mask, quests)
  while true do
    assert(ok, req)
    if coroutine.status(co) == "dead" then
      if req == "assassinate" then
        decisions = decisions + 1
        local good = {}
        for s = 1, n do if evil_mask >> (s - 1) & 1 == 0 then good[#good + 1] = s end end
        local merlin = good[1]  -- (Merlin: the lowest Good seat; the Assassin guesses at random)
        return good[below(#good)] == merlin and "evil" or "good", decisions
      end
      return req, decisions
    end
    local answer
    if req.kind == "propose" then decisions = decisions + 1; answer = propose(req)
    elseif req.kind == "vote" then answer = vote(req)
    else result(req) end
    ok, req = coroutine.resume(co, answer)
  end
end

-- A batch of games: (games, players, seed) -> Evil's wins, the decisions made (a generator of its
-- own, xorshift64, seeded by `seed`).
return function(games, players, seed)
  local state = seed * 2654435761 + 88172645463325252
  local function next_u()
    state = state ~ (state << 13); state = state ~ (state >> 7); state = state ~ (state << 17)
    return state
  end
  local function below(m) return (next_u() >> 11) % m + 1 end
  local function unit() return (next_u() >> 11) / (1 << 53) end
  local wins, decisions = 0, 0
  for _ = 1, games do
    local winner, d = play(players, below, unit)
    if winner == "evil" then wins = wins + 1 end
    decisions = decisions + d
  end
  return wins, decisions
end
