-- scripts/camelot/turn.lua: the order of play: the opening share at the Round Table, then turns
-- clockwise from the first knight: the Progression of Evil, then a Heroic Action (move; act on
-- the current quest; one special white card; heal with three identical cards; accuse) and, for
-- 1 life, a second one of another type; powers at the Heroic Action's menu (Arthur's swap,
-- Galahad's free special card) and where they apply (Gawain, Kay, Palamedes, Percival, Tristan).
-- A revealed Traitor's turn; the end conditions, checked after every step.
local cards = use "camelot/cards"
local rules = use "camelot/rules"
local S     = use "camelot/state"
local Q     = use "camelot/quests"
local B     = use "camelot/black"
local W     = use "camelot/white"
local A     = use "camelot/additions"
-- The sandbox functions called in the loops, as locals (a global is looked up through the
-- environment's fallback to the sandbox: twice an upvalue's work).
local ipairs, pairs, math, table = ipairs, pairs, math, table

local T = {}

---------------------------------------------------------------------------------------------
-- The end.

-- Whether a loyal knight is alive, looked for again only after a death (t.deaths, counted by
-- S.lose_life; loyalty never changes; nobody comes back from the dead): check_end asks after every
-- step, and reads t.loyal_alive_after itself (the deaths counted when one was last found alive).
local function loyal_alive(g)
  local t = g.cm
  for seat = 1, g.player_count do
    if not t.dead[seat] and t.loyalty[seat] ~= "traitor" then
      t.loyal_alive_after = t.deaths
      return true
    end
  end
  return false
end

-- Sets t.over = {winner, reason} when the game has ended; returns whether it has.
function T.check_end(g)
  local t = g.cm
  if t.over then return true end
  if t.siege >= rules.siege_to_lose then t.over = { "evil", "siege_engines" }
  elseif t.black_swords >= rules.black_swords_to_lose then t.over = { "evil", "seven_black_swords" }
  elseif t.loyal_alive_after ~= t.deaths and not loyal_alive(g) then t.over = { "evil", "knights_dead" }
  elseif t.white_swords + t.black_swords >= rules.swords_to_end then
    if t.traitor and not t.revealed then
      local k = math.min(rules.undetected_traitor_turns, t.white_swords)
      t.white_swords, t.black_swords, t.counters_clean = t.white_swords - k, t.black_swords + k, false
      g:log("camelot.log.traitor_undetected", { count = k, white = t.white_swords, black = t.black_swords })
    end
    if t.black_swords >= rules.black_swords_to_lose then t.over = { "evil", "seven_black_swords" }
    elseif t.white_swords > t.black_swords then t.over = { "knights", "white_swords" }
    else t.over = { "evil", "black_majority" } end
  end
  return t.over ~= nil
end

