-- scripts/i18n/uk_join.lua: `roundtable join` у вікні столу (engine/ui/remote_game.cpp), українською.
return {
  ["ui.join.window.joined"] = "Ви граєте за місце {seat} столу на іншому комп'ютері",
  ["phone.state.open"] = "вільне",
  ["phone.state.taken"] = "зайняте телефоном",
  ["phone.state.bot"] = "грає бот",
  ["phone.state.screen"] = "за спільним екраном",
}
