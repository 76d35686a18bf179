-- scripts/avalon/i18n/en_grid.lua: Avalon's texts for what players reason with: the vote history
-- grid, the Fail counts on the Quest track, the last-proposal warning, the end screen, and the
-- short labels of what a seat knows, marked on the seats it names (<fact key>.short).
return {
  ["avalon.history.title"] = "Vote history",
  ["avalon.history.fails"] = "Fails: {n}",
  ["avalon.history.overturned"] = "Overturned (The King Returns)",
  ["avalon.history.first"] = "Voted first (Charge!)",
  ["avalon.history.five_rejections"] = "Five rejections",
  ["avalon.track.fail_count"] = "Fails: {n}",
  ["avalon.banner.last_proposal"] = "Last proposal of the round: if this team is rejected, Evil wins",
  ["avalon.end.assassinated"] = "The Assassin's target",

  ["avalon.fact.merlin_sees.short"] = "Evil",
  ["avalon.fact.agents_of_evil.short"] = "Evil",
  ["avalon.fact.evil_confers.short"] = "Evil",
  ["avalon.fact.percival_sees.short"] = "Merlin?",
  ["avalon.fact.lancelot.short"] = "Lancelot",
  ["avalon.fact.loyalty.short"] = "{loyalty:t:avalon.side.}",
  ["avalon.fact.revealer.short"] = "Revealer",
  ["avalon.fact.assassin.short"] = "Assassin",
  ["avalon.fact.untrustworthy_sees.short"] = "Assassin",
  ["avalon.fact.recruited.short"] = "Evil",
  ["avalon.fact.junior_messenger.short"] = "Messenger",
  ["avalon.fact.excalibur.short"] = "{card:t:avalon.choice.}",
}