local function finish(g)
  local t = g.cm
  local winner, reason = t.over[1], t.over[2]
  t.phase, t.counters_clean = "", false
  S.publish(g)
  local winners = {}
  for seat = 1, g.player_count do
    local loyal = t.loyalty[seat] ~= "traitor"
    if (winner == "knights") == loyal then winners[#winners + 1] = seat end
  end
  for seat, card in pairs(t.loyalty_card) do
    g:reveal(card, "loyalty", "public")
    g:reveal(card, "role", "public")
  end
  g:set("winners", winners)
  g:set("end_reason", reason)
  g:set("loyalties", t.traitor and t.loyalty or {})
  -- How the Traitor ended (the lab counts them: layout's final_counters): found by an accusation,
  -- revealed by Fate, undetected after a wrong accusation, never accused; none in play.
  local detection = "no_traitor"
  if t.traitor then
    detection = t.revealed_by or ((t.wrong_accusations or 0) > 0 and "wrongly_accused" or "never_accused")
  end
  g:set("traitor_detection", detection)
  g:set("wrong_accusations", t.wrong_accusations or 0)
  g:log("camelot.log.game_over", { winner = "camelot.side." .. winner, reason = "camelot.end." .. reason,
                                   traitor = t.traitor or 0 })
  g:finish(winner, reason)
end

---------------------------------------------------------------------------------------------
-- The Traitor.

-- The Traitor is revealed (accused, or by Fate): his relics but Lancelot's Armor leave the game,
-- his figure leaves the board, his white cards are discarded.
function T.reveal_traitor(g, seat, log_key)
  local t = g.cm
  t.revealed, t.counters_clean = seat, false
  t.revealed_by = log_key == "camelot.log.fate_reveals" and "revealed_by_fate" or "found"
  g:reveal(t.loyalty_card[seat], "loyalty", "public")
  g:reveal(t.loyalty_card[seat], "role", "public")
  g:tell(g:all_seats(), { key = "camelot.fact.loyalty_shown", seat = seat, loyalty = "traitor" })
  g:log(log_key, { seat = seat })
  S.leave(g, seat)
  t.location[seat] = ""
  S.seats_changed(g)
  for _, r in ipairs(S.relics_of(g, seat)) do
    if r ~= "lancelot_armor" then S.relic_out(g, r) end
  end
  local hand = S.hand(g, seat)
  if #hand > 0 then g:log("camelot.log.traitor_discards", { seat = seat, count = #hand }) end
  for _, id in ipairs(hand) do S.discard(g, id) end
  if seat == t.current then t.turn_over = true end
end

-- The knights in play but `seat` (alive, not a revealed Traitor), in seat order.
local function accuse_targets(g, seat)
  local t, out = g.cm, {}
  local dead, revealed = t.dead, t.revealed
  for s = 1, g.player_count do
    if s ~= seat and not dead[s] and revealed ~= s then out[#out + 1] = s end
  end
  return out
end

-- Whether accuse_targets would list anyone (asked at every menu: no list made).
local any_target = S.another_in_play

local function may_accuse(g, seat)
  local t = g.cm
  if not g.options.traitor or t.revealed or t.accused_by[seat] then return false end
  if t.white_swords + t.black_swords < rules.accuse_after and t.siege < rules.accuse_after then return false end
  return any_target(g, seat)
end

local function accuse(g, seat)
  local t = g.cm
  local target = g:pick_seats(seat, 1, "camelot.prompt.accuse", {}, accuse_targets(g, seat))[1]
  t.accused_by[seat] = true
  t.accusers[#t.accusers + 1] = seat
  t.counters_clean = false
  g:log("camelot.log.accusation", { seat = seat, target = target })
  if t.loyalty[target] == "traitor" then
    T.reveal_traitor(g, target, "camelot.log.traitor_found")
    S.add_swords(g, "white", 1)
  else
    g:reveal(t.loyalty_card[target], "loyalty", "public")
    g:reveal(t.loyalty_card[target], "role", "public")
    g:tell(g:all_seats(), { key = "camelot.fact.loyalty_shown", seat = target, loyalty = "loyal" })
    g:log("camelot.log.accused_loyal", { seat = target })
    t.wrong_accusations = (t.wrong_accusations or 0) + 1
    if t.white_swords > 0 then
      t.white_swords, t.black_swords, t.counters_clean = t.white_swords - 1, t.black_swords + 1, false
      g:log("camelot.log.sword_turned", { white = t.white_swords, black = t.black_swords })
    else
      g:log("camelot.log.no_white_to_turn")
      if g.options.wrong_accusation_no_white == "black_sword" then S.add_swords(g, "black", 1) end
    end
  end
end

-- The revealed Traitor's turn: one knight discards a random white card, then a siege engine or
-- a black card drawn and played.
local function traitor_turn(g, seat)
  local t = g.cm
  t.phase, t.counters_clean = "traitor", false
  local victims = {}
  for _, s in ipairs(S.knights_in_play(g)) do
    if #S.hand(g, s) > 0 then victims[#victims + 1] = s end
  end
  if #victims > 0 then
    local victim = g:pick_seats(seat, 1, "camelot.prompt.traitor_victim", {}, victims)[1]
    local hand = S.hand(g, victim)
    S.discard(g, hand[S.roll(g, #hand, "traitor_discard")])
    g:log("camelot.log.traitor_discard", { seat = seat, target = victim })
  end
  if T.check_end(g) then return end
  local choice = g:ask(seat, { "siege_engine", "draw_black" }, "camelot.prompt.traitor_evil")
  if choice == "siege_engine" then S.add_siege(g, 1, "camelot.log.why.traitor")
  else
    B.draw(g, seat, false)  -- Lancelot's Armor still works for him; no face-down card
  end
end

---------------------------------------------------------------------------------------------
-- The Heroic Action.

-- Whether a knight in play stands at a quest (S.participants' list is not empty; no list made).
local function any_participant(g, quest)
  local t = g.cm
  local location, dead, revealed = t.location, t.dead, t.revealed
  for seat = 1, g.player_count do
    if location[seat] == quest and not dead[seat] and revealed ~= seat then return true end
  end
  return false
end

-- Whether a knight may move to `loc` from `at`: within Camelot always, to an open quest unless
-- it is a solo quest with a knight there.
local function may_move_to(t, g, loc, at)
  local id = loc.id
  if id == at then return false end
  if loc.camelot then return true end
  local q = t.quest[id]
  if not (q and q.state == "open") then return false end
  return not (loc.solo and any_participant(g, id))
end

local function destinations(g, seat)
  local t = g.cm
  local out, at, locations = {}, t.location[seat], cards.locations
  for i = 1, #locations do
    local loc = locations[i]
    if may_move_to(t, g, loc, at) then out[#out + 1] = loc.id end
  end
  return out
end

-- Whether the seat has anywhere to move (destinations' answer, without the list).
local function any_destination(g, seat)
  local t, locations = g.cm, cards.locations
  local at = t.location[seat]
  for i = 1, #locations do
    if may_move_to(t, g, locations[i], at) then return true end
  end
  return false
end

-- Whether the seat may heal: three identical cards in the hand, and life to gain (heal_cards'
-- answer, without the list; asked at every Heroic Action menu, so without a table of counts
-- either: each card is counted among those after it).
local function may_heal(g, seat, hand)
  if g.cm.life[seat] >= rules.life_max then return false end
  local card_of, n = g.cm.card_of, #hand
  for i = 1, n - 2 do
    local c, k = card_of[hand[i]], 1
    for j = i + 1, n do
      if card_of[hand[j]] == c then
        k = k + 1
        if k == 3 then return true end
      end
    end
  end
  return false
end

local function heal_cards(g, seat, hand)
  if g.cm.life[seat] >= rules.life_max then return {} end
  local count, out = {}, {}
  for _, id in ipairs(hand or S.hand(g, seat)) do
    local c = S.card(g, id)
    count[c] = (count[c] or 0) + 1
    if count[c] == 3 then out[#out + 1] = c end
  end
  table.sort(out)
  return out
end

local function quest_action_legal(g, seat, hand)
  local t = g.cm
  local at = t.location[seat]
  if at == "round_table" then return #hand < rules.hand_limit end
  if at == "siege" then
    if t.siege <= 0 then return false end
    local card_of, white_by_id = t.card_of, cards.white_by_id
    for i = 1, #hand do
      if white_by_id[card_of[hand[i]]].kind == "fight" then return true end
    end
    return false
  end
  return Q.any_playable(g, seat, hand)
end

-- The Heroic Actions of the menu not used yet this turn and legal now, in the menu's order
-- (move, quest, special, heal, accuse), appended to opts; hand: the seat's hand, read once for
-- the whole menu.
local function legal_actions(g, seat, used, hand, opts)
  if not used.move and any_destination(g, seat) then opts[#opts + 1] = "move" end
  if not used.quest and quest_action_legal(g, seat, hand) then opts[#opts + 1] = "quest" end
  if not used.special and W.any_playable(g, seat, hand) then opts[#opts + 1] = "special" end
  if not used.heal and may_heal(g, seat, hand) then opts[#opts + 1] = "heal" end
  if not used.accuse and may_accuse(g, seat) then opts[#opts + 1] = "accuse" end
end

-- The siege: any number of Fight cards against the siege die (Kay may add one after the roll).
local function attack_siege(g, seat)
  local t = g.cm
  local fights = S.hand_of_kind(g, seat, "fight")
  local picked = g:pick_entities(seat, fights, { min = 1, max = #fights }, "camelot.prompt.siege_cards")
  local sum = 0
  for _, id in ipairs(picked) do
    sum = sum + S.white_info(g, id).value
    S.discard(g, id)
  end
  local die = S.roll(g, rules.siege_die, "siege_die")
  g:log("camelot.log.siege_roll", { seat = seat, sum = sum, die = die })
  sum = sum + Q.kay_adds(g, { seat }, "white_discard")
  if sum > die then
    S.add_siege(g, -1, "camelot.log.why.siege_won")
  else
    g:log("camelot.log.siege_failed", { seat = seat })
    S.lose_life(g, seat, 1)
  end
end

local function quest_action(g, seat)
  local t = g.cm
  local at = t.location[seat]
  if at == "round_table" then
    local n = t.knight[seat] == "gawain" and rules.gawain_draw or rules.round_table_draw
    local got = S.draw_white(g, seat, n)
    g:log("camelot.log.round_table_draw", { seat = seat, count = got })
  elseif at == "siege" then
    attack_siege(g, seat)
  else
    local id = g:pick_entities(seat, Q.playable(g, seat), 1, "camelot.prompt.play_card", { quest = at })[1]
    Q.play_white(g, seat, id)
  end
end

-- Returns why the move was free: "camelot" (between the Round Table and the siege), "tristan"
-- (Tristan leaving the Round Table), or nil.
local function move(g, seat)
  local t = g.cm
  local from = t.location[seat]
  local to = g:ask(seat, destinations(g, seat), "camelot.prompt.move")
  S.move_to(g, seat, to)
  g:log("camelot.log.moved", { seat = seat, from = from, to = to })
  local from_loc, to_loc = cards.location_by_id[from], cards.location_by_id[to]
  if from_loc.camelot and to_loc.camelot then return "camelot" end
  if t.knight[seat] == "tristan" and from == "round_table" then return "tristan" end
  return nil
end

local function heal(g, seat)
  local t = g.cm
  local c = g:ask(seat, heal_cards(g, seat), "camelot.prompt.heal")
  local n = 0
  for _, id in ipairs(S.hand(g, seat)) do
    if n < 3 and S.card(g, id) == c then S.discard(g, id); n = n + 1 end
  end
  g:log("camelot.log.healed", { seat = seat })
  S.gain_life(g, seat, 1)
end

local function play_special(g, seat)
  local id = g:pick_entities(seat, W.playable(g, seat), 1, "camelot.prompt.special")[1]
  W.play(g, seat, id, T.reveal_traitor)
end

-- Arthur: once a turn, swap one white card face down with any knight.
local function arthur_swap(g, seat)
  local t = g.cm
  local with = g:pick_seats(seat, 1, "camelot.prompt.arthur_with", {}, accuse_targets(g, seat))[1]
  local give = g:pick_entities(seat, "hand:" .. seat, 1, "camelot.prompt.arthur_give", { seat = with })[1]
  local back = nil
  if #S.hand(g, with) > 0 then
    back = g:pick_entities(with, "hand:" .. with, 1, "camelot.prompt.arthur_back", { seat = seat })[1]
  end
  S.put(g, give, "hand:" .. with, "owner")
  if back then S.put(g, back, "hand:" .. seat, "owner") end
  g:log("camelot.log.arthur_swap", { seat = seat, with = with })
end

-- A second Heroic Action costs 1 life (done: the Heroic Actions of the turn so far); a move is
-- paid once it is known not to be free (a move within Camelot, or Tristan's, is no action at all,
-- so it costs no life either).
local function pay_second(g, seat, done)
  if done == 1 then
    g:log("camelot.log.second_action", { seat = seat })
    S.lose_life(g, seat, 1)
  end
end

local function heroic(g, seat)
  local t = g.cm
  local used, done, free_move, powers = {}, 0, false, {}
  while not t.over and not t.turn_over and not t.dead[seat] and t.revealed ~= seat do
    local opts = {}
    local hand = S.hand(g, seat)  -- read once for the menu: nothing moves until the answer
    if done < 2 then legal_actions(g, seat, used, hand, opts) end
    local knight = t.knight[seat]
    if knight == "arthur" and not powers.arthur and #hand > 0 and any_target(g, seat) then
      opts[#opts + 1] = "arthur_swap"
    end
    -- A power never repeats a Heroic Action of the turn (the seed): Galahad's free special card
    -- only while no special card was played this turn, and it counts as that turn's special card.
    if knight == "galahad" and not powers.galahad and not used.special and W.any_playable(g, seat, hand) then
      opts[#opts + 1] = "galahad_special"
    end
    -- A mod's knight: its power, once a turn, when its condition allows (additions.lua).
    local power = not powers.mod and A.power_usable(g, seat, knight)
    if power then opts[#opts + 1] = "power" end
    if done >= 1 then opts[#opts + 1] = "end_turn" end
    if #opts == 0 then break end
    local prompt = done == 0 and "camelot.prompt.heroic" or (done == 1 and "camelot.prompt.second_heroic" or "camelot.prompt.after_heroic")
    -- (at 1 life the second action's life is the last: said so, the knight would die before it)
    if done == 1 and t.life[seat] <= 1 then prompt = "camelot.prompt.second_heroic_last" end
    local a = g:ask(seat, opts, prompt, { life = t.life[seat] })
    if a == "end_turn" then break end
    if a == "arthur_swap" then
      powers.arthur = true
      arthur_swap(g, seat)
    elseif a == "power" then
      powers.mod = true
      g:log("camelot.log.power_used", { seat = seat, knight = knight })
      power.act(g, seat)
    elseif a == "galahad_special" then
      powers.galahad, used.special = true, true
      play_special(g, seat)
    else
      if a ~= "move" then pay_second(g, seat, done) end
      if t.dead[seat] or t.turn_over then break end
      local counts = true
      if a == "move" then
        local free = move(g, seat)
        if free == "camelot" and not free_move then
          free_move, counts = true, false         -- within Camelot: no action at all
        elseif free == "tristan" and not free_move then
          free_move, counts, used.move = true, false, true  -- his power: no second move this turn
        end
        if counts then pay_second(g, seat, done) end
      elseif a == "quest" then quest_action(g, seat)
      elseif a == "special" then play_special(g, seat)
      elseif a == "heal" then heal(g, seat)
      elseif a == "accuse" then accuse(g, seat) end
      if counts then
        used[a] = true
        done = done + 1
      end
    end
    if T.check_end(g) then break end
  end
end

---------------------------------------------------------------------------------------------
-- The opening share: each knight lays one white card face up on the Round Table, then each
-- takes one of them back, in turn order from the first knight.
local function opening_share(g)
  local t = g.cm
  local order = S.in_play_from(g, t.first)
  for _, seat in ipairs(order) do
    local id = g:pick_entities(seat, "hand:" .. seat, 1, "camelot.prompt.share_give")[1]
    S.put(g, id, "shared", "public")
    g:log("camelot.log.share_given", { seat = seat, card = S.card(g, id) })
  end
  for _, seat in ipairs(order) do
    local id = g:pick_entities(seat, "shared", 1, "camelot.prompt.share_take")[1]
    g:log("camelot.log.share_taken", { seat = seat, card = S.card(g, id) })
    S.put(g, id, "hand:" .. seat, "owner")
  end
end

local function take_turn(g, seat)
  local t = g.cm
  t.current, t.turn, t.turn_over, t.lose_heroic, t.counters_clean = seat, t.turn + 1, false, false, false
  g:log("camelot.log.turn", { seat = seat, turn = t.turn })
  if t.revealed == seat then
    traitor_turn(g, seat)
    T.check_end(g)
    return
  end
  t.phase, t.counters_clean = "evil", false
  B.progression(g, seat)
  if T.check_end(g) or t.turn_over or t.dead[seat] or t.revealed == seat then return end
  if t.lose_heroic then
    g:log("camelot.log.heroic_lost", { seat = seat })
    return
  end
  t.phase, t.counters_clean = "heroic", false
  heroic(g, seat)
  T.check_end(g)
end

function T.play(g)
  local t = g.cm
  t.accused_by = {}
  opening_share(g)
  local seat = t.first
  while not T.check_end(g) do
    if not t.dead[seat] then take_turn(g, seat) end
    seat = g:next_seat(seat)
  end
  finish(g)
end

return T
