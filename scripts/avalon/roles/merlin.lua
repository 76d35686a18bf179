-- scripts/avalon/roles/merlin.lua: Merlin (Good). "Merlin, open your eyes and see the agents of
-- Evil": he sees every Evil character who extends a thumb for him. If three quests succeed, Evil
-- may still win by naming him. Percival sees his thumb.
return role {
  id = "merlin",
  side = "good",
  name = "avalon.role.merlin",
  option = "merlin", default = true,
  assassination_target = true,
  appears = { percival = true },
  sights = {
    {
      id = "merlin", watch = "merlin", show = "evil",
      fact = "avalon.fact.merlin_sees",
      say = {
        { key = "avalon.say.merlin.thumbs", group = "show" },
        { key = "avalon.say.merlin.open" },
        { key = "avalon.say.merlin.fists", group = "show" },
        { key = "avalon.say.merlin.close" },
      },
    },
  },
}
