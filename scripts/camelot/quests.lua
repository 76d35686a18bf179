-- scripts/camelot/quests.lua: the quests' boards: which white card a knight may play where (two
-- different pairs, a full house of different values, three different triples, any card on
-- Excalibur's river, Grail cards, a strict 1-2-3-4-5 straight in the wars), where a black card
-- goes (a quest that is over: a siege engine instead), when a quest ends, and its result for the
-- swords, the participants' life, the shared cards and the relics. Ties go to Evil.
local cards = use "camelot/cards"
local rules = use "camelot/rules"
local S     = use "camelot/state"
-- The sandbox functions called in the loops, as locals (a global is looked up through the
-- environment's fallback to the sandbox: twice an upvalue's work).
local ipairs, pairs, next = ipairs, pairs, next

local Q = {}

-- A quest's zone: zone(quest, "white"), "black" or "hidden" (names made once: S.quest_zones).
local quest_zones = S.quest_zones
local function zone(quest, part) return quest_zones[quest][part] end

local function white_values(g, quest)
  local out, card_of, white_by_id = {}, g.cm.card_of, cards.white_by_id  -- (S.white_info, without a call a card)
  local ids = g:zone_entities(quest_zones[quest].white)
  for i = 1, #ids do out[i] = white_by_id[card_of[ids[i]]].value end
  return out
end

-- May a fight card of value v join the white cards already on a sum quest?
-- (No pairs() here: the sandbox's pairs sorts the keys, and bots ask this in loops. No table
-- either: every pattern allows at most three different values, so the first three are counted in
-- locals and a fourth answers no.)
function Q.fits(pattern, values, v)
  local d1, d2, d3, c1, c2, c3 = nil, nil, nil, 0, 0, 0
  local distinct, n = 0, #values
  for i = 1, n + 1 do
    local x = v
    if i <= n then x = values[i] end
    if x == d1 then c1 = c1 + 1
    elseif x == d2 then c2 = c2 + 1
    elseif x == d3 then c3 = c3 + 1
    elseif distinct == 0 then d1, c1, distinct = x, 1, 1
    elseif distinct == 1 then d2, c2, distinct = x, 1, 2
    elseif distinct == 2 then d3, c3, distinct = x, 1, 3
    else return false end
  end
  local cv = v == d1 and c1 or (v == d2 and c2 or c3)
  if pattern == "two_pairs" then return distinct <= 2 and cv <= 2 end
  if pattern == "three_triples" then return cv <= 3 end
  if pattern == "full_house" then
    if distinct > 2 or cv > 3 then return false end
    -- At most two values: not both of them three times.
    return not (c1 == 3 and d2 ~= nil and c2 == 3)
  end
  return false
end

-- The value a war needs next (nil when none: the straight is complete).
function Q.war_needs(g, quest)
  local laid = g.cm.zone_size[quest_zones[quest].white] or 0
  if laid < 5 then return laid + 1 end
  if laid == 5 and g.cm.quest[quest].extra_five then return 5 end
  return nil
end

function Q.is_open(g, quest)
  local q = g.cm.quest[quest]
  return q and q.state == "open"
end

-- The white cards of a seat's hand it may play on the quest where it stands (Heroic Action).
function Q.playable(g, seat)
  local t = g.cm
  local quest = t.location[seat]
  local loc = cards.location_by_id[quest]
  if not loc or not loc.quest or not Q.is_open(g, quest) then return {} end
  if loc.pattern == "river" then return S.hand(g, seat) end
  if loc.pattern == "grail" then
    if t.dark_forest then return {} end
    return S.hand_of_kind(g, seat, "grail")
  end
  if loc.pattern == "straight" then
    local need = Q.war_needs(g, quest)
    return S.hand_where(g, seat, function(info) return info.kind == "fight" and info.value == need end)
  end
  local values = white_values(g, quest)
  return S.hand_where(g, seat, function(info) return info.kind == "fight" and Q.fits(loc.pattern, values, info.value) end)
end

