-- scripts/avalon/roles/lancelot_good.lua: Good Lancelot. The two Lancelot cards are dealt
-- together (one replaces a Good card, the other an Evil card); "Lancelot, open your eyes to reveal
-- your counterpart": the two know each other and each other's allegiance. Recommended for 7+.
-- Under the Variant rules (modules/lancelot.lua) they do not know each other and may switch
-- allegiance during the game.
local lancelot_module = use "avalon/modules/lancelot"

local function is_lancelot(r) return r.lancelot == true end

return role {
  id = "lancelot_good",
  side = "good",
  name = "avalon.role.lancelot_good",
  option = "lancelots",
  lancelot = true,
  module = lancelot_module,
  recommended_players = 7,
  quest_cards = lancelot_module.quest_cards,
  -- "In these variants, the two Lancelot characters do not know each other."
  sees = function(options)
    if lancelot_module.variant(options) then return { lancelot = false } end
  end,
  sights = {
    {
      id = "lancelot", watch = is_lancelot, show = is_lancelot, mutual = true,
      -- Each Lancelot learns who the other is and which side that one is on.
      learn = function(g, watcher, shown)
        for _, s in ipairs(shown) do
          g:tell(watcher, { key = "avalon.fact.lancelot", seat = s, side = g.seating.side[s] })
        end
      end,
      say = {
        { key = "avalon.say.lancelot.open" },
        { key = "avalon.say.lancelot.close" },
      },
    },
  },
}
