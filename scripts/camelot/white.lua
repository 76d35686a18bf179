-- scripts/camelot/white.lua: the special white cards (rules-facts.md): Fate, Piety, Heroism,
-- Reinforcements, Clairvoyance, Messenger, Convocation, Lady of the Lake, and Merlin played as a
-- Heroic Action (an option: remove a siege engine, the last black card on a quest, a warrior).
local cards = use "camelot/cards"
local S     = use "camelot/state"
local Q     = use "camelot/quests"
local A     = use "camelot/additions"
-- The sandbox functions called in the loops, as locals (a global is looked up through the
-- environment's fallback to the sandbox: twice an upvalue's work).
local ipairs, next, math, table = ipairs, next, math, table

local W = {}

-- The other knights in play (alive, not a revealed Traitor), in seat order.
local function others(g, seat)
  local t, out = g.cm, {}
  local dead, revealed = t.dead, t.revealed
  for s = 1, g.player_count do
    if s ~= seat and not dead[s] and revealed ~= s then out[#out + 1] = s end
  end
  return out
end

local function open_quests(g)
  local out = {}
  for _, loc in ipairs(cards.locations) do
    if loc.quest and Q.is_open(g, loc.id) then out[#out + 1] = loc.id end
  end
  return out
end

-- Whether a quest is open (open_quests' list is not empty; no list made).
local function any_open_quest(g)
  local quest, locations = g.cm.quest, cards.locations
  for i = 1, #locations do
    local loc = locations[i]
    if loc.quest and quest[loc.id].state == "open" then return true end
  end
  return false
end

-- May this special card be played by `seat` now? (Asked at every Heroic Action menu: no lists.)
local function playable(g, seat, cid, hand_size)
  local t = g.cm
  if cid == "merlin" then
    return g.options.merlin_heroic and not t.vivien and Q.any_merlin_target(g)
  elseif cid == "messenger" then
    return hand_size >= 2 and S.another_in_play(g, seat)
  elseif cid == "heroism" then
    return any_open_quest(g)
  end
  local mod = A.card_of[cid]  -- a mod's card: its own condition
  if mod and mod.playable ~= nil then return mod.playable(g, seat) == true end
  return true
end

-- The special cards of a seat's hand playable now (hand: the seat's hand when the caller has
-- it already).
function W.playable(g, seat, hand)
  hand = hand or S.hand(g, seat)
  local out, card_of, white_by_id = {}, g.cm.card_of, cards.white_by_id  -- (S.white_info, without a call a card)
  for i = 1, #hand do
    local id = hand[i]
    local info = white_by_id[card_of[id]]
    if (info.kind == "special" or info.kind == "merlin") and playable(g, seat, info.id, #hand) then
      out[#out + 1] = id
    end
  end
  return out
end

-- Whether any special card of the hand is playable now (W.playable's answer, without the list;
-- each card kind asked once: the kinds found not playable are kept in a table made only then).
function W.any_playable(g, seat, hand)
  local asked
  local card_of, white_by_id = g.cm.card_of, cards.white_by_id  -- (S.white_info, without a call a card)
  for i = 1, #hand do
    local info = white_by_id[card_of[hand[i]]]
    if (info.kind == "special" or info.kind == "merlin") and (asked == nil or asked[info.id] == nil) then
      local ok = playable(g, seat, info.id, #hand)
      if ok then return true end
      asked = asked or {}
      asked[info.id] = ok
    end
  end
  return false
end

-- Fate in a Traitor's hand reveals him (turn.lua passes its reveal function).
function W.play(g, seat, id, reveal_traitor)
  local t = g.cm
  local cid = S.card(g, id)
  S.put(g, id, "white_discard", "public")
  g:set_prop(id, "card", cid, "nobody")
  g:log("camelot.log.special_played", { seat = seat, card = cid })
  if cid == "fate" then
    if t.loyalty[seat] == "traitor" then
      reveal_traitor(g, seat, "camelot.log.fate_reveals")
      S.discard_from(g, others(g, seat), 2)
    else
      for _, s in ipairs(S.knights_in_play(g)) do S.draw_white(g, s, 1) end
      g:log("camelot.log.all_draw_white")
    end
  elseif cid == "piety" or cid == "reinforcements" then
    local opts = { cid == "piety" and "self_3" or "self_4" }
    if #others(g, seat) > 0 then opts[2] = "others_1" end
    local choice = g:ask(seat, opts, "camelot.prompt." .. cid)
    if choice == "others_1" then
      for _, s in ipairs(others(g, seat)) do
        if cid == "piety" then S.gain_life(g, s, 1) else S.draw_white(g, s, 1) end
      end
      if cid == "reinforcements" then g:log("camelot.log.others_draw_white", { seat = seat }) end
    elseif cid == "piety" then S.gain_life(g, seat, 3)
    else g:log("camelot.log.white_drawn", { seat = seat, count = S.draw_white(g, seat, 4) }) end
  elseif cid == "heroism" then
    local quest = g:ask(seat, open_quests(g), "camelot.prompt.heroism")
    t.quest[quest].heroism = true
    S.dirty_board(g, quest)
    g:log("camelot.log.heroism", { quest = quest })
  elseif cid == "clairvoyance" then
    S.reshuffle_if_empty(g)
    local top = {}
    for i = #t.black_deck, math.max(1, #t.black_deck - 4), -1 do top[#top + 1] = t.black_deck[i] end
    local seen = {}
    for _, bid in ipairs(top) do
      g:set_prop(bid, "card", S.card(g, bid), seat)
      seen[#seen + 1] = S.card(g, bid)
    end
    if #top >= 2 then
      local order = g:order(seat, top, "camelot.prompt.clairvoyance")
      -- order[1] is drawn next: put the cards back from the last to the first.
      for i = 1, #top do table.remove(t.black_deck) end
      for i = #order, 1, -1 do t.black_deck[#t.black_deck + 1] = order[i] end
      t.counters_clean = false
      seen = {}
      for _, bid in ipairs(order) do seen[#seen + 1] = S.card(g, bid) end
    end
    g:tell(seat, { key = "camelot.fact.clairvoyance", cards = seen, turn = t.turn })
    for _, bid in ipairs(top) do g:set_prop(bid, "card", S.card(g, bid), "nobody") end
  elseif cid == "messenger" then
    local to = g:pick_seats(seat, 1, "camelot.prompt.messenger_to", {}, others(g, seat))[1]
    local hand = S.hand(g, seat)
    local given = g:pick_entities(seat, hand, { min = 1, max = math.min(3, #hand) }, "camelot.prompt.messenger_cards", { seat = to })
    for _, gid in ipairs(given) do S.put(g, gid, "hand:" .. to, "owner") end
    g:log("camelot.log.messenger", { seat = seat, to = to, count = #given })
  elseif cid == "convocation" then
    local knights = S.in_play_from(g, seat)
    for _, s in ipairs(knights) do S.move_to(g, s, "round_table") end
    for _, s in ipairs(knights) do S.draw_white(g, s, 1) end
    g:log("camelot.log.convocation", { count = #knights })
  elseif cid == "lady_of_the_lake" then
    if Q.is_open(g, "excalibur") then Q.move_excalibur(g, 1, seat)
    else S.gain_life(g, seat, 2) end
  elseif cid == "merlin" then
    local target = g:ask(seat, Q.merlin_targets(g), "camelot.prompt.merlin_target")
    Q.merlin_remove(g, target)
  elseif A.card_of[cid] then
    A.card_of[cid].play(g, seat)
  end
end

return W
