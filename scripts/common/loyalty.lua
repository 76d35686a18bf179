-- scripts/common/loyalty.lua: checking a player's loyalty. The checked player hands the checker
-- one loyalty card, face down; only the checker sees it. Whoever checks (a character, the Lady of
-- the Lake, a plot card) goes through this one primitive.
--
-- A checked player who may lie chooses which card to hand over; one who must lie hands over the
-- other card. When nobody at the table can lie (public knowledge: which characters are in the
-- game), nobody is asked, since the true card is the only one anyone could hand over.
local loyalty = {}

-- how = {
--   cards      = {"good", "evil"},  the loyalty cards (two ids)
--   truth      = "good",            the target's true loyalty
--   lie        = nil | "may" | "must",  whether the target may or must hand over the other card
--   ask        = true,              someone at the table can lie: ask the target (always, so that
--                                   asking reveals nothing)
--   anonymous  = false,             the checker's seat is neither logged nor shown to the target
--   fact       = "common.fact.loyalty",  the key of the fact the checker is told
--   prompt     = "common.prompt.hand_loyalty",
--   rule       = "common.rule.hand_loyalty",  the rule a refused hand-over is told (keep it
--                                   public: anyone who tries to answer may be told it)
-- }
-- Returns the card the checker saw.
function loyalty.check(g, checker, target, how)
  local cards, truth = how.cards, how.truth
  local other = cards[1] == truth and cards[2] or cards[1]
  local shown = truth
  if how.lie == "must" then shown = other end
  if how.ask then
    local options
    if how.lie == "may" then options = { truth, other } else options = { shown } end
    shown = g:ask(target, options, how.prompt or "common.prompt.hand_loyalty",
                  { checker = not how.anonymous and checker or nil },
                  { rule = how.rule or "common.rule.hand_loyalty" })
  end
  g:tell(checker, { key = how.fact or "common.fact.loyalty", seat = target, loyalty = shown })
  g:log(how.anonymous and "common.log.loyalty_checked_anonymously" or "common.log.loyalty_checked",
        { checker = not how.anonymous and checker or nil, seat = target })
  return shown
end

return loyalty
