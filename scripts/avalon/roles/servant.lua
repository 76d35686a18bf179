-- scripts/avalon/roles/servant.lua: a Loyal Servant of Arthur, the standard Good card. Knows
-- nothing at the start; plays Success on every quest.
return role {
  id = "servant",
  side = "good",
  name = "avalon.role.servant",
}
