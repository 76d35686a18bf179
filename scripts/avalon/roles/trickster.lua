-- scripts/avalon/roles/trickster.lua: the Trickster (Evil) may lie when their loyalty is checked
-- (by the Cleric or any rule that checks loyalty). Recommended only with something that checks
-- loyalty; strengthens Evil.
return role {
  id = "trickster",
  side = "evil",
  name = "avalon.role.trickster",
  option = "trickster",
  strengthens = "evil",
  loyalty_lie = "may",
}
