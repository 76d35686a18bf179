-- scripts/avalon/roles/lancelot_evil.lua: Evil Lancelot, dealt together with Good Lancelot (see
-- lancelot_good.lua for the step of the Reveal stage where they meet). Under the standard rule
-- he is a Minion of Mordred in every other respect.
return role {
  id = "lancelot_evil",
  side = "evil",
  name = "avalon.role.lancelot_evil",
  option = "lancelots",
  lancelot = true,
  recommended_players = 7,
}
