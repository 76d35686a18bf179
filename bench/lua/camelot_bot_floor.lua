-- bench/lua/camelot_bot_floor.lua: a floor for the heuristic Camelot bot's work per decision (issue
-- 11's target: heuristic games at five knights, 500 games/s), as bench/lua/bot_floor.lua is for
-- Avalon's. It returns work(t, request), which bench/lua/camelot_floor.lua calls before each
-- random answer with the game's own state (plain tables: hands of card data, boards, counts), so a
-- floor game is the random floor's game plus, at every decision, what the shipped bot
-- (scripts/camelot/bots/heuristic.lua) works out before it answers, in plain Lua and nothing else:
--   - a Heroic Action menu: every location's score (its hand's fit with each quest's board, the
--     danger, the knights already there, the siege's urgency, the Round Table by hand size), the
--     score of staying, and the special card it would play;
--   - a destination or a quest to choose: the same scores over the options;
--   - the Progression of Evil: each kind of black card's cost where it would go, averaged over
--     the black deck's make-up, against a siege engine's and a life's;
--   - cards to pick: the offered cards by how much each is worth keeping, sorted.
-- Left out (what the shipped bot does on top): reading a view (the host's tables, the hand found
-- through its zone, the counters), the log's suspicions, the Traitor's cover, the memo. The
-- answers stay random, so the games are the random floor's: compare per decision, not per game.
local min, max = math.min, math.max
local SUM = { black_knight = { "two_pairs", 4, 4, 2.8 }, lancelot = { "full_house", 5, 5, 3.2 },
              dragon = { "three_triples", 9, 5, 7.2 } }  -- pattern, white slots, black slots, black average
local SOLO = { black_knight = true, lancelot = true }
local LOCATION_IDS = { "round_table", "siege", "black_knight", "lancelot", "dragon", "excalibur", "grail", "saxons", "picts" }
local ACTION = { move = true, quest = true, special = true, heal = true, accuse = true, end_turn = true,
                 arthur_swap = true, galahad_special = true }
-- The black deck's make-up by where a card goes (76 cards: camelot_floor.lua's BLACK).
local SHARE = { black_knight = 11 / 76, lancelot = 11 / 76, excalibur = 15 / 76, grail = 17 / 76,
                saxons = 4 / 76, picts = 4 / 76, war = 5 / 76, special = 9 / 76 }

-- scripts/camelot/quests.lua's pattern test: may value v join `values` (n of them) on a sum
-- quest? (Fight values are 1 to 5: counted in one table kept for every call.)
local count = { 0, 0, 0, 0, 0 }
local function fits(pattern, values, n, v)
  for x = 1, 5 do count[x] = 0 end
  local distinct, first, second = 0, nil, nil
  for i = 0, n do
    local x = i == 0 and v or values[i]
    if count[x] == 0 then
      distinct = distinct + 1
      if not first then first = x elseif not second then second = x end
    end
    count[x] = count[x] + 1
  end
  if pattern == "two_pairs" then return distinct <= 2 and count[v] <= 2 end
  if pattern == "three_triples" then return distinct <= 3 and count[v] <= 3 end
  if distinct > 2 or count[v] > 3 then return false end
  return not (count[first] == 3 and second ~= nil and count[second] == 3)
end

-- My fight values, highest first.
local function fight_values(hand)
  local out = {}
  for i = 1, #hand do if hand[i].kind == "fight" then out[#out + 1] = hand[i].value end end
  table.sort(out, function(a, b) return a > b end)
  return out
end

