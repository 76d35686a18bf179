-- mods/werewolf/bots/werewolf/hunter.lua: a simple Werewolf bot (docs/lua-api.md, "Bots"). It reads
-- only its seat's view: its own options, what it was told (the pack, the Seer's checks).
-- Night: a werewolf attacks a random offered player, the Seer checks a player not yet checked.
-- Day: the Seer votes for a werewolf it has seen, a werewolf for someone outside the pack, anyone
-- else for a random other living player.
local function facts(view, key)
  local out = {}
  for _, f in ipairs(view.knowledge or {}) do
    if f.key == key then out[#out + 1] = f end
  end
  return out
end

local split = (use "werewolf/choice").split

local function night(view, request, rng)
  local seen = {}
  for _, f in ipairs(facts(view, "werewolf.fact.seen")) do seen[f.seat] = true end
  local fresh, all = {}, {}
  for _, o in ipairs(request.options) do
    local verb, seat = split(o)
    all[#all + 1] = o
    if verb == "check" and not seen[seat] then fresh[#fresh + 1] = o end
  end
  local pick = rng:pick(#fresh > 0 and fresh or all)
  local verb, seat = split(pick)
  if verb == "attack" then return pick, { key = "werewolf.reason.hunt", args = { seat = seat } } end
  if verb == "check" then return pick, { key = "werewolf.reason.check", args = { seat = seat } } end
  return pick
end

local function vote(view, request, rng)
  local me = view.seat
  local pack, wolf_seen = {}, {}
  for _, f in ipairs(facts(view, "werewolf.fact.pack")) do
    pack[me] = true
    for _, s in ipairs(f.seats) do pack[s] = true end
  end
  for _, f in ipairs(facts(view, "werewolf.fact.seen")) do
    if f.side == "pack" then wolf_seen[f.seat] = true end
  end
  local accuse, prey, others = {}, {}, {}
  for _, s in ipairs(request.eligible) do
    if s ~= me then
      others[#others + 1] = s
      if wolf_seen[s] then accuse[#accuse + 1] = s end
      if not pack[s] then prey[#prey + 1] = s end
    end
  end
  if #accuse > 0 then
    local s = rng:pick(accuse)
    return { s }, { key = "werewolf.reason.accuse", args = { seat = s } }
  end
  local pool = (pack[me] and #prey > 0) and prey or (#others > 0 and others or request.eligible)
  local s = rng:pick(pool)
  return { s }, { key = "werewolf.reason.guess", args = { seat = s } }
end

return function(view, request, rng)
  if request.kind == "choose" then return night(view, request, rng) end
  return vote(view, request, rng)
end
