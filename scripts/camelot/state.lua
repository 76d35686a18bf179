-- scripts/camelot/state.lua: the table as Camelot's rules keep it (g.cm, never shown to a view)
-- and the small moves every other file makes: drawing and discarding cards (both decks
-- reshuffled when one runs out), life and death, swords and siege engines, and the public
-- counters the table view reads (publish). Cards are entities whose "card" property is seen by
-- the hand's owner, by everyone on a quest board, by nobody in a deck or discard.
local cards = use "camelot/cards"
local rules = use "camelot/rules"
-- The sandbox functions called in the loops, as locals (a global is looked up through the
-- environment's fallback to the sandbox: twice an upvalue's work).
local ipairs, next, math, table = ipairs, next, math, table

local S = {}

-- The zone name of each seat's hand ("hand:<seat>"), built once, at load: a table this file
-- keeps is never written during a game (an instance a game leaves unchanged is handed on to the
-- next game; one it wrote to is made afresh, docs/performance.md).
local hand_zones = setmetatable({}, { __index = function(_, seat) return "hand:" .. seat end })
for seat = 1, 8 do hand_zones[seat] = "hand:" .. seat end

function S.hand_zone(seat) return hand_zones[seat] end

-- Each quest's three zone names (quest_zones.dragon.white is "quest:dragon:white"; .black, .hidden),
-- built once, at load, like the hands' (a name made with `..` at every use is a string hashed anew).
local quest_zones = {}
for _, loc in ipairs(cards.locations) do
  if loc.quest then
    local id = loc.id
    quest_zones[id] = { white = "quest:" .. id .. ":white", black = "quest:" .. id .. ":black",
                        hidden = "quest:" .. id .. ":hidden" }
  end
end
S.quest_zones = quest_zones

-- A named random draw: a record may fix its results (`draws.<name>`, docs/record-format.md).
function S.roll(g, sides, name)
  return g:random(sides, name)
end

function S.card(g, id) return g.cm.card_of[id] end
function S.white_info(g, id) return cards.white_by_id[g.cm.card_of[id]] end
function S.black_info(g, id) return cards.black_by_id[g.cm.card_of[id]] end

function S.size(g, zone) return g.cm.zone_size[zone] or 0 end

-- A seat's life, location, death or relics changed: publish compares those counters again. Every
-- write to t.life, t.location, t.dead or t.relic is followed by this (in this file, by the same
-- mark set inline: t.seats_clean = false); a write without it leaves those counters stale.
function S.seats_changed(g) g.cm.seats_clean = false end

-- Moves an entity to another zone (every move of a card goes through here) and, given `vis`,
-- sets who may see its face there (S.put). How many cards lie in each zone is kept here as they
-- move (counting them through the host would build a list of ids each time; publish reads every
-- count each time it runs).
function S.move(g, id, zone, vis)
  local t = g.cm
  g:move(id, zone)
  t.hands_clean = false
  local sizes, from = t.zone_size, t.zone_of[id]
  if from then sizes[from] = sizes[from] - 1 end
  t.zone_of[id] = zone
  sizes[zone] = (sizes[zone] or 0) + 1
  if vis then g:set_prop(id, "card", t.card_of[id], vis) end
end

-- Put an entity in a zone with who may see its face: S.put(g, id, zone, vis).
S.put = S.move

local function reshuffle(g, deck, discard, zone, name)
  local t = g.cm
  for _, id in ipairs(g:zone_entities(discard)) do
    S.move(g, id, zone, "nobody")
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
    S.put(g, id, hand_zones[seat], "owner")
    got = got + 1
  end
  return got
end

-- Takes the top black card (nil if none at all).
function S.take_black(g)
  local t = g.cm
  S.reshuffle_if_empty(g)
  t.counters_clean = false
  return table.remove(t.black_deck)
end

function S.discard(g, id)
  local kind = g.cm.white_by_entity[id] and "white_discard" or "black_discard"
  S.put(g, id, kind, "nobody")
end

function S.hand(g, seat) return g:zone_entities(hand_zones[seat]) end

