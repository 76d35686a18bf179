-- scripts/avalon/sides.lua: Good and Evil. A side gives its characters their defaults (the
-- Quest cards they may play, their loyalty) and may open a step of the Reveal stage: Evil's is
-- "Minions of Mordred, open your eyes and look around so that you know all agents of Evil".
return {
  {
    id = "good", name = "avalon.side.good",
    quest_cards = { "success" },
  },
  {
    id = "evil", name = "avalon.side.evil",
    quest_cards = { "success", "fail" },
    sights = {
      {
        -- Every Evil character opens its eyes (unless it says otherwise), and sees the others
        -- whose eyes are open or who extend their thumb for Evil.
        id = "evil", watch = "evil", show = "evil", mutual = true,
        fact = "avalon.fact.agents_of_evil",
        say = {
          { key = "avalon.say.evil.thumbs", group = "show_only" },
          { key = "avalon.say.evil.open", group = "watch" },
          { key = "avalon.say.evil.fists", group = "show_only" },
          { key = "avalon.say.evil.close" },
        },
      },
    },
  },
}
