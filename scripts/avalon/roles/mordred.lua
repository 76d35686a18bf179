-- scripts/avalon/roles/mordred.lua: Mordred (Evil) is hidden from Merlin: "Minions of Mordred -
-- not Mordred himself - extend your thumb so that Merlin will know of you". Strengthens Evil.
return role {
  id = "mordred",
  side = "evil",
  name = "avalon.role.mordred",
  option = "mordred",
  strengthens = "evil",
  appears = { merlin = false },
}
