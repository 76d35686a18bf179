-- scripts/avalon/i18n/en_hotseat.lua: why the device is passed in Avalon (table_layout.choices[].curtain).
return {
  ["avalon.curtain.vote"] = "to vote",
  ["avalon.curtain.quest_card"] = "to play a Quest card",
  ["avalon.curtain.confer"] = "to point out Merlin with Evil",
}
