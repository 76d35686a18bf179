-- scripts/avalon/roles/messenger_junior.lua: the Junior Messenger (Good, Big Box Messengers).
-- Knows nothing; is known to the Senior Messenger (optional rule, see messenger_senior.lua). May
-- play a Good Message card twice a game (modules/messengers.lua).
local messengers = use "avalon/modules/messengers"

return role {
  id = "messenger_junior",
  side = "good",
  name = "avalon.role.messenger_junior",
  option = "messengers",
  from_module = "messengers",
  module = messengers,
  messenger = true,
  recommended_players = 7,
  assassination_target = "messengers",
  quest_cards = messengers.good_cards,
}
