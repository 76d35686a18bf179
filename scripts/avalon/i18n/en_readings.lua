-- scripts/avalon/i18n/en_readings.lua: the options that offer another edition's reading of a rule.
return {
  ["avalon.option.oberon_unseen_by_merlin"] = "Oberon is not a Minion of Mordred: Merlin does not see him (Ukrainian edition, read literally)",
  ["avalon.rules.option.oberon_unseen_by_merlin"] = "The Ukrainian edition does not count Oberon as a Minion of Mordred, and only the Minions extend a thumb for Merlin: with this reading Merlin does not see Oberon.",
}
