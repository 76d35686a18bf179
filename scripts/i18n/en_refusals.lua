-- scripts/i18n/en_refusals.lua: more rules a refused answer is told (g:decide's `rule`), for the
-- decisions both team games share: the vote on a team and the hand-over of a loyalty card. English.
return {
  ["common.rule.vote"] = "Every player, the leader included, secretly chooses one vote card, Approve or Reject; the cards are shown together and the team is approved if the majority approves (a tie rejects it).",
  ["common.rule.hand_loyalty"] = "The player checked hands the checker the loyalty card of their own side, face down; only a character allowed to lie may hand over the other one.",
}
