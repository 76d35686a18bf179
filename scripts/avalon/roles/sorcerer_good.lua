-- scripts/avalon/roles/sorcerer_good.lua: the Good Sorcerer (Big Box, Sorcerer module; dealt with
-- the Evil Sorcerer, option sorcerers). A Good character in the Reveal stage (knows nothing); may
-- play Success or Magic, which reverses the Quest's outcome (modules/sorcerer.lua).
return role {
  id = "sorcerer_good",
  side = "good",
  name = "avalon.role.sorcerer_good",
  option = "sorcerers",
  from_module = "sorcerer",
  module = use "avalon/modules/sorcerer",
  quest_cards = { "success", "magic" },
}
