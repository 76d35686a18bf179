-- mods/werewolf/i18n/en_rules.lua: the rules a refused answer is told (g:decide's `rule`), in English.
return {
  ["werewolf.rule.night"] = "At night every living player makes one secret move from their own options: a werewolf attacks a living player outside the pack, the Seer checks another living player, a Villager sleeps.",
  ["werewolf.rule.vote"] = "By day every living player votes once, for one living player.",
}
