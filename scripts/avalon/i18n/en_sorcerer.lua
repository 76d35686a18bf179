-- scripts/avalon/i18n/en_sorcerer.lua: the Sorcerer module (Big Box) in English, with the names
-- the Big Box prints (Sorcerer, Magic).
return {
  ["avalon.role.sorcerer_good"] = "Good Sorcerer",
  ["avalon.role.sorcerer_evil"] = "Evil Sorcerer",
  ["avalon.option.sorcerers"] = "Sorcerers (Good and Evil)",
  ["avalon.option.evil_sorcerer_hidden"] = "The Evil Sorcerer does not reveal themselves in the Reveal stage (optional rule)",
  ["avalon.choice.magic"] = "Magic",
  ["avalon.mark.magic_cards"] = "Magic cards",
  ["avalon.log.magic_reverses"] = "Quest {quest}: Magic cards played: {magic}; the outcome is reversed.",
  ["avalon.log.magic_twice"] = "Quest {quest}: Magic cards played: {magic}; the outcome is reversed and reversed back.",
  ["avalon.rules.role.sorcerer_good"] = "Good Sorcerer: may play Success or Magic. An odd number of Magic cards reverses the Quest's outcome.",
  ["avalon.rules.role.sorcerer_evil"] = "Evil Sorcerer: may play Success or Magic, never Fail. An odd number of Magic cards reverses the Quest's outcome.",
  ["avalon.rules.option.sorcerers"] = "A Good and an Evil Sorcerer: each may play a Magic card; an odd number of Magic cards makes a failed Quest succeed and a successful one fail.",
  ["avalon.rules.option.evil_sorcerer_hidden"] = "Optional rule: the Evil Sorcerer neither opens their eyes with Evil nor extends a thumb for Evil or Merlin.",
}
