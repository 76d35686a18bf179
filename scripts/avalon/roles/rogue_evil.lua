-- scripts/avalon/roles/rogue_evil.lua: the Evil Rogue (Big Box, Rogue module). "During the Reveal
-- stage, the Evil Rogue does not open their eyes or extend their thumb so that they are not known
-- to the other agents of Evil nor to Merlin." May play the Rogue Fail card, unless holding the
-- Watch token; wins alone with two Rogue Fails, the last on the third failed Quest
-- (modules/rogue.lua).
local rogue = use "avalon/modules/rogue"

return role {
  id = "rogue_evil",
  side = "evil",
  name = "avalon.role.rogue_evil",
  option = "rogue_evil",
  from_module = "rogue",
  module = rogue,
  rogue_card = "rogue_fail",
  sees = { evil = false },
  appears = { evil = false, merlin = false },
  quest_cards = rogue.cards({ "success", "fail" }, "rogue_fail"),
}
