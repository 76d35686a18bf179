-- bench/lua/camelot_floor.lua: the floor of issue 11's random-game target (Shadows over Camelot at
-- five knights, 2,000 games/s), in plain Lua 5.4 with nothing of the host, as lean_floor.lua is
-- for The Resistance and Avalon: the rules as a coroutine that yields once per request (the
-- Merlin interrupt, asked of every knight at once, is one request), a fresh request and answer
-- table each time, random players answering in Lua. The engine's Camelot (scripts/camelot/) can
-- approach its games/s, never pass it (docs/performance.md, Shadows over Camelot, "Wave 14").
--
-- The rules follow scripts/camelot/ with the default options, step for step and request for
-- request: the deal (knights, loyalty with the Traitor, a Merlin card and five white cards each),
-- the opening share, the Progression of Evil (a black card with Lancelot's Armor, face down on the
-- Black Knight or Lancelot then a white card, the interrupt by Excalibur or three Merlin cards,
-- every black card's effect; or a siege engine; or a life), the Heroic Action menu (move, the
-- current quest, a special card, heal, accuse, a second action for a life, Arthur's swap,
-- Galahad's card, end turn), every quest's board and result, the siege and its die, the knights'
-- powers, the revealed Traitor's turn, the end. What it leaves out: everything the host does
-- (the log, the public counters and boards, visibility of card faces, facts told to a seat,
-- views, records, the checks of each answer); cards are their data tables (no entity ids), a
-- hand is a list of them. A record could not be replayed from it: it is a measure, not a game.
local yield = coroutine.yield
local MAX_SEATS = 7

-- The components (scripts/camelot/cards.lua).
local WHITE = {
  { id = "fight_1", kind = "fight", value = 1, count = 14 }, { id = "fight_2", kind = "fight", value = 2, count = 12 },
  { id = "fight_3", kind = "fight", value = 3, count = 10 }, { id = "fight_4", kind = "fight", value = 4, count = 8 },
  { id = "fight_5", kind = "fight", value = 5, count = 7 }, { id = "grail", kind = "grail", count = 18 },
  { id = "merlin", kind = "merlin", count = 7 },
  { id = "fate", kind = "special", count = 1 }, { id = "piety", kind = "special", count = 1 },
  { id = "heroism", kind = "special", count = 1 }, { id = "reinforcements", kind = "special", count = 1 },
  { id = "clairvoyance", kind = "special", count = 1 }, { id = "messenger", kind = "special", count = 1 },
  { id = "convocation", kind = "special", count = 1 }, { id = "lady_of_the_lake", kind = "special", count = 1 },
}
local BLACK = {
  { id = "black_knight_1", quest = "black_knight", value = 1, count = 5 },
  { id = "black_knight_3", quest = "black_knight", value = 3, count = 3 },
  { id = "black_knight_5", quest = "black_knight", value = 5, count = 2 },
  { id = "black_knight_7", quest = "black_knight", value = 7, count = 1 },
  { id = "lancelot_dragon_1_5", quest = "lancelot", lancelot = 1, dragon = 5, count = 4 },
  { id = "lancelot_dragon_3_7", quest = "lancelot", lancelot = 3, dragon = 7, count = 3 },
  { id = "lancelot_dragon_5_9", quest = "lancelot", lancelot = 5, dragon = 9, count = 3 },
  { id = "lancelot_dragon_7_11", quest = "lancelot", lancelot = 7, dragon = 11, count = 1 },
  { id = "excalibur", quest = "excalibur", count = 15 }, { id = "despair", quest = "grail", count = 15 },
  { id = "pict", quest = "picts", count = 4 }, { id = "saxon", quest = "saxons", count = 4 },
  { id = "mercenaries", quest = "war", count = 4 },
  { id = "morgan_discard", special = true, count = 1 }, { id = "morgan_three_black", special = true, count = 1 },
  { id = "morgan_siege", special = true, count = 1 }, { id = "morgan_life", special = true, count = 1 },
  { id = "morgan_life_or_discard", special = true, count = 1 },
  { id = "desolation", special = true, quest = "grail", count = 2 },
  { id = "dark_forest", special = true, count = 1 }, { id = "guinevere", special = true, count = 1 },
  { id = "mists_of_avalon", special = true, count = 1 }, { id = "mordred", special = true, quest = "war", count = 1 },
  { id = "vivien", special = true, count = 1 },
}
local KNIGHTS = { "arthur", "galahad", "gawain", "kay", "palamedes", "percival", "tristan" }
local LOCATIONS = {
  { id = "round_table", camelot = true }, { id = "siege", camelot = true },
  { id = "black_knight", quest = true, solo = true, repeats = true, pattern = "two_pairs", white_slots = 4, black_slots = 4 },
  { id = "lancelot", quest = true, solo = true, pattern = "full_house", white_slots = 5, black_slots = 5 },
  { id = "dragon", quest = true, opens_after = "lancelot", pattern = "three_triples", white_slots = 9, black_slots = 5 },
  { id = "excalibur", quest = true, pattern = "river" }, { id = "grail", quest = true, pattern = "grail", spaces = 7 },
  { id = "saxons", quest = true, repeats = true, pattern = "straight", warriors = 4 },
  { id = "picts", quest = true, repeats = true, pattern = "straight", warriors = 4 },
}
local LOC = {}
for _, l in ipairs(LOCATIONS) do LOC[l.id] = l end
local RELICS = { "holy_grail", "lancelot_armor", "excalibur" }
-- Quest results with the default options (scripts/camelot/rules.lua).
local REWARDS = {
  black_knight = { win = { white = 1, life = 1, cards = 3 }, loss = { black = 1, life = -1 } },
  lancelot     = { win = { white = 1, life = 1, cards = 4, relic = "lancelot_armor" }, loss = { black = 1, life = -1 } },
  dragon       = { win = { white = 2, life = 2, cards = 7 }, loss = { black = 2, life = -2 } },
  excalibur    = { win = { white = 2, life = 1, relic = "excalibur" }, loss = { black = 2, life = -1 } },
  grail        = { win = { white = 3, life = 1, relic = "holy_grail" }, loss = { black = 3, life = -1 } },
  saxons       = { win = { white = 1, life = 1, cards = 4 }, loss = { black = 1, siege = 2, life = -1 } },
  picts        = { win = { white = 1, life = 1, cards = 4 }, loss = { black = 1, siege = 2, life = -1 } },
}
local EXCALIBUR_STEPS, SPACES = 5, 7
local MERLIN_QUESTS = { "black_knight", "lancelot", "dragon", "grail", "saxons", "picts" }
local MERLIN_OPTIONS = { "merlin_1", "merlin_2", "merlin_3" }
local MERLIN_COUNT = { merlin_1 = 1, merlin_2 = 2, merlin_3 = 3 }
local EVIL_CHOICES = { "draw_black", "siege_engine", "lose_life" }
local ACTIONS = { "move", "quest", "special", "heal", "accuse" }

-- Requests: the rules yield one of these and get the answer back.
local function choose(seat, options) return yield { kind = "choose", seat = seat, options = options } end
local function pick(seat, pool, min, max) return yield { kind = "pick", seat = seat, pool = pool, min = min, max = max } end
local function pick_one(seat, pool) return yield { kind = "pick", seat = seat, pool = pool, min = 1, max = 1 }[1] end

---------------------------------------------------------------------------------------------
-- The table's small moves (scripts/camelot/state.lua).

local function shuffle(list, below)
  for i = #list, 2, -1 do
    local j = below(i)
    list[i], list[j] = list[j], list[i]
  end
end

local function take_card(hand, card)  -- removes one copy of `card` from the hand
  local n = #hand
  for i = 1, n do
    if hand[i] == card then
      hand[i] = hand[n]
      hand[n] = nil
      return
    end
  end
end

local function copy(list)
  local out = {}
  for i = 1, #list do out[i] = list[i] end
  return out
end

local function reshuffle_if_empty(t)
  if #t.wdeck > 0 and #t.bdeck > 0 then return end
  for _, pair in ipairs { { t.wdeck, t.wdisc }, { t.bdeck, t.bdisc } } do
    local deck, disc = pair[1], pair[2]
    for i = 1, #disc do deck[#deck + 1] = disc[i]; disc[i] = nil end
    shuffle(deck, t.below)
  end
end

local function draw_white(t, seat, n)
  local hand, deck = t.hand[seat], t.wdeck
  for _ = 1, n do
    reshuffle_if_empty(t)
    local c = deck[#deck]
    if not c then return end
    deck[#deck] = nil
    hand[#hand + 1] = c
  end
end

local function take_black(t)
  reshuffle_if_empty(t)
  local deck = t.bdeck
  local c = deck[#deck]
  deck[#deck] = nil
  return c
end

local function discard_white(t, c) local d = t.wdisc; d[#d + 1] = c end
local function discard_black(t, c) local d = t.bdisc; d[#d + 1] = c end

local function in_play(t, seat) return not t.dead[seat] and t.revealed ~= seat end

local function knights_in_play(t)
  local out = {}
  for seat = 1, t.n do if in_play(t, seat) then out[#out + 1] = seat end end
  return out
end

local function in_play_from(t, first)
  local out, seat = {}, first
  for _ = 1, t.n do
    if in_play(t, seat) then out[#out + 1] = seat end
    seat = seat % t.n + 1
  end
  return out
end

local function others(t, seat)
  local out = {}
  for s = 1, t.n do if s ~= seat and in_play(t, s) then out[#out + 1] = s end end
  return out
end

local function participants(t, quest)
  local out = {}
  for seat = 1, t.n do
    if t.location[seat] == quest and in_play(t, seat) then out[#out + 1] = seat end
  end
  return out
end

local function add_siege(t, k)
  t.siege = t.siege + k
  if t.siege < 0 then t.siege = 0 end
end

local function gain_life(t, seat, k)
  if t.dead[seat] then return end
  local life = t.life[seat] + k
  t.life[seat] = life > 6 and 6 or life
end

local function discard_hand(t, seat)
  local hand = t.hand[seat]
  for i = #hand, 1, -1 do discard_white(t, hand[i]); hand[i] = nil end
end

-- Leaving a solo quest discards the white cards played there.
local function leave(t, seat)
  local from = t.location[seat]
  local loc = LOC[from]
  if loc and loc.solo then
    local white = t.quest[from].white
    for i = #white, 1, -1 do discard_white(t, white[i]); white[i] = nil end
  end
end

local function move_to(t, seat, to)
  if t.location[seat] == to then return end
  leave(t, seat)
  t.location[seat] = to
end

local function lose_life(t, seat, k)
  if t.dead[seat] or k <= 0 then return end
  t.life[seat] = t.life[seat] - k
  if t.life[seat] > 0 then return end
  local holder = t.relic.holy_grail
  if holder and in_play(t, holder) then
    if choose(holder, { "revive", "let_die" }) == "revive" then
      t.relic.holy_grail = nil
      t.life[seat] = 4
      if seat == t.current then t.turn_over = true end
      return
    end
  end
  t.life[seat], t.dead[seat] = 0, true
  leave(t, seat)
  t.location[seat] = ""
  for _, r in ipairs(RELICS) do if t.relic[r] == seat then t.relic[r] = nil end end
  discard_hand(t, seat)
  if seat == t.current then t.turn_over = true end
end

local function discard_from(t, seats, count)
  for _, seat in ipairs(seats) do
    local hand = t.hand[seat]
    local k = count < #hand and count or #hand
    if k > 0 then
      for _, c in ipairs(pick(seat, copy(hand), k, k)) do take_card(hand, c); discard_white(t, c) end
    end
  end
end

local function fights_of(hand)
  local out = {}
  for i = 1, #hand do if hand[i].kind == "fight" then out[#out + 1] = hand[i] end end
  return out
end

---------------------------------------------------------------------------------------------
-- The quests (scripts/camelot/quests.lua).

local function fits(pattern, values, v)
  local count, distinct, first, second = {}, 0, nil, nil
  for i = 0, #values do
    local x = i == 0 and v or values[i]
    if not count[x] then
      count[x] = 0; distinct = distinct + 1
      if not first then first = x elseif not second then second = x end
    end
    count[x] = count[x] + 1
  end
  if pattern == "two_pairs" then return distinct <= 2 and count[v] <= 2 end
  if pattern == "three_triples" then return distinct <= 3 and count[v] <= 3 end
  if distinct > 2 or count[v] > 3 then return false end
  return not (count[first] == 3 and second ~= nil and count[second] == 3)
end

local function is_open(t, quest) local q = t.quest[quest]; return q and q.state == "open" end

local function war_needs(q)
  local laid = #q.white
  if laid < 5 then return laid + 1 end
  if laid == 5 and q.extra_five then return 5 end
  return nil
end

-- The values on a sum quest's board (nil for the other patterns), read once per question.
local function board_values(t, quest)
  local pattern = LOC[quest].pattern
  if pattern == "river" or pattern == "grail" or pattern == "straight" then return nil end
  local values, white = {}, t.quest[quest].white
  for i = 1, #white do values[i] = white[i].value end
  return values
end

-- May white card c go on the quest where the seat stands (values: board_values of that quest)?
local function may_play(t, seat, c, values)
  local quest = t.location[seat]
  local pattern = LOC[quest].pattern
  if pattern == "river" then return true end
  if pattern == "grail" then return c.kind == "grail" and not t.dark_forest end
  if c.kind ~= "fight" then return false end
  if pattern == "straight" then return c.value == war_needs(t.quest[quest]) end
  return fits(pattern, values, c.value)
end

local function playable_on_quest(t, seat)
  local quest = t.location[seat]
  local loc = LOC[quest]
  local out = {}
  if not loc or not loc.quest or not is_open(t, quest) then return out end
  local hand, values = t.hand[seat], board_values(t, quest)
  for i = 1, #hand do if may_play(t, seat, hand[i], values) then out[#out + 1] = hand[i] end end
  return out
end

local function black_destination(t, c)
  local q = c.quest
  if not q then return nil end
  if q == "war" then return "war" end
  if q == "lancelot" then
    if is_open(t, "lancelot") then return "lancelot" end
    if is_open(t, "dragon") then return "dragon" end
    return nil
  end
  if is_open(t, q) then return q end
  return nil
end

-- Kay may add one Fight card once black cards or the die are revealed (asked whenever he holds cards).
local function kay_adds(t, seats, board)
  for _, seat in ipairs(seats) do
    if t.knight[seat] == "kay" and not t.dead[seat] then
      local hand = t.hand[seat]
      if #hand > 0 then
        local fights = fights_of(hand)
        if #fights > 0 then
          local picked = pick(seat, fights, 0, 1)
          if #picked == 1 then
            local c = picked[1]
            take_card(hand, c)
            if board then board[#board + 1] = c else discard_white(t, c) end
            return c.value
          end
        else
          choose(seat, { "pass" })
        end
      end
    end
  end
  return 0
end

local finish

local function resolve_sum(t, quest, finisher)
  local q = t.quest[quest]
  for i = 1, #q.hidden do q.black[#q.black + 1] = q.hidden[i]; q.hidden[i] = nil end
  local parts = participants(t, quest)
  kay_adds(t, parts, q.white)
  local white, black = 0, 0
  for _, c in ipairs(q.white) do white = white + c.value end
  for _, seat in ipairs(parts) do if t.relic.excalibur == seat then white = white + 1; break end end
  for _, c in ipairs(q.black) do black = black + (c[quest] or c.value or 0) end
  finish(t, quest, white > black, finisher)
end

local function sum_quest_full(t, quest)
  local q, loc = t.quest[quest], LOC[quest]
  return #q.white >= loc.white_slots or #q.black + #q.hidden >= loc.black_slots
end

local function move_excalibur(t, step, seat)
  local q = t.quest.excalibur
  if q.state ~= "open" then return end
  q.position = q.position + step
  if q.position >= EXCALIBUR_STEPS then finish(t, "excalibur", true, seat)
  elseif q.position <= -EXCALIBUR_STEPS then finish(t, "excalibur", false, seat) end
end

local function play_white(t, seat, c)
  local quest = t.location[seat]
  local pattern, q = LOC[quest].pattern, t.quest[quest]
  take_card(t.hand[seat], c)
  if pattern == "river" then
    discard_white(t, c)
    move_excalibur(t, 1, seat)
  elseif pattern == "grail" then
    q.white[#q.white + 1] = c
    if #q.white + #q.black > SPACES then discard_black(t, q.black[#q.black]); q.black[#q.black] = nil end
    if #q.white >= SPACES then finish(t, "grail", true, seat) end
  elseif pattern == "straight" then
    q.white[#q.white + 1] = c
    if not war_needs(q) then finish(t, quest, true, seat) end
  else
    q.white[#q.white + 1] = c
    if sum_quest_full(t, quest) then resolve_sum(t, quest, seat) end
  end
end

local function place_black(t, c, quest, face_down)
  local loc, q = LOC[quest], t.quest[quest]
  local pattern = loc.pattern
  if pattern == "river" then
    discard_black(t, c)
    move_excalibur(t, -1, nil)
  elseif pattern == "grail" then
    local whites = q.white
    local full = #whites + #q.black >= SPACES
    if (full or c.id == "desolation") and #whites > 0 then discard_white(t, whites[#whites]); whites[#whites] = nil end
    q.black[#q.black + 1] = c
    if #q.black >= SPACES then finish(t, "grail", false, nil) end
  elseif pattern == "straight" then
    q.black[#q.black + 1] = c
    if #q.black >= loc.warriors then finish(t, quest, false, nil) end
  else
    if face_down then q.hidden[#q.hidden + 1] = c else q.black[#q.black + 1] = c end
    if sum_quest_full(t, quest) then resolve_sum(t, quest, nil) end
  end
end

local function any_merlin_target(t)
  if t.siege > 0 then return true end
  for _, quest in ipairs(MERLIN_QUESTS) do
    local q = t.quest[quest]
    if q.state == "open" and #q.black + #q.hidden > 0 then return true end
  end
  return false
end

local function merlin_remove(t, target)
  if target == "siege" then add_siege(t, -1); return end
  local q = t.quest[target]
  local from = #q.hidden > 0 and q.hidden or q.black
  discard_black(t, from[#from])
  from[#from] = nil
end

finish = function(t, quest, won, finisher)
  local q = t.quest[quest]
  if q.state ~= "open" then return end
  local parts = participants(t, quest)
  local r = REWARDS[quest][won and "win" or "loss"]
  q.state = "resolving"
  if won then
    t.white = t.white + (r.white or 0) + (q.heroism and 1 or 0)
    t.dark_forest, t.vivien = false, false
  else
    t.black = t.black + (r.black or 0) + t.mists + (q.heroism and 1 or 0)
    if r.siege then add_siege(t, r.siege) end
  end
  for i = #q.white, 1, -1 do discard_white(t, q.white[i]); q.white[i] = nil end
  for i = #q.black, 1, -1 do discard_black(t, q.black[i]); q.black[i] = nil end
  for i = #q.hidden, 1, -1 do discard_black(t, q.hidden[i]); q.hidden[i] = nil end
  q.heroism, q.extra_five, q.position = nil, nil, 0
  if won and r.cards and #parts > 0 then
    local start = 1
    for i, seat in ipairs(parts) do if seat == finisher then start = i end end
    for k = 0, r.cards - 1 do draw_white(t, parts[(start - 1 + k) % #parts + 1], 1) end
  end
  if won and r.relic then
    local holder = finisher
    if not holder or not in_play(t, holder) then holder = parts[1] end
    if holder then t.relic[r.relic] = holder end
  end
  for _, seat in ipairs(parts) do move_to(t, seat, "round_table") end
  q.state = LOC[quest].repeats and "open" or (won and "won" or "lost")
  if quest == "lancelot" then t.quest.dragon.state = "open" end
  for _, seat in ipairs(parts) do
    if won then gain_life(t, seat, (r.life or 0) + (t.knight[seat] == "palamedes" and 1 or 0))
    else lose_life(t, seat, -(r.life or 0)) end
  end
end

---------------------------------------------------------------------------------------------
-- The black cards (scripts/camelot/black.lua).

local play_drawn

-- Excalibur's holder may sacrifice it to cancel any black card; for a special card every knight
-- in play is asked at once how many Merlin cards to play (one request).
local function interrupted(t, drawer, c)
  local excal = t.relic.excalibur
  local seats
  if c.special then seats = in_play_from(t, drawer)
  elseif excal then seats = { excal }
  else return false end
  if #seats == 0 then return false end
  local options = {}
  for i, seat in ipairs(seats) do
    local out = { "pass" }
    if c.special and not t.vivien then
      local merlins, hand = 0, t.hand[seat]
      for j = 1, #hand do if hand[j].kind == "merlin" then merlins = merlins + 1 end end
      for k = 1, merlins < 3 and merlins or 3 do out[#out + 1] = MERLIN_OPTIONS[k] end
    end
    if excal == seat then out[#out + 1] = "sacrifice_excalibur" end
    options[i] = out
  end
  local answers = yield { kind = "all", seats = seats, options = options }
  for i = 1, #seats do
    if answers[i] == "sacrifice_excalibur" then t.relic.excalibur = nil; return true end
  end
  local total = 0
  for i = 1, #seats do total = total + (MERLIN_COUNT[answers[i]] or 0) end
  if total < 3 then return false end
  local need = 3
  for i, seat in ipairs(seats) do
    local k = MERLIN_COUNT[answers[i]] or 0
    if k > need then k = need end
    local hand = t.hand[seat]
    for _ = 1, k do
      for j = 1, #hand do
        if hand[j].kind == "merlin" then local m = hand[j]; take_card(hand, m); discard_white(t, m); break end
      end
    end
    need = need - k
  end
  return true
end

local function special_black(t, drawer, c)
  local cid = c.id
  if cid == "morgan_discard" or cid == "morgan_life_or_discard" then
    local one = cid == "morgan_discard" and "one_discards_3" or "one_loses_2"
    if choose(drawer, { one, "all_discard_1" }) == "all_discard_1" then
      discard_from(t, knights_in_play(t), 1)
    else
      local targets = knights_in_play(t)
      if #targets > 0 then
        local seat = pick_one(drawer, targets)
        if cid == "morgan_discard" then discard_from(t, { seat }, 3) else lose_life(t, seat, 2) end
      end
    end
  elseif cid == "morgan_three_black" then
    discard_black(t, c)
    for _ = 1, 3 do
      local nxt = take_black(t)
      if not nxt then break end
      play_drawn(t, drawer, nxt, true)
    end
    return
  elseif cid == "morgan_siege" then add_siege(t, 2)
  elseif cid == "morgan_life" then for _, seat in ipairs(knights_in_play(t)) do lose_life(t, seat, 1) end
  elseif cid == "dark_forest" then t.dark_forest = true
  elseif cid == "vivien" then t.vivien = true
  elseif cid == "mists_of_avalon" then t.mists = t.mists + 1
  elseif cid == "guinevere" then
    for _, seat in ipairs(knights_in_play(t)) do move_to(t, seat, "round_table") end
    if drawer ~= t.revealed then t.lose_heroic = true end
  end
  discard_black(t, c)
end

local function enter(t, drawer, c)
  if interrupted(t, drawer, c) then discard_black(t, c); return end
  local dest = black_destination(t, c)
  if dest == "war" then
    local war = choose(drawer, { "saxons", "picts" })
    if c.id == "mordred" then t.quest[war].extra_five = true end
    place_black(t, c, war, false)
  elseif dest then place_black(t, c, dest, false)
  elseif c.quest then add_siege(t, 1); discard_black(t, c)
  else special_black(t, drawer, c) end
end

play_drawn = function(t, drawer, c, may_face_down)
  local dest = black_destination(t, c)
  if may_face_down and dest and (c.quest == "black_knight" or c.quest == "lancelot") then
    if choose(drawer, { "face_up", "face_down" }) == "face_down" then
      place_black(t, c, dest, true)
      draw_white(t, drawer, 1)
      return
    end
  end
  enter(t, drawer, c)
end

local function draw_black(t, seat, may_face_down)
  local c = take_black(t)
  if not c then add_siege(t, 1); return end
  if t.relic.lancelot_armor == seat then
    local other = take_black(t)
    if other then
      local kept = pick_one(seat, { c, other })
      table.insert(t.bdeck, 1, kept == c and other or c)
      c = kept
    end
  end
  play_drawn(t, seat, c, may_face_down)
end

local function progression(t, seat)
  if t.knight[seat] == "percival" then reshuffle_if_empty(t) end  -- he sees the top card
  local choice = choose(seat, EVIL_CHOICES)
  if choice == "draw_black" then draw_black(t, seat, true)
  elseif choice == "siege_engine" then add_siege(t, 1)
  else lose_life(t, seat, 1) end
end

---------------------------------------------------------------------------------------------
-- The Traitor and the end (scripts/camelot/turn.lua).

local function reveal_traitor(t, seat)
  t.revealed = seat
  leave(t, seat)
  t.location[seat] = ""
  for _, r in ipairs(RELICS) do if r ~= "lancelot_armor" and t.relic[r] == seat then t.relic[r] = nil end end
  discard_hand(t, seat)
  if seat == t.current then t.turn_over = true end
end

local function check_end(t)
  if t.over then return true end
  local loyal = false
  for seat = 1, t.n do if not t.dead[seat] and seat ~= t.traitor then loyal = true; break end end
  if t.siege >= 12 then t.over = "siege_engines"
  elseif t.black >= 7 then t.over = "seven_black_swords"
  elseif not loyal then t.over = "knights_dead"
  elseif t.white + t.black >= 12 then
    if t.traitor and not t.revealed then
      local k = t.white < 2 and t.white or 2
      t.white, t.black = t.white - k, t.black + k
    end
    if t.black >= 7 then t.over = "seven_black_swords"
    elseif t.white > t.black then t.over = "white_swords"
    else t.over = "black_majority" end
  end
  return t.over ~= nil
end

local function may_accuse(t, seat)
  if not t.traitor_option or t.revealed or t.accused_by[seat] then return false end
  if t.white + t.black < 6 and t.siege < 6 then return false end
  return #others(t, seat) > 0
end

local function accuse(t, seat)
  local target = pick_one(seat, others(t, seat))
  t.accused_by[seat] = true
  if target == t.traitor then
    reveal_traitor(t, target)
    t.white = t.white + 1
  elseif t.white > 0 then
    t.white, t.black = t.white - 1, t.black + 1
  else
    t.black = t.black + 1
  end
end

local function traitor_turn(t, seat)
  local victims = {}
  for _, s in ipairs(knights_in_play(t)) do if #t.hand[s] > 0 then victims[#victims + 1] = s end end
  if #victims > 0 then
    local hand = t.hand[pick_one(seat, victims)]
    local c = hand[t.below(#hand)]
    take_card(hand, c)
    discard_white(t, c)
  end
  if check_end(t) then return end
  if choose(seat, { "siege_engine", "draw_black" }) == "siege_engine" then add_siege(t, 1)
  else draw_black(t, seat, false) end
end

---------------------------------------------------------------------------------------------
-- The white special cards (scripts/camelot/white.lua) and the Heroic Action.

local function open_quests(t)
  local out = {}
  for _, loc in ipairs(LOCATIONS) do if loc.quest and is_open(t, loc.id) then out[#out + 1] = loc.id end end
  return out
end

local function special_playable(t, seat, c, hand_size)
  if c.kind == "merlin" then return not t.vivien and any_merlin_target(t) end
  if c.kind ~= "special" then return false end
  if c.id == "messenger" then return hand_size >= 2 and #others(t, seat) > 0 end
  if c.id == "heroism" then return #open_quests(t) > 0 end
  return true
end

local function specials(t, seat)
  local hand, out = t.hand[seat], {}
  for i = 1, #hand do if special_playable(t, seat, hand[i], #hand) then out[#out + 1] = hand[i] end end
  return out
end

local function play_special(t, seat)
  local c = pick_one(seat, specials(t, seat))
  local hand = t.hand[seat]
  take_card(hand, c)
  discard_white(t, c)
  local cid = c.id
  if cid == "fate" then
    if seat == t.traitor then
      reveal_traitor(t, seat)
      discard_from(t, others(t, seat), 2)
    else
      for _, s in ipairs(knights_in_play(t)) do draw_white(t, s, 1) end
    end
  elseif cid == "piety" or cid == "reinforcements" then
    local opts = { cid == "piety" and "self_3" or "self_4" }
    local rest = others(t, seat)
    if #rest > 0 then opts[2] = "others_1" end
    if choose(seat, opts) == "others_1" then
      for _, s in ipairs(rest) do
        if cid == "piety" then gain_life(t, s, 1) else draw_white(t, s, 1) end
      end
    elseif cid == "piety" then gain_life(t, seat, 3)
    else draw_white(t, seat, 4) end
  elseif cid == "heroism" then
    t.quest[choose(seat, open_quests(t))].heroism = true
  elseif cid == "clairvoyance" then
    reshuffle_if_empty(t)
    local deck, top = t.bdeck, {}
    for i = #deck, math.max(1, #deck - 4), -1 do top[#top + 1] = deck[i] end
    if #top >= 2 then
      local order = yield { kind = "order", seat = seat, pool = top }
      for _ = 1, #top do deck[#deck] = nil end
      for i = #order, 1, -1 do deck[#deck + 1] = order[i] end
    end
  elseif cid == "messenger" then
    local to = pick_one(seat, others(t, seat))
    local given = pick(seat, copy(hand), 1, #hand < 3 and #hand or 3)
    local dest = t.hand[to]
    for _, g in ipairs(given) do take_card(hand, g); dest[#dest + 1] = g end
  elseif cid == "convocation" then
    local knights = in_play_from(t, seat)
    for _, s in ipairs(knights) do move_to(t, s, "round_table") end
    for _, s in ipairs(knights) do draw_white(t, s, 1) end
  elseif cid == "lady_of_the_lake" then
    if is_open(t, "excalibur") then move_excalibur(t, 1, seat) else gain_life(t, seat, 2) end
  elseif cid == "merlin" then
    local targets = {}
    if t.siege > 0 then targets[1] = "siege" end
    for _, quest in ipairs(MERLIN_QUESTS) do
      local q = t.quest[quest]
      if q.state == "open" and #q.black + #q.hidden > 0 then targets[#targets + 1] = quest end
    end
    merlin_remove(t, choose(seat, targets))
  end
end

local function destinations(t, seat)
  local out = {}
  for _, loc in ipairs(LOCATIONS) do
    local id = loc.id
    if id ~= t.location[seat] and (loc.camelot or (is_open(t, id) and not (loc.solo and #participants(t, id) > 0))) then
      out[#out + 1] = id
    end
  end
  return out
end

local function heal_choices(t, seat)
  if t.life[seat] >= 6 then return {} end
  local count, out, hand = {}, {}, t.hand[seat]
  for i = 1, #hand do
    local id = hand[i].id
    count[id] = (count[id] or 0) + 1
    if count[id] == 3 then out[#out + 1] = id end
  end
  table.sort(out)
  return out
end

-- Whether the seat may heal (three identical cards, life to gain), without the list.
local function may_heal(t, seat, hand)
  if t.life[seat] >= 6 then return false end
  local count = {}
  for i = 1, #hand do
    local id = hand[i].id
    local k = (count[id] or 0) + 1
    if k == 3 then return true end
    count[id] = k
  end
  return false
end

-- The menu's legality, each answer without building a list (the two places at Camelot are always
-- somewhere to move: a knight stands at most at one of them).
local function legal(t, seat, action, hand)
  if action == "move" then return true end
  if action == "quest" then
    local at = t.location[seat]
    if at == "round_table" then return #hand < 12 end
    if at == "siege" then
      if t.siege <= 0 then return false end
      for i = 1, #hand do if hand[i].kind == "fight" then return true end end
      return false
    end
    local loc = LOC[at]
    if not loc or not loc.quest or not is_open(t, at) then return false end
    local values = board_values(t, at)
    for i = 1, #hand do if may_play(t, seat, hand[i], values) then return true end end
    return false
  end
  if action == "special" then
    for i = 1, #hand do if special_playable(t, seat, hand[i], #hand) then return true end end
    return false
  end
  if action == "heal" then return may_heal(t, seat, hand) end
  return may_accuse(t, seat)
end

local function quest_action(t, seat)
  local at = t.location[seat]
  if at == "round_table" then
    draw_white(t, seat, t.knight[seat] == "gawain" and 3 or 2)
  elseif at == "siege" then
    local hand = t.hand[seat]
    local fights = fights_of(hand)
    local sum = 0
    for _, c in ipairs(pick(seat, fights, 1, #fights)) do sum = sum + c.value; take_card(hand, c); discard_white(t, c) end
    local die = t.below(8)
    sum = sum + kay_adds(t, { seat }, nil)
    if sum > die then add_siege(t, -1) else lose_life(t, seat, 1) end
  else
    play_white(t, seat, pick_one(seat, playable_on_quest(t, seat)))
  end
end

local function heal(t, seat)
  local id = choose(seat, heal_choices(t, seat))
  local hand, k = t.hand[seat], 0
  for i = #hand, 1, -1 do
    local c = hand[i]
    if k < 3 and c.id == id then take_card(hand, c); discard_white(t, c); k = k + 1 end
  end
  gain_life(t, seat, 1)
end

local function arthur_swap(t, seat)
  local with = pick_one(seat, others(t, seat))
  local mine, theirs = t.hand[seat], t.hand[with]
  local give = pick_one(seat, copy(mine))
  local back = #theirs > 0 and pick_one(with, copy(theirs)) or nil
  take_card(mine, give)
  theirs[#theirs + 1] = give
  if back then take_card(theirs, back); mine[#mine + 1] = back end
end

local function heroic(t, seat)
  local used, done, free_move, powers = {}, 0, false, {}
  while not t.over and not t.turn_over and not t.dead[seat] and t.revealed ~= seat do
    local opts, hand = {}, t.hand[seat]
    if done < 2 then
      for i = 1, #ACTIONS do
        local a = ACTIONS[i]
        if not used[a] and legal(t, seat, a, hand) then opts[#opts + 1] = a end
      end
    end
    local knight = t.knight[seat]
    if knight == "arthur" and not powers.arthur and #hand > 0 and #others(t, seat) > 0 then
      opts[#opts + 1] = "arthur_swap"
    end
    if knight == "galahad" and not powers.galahad and not used.special and legal(t, seat, "special", hand) then
      opts[#opts + 1] = "galahad_special"
    end
    if done >= 1 then opts[#opts + 1] = "end_turn" end
    if #opts == 0 then break end
    local a = choose(seat, opts)
    if a == "end_turn" then break end
    if a == "arthur_swap" then
      powers.arthur = true
      arthur_swap(t, seat)
    elseif a == "galahad_special" then
      powers.galahad, used.special = true, true
      play_special(t, seat)
    else
      if a ~= "move" and done == 1 then lose_life(t, seat, 1) end
      if t.dead[seat] or t.turn_over then break end
      local counts = true
      if a == "move" then
        local from = t.location[seat]
        local to = choose(seat, destinations(t, seat))
        move_to(t, seat, to)
        if LOC[from].camelot and LOC[to].camelot and not free_move then
          free_move, counts = true, false
        elseif knight == "tristan" and from == "round_table" and not free_move then
          free_move, counts, used.move = true, false, true
        end
        if counts and done == 1 then lose_life(t, seat, 1) end
      elseif a == "quest" then quest_action(t, seat)
      elseif a == "special" then play_special(t, seat)
      elseif a == "heal" then heal(t, seat)
      elseif a == "accuse" then accuse(t, seat) end
      if counts then used[a] = true; done = done + 1 end
    end
    if check_end(t) then break end
  end
end

local function take_turn(t, seat)
  t.current, t.turn_over, t.lose_heroic = seat, false, false
  if t.revealed == seat then traitor_turn(t, seat); check_end(t); return end
  progression(t, seat)
  if check_end(t) or t.turn_over or t.dead[seat] or t.revealed == seat or t.lose_heroic then return end
  heroic(t, seat)
  check_end(t)
end

---------------------------------------------------------------------------------------------
-- A game (scripts/camelot/setup.lua and T.play): returns the end reason; knights_won says who won.

local current  -- the state of the game being played (for the `work` below)
local function play(n, below)
  local t = {
    n = n, below = below, traitor_option = true,
    wdeck = {}, wdisc = {}, bdeck = {}, bdisc = {}, hand = {}, knight = {}, life = {}, location = {},
    dead = {}, relic = {}, quest = {}, accused_by = {},
    white = 0, black = 0, siege = 0, mists = 0,
  }
  current = t
  local merlins = {}
  for _, c in ipairs(WHITE) do
    for _ = 1, c.count do
      if c.kind == "merlin" and #merlins < n then merlins[#merlins + 1] = c else t.wdeck[#t.wdeck + 1] = c end
    end
  end
  for _, c in ipairs(BLACK) do for _ = 1, c.count do t.bdeck[#t.bdeck + 1] = c end end
  shuffle(t.wdeck, below)
  shuffle(t.bdeck, below)
  local knights = copy(KNIGHTS)
  shuffle(knights, below)
  for seat = 1, n do
    t.knight[seat], t.life[seat], t.location[seat], t.hand[seat] = knights[seat], 4, "round_table", {}
  end
  local loyalty = { "loyal", "loyal", "loyal", "loyal", "loyal", "loyal", "loyal", "traitor" }
  shuffle(loyalty, below)
  for seat = 1, n do if loyalty[seat] == "traitor" then t.traitor = seat end end
  for seat = 1, n do
    local hand = t.hand[seat]
    hand[1] = merlins[seat]
    draw_white(t, seat, 5)
  end
  for _, loc in ipairs(LOCATIONS) do
    if loc.quest then
      t.quest[loc.id] = { state = loc.opens_after and "closed" or "open", position = 0, white = {}, black = {}, hidden = {} }
    end
  end
  for seat = 1, n do if knights[seat] == "arthur" then t.first = seat end end
  t.first = t.first or below(n)
  -- The opening share: each lays one card on the Round Table, then each takes one back.
  local order, shared = in_play_from(t, t.first), {}
  for _, seat in ipairs(order) do
    local c = pick_one(seat, copy(t.hand[seat]))
    take_card(t.hand[seat], c)
    shared[#shared + 1] = c
  end
  for _, seat in ipairs(order) do
    local c = pick_one(seat, copy(shared))
    take_card(shared, c)
    local hand = t.hand[seat]
    hand[#hand + 1] = c
  end
  local seat = t.first
  while not check_end(t) do
    if not t.dead[seat] then take_turn(t, seat) end
    seat = seat % n + 1
  end
  local knights_won = t.over == "white_swords"
  return t.over, knights_won
end

-- Plays `games` games at `players` seats with random answers from a small LCG. Returns how many
-- the loyal knights won, how many answers were given (a simultaneous request counts one answer
-- per seat, as the engine's answers_per_game does) and the count of each end reason. `work`
-- (optional: bench/lua/camelot_bot_floor.lua's) is called as work(state, request) before each
-- answer, with the game's state: a bot's work per decision on top of the random game.
return function(games, players, seed, work)
  assert(players >= 3 and players <= MAX_SEATS)
  local state = seed
  local function below(k)
    state = (state * 6364136223846793005 + 1442695040888963407)
    return ((state >> 33) % k) + 1
  end
  local function subset(pool, k)  -- k random items of pool (pool is shuffled in place)
    local out = {}
    for i = 1, k do
      local j = i + below(#pool - i + 1) - 1
      pool[i], pool[j] = pool[j], pool[i]
      out[i] = pool[i]
    end
    return out
  end
  local wins, answers, reasons = 0, 0, {}
  for _ = 1, games do
    local co = coroutine.create(play)
    local ok, d, won = coroutine.resume(co, players, below)
    while ok and type(d) == "table" do
      local kind, answer = d.kind, nil
      if work then work(current, d) end
      if kind == "choose" then
        answer = d.options[below(#d.options)]
        answers = answers + 1
      elseif kind == "pick" then
        local pool = d.pool
        answer = subset(pool, d.min + below(d.max - d.min + 1) - 1)
        answers = answers + 1
      elseif kind == "order" then
        answer = subset(d.pool, #d.pool)
        answers = answers + 1
      else  -- "all": one option for each seat
        answer = {}
        for i, options in ipairs(d.options) do answer[i] = options[below(#options)] end
        answers = answers + #d.seats
      end
      ok, d, won = coroutine.resume(co, answer)
    end
    if not ok then error(d) end
    if won then wins = wins + 1 end
    reasons[d] = (reasons[d] or 0) + 1
  end
  return wins, answers, reasons
end
