-- mods/court_intrigue/mod.lua: three Plot cards for Avalon, as a mod (docs/modding.md, "A Plot card
-- for a built-in game"), each shuffled into the Plot deck when its option is on (with the Plot
-- cards):
--   Eavesdrop plays like Ambush (look at one played Quest card): one of the nine effects.
--   Confession has an effect of its own (act): when the Leader hands it over, the Leader names a
--   player, and the receiver shows that player their loyalty card (as Avalon examines a player:
--   a Trickster may lie, a Troublemaker must).
--   Inquiry has an effect of its own too, held: after a Quest's result (when the game goes on), its
--   holder may play it and name a member of that Quest's Team, who shows the holder their loyalty
--   card.
return mod {
  id = "court_intrigue",
  version = "1.2",
  title = "court_intrigue.title",
  description = "court_intrigue.description",
  depends = { "avalon" },
  extends = {
    avalon = {
      cards = {
        { id = "eavesdrop", effect = "watch", count = 1, five_plus = 1, option = "eavesdrop" },
        {
          id = "confession", count = 1, five_plus = 1, option = "confession",
          timing = "immediate", examines = true,
          act = function(play)
            local to = play.g:pick_seats(play.leader, 1, "court_intrigue.prompt.confess_to",
                                         { card = play.card, seat = play.seat }, play.others,
                                         { rule = { key = "avalon.plot.confession.text", args = {} } })[1]
            play.examine(to, play.seat)
          end,
        },
        {
          id = "inquiry", count = 1, five_plus = 1, option = "inquiry",
          timing = "held", at = "after_result", examines = true,
          act = function(play)
            local from = {}
            for _, s in ipairs(play.team) do if s ~= play.seat then from[#from + 1] = s end end
            local asked = play.g:pick_seats(play.seat, 1, "court_intrigue.prompt.inquire", { card = play.card, quest = play.quest },
                                            from, { rule = { key = "avalon.plot.inquiry.text", args = {} } })[1]
            play.examine(play.seat, asked)
          end,
        },
      },
    },
  },
}
