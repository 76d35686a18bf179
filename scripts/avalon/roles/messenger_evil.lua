-- scripts/avalon/roles/messenger_evil.lua: the Evil Messenger (Big Box Messengers). An agent of Evil
-- in the Reveal stage like any Minion; may play Success, Fail or the Evil Message card (acts as a
-- Fail; two Evil Messages let Evil add a Fail to the fifth Quest, modules/messengers.lua).
return role {
  id = "messenger_evil",
  side = "evil",
  name = "avalon.role.messenger_evil",
  option = "messengers",
  from_module = "messengers",
  module = use "avalon/modules/messengers",
  messenger = true,
  recommended_players = 7,
  quest_cards = { "success", "fail", "evil_message" },
}
