-- mods/court_intrigue/i18n/en.lua: the Plot card's texts in English.
return {
  ["court_intrigue.title"] = "Court intrigue (example Plot card)",
  ["court_intrigue.description"] = "An Avalon Plot card: Eavesdrop, played like Ambush.",
  ["avalon.option.eavesdrop"] = "Eavesdrop (one more Plot card: look at a played Quest card)",
  ["avalon.rules.option.eavesdrop"] = "House rule: the Plot deck gets one more card, Eavesdrop. Held until used: after the Quest cards are played, look at one of them.",
  ["avalon.plot.eavesdrop"] = "Eavesdrop",
  ["avalon.plot.eavesdrop.text"] = "Held until used: look at one played Quest card.",
}
