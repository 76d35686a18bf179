-- scripts/avalon/check_loyalty.lua: Avalon's way into the shared loyalty check
-- (common/loyalty.lua): the checked player hands over the Good or Evil loyalty card of their
-- current side; a character with `loyalty_lie = "may"` (Trickster) may hand over the other one,
-- `"must"` (Troublemaker) always does. Used by the Cleric, the Lady of the Lake and the Plot cards
-- that examine a player (Are You the One?, Show Your True Nature, Show Your Strength).
local loyalty = use "common/loyalty"
local rules   = use "avalon/rules"

-- how = {anonymous = bool, prompt = key}. Returns the card the checker saw ("good"/"evil").
return function(g, checker, target, how)
  how = how or {}
  return loyalty.check(g, checker, target, {
    cards = rules.loyalty_cards,
    truth = g.seating.side[target],
    lie = g.seating.role[target].loyalty_lie,
    ask = g.seating.liars,
    anonymous = how.anonymous,
    prompt = how.prompt,
    rule = "avalon.rule.hand_loyalty",  -- the Big Box's words: "chooses the card ... of their character"
    fact = "avalon.fact.loyalty",
  })
end
