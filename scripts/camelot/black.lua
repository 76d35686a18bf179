-- scripts/camelot/black.lua: the Progression of Evil and the black cards: draw one (Lancelot's
-- Armor: two, keep one, the other to the bottom), add a siege engine or lose 1 life; a Black
-- Knight / Lancelot / Dragon card may be laid face down (the drawer then draws a white card);
-- every card entering play may be cancelled by sacrificing Excalibur, a special one by three
-- Merlin cards played together (asked of every knight at once, so nobody learns who holds
-- Merlin); then the card's effect.
local cards = use "camelot/cards"
local rules = use "camelot/rules"
local S     = use "camelot/state"
local Q     = use "camelot/quests"
local A     = use "camelot/additions"
-- The sandbox functions called in the loops, as locals (a global is looked up through the
-- environment's fallback to the sandbox: twice an upvalue's work).
local ipairs, math, table = ipairs, math, table

local B = {}

B.discard_from = S.discard_from

local function war_choice(g, drawer)
  return g:ask(drawer, { "saxons", "picts" }, "camelot.prompt.war")
end

local function pick_knight(g, drawer, prompt)
  local targets = S.knights_in_play(g)
  if #targets == 0 then return nil end
  return g:pick_seats(drawer, 1, prompt, {}, targets)[1]
end

-- The interrupt's answers that give Merlin cards ("merlin_1" up to "merlin_<merlins_to_cancel>"),
-- made once, and how many cards each gives.
local merlin_answer, merlins_given = {}, {}
for k = 1, rules.merlins_to_cancel do
  merlin_answer[k] = "merlin_" .. k
  merlins_given[merlin_answer[k]] = k
end

