-- scripts/avalon/modules/lancelot.lua: the Variant rules for Lancelot (Big Box p. 12; the
-- standard edition's "Правила гри з Ланселотом"), chosen with the setup option lancelot_rule.
-- In every variant the Lancelots do not know each other, and Evil Lancelot does not open his eyes
-- with Evil but extends his thumb so that the other agents of Evil know him (lancelot_*.lua say
-- so with `sees`). An Allegiance deck of No Change / Switch Allegiance cards (rules.allegiance)
-- decides when the two Lancelots secretly switch allegiance:
--   variant1: a card is drawn face up at the beginning of the Quests listed in draw_at;
--   variant2: five cards are dealt face up at the start, one above each Quest, so Lancelot knows
--             in advance; Evil Lancelot may only play Fail, Good Lancelot only Success.
-- A switch changes the Lancelots' allegiance for every rule (Quest cards, loyalty, victory); they
-- keep their character cards, and each learns his new allegiance.
local rules = use "avalon/rules"

local lancelot = { id = "lancelot" }

lancelot.options = {
  -- Only with the Lancelots in the game (the `lancelots` character option).
  option.choice { id = "lancelot_rule", name = "avalon.option.lancelot_rule", values = rules.lancelot_rules,
                  applies = function(_, options) return options.lancelots == true end },
}

-- Is a variant in play (else the standard rule: the Lancelots know each other)?
function lancelot.variant(options)
  return rules.allegiance[options.lancelot_rule or "standard"]
end

-- The Quest cards a Lancelot may play: nil (his current side's) unless Variant 2 binds him.
function lancelot.quest_cards(g, seat)
  local v = lancelot.variant(g.options)
  if v and v.evil_must_fail then
    return g.seating.side[seat] == "evil" and { "fail" } or { "success" }
  end
end

function lancelot.check(ctx)
  if ctx.options.lancelot_rule and ctx.options.lancelot_rule ~= "standard" and not ctx.present.lancelot_good then
    return { { key = "avalon.setup.lancelot_rule_without_lancelots",
               args = { rule = "avalon.option.lancelot_rule." .. ctx.options.lancelot_rule } } }
  end
end

-- The allegiance cards as the table shows them, by the Quest they lie by.
local function show(g, slot, card)
  local slots = g:get("allegiance_slots") or { "", "", "", "", "" }
  slots[slot] = card
  g:set("allegiance_slots", slots)
end

function lancelot.setup(g)
  local v = lancelot.variant(g.options)
  if not v then return end
  local deck = {}
  for _ = 1, v.no_change do deck[#deck + 1] = "no_change" end
  for _ = 1, v.switch do deck[#deck + 1] = "switch" end
  g:shuffle(deck, "allegiance_deck")  -- a record may fix its order (draws.allegiance_deck)
  if v.deal then
    local above = {}
    for q = 1, v.deal do above[q] = deck[q] end
    g.seating.allegiance = above
    g.seating.allegiance_applied = {}
    g:set("allegiance", above)
    g:log("avalon.log.allegiance_dealt", { cards = above })
    for q, card in ipairs(above) do show(g, q, card) end
  else
    g.seating.allegiance_deck = deck
    g:set("allegiance", {})
  end
end

local function switch(g)
  for seat, r in ipairs(g.seating.role) do
    if r.lancelot then
      local side = g.seating.side[seat] == "good" and "evil" or "good"
      g.seating.side[seat] = side
      g:set_prop(g.seating.card[seat], "side", side)
      g:tell(seat, { key = "avalon.fact.lancelot_switched", side = side })
    end
  end
  g:log("avalon.log.lancelots_switch")
end

-- Variant 2: the card above Quest `quest`, once per Quest.
local function apply_dealt(g, quest)
  if g.seating.allegiance_applied[quest] then return end
  g.seating.allegiance_applied[quest] = true
  if g.seating.allegiance[quest] == "switch" then switch(g) end
end

-- Variant 1 draws at the beginning of the round-th Quest played (before the Leader chooses its
-- number in quest selection mode); Variant 2 applies the card above the Quest's number, at its
-- beginning, or in quest selection mode once that Quest's Team is approved (after_team).
function lancelot.before_quest(g, round, quest)
  local v = lancelot.variant(g.options)
  if not v then return end
  if v.deal then
    if quest then apply_dealt(g, quest) end
    return
  end
  local card
  for _, r in ipairs(v.draw_at) do
    if r == round then card = table.remove(g.seating.allegiance_deck) end
  end
  if not card then return end
  local drawn = g:get("allegiance")
  drawn[#drawn + 1] = card
  g:set("allegiance", drawn)
  -- In quest selection mode the Quest is not chosen yet: the card goes by it once it is.
  if quest then show(g, quest, card) else g.seating.allegiance_pending = card end
  g:log("avalon.log.allegiance_drawn", { quest = quest or round, card = "avalon.allegiance." .. card })
  if card == "switch" then switch(g) end
end

function lancelot.after_team(g, quest)
  local v = lancelot.variant(g.options)
  if v and v.deal then apply_dealt(g, quest) end
  if g.seating.allegiance_pending then
    show(g, quest, g.seating.allegiance_pending)
    g.seating.allegiance_pending = nil
  end
end

return lancelot