-- The entities of a seat's hand whose card satisfies pred(info, card_id).
function S.hand_where(g, seat, pred)
  local out, card_of, white_by_id = {}, g.cm.card_of, cards.white_by_id
  local hand = S.hand(g, seat)
  for i = 1, #hand do
    local id = hand[i]
    local info = white_by_id[card_of[id]]
    if info and pred(info, info.id) then out[#out + 1] = id end
  end
  return out
end

-- The entities of a seat's hand whose card is of `kind` ("fight", "grail", "merlin", "special").
function S.hand_of_kind(g, seat, kind)
  local out, card_of, white_by_id = {}, g.cm.card_of, cards.white_by_id
  local hand = S.hand(g, seat)
  for i = 1, #hand do
    local id = hand[i]
    if white_by_id[card_of[id]].kind == kind then out[#out + 1] = id end
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

-- Whether a knight other than `seat` is in play (knights_in_play without the list: asked at
-- every menu).
function S.another_in_play(g, seat)
  local t = g.cm
  local dead, revealed = t.dead, t.revealed
  for s = 1, g.player_count do
    if s ~= seat and not dead[s] and revealed ~= s then return true end
  end
  return false
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
  t.siege, t.counters_clean = math.max(0, t.siege + n), false
  g:log(n >= 0 and "camelot.log.siege_added" or "camelot.log.siege_removed",
        { count = math.abs(n), total = t.siege, why = why or "" })
end

function S.add_swords(g, colour, n)
  local t = g.cm
  if n <= 0 then return end
  if colour == "white" then t.white_swords = t.white_swords + n else t.black_swords = t.black_swords + n end
  t.counters_clean = false
  g:log("camelot.log.swords_" .. colour, { count = n, white = t.white_swords, black = t.black_swords })
end

function S.gain_life(g, seat, n)
  local t = g.cm
  if t.dead[seat] then return end
  local before = t.life[seat]
  t.life[seat] = math.min(rules.life_max, t.life[seat] + n)
  t.seats_clean = false
  if t.life[seat] ~= before then g:log("camelot.log.life_gained", { seat = seat, count = t.life[seat] - before, life = t.life[seat] }) end
end

-- A relic leaves the game.
function S.relic_out(g, relic)
  local t = g.cm
  if t.relic[relic] then
    t.relic[relic] = nil
    t.seats_clean = false
    g:log("camelot.log.relic_out", { relic = relic })
  end
end

function S.relics_of(g, seat)
  local out, relic, relics = {}, g.cm.relic, cards.relics
  for i = 1, #relics do
    local r = relics[i]
    if relic[r] == seat then out[#out + 1] = r end
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
    for _, id in ipairs(g:zone_entities(quest_zones[from].white)) do S.discard(g, id) end
  end
end

function S.move_to(g, seat, to)
  if g.cm.location[seat] == to then return end
  S.leave(g, seat)
  g.cm.location[seat] = to
  g.cm.seats_clean = false
end

-- Losing life; at 0 the knight dies unless the Holy Grail is sacrificed (by its holder).
function S.lose_life(g, seat, n)
  local t = g.cm
  if t.dead[seat] or n <= 0 then return end
  t.life[seat] = t.life[seat] - n
  t.seats_clean = false
  g:log("camelot.log.life_lost", { seat = seat, count = n, life = math.max(0, t.life[seat]) })
  if t.life[seat] > 0 then return end
  local holder = t.relic.holy_grail
  if holder and not t.dead[holder] and t.revealed ~= holder then
    local answer = g:ask(holder, { "revive", "let_die" }, "camelot.prompt.grail_revive", { seat = seat })
    if answer == "revive" then
      S.relic_out(g, "holy_grail")
      t.life[seat] = rules.revive_life
      t.seats_clean = false
      g:log("camelot.log.revived", { seat = seat, life = t.life[seat] })
      if seat == t.current then t.turn_over = true end
      return
    end
  end
  t.life[seat] = 0
  t.dead[seat] = true
  t.deaths = t.deaths + 1
  t.seats_clean = false
  S.leave(g, seat)
  t.location[seat] = ""
  for _, r in ipairs(S.relics_of(g, seat)) do S.relic_out(g, r) end
  local hand = S.hand(g, seat)
  for i = 1, #hand do S.discard(g, hand[i]) end
  g:log("camelot.log.died", { seat = seat })
  if seat == t.current then t.turn_over = true end
end

-- Each seat in `seats` discards `count` white cards of its choice (fewer if it holds fewer).
function S.discard_from(g, seats, count)
  for _, seat in ipairs(seats) do
    local hand = S.hand(g, seat)
    local k = math.min(count, #hand)
    if k > 0 then
      local picked = g:pick_entities(seat, hand_zones[seat], k, "camelot.prompt.discard", { count = k })
      for _, id in ipairs(picked) do S.discard(g, id) end
      g:log("camelot.log.discarded", { seat = seat, count = k })
    end
  end
end

-- Every public counter the table view reads (scripts/camelot/layout.lua draws them): the game's
-- publish hook (game.lua: game{}.publish), which the host runs once the rules have run and before
-- anything outside them reads the table (a view, a validator: docs/lua-api.md), so not before a
-- decision nobody looks at (random bots); the rules call it themselves before g:finish. A counter
-- is set only when its value changed since the last publish (the last values are kept in
-- t.published, by counter); the quest boards only when a board changed (S.dirty_board); the
-- per-seat counters are compared only after a change was marked (S.seats_changed, S.move).
-- Publishing runs before most decisions a view reads, so the comparisons are written out here
-- rather than through helpers called per counter and per seat (a Lua call costs more than the
-- comparison it makes); the order in which counters are first set is the table's.
-- The other counters' sources (the swords, the siege, the current seat, the phase, the turn, the
-- revealed Traitor, the accusers, Excalibur's position, the effects, the decks' order) are
-- written only where t.counters_clean is unset beside the write (in this file and in black.lua,
-- quests.lua, turn.lua, white.lua): a write without it is not published until another mark is.

-- Sets list counter `name` to a copy of list[1..n] (kept as the last value set).
local function set_list(g, name, list, n)
  local out, copy = {}, {}
  for i = 1, n do out[i], copy[i] = list[i], list[i] end
  g.cm.published[name] = copy
  g:set(name, out)
end

-- Whether last[1..n] differs from list[1..n] (true when there is no last list).
local function seats_differ(last, list, n)
  if not last or #last ~= n then return true end
  for i = 1, n do
    if last[i] ~= list[i] then return true end
  end
  return false
end

function S.publish(g)
  local t = g.cm
  -- Each part is compared only when a change of its sources was marked since the last publish:
  -- counters_clean (the scalar counters, the effects, the accusers, the black deck: unset by
  -- every write to their sources), seats_clean, hands_clean and boards_clean (below). Nothing
  -- marked: every counter holds its value already. (Many decisions follow one another with
  -- nothing changed between them: a menu's answer and the question it leads to, every knight
  -- asked in turn about an interrupt.) All four start unset: the first publish sets everything.
  local scalars, hands = not t.counters_clean, not t.hands_clean
  if not scalars and not hands and t.seats_clean and t.boards_clean then return end
  t.counters_clean = true
  local pub = t.published
  local n = g.player_count
  -- The per-seat counters are compared only when a change was marked since the last publish:
  -- seats_clean (life, location, the dead, the relics: S.seats_changed) and hands_clean (the zone
  -- sizes: S.move). Both start unset, so the first publish compares everything.
  local seats = not t.seats_clean
  t.seats_clean = true
  -- Life, location and hand sizes: the whole list at the first publish, then each seat's item
  -- that changed (g:set_at: the rest of the list is not converted again).
  local last = pub.life
  if not last then
    set_list(g, "life", t.life, n)
    set_list(g, "location", t.location, n)
  elseif seats then
    local list = t.life
    for seat = 1, n do
      local v = list[seat]
      if last[seat] ~= v then last[seat] = v; g:set_at("life", seat, v) end
    end
    last, list = pub.location, t.location
    for seat = 1, n do
      local v = list[seat]
      if last[seat] ~= v then last[seat] = v; g:set_at("location", seat, v) end
    end
  end
  -- Hand sizes: the kept zone sizes, read through the hands' zone names.
  local sizes = t.zone_size
  last = pub.hand_sizes
  if not last then
    local list = {}
    for seat = 1, n do list[seat] = sizes[hand_zones[seat]] or 0 end
    set_list(g, "hand_sizes", list, n)
  elseif not t.hands_clean then
    for seat = 1, n do
      local v = sizes[hand_zones[seat]] or 0
      if last[seat] ~= v then last[seat] = v; g:set_at("hand_sizes", seat, v) end
    end
  end
  t.hands_clean = true
  -- The relics by seat: the lists are built only when who holds what changed.
  local relic, relics_list = t.relic, cards.relics
  last = pub.relic_holders
  local differ = last == nil
  if not differ and seats then
    for i = 1, #relics_list do
      if last[i] ~= (relic[relics_list[i]] or 0) then differ = true; break end
    end
  end
  if differ then
    local holders = {}
    for i = 1, #relics_list do holders[i] = relic[relics_list[i]] or 0 end
    pub.relic_holders = holders
    local relics = {}
    for seat = 1, n do relics[seat] = S.relics_of(g, seat) end
    g:set("relics", relics)
  end
  -- The dead, in seat order: compared without building the list when it is the same.
  local dead = t.dead
  last = pub.dead
  differ = last == nil
  if not differ and seats then
    local k = 0
    for seat = 1, n do
      if dead[seat] then
        k = k + 1
        if last[k] ~= seat then differ = true; break end
      end
    end
    if k ~= #last then differ = true end
  end
  if differ then
    local list = {}
    for seat = 1, n do if dead[seat] then list[#list + 1] = seat end end
    set_list(g, "dead", list, #list)
  end
  if scalars then
    local v = t.white_swords
    if pub.white_swords ~= v then pub.white_swords = v; g:set("white_swords", v) end
    v = t.black_swords
    if pub.black_swords ~= v then pub.black_swords = v; g:set("black_swords", v) end
    v = t.siege
    if pub.siege_engines ~= v then pub.siege_engines = v; g:set("siege_engines", v) end
    v = t.current or 0
    if pub.current ~= v then pub.current = v; g:set("current", v) end
    v = t.phase or ""
    if pub.phase ~= v then pub.phase = v; g:set("phase", v) end
    v = t.turn or 0
    if pub.turn ~= v then pub.turn = v; g:set("turn", v) end
    v = t.revealed or 0
    if pub.traitor_revealed ~= v then pub.traitor_revealed = v; g:set("traitor_revealed", v) end
    -- Accusers are only ever appended: set again when there are more.
    if #t.accusers ~= t.published_accusers then
      t.published_accusers = #t.accusers
      set_list(g, "accusers", t.accusers, #t.accusers)
    end
    v = t.revealed
    if v and pub.traitor ~= v then pub.traitor = v; g:set("traitor", v) end
    v = t.quest.excalibur.position
    if pub.excalibur ~= v then pub.excalibur = v; g:set("excalibur", v) end
  end
  -- The warriors: zone sizes (S.move unsets hands_clean).
  if hands then
    local v = sizes["quest:picts:black"] or 0
    if pub.picts ~= v then pub.picts = v; g:set("picts", v) end
    v = sizes["quest:saxons:black"] or 0
    if pub.saxons ~= v then pub.saxons = v; g:set("saxons", v) end
  end
  if not t.boards_clean then
    t.boards_clean = true
    -- The first publish sets the whole map; after that only the boards that changed are set,
    -- each as its entry of the map (g:set_at with a key: the rest is not converted again). The
    -- marks are cleared in place (publish runs before every view a bot reads).
    local whole = not pub.boards
    local dirty, quest, boards, locations = t.board_dirty, t.quest, whole and {}, cards.locations
    for i = 1, #locations do
      local id = locations[i].id
      if dirty[id] then
        dirty[id] = nil
        if quest[id] then
          if whole then boards[id] = S.board(g, id) else g:set_at("boards", id, S.board(g, id)) end
        end
      end
    end
    -- The quests' states: set again when one of the four that change (a war or the Black
    -- Knight repeats: always open) changed; the map of every quest's state is made only then.
    last = pub.quests
    local lancelot, dragon, excalibur, grail = quest.lancelot.state, quest.dragon.state,
                                               quest.excalibur.state, quest.grail.state
    if not last or last[1] ~= lancelot or last[2] ~= dragon or last[3] ~= excalibur or last[4] ~= grail then
      pub.quests = { lancelot, dragon, excalibur, grail }
      local states = {}
      for i = 1, #locations do
        local id = locations[i].id
        local q = quest[id]
        if q then states[id] = q.state end
      end
      g:set("quests", states)
    end
    if whole then
      pub.boards = true
      g:set("boards", boards)
    end
  end
  -- The effects: three flags, the list rebuilt only when one changed.
  if scalars then
    local fx = (t.dark_forest and 1 or 0) + (t.vivien and 2 or 0) + (t.mists > 0 and 4 or 0)
    if fx ~= t.published_effects then
      t.published_effects = fx
      local effects = {}
      if t.dark_forest then effects[#effects + 1] = "dark_forest" end
      if t.vivien then effects[#effects + 1] = "vivien" end
      if t.mists > 0 then effects[#effects + 1] = "mists_of_avalon" end
      if seats_differ(pub.effects, effects, #effects) then set_list(g, "effects", effects, #effects) end
    end
  end
  -- The decks: the whole map at the first publish, then only the entries that changed (a draw
  -- changes one deck's size, a discard one discard's). A deck's size changes with a card drawn
  -- (placed at once, or marked: S.take_black) or put back (marked), a discard's with a card placed.
  if not scalars and not hands then return end
  local w, wd, b, bd = #t.white_deck, sizes.white_discard or 0, #t.black_deck, sizes.black_discard or 0
  local last_decks = pub.decks
  if not last_decks then
    pub.decks = { w, wd, b, bd }
    g:set("decks", { white = w, white_discard = wd, black = b, black_discard = bd })
  else
    if last_decks[1] ~= w then last_decks[1] = w; g:set_at("decks", "white", w) end
    if last_decks[2] ~= wd then last_decks[2] = wd; g:set_at("decks", "white_discard", wd) end
    if last_decks[3] ~= b then last_decks[3] = b; g:set_at("decks", "black", b) end
    if last_decks[4] ~= bd then last_decks[4] = bd; g:set_at("decks", "black_discard", bd) end
  end
end

-- A quest's board changed: its part of the "boards" counter is rebuilt at the next publish.
-- (boards_clean, unset at the start, spares publish a look into board_dirty when none changed.)
function S.dirty_board(g, quest)
  local t = g.cm
  t.board_dirty[quest] = true
  t.boards_clean = false
end

-- A quest's board as the public sees it (who stands there: the "location" counter).
function S.board(g, quest)
  local t = g.cm
  local q = t.quest[quest]
  local loc = cards.location_by_id[quest]
  local zones = quest_zones[quest]
  local b = { heroism = q.heroism and true or false }
  -- What lies on the quest beyond its cards, as the board shows it (layout.lua's chips): Heroism
  -- (one more sword either way), Mordred's extra Fight 5 on a war.
  local marks = {}
  if q.heroism then marks[#marks + 1] = "heroism" end
  if q.extra_five then marks[#marks + 1] = "extra_five" end
  b.marks = marks
  if loc.pattern == "river" then
    b.position, b.steps = q.position, g.options.excalibur_steps
  elseif loc.pattern == "grail" then
    b.white, b.black, b.spaces = S.size(g, zones.white), S.size(g, zones.black), loc.spaces
  elseif loc.pattern == "straight" then
    b.warriors = S.size(g, zones.black)
    b.straight = {}
    for _, id in ipairs(g:zone_entities(zones.white)) do b.straight[#b.straight + 1] = S.white_info(g, id).value end
    b.extra_five = q.extra_five and true or false
  else
    b.white, b.black = {}, {}
    for _, id in ipairs(g:zone_entities(zones.white)) do b.white[#b.white + 1] = S.white_info(g, id).value end
    for _, id in ipairs(g:zone_entities(zones.black)) do
      local info = S.black_info(g, id)
      b.black[#b.black + 1] = info[quest] or info.value
    end
    b.face_down = S.size(g, zones.hidden)
    b.white_slots, b.black_slots = loc.white_slots, loc.black_slots
  end
  return b
end

return S
