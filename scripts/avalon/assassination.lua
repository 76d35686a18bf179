-- scripts/avalon/assassination.lua: Evil's last chance. After three successful quests, if Merlin
-- is in the game: the Evil players make themselves known and confer, then the Assassin (or the
-- Evil character the setup named) names one Good player. Naming Merlin wins the game for Evil.
local assassination = {}

-- Returns the winning side and the end reason.
function assassination.run(g)
  local evil, good = {}, {}
  for seat, side in ipairs(g.table.side) do
    if side == "evil" then evil[#evil + 1] = seat else good[#good + 1] = seat end
  end
  -- "Without revealing any character cards, the Evil players discuss": they speak openly, so
  -- everyone now knows who they are.
  g:set("stage", "assassination")
  g:tell(g:all_seats(), { key = "avalon.fact.evil_confers", seats = evil })
  g:log("avalon.log.evil_confers", { seats = evil })

  -- Evil confers: each Evil player points at the Good player they take for Merlin; the other
  -- Evil players see the suggestions.
  local suggested = g:decide { seats = evil, simultaneous = true, pick_seats = { count = 1, from = good },
                               prompt = "avalon.prompt.confer" }
  for _, s in ipairs(evil) do
    g:log("avalon.log.suggests", { seat = s, suspect = suggested[s][1] }, evil)
  end

  -- The Assassin speaks for Evil: everyone sees who names the player.
  local assassin = g.table.assassin
  g:tell(g:all_seats(), { key = "avalon.fact.assassin", seat = assassin })
  local named = g:pick_seats(assassin, 1, "avalon.prompt.assassinate", { seat = assassin }, good)[1]
  g:log("avalon.log.assassin_names", { seat = assassin, named = named })
  if g.table.role[named].assassination_target then
    return "evil", "merlin_assassinated"
  end
  return "good", "three_successes"
end

return assassination
