-- scripts/camelot/state.lua: the table as Camelot's rules keep it (g.cm, never shown to a view)
-- and the small moves every other file makes: drawing and discarding cards (both decks
-- reshuffled when one runs out), life and death, swords and siege engines, and the public
-- counters the table view reads (publish). Cards are entities whose "card" property is seen by
-- the hand's owner, by everyone on a quest board, by nobody in a deck or discard.
local cards = use "camelot/cards"
local rules = use "camelot/rules"

local S = {}

-- The zone name of each seat's hand ("hand:<seat>"), built once, at load: a table this file
-- keeps is never written during a game (an instance a game leaves unchanged is handed on to the
-- next game; one it wrote to is made afresh, docs/performance.md).
local hand_zones = setmetatable({}, { __index = function(_, seat) return "hand:" .. seat end })
for seat = 1, 8 do hand_zones[seat] = "hand:" .. seat end

function S.hand_zone(seat) return hand_zones[seat] end

-- A named random draw: a record may fix its results (`draws.<name>`, docs/record-format.md).
function S.roll(g, sides, name)
  return g:random(sides, name)
end

function S.card(g, id) return g.cm.card_of[id] end
function S.white_info(g, id) return cards.white_by_id[g.cm.card_of[id]] end
function S.black_info(g, id) return cards.black_by_id[g.cm.card_of[id]] end

-- How many cards lie in each zone, kept here as they move (counting them through the host
-- would build a list of ids each time; publish reads every count before every decision).
function S.placed(g, id, zone)
  local t = g.cm
  local from = t.zone_of[id]
  if from then t.zone_size[from] = t.zone_size[from] - 1 end
  t.zone_of[id] = zone
  t.zone_size[zone] = (t.zone_size[zone] or 0) + 1
end

function S.size(g, zone) return g.cm.zone_size[zone] or 0 end

-- Moves an entity to another zone (every move of a card goes through here).
function S.move(g, id, zone)
  g:move(id, zone)
  S.placed(g, id, zone)
end

-- Put an entity in a zone with who may see its face.
function S.put(g, id, zone, vis)
  S.move(g, id, zone)
  g:set_prop(id, "card", g.cm.card_of[id], vis)
end

local function reshuffle(g, deck, discard, zone, name)
  local t = g.cm
  for _, id in ipairs(g:zone_entities(discard)) do
    S.move(g, id, zone)
    g:set_prop(id, "card", t.card_of[id], "nobody")
    table.insert(t[deck], id)
  end
  g:shuffle(t[deck], name)
end

-- Both decks are reshuffled with their discards as soon as one runs out (the seed).
function S.reshuffle_if_empty(g)
  local t = g.cm
  if #t.white_deck > 0 and #t.black_deck > 0 then return end
  reshuffle(g, "white_deck", "white_discard", "white_deck", "white_deck")
  reshuffle(g, "black_deck", "black_discard", "black_deck", "black_deck")
  g:log("camelot.log.reshuffled")
end

-- Draws n white cards into a seat's hand (fewer if both the deck and its discard are empty).
function S.draw_white(g, seat, n)
  local t = g.cm
  local got = 0
  for _ = 1, n do
    S.reshuffle_if_empty(g)
    local id = table.remove(t.white_deck)
    if not id then break end
    S.put(g, id, "hand:" .. seat, "owner")
    got = got + 1
  end
  return got
end

-- Takes the top black card (nil if none at all).
function S.take_black(g)
  local t = g.cm
  S.reshuffle_if_empty(g)
  return table.remove(t.black_deck)
end

function S.discard(g, id)
  local kind = g.cm.white_by_entity[id] and "white_discard" or "black_discard"
  S.put(g, id, kind, "nobody")
end

function S.hand(g, seat) return g:zone_entities(hand_zones[seat]) end

