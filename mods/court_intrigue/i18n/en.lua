-- mods/court_intrigue/i18n/en.lua: the Plot card's texts in English.
return {
  ["court_intrigue.title"] = "Court intrigue (example Plot card)",
  ["court_intrigue.description"] = "Two Avalon Plot cards: Eavesdrop, played like Ambush, and Confession, with an effect of its own.",
  ["avalon.option.eavesdrop"] = "Eavesdrop (one more Plot card: look at a played Quest card)",
  ["avalon.rules.option.eavesdrop"] = "House rule: the Plot deck gets one more card, Eavesdrop. Held until used: after the Quest cards are played, look at one of them.",
  ["avalon.plot.eavesdrop"] = "Eavesdrop",
  ["avalon.plot.eavesdrop.text"] = "Held until used: look at one played Quest card.",
  ["avalon.option.confession"] = "Confession (one more Plot card: the Leader makes a player show their loyalty)",
  ["avalon.rules.option.confession"] = "House rule: the Plot deck gets one more card, Confession. Used at once: when the Leader hands it over, the Leader names a player, and the receiver shows that player their loyalty card.",
  ["avalon.plot.confession"] = "Confession",
  ["avalon.plot.confession.text"] = "Used at once: show your loyalty card to the player the Leader names.",
  ["court_intrigue.prompt.confess_to"] = "{seat:seat} got {card:t}: who sees their loyalty card?",
}
