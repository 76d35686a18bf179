-- scripts/avalon/roles/morgana.lua: Morgana (Evil) disguises herself as Merlin: she extends her
-- thumb for Percival at the same time as Merlin. Must be played with Percival. Strengthens Evil.
return role {
  id = "morgana",
  side = "evil",
  name = "avalon.role.morgana",
  option = "morgana",
  strengthens = "evil",
  appears = { percival = true },
  check = function(ctx)
    if not ctx.present.percival then return { { key = "avalon.setup.morgana_needs_percival" } } end
  end,
}
