-- scripts/i18n/en_join.lua: `roundtable join` in the table view (engine/ui/remote_game.cpp), in English.
return {
  ["ui.join.window.joined"] = "You play seat {seat} of a table on another computer",
  ["phone.state.open"] = "free",
  ["phone.state.taken"] = "taken by a phone",
  ["phone.state.bot"] = "a bot plays it",
  ["phone.state.screen"] = "at the shared screen",
}