-- Whether the seat may play any white card on the quest where it stands (Q.playable's answer,
-- without the list; hand: the seat's hand).
function Q.any_playable(g, seat, hand)
  local t = g.cm
  local quest = t.location[seat]
  local loc = cards.location_by_id[quest]
  if not loc or not loc.quest or not Q.is_open(g, quest) then return false end
  if loc.pattern == "river" then return #hand > 0 end
  if loc.pattern == "grail" and t.dark_forest then return false end
  local need, values = nil, nil
  if loc.pattern == "straight" then need = Q.war_needs(g, quest)
  elseif loc.pattern ~= "grail" then values = white_values(g, quest) end
  local card_of, white_by_id = t.card_of, cards.white_by_id  -- (S.white_info, without a call a card)
  for i = 1, #hand do
    local info = white_by_id[card_of[hand[i]]]
    if loc.pattern == "grail" then
      if info.kind == "grail" then return true end
    elseif info.kind == "fight" then
      if need then
        if info.value == need then return true end
      elseif values and Q.fits(loc.pattern, values, info.value) then return true end
    end
  end
  return false
end

-- Where a black card goes: its quest if that is open (Lancelot's cards go to the Dragon once
-- Lancelot is over), nil when that quest is over (a siege engine instead). "war": the drawer's choice.
function Q.black_destination(g, id)
  local info = S.black_info(g, id)
  local q = info.quest
  if not q then return nil end
  if q == "war" then return "war" end
  if q == "lancelot" then
    if Q.is_open(g, "lancelot") then return "lancelot" end
    if Q.is_open(g, "dragon") then return "dragon" end
    return nil
  end
  if Q.is_open(g, q) then return q end
  return nil
end

-- A card for a quest that is over adds a siege engine instead.
function Q.no_quest(g, id)
  S.add_siege(g, 1, "camelot.log.why.quest_over")
  S.discard(g, id)
end

local function black_count(g, quest)
  local sizes, zones = g.cm.zone_size, quest_zones[quest]
  return (sizes[zones.black] or 0) + (sizes[zones.hidden] or 0)
end

-- Kay may add one Fight card once black cards or the die are revealed: returns its value (0 if none).
function Q.kay_adds(g, seats, target_zone)
  for _, seat in ipairs(seats) do
    if g.cm.knight[seat] == "kay" and not g.cm.dead[seat] then
      -- Kay is asked whenever he holds cards (hand sizes are public), so being asked tells
      -- nobody whether he holds a Fight card.
      local fights = S.hand_of_kind(g, seat, "fight")
      if #S.hand(g, seat) > 0 then
        local picked = {}
        if #fights > 0 then
          picked = g:pick_entities(seat, fights, { min = 0, max = 1 }, "camelot.prompt.kay_adds")
        else
          g:ask(seat, { "pass" }, "camelot.prompt.kay_adds")
        end
        if #picked == 1 then
          local v = S.white_info(g, picked[1]).value
          if target_zone == "white_discard" then S.discard(g, picked[1])
          else S.put(g, picked[1], target_zone, "public") end
          g:log("camelot.log.kay_adds", { seat = seat, value = v })
          return v
        end
      end
    end
  end
  return 0
end

-- A sum quest (Black Knight, Lancelot, Dragon) whose white or black slots are all filled is
-- resolved: the face-down cards are turned up and the sums compared (Excalibur's holder adds 1).
local function resolve_sum(g, quest, finisher)
  local t = g.cm
  for _, id in ipairs(g:zone_entities(zone(quest, "hidden"))) do S.put(g, id, zone(quest, "black"), "public") end
  local parts = S.participants(g, quest)
  local kay = Q.kay_adds(g, parts, zone(quest, "white"))
  local white = 0
  for _, v in ipairs(white_values(g, quest)) do white = white + v end
  local excalibur = 0
  for _, seat in ipairs(parts) do if t.relic.excalibur == seat then excalibur = 1 end end
  white = white + excalibur
  local black = 0
  for _, id in ipairs(g:zone_entities(zone(quest, "black"))) do
    local info = S.black_info(g, id)
    black = black + (info[quest] or info.value or 0)
  end
  g:log("camelot.log.quest_sums", { quest = quest, white = white, black = black, kay = kay, excalibur = excalibur })
  Q.finish(g, quest, white > black, finisher)
end

local function sum_quest_full(g, quest)
  local loc = cards.location_by_id[quest]
  return S.size(g, zone(quest, "white")) >= loc.white_slots or black_count(g, quest) >= loc.black_slots
end

-- A knight plays white card `id` on the quest where it stands.
function Q.play_white(g, seat, id)
  local t = g.cm
  S.dirty_board(g, t.location[seat])
  local quest = t.location[seat]
  local loc = cards.location_by_id[quest]
  local q = t.quest[quest]
  local cid = S.card(g, id)
  if loc.pattern == "river" then
    S.discard(g, id)  -- played face down
    g:log("camelot.log.excalibur_card", { seat = seat })
    Q.move_excalibur(g, 1, seat)
  elseif loc.pattern == "grail" then
    S.put(g, id, zone("grail", "white"), "public")
    g:log("camelot.log.white_played", { seat = seat, card = cid, quest = quest })
    local blacks = g:zone_entities(zone("grail", "black"))
    if S.size(g, zone("grail", "white")) + #blacks > loc.spaces then S.discard(g, blacks[#blacks]) end
    if S.size(g, zone("grail", "white")) >= loc.spaces then Q.finish(g, "grail", true, seat) end
  elseif loc.pattern == "straight" then
    S.put(g, id, zone(quest, "white"), "public")
    g:log("camelot.log.white_played", { seat = seat, card = cid, quest = quest })
    if not Q.war_needs(g, quest) then Q.finish(g, quest, true, seat) end
  else
    S.put(g, id, zone(quest, "white"), "public")
    g:log("camelot.log.white_played", { seat = seat, card = cid, quest = quest })
    if sum_quest_full(g, quest) then resolve_sum(g, quest, seat) end
  end
  return q
end

-- Excalibur moves `step` (+1 toward the knights, -1 away); at either bank the quest ends.
function Q.move_excalibur(g, step, seat)
  local q = g.cm.quest.excalibur
  S.dirty_board(g, "excalibur")
  if q.state ~= "open" then return end
  q.position = q.position + step
  g.cm.counters_clean = false
  g:log("camelot.log.excalibur_moved", { position = q.position, steps = g.options.excalibur_steps })
  if q.position >= g.options.excalibur_steps then Q.finish(g, "excalibur", true, seat)
  elseif q.position <= -g.options.excalibur_steps then Q.finish(g, "excalibur", false, seat) end
end

-- A black card is laid on quest `quest` (face_down: only the drawer knows it).
function Q.place_black(g, drawer, id, quest, face_down)
  local t = g.cm
  S.dirty_board(g, quest)
  local loc = cards.location_by_id[quest]
  local cid = S.card(g, id)
  if loc.pattern == "river" then
    S.discard(g, id)
    Q.move_excalibur(g, -1, nil)
  elseif loc.pattern == "grail" then
    local whites = g:zone_entities(zone("grail", "white"))
    local full = #whites + S.size(g, zone("grail", "black")) >= loc.spaces
    local desolation = cid == "desolation" and g.options.desolation == "replace_grail"
    if (full or desolation) and #whites > 0 then S.discard(g, whites[#whites]) end
    S.put(g, id, zone("grail", "black"), "public")
    g:log("camelot.log.grail_black", { card = cid })
    if S.size(g, zone("grail", "black")) >= loc.spaces then Q.finish(g, "grail", false, nil) end
  elseif loc.pattern == "straight" then
    S.put(g, id, zone(quest, "black"), "public")
    g:log("camelot.log.warrior", { quest = quest, count = S.size(g, zone(quest, "black")) })
    if S.size(g, zone(quest, "black")) >= loc.warriors then Q.finish(g, quest, false, nil) end
  else
    if face_down then
      S.move(g, id, zone(quest, "hidden"), drawer)  -- (only the drawer sees its face)
      g:log("camelot.log.black_face_down", { seat = drawer, quest = quest })
    else
      S.put(g, id, zone(quest, "black"), "public")
      g:log("camelot.log.black_on_quest", { card = cid, quest = quest })
    end
    if sum_quest_full(g, quest) then resolve_sum(g, quest, nil) end
  end
end

-- The quests whose black cards Merlin may remove.
local merlin_quests = { "black_knight", "lancelot", "dragon", "grail", "saxons", "picts" }

-- Merlin (a Heroic Action): what it may remove now.
function Q.merlin_targets(g)
  local t, out = g.cm, {}
  if t.siege > 0 then out[#out + 1] = "siege" end
  for _, q in ipairs(merlin_quests) do
    if Q.is_open(g, q) and black_count(g, q) > 0 then out[#out + 1] = q end
  end
  return out
end

-- Whether Merlin may remove anything now (merlin_targets' answer, without the list).
function Q.any_merlin_target(g)
  local t = g.cm
  if t.siege > 0 then return true end
  local quest = t.quest
  for i = 1, #merlin_quests do
    local q = merlin_quests[i]
    if quest[q].state == "open" and black_count(g, q) > 0 then return true end
  end
  return false
end

function Q.merlin_remove(g, target)
  if target == "siege" then S.add_siege(g, -1, "camelot.log.why.merlin"); return end
  S.dirty_board(g, target)
  local ids = g:zone_entities(zone(target, "black"))
  local hidden = g:zone_entities(zone(target, "hidden"))
  local last = ids[#ids]
  if #hidden > 0 then last = hidden[#hidden] end
  S.discard(g, last)
  g:log("camelot.log.merlin_removed", { quest = target })
end

-- The end of a quest: swords, life, cards shared from the finisher on, the relic, everyone back
-- to the Round Table, the board cleared; a repeating quest starts again, Lancelot opens the Dragon.
function Q.finish(g, quest, won, finisher)
  local t = g.cm
  S.dirty_board(g, quest)
  S.dirty_board(g, "dragon")
  local q = t.quest[quest]
  local loc = cards.location_by_id[quest]
  if q.state ~= "open" then return end
  local parts = S.participants(g, quest)
  local r = rules.result(quest, won, g.options)
  g:log(won and "camelot.log.quest_won" or "camelot.log.quest_lost", { quest = quest, knights = parts })
  q.state = "resolving"
  if won then
    S.add_swords(g, "white", (r.white or 0) + (q.heroism and 1 or 0))
    if t.dark_forest or t.vivien then g:log("camelot.log.effects_end") end
    t.dark_forest, t.vivien, t.counters_clean = false, false, false
  else
    S.add_swords(g, "black", (r.black or 0) + t.mists + (q.heroism and 1 or 0))
    if r.siege then S.add_siege(g, r.siege, "camelot.log.why.quest_lost") end
  end
  for _, part in ipairs({ "white", "black", "hidden" }) do
    for _, id in ipairs(g:zone_entities(zone(quest, part))) do S.discard(g, id) end
  end
  -- (Excalibur keeps where it lies: its board shows the bank it reached.)
  q.heroism, q.extra_five = nil, nil
  t.counters_clean = false
  -- Shared cards, dealt one by one from the finisher (or the first participant) on.
  if won and r.cards and #parts > 0 then
    local start = 1
    for i, seat in ipairs(parts) do if seat == finisher then start = i end end
    for k = 0, r.cards - 1 do
      local seat = parts[(start - 1 + k) % #parts + 1]
      S.draw_white(g, seat, 1)
    end
    g:log("camelot.log.reward_cards", { count = r.cards })
  end
  if won and r.relic then
    local holder = finisher
    if not holder or t.dead[holder] or t.revealed == holder then holder = parts[1] end
    if holder then
      t.relic[r.relic] = holder
      S.seats_changed(g)
      g:log("camelot.log.relic_won", { seat = holder, relic = r.relic })
    end
  end
  for _, seat in ipairs(parts) do S.move_to(g, seat, "round_table") end
  q.state = loc.repeats and "open" or (won and "won" or "lost")
  if quest == "lancelot" then t.quest.dragon.state = "open" end
  for _, seat in ipairs(parts) do
    if won then
      S.gain_life(g, seat, (r.life or 0) + (t.knight[seat] == "palamedes" and 1 or 0))
    else
      S.lose_life(g, seat, -(r.life or 0))
    end
  end
end

return Q
