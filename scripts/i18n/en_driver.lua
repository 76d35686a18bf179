-- scripts/i18n/en_driver.lua: why an answer was refused (engine/core/refusal.hpp), in English.
return {
  ["refusal.no_such_seat"] = "There is no seat {seat}.",
  ["refusal.game_over"] = "The game is over.",
  ["refusal.nothing_pending"] = "No decision is waiting.",
  ["refusal.not_your_turn"] = "It is not your turn: waiting for {waiting:seats}.",
  ["refusal.already_answered"] = "You have already answered.",
  ["refusal.wrong_shape"] = "That answer does not fit the question.",
  ["refusal.not_allowed"] = "The rules do not allow that.",
  ["refusal.rules_failed"] = "The rules failed on that answer; it was not applied.",
  ["refusal.broken"] = "The game cannot go on: its rules failed.",
}
