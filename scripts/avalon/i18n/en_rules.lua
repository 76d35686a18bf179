-- scripts/avalon/i18n/en_rules.lua: the optional rules in English (Big Box: Lady of the Lake,
-- Excalibur; the Ukrainian edition's quest selection mode), with the names the Big Box prints.
return {
  ["avalon.group.optional_rules"] = "Optional rules",
  ["avalon.option.lady_of_the_lake"] = "Lady of the Lake",
  ["avalon.option.excalibur"] = "Excalibur",
  ["avalon.option.quest_selection"] = "Quest selection mode (the Leader chooses the Quest)",

  ["avalon.token.lady"] = "Lady of the Lake",
  ["avalon.token.excalibur"] = "Excalibur",
  ["avalon.counter.lady"] = "Lady of the Lake: {value:seat}",
  ["avalon.counter.excalibur"] = "Excalibur: {value:seats}",

  ["avalon.prompt.choose_quest"] = "You are the Leader: choose the Quest your Team will undertake.",
  ["avalon.choice.1"] = "Quest 1",
  ["avalon.choice.2"] = "Quest 2",
  ["avalon.choice.3"] = "Quest 3",
  ["avalon.choice.4"] = "Quest 4",
  ["avalon.choice.5"] = "Quest 5",

  ["avalon.prompt.lady"] = "Lady of the Lake: choose a player whose loyalty you examine (after Quest {quest}).",
  ["avalon.log.lady_given"] = "{seat:seat}, on the Leader's right, receives the Lady of the Lake token.",
  ["avalon.log.lady_used"] = "{seat:seat} uses the Lady of the Lake on {target:seat}, who receives the token.",
  ["avalon.log.lady_saw"] = "Lady of the Lake: {seat:seat} handed you the {loyalty:t:avalon.side.} Loyalty card.",

  ["avalon.prompt.excalibur_give"] = "Give Excalibur to one member of your Team other than yourself (Quest {quest}).",
  ["avalon.prompt.excalibur_use"] = "You wield Excalibur: choose one other Team member who must switch their Quest card, or confirm nobody to leave the cards as played.",
  ["avalon.log.excalibur_given"] = "{leader:seat} entrusts Excalibur to {seat:seat}.",
  ["avalon.log.excalibur_used"] = "{seat:seat} uses Excalibur: {target:seat} switches their Quest card.",
  ["avalon.log.excalibur_declined"] = "{seat:seat} does not use Excalibur.",
  ["avalon.log.excalibur_saw"] = "Excalibur: {seat:seat} had played {card:t:avalon.choice.}.",
  ["avalon.fact.excalibur"] = "Excalibur: {seat:seat} originally played {card:t:avalon.choice.}.",
}
