-- scripts/i18n/en_art.lua: English texts of the table view's sound button.
return {
  ["ui.tv.sound_on"] = "Sound on (click to mute)",
  ["ui.tv.sound_off"] = "Sound off (click to hear the table)",
}
