-- scripts/common/plot_cards.lua: Plot cards, as Avalon's Big Box and The Resistance's «Закулисные
-- войны» play them (the same nine cards under two sets of names). Each game gives its deck (names,
-- counts, which effect each card has) and how one player examines another (Avalon: a loyalty
-- card; The Resistance: the character card); this file plays the cards at the moments the rules
-- name. The deck's composition is shared (plots.standard_deck). The game's round calls, in its
-- order:
--
--   plots:claim_lead(leader) -> leader   before the Leader acts ("Lead to Victory")
--   plots:deal(leader)                    at the beginning of each Quest/mission, after that
--   plots:take_cards(leader)              before each proposal, after the deal ("Restore Your Honor": must;
--                                         then the held cards of mods with an effect of their own)
--   plots:first_voters() -> seats         who must vote first and openly ("Charge!")
--   plots:overturn(leader) -> bool        an approved team may be rejected ("The King Returns")
--   plots:face_up(leader, members) -> set who must play their card face up ("We Found You!")
--   plots:show_face_up(face_up, played)   those cards are turned over once played
--   plots:watch(leader, members, played, face_up)  look at a played card ("Ambush"; after Excalibur)
--   plots:before_cards(leader, members, quest)      before the Team's cards (mods' held cards of their own)
--   plots:after_result(leader, members, quest, failed)  after a Quest's result, when the game goes on (the same)
--
-- A disabled deck (the option off) is an object whose every call does nothing.
--
-- Cards are entities of kind "plot" (props: plot = the card's id, timing), public once drawn:
-- "plots:deck" (face down), "plots:drawn" (face up, before the Leader hands them out),
-- "plots:<seat>" (held by a seat; the seat owns the zone), "plots:discard".
local plots = {}
plots.__index = plots

-- The effects a card may have, and when each is used: "immediate" cards act when handed out and
-- are discarded; "held" cards wait for their moment and are discarded when used; "permanent" cards
-- stay in front of their holder for the whole game.
plots.timing = {
  take_lead = "held",         -- become the Leader before the Leader acts
  overturn = "held",          -- reject an approved team (counts as a rejected vote)
  watch = "held",             -- look at one played Quest card
  spotlight = "held",         -- make one team member play their card face up
  take_card = "held",         -- take a plot card from another player (both rulebooks mark it held)
  check_neighbour = "immediate",  -- examine an adjacent player
  show_self = "immediate",    -- show yourself to a player of your choice
  leader_shows = "immediate", -- the Leader shows himself to a player of his choice
  vote_first = "permanent",   -- vote first and openly, for the rest of the game
}

-- Without plot cards every call does nothing (and costs one table lookup).
local function noop() end
local function none() return {} end
local disabled = {
  claim_lead = function(_, leader) return leader end,
  deal = noop,
  take_cards = noop,
  first_voters = function() return nil end,
  overturn = function() return false end,
  face_up = none,
  show_face_up = noop,
  watch = noop,
  before_cards = noop,
  after_result = noop,
}

-- The deck both rulebooks describe: 15 cards of the nine effects, "marked ... (5+) or ... (7+).
-- Games of five or six players use seven Plot cards" (Big Box). Neither book lists how many of
-- each effect there are: these counts are the boxes' as players report them (the 5+ marks least
-- sure). A group whose box differs changes the numbers here, in one place; a game (or a mod) may
-- bring its own `deck`.
plots.standard_deck = {
  { effect = "take_lead",       count = 2, five_plus = 2 },
  { effect = "watch",           count = 2, five_plus = 2 },
  { effect = "overturn",        count = 3, five_plus = 1 },
  { effect = "take_card",       count = 1, five_plus = 1 },
  { effect = "vote_first",      count = 2, five_plus = 1 },
  { effect = "check_neighbour", count = 2, five_plus = 0 },
  { effect = "show_self",       count = 1, five_plus = 0 },
  { effect = "spotlight",       count = 1, five_plus = 0 },
  { effect = "leader_shows",    count = 1, five_plus = 0 },
}
plots.small_table = 6  -- up to 6 players only the cards marked 5+ are used (The Resistance's book
                       -- says 5-6 and "more than 7": 7 players use all 15, as in the Avalon Big Box)

