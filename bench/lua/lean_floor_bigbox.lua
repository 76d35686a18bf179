-- bench/lua/lean_floor_bigbox.lua: the floor for issue 15's fourth random-game target, Avalon at
-- 10 players with the Big Box characters (Percival, Morgana, Mordred, the Lancelots under the
-- standard rule, the Cleric, the Troublemaker) and the Lady of the Lake, Excalibur and the Plot
-- cards (BM_AvalonBigBox10Full's setup), in lean_floor.lua's design: plain Lua 5.4 with nothing of
-- the host, the rules as a coroutine that yields once per request (a whole vote, or every
-- member's Quest card, is one request; the Charge! holders' open vote is one more), a fresh
-- request and answer table each time, random players answering in Lua, no log, counters, views
-- or record. It asks what the engine's rules ask, in their order (scripts/common/team_game.lua,
-- plot_cards.lua, scripts/avalon/modules/excalibur.lua, lady_of_the_lake.lua, check_loyalty.lua):
-- with a liar at the table every loyalty check asks the examined player for the card to hand
-- over (one option), as the engine does so that asking tells nothing. What a game of this setup
-- costs when the host's protocol costs nothing (docs/performance.md, "The floor, side by side").
local yield = coroutine.yield
local N = 10
local TEAM_SIZE = { 3, 4, 4, 5, 5 }
local FAILS_NEEDED = { 1, 1, 1, 2, 1 }
local GOOD_ROLES = { "merlin", "percival", "lancelot_good", "cleric", "troublemaker", "servant" }
local EVIL_ROLES = { "mordred", "morgana", "assassin", "lancelot_evil" }
-- The Plot deck at 7+ players (common/plot_cards.lua, plots.standard_deck): 15 cards.
local DECK = { take_lead = 2, watch = 2, overturn = 3, take_card = 1, vote_first = 2,
               check_neighbour = 2, show_self = 1, spotlight = 1, leader_shows = 1 }
local DECK_ORDER = { "take_lead", "watch", "overturn", "take_card", "vote_first", "check_neighbour",
                     "show_self", "spotlight", "leader_shows" }
local IMMEDIATE = { check_neighbour = true, show_self = true, leader_shows = true }
local PLAY_PASS, VOTE = { "play", "pass" }, { "approve", "reject" }
local GOOD_CARDS, EVIL_CARDS = { "success" }, { "success", "fail" }

