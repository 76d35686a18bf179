-- scripts/avalon/roles/oberon.lua: Oberon (Evil) does not open his eyes with Evil and is not seen
-- by them ("Minions of Mordred - not Oberon - open your eyes"); Merlin still sees him.
-- Strengthens Good.
return role {
  id = "oberon",
  side = "evil",
  name = "avalon.role.oberon",
  option = "oberon",
  strengthens = "good",
  sees = { evil = false },
  appears = { evil = false },
}
