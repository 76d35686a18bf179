-- scripts/avalon/roles/troublemaker.lua: the Troublemaker (Good) must lie when their loyalty is
-- checked (by the Cleric or any rule that checks loyalty). Recommended only with something that
-- checks loyalty; strengthens Evil.
return role {
  id = "troublemaker",
  side = "good",
  name = "avalon.role.troublemaker",
  option = "troublemaker",
  strengthens = "evil",
  loyalty_lie = "must",
}
