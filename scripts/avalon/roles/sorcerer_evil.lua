-- scripts/avalon/roles/sorcerer_evil.lua: the Evil Sorcerer (Big Box, Sorcerer module). An agent
-- of Evil in the Reveal stage like any Minion; "may only play Success or Magic. They may not play
-- Fail." Optional rule (evil_sorcerer_hidden): "does not reveal themselves in the Reveal stage":
-- neither opens their eyes with Evil nor extends a thumb for Evil or Merlin (as the Evil Rogue).
return role {
  id = "sorcerer_evil",
  side = "evil",
  name = "avalon.role.sorcerer_evil",
  option = "sorcerers",
  from_module = "sorcerer",
  module = use "avalon/modules/sorcerer",
  quest_cards = { "success", "magic" },
  sees = function(options)
    if options.evil_sorcerer_hidden then return { evil = false } end
  end,
  appears = function(options)
    if options.evil_sorcerer_hidden then return { evil = false, merlin = false } end
  end,
}
