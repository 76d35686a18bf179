-- scripts/avalon/roles/revealer.lua: the Revealer (Evil) must reveal their identity after the
-- second failed quest. Recommended for 7+ players; strengthens Good.
return role {
  id = "revealer",
  side = "evil",
  name = "avalon.role.revealer",
  option = "revealer",
  strengthens = "good",
  recommended_players = 7,
  after_quest = function(g, seat, result)
    if result.failed and result.failures == 2 then
      g:reveal(g.seating.card[seat], "role", "public")
      g:reveal(g.seating.card[seat], "side", "public")
      g:tell(g:all_seats(), { key = "avalon.fact.revealer", seat = seat })
      g:log("avalon.log.revealer", { seat = seat })
    end
  end,
}
