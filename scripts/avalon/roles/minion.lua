-- scripts/avalon/roles/minion.lua: a Minion of Mordred, the standard Evil card. Opens its eyes
-- with Evil, is seen by Merlin; plays Success or Fail.
return role {
  id = "minion",
  side = "evil",
  name = "avalon.role.minion",
}
