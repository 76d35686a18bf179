-- scripts/camelot/i18n/en_lab.lua: the lab's words for how a game ended for the Traitor (the
-- layout's final_counters, counted by `simulate` and the Lab screen).
return {
  ["camelot.final.traitor_detection"] = "The Traitor",
  ["camelot.final.traitor_detection.found"] = "unmasked by an accusation",
  ["camelot.final.traitor_detection.revealed_by_fate"] = "revealed by Fate",
  ["camelot.final.traitor_detection.wrongly_accused"] = "undetected, someone else accused",
  ["camelot.final.traitor_detection.never_accused"] = "never accused",
  ["camelot.final.traitor_detection.no_traitor"] = "none at the table",
  ["camelot.final.wrong_accusations"] = "Loyal knights accused",
  ["camelot.final.wrong_accusations.value"] = "{value} {value:plural:time|times}",
}
