-- bench/lua/lean_floor.lua: the best floor design tried for issue 15's random-game targets, in
-- plain Lua 5.4 with nothing of the host: the rules as a coroutine that yields once per request (a
-- whole vote, or every member's Quest card, is one request), a fresh request table and a fresh
-- answer table each time, random players answering in Lua, and no stand-ins for the log or the
-- counters (resistance_floor.lua keeps those, and the tables the scripts build per step). What a
-- game of this shape costs when the host's protocol costs nothing: the engine's games/s can
-- approach it, never pass it (docs/performance.md, "The floor, side by side").
--
-- With avalon = true it plays Avalon's basic game as the engine's random bots do: Merlin and the
-- Assassin among the characters; the Reveal stage (every Evil seat learns the other Evil seats,
-- Merlin learns them all, each a fresh list); after three successes the Assassin names a Good
-- seat, and Evil wins if it is Merlin's.
local team_size = {
  [5] = { 2, 3, 2, 3, 3 }, [6] = { 2, 3, 4, 3, 4 }, [7] = { 2, 3, 3, 4, 4 },
  [8] = { 3, 4, 4, 5, 5 }, [9] = { 3, 4, 4, 5, 5 }, [10] = { 3, 4, 4, 5, 5 },
}
local evil_count = { [5] = 2, [6] = 2, [7] = 3, [8] = 3, [9] = 3, [10] = 4 }
local yield = coroutine.yield
local VOTE = { "approve", "reject" }
local GOOD_CARDS, EVIL_CARDS = { "success" }, { "success", "fail" }

-- One game: returns the winning side ("good" or "evil"). `shuffle` deals (a permutation).
local function play(n, avalon, below)
  local evil = {}
  do  -- the deal: a random permutation's first seats are Evil
    local order = {}
    for i = 1, n do order[i] = i end
    for i = n, 2, -1 do
      local j = below(i)
      order[i], order[j] = order[j], order[i]
    end
    for i = 1, evil_count[n] do evil[order[i]] = true end
    if avalon then evil.merlin, evil.assassin = order[n], order[1] end
  end
  local knows = {}
  if avalon then  -- the Reveal stage: facts, one list per seat that learns
    for seat = 1, n do
      if evil[seat] or seat == evil.merlin then
        local list = {}
        for s = 1, n do
          if evil[s] and s ~= seat then list[#list + 1] = s end
        end
        knows[seat] = list
      end
    end
  end
  local successes, failures, leader = 0, 0, 1
  for mission = 1, 5 do
    local size, members = team_size[n][mission], nil
    local rejections = 0
    while true do
      members = yield { kind = "pick", seat = leader, count = size }
      local votes = yield { kind = "vote", count = n, options = VOTE }
      local approvals = 0
      for s = 1, n do
        if votes[s] == "approve" then approvals = approvals + 1 end
      end
      leader = leader % n + 1
      if approvals * 2 > n then break end
      rejections = rejections + 1
      if rejections == 5 then return "evil" end
    end
    local by_seat = {}
    for i = 1, size do
      local s = members[i]
      by_seat[i] = evil[s] and EVIL_CARDS or GOOD_CARDS
    end
    local cards = yield { kind = "cards", seats = members, options = by_seat }
    local fails = 0
    for i = 1, size do
      if cards[i] == "fail" then fails = fails + 1 end
    end
    if fails >= ((mission == 4 and n >= 7) and 2 or 1) then failures = failures + 1 else successes = successes + 1 end
    if failures == 3 then return "evil" end
    if successes == 3 then
      if not avalon then return "good" end
      local good = {}
      for s = 1, n do
        if not evil[s] then good[#good + 1] = s end
      end
      local target = yield { kind = "choose", seat = evil.assassin, options = good }
      return target == evil.merlin and "evil" or "good"
    end
  end
end

-- Plays `games` games at `players` seats (Avalon's basic game when avalon is true); random answers
-- from a small LCG. Returns how many games Evil won.
return function(games, players, seed, avalon)
  local state = seed
  local function below(k)
    state = (state * 6364136223846793005 + 1442695040888963407)
    return ((state >> 33) % k) + 1
  end
  local wins = 0
  for _ = 1, games do
    local co = coroutine.create(play)
    local ok, d = coroutine.resume(co, players, avalon, below)
    while type(d) == "table" do
      local answer = {}
      local kind = d.kind
      if kind == "pick" then
        local pool = {}
        for i = 1, players do pool[i] = i end
        for i = 1, d.count do
          local j = i + below(players - i + 1) - 1
          pool[i], pool[j] = pool[j], pool[i]
          answer[i] = pool[i]
        end
      elseif kind == "vote" then
        local options = d.options
        for s = 1, d.count do answer[s] = options[below(#options)] end
      elseif kind == "cards" then
        for i, options in ipairs(d.options) do answer[i] = options[below(#options)] end
      else
        answer = d.options[below(#d.options)]
      end
      ok, d = coroutine.resume(co, answer)
    end
    if not ok then error(d) end
    if d == "evil" then wins = wins + 1 end
  end
  return wins
end
