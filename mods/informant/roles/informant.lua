-- mods/informant/roles/informant.lua: the Informant (Good). In the Reveal stage he opens his eyes
-- when Merlin does (so he learns the same agents of Evil) and extends his thumb for Merlin (who
-- takes him for Evil). Strengthens Evil a little: Merlin's information gets worse.
return role {
  id = "informant",
  side = "good",
  name = "avalon.role.informant",
  option = "informant",
  strengthens = "evil",
  recommended_players = 7,
  sees = { merlin = true },
  appears = { merlin = true },
}
