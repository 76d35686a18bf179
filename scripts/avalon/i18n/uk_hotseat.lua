-- scripts/avalon/i18n/uk_hotseat.lua: навіщо передають пристрій в «Авалоні» (table_layout.choices[].curtain).
return {
  ["avalon.curtain.vote"] = "для голосування",
  ["avalon.curtain.quest_card"] = "щоб зіграти карту місії",
  ["avalon.curtain.confer"] = "щоб разом зі злом вказати на Мерліна",
}
