-- scripts/i18n/en_table.lua: English texts of the shared screen in a hot-seat game: the public
-- table, the curtain and why the device is passed, the staged public moments.
return {
  ["ui.table.curtain_reason"] = "Why: {reason}",
  ["ui.table.reason.reveal"] = "to read the character card",
  ["ui.table.reason.learned"] = "to see what was learned",
  ["ui.table.reason.decide"] = "for a secret choice",
  ["ui.table.reason.peek"] = "to look at the secret",
  ["ui.table.next"] = "Next: pass the device to {name} ({reason})",
  ["ui.table.decides_openly"] = "{name} decides in front of everyone:",
  ["ui.table.show_secret"] = "{name}: show my secret",
  ["ui.table.reveal_help_alone"] = "Remember your character and what you know, then play on.",
  ["ui.table.learned_title"] = "Something new for you",
  ["ui.table.learned_help"] = "Remember it, then hide it and pass the device on.",
  ["ui.table.learned_done"] = "I have seen it: hide",
  ["ui.table.moment"] = "Everyone at the table:",
  ["ui.table.continue"] = "Continue",
  ["ui.table.moment.votes"] = "The votes are turned over, one by one",
  ["ui.table.moment.shuffle"] = "The cards are shuffled",
  ["ui.table.moment.turn"] = "The cards are turned over",
  -- Why the device is passed, for the shared decisions (game{}.table_layout.choices[].curtain).
  ["common.curtain.vote"] = "to vote",
  ["common.curtain.mission_card"] = "to play a mission card",
  ["common.curtain.hand_loyalty"] = "to choose the loyalty card to show",
}
