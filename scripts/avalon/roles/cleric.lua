-- scripts/avalon/roles/cleric.lua: the Cleric (Good) learns in the Reveal stage whether the first
-- Leader is Good or Evil: "Leader, extend your thumb if you are Evil. Cleric, open your eyes."
-- This is a loyalty check, so the Trickster may lie and the Troublemaker must. Recommended for
-- 7+ players; strengthens Good.
local check_loyalty = use "avalon/check_loyalty"

return role {
  id = "cleric",
  side = "good",
  name = "avalon.role.cleric",
  option = "cleric",
  strengthens = "good",
  recommended_players = 7,
  checks_loyalty = true,
  sights = {
    {
      id = "cleric", watch = "cleric",
      learn = function(g, watcher)
        check_loyalty(g, watcher, g.leader, { anonymous = true, prompt = "avalon.prompt.leader_thumb" })
      end,
      say = {
        { key = "avalon.say.cleric.thumb" },
        { key = "avalon.say.cleric.open" },
        { key = "avalon.say.cleric.close" },
        { key = "avalon.say.cleric.fist" },
      },
    },
  },
}
