-- scripts/avalon/modules/recruitment.lua: the Untrustworthy Servant's Recruitment stage (Big Box,
-- UNTRUSTWORTHY SERVANT): "If three Quests succeed, enter the Recruitment stage before entering the
-- Assassination stage. The Assassin has one chance to guess which player is the Untrustworthy
-- Servant. If the Assassin guesses correctly, the Untrustworthy Servant confirms the Assassin's
-- guess and is now an Evil player. The now Evil Untrustworthy Servant performs the Assassination
-- stage instead of the Assassin." A wrong guess: the servant "remains Good and does not reveal
-- themselves".
local recruitment = { id = "recruitment" }

function recruitment.before_assassination(g)
  local servant
  for seat, r in ipairs(g.seating.role) do
    if r.recruitable then servant = seat end
  end
  local assassin = g.seating.assassin
  if not servant or not assassin then return end
  g:set("stage", "recruitment")
  -- The Assassin guesses openly: from now on everyone knows who the Assassin is.
  g:tell(g:all_seats(), { key = "avalon.fact.assassin", seat = assassin })
  g:log("avalon.log.recruitment", { seat = assassin })
  local others = {}
  for _, s in ipairs(g:all_seats()) do if s ~= assassin then others[#others + 1] = s end end
  local guess = g:pick_seats(assassin, 1, "avalon.prompt.recruit", { seat = assassin }, others,
                             { rule = { key = "avalon.rule.recruit", args = { seat = assassin } } })[1]
  g:log("avalon.log.recruit_guess", { seat = assassin, named = guess })
  if guess ~= servant then
    g:log("avalon.log.not_recruited", { named = guess })
    return
  end
  g.seating.side[servant] = "evil"
  g:set_prop(g.seating.card[servant], "side", "evil")
  g:reveal(g.seating.card[servant], "role", "public")
  g.seating.assassin = servant
  g:tell(g:all_seats(), { key = "avalon.fact.recruited", seat = servant })
  g:log("avalon.log.recruited", { seat = servant })
end

return recruitment
