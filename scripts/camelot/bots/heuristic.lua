-- scripts/camelot/bots/heuristic.lua: Shadows over Camelot's heuristic bot (docs/bots.md). It sees
-- only its seat's view (its hand, the public boards and counters, the log).
-- A loyal knight: each Heroic Action goes where its hand helps most (the quest whose pattern its
-- cards fill, weighted by how close the quest is to being lost and by the knights already
-- there), draws at the Round Table when its hand runs low, attacks the siege when the engines
-- pile up, heals first only on its last life (a heal is a Heroic Action and three cards for one
-- life, which buys one Heroic Action back at most), holds its Merlin cards for the interrupt (and offers them
-- all against a special black card), buys a second action with life only when it has life to
-- spare, and accuses only a knight the log makes suspect (harmful choices in the Progression of
-- Evil, turns that helped no quest, draws at the Round Table, a sum quest lost with its cards):
-- late on fair evidence, from the first moment the rules allow on strong evidence.
-- Once 7 white swords (9 while a hidden Traitor may turn two black) make the swords safe, only
-- the siege can lose: quests lost no longer matter, the siege does.
-- A hidden Traitor plays the same game with a thumb on the scale: it stays at the Round Table
-- drawing (cards out of the knights' reach) rather than go where every card helps alike (the
-- Grail, Excalibur, the wars), takes on the solo quests and the Dragon to lose them with its
-- lowest cards, adds siege engines rather than draw while the public evidence the loyal knights
-- read does not single it out, never offers Merlin cards, never plays Fate, and accuses a loyal
-- knight late (a wrong accusation turns a white sword black) when that does not single it out.
-- A revealed Traitor makes the knight with the most cards discard and piles up siege engines.
local cards = use "camelot/cards"
local Q = use "camelot/quests"
-- The sandbox's functions this file calls most, as locals: a script's globals are looked up
-- through its environment's fallback to the sandbox, twice the work of an upvalue.
local ipairs, tonumber, type, math, table = ipairs, tonumber, type, math, table

local SUM_PATTERNS = { black_knight = "two_pairs", lancelot = "full_house", dragon = "three_triples" }
local WHITE_SLOTS = { black_knight = 4, lancelot = 5, dragon = 9 }
local BLACK_SLOTS = { black_knight = 4, lancelot = 5, dragon = 5 }
local SOLO = { black_knight = true, lancelot = true }
-- Every location's id, in cards.locations' order (made at load, read only).
local LOCATION_IDS = {}
for i, l in ipairs(cards.locations) do LOCATION_IDS[i] = l.id end

