-- scripts/avalon/i18n/ru_hotseat.lua: зачем передают устройство в «Авалоне» (table_layout.choices[].curtain).
return {
  ["avalon.curtain.vote"] = "для голосования",
  ["avalon.curtain.quest_card"] = "чтобы сыграть карту похода",
  ["avalon.curtain.confer"] = "чтобы вместе со злом указать на Мерлина",
}
