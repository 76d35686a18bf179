-- scripts/avalon/modules/lady_of_the_lake.lua: the Lady of the Lake (Big Box, optional rules).
-- "It is open information which player possesses this token. Recommended for seven or more
-- players. Adding the Lady of the Lake will make the side of Good more powerful. At the beginning
-- of the game, give the Lady of the Lake token to the player on the Leader's right. Immediately
-- after the second, third, and fourth Quest is resolved, the player with the Lady of the Lake token
-- will choose one player and examine their loyalty using the Loyalty cards. The player being
-- examined receives the Lady of the Lake token. A player that used the Lady of the Lake ability
-- cannot have the ability used on them."
-- - Seats are numbered clockwise, so the Leader's right is the previous seat.
-- - "After the second ... Quest" counts the Quests played (quest selection mode included; or the
--   Quest's number: option quest_selection_counts); a
--   Quest that ends the game (third success or failure, a Rogue's win) is not followed by a check.
-- - Nobody who held the token can be checked (the first holder included: by then they used it).
-- - The check is the shared loyalty check (check_loyalty.lua): the Trickster may lie, the
--   Troublemaker must. Who checks whom is public (the counter "lady" and the log); the card
--   shown only to the holder.
local rules         = use "avalon/rules"
local check_loyalty = use "avalon/check_loyalty"
local quest_selection = use "avalon/modules/quest_selection"

local lady = {
  id = "lady_of_the_lake",
  option = "lady_of_the_lake",
  strengthens = "good",
  checks_loyalty = true,
  recommended_players = rules.lady_of_the_lake.recommended_players,
}

local function give(g, seat)
  g.seating.lady = seat
  g.seating.lady_held[seat] = true
  g:set("lady", seat)
end

function lady.after_setup(g)
  g.seating.lady_held = {}
  local seat = g:next_seat(g.leader, -1)
  give(g, seat)
  g:log("avalon.log.lady_given", { seat = seat, leader = g.leader })
end

function lady.after_result(g, result)
  if result.successes >= rules.wins_needed or result.failures >= rules.wins_needed then return end
  local now = false
  local nth = quest_selection.counted(g, result.quest)
  for _, q in ipairs(rules.lady_of_the_lake.after_quests) do now = now or q == nth end
  if not now then return end
  local holder = g.seating.lady
  local from = {}
  for _, s in ipairs(g:all_seats()) do
    if not g.seating.lady_held[s] then from[#from + 1] = s end
  end
  if #from == 0 then return end
  local target = g:pick_seats(holder, 1, "avalon.prompt.lady", { quest = result.quest }, from,
                              { rule = { key = "avalon.rule.lady", args = { seat = holder } } })[1]
  g:log("avalon.log.lady_used", { seat = holder, target = target })
  local shown = check_loyalty(g, holder, target)
  g:log("avalon.log.lady_saw", { seat = target, loyalty = shown }, holder)
  give(g, target)
end

return lady