---------------------------------------------------------------------------------------------
-- The weights: every number the bot's judgement turns on, in one named table (docs/bots.md,
-- "Measured (Camelot, wave 18)": the lab searches them). Read only during a game.
local W_ANY = {
  -- Where to go: what a quest's end is worth (its stake) ...
  stake_war = 8, stake_grail = 7, stake_excalibur = 5, stake_dragon = 4, stake_solo = 2,
  -- ... times (danger_base + how near Evil is to ending it) times the share of the needed cards
  -- this knight can lay (a knight already there counts helper_share of a card), plus per_card
  -- for each card it can lay and together for each knight there (a third at the Dragon: minus
  -- dragon_crowd).
  danger_base = 0.6, per_card = 0.3, helper_share = 0.5, together = 1.2, dragon_crowd = 3,
  -- A solo quest: black cards still to come per needed white card and knight, and the margin
  -- its cards must beat the expected black sum by (entering / already there).
  black_rate = 0.15, solo_margin_enter = 0.5, solo_margin_stay = -1,
  -- The Round Table by hand size (0-2, 3-4, 5-6, more cards).
  table_2 = 6, table_4 = 4.5, table_6 = 2.2, table_more = 0.2,
  -- The siege: the Fight sum needed (from 8 engines or safe on swords: the late one), the
  -- urgency by engines (10+, 8+, 6+, 4+, fewer), the bonus once safe on swords, the Fight sum's
  -- weight (min(sum, 9) / siege_sum_div) and the malus on the last life.
  siege_sum = 8, siege_sum_late = 6, urgency_10 = 8, urgency_8 = 6, urgency_6 = 4, urgency_4 = 1.5,
  urgency_low = -1, siege_safe_bonus = 3, siege_sum_div = 4, siege_last_life = 3,
  -- Heroic Actions: staying's bonus, a committed solo quest's bonus, how much lower than the
  -- best place acting here may score; a second action only above second_life life (a special
  -- card as the second one from second_special_life); heal as a last resort at heal_life or less.
  stay_bonus = 1.0, committed_bonus = 6, act_margin = 1.5, second_life = 2, second_special_life = 4,
  heal_life = 4,
  -- A mod's knight's power (the bot cannot know what it costs): used from power_life life (Sir
  -- Bors, who pays a life for 2 cards, 5 knights, 4,000 games: the knights' rate with him minus
  -- without -14.8 points used whenever offered, -4.7 from 3 life, -0.9 from 4, -0.6 never used).
  power_life = 4,
  -- Special cards: Piety first at piety_life or less, Reinforcements with reinforcements_hand
  -- cards or fewer; a Merlin card played when its target is worth merlin_play (merlin_play_two
  -- with a second one in hand).
  piety_life = 3, reinforcements_hand = 8, merlin_play = 4, merlin_play_two = 2.5,
  -- What a Merlin card saves: the siege (10+, 8+, 6+, 1+ engines), a quest one card from lost.
  merlin_siege_10 = 6, merlin_siege_8 = 4, merlin_siege_6 = 2.7, merlin_siege_1 = 0.5,
  merlin_war = 4, merlin_black_knight = 2.6, merlin_lancelot = 2.6, merlin_dragon = 3, merlin_grail = 5,
  -- The Progression of Evil, in siege engines at a quiet siege: an engine costs
  -- engine_base + engine_slope * engines (+ engine_late * (engines - 7) from 8) ...
  engine_base = 1, engine_slope = 0.2, engine_late = 1.2,
  -- ... a life at 2, 3, 4, 5+ life ...
  life_2 = 4, life_3 = 2.2, life_4 = 1.3, life_5 = 0.8,
  -- ... a black card on an open quest (black_base + black_slope * its share of black cards),
  -- the quest a last card loses (a war: loss_war + 2 siege engines), a card that may go face down
  -- (face_down_discount less), a step of Excalibur or the Grail, a special black card.
  black_base = 0.3, black_slope = 0.4, loss_black_knight = 2.5, loss_lancelot = 2.5, loss_dragon = 4,
  loss_excalibur = 4, loss_grail = 5, loss_war = 3, face_down_discount = 0.3, excalibur_step = 0.4,
  grail_step = 0.5, black_special = 2.2,
  -- Accusation: from accuse_swords swords, the most suspect knight when its score reaches
  -- accuse_score and accuse_gap above the next; the evidence each entry of the log adds.
  -- Strong evidence (accuse_early_score, accuse_early_gap) as soon as the rules allow (6 swords or
  -- 6 siege engines), while a Traitor is likely in play.
  -- Each wrong accusation seen after the first scales the evidence asked by accuse_after_wrong
  -- more (and leaves only the late accusation).
  accuse_swords = 10, accuse_score = 2, accuse_gap = 1.5, accuse_early_score = 3.5, accuse_early_gap = 2.5,
  accuse_after_wrong = 1,
  evidence_engine = 1, evidence_wrong_accusation = 1.5, evidence_merlin = -1, evidence_white = -0.15,
  evidence_siege_roll = -1,
  -- ... a turn that laid no card on a quest, played no special card and attacked no siege (idle)
  -- or one that did (active), a draw at the Round Table, and each knight on a sum quest Evil won.
  evidence_idle = 0.3, evidence_active = -0.1, evidence_draw = 0.15, evidence_lost = 1,
  -- A hidden Traitor's places: an open quest's score times these (the Round Table's unscaled):
  -- where every card helps alike he seldom goes; on a solo quest or the Dragon his lowest cards
  -- lose it (wave 28, docs/bots.md).
  traitor_grail = 0.05, traitor_excalibur = 0.05, traitor_war = 0.1, traitor_solo = 1, traitor_dragon = 0.8,
  -- What a white card is worth keeping (a Fight card: its value) and the siege's Fight sum.
  keep_merlin = 9, keep_special = 7, keep_grail = 5, siege_cards_sum = 9,
}
-- (end of the weights)

-- At a small table (SMALL_TABLE knights or fewer) the knights' stock of cards is smallest
-- (6 cards and 4 life each: 18 cards at 3 knights, 30 at 5): the lab's search of wave 18
-- (docs/bots.md, "Measured (Camelot, wave 18)") found these weights better at 3 knights, and
-- wave 28 at 4 and 5 as well (the knights' rate with the Traitor option on / off, 4,000 games:
-- 4 knights 21.5% -> 33.4% / 42.4% -> 63.5%, 5 knights 27.4% -> 33.3% / 58.7% -> 65.3%) but not
-- at 6 (36.3% -> 31.6% / 70.8% -> 63.0%). W_SMALL is W_ANY with them; each function reads the
-- table for its view's table size (weights(view); nothing is written in this file during a game).
local SMALL_TABLE = 5
local SMALL_TABLE_WEIGHTS = {
  per_card = 0,        -- was 0.3: a place is worth the share of its needed cards, not their number
  act_margin = 4.5,    -- was 1.5: act where it stands unless another place is far better (a move is an action)
  merlin_play = 5, merlin_play_two = 3,  -- were 4 and 2.5: a Merlin card kept for the interrupt longer
  urgency_6 = 2.5, urgency_4 = 0.5,      -- were 4 and 1.5: the siege attacked later (from 8 engines as before)
}
local W_SMALL = {}
for k, v in pairs(W_ANY) do W_SMALL[k] = v end
for k, v in pairs(SMALL_TABLE_WEIGHTS) do
  assert(W_ANY[k] ~= nil, "SMALL_TABLE_WEIGHTS: no weight named " .. k)
  W_SMALL[k] = v
end

-- The weights for this view's table size (a view made by hand may have no players: W_ANY).
local function weights(view)
  local players = view.players
  if players and #players <= SMALL_TABLE then return W_SMALL end
  return W_ANY
end

---------------------------------------------------------------------------------------------
-- Reading the view.

-- An empty table for what a view lacks (never written: read only, like every view table). The
-- helpers below are called for every location at every Heroic Action menu: they read the view's
-- counters table once each, without further calls.
local NONE = {}
local function counters(view) return view.counters or NONE end

-- What this bot works out is kept with the seat's players table, which the host hands the seat
-- again while the players read the same (the whole game, but for a seat changing hands; a new
-- table for another game): a pure per-seat cache (lost, it is worked out again), as
-- common/deduction.lua keeps its own with the log. Not with the log: the host converts the log's
-- new entries only when a bot reads it, and this bot reads it only to weigh an accusation.
-- Nothing is written in this file during a game, so the instance a game leaves unchanged is
-- handed on to the next (engine/lua/instance_pool.hpp). (The players table, as every table this
-- file keeps its caches in, has no metatable: a plain index is a raw one, without the sandbox's
-- rawget and rawset, which are Lua functions.)
local function memo(view)
  local players = view.players
  if type(players) ~= "table" then return {} end  -- a view made by hand: nothing kept
  local m = players.__camelot_bot
  if not m then
    m = {}
    players.__camelot_bot = m
  end
  return m
end

-- The reason for an answer (docs/bots.md, "Reasons"): a translation key and up to two arguments,
-- made only when the host reads it (decide's fifth argument, kept in the seat's memo for the
-- decision), else nil. Private only, never with a public part: a hidden Traitor's reasons differ
-- from a loyal knight's, so whether a public part came would tell who he is. They are read at the
-- end (the end screen, `play --tty --reasons`).
local function said(view, key, k1, v1, k2, v2)
  if not memo(view).explain then return nil end
  local args
  if k1 then
    args = { [k1] = v1 }
    if k2 then args[k2] = v2 end
  end
  return { key = key, args = args }
end

-- The entity with this id in a list of the view's entities: the host lists them in id order, so
-- a binary search finds it; a list made by hand (a test's view) is scanned if that fails.
local function find_entity(list, id)
  local lo, hi = 1, #list
  while lo <= hi do
    local mid = (lo + hi) // 2
    local e = list[mid]
    local eid = e.id
    if eid == id then return e end
    if eid < id then lo = mid + 1 else hi = mid - 1 end
  end
  for _, e in ipairs(list) do if e.id == id then return e end end
  return nil
end

-- Entity `id` as the view shows it: the host's `view.entities_by_id` builds that one entity, not
-- the list; a view a test makes has only the list.
local function entity(view, id)
  local by_id = view.entities_by_id
  if by_id then return by_id[id] end
  return find_entity(view.entities or NONE, id)
end

local function hand_card(e)
  local card = e.props.card
  return { id = e.id, card = card, info = cards.white_by_id[card] }
end

-- Whether my loyalty card (dealt before the first decision, never changed) says Traitor.
local function loyalty_is_traitor(entities, seat)
  for _, e in ipairs(entities or {}) do
    local props = e.props
    if e.kind == "loyalty" and e.owner == seat and props and (props.loyalty == "traitor" or props.role == "traitor") then
      return true
    end
  end
  return false
end

-- The view as a test may make it (no zones): my hand and my loyalty read from every entity.
local function read_entities(m, view)
  local entities = view.entities
  if entities ~= nil and m.entities == entities then return m end
  local my_hand = {}
  m.entities, m.hand, m.hand_zone = entities, my_hand, nil
  local zone, seat = "hand:" .. view.seat, view.seat
  for _, e in ipairs(entities or {}) do
    local props = e.props
    if e.zone == zone and props and props.card then my_hand[#my_hand + 1] = hand_card(e) end
  end
  m.traitor = loyalty_is_traitor(entities, seat)
  return m
end

-- My hand (in id order, as the entities list has it) and whether I am the Traitor, read once per
-- decision (the view they were read from is kept; decide lets it go at each new decision, since
-- the host hands the seat's one view table, updated in place, at every decision). The
-- hand is read from my hand's zone, kept while the host hands the same zone table (it does while
-- the zone holds the same cards), each card looked up by id; the loyalty card once a game. A
-- card's face never changes, so each card's entry ({id, card, info}, read only) is kept for the
-- game once read: the entities are read only when a card I never held comes into my hand.
local function read(view)
  local m = memo(view)
  if m.view == view then return m end
  m.view = view
  local zones = view.zones
  if type(zones) ~= "table" then return read_entities(m, view) end
  local seat = view.seat
  local zone = m.hand_zone_id
  if not zone then
    zone = "hand:" .. seat
    m.hand_zone_id = zone
  end
  local at = m.hand_zone_at
  local z = at and zones[at]
  if not z or z.id ~= zone then
    z = nil
    for i, x in ipairs(zones) do
      if x.id == zone then z, m.hand_zone_at = x, i; break end
    end
  end
  if not z or type(z.entities) ~= "table" then return read_entities(m, view) end
  if m.traitor == nil then m.traitor = loyalty_is_traitor(view.entities, seat) end
  if z == m.hand_zone then return m end
  local ids = {}
  local in_zone = z.entities
  for i = 1, #in_zone do ids[i] = in_zone[i] end
  table.sort(ids)
  local held = m.held
  if not held then
    held = {}
    m.held = held
  end
  local my_hand = {}
  for i = 1, #ids do
    local id = ids[i]
    local c = held[id]
    if not c then
      local e = entity(view, id)
      if e and e.props and e.props.card then
        c = hand_card(e)
        held[id] = c
      end
    end
    if c then my_hand[#my_hand + 1] = c end
  end
  m.hand_zone, m.hand, m.entities = z, my_hand, nil
  return m
end

-- The card (its cards.lua id) of the entity `id`: from the cards this seat has held (read keeps
-- each once read, and a card's face never changes), else from the view's entities. The cards a
-- decision names are mostly my hand's, so most decisions never have the host build the entities.
local function card_of(view, id)
  local held = memo(view).held
  local c = held and held[id]
  if c then return c.card end
  local e = entity(view, id)
  return e and e.props and e.props.card
end

-- My hand: list of {id, card, info} (shared within a decision: read it, never change it).
local function hand(view)
  return read(view).hand
end

-- Whether I am the Traitor: read once a game (with the hand at the first decision that needs
-- either), so a decision that needs no hand reads neither the zones nor the entities.
local function is_traitor(view)
  local t = memo(view).traitor
  if t == nil then t = read(view).traitor end
  return t
end

local function my(view, name)
  local list = (view.counters or NONE)[name]
  return type(list) == "table" and list[view.seat] or nil
end

local function quest_open(view, q)
  return ((view.counters or NONE).quests or NONE)[q] == "open"
end

local function board(view, q)
  return ((view.counters or NONE).boards or NONE)[q] or NONE
end

-- How many other knights stand at each location (location -> count, read only), counted once for
-- each `location` counter table the host hands the seat (it hands the same table while no knight
-- moved), not once for every location scored.
local function participant_counts(view, m)
  local locations, me = (view.counters or NONE).location or NONE, view.seat
  m = m or memo(view)
  if m.parts_of == locations and m.parts_seat == me then return m.parts end
  local counts = {}
  for seat = 1, #locations do
    if seat ~= me then
      local at = locations[seat]
      counts[at] = (counts[at] or 0) + 1
    end
  end
  m.parts_of, m.parts_seat, m.parts = locations, me, counts
  return counts
end

local function count_of(list) return type(list) == "table" and #list or (tonumber(list) or 0) end

---------------------------------------------------------------------------------------------
-- The sword race. With 7 white swords (9 while a hidden Traitor may turn two black at the end)
-- the knights can no longer lose on swords: even if every sword still to come is black, the
-- 12th leaves white ahead and fewer than 7 black. From then on only the siege (or death) loses,
-- and every sword, of either colour, brings the end nearer: a quest lost is no harm.
local function swords_safe(view)
  local c = counters(view)
  local white = tonumber(c.white_swords) or 0
  local hidden_traitor = (view.options or {}).traitor ~= false and (tonumber(c.traitor_revealed) or 0) == 0
  return white >= 7 + (hidden_traitor and 2 or 0)
end

---------------------------------------------------------------------------------------------
-- What my cards are worth where.

local function higher_first(a, b) return a > b end

-- What the location scores read of my fight cards, worked out in one pass when a hand is first
-- read for them and kept with the hand (read, never change): their values highest first
-- (`fight_values`), one key for their values (`fight_key`: two hands with the same key fill every
-- sum quest and war alike) and how many of each value I hold (`fight_counts`, value -> count).
-- The deck's fight values are 1 to 5: counted in locals, the list and the key follow from the
-- counts without a sort or a string (the key is the counts packed in one integer, a byte each).
-- A hand with any other value (a mod's card) takes the general way: a sort and a string key.
local function fight_info(h)
  local c1, c2, c3, c4, c5, other = 0, 0, 0, 0, 0, false
  for i = 1, #h do
    local info = h[i].info
    if info and info.kind == "fight" then
      local v = info.value
      if v == 1 then c1 = c1 + 1 elseif v == 2 then c2 = c2 + 1 elseif v == 3 then c3 = c3 + 1
      elseif v == 4 then c4 = c4 + 1 elseif v == 5 then c5 = c5 + 1 else other = true end
    end
  end
  local out = {}
  if other or c1 > 255 or c2 > 255 or c3 > 255 or c4 > 255 or c5 > 255 then
    local have = {}
    for _, c in ipairs(h) do
      if c.info and c.info.kind == "fight" then
        local v = c.info.value
        out[#out + 1] = v
        have[v] = (have[v] or 0) + 1
      end
    end
    table.sort(out, higher_first)
    h.fight_values, h.fight_key, h.fight_counts = out, table.concat(out, ","), have
    return
  end
  local n = 0
  for _ = 1, c5 do n = n + 1; out[n] = 5 end
  for _ = 1, c4 do n = n + 1; out[n] = 4 end
  for _ = 1, c3 do n = n + 1; out[n] = 3 end
  for _ = 1, c2 do n = n + 1; out[n] = 2 end
  for _ = 1, c1 do n = n + 1; out[n] = 1 end
  h.fight_values, h.fight_counts = out, { c1, c2, c3, c4, c5 }
  h.fight_key = c1 | (c2 << 8) | (c3 << 16) | (c4 << 24) | (c5 << 32)
end

-- My fight cards' values, highest first (fight_info).
local function fight_values(h)
  local kept = h.fight_values
  if kept then return kept end
  fight_info(h)
  return h.fight_values
end

-- My fight cards' key (fight_info).
local function fight_key(h)
  local kept = h.fight_key
  if kept then return kept end
  fight_info(h)
  return h.fight_key
end

-- How many of my fight cards a sum quest could take, one after another (highest first). `values`
-- is sorted highest first, so the first unused card that fits is the highest that does; a value
-- that did not fit is not asked about again for the same board. The board's values with the
-- cards taken and the cards used are two lists kept with the seat's memo `m` and emptied after
-- each call (no table made a call: this runs whenever a sum quest's kept score is worked out
-- again). (A board's fit is not kept by itself: location_score keeps the quest's score, and
-- a fit kept per board and hand was found again in 7% of the calls.)
local function sum_quest_fit(pattern, laid, values, slots, m)
  local board_values, used = m.fit_board, m.fit_used
  if not board_values then
    board_values, used = {}, {}
    m.fit_board, m.fit_used = board_values, used
  end
  local count = #laid
  for i = 1, count do board_values[i] = laid[i] end
  local n, sum = 0, 0
  for _ = 1, slots - count do
    local best, refused
    for i = 1, #values do
      local v = values[i]
      if not used[i] and v ~= refused then
        if Q.fits(pattern, board_values, v) then best = i; break end
        refused = v
      end
    end
    if not best then break end
    used[best] = true
    count = count + 1
    board_values[count] = values[best]
    n, sum = n + 1, sum + values[best]
  end
  for i = count, 1, -1 do board_values[i] = nil end
  for i = 1, #values do used[i] = nil end
  return n, sum
end

-- The straight a war needs next and how many of my cards continue it.
local function war_fit(view, q, h)
  local b = board(view, q)
  local need = count_of(b.straight) + 1
  if need > 5 then need = b.extra_five and 5 or nil end
  if not need then return 0 end
  -- (Each value is needed once, the next one after it: how many of each I hold, fight_info.)
  local have = h.fight_counts
  if not have then
    fight_info(h)
    have = h.fight_counts
  end
  local n = 0
  while need and need <= 5 and (have[need] or 0) > 0 do
    n, need = n + 1, need + 1
  end
  return n
end

local function kind_count(h, kind)
  local n = 0
  for i = 1, #h do
    local info = h[i].info
    if info and info.kind == kind then n = n + 1 end
  end
  return n
end

-- My Grail cards' number (kept with the hand, as the fight values are).
local function grail_count(h)
  local n = h.grails
  if not n then
    n = kind_count(h, "grail")
    h.grails = n
  end
  return n
end

-- The score of an open quest (location_score's third part) for a seat that `parts` other knights
-- join there, with its board `b` and my hand `h`: what it reads of the view beyond those is the
-- player count (fixed for a game) and, at the Grail, the effects. Of the hand it reads only the
-- fight values (the sum quests, the wars), the Grail cards (the Grail) or their number
-- (Excalibur): location_score keeps a score while those read the same.
local function quest_score(view, loc, h, W, parts, b, m)
  local together = SOLO[loc] and 0 or W.together * parts
  -- Two knights fill the Dragon's three triples; a third there is a knight missing elsewhere.
  if loc == "dragon" and parts >= 2 then together = W.together - W.dragon_crowd * (parts - 1) end
  -- stake: the swords a quest's end moves; danger: how near Evil is to ending it; n: the cards
  -- I can add one after another; needed: the cards the knights still need to win it.
  local stake, danger, n, needed
  if SUM_PATTERNS[loc] then
    local laid = type(b.white) == "table" and b.white or {}
    local sum
    n, sum = sum_quest_fit(SUM_PATTERNS[loc], laid, fight_values(h), WHITE_SLOTS[loc], m)
    needed = WHITE_SLOTS[loc] - #laid
    danger = (count_of(b.black) + (tonumber(b.face_down) or 0)) / BLACK_SLOTS[loc]
    stake = loc == "dragon" and W.stake_dragon or W.stake_solo
    -- The sums are compared as soon as either side is full: a strong partial hand may win. A solo
    -- quest's cards are lost when its knight leaves: go only with enough to beat the black cards
    -- (their average: about 3 on the Black Knight and on Lancelot).
    local laid_sum = 0
    for i = 1, #laid do laid_sum = laid_sum + laid[i] end
    -- The black sum when the white places fill: what lies there, the face-down cards at their
    -- average, and the black cards the turns until then bring (about one draw in seven).
    local avg = loc == "dragon" and 7.2 or loc == "lancelot" and 3.2 or 2.8
    local black_now, black_n = 0, count_of(b.black)
    local blacks = type(b.black) == "table" and b.black or {}
    for i = 1, #blacks do black_now = black_now + (tonumber(blacks[i]) or 0) end
    local face_down = tonumber(b.face_down) or 0
    local coming = math.min(BLACK_SLOTS[loc] - black_n - face_down, needed * #(view.players or {}) * W.black_rate)
    local black_guess = black_now + (face_down + math.max(0, coming)) * avg
    -- A solo quest only with the cards to beat that sum (ties go to Evil); a knight already there
    -- (its cards laid) stays as long as it can still add.
    -- (A Traitor goes to lose it: m.traitor, read at the decision's start, is the seat's for the game.)
    if SOLO[loc] and not m.traitor and laid_sum + sum <= black_guess + (laid_sum > 0 and W.solo_margin_stay or W.solo_margin_enter) then
      return -5
    end
    if laid_sum + sum >= black_guess then needed = math.min(needed, n) end
  elseif loc == "grail" then
    local effects = (view.counters or NONE).effects
    if type(effects) == "table" then
      for _, e in ipairs(effects) do if e == "dark_forest" then return -5 end end
    end
    n = grail_count(h)
    local white, black = tonumber(b.white) or 0, tonumber(b.black) or 0
    needed = 7 - white
    danger = black / 7
    -- The Grail weighed 12 until wave 12: knights crowded it and the wars were lost (7 and the
    -- wars' 8: 3 knights 14% -> 21%, 5 knights with the Traitor 24% -> 36%, 400 games a seed).
    stake = W.stake_grail
  elseif loc == "saxons" or loc == "picts" then
    n = war_fit(view, loc, h)
    needed = 5 - count_of(b.straight)
    danger = (tonumber(b.warriors) or 0) / 4
    stake = W.stake_war
  elseif loc == "excalibur" then
    local pos, steps = tonumber(b.position) or 0, tonumber(b.steps) or 5
    needed = steps - pos
    n = math.min(math.max(0, #h - 2), needed)
    danger = (steps - pos) / (2 * steps)
    stake = W.stake_excalibur
  else
    return -10
  end
  if n == 0 then return -5 end
  return stake * (W.danger_base + danger) * math.min(1, (n + W.helper_share * parts) / math.max(1, needed))
    + n * W.per_card + together
end

-- How much good this seat does by going to (or staying at) a location, and whether it can act
-- there now. An open quest's score is kept for the game per location (with the seat's memo), with
-- what it was worked out from: the board's table (the host hands the same table while the board
-- reads the same), the hand's list (kept while the hand is), the weights, the Traitor flag, the
-- other knights there and, at the Grail, the effects' table. Any of them different, it is
-- worked out again: a quest's score is asked for at every Heroic Action menu and move, and most
-- boards change only now and then.
-- (best_location hands on what it reads once for every location: the weights, the counters, the
-- seat's memo and the other knights per location.)
local function location_score(view, loc, h, traitor, W, c, m, counts)
  W = W or weights(view)
  if loc == "round_table" then
    local n = #h
    if n >= 12 then return -10 end
    -- Cards are what the knights run short of (wave 13: 3.5 at 3-4 cards and 1.2 at 5-6 until then).
    return (n <= 2 and W.table_2) or (n <= 4 and W.table_4) or (n <= 6 and W.table_6) or W.table_more
  end
  c = c or counters(view)
  if loc == "siege" then
    local siege = tonumber(c.siege_engines) or 0
    local lives = c.life  -- (my(view, "life") without the call)
    local life = type(lives) == "table" and lives[view.seat] or 4
    local fights = fight_values(h)
    local sum = 0
    for i = 1, math.min(4, #fights) do sum = sum + fights[i] end
    if #fights == 0 or siege == 0 or traitor then return -10 end
    -- An attack that may fail costs a life: only with enough to beat the d8 most of the time.
    local safe = swords_safe(view)
    if sum < ((siege >= 8 or safe) and W.siege_sum_late or W.siege_sum) then return -5 end
    local urgency = siege >= 10 and W.urgency_10 or siege >= 8 and W.urgency_8 or siege >= 6 and W.urgency_6
      or siege >= 4 and W.urgency_4 or W.urgency_low
    if safe then urgency = urgency + W.siege_safe_bonus end
    return urgency + math.min(sum, 9) / W.siege_sum_div - (life <= 1 and W.siege_last_life or 0)
  end
  if (c.quests or NONE)[loc] ~= "open" then return -10 end  -- (quest_open without the call)
  m = m or memo(view)
  local parts = (counts or participant_counts(view, m))[loc] or 0
  if SOLO[loc] and parts > 0 then return -10 end
  local b = (c.boards or NONE)[loc] or NONE  -- (board without the call)
  local effects, hk = nil, nil
  if loc == "grail" then
    effects, hk = c.effects, h.grails or grail_count(h)
  elseif loc == "excalibur" then
    hk = #h
  else
    hk = h.fight_key or fight_key(h)  -- (kept with the hand: the call only the first time)
  end
  local kept = m.quest_scores
  if not kept then
    kept = {}
    m.quest_scores = kept
  end
  local e = kept[loc]
  if e and e.hk == hk and e.b == b and e.parts == parts and e.W == W and e.effects == effects then
    return e.score
  end
  local score = quest_score(view, loc, h, W, parts, b, m)
  if not e then
    e = {}
    kept[loc] = e
  end
  e.hk, e.b, e.parts, e.W, e.effects, e.score = hk, b, parts, W, effects, score
  return score
end

-- The weight a hidden Traitor scales each location's score by (the Round Table's and the
-- siege's unscaled: he never attacks the siege).
local TRAITOR_SCALE = { grail = "traitor_grail", excalibur = "traitor_excalibur", saxons = "traitor_war",
                        picts = "traitor_war", black_knight = "traitor_solo", lancelot = "traitor_solo",
                        dragon = "traitor_dragon" }

-- The best of `options` and its score (a Traitor's scaled: TRAITOR_SCALE); also the unscaled
-- score of `also` when it is one of the options (heroic's own location: scored once).
local function best_location(view, options, h, traitor, also)
  local best, best_score, also_score
  local W, c, m = weights(view), counters(view), memo(view)
  local counts = participant_counts(view, m)
  for i = 1, #options do
    local loc = options[i]
    local s = location_score(view, loc, h, traitor, W, c, m, counts)
    if loc == also then also_score = s end
    local scale = traitor and TRAITOR_SCALE[loc]
    if scale then s = s * W[scale] end
    if not best_score or s > best_score then best, best_score = loc, s end
  end
  return best, best_score, also_score
end

-- How much a white card (its cards.lua entry) is worth keeping (low: the first to give away or
-- discard).
local function keep_value(view, info)
  if not info then return 0 end
  if info.kind == "merlin" then return weights(view).keep_merlin end
  if info.kind == "special" then return weights(view).keep_special end
  if info.kind == "grail" then return quest_open(view, "grail") and weights(view).keep_grail or 0.5 end
  return info.value
end

local function sorted_by_keep(view, ids, traitor)
  local list = {}
  for _, id in ipairs(ids) do
    local card = card_of(view, id)
    list[#list + 1] = { id = id, v = keep_value(view, card and cards.white_by_id[card]) }
  end
  table.sort(list, function(a, b)
    if a.v ~= b.v then return a.v < b.v end
    return a.id < b.id
  end)
  return list
end

local function least_useful(view, ids, k)
  local list = sorted_by_keep(view, ids)
  local out = {}
  for i = 1, math.min(k, #list) do out[i] = list[i].id end
  return out
end

local function most_useful(view, ids, k)
  local list = sorted_by_keep(view, ids)
  local out = {}
  for i = #list, math.max(1, #list - k + 1), -1 do out[#out + 1] = list[i].id end
  return out
end

---------------------------------------------------------------------------------------------
-- Suspicion from the public log: a knight who chose siege engines in the Progression of Evil,
-- whose turns helped no quest (no card laid on one, no special card, no siege attacked), who
-- draws at the Round Table, who stood on a sum quest Evil won; less for one who played white
-- cards, attacked the siege or cancelled a black card with Merlin cards.

-- The host hands a seat the same log table from decision to decision, only ever appended to (a
-- new table when the log is not that one's continuation), so each seat's reading of its log is
-- kept and only the entries added since are read (read only: callers never change the scores).
-- The log is read here only (the host converts its entries when it is read).

-- The score of a knight whose loyal card an accusation showed: below any evidence.
local SHOWN_LOYAL = -1000

local function suspicion(view)
  local W = weights(view)
  local log = view.log or {}
  local m = memo(view)  -- (kept with the log table itself: {log, read = entries read, score = ...})
  local r = m.reading
  if not r or r.log ~= log then
    r = { log = log, read = 0, score = {} }
    for seat = 1, #(view.players or {}) do r.score[seat] = 0 end
    m.reading = r
  end
  local score = r.score
  for i = r.read + 1, #log do
    local l = log[i]
    local a = l.args or {}
    local s = a.seat
    -- A turn's entry closes the turn before it: idle or active (r.cur: whose turn it was).
    if l.key == "camelot.log.turn" then
      local p = r.cur
      if p and score[p] then score[p] = score[p] + (r.active and W.evidence_active or W.evidence_idle) end
      r.cur, r.active = s, false
    elseif s == r.cur and (l.key == "camelot.log.white_played" or l.key == "camelot.log.excalibur_card"
                           or l.key == "camelot.log.siege_roll" or l.key == "camelot.log.special_played") then
      r.active = true
    end
    if l.key == "camelot.log.quest_lost" then
      if SUM_PATTERNS[a.quest] then
        for _, k in ipairs(a.knights or NONE) do if score[k] then score[k] = score[k] + W.evidence_lost end end
      end
    elseif l.key == "camelot.log.accusation" then r.accuser = s
    elseif l.key == "camelot.log.accused_loyal" then
      -- The accused showed a loyal card: no evidence makes him suspect again (he was accused
      -- again in most games with two wrong accusations).
      r.wrong = (r.wrong or 0) + 1
      if s and score[s] then score[s] = SHOWN_LOYAL end
      -- A loyal knight accuses only on evidence: accusing a loyal one is evidence itself.
      if r.accuser and score[r.accuser] then score[r.accuser] = score[r.accuser] + W.evidence_wrong_accusation end
    elseif l.key == "camelot.log.merlin_cancels" then
      for _, m in ipairs(a.seats or {}) do if score[m] then score[m] = score[m] + W.evidence_merlin end end
    elseif s and score[s] then
      if l.key == "camelot.log.evil_choice" and a.choice == "siege_engine" then score[s] = score[s] + W.evidence_engine
      elseif l.key == "camelot.log.white_played" or l.key == "camelot.log.excalibur_card" then score[s] = score[s] + W.evidence_white
      elseif l.key == "camelot.log.siege_roll" then score[s] = score[s] + W.evidence_siege_roll
      elseif l.key == "camelot.log.round_table_draw" then score[s] = score[s] + W.evidence_draw end
    end
  end
  r.read = #log
  return score, r.wrong
end

local function most_suspect(view, eligible)
  local score = suspicion(view)
  local best, best_score
  for _, s in ipairs(eligible) do
    if s ~= view.seat and (not best_score or (score[s] or 0) > best_score) then best, best_score = s, score[s] or 0 end
  end
  return best, best_score or 0
end

-- A hidden Traitor reads the same public evidence: would `added` more (1: a siege engine chosen
-- in the Progression of Evil; 1.5: a wrong accusation) bring him near the knight a loyal one
-- accuses (2 or more, 1.5 above the next; he keeps a margin: 1 above the next)?
local function would_stand_out(view, added)
  local score = suspicion(view)
  local mine, other = (score[view.seat] or 0) + (added or 1), -math.huge
  for seat, at in ipairs(counters(view).location or {}) do
    if at ~= "" and seat ~= view.seat then other = math.max(other, score[seat] or 0) end
  end
  return mine >= 2 and mine - other >= 1
end

-- The loyalty deck's size: a loyal knight's chance that a Traitor sits among the others is
-- (players - 1) / (cards - 1) without traitor_always.
local LOYALTY_CARDS = 0
for _, c in ipairs(cards.loyalty) do LOYALTY_CARDS = LOYALTY_CARDS + c.count end

-- A loyal knight accuses once the evidence singles one knight out: the most suspect scores 2 or
-- more and at least 1.5 above the next, from 10 swords (an unmasked Traitor adds a siege engine
-- every turn to the end: 10 rather than 8 won 17% of 5-knight games with the Traitor against
-- 12%, 300 games); or on strong evidence (3.5, 2.5 above the next) whenever the rules allow.
-- While a Traitor is unlikely (fewer than even odds: 3 knights without traitor_always, 2 in 7)
-- only late, on evidence scaled up by the odds (a wrong accusation turns a white sword black:
-- at 3 knights, 2 or more wrong accusations in 5.6% of games without the scale, 0.9% with it).
-- A wrong accusation is evidence against its accuser, so in a game without a Traitor the next
-- knight accused the accuser, and so on (5 knights, the Traitor option on: 3 or more wrong
-- accusations in 1.1% of games). After the second the evidence asked doubles, after the third it
-- triples (3 or more in 0.03%). Not after the first: it is often the hidden Traitor's, and
-- doubling then cost the knights 1-2 points at 5 and 6 knights with the Traitor always dealt.
-- A hidden Traitor accuses a loyal knight late, when the white swords lead.
local function should_accuse(view, traitor)
  local W = weights(view)
  local c = counters(view)
  local white, black = tonumber(c.white_swords) or 0, tonumber(c.black_swords) or 0
  -- A hidden Traitor's wrong accusation is evidence against him: only when it does not single
  -- him out, or when the next sword may end the game.
  if traitor then
    return white + black >= 9 and white > black and (white + black >= 11 or not would_stand_out(view, 1.5))
  end
  local p = 1
  if not (view.options or NONE).traitor_always then p = (#(view.players or NONE) - 1) / (LOYALTY_CARDS - 1) end
  local scale = p < 0.5 and 0.5 / p or 1
  if scale > 1 and white + black < W.accuse_swords then return false end
  local score, wrong = suspicion(view)
  wrong = wrong or 0
  if wrong > 1 then scale = scale * (1 + W.accuse_after_wrong * (wrong - 1)) end
  -- The strong-evidence accusation: while a Traitor is likely and at most one accusation went wrong.
  local early = p >= 0.5 and wrong <= 1
  local first, second = -math.huge, -math.huge
  for seat, at in ipairs(c.location or {}) do
    if at ~= "" and seat ~= view.seat then
      local v = score[seat] or 0
      if v > first then first, second = v, first elseif v > second then second = v end
    end
  end
  if early and first >= W.accuse_early_score and first - second >= W.accuse_early_gap then return true end
  -- Late: a revealed Traitor adds a siege engine every turn, so he is unmasked when the swords
  -- near the end (his reveal adds a white sword and spares the two turned black at the end).
  return first >= W.accuse_score * scale and first - second >= W.accuse_gap * scale and white + black >= W.accuse_swords
end

---------------------------------------------------------------------------------------------
-- Decisions.

local function has(options, x)
  if not options then return false end
  for i = 1, #options do if options[i] == x then return true end end
  return false
end

-- The quests a Merlin card may save, in the order they are weighed, and for the three sum quests
-- the black cards, face down included, that put one a card from lost, and the weight of saving it.
local MERLIN_QUESTS = { "saxons", "picts", "black_knight", "lancelot", "dragon", "grail" }
local MERLIN_BLACKS = { black_knight = 3, lancelot = 4, dragon = 4 }
local MERLIN_WEIGHT = { black_knight = "merlin_black_knight", lancelot = "merlin_lancelot", dragon = "merlin_dragon" }

-- A Merlin card played as a Heroic Action: the target that saves most now and what it is worth
-- (a quest one black card from being lost, a siege near 12); 0 when it is better kept for the
-- interrupt.
local function merlin_target(view)
  local W = weights(view)
  local c = counters(view)
  local quests, boards = c.quests or NONE, c.boards or NONE
  local siege = tonumber(c.siege_engines) or 0
  local best, best_v = "siege", (siege >= 10 and W.merlin_siege_10) or (siege >= 8 and W.merlin_siege_8)
    or (siege >= 6 and W.merlin_siege_6) or (siege >= 1 and W.merlin_siege_1) or 0
  local safe = swords_safe(view)
  for i = 1, #MERLIN_QUESTS do
    local q = MERLIN_QUESTS[i]
    local war = q == "saxons" or q == "picts"
    -- Safe on swords: a quest lost harms nobody; wars still bring siege engines.
    if quests[q] == "open" and (war or not safe) then
      local b = boards[q] or NONE
      local v
      if war then
        v = (tonumber(b.warriors) or 0) >= 3 and W.merlin_war or 0
      elseif q == "grail" then
        v = (tonumber(b.black) or 0) >= 5 and W.merlin_grail or 0
      else
        v = count_of(b.black) + (tonumber(b.face_down) or 0) >= MERLIN_BLACKS[q] and W[MERLIN_WEIGHT[q]] or 0
      end
      if v > best_v then best, best_v = q, v end
    end
  end
  return best, best_v
end

-- The special white card this seat would play now (its card id), or nil.
local function special_choice_now(view, h, traitor)
  local W = weights(view)
  local c = counters(view)
  local life = my(view, "life") or 4
  local have = {}
  for i = 1, #h do have[h[i].card] = true end
  if have.piety and life <= W.piety_life then return "piety" end
  if have.fate and not traitor then return "fate" end
  if have.reinforcements and #h <= W.reinforcements_hand then return "reinforcements" end
  if have.lady_of_the_lake and (quest_open(view, "excalibur") or life <= 4) then return "lady_of_the_lake" end
  if have.clairvoyance then return "clairvoyance" end
  if have.convocation and my(view, "location") == "round_table" then return "convocation" end
  if have.heroism and quest_open(view, "grail") then return "heroism" end
  if have.merlin and not traitor then
    local _, v = merlin_target(view)
    -- Keep one Merlin card for the interrupt unless the need is pressing.
    if v >= W.merlin_play or (v >= W.merlin_play_two and kind_count(h, "merlin") >= 2) then return "merlin" end
  end
  if have.piety and life <= 4 then return "piety" end
  -- A card the bot does not know (a mod's: no cards.lua entry here), as soon as it may be played.
  for i = 1, #h do
    if h[i].info == nil and h[i].card ~= nil then return h[i].card end
  end
  return nil
end

-- The same, worked out once a decision (kept with the seat's memo for the view it was worked out
-- from: a Heroic Action asks it up to three times). `h` and `traitor` are the view's: the hand
-- and the Traitor flag read from it.
local function special_choice(view, h, traitor)
  local m = memo(view)
  if m.special_of == view then return m.special end
  local want = special_choice_now(view, h, traitor)
  m.special_of, m.special = view, want
  return want
end

local function special_wanted(view, h, traitor)
  return special_choice(view, h, traitor) ~= nil
end

-- The special cards a hidden Traitor never plays by choice: Fate reveals him, a Merlin card
-- undoes Evil's work.
local TRAITOR_KEEPS = { fate = true, merlin = true }

-- Whether a special card of this hand other than those a Traitor keeps is playable now (the
-- rules' conditions, white.lua, read from the view: a Messenger needs another knight in play and
-- a second card to give, Heroism an open quest; the others are always playable). Playing
-- "special" commits the seat to one of the playable cards: a hidden Traitor asks for it only
-- when one of them is such a card.
local function cover_special_playable(view, h)
  for i = 1, #h do
    local info, card = h[i].info, h[i].card
    if info and info.kind == "special" and not TRAITOR_KEEPS[card] then
      if card == "heroism" then
        for i = 1, #LOCATION_IDS do
          if quest_open(view, LOCATION_IDS[i]) then return true end
        end
      elseif card == "messenger" then
        if #h >= 2 then
          for seat, at in ipairs(counters(view).location or {}) do
            if seat ~= view.seat and at ~= "" then return true end
          end
        end
      else
        return true
      end
    end
  end
  return false
end

-- Did this seat lay the white cards on the solo quest / war where it stands (leaving wastes them)?
local function committed_here(view, at)
  if not quest_open(view, at) then return false end
  local b = board(view, at)
  if SOLO[at] then return count_of(b.white) > 0 end
  return false
end

-- The Heroic Action's view of the locations: the best one and its score, where I stand (`at`)
-- and its score with staying's bonus (and a committed solo quest's), and whether to act here.
-- (Every location is scored once: where I stand is one of them.)
local function score_places(view, can_quest, h, traitor, at, W)
  local goal, goal_score, here = best_location(view, LOCATION_IDS, h, traitor, at)
  if here == nil then here = location_score(view, at, h, traitor) end
  here = here + W.stay_bonus  -- staying costs no action
  if committed_here(view, at) and here > -5 then here = here + W.committed_bonus end
  local act_here = can_quest and here > 0 and (goal == at or here >= goal_score - W.act_margin)
  return goal, goal_score, here, act_here
end

-- The Heroic Action menu's options, read once: whether it offers each answer heroic() weighs.
local function heroic_menu(opts)
  local move, quest, special, heal, accuse, galahad, end_turn = false, false, false, false, false, false, false
  for i = 1, #(opts or NONE) do
    local o = opts[i]
    if o == "move" then move = true
    elseif o == "quest" then quest = true
    elseif o == "special" then special = true
    elseif o == "heal" then heal = true
    elseif o == "accuse" then accuse = true
    elseif o == "galahad_special" then galahad = true
    elseif o == "end_turn" then end_turn = true end
  end
  return move, quest, special, heal, accuse, galahad, end_turn
end

-- Why a knight acts where it stands: drawing at the Round Table, attacking the siege, or a quest
-- (a hidden Traitor's own words: he holds back, or takes on a solo quest to lose it).
local function act_reason(view, at, traitor)
  if not memo(view).explain then return nil end
  if at == "round_table" then
    return said(view, traitor and "camelot.reason.traitor_draw" or "camelot.reason.draw", "cards", #hand(view))
  end
  if at == "siege" then return said(view, "camelot.reason.siege") end
  if traitor then return said(view, SOLO[at] and "camelot.reason.traitor_solo" or "camelot.reason.traitor_act", "quest", at) end
  return said(view, "camelot.reason.act", "quest", at)
end

-- A second Heroic Action (1 life) from 3 life: to act where the first one moved to (4 life until
-- wave 13; with the Round Table's higher score: 5 knights with the Traitor 34% -> 45%, 600 games).
local function heroic(view, request, traitor)
  local W = weights(view)
  local opts = request.options
  local h = hand(view)
  local life = my(view, "life") or 4
  local at = my(view, "location") or "round_table"
  local prompt = request.prompt
  local second = prompt == "camelot.prompt.second_heroic" or prompt == "camelot.prompt.second_heroic_last"
  -- A mod's knight's power (its own condition says when it is offered), with life to spare.
  if has(opts, "power") and life >= W.power_life then return "power", said(view, "camelot.reason.power") end
  local can_move, can_quest, can_special, can_heal, can_accuse, can_galahad, can_end = heroic_menu(opts)
  -- Ending the turn when the menu offers it (else its first option).
  local stop = can_end and "end_turn" or (opts or NONE)[1]
  if prompt == "camelot.prompt.after_heroic" then
    if can_galahad and special_wanted(view, h, traitor) then return "galahad_special", said(view, "camelot.reason.special") end
    return "end_turn", said(view, "camelot.reason.end_turn")
  end
  -- A second Heroic Action is paid with a life before it is taken: on the last life it kills the
  -- knight (a heal then gains nothing back), so none; a power costs nothing.
  if second and life <= 1 then
    if can_galahad and special_wanted(view, h, traitor) then return "galahad_special", said(view, "camelot.reason.special") end
    return stop, said(view, "camelot.reason.last_life")
  end
  if can_heal and life <= 1 then return "heal", said(view, "camelot.reason.heal_last") end
  if can_accuse and should_accuse(view, traitor) then
    return "accuse", said(view, traitor and "camelot.reason.traitor_accuse" or "camelot.reason.accuse")
  end
  if can_galahad and special_wanted(view, h, traitor) then return "galahad_special", said(view, "camelot.reason.special") end
  if second then
    -- A second action costs a life: only with life to spare, to act where the first one moved to
    -- (no move offered: it moved) or to play a special card. (The locations are scored only when
    -- acting here is offered: no other answer reads them.)
    if life <= W.second_life then return stop, said(view, "camelot.reason.second_no", "life", life) end
    if not can_move and at ~= "round_table" then
      local _, _, _, act_here = score_places(view, can_quest, h, traitor, at, W)
      if act_here then
        return "quest", traitor and act_reason(view, at, traitor) or said(view, "camelot.reason.second_act", "quest", at)
      end
    end
    if can_special and life >= W.second_special_life and special_wanted(view, h, traitor) then
      return "special", said(view, "camelot.reason.special")
    end
    return stop, said(view, "camelot.reason.second_none")
  end
  -- A Merlin card, Piety or Fate first (before the locations are scored: the answer does not read them).
  if can_special then
    local want = special_choice(view, h, traitor)
    if want == "merlin" or want == "piety" or want == "fate" then return "special", said(view, "camelot.reason.special") end
  end
  local goal, goal_score, here, act_here = score_places(view, can_quest, h, traitor, at, W)
  if act_here then return "quest", act_reason(view, at, traitor) end
  if can_special and special_wanted(view, h, traitor) then return "special", said(view, "camelot.reason.special") end
  if can_move and goal ~= at and goal_score > here then
    return "move", said(view, traitor and "camelot.reason.traitor_leave" or "camelot.reason.leave", "quest", at)
  end
  if can_quest and here > -5 and at ~= "siege" then return "quest", act_reason(view, at, traitor) end
  if can_heal and life <= W.heal_life then return "heal", said(view, "camelot.reason.heal", "life", life) end
  if can_special and (not traitor or cover_special_playable(view, h)) then return "special", said(view, "camelot.reason.special") end
  if can_end then return "end_turn", said(view, "camelot.reason.end_turn") end
  if can_move then return "move" end
  -- (Only now may a Traitor be made to play Fate or a Merlin card: nothing else is offered.)
  for i = 1, #opts do
    if opts[i] ~= "special" then return opts[i] end
  end
  return opts[1]
end

-- The Progression of Evil: the choice that costs the knights least now. Costs are in "siege
-- engines at a quiet siege": a siege engine costs more as the engines near 12; a life costs
-- more as the knight nears death; a black card costs what it does on average where it would go
-- (a card for a quest that is over is a siege engine; a quest one card from being lost is a lost
-- quest), from the black deck's make-up (cards.lua).
local BLACK_SHARE, BLACK_KINDS = {}, {}
do
  local total = 0
  for _, c in ipairs(cards.black) do total = total + c.count end
  for _, c in ipairs(cards.black) do
    local kind = c.special and (c.quest == "grail" and "grail" or (c.quest == "war" and "war" or "special")) or c.quest
    if not BLACK_SHARE[kind] then BLACK_KINDS[#BLACK_KINDS + 1] = kind end
    BLACK_SHARE[kind] = (BLACK_SHARE[kind] or 0) + c.count / total
  end
end

local function siege_cost(siege, W)
  if siege >= 11 then return 100 end
  return W.engine_base + siege * W.engine_slope + (siege >= 8 and (siege - 7) * W.engine_late or 0)
end

local function life_cost(life, W)
  if life <= 1 then return 100 end
  if life == 2 then return W.life_2 end
  if life == 3 then return W.life_3 end
  if life == 4 then return W.life_4 end
  return W.life_5
end

-- What a black card laid on a quest with `blacks` of `slots` costs (the last one loses it; once
-- the swords are safe, a lost quest only brings the end nearer).
local function quest_black_cost(blacks, slots, loss, safe_now, W)
  if blacks >= slots - 1 then return safe_now and -1 or loss end
  return W.black_base + W.black_slope * blacks / slots
end

local function black_kind(c)
  return c.special and (c.quest == "grail" and "grail" or (c.quest == "war" and "war" or "special")) or c.quest
end

-- A black card on a war with `n` warriors: a lost war brings two siege engines (`sc` each) as well.
local function war_cost(n, sc, safe_now, W)
  local v = quest_black_cost(n, 4, W.loss_war + 2 * sc, safe_now, W)
  if safe_now and n >= 3 then v = 2 * sc - 1 end
  return v
end

-- The cost of a black card of each kind (BLACK_SHARE's kinds) now (one table made per call, in
-- one go, and no closures: this runs at every Progression of Evil; the counters, the quests and
-- the boards are read once).
local function black_costs(view)
  local W = weights(view)
  local c = counters(view)
  local quests, boards = c.quests or NONE, c.boards or NONE
  local safe_now = swords_safe(view)
  local sc = siege_cost(tonumber(c.siege_engines) or 0, W)
  local black_knight, lancelot, excalibur, grail = sc, sc, sc, sc
  if quests.black_knight == "open" then
    local b = boards.black_knight or NONE
    black_knight = quest_black_cost(count_of(b.black) + (tonumber(b.face_down) or 0), 4, W.loss_black_knight, safe_now, W)
      - W.face_down_discount
  end
  if quests.lancelot == "open" then
    local b = boards.lancelot or NONE
    lancelot = quest_black_cost(count_of(b.black) + (tonumber(b.face_down) or 0), 5, W.loss_lancelot, safe_now, W)
      - W.face_down_discount
  elseif quests.dragon == "open" then
    local b = boards.dragon or NONE
    lancelot = quest_black_cost(count_of(b.black) + (tonumber(b.face_down) or 0), 5, W.loss_dragon, safe_now, W)
  end
  if quests.excalibur == "open" then
    local b = boards.excalibur or NONE
    local pos, steps = tonumber(b.position) or 0, tonumber(b.steps) or 5
    excalibur = pos <= 1 - steps and (safe_now and -1 or W.loss_excalibur) or W.excalibur_step
  end
  if quests.grail == "open" then
    grail = (tonumber((boards.grail or NONE).black) or 0) >= 6 and (safe_now and -1 or W.loss_grail) or W.grail_step
  end
  local sax = tonumber((boards.saxons or NONE).warriors) or 0
  local pic = tonumber((boards.picts or NONE).warriors) or 0
  return {
    black_knight = black_knight, lancelot = lancelot, excalibur = excalibur, grail = grail,
    saxons = war_cost(sax, sc, safe_now, W), picts = war_cost(pic, sc, safe_now, W),
    war = war_cost(math.min(sax, pic), sc, safe_now, W), special = W.black_special,
  }
end

-- Percival knows the top black card (told this turn): its cost exactly.
local function known_top_black(view)
  local turn = tonumber(counters(view).turn) or -1
  for _, f in ipairs(view.knowledge or {}) do
    if f.key == "camelot.fact.top_black" and tonumber(f.turn) == turn then return cards.black_by_id[f.card] end
  end
  return nil
end

local function black_cost(view)
  local costs = black_costs(view)
  local top = known_top_black(view)
  if top then return costs[black_kind(top)] or 1 end
  local cost = 0
  for i = 1, #BLACK_KINDS do
    local kind = BLACK_KINDS[i]
    cost = cost + BLACK_SHARE[kind] * (costs[kind] or 1)
  end
  return cost
end

local EVIL_REASON = { draw_black = "camelot.reason.evil_black", siege_engine = "camelot.reason.evil_siege",
                      lose_life = "camelot.reason.evil_life" }

local function evil_choice(view, traitor)
  local W = weights(view)
  local c = counters(view)
  local siege = tonumber(c.siege_engines) or 0
  local life = my(view, "life") or 4
  local draw_black, siege_engine, lose_life = black_cost(view), siege_cost(siege, W), life_cost(life, W)
  -- A hidden Traitor: the loyal choice, but a siege engine whenever it is nearly as good (a choice
  -- a loyal knight might make; choosing it every turn would give him away).
  if traitor and siege <= 9 and siege_engine <= math.min(draw_black, lose_life) + 0.7
     and not would_stand_out(view) then
    return "siege_engine", said(view, "camelot.reason.traitor_siege", "count", siege)
  end
  -- The cheapest, the first of draw_black, siege_engine, lose_life on a tie.
  local best, best_v = "draw_black", draw_black
  if siege_engine < best_v then best, best_v = "siege_engine", siege_engine end
  if lose_life < best_v then best = "lose_life" end
  return best, said(view, EVIL_REASON[best], "count", siege, "life", life)
end

-- The interrupt's Merlin answers ("merlin_" and one digit: what "^merlin_%d$" matched, looked up
-- without a pattern match an option).
local MERLIN_OPTION = {}
for d = 0, 9 do MERLIN_OPTION["merlin_" .. d] = true end

local function choose(view, request, rng, traitor)
  local p, opts = request.prompt, request.options
  if p == "camelot.prompt.evil" then
    local x, why = evil_choice(view, traitor)
    if has(opts, x) then return x, why end
    return opts[1]
  end
  if p == "camelot.prompt.heroic" or p == "camelot.prompt.second_heroic" or p == "camelot.prompt.second_heroic_last"
     or p == "camelot.prompt.after_heroic" then
    return heroic(view, request, traitor)
  end
  if p == "camelot.prompt.face_down" then return has(opts, "face_down") and "face_down" or opts[1] end
  if p == "camelot.prompt.interrupt" or p == "camelot.prompt.interrupt_merlin" then
    local card = request.args and request.args.card
    if traitor then return "pass", card and said(view, "camelot.reason.traitor_pass", "card", card) end
    local best = "pass"
    for _, o in ipairs(opts) do
      if MERLIN_OPTION[o] and (best == "pass" or o > best) then best = o end
    end
    if best == "pass" and has(opts, "sacrifice_excalibur") and
       (card == "morgan_three_black" or (card == "morgan_siege" and (tonumber(counters(view).siege_engines) or 0) >= 8)) then
      return "sacrifice_excalibur", card and said(view, "camelot.reason.excalibur_cancels", "card", card)
    end
    if best ~= "pass" then return best, card and said(view, "camelot.reason.merlin_cancels", "card", card) end
    return best
  end
  if p == "camelot.prompt.move" then
    local goal = best_location(view, opts, hand(view), traitor)
    if goal then return goal, said(view, traitor and "camelot.reason.traitor_move" or "camelot.reason.move", "quest", goal) end
    return opts[1]
  end
  if p == "camelot.prompt.grail_revive" then
    if traitor then return "let_die", said(view, "camelot.reason.traitor_let_die") end
    return "revive", said(view, "camelot.reason.revive")
  end
  if p == "camelot.prompt.morgan" then
    if has(opts, "one_discards_3") then return "one_discards_3" end
    return has(opts, "all_discard_1") and "all_discard_1" or opts[1]
  end
  if p == "camelot.prompt.war" then
    local sax, pic = tonumber(board(view, "saxons").warriors) or 0, tonumber(board(view, "picts").warriors) or 0
    if not quest_open(view, "picts") then return "saxons" end
    if not quest_open(view, "saxons") then return "picts" end
    if traitor then
      local war = sax >= pic and "saxons" or "picts"
      return war, said(view, "camelot.reason.traitor_war", "quest", war)
    end
    local war = sax <= pic and "saxons" or "picts"
    return war, said(view, "camelot.reason.war", "quest", war)
  end
  if p == "camelot.prompt.piety" then
    return ((my(view, "life") or 4) <= 4 and has(opts, "self_3")) and "self_3" or opts[#opts]
  end
  if p == "camelot.prompt.reinforcements" then return has(opts, "self_4") and "self_4" or opts[1] end
  if p == "camelot.prompt.heroism" then
    local best, best_score
    for _, q in ipairs(opts) do
      local s = location_score(view, q, hand(view), false)
      if not best_score or s > best_score then best, best_score = q, s end
    end
    return best or opts[1]
  end
  if p == "camelot.prompt.merlin_target" then
    local target = merlin_target(view)
    if not has(opts, target) then target = has(opts, "siege") and "siege" or opts[1] end
    return target, said(view, "camelot.reason.merlin_target", "quest", target)
  end
  if p == "camelot.prompt.traitor_evil" then
    if (tonumber(counters(view).siege_engines) or 0) <= 10 and has(opts, "siege_engine") then
      return "siege_engine", said(view, "camelot.reason.revealed_siege")
    end
    return opts[1]
  end
  if p == "camelot.prompt.heal" then return opts[1] end
  return opts[rng:int(1, #opts)]
end

local function pick_entities(view, request, rng, traitor)
  local W = weights(view)
  local p, ids = request.prompt, request.entities or {}
  local mn, mx = request.min or 1, request.max or 1
  if p == "camelot.prompt.share_give" or p == "camelot.prompt.arthur_give" or p == "camelot.prompt.arthur_back"
     or p == "camelot.prompt.discard" or p == "camelot.prompt.messenger_cards" then
    -- The opening share is face up: a Traitor gives what a loyal knight would (its least useful
    -- card), keeping its best cards and its cover.
    return least_useful(view, ids, math.max(mn, 1)), said(view, "camelot.reason.least_useful")
  end
  if p == "camelot.prompt.share_take" then return most_useful(view, ids, 1), said(view, "camelot.reason.most_useful") end
  if p == "camelot.prompt.play_card" then
    local at = my(view, "location")
    if at == "excalibur" then
      -- The least useful card moves the sword as well as any other (a Traitor spends a good one).
      if traitor then return most_useful(view, ids, 1), said(view, "camelot.reason.traitor_excalibur") end
      return least_useful(view, ids, 1), said(view, "camelot.reason.excalibur")
    end
    -- On sum quests the highest card that fits (a Traitor: the lowest).
    local best, best_v
    for _, id in ipairs(ids) do
      local card = card_of(view, id)
      local info = card and cards.white_by_id[card]
      local v = info and info.value or 0
      if traitor then v = -v end
      if not best_v or v > best_v then best, best_v = id, v end
    end
    local card = best and card_of(view, best)
    if card and traitor then return { best }, said(view, "camelot.reason.traitor_low_card", "card", card) end
    if card and SUM_PATTERNS[at] then return { best }, said(view, "camelot.reason.high_card", "card", card) end
    if card then return { best }, said(view, "camelot.reason.lay_card", "card", card, "quest", at) end
    return { best or ids[1] }
  end
  if p == "camelot.prompt.siege_cards" then
    -- The fewest highest cards reaching 7 or more (the d8 beaten 6 times in 8), else all.
    local list = {}
    for _, id in ipairs(ids) do
      local card = card_of(view, id)
      local info = card and cards.white_by_id[card]
      list[#list + 1] = { id = id, v = info and info.value or 0 }
    end
    table.sort(list, function(a, b) if a.v ~= b.v then return a.v > b.v end return a.id < b.id end)
    local out, sum = {}, 0
    for _, x in ipairs(list) do
      if #out >= mx then break end
      if sum >= W.siege_cards_sum and #out >= mn then break end
      out[#out + 1], sum = x.id, sum + x.v
    end
    if traitor then return { list[#list].id }, said(view, "camelot.reason.traitor_siege_cards") end
    return out, said(view, "camelot.reason.siege_cards", "count", #out, "sum", sum)
  end
  if p == "camelot.prompt.kay_adds" then
    if traitor or #ids == 0 then return {} end
    return most_useful(view, ids, 1)
  end
  if p == "camelot.prompt.special" then
    local want = special_choice(view, hand(view), traitor)
    local order = { want or "", "reinforcements", "clairvoyance", "lady_of_the_lake", "convocation", "heroism",
                    "messenger", "piety", "fate", "merlin" }
    for _, card in ipairs(order) do
      for _, id in ipairs(ids) do
        if card_of(view, id) == card and not (traitor and TRAITOR_KEEPS[card]) then
          return { id }, said(view, "camelot.reason.special_card", "card", card)
        end
      end
    end
    -- Only cards a Traitor keeps are left (he asked for none of them: nothing else was offered):
    -- a Merlin card keeps him hidden, Fate would reveal him.
    if traitor then
      for _, id in ipairs(ids) do
        if card_of(view, id) == "merlin" then return { id } end
      end
    end
    return { ids[1] }
  end
  if p == "camelot.prompt.armor" then
    -- Keep the black card that hurts least: a quest card of low value over a special one.
    local best, best_v
    for _, id in ipairs(ids) do
      local card = card_of(view, id)
      local info = card and cards.black_by_id[card]
      local harm = info and (info.special and 10 or (info.value or info.lancelot or 3)) or 5
      if traitor then harm = -harm end
      if not best_v or harm < best_v then best, best_v = id, harm end
    end
    return { best or ids[1] }
  end
  -- Anything else: the least useful cards, as few as allowed.
  local out = least_useful(view, ids, math.max(mn, 0))
  if #out == 0 and mn > 0 then out = { ids[1] } end
  return out
end

local function pick_seats(view, request, rng, traitor)
  local p, eligible = request.prompt, request.eligible or {}
  local mn = request.min or 1
  local c = counters(view)
  local function by(counter, highest, exclude_self)
    local best, best_v
    for _, s in ipairs(eligible) do
      local v = (c[counter] or {})[s] or 0
      if not highest then v = -v end
      if not (exclude_self and s == view.seat) and (not best_v or v > best_v) then best, best_v = s, v end
    end
    return best or eligible[1]
  end
  local seat, why
  if p == "camelot.prompt.accuse" then
    if traitor then
      seat = eligible[rng:int(1, #eligible)]
      why = said(view, "camelot.reason.traitor_accuse_seat", "seat", seat)
    else
      local score
      seat, score = most_suspect(view, eligible)
      why = said(view, "camelot.reason.accuse_seat", "seat", seat, "score", score)  -- ({score:fixed:1} rounds it)
    end
  elseif p == "camelot.prompt.traitor_victim" then seat = by("hand_sizes", true)
  elseif p == "camelot.prompt.morgan_who" then
    -- The knight who suffers least: the most cards (discards) or the most life.
    seat = traitor and by("hand_sizes", false, false) or by("hand_sizes", true, false)
  elseif p == "camelot.prompt.messenger_to" or p == "camelot.prompt.arthur_with" then
    seat = by("hand_sizes", false, true)
  else
    seat = eligible[rng:int(1, #eligible)]
  end
  local out = { seat }
  for _, s in ipairs(eligible) do
    if #out >= mn then break end
    if s ~= seat then out[#out + 1] = s end
  end
  return out, why
end

local function decide(view, request, rng, shared, reasons)
  -- A new decision: what read() and special_choice() worked out for the seat's view at its last
  -- decision is let go (the view is the same table, updated in place: docs/lua-api.md "Bots").
  -- Its reason is made only when the host reads it (said).
  local m = memo(view)
  m.view, m.special_of, m.explain = nil, nil, reasons or nil
  local traitor = is_traitor(view)
  if request.kind == "choose" then return choose(view, request, rng, traitor) end
  if request.kind == "pick_entities" then return pick_entities(view, request, rng, traitor) end
  if request.kind == "pick_seats" then return pick_seats(view, request, rng, traitor) end
  if request.kind == "order" then return request.entities end
  return nil
end

return {
  decide = decide,
  -- The log keys suspicion() reads (docs/lua-api.md "Bots"): its seats' logs hold only these, so
  -- the host neither builds nor converts the rest. Keep in step with suspicion().
  log_keys = { "camelot.log.accusation", "camelot.log.accused_loyal", "camelot.log.merlin_cancels",
               "camelot.log.evil_choice", "camelot.log.white_played", "camelot.log.excalibur_card",
               "camelot.log.siege_roll", "camelot.log.turn", "camelot.log.special_played",
               "camelot.log.round_table_draw", "camelot.log.quest_lost" },
}
