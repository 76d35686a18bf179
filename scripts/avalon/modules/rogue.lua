-- scripts/avalon/modules/rogue.lua: the Rogue module (Big Box). "One Rogue is on the side of Good,
-- and one is on the side of Evil, but both would rather win on their own terms."
-- - After a Team is approved, the Leader gives the Watch token to one Team member (not on the
--   first two Quests with 5 or 6 players); a Rogue holding it may not play their Rogue card.
-- - Rogue Success acts as a Success, Rogue Fail as a Fail; tokens above the Quest show that they
--   were played (public counts, as the cards are turned over).
-- - "A Good Rogue wins immediately after the third successful Quest if they played the Rogue
--   Success card on the third successful Quest and at least one more Rogue Success card on a prior
--   Quest"; the Evil Rogue likewise with Rogue Fail and the third failed Quest. The game then ends
--   with the side "rogue" winning (the Assassination stage is skipped).
-- - "Either Rogue gets a partial victory if their Team wins ... but they were not able to meet
--   their individual victory conditions": logged at the end.
local rules = use "avalon/rules"
local track_tokens = use "common/track_tokens"
local quest_selection = use "avalon/modules/quest_selection"

local rogue = { id = "rogue" }

-- The Quest cards of a Rogue: its side's, plus its Rogue card unless it holds the Watch token.
function rogue.cards(own, card)
  return function(g, seat)
    if g.seating.watch == seat then return own end
    local list = {}
    for i, c in ipairs(own) do list[i] = c end
    list[#list + 1] = card
    return list
  end
end

function rogue.setup(g)
  g.seating.rogue_played = {}
  for seat, r in ipairs(g.seating.role) do
    if r.rogue_card then g.seating.rogue_played[seat] = {} end
  end
end

function rogue.before_quest(g)
  g.seating.watch = nil
  g:set("watch", {})
end

function rogue.after_team(g, quest, members, leader)
  -- "The first two Quests" and "a prior Quest" count the Quests played (g.seating.round), so that
  -- quest selection mode keeps their meaning (or Quests 1 and 2: option quest_selection_counts;
  -- "prior" is always earlier in time).
  if g.player_count <= rules.no_watch.players and quest_selection.counted(g, quest) <= rules.no_watch.quests then return end
  local watch = g:pick_seats(leader, 1, "avalon.prompt.watch", { quest = quest }, members,
                             { rule = { key = "avalon.rule.watch", args = { leader = leader } } })[1]
  g.seating.watch = watch
  g:set("watch", watch)
  g:log("avalon.log.watch", { seat = leader, watch = watch, quest = quest })
end

function rogue.cards_played(g, quest, played)
  local n = { rogue_success = 0, rogue_fail = 0 }
  for seat, card in pairs(played) do
    if n[card] then
      n[card] = n[card] + 1
      g.seating.rogue_played[seat][g.seating.round] = true
    end
  end
  if n.rogue_success + n.rogue_fail > 0 then
    track_tokens.lay(g, "rogue_tokens", quest, { "rogue_success", "rogue_fail" }, n)
    g:log("avalon.log.rogue_tokens", { quest = quest, rogue_success = n.rogue_success, rogue_fail = n.rogue_fail })
  end
end

-- Did the Rogue at `seat` play its card on the round-th Quest and on at least one Quest before it?
local function qualifies(g, seat, round)
  local played = g.seating.rogue_played[seat]
  if not played[round] then return false end
  for r = 1, round - 1 do if played[r] then return true end end
  return false
end

function rogue.after_result(g, result)
  for seat, r in ipairs(g.seating.role) do
    if r.rogue_card then
      local third = (r.side == "good" and not result.failed and result.successes == rules.wins_needed)
                 or (r.side == "evil" and result.failed and result.failures == rules.wins_needed)
      if third and qualifies(g, seat, result.round) then
        g:log("avalon.log.rogue_wins", { seat = seat, role = r.name })
        return "rogue", r.side .. "_rogue", { seat = seat }
      end
    end
  end
end

function rogue.at_finish(g, winner)
  for seat, r in ipairs(g.seating.role) do
    if r.rogue_card and winner == r.side then
      g:log("avalon.log.rogue_partial", { seat = seat, role = r.name })
    end
  end
end

return rogue
