-- scripts/camelot/i18n/ru_lab.lua: как партия кончилась для Предателя, словами лаборатории
-- (final_counters раскладки; их считают `simulate` и экран «Лаборатория»).
return {
  ["camelot.final.traitor_detection"] = "Предатель",
  ["camelot.final.traitor_detection.found"] = "разоблачён обвинением",
  ["camelot.final.traitor_detection.revealed_by_fate"] = "раскрыт Судьбой",
  ["camelot.final.traitor_detection.wrongly_accused"] = "не раскрыт, обвинили другого",
  ["camelot.final.traitor_detection.never_accused"] = "ни разу не обвинён",
  ["camelot.final.traitor_detection.no_traitor"] = "его не было за столом",
  ["camelot.final.wrong_accusations"] = "Верных рыцарей обвинили",
  ["camelot.final.wrong_accusations.value"] = "{value} {value:plural:раз|раза|раз}",
}
