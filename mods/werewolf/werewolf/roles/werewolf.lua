-- mods/werewolf/werewolf/roles/werewolf.lua: the werewolves know each other; each night they
-- choose a victim together: the player they attack most (a tie is drawn by lot).
return role {
  id = "werewolf",
  side = "pack",
  hunts = true,
  -- What a werewolf learns at the start: the other werewolves (none at 5-6 players).
  reveal = function(g, me, wolves)
    local others = {}
    for _, s in ipairs(wolves) do
      if s ~= me then others[#others + 1] = s end
    end
    if #others == 0 then
      g:tell(me, { key = "werewolf.fact.lone_wolf" })
    else
      g:tell(me, { key = "werewolf.fact.pack", seats = others })
    end
  end,
}
