-- mods/werewolf/werewolf/choice.lua: the night's option ids name a verb and a seat ("attack@3");
-- read by the rules and by the bot alike.
local choice = {}

-- "attack@3" -> "attack", 3 ("sleep" -> nil).
function choice.split(option)
  local verb, seat = option:match("^(%a+)@(%d+)$")
  return verb, tonumber(seat)
end

return choice
