-- bench/mods/request_only_bot/request_only.lua: the host's random bot (engine/bots/random_bot.cpp)
-- written in Lua, draw for draw: the same generator (seeded per decision from the game's seed, the
-- seat and the step, as the random bot with seed 0 is), the same draws in the same order, so both
-- bots play the same games. It reads `request` only: never a part of `view`.
local kinds = { choose = 1, pick_seats = 2, pick_entities = 3, order = 4 }

return function(view, request, rng)
  local kind = kinds[request.kind]
  if kind == 1 then return rng:pick(request.options) end  -- options[1 + below(n)]
  local from = kind == 2 and request.eligible or request.entities
  local n = #from
  local pool = {}
  for i = 1, n do pool[i] = from[i] end
  -- How many: a uniformly random allowed size (an order: every entity, its last place left as is).
  local k = kind == 4 and n - 1 or request.min + rng:int(0, request.max - request.min)
  for i = 1, k do  -- the first k places of a Fisher-Yates shuffle from the front
    local j = i + rng:int(0, n - i)
    pool[i], pool[j] = pool[j], pool[i]
  end
  if kind ~= 4 then
    for i = n, k + 1, -1 do pool[i] = nil end
    if kind == 2 then table.sort(pool) end
  end
  return pool
end
