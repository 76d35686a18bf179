-- scripts/avalon/roles/untrustworthy_servant.lua: the Untrustworthy Servant (Good, Big Box module).
-- "They know who the Assassin is, but Merlin thinks they are on the side of Evil, and the
-- Assassin wants to recruit them as well." In the Reveal stage they extend their thumb with the
-- Minions of Mordred for Merlin, and the Assassin extends his thumb for them. Being Good, they
-- play only Success. After three successful Quests the Assassin may recruit them
-- (modules/recruitment.lua). Needs the Assassin card.
return role {
  id = "untrustworthy_servant",
  side = "good",
  name = "avalon.role.untrustworthy_servant",
  option = "untrustworthy_servant",
  from_module = "untrustworthy_servant",
  module = use "avalon/modules/recruitment",
  recruitable = true,
  appears = { merlin = true },
  sights = {
    {
      id = "untrustworthy_servant", watch = "untrustworthy_servant", show = "assassin",
      fact = "avalon.fact.untrustworthy_sees",
      say = {
        { key = "avalon.say.untrustworthy_servant.thumb" },
        { key = "avalon.say.untrustworthy_servant.open" },
        { key = "avalon.say.untrustworthy_servant.close" },
        { key = "avalon.say.untrustworthy_servant.fist" },
      },
    },
  },
  check = function(ctx)
    if not ctx.present.assassin then return { { key = "avalon.setup.untrustworthy_needs_assassin" } } end
  end,
}
