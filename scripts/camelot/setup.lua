-- scripts/camelot/setup.lua: the start of a game of Shadows over Camelot as the seed tells it:
-- knights dealt (Arthur plays first if he is in, else a random knight), life 4, the loyalty deck
-- (7 loyal, 1 Traitor; one card each, hidden to the end), one Merlin card and five white cards
-- each, the quests laid out (Lancelot, Grail, Excalibur, Black Knight, the wars; the Dragon after
-- Lancelot). The opening share at the Round Table is asked in game.lua.
local cards = use "camelot/cards"
local rules = use "camelot/rules"
local S     = use "camelot/state"
local A     = use "camelot/additions"

-- One description per deck, its card changed for each card (the host reads it at each call and
-- keeps nothing of it), all of a card's copies made by one call (g:entity(spec, n)). The deck's
-- size is counted once per deck (S.move's work). by_entity, when given, marks each card made (the
-- white ones: S.discard's choice of discard).
local HIDDEN = { card = "nobody" }
local UNSEEN = { visible = "nobody" }  -- (a zone whose contents nobody sees)
local function make_deck(g, list, kind, zone, out, by_entity)
  local t = g.cm
  local card_of, zone_of = t.card_of, t.zone_of
  local made = 0
  local props = {}
  local spec = { kind = kind, zone = zone, props = props, visible = HIDDEN }
  for _, c in ipairs(list) do
    if A.in_game(g, c.id) then  -- (a mod's card only with its option on)
      local card = c.id
      props.card = card
      local ids = g:entity(spec, c.count)
      for i = 1, #ids do
        local id = ids[i]
        card_of[id] = card
        zone_of[id] = zone
        if by_entity then by_entity[id] = true end
        out[#out + 1] = id
      end
      made = made + c.count
    end
  end
  t.hands_clean = false
  t.zone_size[zone] = (t.zone_size[zone] or 0) + made
end

return function(g)
  local n = g.player_count
  local t = {
    card_of = {}, white_by_entity = {},  -- (white_by_entity: S.discard's choice of discard)
    white_deck = {}, black_deck = {},
    knight = {}, life = {}, location = {}, dead = {}, loyalty = {}, loyalty_card = {},
    accusers = {}, relic = {}, quest = {},
    white_swords = 0, black_swords = 0, siege = 0, mists = 0, turn = 0, deaths = 0,
    published = {}, board_dirty = {},
    zone_of = {}, zone_size = {},
  }
  g.cm = t

  g:zone("white_deck", UNSEEN)
  g:zone("white_discard", UNSEEN)
  g:zone("black_deck", UNSEEN)
  g:zone("black_discard", UNSEEN)
  g:zone("shared")          -- the opening share, face up on the Round Table
  for _, loc in ipairs(cards.locations) do
    if loc.quest then
      local zones = S.quest_zones[loc.id]
      g:zone(zones.white)
      g:zone(zones.black)
      g:zone(zones.hidden, UNSEEN)
    end
  end

  local merlins = {}
  local white_ids = {}
  make_deck(g, cards.white, "white", "white_deck", white_ids, t.white_by_entity)
  for i = 1, #white_ids do
    local id = white_ids[i]
    if t.card_of[id] == "merlin" and #merlins < n then merlins[#merlins + 1] = id
    else t.white_deck[#t.white_deck + 1] = id end
  end
  make_deck(g, cards.black, "black", "black_deck", t.black_deck, nil)
  g:shuffle(t.white_deck, "white_deck")
  g:shuffle(t.black_deck, "black_deck")

  -- Knights: a random one for each seat (public).
  local knights = {}
  for _, k in ipairs(cards.knights) do
    if A.in_game(g, k) then knights[#knights + 1] = k end  -- (a mod's knight only with its option on)
  end
  g:shuffle(knights, "knights")
  for seat = 1, n do
    t.knight[seat] = knights[seat]
    t.life[seat] = rules.life_start
    t.location[seat] = "round_table"
    g:zone("hand:" .. seat, { owner = seat, visible = seat })
    -- The knight's card, face up before its seat (the role the end screens list).
    g:zone("knight:" .. seat, { owner = seat })
    -- (Without the loyalty deck every knight is loyal: the card says its side, which bots chosen by
    -- side read, docs/bots.md; with it, the loyalty card says it.)
    if g.options.traitor then
      g:entity { kind = "knight", zone = "knight:" .. seat, props = { role = knights[seat] }, visible = { role = "public" } }
    else
      g:entity { kind = "knight", zone = "knight:" .. seat, props = { role = knights[seat], side = "knights" },
                 visible = { role = "public", side = "public" } }
    end
  end
  g:set("knights", { table.unpack(t.knight, 1, n) })

  -- Loyalty: the 8-card deck shuffled, one card each (with traitor_always the Traitor is surely
  -- among them). Without the Traitor option nobody gets a loyalty card.
  if g.options.traitor then
    local deck = {}
    for _, c in ipairs(cards.loyalty) do
      for _ = 1, c.count do deck[#deck + 1] = c.id end
    end
    g:shuffle(deck, "loyalty_deck")
    local dealt = {}
    for i = 1, n do dealt[i] = deck[i] end
    if g.options.traitor_always then
      local has = false
      for i = 1, n do if dealt[i] == "traitor" then has = true end end
      if not has then dealt[n] = "traitor" end
    end
    for seat, id in ipairs(g:deal(dealt)) do
      g:zone("loyalty:" .. seat, { owner = seat })
      t.loyalty[seat] = id
      t.loyalty_card[seat] = g:entity { kind = "loyalty", zone = "loyalty:" .. seat,
                                        props = { loyalty = id, role = id, side = id == "traitor" and "evil" or "knights" } }
      if id == "traitor" then t.traitor = seat end
    end
  end

  -- One Merlin card and five white cards each.
  for seat = 1, n do
    S.put(g, merlins[seat], "hand:" .. seat, "owner")
    S.draw_white(g, seat, rules.white_hand)
  end

  -- The quests.
  for _, loc in ipairs(cards.locations) do
    if loc.quest then
      t.quest[loc.id] = { state = loc.opens_after and "closed" or "open", position = 0 }
      t.board_dirty[loc.id] = true
    end
  end

  -- Arthur plays first; without him, a random knight.
  t.first = nil
  for seat = 1, n do if t.knight[seat] == "arthur" then t.first = seat end end
  if not t.first then t.first = S.roll(g, n, "first_knight") end
  t.current = t.first
  g:log("camelot.log.setup", { players = n, knights = t.knight, first = t.first })
end
