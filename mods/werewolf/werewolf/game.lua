-- mods/werewolf/werewolf/game.lua: Werewolf, a small hidden-role game shipped as a mod, written
-- with the public Lua API only (docs/lua-api.md). 5-10 players: Villagers, a Seer, and 1-3
-- Werewolves who know each other.
--
-- Night: every living player is asked at once, in secret, each with options of its own: the
-- werewolves choose a victim (the most attacked; a tie is drawn), the Seer a player to check (the
-- Seer alone learns that player's side), a Villager sleeps. Everyone is asked, so who is waited
-- for tells nothing; only a seat's own view holds its options.
-- Day: the victim's card is turned face up, then the living vote openly; the most votes (no tie)
-- puts a player out, card face up. The village wins when no werewolf lives; the werewolves win
-- when they are as many as the others.
local rules = use "werewolf/rules"
local layout = use "werewolf/layout"
local split = (use "werewolf/choice").split

local roles = {
  use "werewolf/roles/villager",
  use "werewolf/roles/seer",
  use "werewolf/roles/werewolf",
}
local role_by_id = {}
for _, r in ipairs(roles) do role_by_id[r.id] = r end

-- The living seats, in seat order.
local function living(g)
  local out = {}
  for seat = 1, g.player_count do
    if g.seating.alive[seat] then out[#out + 1] = seat end
  end
  return out
end

local function seats_of_side(g, side, only_living)
  local out = {}
  for seat = 1, g.player_count do
    if g.seating.role[seat].side == side and (g.seating.alive[seat] or not only_living) then out[#out + 1] = seat end
  end
  return out
end

local function publish_dead(g)
  local dead = {}
  for seat = 1, g.player_count do
    if not g.seating.alive[seat] then dead[#dead + 1] = seat end
  end
  g:set("dead", dead)
end

-- A player leaves the game: the card is turned face up for everyone.
local function eliminate(g, seat, log_key)
  g.seating.alive[seat] = false
  g:reveal(g.seating.card[seat], "role", "public")
  g:reveal(g.seating.card[seat], "side", "public")
  g:log(log_key, { seat = seat, role = "werewolf.role." .. g.seating.role[seat].id })
  publish_dead(g)
end

-- Has a side won? Returns the side and the end reason.
local function winner(g)
  local wolves = #seats_of_side(g, "pack", true)
  local village = #seats_of_side(g, "village", true)
  if wolves == 0 then return "village", "werewolves_gone" end
  if wolves >= village then return "pack", "pack_equals_village" end
end

local function finish(g, side, reason)
  local seats = seats_of_side(g, side, false)
  g:set("winners", seats)
  g:set("phase", "over")
  for _, card in ipairs(g.seating.card) do
    g:reveal(card, "role", "public")
    g:reveal(card, "side", "public")
  end
  g:log("werewolf.log.game_over", { winner = "werewolf.side." .. side, reason = "werewolf.end." .. reason })
  g:finish(side, reason, { winners = seats })
end

-- The seat with the most of `picks` (seat -> count), or nil on a tie or no pick; `tie_break`
-- draws among the tied with the host RNG (so a record replays it).
local function most_picked(g, counts, tie_break)
  local best, top = 0, {}
  for seat = 1, g.player_count do
    local c = counts[seat] or 0
    if c > best then best, top = c, { seat } elseif c == best and c > 0 then top[#top + 1] = seat end
  end
  if #top == 1 then return top[1] end
  if #top > 1 and tie_break then return top[g:random(#top, tie_break)] end
end

---------------------------------------------------------------------------------------------
local function setup(g)
  local n = g.player_count
  local cards = { "seer" }
  for _ = 1, rules.werewolves[n] do cards[#cards + 1] = "werewolf" end
  while #cards < n do cards[#cards + 1] = "villager" end

  g.seating = { role = {}, card = {}, alive = {} }
  for seat, id in ipairs(g:deal(cards)) do
    local r = role_by_id[id]
    local zone = "character:" .. seat
    g:zone(zone, { owner = seat })
    g.seating.role[seat] = r
    g.seating.alive[seat] = true
    g.seating.card[seat] = g:entity { kind = "character", zone = zone, props = { role = r.id, side = r.side } }
  end
  g:set("night", 0)
  g:set("dead", {})
  g:set("phase", "night")

  local wolves = seats_of_side(g, "pack", false)
  for _, seat in ipairs(wolves) do role_by_id.werewolf.reveal(g, seat, wolves) end
end

-- What a living seat is offered at night: a werewolf "attack@S" for each living player outside
-- the pack, the Seer "check@S" for each other living player, a Villager "sleep". Only the seat
-- sees its own options (the table view labels "attack@3" with werewolf.choice.attack and seat 3).
local function night_options(g, seat)
  local r, out = g.seating.role[seat], {}
  for _, s in ipairs(living(g)) do
    if r.hunts and g.seating.role[s].side ~= "pack" then out[#out + 1] = "attack@" .. s end
    if r.checks and s ~= seat then out[#out + 1] = "check@" .. s end
  end
  if #out == 0 then out[1] = "sleep" end
  return out
end

-- The night: every living player is asked at once, in secret, with options of its own.
local function night(g, number)
  g:set("phase", "night")
  g:set("night", number)
  g:log("werewolf.log.night", { night = number })
  local awake = living(g)
  local moves = g:ask_all(awake, function(seat) return night_options(g, seat) end, "werewolf.prompt.night",
                          { night = number }, { rule = "werewolf.rule.night" })
  -- The Seer's check: told to the Seer only (the fact's short text marks the seat in the Seer's view).
  local hunt = {}
  for _, seat in ipairs(awake) do
    local verb, target = split(moves[seat])
    if verb == "check" then
      g:tell(seat, { key = "werewolf.fact.seen", seat = target, side = g.seating.role[target].side, night = number })
    elseif verb == "attack" then
      hunt[target] = (hunt[target] or 0) + 1
    end
  end
  g:set("phase", "day")
  local victim = most_picked(g, hunt, "victim")
  if victim then
    eliminate(g, victim, "werewolf.log.killed")
  else
    g:log("werewolf.log.quiet_night", {})
  end
end

-- The day: after talking (at the table), every living player votes openly for someone living.
local function day(g, number)
  local awake = living(g)
  local votes = g:decide {
    prompt = "werewolf.prompt.vote",
    args = { day = number },
    seats = awake,
    simultaneous = true,
    pick_seats = { count = 1, from = awake },
    rule = "werewolf.rule.vote",  -- what a refused answer is told (public: it names no one's card)
  }
  local counts = {}
  for _, seat in ipairs(awake) do
    local target = votes[seat][1]
    counts[target] = (counts[target] or 0) + 1
    g:log("werewolf.log.vote", { voter = seat, seat = target })
  end
  local out = most_picked(g, counts, nil)
  if out then
    eliminate(g, out, "werewolf.log.voted_out")
  else
    g:log("werewolf.log.tie", {})
  end
end

local function play(g)
  local number = 0
  while true do
    number = number + 1
    night(g, number)
    local side, reason = winner(g)
    if side then return finish(g, side, reason) end
    day(g, number)
    side, reason = winner(g)
    if side then return finish(g, side, reason) end
  end
end

return game {
  id = "werewolf",
  title = "werewolf.title",
  players = { min = rules.min_players, max = rules.max_players },
  sides = { "village", "pack" },
  end_reasons = { "werewolves_gone", "pack_equals_village" },
  roles = roles,
  setup = setup,
  play = play,
  table_layout = layout,
}