-- The collective interrupt: Excalibur's holder may sacrifice it to cancel any black card; for a
-- special card every knight in play is asked at once how many Merlin cards to play. Three
-- together cancel it (taken from the players in seat order from the drawer).
local function interrupted(g, drawer, id)
  local t = g.cm
  local info = S.black_info(g, id)
  local excal = t.relic.excalibur
  local seats = {}
  if info.special then seats = S.in_play_from(g, drawer)
  elseif excal then seats = { excal } end
  if #seats == 0 then return false end
  -- A special card may be cancelled by Merlin cards (not while Vivien holds them back): the
  -- prompt then says how many the knights must give together.
  local merlin_possible = info.special and not t.vivien
  local merlins = {}  -- (each seat's Merlin cards, read only when they may be played)
  if merlin_possible then
    for _, seat in ipairs(seats) do merlins[seat] = S.hand_of_kind(g, seat, "merlin") end
  end
  local function options(seat)
    local out = { "pass" }
    if merlin_possible then
      for k = 1, math.min(rules.merlins_to_cancel, #merlins[seat]) do out[#out + 1] = merlin_answer[k] end
    end
    if excal == seat then out[#out + 1] = "sacrifice_excalibur" end
    return out
  end
  local prompt = merlin_possible and "camelot.prompt.interrupt_merlin" or "camelot.prompt.interrupt"
  local answers = g:ask_all(seats, options, prompt,
    { card = info.id, seat = drawer, need = rules.merlins_to_cancel })
  for _, seat in ipairs(seats) do
    if answers[seat] == "sacrifice_excalibur" then
      S.relic_out(g, "excalibur")
      g:log("camelot.log.excalibur_cancels", { seat = seat, card = info.id })
      return true
    end
  end
  local offered, total = {}, 0
  for _, seat in ipairs(seats) do
    local k = merlins_given[answers[seat]] or 0
    offered[seat] = k
    total = total + k
  end
  if total < rules.merlins_to_cancel then
    if total > 0 then g:log("camelot.log.merlin_too_few", { count = total }) end
    return false
  end
  local need, players = rules.merlins_to_cancel, {}
  for _, seat in ipairs(seats) do
    local k = math.min(offered[seat], need)
    for i = 1, k do S.discard(g, merlins[seat][i]) end
    if k > 0 then players[#players + 1] = seat end
    need = need - k
  end
  g:log("camelot.log.merlin_cancels", { seats = players, card = info.id })
  return true
end

local function all_knights(g) return S.knights_in_play(g) end

-- The effect of a special black card.
local function special(g, drawer, id)
  local t = g.cm
  local cid = S.card(g, id)
  if cid == "morgan_discard" or cid == "morgan_life_or_discard" then
    local one = cid == "morgan_discard" and "one_discards_3" or "one_loses_2"
    local choice = g:ask(drawer, { one, "all_discard_1" }, "camelot.prompt.morgan", { card = cid })
    if choice == "all_discard_1" then
      B.discard_from(g, all_knights(g), 1)
    else
      local seat = pick_knight(g, drawer, "camelot.prompt.morgan_who")
      if seat then
        if cid == "morgan_discard" then B.discard_from(g, { seat }, 3) else S.lose_life(g, seat, 2) end
      end
    end
  elseif cid == "morgan_three_black" then
    S.discard(g, id)
    for _ = 1, 3 do
      if t.over_now then break end
      local next_id = S.take_black(g)
      if not next_id then break end
      B.play_drawn(g, drawer, next_id, true)
    end
    return
  elseif cid == "morgan_siege" then
    S.add_siege(g, 2, "camelot.log.why.card")
  elseif cid == "morgan_life" then
    for _, seat in ipairs(all_knights(g)) do S.lose_life(g, seat, 1) end
  elseif cid == "dark_forest" then
    t.dark_forest, t.counters_clean = true, false
  elseif cid == "vivien" then
    t.vivien, t.counters_clean = true, false
  elseif cid == "mists_of_avalon" then
    t.mists, t.counters_clean = t.mists + 1, false
  elseif cid == "guinevere" then
    for _, seat in ipairs(all_knights(g)) do S.move_to(g, seat, "round_table") end
    if drawer ~= t.revealed then t.lose_heroic = true end
  elseif A.black_effect[cid] then
    A.black_effect[cid](g, drawer)  -- a mod's card (additions.lua)
  end
  S.discard(g, id)
end

-- A black card enters play face up: read aloud, the interrupt, then its effect.
function B.enter(g, drawer, id)
  local t = g.cm
  local info = S.black_info(g, id)
  g:set_prop(id, "card", info.id, "public")
  g:log("camelot.log.black_drawn", { seat = drawer, card = info.id })
  if interrupted(g, drawer, id) then
    S.discard(g, id)
    return
  end
  g:log("camelot.log.black_applies", { card = info.id })
  local dest = Q.black_destination(g, id)
  if dest == "war" then
    local war = war_choice(g, drawer)
    if info.id == "mordred" then
      t.quest[war].extra_five = true
      S.dirty_board(g, war)
    end
    Q.place_black(g, drawer, id, war, false)
  elseif dest then
    Q.place_black(g, drawer, id, dest, false)
  elseif info.quest then
    Q.no_quest(g, id)
  else
    special(g, drawer, id)
  end
end

-- A drawn black card: a Black Knight / Lancelot / Dragon card may go face down (then a white
-- card is drawn), any other enters face up.
function B.play_drawn(g, drawer, id, may_face_down)
  local info = S.black_info(g, id)
  local dest = Q.black_destination(g, id)
  local can_hide = may_face_down and dest and (info.quest == "black_knight" or info.quest == "lancelot")
  if can_hide then
    g:set_prop(id, "card", info.id, drawer)
    local answer = g:ask(drawer, { "face_up", "face_down" }, "camelot.prompt.face_down", { card = info.id, quest = dest })
    if answer == "face_down" then
      Q.place_black(g, drawer, id, dest, true)
      S.draw_white(g, drawer, 1)
      return
    end
  end
  B.enter(g, drawer, id)
end

-- Draws for the Progression of Evil (Lancelot's Armor: two, one kept, the other to the bottom);
-- may_face_down = false for the revealed Traitor.
function B.draw(g, seat, may_face_down)
  local t = g.cm
  local id = S.take_black(g)
  if not id then
    S.add_siege(g, 1, "camelot.log.why.no_black")
    return
  end
  if t.relic.lancelot_armor == seat then
    local other = S.take_black(g)
    if other then
      g:set_prop(id, "card", S.card(g, id), seat)
      g:set_prop(other, "card", S.card(g, other), seat)
      local kept = g:pick_entities(seat, { id, other }, 1, "camelot.prompt.armor")[1]
      local back = kept == id and other or id
      g:set_prop(back, "card", S.card(g, back), "nobody")
      table.insert(t.black_deck, 1, back)
      t.counters_clean = false
      g:log("camelot.log.armor_used", { seat = seat })
      id = kept
    end
  end
  B.play_drawn(g, seat, id, may_face_down ~= false)
end

-- The Progression of Evil: one of three, the player's choice.
function B.progression(g, seat)
  local t = g.cm
  if t.knight[seat] == "percival" then
    S.reshuffle_if_empty(g)
    local top = t.black_deck[#t.black_deck]
    if top then g:tell(seat, { key = "camelot.fact.top_black", card = S.card(g, top), turn = t.turn }) end
  end
  local choice = g:ask(seat, { "draw_black", "siege_engine", "lose_life" }, "camelot.prompt.evil")
  g:log("camelot.log.evil_choice", { seat = seat, choice = choice })
  if choice == "draw_black" then B.draw(g, seat)
  elseif choice == "siege_engine" then S.add_siege(g, 1, "camelot.log.why.evil")
  else S.lose_life(g, seat, 1) end
end

return B
