-- scripts/i18n/ru_join.lua: `roundtable join` в окне стола (engine/ui/remote_game.cpp), по-русски.
return {
  ["ui.join.window.joined"] = "Вы играете за место {seat} стола на другом компьютере",
  ["phone.state.open"] = "свободно",
  ["phone.state.taken"] = "занято телефоном",
  ["phone.state.bot"] = "играет бот",
  ["phone.state.screen"] = "за общим экраном",
}
