-- scripts/camelot/i18n/uk_lab.lua: як партія скінчилася для Зрадника, словами лабораторії
-- (final_counters розкладки; їх рахують `simulate` і екран «Лабораторія»).
return {
  ["camelot.final.traitor_detection"] = "Зрадник",
  ["camelot.final.traitor_detection.found"] = "викритий звинуваченням",
  ["camelot.final.traitor_detection.revealed_by_fate"] = "викритий Долею",
  ["camelot.final.traitor_detection.wrongly_accused"] = "не викритий, звинуватили іншого",
  ["camelot.final.traitor_detection.never_accused"] = "жодного разу не звинувачений",
  ["camelot.final.traitor_detection.no_traitor"] = "його не було за столом",
  ["camelot.final.wrong_accusations"] = "Вірних лицарів звинуватили",
  ["camelot.final.wrong_accusations.value"] = "{value} {value:plural:раз|рази|разів}",
}
