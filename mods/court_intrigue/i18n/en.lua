-- mods/court_intrigue/i18n/en.lua: the Plot card's texts in English.
return {
  ["court_intrigue.title"] = "Court intrigue (example Plot card)",
  ["court_intrigue.description"] = "Three Avalon Plot cards: Eavesdrop, played like Ambush, and Confession and Inquiry, each with an effect of its own.",
  ["avalon.option.eavesdrop"] = "Eavesdrop (one more Plot card: look at a played Quest card)",
  ["avalon.rules.option.eavesdrop"] = "House rule: the Plot deck gets one more card, Eavesdrop. Held until used: after the Quest cards are played, look at one of them.",
  ["avalon.plot.eavesdrop"] = "Eavesdrop",
  ["avalon.plot.eavesdrop.text"] = "Held until used: look at one played Quest card.",
  ["avalon.option.confession"] = "Confession (one more Plot card: the Leader makes a player show their loyalty)",
  ["avalon.rules.option.confession"] = "House rule: the Plot deck gets one more card, Confession. Used at once: when the Leader hands it over, the Leader names a player, and the receiver shows that player their loyalty card.",
  ["avalon.plot.confession"] = "Confession",
  ["avalon.plot.confession.text"] = "Used at once: show your loyalty card to the player the Leader names.",
  ["court_intrigue.prompt.confess_to"] = "{seat:seat} got {card:t}: who sees their loyalty card?",
  ["avalon.option.inquiry"] = "Inquiry (one more Plot card: after a Quest, see the loyalty of one of its Team)",
  ["avalon.rules.option.inquiry"] = "House rule: the Plot deck gets one more card, Inquiry. Held until used: after a Quest's result, when the game goes on, its holder may play it and name a member of that Quest's Team, who shows the holder their loyalty card.",
  ["avalon.plot.inquiry"] = "Inquiry",
  ["avalon.plot.inquiry.text"] = "Held until used: after a Quest's result, a member of its Team shows you their loyalty card.",
  ["court_intrigue.prompt.inquire"] = "{card:t}: which member of the Team of Quest {quest} shows you their loyalty card?",
}