local function score(t, seat, loc, hand, fights)
  if loc == "round_table" then
    local n = #hand
    if n >= 12 then return -10 end
    return (n <= 2 and 6) or (n <= 4 and 4.5) or (n <= 6 and 2.2) or 0.2
  end
  local safe = t.white >= 7 + ((t.traitor and not t.revealed) and 2 or 0)
  if loc == "siege" then
    local sum = 0
    for i = 1, min(4, #fights) do sum = sum + fights[i] end
    if #fights == 0 or t.siege == 0 or t.traitor == seat then return -10 end
    if sum < ((t.siege >= 8 or safe) and 6 or 8) then return -5 end
    local s = t.siege
    local urgency = s >= 10 and 8 or s >= 8 and 6 or s >= 6 and 4 or s >= 4 and 1.5 or -1
    return urgency + (safe and 3 or 0) + min(sum, 9) / 4 - (t.life[seat] <= 1 and 3 or 0)
  end
  local q = t.quest[loc]
  if not q or q.state ~= "open" then return -10 end
  local parts = 0
  for s = 1, t.n do if s ~= seat and t.location[s] == loc then parts = parts + 1 end end
  if SOLO[loc] and parts > 0 then return -10 end
  local stake, danger, n, needed
  local sum_quest = SUM[loc]
  if sum_quest then
    local pattern, wslots, bslots, avg = sum_quest[1], sum_quest[2], sum_quest[3], sum_quest[4]
    local laid, k, laid_sum = {}, #q.white, 0
    for i = 1, k do laid[i] = q.white[i].value; laid_sum = laid_sum + laid[i] end
    local used, sum = {}, 0
    n = 0
    for _ = 1, wslots - #q.white do
      local best, refused
      for i = 1, #fights do
        local v = fights[i]
        if not used[i] and v ~= refused then
          if fits(pattern, laid, k, v) then best = i; break end
          refused = v
        end
      end
      if not best then break end
      used[best], k = true, k + 1
      laid[k], n, sum = fights[best], n + 1, sum + fights[best]
    end
    needed = wslots - #q.white
    local black_n, black_now = #q.black, 0
    for i = 1, black_n do black_now = black_now + (q.black[i].value or q.black[i].lancelot or 0) end
    local hidden = #q.hidden
    danger = (black_n + hidden) / bslots
    stake = loc == "dragon" and 4 or 2
    local guess = black_now + (hidden + max(0, min(bslots - black_n - hidden, needed * t.n * 0.15))) * avg
    if SOLO[loc] and laid_sum + sum <= guess + (laid_sum > 0 and -1 or 0.5) then return -5 end
    if laid_sum + sum >= guess then needed = min(needed, n) end
  elseif loc == "grail" then
    if t.dark_forest then return -5 end
    n = 0
    for i = 1, #hand do if hand[i].kind == "grail" then n = n + 1 end end
    needed, danger, stake = 7 - #q.white, #q.black / 7, 7
  elseif loc == "excalibur" then
    needed = 5 - q.position
    n = min(max(0, #hand - 2), needed)
    danger, stake = (5 - q.position) / 10, 5
  else  -- a war: the straight's next values in my hand
    local have = {}
    for i = 1, #fights do have[fights[i]] = (have[fights[i]] or 0) + 1 end
    local need = #q.white + 1
    n = 0
    while need <= 5 and (have[need] or 0) > 0 do n, need = n + 1, need + 1 end
    needed, danger, stake = 5 - #q.white, #q.black / 4, 8
  end
  if n == 0 then return -5 end
  local together = SOLO[loc] and 0 or 1.2 * parts
  return stake * (0.6 + danger) * min(1, (n + 0.5 * parts) / max(1, needed)) + n * 0.3 + together
end

local function best(t, seat, options, hand, fights)
  local top, top_score
  for i = 1, #options do
    local s = score(t, seat, options[i], hand, fights)
    if not top_score or s > top_score then top, top_score = options[i], s end
  end
  return top, top_score
end

local function siege_cost(s) return s >= 11 and 100 or 1 + s * 0.2 + (s >= 8 and (s - 7) * 1.2 or 0) end

local function quest_cost(blacks, slots, loss, safe)
  if blacks >= slots - 1 then return safe and -1 or loss end
  return 0.3 + 0.4 * blacks / slots
end

local function evil(t, seat)
  local safe = t.white >= 7 + ((t.traitor and not t.revealed) and 2 or 0)
  local sc = siege_cost(t.siege)
  local costs = {}
  for kind in pairs(SHARE) do
    local q = t.quest[kind]
    if q and q.state == "open" then
      costs[kind] = quest_cost(#q.black + #q.hidden, SUM[kind] and SUM[kind][3] or 4, 2.5 + sc, safe)
    else
      costs[kind] = kind == "special" and 2.2 or sc
    end
  end
  local draw = 0
  for kind, share in pairs(SHARE) do draw = draw + share * costs[kind] end
  local life = t.life[seat]
  local life_cost = life <= 1 and 100 or life == 2 and 4 or life == 3 and 2.2 or life == 4 and 1.3 or 0.8
  return min(draw, sc, life_cost)
end

local function keep_value(t, c)
  if type(c) ~= "table" then return 0 end  -- a seat
  if c.kind == "merlin" then return 9 end
  if c.kind == "special" then return 7 end
  if c.kind == "grail" then local q = t.quest.grail; return (q and q.state == "open") and 5 or 0.5 end
  return c.value or 0
end

return function(t, d)
  local kind, seat = d.kind, d.seat
  if kind == "choose" then
    local options = d.options
    local first = options[1]
    if ACTION[first] then  -- a Heroic Action menu
      local hand = t.hand[seat]
      local fights = fight_values(hand)
      local _, top_score = best(t, seat, LOCATION_IDS, hand, fights)
      local here = score(t, seat, t.location[seat], hand, fights) + 1.0
      local have = {}
      for i = 1, #hand do have[hand[i].id] = true end
      return top_score > here and have
    elseif t.quest[first] or first == "round_table" or first == "siege" then  -- a place
      local hand = t.hand[seat]
      return (best(t, seat, options, hand, fight_values(hand)))
    elseif first == "draw_black" then
      return evil(t, seat)
    end
  elseif kind == "pick" then
    local list = {}
    for i = 1, #d.pool do list[i] = { c = d.pool[i], v = keep_value(t, d.pool[i]) } end
    table.sort(list, function(a, b) return a.v < b.v end)
    return list
  end
  return nil
end