-- The entities of a seat's hand whose card satisfies pred(info, card_id).
function S.hand_where(g, seat, pred)
  local out = {}
  for _, id in ipairs(S.hand(g, seat)) do
    local info = S.white_info(g, id)
    if info and pred(info, info.id) then out[#out + 1] = id end
  end
  return out
end

-- Seats still in play as knights: alive and not a revealed Traitor.
function S.knights_in_play(g)
  local t, out = g.cm, {}
  for seat = 1, g.player_count do
    if not t.dead[seat] and t.revealed ~= seat then out[#out + 1] = seat end
  end
  return out
end

-- Seats in play clockwise from `first` (included).
function S.in_play_from(g, first)
  local out, seat = {}, first
  for _ = 1, g.player_count do
    if not g.cm.dead[seat] and g.cm.revealed ~= seat then out[#out + 1] = seat end
    seat = g:next_seat(seat)
  end
  return out
end

-- The knights in play at a quest (seat order).
function S.participants(g, quest)
  local t, out = g.cm, {}
  for seat = 1, g.player_count do
    if t.location[seat] == quest and not t.dead[seat] and t.revealed ~= seat then out[#out + 1] = seat end
  end
  return out
end

function S.add_siege(g, n, why)
  local t = g.cm
  t.siege = math.max(0, t.siege + n)
  g:log(n >= 0 and "camelot.log.siege_added" or "camelot.log.siege_removed",
        { count = math.abs(n), total = t.siege, why = why or "" })
end

function S.add_swords(g, colour, n)
  local t = g.cm
  if n <= 0 then return end
  if colour == "white" then t.white_swords = t.white_swords + n else t.black_swords = t.black_swords + n end
  g:log("camelot.log.swords_" .. colour, { count = n, white = t.white_swords, black = t.black_swords })
end

function S.gain_life(g, seat, n)
  local t = g.cm
  if t.dead[seat] then return end
  local before = t.life[seat]
  t.life[seat] = math.min(rules.life_max, t.life[seat] + n)
  if t.life[seat] ~= before then g:log("camelot.log.life_gained", { seat = seat, count = t.life[seat] - before, life = t.life[seat] }) end
end

-- A relic leaves the game.
function S.relic_out(g, relic)
  local t = g.cm
  if t.relic[relic] then
    t.relic[relic] = nil
    g:log("camelot.log.relic_out", { relic = relic })
  end
end

function S.relics_of(g, seat)
  local out = {}
  for _, r in ipairs(cards.relics) do
    if g.cm.relic[r] == seat then out[#out + 1] = r end
  end
  return out
end

-- A knight leaves a location: leaving a solo quest discards the white cards played there.
function S.leave(g, seat)
  local t = g.cm
  local from = t.location[seat]
  local loc = cards.location_by_id[from]
  if loc and loc.solo and t.quest[from] then
    S.dirty_board(g, from)
    for _, id in ipairs(g:zone_entities("quest:" .. from .. ":white")) do S.discard(g, id) end
  end
end

function S.move_to(g, seat, to)
  if g.cm.location[seat] == to then return end
  S.leave(g, seat)
  g.cm.location[seat] = to
end

-- Losing life; at 0 the knight dies unless the Holy Grail is sacrificed (by its holder).
function S.lose_life(g, seat, n)
  local t = g.cm
  if t.dead[seat] or n <= 0 then return end
  t.life[seat] = t.life[seat] - n
  g:log("camelot.log.life_lost", { seat = seat, count = n, life = math.max(0, t.life[seat]) })
  if t.life[seat] > 0 then return end
  local holder = t.relic.holy_grail
  if holder and not t.dead[holder] and t.revealed ~= holder then
    S.publish(g)
    local answer = g:ask(holder, { "revive", "let_die" }, "camelot.prompt.grail_revive", { seat = seat })
    if answer == "revive" then
      S.relic_out(g, "holy_grail")
      t.life[seat] = rules.revive_life
      g:log("camelot.log.revived", { seat = seat, life = t.life[seat] })
      if seat == t.current then t.turn_over = true end
      return
    end
  end
  t.life[seat] = 0
  t.dead[seat] = true
  S.leave(g, seat)
  t.location[seat] = ""
  for _, r in ipairs(S.relics_of(g, seat)) do S.relic_out(g, r) end
  for _, id in ipairs(S.hand(g, seat)) do S.discard(g, id) end
  g:log("camelot.log.died", { seat = seat })
  if seat == t.current then t.turn_over = true end
end

-- Each seat in `seats` discards `count` white cards of its choice (fewer if it holds fewer).
function S.discard_from(g, seats, count)
  for _, seat in ipairs(seats) do
    local hand = S.hand(g, seat)
    local k = math.min(count, #hand)
    if k > 0 then
      S.publish(g)
      local picked = g:pick_entities(seat, "hand:" .. seat, k, "camelot.prompt.discard", { count = k })
      for _, id in ipairs(picked) do S.discard(g, id) end
      g:log("camelot.log.discarded", { seat = seat, count = k })
    end
  end
end

-- Every public counter the table view reads (the list: /work/wt/NOTES-camelot.md). A counter
-- is set only when its value changed since the last publish; the quest boards only when a
-- board changed (S.dirty_board), so publishing before every decision stays cheap.
local function set_if_changed(g, name, value)
  local last = g.cm.published
  if last[name] ~= value then
    last[name] = value
    g:set(name, value)
  end
end

-- Do two lists hold the same values?
local function same_list(a, b)
  if #a ~= #b then return false end
  for i = 1, #a do
    if a[i] ~= b[i] then return false end
  end
  return true
end

-- A list counter: compared value by value with the list last set (kept as it was then);
-- `signature` (default: the list itself) is what is compared.
local function set_list_if_changed(g, name, list, signature)
  signature = signature or list
  local last = g.cm.published
  if not last[name] or not same_list(last[name], signature) then
    local copy = {}
    for i = 1, #signature do copy[i] = signature[i] end
    last[name] = copy
    g:set(name, list)
  end
end

-- A per-seat counter: compared seat by seat with the list last set (nothing is built when it
-- is the same); value(seat) gives a seat's value.
local function set_seats_if_changed(g, name, n, value)
  local last = g.cm.published[name]
  if last and #last == n then
    local same = true
    for seat = 1, n do
      if last[seat] ~= value(seat) then same = false; break end
    end
    if same then return end
  end
  local list = {}
  for seat = 1, n do list[seat] = value(seat) end
  local copy = {}
  for seat = 1, n do copy[seat] = list[seat] end
  g.cm.published[name] = copy
  g:set(name, list)
end

-- The per-seat readers publish compares (made once: no closure per publish).
local published_seat = {
  life = function(t) return function(seat) return t.life[seat] end end,
  location = function(t) return function(seat) return t.location[seat] end end,
  hand_sizes = function(t) return function(seat) return t.zone_size[hand_zones[seat]] or 0 end end,
}

function S.publish(g)
  local t = g.cm
  local n = g.player_count
  local readers = t.publish_readers
  if not readers then
    readers = {}
    for name, make in pairs(published_seat) do readers[name] = make(t) end
    t.publish_readers = readers
  end
  set_seats_if_changed(g, "life", n, readers.life)
  set_seats_if_changed(g, "location", n, readers.location)
  set_seats_if_changed(g, "hand_sizes", n, readers.hand_sizes)
  -- The relics by seat: the lists are built only when who holds what changed.
  local last_holders = t.published.relic_holders
  local relics_same = last_holders ~= nil
  if relics_same then
    for i, r in ipairs(cards.relics) do
      if last_holders[i] ~= (t.relic[r] or 0) then relics_same = false; break end
    end
  end
  if not relics_same then
    local holders = {}
    for i, r in ipairs(cards.relics) do holders[i] = t.relic[r] or 0 end
    t.published.relic_holders = holders
    local relics = {}
    for seat = 1, n do relics[seat] = S.relics_of(g, seat) end
    g:set("relics", relics)
  end
  -- The dead, in seat order: compared without building the list when it is the same.
  local last_dead, k, dead_same = t.published.dead, 0, true
  if last_dead then
    for seat = 1, n do
      if t.dead[seat] then
        k = k + 1
        if last_dead[k] ~= seat then dead_same = false; break end
      end
    end
    if dead_same and k ~= #last_dead then dead_same = false end
  else
    dead_same = false
  end
  if not dead_same then
    local dead = {}
    for seat = 1, n do if t.dead[seat] then dead[#dead + 1] = seat end end
    set_list_if_changed(g, "dead", dead)
  end
  set_if_changed(g, "white_swords", t.white_swords)
  set_if_changed(g, "black_swords", t.black_swords)
  set_if_changed(g, "siege_engines", t.siege)
  set_if_changed(g, "current", t.current or 0)
  set_if_changed(g, "phase", t.phase or "")
  set_if_changed(g, "turn", t.turn or 0)
  set_if_changed(g, "traitor_revealed", t.revealed or 0)
  if #t.accusers ~= t.published_accusers then
    t.published_accusers = #t.accusers  -- accusers are only ever appended
    set_list_if_changed(g, "accusers", t.accusers)
  end
  if t.revealed then set_if_changed(g, "traitor", t.revealed) end
  set_if_changed(g, "excalibur", t.quest.excalibur.position)
  set_if_changed(g, "picts", S.size(g, "quest:picts:black"))
  set_if_changed(g, "saxons", S.size(g, "quest:saxons:black"))
  if next(t.board_dirty) then
    local states = {}
    for _, loc in ipairs(cards.locations) do
      local q = t.quest[loc.id]
      if q then
        states[loc.id] = q.state
        if t.board_dirty[loc.id] then t.board_cache[loc.id] = S.board(g, loc.id) end
      end
    end
    t.board_dirty = {}
    set_list_if_changed(g, "quests", states, { states.lancelot, states.dragon, states.excalibur, states.grail })
    g:set("boards", t.board_cache)
  end
  -- The effects: three flags, the list rebuilt only when one changed.
  local fx = (t.dark_forest and 1 or 0) + (t.vivien and 2 or 0) + (t.mists > 0 and 4 or 0)
  if fx ~= t.published_effects then
    t.published_effects = fx
    local effects = {}
    if t.dark_forest then effects[#effects + 1] = "dark_forest" end
    if t.vivien then effects[#effects + 1] = "vivien" end
    if t.mists > 0 then effects[#effects + 1] = "mists_of_avalon" end
    set_list_if_changed(g, "effects", effects)
  end
  local wd, bd = t.zone_size.white_discard or 0, t.zone_size.black_discard or 0
  local last_decks = t.published.decks
  if not last_decks or last_decks[1] ~= #t.white_deck or last_decks[2] ~= wd or last_decks[3] ~= #t.black_deck
     or last_decks[4] ~= bd then
    t.published.decks = { #t.white_deck, wd, #t.black_deck, bd }
    g:set("decks", { white = #t.white_deck, white_discard = wd, black = #t.black_deck, black_discard = bd })
  end
end

-- A quest's board changed: its part of the "boards" counter is rebuilt at the next publish.
function S.dirty_board(g, quest) g.cm.board_dirty[quest] = true end

-- A quest's board as the public sees it (who stands there: the "location" counter).
function S.board(g, quest)
  local t = g.cm
  local q = t.quest[quest]
  local loc = cards.location_by_id[quest]
  local b = { heroism = q.heroism and true or false }
  if loc.pattern == "river" then
    b.position, b.steps = q.position, g.options.excalibur_steps
  elseif loc.pattern == "grail" then
    b.white, b.black, b.spaces = S.size(g, "quest:grail:white"), S.size(g, "quest:grail:black"), loc.spaces
  elseif loc.pattern == "straight" then
    b.warriors = S.size(g, "quest:" .. quest .. ":black")
    b.straight = {}
    for _, id in ipairs(g:zone_entities("quest:" .. quest .. ":white")) do b.straight[#b.straight + 1] = S.white_info(g, id).value end
    b.extra_five = q.extra_five and true or false
  else
    b.white, b.black = {}, {}
    for _, id in ipairs(g:zone_entities("quest:" .. quest .. ":white")) do b.white[#b.white + 1] = S.white_info(g, id).value end
    for _, id in ipairs(g:zone_entities("quest:" .. quest .. ":black")) do
      local info = S.black_info(g, id)
      b.black[#b.black + 1] = info[quest] or info.value
    end
    b.face_down = S.size(g, "quest:" .. quest .. ":hidden")
    b.white_slots, b.black_slots = loc.white_slots, loc.black_slots
  end
  return b
end

return S
