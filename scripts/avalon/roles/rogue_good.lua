-- scripts/avalon/roles/rogue_good.lua: the Good Rogue (Big Box, Rogue module). Takes part in the
-- Reveal stage like any Good character (knows nothing); may play the Rogue Success card, unless
-- holding the Watch token; wins alone with two Rogue Successes, the last on the third successful
-- Quest (modules/rogue.lua).
local rogue = use "avalon/modules/rogue"

return role {
  id = "rogue_good",
  side = "good",
  name = "avalon.role.rogue_good",
  option = "rogue_good",
  from_module = "rogue",
  module = rogue,
  rogue_card = "rogue_success",
  quest_cards = rogue.cards({ "success" }, "rogue_success"),
}
