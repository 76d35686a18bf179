-- tests/rules/fixture_mods/plot_hooks/mod.lua: Plot cards for Avalon with effects of their own
-- (common/plot_cards.lua, plots.mod_cards): Sealed Orders is held until its holder plays it
-- before a proposal (its holder then shows their loyalty card to the Leader); the other two are
-- declared wrong (an act beside an effect; a timing that does not exist), each a problem naming
-- its line.
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
      },
    },
  },
}