local function next_seat(s, k) return (s - 1 + (k or 1)) % N + 1 end
local function others_than(seat)
  local out = {}
  for s = 1, N do if s ~= seat then out[#out + 1] = s end end
  return out
end

-- One game: returns "good" or "evil". `below(k)` is a random integer in 1..k.
local function play(below)
  local role, side = {}, {}
  do  -- the deal: a random permutation of the ten characters
    local roles = {}
    for _, r in ipairs(GOOD_ROLES) do roles[#roles + 1] = r end
    for _, r in ipairs(EVIL_ROLES) do roles[#roles + 1] = r end
    for i = N, 2, -1 do
      local j = below(i)
      roles[i], roles[j] = roles[j], roles[i]
    end
    for s = 1, N do
      role[s] = roles[s]
      side[s] = (roles[s] == "mordred" or roles[s] == "morgana" or roles[s] == "assassin"
                 or roles[s] == "lancelot_evil") and "evil" or "good"
    end
  end
  -- A loyalty check (the Troublemaker is in play, so the examined player is asked for the card,
  -- one option: the Troublemaker's lie or the truth).
  local function examine(checker, target)
    local shown = side[target]
    if role[target] == "troublemaker" then shown = shown == "good" and "evil" or "good" end
    return yield { kind = "choose", seat = target, options = { shown } }
  end

  local leader = below(N)
  local knows = {}
  do  -- the Reveal stage: the facts each seat learns, a fresh list per seat
    for seat = 1, N do
      local list, r = {}, role[seat]
      for s = 1, N do
        if s ~= seat then
          if (side[seat] == "evil" and side[s] == "evil")
             or (r == "merlin" and side[s] == "evil" and role[s] ~= "mordred")
             or (r == "percival" and (role[s] == "merlin" or role[s] == "morgana"))
             or ((r == "lancelot_good" or r == "lancelot_evil") and (role[s] == "lancelot_good" or role[s] == "lancelot_evil")) then
            list[#list + 1] = s
          end
        end
      end
      knows[seat] = list
    end
    for s = 1, N do  -- the Cleric learns the first Leader's loyalty
      if role[s] == "cleric" then knows.cleric = examine(s, leader) end
    end
  end
  local lady, lady_held = next_seat(leader, -1), {}
  lady_held[lady] = true
  local deck = {}
  for _, effect in ipairs(DECK_ORDER) do
    for _ = 1, DECK[effect] do deck[#deck + 1] = effect end
  end
  for i = #deck, 2, -1 do
    local j = below(i)
    deck[i], deck[j] = deck[j], deck[i]
  end
  local hand, held = {}, {}  -- hand[seat]: the effects of the plot cards a seat holds; held[effect]: how many
  for s = 1, N do hand[s] = {} end
  for _, effect in ipairs(DECK_ORDER) do held[effect] = 0 end
  local function discard(seat, i)
    local effect = table.remove(hand[seat], i)
    held[effect] = held[effect] - 1
  end
  local function holds(seat, effect)
    for i, e in ipairs(hand[seat]) do if e == effect then return i end end
  end
  -- The holders of `effect` from the Leader clockwise; offer(seat, index) returns true when played.
  local function offer_each(from, effect, once, offer)
    for k = 0, N - 1 do
      local seat = next_seat(from, k)
      local i = holds(seat, effect)
      if i and offer(seat, i) and once then return true end
    end
  end

  local successes, failures = 0, 0
  for quest = 1, 5 do
    local size, members = TEAM_SIZE[quest], nil
    local rejections = 0
    while true do
      if held.take_lead > 0 then offer_each(leader, "take_lead", true, function(seat, i)  -- Lead to Victory
        if seat == leader then return false end
        if yield { kind = "choose", seat = seat, options = PLAY_PASS } ~= "play" then return false end
        discard(seat, i)
        leader = seat
        return true
      end) end
      if rejections == 0 and #deck > 0 then  -- the deal: the Leader draws and hands out the cards
        local drawn = {}
        for _ = 1, math.min(3, #deck) do drawn[#drawn + 1] = table.remove(deck) end
        local others = others_than(leader)
        while #drawn > 0 do
          local which = 1
          if #drawn > 1 then which = yield { kind = "pick", seat = leader, from = drawn, min = 1, max = 1, index = true }[1] end
          local card = table.remove(drawn, which)
          local to = yield { kind = "pick", seat = leader, from = others, min = 1, max = 1 }[1]
          if not IMMEDIATE[card] then
            hand[to][#hand[to] + 1] = card
            held[card] = held[card] + 1
          elseif card == "check_neighbour" then  -- Are You the One?: may check a neighbour
            local target = yield { kind = "pick", seat = to, from = { next_seat(to), next_seat(to, -1) }, min = 0, max = 1 }[1]
            if target then examine(to, target) end
          else  -- Show Your True Nature / Show Your Strength
            local shown = card == "show_self" and to or leader
            local viewer = yield { kind = "pick", seat = shown, from = others_than(shown), min = 1, max = 1 }[1]
            examine(viewer, shown)
          end
        end
      end
      if held.take_card > 0 then offer_each(leader, "take_card", false, function(seat, i)  -- Restore Your Honor: must take
        local from, owner = {}, {}
        for s = 1, N do
          if s ~= seat then
            for j = 1, #hand[s] do from[#from + 1] = j; owner[#owner + 1] = s end
          end
        end
        if #from == 0 then return false end
        discard(seat, i)
        local k = yield { kind = "pick", seat = seat, from = owner, min = 1, max = 1, index = true }[1]
        local card = table.remove(hand[owner[k]], from[k])
        hand[seat][#hand[seat] + 1] = card
        return true
      end) end
      members = yield { kind = "pick", seat = leader, from = nil, min = size, max = size }
      local excalibur
      do  -- the Leader entrusts Excalibur to another member
        local others = {}
        for _, s in ipairs(members) do if s ~= leader then others[#others + 1] = s end end
        excalibur = yield { kind = "pick", seat = leader, from = others, min = 1, max = 1 }[1]
      end
      local first, rest = {}, {}
      for s = 1, N do
        if held.vote_first > 0 and holds(s, "vote_first") then first[#first + 1] = s else rest[#rest + 1] = s end
      end
      local approvals = 0
      if #first > 0 then  -- Charge!: the holders vote first, openly
        local votes = yield { kind = "vote", seats = first, options = VOTE }
        for i = 1, #first do if votes[i] == "approve" then approvals = approvals + 1 end end
      end
      local votes = yield { kind = "vote", seats = rest, options = VOTE }
      for i = 1, #rest do if votes[i] == "approve" then approvals = approvals + 1 end end
      local approved = approvals * 2 > N
      if approved and held.overturn > 0 then  -- The King Returns
        offer_each(leader, "overturn", true, function(seat, i)
          if yield { kind = "choose", seat = seat, options = PLAY_PASS } ~= "play" then return false end
          discard(seat, i)
          approved = false
          return true
        end)
      end
      local proposer = leader
      leader = next_seat(leader)
      if approved then
        members.leader, members.excalibur = proposer, excalibur
        break
      end
      rejections = rejections + 1
      if rejections == 5 then return "evil" end
    end

    local face_up = {}
    if held.spotlight > 0 then offer_each(members.leader, "spotlight", false, function(seat, i)  -- We Found You!
      local from = {}
      for _, m in ipairs(members) do if not face_up[m] and m ~= seat then from[#from + 1] = m end end
      if #from == 0 then return false end
      local picked = yield { kind = "pick", seat = seat, from = from, min = 0, max = 1 }[1]
      if not picked then return false end
      face_up[picked] = true
      discard(seat, i)
      return true
    end) end
    local by_seat = {}
    for i = 1, size do
      local s = members[i]
      by_seat[i] = side[s] == "evil" and EVIL_CARDS or GOOD_CARDS
    end
    local cards = yield { kind = "cards", seats = members, options = by_seat }
    do  -- Excalibur: its holder may switch another member's card (not one face up)
      local from = {}
      for _, s in ipairs(members) do if s ~= members.excalibur and not face_up[s] then from[#from + 1] = s end end
      if #from > 0 then
        local target = yield { kind = "pick", seat = members.excalibur, from = from, min = 0, max = 1 }[1]
        if target then
          for i = 1, size do
            if members[i] == target then cards[i] = cards[i] == "success" and "fail" or "success" end
          end
        end
      end
    end
    local looked = {}
    if held.watch > 0 then offer_each(members.leader, "watch", false, function(seat, i)  -- Ambush
      local from = {}
      for _, m in ipairs(members) do if not looked[m] and not face_up[m] and m ~= seat then from[#from + 1] = m end end
      if #from == 0 then return false end
      local picked = yield { kind = "pick", seat = seat, from = from, min = 0, max = 1 }[1]
      if not picked then return false end
      looked[picked] = true
      discard(seat, i)
      return true
    end) end
    local fails = 0
    for i = 1, size do if cards[i] == "fail" then fails = fails + 1 end end
    if fails >= FAILS_NEEDED[quest] then failures = failures + 1 else successes = successes + 1 end
    if failures == 3 then return "evil" end
    if successes == 3 then
      local good = {}
      for s = 1, N do if side[s] == "good" then good[#good + 1] = s end end
      local assassin
      for s = 1, N do if role[s] == "assassin" then assassin = s end end
      local target = yield { kind = "choose", seat = assassin, options = good }
      return role[target] == "merlin" and "evil" or "good"
    end
    if quest >= 2 and quest <= 4 then  -- the Lady of the Lake, after Quests 2, 3 and 4
      local from = {}
      for s = 1, N do if not lady_held[s] then from[#from + 1] = s end end
      if #from > 0 then
        local target = yield { kind = "pick", seat = lady, from = from, min = 1, max = 1 }[1]
        examine(lady, target)
        lady, lady_held[target] = target, true
      end
    end
  end
end

-- Plays `games` games; random answers from a small LCG. Returns how many games Evil won, and
-- how many requests were answered.
return function(games, seed)
  local state = seed
  local function below(k)
    state = (state * 6364136223846793005 + 1442695040888963407)
    return ((state >> 33) % k) + 1
  end
  local wins, requests = 0, 0
  for _ = 1, games do
    local co = coroutine.create(play)
    local ok, d = coroutine.resume(co, below)
    while type(d) == "table" do
      requests = requests + 1
      local answer = {}
      local kind = d.kind
      if kind == "pick" then
        local from = d.from
        local pool = {}
        if from then
          for i = 1, #from do pool[i] = d.index and i or from[i] end
        else
          for i = 1, N do pool[i] = i end
        end
        local count = d.min + below(d.max - d.min + 1) - 1
        for i = 1, count do
          local j = i + below(#pool - i + 1) - 1
          pool[i], pool[j] = pool[j], pool[i]
          answer[i] = pool[i]
        end
      elseif kind == "vote" then
        local options = d.options
        for i = 1, #d.seats do answer[i] = options[below(#options)] end
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
  return wins, requests
end
