-- scripts/avalon/i18n/en_avalon13.lua: Avalon's rules a refused answer is told (g:decide's
-- `rule`): the Team, Quest cards, the quest selection mode and the modules. English.
return {
  ["avalon.rule.team"] = "The Leader ({leader:seat}) alone proposes the Team: {size} players for Quest {quest}.",
  ["avalon.rule.quest_card"] = "Only the Team's members play a Quest card for Quest {quest}, one each; Good players must play Success.",
  ["avalon.rule.choose_quest"] = "The Leader ({leader:seat}) chooses a Quest not yet played; the fifth only after {before_fifth} successful Quests.",
  ["avalon.rule.lady"] = "The holder of the Lady of the Lake ({seat:seat}) examines one player who has never held her.",
  ["avalon.rule.excalibur_give"] = "The Leader ({leader:seat}) gives Excalibur to another member of the Team, not to himself.",
  ["avalon.rule.excalibur_use"] = "Excalibur's holder ({seat:seat}) may switch the card of one other Team member, not played face up, or none.",
  ["avalon.rule.trapper"] = "The Leader ({leader:seat}) sets aside the card of one member of the Team.",
  ["avalon.rule.watch"] = "The Leader ({leader:seat}) gives the Watch token to one member of the Team.",
}
