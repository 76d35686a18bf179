-- scripts/avalon/modules/trapper.lua: the Trapper module (Big Box, optional rules; option trapper).
-- "The Teams get bigger, and the Leader has to keep a closer eye. Recommended for eight or more
-- players. ... During the Team Building phase, the Leader takes one more Team token than normal and
-- assigns an extra member to the Team. During the Quest phase, each player on the Quest selects a
-- Quest card and plays it face-down in front of themselves. The Leader selects one of the played
-- Quest cards, looks at it, and sets it aside. That Quest card does not affect the results. The
-- Leader then collects and shuffles the remaining played Quest cards before revealing them. The
-- Leader may discuss, but cannot reveal the played Quest card they discarded."
-- - Every Team is one member larger (team_size; the counter "team_sizes" shows the larger sizes).
--   The Fails a Quest needs do not change (two on Quest 4 with seven or more players).
-- - "An extra set of Quest cards ... an extra of each of those cards" (the other modules' special
--   cards): the engine never runs short of a card, so nothing more is needed for them.
-- - The Leader must set one card aside and may pick any member's, their own included; whose card
--   it is, is public (it lies in front of that player), the card only the Leader learns (a fact).
--   The Leader cannot show it: the engine has no way to, and says so in no public line.
-- - Ruling, order: after Excalibur (the switch happens "before collecting the played Quest
--   cards", the set-aside card is one that was played, so it may be a switched one) and before an
--   Ambush (which looks at a card still played: the set-aside one is out of the Quest).
-- - Ruling, a set-aside card counts for nothing: no Rogue or Message token is laid for it, a Good
--   Messenger does not use up a Message, a Rogue card set aside is not "played on" that Quest, a
--   Magic card set aside reverses nothing (it is taken out of the played cards and of the members
--   whose card is still on the table).
-- - On the table: the token counter "trapped" marks the member whose card was set aside, from the
--   moment it is set aside until the next Team is approved (the next Quest's cards may be set
--   aside in turn); empty before.
local rules = use "avalon/rules"

local trapper = {
  id = "trapper", option = "trapper",
  recommended_players = rules.trapper.recommended_players,
}

function trapper.team_size(g, quest, size)
  return size + rules.trapper.extra_members
end

function trapper.after_setup(g)
  local sizes = {}
  for q, size in ipairs(rules.team_size[g.player_count]) do sizes[q] = trapper.team_size(g, q, size) end
  g:set("team_sizes", sizes)
  g:set("trapped", {})
end

function trapper.after_team(g, quest, members, leader)
  g.seating.trapper_leader = leader
  g:set("trapped", {})
end

function trapper.before_reveal(g, quest, played, members)
  local leader = g.seating.trapper_leader
  local seat = g:pick_seats(leader, 1, "avalon.prompt.trapper", { quest = quest }, members,
                            { rule = { key = "avalon.rule.trapper", args = { leader = leader } } })[1]
  local card = played[seat]
  g:set("trapped", seat)
  g:log("avalon.log.trapper_set_aside", { seat = leader, target = seat, quest = quest })
  g:tell(leader, { key = "avalon.fact.trapper", seat = seat, card = card })
  g:log("avalon.log.trapper_saw", { seat = seat, card = card }, leader)
  played[seat] = nil
  for i, s in ipairs(members) do
    if s == seat then table.remove(members, i) break end
  end
end

return trapper
