-- tests/rules/fixture_mods/plot_hooks/mod.lua: Plot cards for Avalon with effects of their own
-- (plots.mod_cards): Sealed Orders, held, played before a proposal (its holder shows their loyalty
-- card to the Leader); Last Word, held, played once a Team is approved, before its Quest cards (it
-- logs the Team and the Quest); three declared wrong (an act beside an effect; a timing that does
-- not exist; a moment that does not exist), each a problem naming its line.
return mod {
  id = "plot_hooks",
  version = "1.0",
  depends = { "avalon" },
  extends = {
    avalon = {
      cards = {
        {
          id = "sealed_orders", five_plus = 1, option = "sealed_orders", timing = "held",
          act = function(play) play.examine(play.leader, play.seat) end,
        },
        { id = "both_ways", effect = "watch", timing = "held", act = function() end },
        { id = "later_on", timing = "later", act = function() end },
        { id = "too_late", timing = "held", at = "after_vote", act = function() end },
        {
          id = "last_word", five_plus = 1, option = "last_word", timing = "held", at = "before_cards",
          act = function(play)
            play.g:log("plot_hooks.log.last_word", { seat = play.seat, quest = play.quest, team = play.team })
          end,
        },
      },
    },
  },
}
