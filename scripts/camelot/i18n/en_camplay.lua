-- scripts/camelot/i18n/en_camplay.lua: Shadows over Camelot in English: the options of the rulings
-- the summary leaves open (docs/camelot-rulings.md).
return {
  ["camelot.option.wrong_accusation_no_white"] = "A loyal knight accused with no white sword on the table",
  ["camelot.option.wrong_accusation_no_white.black_sword"] = "adds a black sword",
  ["camelot.option.wrong_accusation_no_white.nothing"] = "changes no sword",
  ["camelot.log.no_white_to_turn"] = "No white sword on the table to turn black.",
}
