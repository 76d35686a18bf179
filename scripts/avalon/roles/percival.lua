-- scripts/avalon/roles/percival.lua: Percival (Good) knows Merlin: "Merlin & Morgana, extend your
-- thumb so that Percival may know of you". With Morgana he sees two thumbs and cannot tell which
-- is Merlin. Strengthens Good.
local function count(ctx, ids)
  local n = 0
  for _, id in ipairs(ids) do if ctx.present[id] then n = n + 1 end end
  return n
end

return role {
  id = "percival",
  side = "good",
  name = "avalon.role.percival",
  option = "percival",
  strengthens = "good",
  sights = {
    {
      id = "percival", watch = "percival",
      fact = "avalon.fact.percival_sees",
      say = {
        { key = "avalon.say.percival.thumbs", group = "show" },
        { key = "avalon.say.percival.open", group = "show" },
        { key = "avalon.say.percival.fists", group = "show" },
        { key = "avalon.say.percival.close" },
      },
    },
  },
  -- "For games of five players, add either Mordred or Morgana when playing with Percival."
  check = function(ctx)
    if ctx.players == 5 and count(ctx, { "mordred", "morgana" }) == 0 then
      return { { key = "avalon.setup.percival_at_five" } }
    end
  end,
}
