-- scripts/avalon/modules/excalibur.lua: Excalibur (Big Box, optional rules). "During the Team
-- Building phase, Excalibur is assigned by the Leader to one of the players on the Team ... The
-- Leader cannot assign Excalibur to himself. ... Before collecting the played Quest cards, the
-- player with Excalibur may tell any one other player to switch their Quest cards (the unplayed
-- card becomes the played card). After switching the cards, the player with Excalibur looks at
-- the switched card (the card that was originally played)."
-- - The Leader gives Excalibur right after picking the Team, as part of the proposal (before the
--   vote); the counter "excalibur" holds the holder's seat while the proposal or its Quest
--   stands (the next proposal replaces it; {} after the Quest).
-- - The holder is always asked, and offered every other Team member (nothing about the cards
--   shows in the offer); they may decline (pick nobody). The log says whom Excalibur was used on;
--   only the holder learns the card originally played.
-- - Ruling, cards other than Success and Fail (Rogue cards, Messages): every Team member holds a
--   Success and a Fail card, so a switched card is replaced by the plain card of the opposite
--   effect: one that acts as a Success (rules.quest_card_acts) becomes a Fail, one that acts as a
--   Fail becomes a Success. The special card goes back unplayed: no Rogue or Message token is
--   placed for it and a Good Messenger does not use up a Message. A Magic card (it acts as
--   neither) becomes a Success: the switch cancels the Magic (modules/sorcerer.lua).
-- - Plot cards: a card played face up ("We Found You!") cannot be switched: a module that turns
--   cards face up marks g.seating.face_up[seat] = true, and those seats are not offered (face-up
--   cards are public, so this leaks nothing). Ambush comes after Excalibur: a later before_reveal
--   hook (a module after it in modules.order, avalon/modules.lua) sees the cards as switched.
local rules = use "avalon/rules"

local excalibur = { id = "excalibur", option = "excalibur" }

-- The card a switch puts in place of `card`.
function excalibur.switched(card)
  return rules.quest_card_acts[card] == "success" and "fail" or "success"
end

function excalibur.after_proposal(g, quest, members, leader)
  local others = {}
  for _, s in ipairs(members) do
    if s ~= leader then others[#others + 1] = s end
  end
  local holder = g:pick_seats(leader, 1, "avalon.prompt.excalibur_give", { quest = quest }, others,
                              { rule = { key = "avalon.rule.excalibur_give", args = { leader = leader } } })[1]
  g.seating.excalibur = holder
  g:set("excalibur", holder)
  g:log("avalon.log.excalibur_given", { leader = leader, seat = holder })
end

function excalibur.before_reveal(g, quest, played, members)
  local holder = g.seating.excalibur
  if not holder then return end
  local face_up = g.seating.face_up or {}
  local others = {}
  for _, s in ipairs(members) do
    if s ~= holder and not face_up[s] then others[#others + 1] = s end
  end
  if #others == 0 then return end
  local target = g:decide {
    seat = holder, prompt = "avalon.prompt.excalibur_use", args = { quest = quest },
    rule = { key = "avalon.rule.excalibur_use", args = { seat = holder } },
    pick_seats = { min = 0, max = 1, from = others },
  }[1]
  if not target then
    g:log("avalon.log.excalibur_declined", { seat = holder })
    return
  end
  local original = played[target]
  played[target] = excalibur.switched(original)
  g:log("avalon.log.excalibur_used", { seat = holder, target = target })
  g:tell(holder, { key = "avalon.fact.excalibur", seat = target, card = original })
  g:log("avalon.log.excalibur_saw", { seat = target, card = original }, holder)
end

function excalibur.after_result(g)
  g.seating.excalibur = nil
  g:set("excalibur", {})
end

return excalibur
