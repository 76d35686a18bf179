-- scripts/resistance/roles/spy.lua: a spy. In the reveal the spies open their eyes and see
-- each other (unless the game is played with sleepless spies); may play Success or Fail.
return role {
  id = "spy",
  side = "spies",
  name = "resistance.role.spy",
  mission_cards = { "success", "fail" },

  -- What this seat learns in the reveal: who the other spies are.
  reveal = function(g, me, seating)
    local others = {}
    for _, s in ipairs(seating:seats_of_side("spies")) do
      if s ~= me then others[#others + 1] = s end
    end
    g:tell(me, { key = "resistance.fact.fellow_spies", seats = others })
  end,
}
