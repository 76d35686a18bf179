-- scripts/avalon/i18n/en_rulings.lua: the options that offer the other reading of a ruling
-- (docs/avalon-rulings.md), in English.
return {
  ["avalon.option.restore_honor_may_pass"] = "Restore Your Honor is kept at its holder's will (they may pass each time)",
  ["avalon.rules.option.restore_honor_may_pass"] = "The book says the receiver \"must take one Plot card from any other player\"; by default the card is used as soon as another player holds one. With this reading its holder may pass every time and use it when they like.",
  ["avalon.option.quest_selection_counts"] = "In quest selection mode, \"the second Quest\", \"the first three\", \"the fifth\" count",
  ["avalon.option.quest_selection_counts.played"] = "the Quests played (in the order they are played)",
  ["avalon.option.quest_selection_counts.number"] = "the Quests' numbers",
  ["avalon.rules.option.quest_selection_counts"] = "The Lady of the Lake after the second, third and fourth Quest, the Brute's first three Quests, no Watch token on the first two Quests (5-6 players), the Messengers' backup on the fifth Quest: by default these count the Quests as they are played; the other reading counts by the Quest's number, whenever it is played.",
  ["avalon.prompt.backup"] = "{side:t} may receive backup on the fifth Quest. Only the answer of a Messenger of that side counts; everyone answers so that nobody is singled out. Call for backup?",
  ["avalon.choice.call"] = "Call for backup",
  ["avalon.choice.decline"] = "Decline",
  ["avalon.curtain.backup"] = "to answer about the Messengers' backup",
  ["avalon.log.backup_declined"] = "The Messengers do not call for backup ({side:t}).",
  ["avalon.bot.backup"] = "A Messenger's backup only helps the side that calls it.",
  ["avalon.log.winning_seats"] = "The winners: {seats:seats}.",
}
