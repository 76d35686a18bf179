-- scripts/camelot/additions.lua: what mods add to Shadows over Camelot (docs/modding.md, "A knight
-- or a card for Shadows over Camelot"), read once when the game loads:
--   * knights (extends.camelot.roles: role{ id, side = "knights", power }): each joins the
--     knights dealt at random to the seats; `power`, when given, is a power its knight may use
--     once a turn during its Heroic Actions, costing no action: { may = function(g, seat) ->
--     boolean (optional: always), act = function(g, seat) };
--   * special white cards (extends.camelot.cards: { id, count, playable, play }): `count` copies
--     (default 1) shuffled into the white deck; played as a special white card (a Heroic Action)
--     when `playable(g, seat)` (optional: always) says so, with `play(g, seat)`;
--   * special black cards (the same list, { id, deck = "black", count, effect }): shuffled into
--     the black deck; drawn, one enters face up, the Merlin interrupt may cancel it, else
--     `effect(g, drawer)` runs and it is discarded.
-- Each is a house rule: a setup option of its own id (camelot.option.<id>), off by default, brings
-- it into the game (the knight among those dealt, the card's copies into the deck). The built-in
-- lists in cards.lua are extended in place, so every file that reads them (the catalog's roles and
-- cards, the layout) knows the mods' knights and cards like the box's; the setup leaves out those
-- whose option is off (A.in_game). Texts the mod ships: camelot.option.<id>; camelot.knight.<id>,
-- camelot.rules.role.<id> (the rules at hand) and camelot.role.<id>; camelot.card.<id> (and .text).
local cards = use "camelot/cards"
local rules = use "camelot/rules"

local A = {
  power_of = {},  -- knight id -> its power (mods' knights with one)
  card_of = {},   -- white card id -> the mod's card
  black_effect = {},  -- black card id -> its effect (a mod's special black card)
  from_mod = {},  -- knight or card id -> true (its option brings it in)
}

-- An option id already taken (the game's own options, the knights and cards before).
local function taken(id)
  if A.from_mod[id] then return true end
  for _, o in ipairs(rules.options) do if o.id == id then return true end end
  for _, k in ipairs(cards.knights) do if k == id then return true end end
  return cards.white_by_id[id] ~= nil or cards.black_by_id[id] ~= nil
end

-- The house rule's option (off by default).
local function add_option(id)
  A.from_mod[id] = true
  rules.options[#rules.options + 1] = option.bool { id = id, name = "camelot.option." .. id, default = false }
end

local function is_function(v) return type(v) == "function" end

-- The word a problem's line is found by (the loader looks for the line of the mod that declares
-- it): the knight's or card's id when it has one (the line that names it), else the field.
local function word_of(item, field)
  return type(item.id) == "string" and item.id or field
end

local add = additions("camelot")

for _, k in ipairs(add.roles) do
  expect_fields(k, { "id", "side", "power" }, "a knight")
  local p = k.power
  if type(p) == "table" then expect_fields(p, { "may", "act" }, "a knight's power") end
  if k.side ~= "knights" then
    addition_problem(k, word_of(k, "side"), "a knight's side is \"knights\" (got " .. tostring(k.side) .. ")")
  elseif p ~= nil and not (type(p) == "table" and is_function(p.act) and (p.may == nil or is_function(p.may))) then
    addition_problem(k, word_of(k, "power"), "a power is { may = function(g, seat), act = function(g, seat) } (may is optional)")
  elseif taken(k.id) then
    addition_problem(k, word_of(k, "id"), "the id '" .. k.id .. "' is already a knight, card or option of the game")
  else
    cards.knights[#cards.knights + 1] = k.id
    if p ~= nil then A.power_of[k.id] = { may = p.may, act = p.act } end
    add_option(k.id)
  end
end

for _, c in ipairs(add.cards) do
  local black = c.deck == "black"
  if black then expect_fields(c, { "id", "deck", "count", "effect" }, "a black card")
  else expect_fields(c, { "id", "deck", "count", "playable", "play" }, "a white card") end
  local count = c.count == nil and 1 or c.count
  if type(c.id) ~= "string" or not c.id:match("^[a-z][a-z0-9_]*$") then
    addition_problem(c, "id", "a card's id is a lowercase word")
  elseif c.deck ~= nil and c.deck ~= "white" and c.deck ~= "black" then
    addition_problem(c, word_of(c, "deck"), "a card's deck is \"white\" (the default) or \"black\"")
  elseif taken(c.id) then
    addition_problem(c, word_of(c, "id"), "the id '" .. c.id .. "' is already a knight, card or option of the game")
  elseif math.type(count) ~= "integer" or count < 1 or count > 20 then
    addition_problem(c, word_of(c, "count"), "a card's count is a whole number from 1 to 20")
  elseif black and not is_function(c.effect) then
    addition_problem(c, word_of(c, "effect"), "a black card acts with effect = function(g, drawer)")
  elseif not black and (not is_function(c.play) or (c.playable ~= nil and not is_function(c.playable))) then
    addition_problem(c, word_of(c, "play"), "a card plays with play = function(g, seat) (and playable = function(g, seat), optional)")
  elseif black then
    -- A special black card: it enters face up, the Merlin interrupt may cancel it, then its effect.
    local entry = { id = c.id, special = true, count = count }
    cards.black[#cards.black + 1] = entry
    cards.black_by_id[c.id] = entry
    A.black_effect[c.id] = c.effect
    add_option(c.id)
  else
    local entry = { id = c.id, kind = "special", count = count }
    cards.white[#cards.white + 1] = entry
    cards.white_by_id[c.id] = entry
    A.card_of[c.id] = { playable = c.playable, play = c.play }
    add_option(c.id)
  end
end

-- Whether a knight or card of cards.lua is in this game: the box's always, a mod's when its
-- option is on.
function A.in_game(g, id)
  return not A.from_mod[id] or g.options[id] == true
end

-- The power a mod's knight may use now, or nil.
function A.power_usable(g, seat, knight)
  local p = A.power_of[knight]
  if p == nil then return nil end
  if p.may ~= nil and p.may(g, seat) ~= true then return nil end
  return p
end

return A
