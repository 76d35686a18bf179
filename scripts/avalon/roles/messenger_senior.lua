-- scripts/avalon/roles/messenger_senior.lua: the Senior Messenger (Good, Big Box Messengers; the
-- three Messenger cards are dealt together, option messengers). May play a Good Message card
-- twice a game (modules/messengers.lua); a target of the Assassin together with the Junior
-- Messenger. Optional rule: "Junior Messenger, extend your thumb so that the Senior Messenger may
-- know you" / "Senior Messenger, open your eyes" / "Senior Messenger, close your eyes" / "Junior
-- Messenger, re-form your hand into a fist".
local messengers = use "avalon/modules/messengers"

return role {
  id = "messenger_senior",
  side = "good",
  name = "avalon.role.messenger_senior",
  option = "messengers",
  from_module = "messengers",
  module = messengers,
  messenger = true,
  recommended_players = 7,
  assassination_target = "messengers",
  quest_cards = messengers.good_cards,
  sees = function(options)
    if options.senior_messenger_knows == false then return { messengers = false } end
  end,
  sights = {
    {
      id = "messengers", watch = "messenger_senior", show = "messenger_junior",
      fact = "avalon.fact.junior_messenger",
      say = {
        { key = "avalon.say.messengers.thumb" },
        { key = "avalon.say.messengers.open" },
        { key = "avalon.say.messengers.close" },
        { key = "avalon.say.messengers.fist" },
      },
    },
  },
}
