-- scripts/avalon/i18n/en_trapper.lua: the Trapper module (Big Box, optional rules) in English.
return {
  ["avalon.option.trapper"] = "Trapper module (one more Team member; the Leader sets one card aside)",
  ["avalon.prompt.trapper"] = "Trapper: choose the Team member whose Quest card you look at and set aside (quest {quest}); it does not count.",
  ["avalon.log.trapper_set_aside"] = "{seat:seat} looks at the Quest card of {target:seat} and sets it aside: it does not count.",
  ["avalon.log.trapper_saw"] = "Set aside: {seat:seat} had played {card:t:avalon.choice.}.",
  ["avalon.fact.trapper"] = "Trapper: {seat:seat} played {card:t:avalon.choice.} (set aside).",
  ["avalon.fact.trapper.short"] = "{card:t:avalon.choice.}",
  ["avalon.rules.option.trapper"] = "Each Team has one more member than normal; after the cards are played, the Leader looks at one of them and sets it aside, unrevealed: it does not count. Recommended for 8 or more players.",
  ["avalon.prompt.trapper.why"] = "The Trapper: the Leader looks at one played Quest card and sets it aside; the others are revealed.",
}
