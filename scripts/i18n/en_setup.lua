-- scripts/i18n/en_setup.lua: English texts of the setup screen's saved games and the replay bar.
return {
  ["ui.setup.saved_games"] = "Saved games",
  ["ui.setup.no_saved"] = "No saved games yet.",
  ["ui.setup.col.date"] = "Date",
  ["ui.setup.col.game"] = "Game",
  ["ui.setup.col.players"] = "Players",
  ["ui.setup.col.result"] = "Result",
  ["ui.setup.won"] = "Winner: {side:t} ({reason:t})",
  ["ui.setup.in_progress"] = "Not finished (answers so far: {n})",
  ["ui.setup.open_file"] = "Or open a file:",
  ["ui.replay.play"] = "Play",
  ["ui.replay.pause"] = "Pause",
  ["ui.replay.speed"] = "Speed",
  ["ui.replay.forward"] = "To the next public moment",
  ["ui.replay.next_view"] = "Next view",
  ["ui.replay.keys"] = "Left / Right arrows: one step back / forward; Space: play / pause",
}
