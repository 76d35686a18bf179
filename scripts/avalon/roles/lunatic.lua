-- scripts/avalon/roles/lunatic.lua: the Lunatic (Evil) must Fail every quest they are on.
-- Recommended for 7+ players; strengthens Good.
return role {
  id = "lunatic",
  side = "evil",
  name = "avalon.role.lunatic",
  option = "lunatic",
  strengthens = "good",
  recommended_players = 7,
  quest_cards = { "fail" },
}