-- Cards the Leader draws at the beginning of each Quest: 1 at 5-6 players, 2 at 7-8, 3 at 9-10
-- (the Big Box and the Russian Resistance agree).
function plots.draws(players)
  if players <= 6 then return 1 end
  if players <= 8 then return 2 end
  return 3
end

-- The effects that examine a player (a setup's advice about liars depends on them).
plots.examines = { check_neighbour = true, show_self = true, leader_shows = true }

-- Plot cards a mod adds (mod.lua: extends = {<game> = {cards = {...}}}, read by the game through
-- additions(<game>).cards), each played like the built-in cards of its effect:
--   { id = "eavesdrop",        -- its id: texts <key><id> and <key><id>.text, art/plot/<id>.svg
--     effect = "watch",        -- one of the nine effects (plots.timing)
--     count = 1,               -- how many in the deck at 7-10 players (default 1)
--     five_plus = 1,           -- how many at 5-6 players (default: count)
--     option = "eavesdrop" }   -- optional: the setup option that puts it in (the game makes it)
-- or with an effect of its own: `act` (a function) and `timing` in place of `effect`:
--   { id = "confession", timing = "immediate", act = function(play) ... end, examines = true }
--     timing = "immediate": act(play) when the Leader hands the card over (it is discarded first);
--     timing = "held": kept until its holder plays it; at each moment `at` (plots.own_moments) each
--       holder in turn, in the game's order, is asked to play or pass (common.prompt.play_plot); a
--       played card is discarded, then act(play). The moments:
--         "before_proposal" (the default): before each proposal, after the deal and Restore Your Honor;
--         "before_cards": once the Team is approved, before its members choose their Quest cards
--           (before We Found You!); play.team and play.quest say which;
--         "after_result": after a Quest's result is out and the game's own steps after it (the
--           Lady of the Lake), when the game goes on; play.team, play.quest and play.failed.
--     examines = true: act examines a player (the setup's advice about liars counts it).
--   play = { g = the game, seat = the receiver or holder, leader = the Leader,
--            card = the card's name key, others = every seat but `seat`,
--            examine = function(viewer, target): the game's own way to examine a player,
--            team = the Team's seats, quest = its Quest's number (before_cards, after_result),
--            failed = whether that Quest failed (after_result) }
--   act asks with g's decisions and tells with g:tell / g:log; it runs inside the game, under its
--   budget, and what it does is in the record like any other decision.
-- Returns the rows to use as spec.extra; a card that cannot be used is a problem of its mod
-- (addition_problem), left out.
plots.card_fields = { "id", "effect", "count", "five_plus", "option", "timing", "act", "at", "examines" }
plots.own_timings = { immediate = true, held = true }
plots.own_moments = { before_proposal = true, before_cards = true, after_result = true }
local function own_effect_problem(c)
  if c.effect ~= nil then
    return string.format("plot card '%s': an effect of its own (act) or one of the nine (effect), not both", c.id)
  elseif type(c.act) ~= "function" then
    return string.format("plot card '%s': act must be a function (act(play))", c.id)
  elseif not plots.own_timings[c.timing] then
    return string.format("plot card '%s': a card with act needs timing = \"immediate\" or \"held\"", c.id)
  elseif c.timing == "held" and not plots.own_moments[c.at or "before_proposal"] then
    return string.format("plot card '%s': at must be \"before_proposal\", \"before_cards\" or \"after_result\"", c.id)
  elseif c.timing == "immediate" and c.at ~= nil then
    return string.format("plot card '%s': at is for a held card", c.id)
  elseif c.examines ~= nil and type(c.examines) ~= "boolean" then
    return string.format("plot card '%s': examines is true or false", c.id)
  end
end
function plots.mod_cards(list)
  local out = {}
  for _, c in ipairs(list) do
    expect_fields(c, plots.card_fields, "a plot card")
    local count = c.count == nil and 1 or c.count
    local five_plus = c.five_plus == nil and count or c.five_plus
    local own = c.act ~= nil or c.timing ~= nil
    local own_problem = own and type(c.id) == "string" and own_effect_problem(c)
    if type(c.id) ~= "string" or not c.id:match("^[a-z][a-z0-9_]*$") then
      addition_problem(c, "id", "a plot card's id must be a lowercase word")
    elseif own_problem then
      addition_problem(c, c.id, own_problem)
    elseif not own and not plots.timing[c.effect] then  -- (the problem names the line of the card's id)
      addition_problem(c, c.id, string.format("plot card '%s': effect must be one of take_lead, overturn, watch, spotlight, "
                                                  .. "take_card, check_neighbour, show_self, leader_shows, vote_first "
                                                  .. "(or an effect of its own: act and timing)", c.id))
    elseif math.type(count) ~= "integer" or count < 0 or math.type(five_plus) ~= "integer" or five_plus < 0 then
      addition_problem(c, c.id, string.format("plot card '%s': count and five_plus are whole numbers from 0", c.id))
    elseif c.option ~= nil and (type(c.option) ~= "string" or not c.option:match("^[a-z][a-z0-9_]*$")) then
      addition_problem(c, c.id, string.format("plot card '%s': option must be a lowercase word", c.id))
    elseif own then  -- (its effect is named "own:<id>": no built-in effect matches it)
      out[#out + 1] = { id = c.id, effect = "own:" .. c.id, count = count, five_plus = five_plus, option = c.option,
                        act = c.act, timing = c.timing, at = c.timing == "held" and (c.at or "before_proposal") or nil,
                        examines = c.examines == true }
    else
      out[#out + 1] = { id = c.id, effect = c.effect, count = count, five_plus = five_plus, option = c.option }
    end
  end
  return out
end

-- When a card acts: one of plots.timing's words, for the built-in effects and for a mod's own.
function plots.timing_of(card)
  return card.timing or plots.timing[card.effect]
end

-- spec = {
--   names = { take_lead = "lead_to_victory", ... },  -- the game's card id for each effect
--   deck = nil,                  -- or a deck of its own, rows as in plots.standard_deck
--   key = "avalon.plot.",        -- prefix of the card names' keys (and of "<key><id>.text")
--   card_key = "avalon.choice.", -- prefix of the names of Quest cards (shown face up)
--   extra = nil,                 -- or the cards mods add (plots.mod_cards): rows with their own id,
--                                -- each in the deck when it names no option or its option is on
-- }
-- The cards of that deck at a table of `players` with these options: a list of {id, effect},
-- deck order.
function plots.cards_for(spec, players, options)
  local out = {}
  local small = players <= plots.small_table
  local rows = {}
  for _, c in ipairs(spec.deck or plots.standard_deck) do rows[#rows + 1] = c end
  for _, c in ipairs(spec.extra or {}) do
    if not c.option or (options and options[c.option]) then rows[#rows + 1] = c end
  end
  for _, c in ipairs(rows) do
    local card = { id = c.id or spec.names[c.effect], effect = c.effect, act = c.act, timing = c.timing, at = c.at,
                   examines = c.examines }
    for _ = 1, small and c.five_plus or c.count do out[#out + 1] = card end
  end
  return out
end

-- readings: the game's options that choose between two readings of a card (each a bool):
--   take_card_may_pass   Restore Your Honor / Take Responsibility is kept at its holder's will
function plots.new(g, spec, examine, enabled, readings)
  if not enabled then return disabled end
  local self = setmetatable({ g = g, spec = spec, examine = examine, by_entity = {}, readings = readings or {} }, plots)
  g:zone("plots:deck", { visible = "nobody" })
  g:zone("plots:drawn")
  g:zone("plots:discard")
  for seat = 1, g.player_count do g:zone("plots:" .. seat, { owner = seat }) end

  local cards = plots.cards_for(spec, g.player_count, g.options)
  g:shuffle(cards, "plot_deck")  -- a record may fix its order (draws.plot_deck: card ids)
  for _, c in ipairs(cards) do
    local id = g:entity { kind = "plot", zone = "plots:deck",
                          props = { plot = c.id, timing = plots.timing_of(c) },
                          visible = { plot = "nobody", timing = "nobody" } }
    self.by_entity[id] = c
    if c.act and c.timing == "held" then self.own_held = true end
  end
  g:log("common.log.plot_deck", { cards = #cards })
  return self
end

-- Every seat but one.
local function others_than(g, seat)
  local out = {}
  for _, s in ipairs(g:all_seats()) do if s ~= seat then out[#out + 1] = s end end
  return out
end

-- The cards a seat holds with this effect, as entity ids.
function plots:held(seat, effect)
  local out = {}
  for _, id in ipairs(self.g:zone_entities("plots:" .. seat)) do
    if self.by_entity[id].effect == effect then out[#out + 1] = id end
  end
  return out
end

-- The order in which players get their one chance when several cards could be used. Each game
-- follows its own book (spec.order): "leader" - "starting with the Leader in a clockwise manner"
-- (Avalon Big Box); "after_leader" - «сначала ... игрока, сидящего рядом с Лидером, затем —
-- остальные по часовой стрелке» (The Resistance): the next seat clockwise first, the Leader last.
function plots:from_leader(leader)
  local out, first = {}, self.spec.order == "after_leader" and 1 or 0
  for k = first, first + self.g.player_count - 1 do out[#out + 1] = self.g:next_seat(leader, k) end
  return out
end

function plots:name(id)
  return self.spec.key .. self.by_entity[id].id
end

function plots:discard(id, seat)
  self.g:move(id, "plots:discard")
  self.g:log("common.log.plot_used", { seat = seat, card = self:name(id) })
end

-- Asks each holder of a card with `effect`, in the game's order (from_leader), whether to play it.
-- `offer(seat, card)` asks and returns true when the card was played; stops at the first play
-- when `once`.
function plots:offer_each(leader, effect, once, offer)
  local any = false
  for _, seat in ipairs(self:from_leader(leader)) do
    local cards = self:held(seat, effect)
    if #cards > 0 and offer(seat, cards[1]) then
      any = true
      if once then return true end
    end
  end
  return any
end

---------------------------------------------------------------------------------------------
-- Lead to Victory: a holder may become the Leader before the Leader acts. After one is played,
-- no other may be until a vote has taken place (one chance per proposal).
function plots:claim_lead(leader)
  local g = self.g
  local new = leader
  self:offer_each(leader, "take_lead", true, function(seat, card)
    if seat == leader then return false end
    local play = g:ask(seat, { "play", "pass" }, "common.prompt.play_plot",
                       { card = self:name(card), leader = leader },
                       { rule = { key = "common.rule.plot_take_lead", args = { card = self:name(card) } } }) == "play"
    if play then
      self:discard(card, seat)
      g:log("common.log.plot_new_leader", { seat = seat, leader = leader })
      new = seat
    end
    return play
  end)
  return new
end

---------------------------------------------------------------------------------------------
-- The deal: the Leader draws, then hands each card to another player in the order he likes;
-- an immediate card acts as soon as it is handed over.
function plots:deal(leader)
  local g = self.g
  local n = math.min(plots.draws(g.player_count), #g:zone_entities("plots:deck"))
  if n == 0 then return end
  local drawn = {}
  for _ = 1, n do
    local deck = g:zone_entities("plots:deck")
    local id = deck[#deck]
    g:move(id, "plots:drawn")
    g:reveal(id, "plot", "public")
    g:reveal(id, "timing", "public")
    drawn[#drawn + 1] = self:name(id)
  end
  g:log("common.log.plots_drawn", { leader = leader, cards = drawn })

  local others = others_than(g, leader)
  while #g:zone_entities("plots:drawn") > 0 do
    local left = g:zone_entities("plots:drawn")
    local card = left[1]
    if #left > 1 then
      card = g:pick_entities(leader, "plots:drawn", 1, "common.prompt.plot_which", { leader = leader },
                             { rule = { key = "common.rule.plot_deal", args = { leader = leader } } })[1]
    end
    local to = g:pick_seats(leader, 1, "common.prompt.plot_to", { card = self:name(card) }, others,
                            { rule = { key = "common.rule.plot_deal", args = { leader = leader } } })[1]
    g:move(card, "plots:" .. to)
    g:log("common.log.plot_given", { leader = leader, seat = to, card = self:name(card) })
    if plots.timing_of(self.by_entity[card]) == "immediate" then
      self:act(leader, to, card)
    end
  end
end

-- Immediate cards, discarded as they act: a neighbour is examined, or a player (the receiver,
-- or the Leader) picks who examines them.
function plots:act(leader, seat, card)
  local g, effect = self.g, self.by_entity[card].effect
  self:discard(card, seat)
  if self.by_entity[card].act then
    self:act_own(leader, seat, card)
  elseif effect == "check_neighbour" then
    local left, right = g:next_seat(seat), g:next_seat(seat, g.player_count - 1)
    -- Avalon's books say the receiver "may" check an adjacent player, The Resistance's "must":
    -- each game's spec says which (neighbour_check_may); declining is then an answer.
    local from = left == right and { left } or { left, right }
    local prompt = self.spec.neighbour_check_may and "common.prompt.plot_neighbour_may" or "common.prompt.plot_neighbour"
    local rule = self.spec.neighbour_check_may and "common.rule.plot_neighbour_may" or "common.rule.plot_neighbour"
    local target = g:decide { seat = seat, prompt = prompt, args = {},
                              rule = { key = rule, args = { card = self:name(card) } },
                              pick_seats = self.spec.neighbour_check_may and { min = 0, max = 1, from = from }
                                                                          or { count = 1, from = from } }[1]
    if not target then
      g:log("common.log.plot_neighbour_declined", { seat = seat })
      return
    end
    self.examine(g, seat, target)
  elseif effect == "show_self" or effect == "leader_shows" then
    local shown = effect == "show_self" and seat or leader
    local to = g:pick_seats(shown, 1, "common.prompt.plot_show_to", {}, others_than(g, shown),
                            { rule = { key = "common.rule.plot_show", args = { card = self:name(card), seat = shown } } })[1]
    self.examine(g, to, shown)
  end
end

-- A mod's card with an effect of its own (plots.mod_cards): its act(play), the card discarded.
-- `about` (a held card's moment): the Team and its Quest (team, quest, failed), copied into play.
function plots:act_own(leader, seat, card, about)
  local g = self.g
  local examine = self.examine
  local play = {
    g = g, seat = seat, leader = leader, card = self:name(card), others = others_than(g, seat),
    examine = function(viewer, target) examine(g, viewer, target) end,
  }
  if about then
    play.team = table.move(about.team, 1, #about.team, 1, {})
    play.quest, play.failed = about.quest, about.failed
  end
  self.by_entity[card].act(play)
end

-- The held cards of mods with an effect of their own played at `moment`: each holder, in the
-- game's order, is asked whether to play each such card once.
function plots:own_moment(moment, leader, about)
  local g = self.g
  for _, seat in ipairs(self:from_leader(leader)) do
    for _, card in ipairs(g:zone_entities("plots:" .. seat)) do
      local c = self.by_entity[card]
      if c.act and c.at == moment
         and g:ask(seat, { "play", "pass" }, "common.prompt.play_plot", { card = self:name(card), leader = leader },
                   { rule = { key = self.spec.key .. c.id .. ".text", args = {} } }) == "play" then
        self:discard(card, seat)
        self:act_own(leader, seat, card, about)
      end
    end
  end
end

-- The other moments of those cards: once the Team is approved, before its cards; after its
-- Quest's result, when the game goes on.
function plots:before_cards(leader, members, quest)
  if self.own_held then self:own_moment("before_cards", leader, { team = members, quest = quest }) end
end
function plots:after_result(leader, members, quest, failed)
  if self.own_held then self:own_moment("after_result", leader, { team = members, quest = quest, failed = failed }) end
end

---------------------------------------------------------------------------------------------
-- Restore Your Honor / Take Responsibility: both books mark it held and say its receiver "must
-- take one Plot card from any other player". Ruling (docs/avalon-rulings.md): "held" says it may
-- wait for something to take, "must" that it cannot be declined. So before each proposal (after
-- the deal), in the game's order (from_leader), a holder must use it as soon as another player
-- holds a plot card, and picks which; while nobody else holds one it stays with its holder. The
-- other reading (option take_card_may_pass): held until its holder likes, asked each time.
function plots:take_cards(leader)
  local g = self.g
  self:offer_each(leader, "take_card", false, function(seat, card)
    local from, owner = {}, {}
    for s = 1, g.player_count do
      if s ~= seat then
        for _, id in ipairs(g:zone_entities("plots:" .. s)) do
          from[#from + 1] = id
          owner[id] = s
        end
      end
    end
    if #from == 0 then return false end
    if self.readings.take_card_may_pass
       and g:ask(seat, { "play", "pass" }, "common.prompt.play_plot", { card = self:name(card), leader = leader },
                 { rule = { key = "common.rule.plot_take_may_pass", args = { card = self:name(card) } } }) ~= "play" then
      return false
    end
    self:discard(card, seat)
    local taken = g:pick_entities(seat, from, 1, "common.prompt.plot_take", {},
                                  { rule = { key = "common.rule.plot_take", args = { card = self:name(card) } } })[1]
    g:move(taken, "plots:" .. seat)
    g:log("common.log.plot_taken", { seat = seat, from = owner[taken], card = self:name(taken) })
    return true
  end)
  if self.own_held then self:own_moment("before_proposal", leader) end  -- (mods' held cards of their own)
end

---------------------------------------------------------------------------------------------
-- Charge!: holders vote before everyone else, openly (two holders at once).
function plots:first_voters()
  local out = {}
  for seat = 1, self.g.player_count do
    if #self:held(seat, "vote_first") > 0 then out[#out + 1] = seat end
  end
  return out
end

-- The King Returns: after a team is approved, a holder may reject it. Returns true if one did.
function plots:overturn(leader)
  local g = self.g
  return self:offer_each(leader, "overturn", true, function(seat, card)
    local play = g:ask(seat, { "play", "pass" }, "common.prompt.play_plot",
                       { card = self:name(card), leader = leader },
                       { rule = { key = "common.rule.plot_overturn", args = { card = self:name(card) } } }) == "play"
    if play then
      self:discard(card, seat)
      g:log("common.log.plot_overturned", { seat = seat })
    end
    return play
  end)
end

-- We Found You!: before the team chooses its cards, each holder may name one other team member
-- who must play face up (each member at most once). Returns the set seat -> true.
function plots:face_up(leader, members)
  local g, chosen = self.g, {}
  self:offer_each(leader, "spotlight", false, function(seat, card)
    local from = {}
    for _, m in ipairs(members) do if not chosen[m] and m ~= seat then from[#from + 1] = m end end
    if #from == 0 then return false end
    local picked = g:decide { seat = seat, prompt = "common.prompt.plot_spotlight",
                              args = { card = self:name(card) },
                              rule = { key = "common.rule.plot_spotlight", args = { card = self:name(card) } },
                              pick_seats = { min = 0, max = 1, from = from } }
    if #picked == 0 then return false end
    chosen[picked[1]] = true
    self:discard(card, seat)
    g:log("common.log.plot_spotlight", { seat = seat, target = picked[1] })
    return true
  end)
  return chosen
end

-- The face-up cards are seen by everyone once played.
function plots:show_face_up(face_up, played)
  for seat = 1, self.g.player_count do
    if face_up[seat] then
      self.g:log("common.log.card_face_up", { seat = seat, card = self.spec.card_key .. played[seat] })
    end
  end
end

-- Ambush: after the cards are played (and after Excalibur), each holder may look at one played
-- card that is not face up; no card is looked at twice.
function plots:watch(leader, members, played, face_up)
  local g, looked = self.g, {}
  self:offer_each(leader, "watch", false, function(seat, card)
    local from = {}
    for _, m in ipairs(members) do
      if not looked[m] and not (face_up and face_up[m]) and m ~= seat then from[#from + 1] = m end
    end
    if #from == 0 then return false end
    local picked = g:decide { seat = seat, prompt = "common.prompt.plot_watch",
                              args = { card = self:name(card) },
                              rule = { key = "common.rule.plot_watch", args = { card = self:name(card) } },
                              pick_seats = { min = 0, max = 1, from = from } }
    if #picked == 0 then return false end
    local target = picked[1]
    looked[target] = true
    self:discard(card, seat)
    g:log("common.log.plot_watched", { seat = seat, target = target })
    g:tell(seat, { key = "common.fact.quest_card", seat = target, card = self.spec.card_key .. played[target] })
    return true
  end)
end

-- The cards' data no game changes (docs/lua-api.md, "Frozen data": a game's instance is handed on
-- without comparing it). plots itself is the decks' metatable, which cannot be frozen.
for _, data in ipairs({ plots.timing, plots.standard_deck, plots.examines, plots.card_fields, plots.own_timings,
                        plots.own_moments }) do
  freeze(data)
end

return plots
