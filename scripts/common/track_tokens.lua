-- scripts/common/track_tokens.lua: tokens laid by a slot of a track (a Quest, a mission) for
-- everyone to see: a public counter holding one list of token ids per slot, which a table
-- layout draws with `slot_marks` (docs/lua-api.md). Avalon's Rogue and Message tokens use it.
local track_tokens = {}

-- Lays `counts[id]` tokens of each id in `ids` (in that order) by `slot` of the counter (a track
-- of five slots: the Quests).
function track_tokens.lay(g, counter, slot, ids, counts)
  local slots = g:get(counter) or { {}, {}, {}, {}, {} }
  for _, id in ipairs(ids) do
    for _ = 1, counts[id] or 0 do table.insert(slots[slot], id) end
  end
  g:set(counter, slots)
end

return track_tokens
