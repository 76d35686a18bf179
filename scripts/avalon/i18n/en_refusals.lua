-- scripts/avalon/i18n/en_refusals.lua: more of Avalon's rules a refused answer is told (g:decide's
-- `rule`), in the Big Box's words: the Team vote, the loyalty hand-over, the Assassination stage,
-- the Recruitment stage and the Messengers' backup. English.
return {
  ["avalon.rule.vote"] = "Each player, including the Leader, secretly selects one vote token, Approve or Reject; the Team is approved if the majority accepts (a tie rejects it).",
  ["avalon.rule.hand_loyalty"] = "The player checked hands over, face down, the Loyalty card of their character's side; only the Trickster may lie, and the Troublemaker must.",
  ["avalon.rule.confer"] = "Without revealing any character cards, the Evil players discuss: each Evil player points at one Good player as Merlin.",
  ["avalon.rule.assassin_target"] = "The Assassin ({seat:seat}) must announce the target before assassinating: Merlin or the Messengers.",
  ["avalon.rule.assassinate"] = "The Assassin ({seat:seat}) alone names one Good player as Merlin; there is one guess.",
  ["avalon.rule.assassinate_messengers"] = "The Assassin ({seat:seat}) names both Good Messengers, two Good players; Evil wins only if both are right.",
  ["avalon.rule.recruit"] = "Recruitment stage: the Assassin ({seat:seat}) has one chance to guess which player is the Untrustworthy Servant, any player but themselves.",
  ["avalon.rule.backup"] = "Backup on the fifth Quest: everyone answers at once and in secret, call or decline; only a Messenger of that side ({side:t}) can call it.",
}
