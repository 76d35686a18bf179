-- scripts/resistance/i18n/en_rulings.lua: the options that offer the other reading of a ruling
-- (docs/avalon-rulings.md covers both games' plot cards), in English.
return {
  ["resistance.option.take_responsibility_may_pass"] = "Take Responsibility is kept at its holder's will (they may pass each time)",
  ["resistance.rules.option.take_responsibility_may_pass"] = "The book says its holder \"must take one plot card from any player\"; by default the card is used as soon as another player holds one. With this reading its holder may pass every time and use it when they like.",
  ["resistance.option.mission_voted_once"] = "Mission selection: \"each mission may be voted on only once\" means",
  ["resistance.option.mission_voted_once.played"] = "a mission is played once",
  ["resistance.option.mission_voted_once.voted"] = "a mission rejected in this round may not be proposed again",
  ["resistance.rules.option.mission_voted_once"] = "By default a played mission cannot be chosen again. With the other reading, a mission whose team was rejected cannot be chosen again in the same round either (if no mission would be left, all open missions may be chosen again).",
  ["resistance.log.winning_seats"] = "The winners: {seats:seats}.",
}
