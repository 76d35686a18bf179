-- scripts/resistance/roles/resistance.lua: a member of the Resistance. Knows nothing at the
-- start; may only play Success on a mission.
return role {
  id = "resistance",
  side = "resistance",
  name = "resistance.role.resistance",
  mission_cards = { "success" },
}
