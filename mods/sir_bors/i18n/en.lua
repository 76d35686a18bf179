-- mods/sir_bors/i18n/en.lua: the mod's texts in English.
return {
  ["sir_bors.title"] = "Sir Bors and Healing Herbs (example house rule)",
  ["sir_bors.description"] = "A Shadows over Camelot house rule: an eighth knight with a power, and a new special white card.",
  ["camelot.option.bors"] = "Sir Bors among the knights (house rule)",
  ["camelot.option.healing_herbs"] = "Healing Herbs in the white deck (house rule, 2 cards)",
  ["camelot.knight.bors"] = "Sir Bors",
  ["camelot.role.bors"] = "Sir Bors",
  ["camelot.rules.role.bors"] = "House rule. Once a turn, without spending a Heroic Action, he may lose 1 life to draw 2 white cards (not on his last life).",
  ["camelot.card.healing_herbs"] = "Healing Herbs",
  ["camelot.card.healing_herbs.text"] = "House rule. You and every knight at your place gain 1 life.",
  ["sir_bors.log.drew"] = "Sir Bors pays 1 life: {seat:seat} draws {count} white {count:plural:card|cards}.",
  ["camelot.option.plague"] = "Plague in the black deck (house rule, 1 card)",
  ["camelot.card.plague"] = "Plague",
  ["camelot.card.plague.text"] = "House rule, a special black card. Every knight at the Round Table loses 1 life.",
  ["camelot.rules.option.healing_herbs"] = "House rule. You and every knight at your place gain 1 life.",
  ["camelot.rules.option.plague"] = "House rule, a special black card. Every knight at the Round Table loses 1 life.",
}
