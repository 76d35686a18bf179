-- scripts/camelot/layout.lua: how a table view draws Shadows over Camelot (docs/lua-api.md,
-- "The table layout"), as game.lua's table_layout. Everything is read from the public counters
-- state.lua publishes (life, location, knights, relics, swords, siege engines, quests, boards,
-- traitor_revealed) and from the zones: each quest's board ("quest:<id>:white", ":black",
-- ":hidden"), the hands ("hand:<seat>"), the loyalty cards, the decks and discards.
-- Texts: camelot.table.* (i18n/*_table.lua), the cards' own names camelot.card.<id>.
local cards = use "camelot/cards"
local rules = use "camelot/rules"  -- (the end counts as a mod's data may have changed them)

-- White cards by what they are: fight cards white, Grail gold, Merlin purple, special teal.
local white_colors = {}
for _, c in ipairs(cards.white) do
  white_colors[c.id] = c.kind == "grail" and "gold" or c.kind == "merlin" and "purple"
                       or c.kind == "special" and "teal" or "white"
end
-- Black cards: the quest cards gray, the special ones red.
local black_colors = {}
for _, c in ipairs(cards.black) do black_colors[c.id] = c.special and "red" or "gray" end
local all_colors = {}
for id, col in pairs(white_colors) do all_colors[id] = col end
for id, col in pairs(black_colors) do all_colors[id] = col end

-- A quest's status chip: won in blue, lost in red; a quest not yet open (the Dragon before
-- Lancelot's end) is not drawn.
local function status(quest)
  return { counter = "quests", key = quest, hidden = { "closed" },
           values = { won = { text = "camelot.table.won", color = "blue" },
                      lost = { text = "camelot.table.lost", color = "red" } } }
end

local function white_row(quest, slots)
  return { kind = "cards", zone = "quest:" .. quest .. ":white", slots = slots, face = "card",
           color_by = "card", colors = white_colors }
end
-- The black places: face-up black cards, then the backs of those played face down (Black Knight,
-- Lancelot, Dragon), which fill the same places as they will when turned up.
local function black_row(quest, slots)
  return { kind = "cards", zone = "quest:" .. quest .. ":black", then_zone = "quest:" .. quest .. ":hidden",
           slots = slots, face = "card", color_by = "card", colors = black_colors }
end

-- What lies on a quest beyond its cards (state.lua's board marks): a chip each.
local mark_looks = { heroism = { text = "camelot.table.mark.heroism", color = "gold" },
                     extra_five = { text = "camelot.table.mark.extra_five", color = "red" } }

local function quest_board(quest, rows)
  rows[#rows + 1] = { kind = "chips", counter = "boards", key = quest .. ".marks", values = mark_looks }
  return { label = "camelot.quest." .. quest, status = status(quest),
           seats = { counter = "location", value = quest }, rows = rows }
end

-- The chips under each knight: its knight, where it is, its relics (short names: a plate is narrow).
local knight_looks, place_looks, relic_looks = {}, {}, {}
for _, k in ipairs(cards.knights) do knight_looks[k] = { text = "camelot.knight." .. k, color = "gold" } end
for _, l in ipairs(cards.locations) do
  place_looks[l.id] = { text = "camelot.table.place." .. l.id, color = l.camelot and "green" or "blue" }
end
for _, r in ipairs(cards.relics) do relic_looks[r] = { text = "camelot.table.relic." .. r, color = "teal" } end

local knight_colors = { loyal = "blue", traitor = "red" }
for _, k in ipairs(cards.knights) do knight_colors[k] = "gold" end

-- The revealed Traitor's banner: the counter holds the seat (0 until then).
local traitor_banner = {}
for seat = 1, 8 do traitor_banner[tostring(seat)] = { text = "camelot.table.traitor_revealed", color = "red" } end

return freeze {  -- (data no game changes: docs/lua-api.md, "Frozen data")
  tokens = {
    { counter = "current", label = "camelot.table.current", look = "crown", color = "gold" },
    { counter = "traitor_revealed", label = "camelot.table.traitor", look = "shield", color = "red" },
    { counter = "dead", label = "camelot.table.dead", look = "disc", color = "gray" },
  },
  seat_marks = {
    { counter = "location", label = "camelot.table.location", values = place_looks },
    -- The relics on the plate's top edge: beside the place, they were cut short on a narrow plate.
    { counter = "relics", label = "camelot.table.relics", values = relic_looks, edge = "top" },
  },
  seat_numbers = {
    { counter = "life", label = "camelot.table.life", look = "drop", color = "red", max = 6 },
    { zone = "hand:{seat}", label = "camelot.table.hand_size", look = "card", color = "white" },
  },
  banners = {
    { counter = "traitor_revealed", values = traitor_banner },
  },
  board_columns = 3,
  boards = {
    { label = "camelot.quest.round_table", seats = { counter = "location", value = "round_table" },
      rows = {
        -- The places for swords (12 in the book): the white ones first, then the black ones.
        { kind = "tally", max = rules.swords_to_end, look = "disc", label = "camelot.table.swords",
          parts = { { counter = "white_swords", text = "camelot.table.white_swords", color = "white" },
                    { counter = "black_swords", text = "camelot.table.black_swords", color = "red" } } },
        { kind = "cards", zone = "shared", face = "card", color_by = "card", colors = white_colors },
      } },
    { label = "camelot.quest.siege", seats = { counter = "location", value = "siege" },
      rows = {
        -- The siege engines at Camelot (no label: the board's title says it, a plate is narrow).
        { kind = "count", counter = "siege_engines", max = rules.siege_to_lose, look = "disc", color = "orange" },
        -- The decks and discards, one a line (two a line cut their names): the card's colour says
        -- which, the word says deck or discard.
        { kind = "zones", zones = { { zone = "white_deck", text = "camelot.table.deck", color = "white" } } },
        { kind = "zones", zones = { { zone = "white_discard", text = "camelot.table.discard", color = "white" } } },
        { kind = "zones", zones = { { zone = "black_deck", text = "camelot.table.deck", color = "gray" } } },
        { kind = "zones", zones = { { zone = "black_discard", text = "camelot.table.discard", color = "gray" } } },
      } },
    quest_board("black_knight", { white_row("black_knight", 4), black_row("black_knight", 4) }),
    quest_board("lancelot", { white_row("lancelot", 5), black_row("lancelot", 5) }),
    quest_board("dragon", { white_row("dragon", 9), black_row("dragon", 5) }),
    quest_board("excalibur", {
      { kind = "position", counter = "boards", key = "excalibur.position", span = { counter = "boards", key = "excalibur.steps" },
        min = -5, max = 5, look = "disc", color = "gold", min_color = "red", max_color = "blue",
        label = "camelot.table.river" } }),
    -- The Grail's seven spaces: Grail cards from one end, black cards after them.
    quest_board("grail", {
      { kind = "tally", max = 7, look = "disc", label = "camelot.table.grail_spaces",
        parts = { { counter = "boards", key = "grail.white", text = "camelot.table.grail_white", color = "gold" },
                  { counter = "boards", key = "grail.black", text = "camelot.table.grail_black", color = "gray" } } } }),
    quest_board("saxons", { white_row("saxons", 5),
      { kind = "count", counter = "boards", key = "saxons.warriors", max = 4, color = "red",
        label = "camelot.table.saxons" } }),
    quest_board("picts", { white_row("picts", 5),
      { kind = "count", counter = "boards", key = "picts.warriors", max = 4, color = "red",
        label = "camelot.table.picts" } }),
  },
  -- Each seat's loyalty card (face down to everyone else, to the end).
  cards = { face = "role", color_by = "role", colors = knight_colors },
  -- Each seat's knight card lies face up under its plate, with its name (its power in the tooltip).
  held = { { kind = "knight", label = "camelot.table.knight", face = "role", color_by = "role", colors = knight_colors } },
  -- Your white cards in your private panel: the ones the decision offers are ringed.
  hand = { kind = "white", label = "camelot.table.hand", face = "card", color_by = "card", colors = all_colors },
  winners = "winners",
  -- The lab counts the games ending with each value of these counters (turn.lua's finish).
  final_counters = { "traitor_detection", "wrong_accusations" },
  eliminated = { counter = "dead", label = "camelot.table.dead" },
}
