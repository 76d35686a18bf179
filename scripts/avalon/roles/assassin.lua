-- scripts/avalon/roles/assassin.lua: the Assassin (Evil). A Minion of Mordred who, after three
-- successful quests, names the player Evil believes is Merlin.
return role {
  id = "assassin",
  side = "evil",
  name = "avalon.role.assassin",
  option = "assassin", default = true,
  assassinates = true,
}
