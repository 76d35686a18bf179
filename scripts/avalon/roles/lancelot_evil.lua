-- scripts/avalon/roles/lancelot_evil.lua: Evil Lancelot, dealt together with Good Lancelot (see
-- lancelot_good.lua for the step of the Reveal stage where they meet). Under the standard rule
-- he is a Minion of Mordred in every other respect. Under the Variant rules (modules/lancelot.lua)
-- he does not open his eyes with Evil: "Evil Lancelot, extend your thumb so that the other agents
-- of Evil may know you" (he is still shown to Evil, and to Merlin), and he does not meet Good
-- Lancelot.
local lancelot_module = use "avalon/modules/lancelot"

return role {
  id = "lancelot_evil",
  side = "evil",
  name = "avalon.role.lancelot_evil",
  option = "lancelots",
  lancelot = true,
  module = lancelot_module,
  recommended_players = 7,
  quest_cards = lancelot_module.quest_cards,
  sees = function(options)
    if lancelot_module.variant(options) then return { lancelot = false, evil = false } end
  end,
}
