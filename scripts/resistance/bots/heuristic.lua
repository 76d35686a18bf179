-- scripts/resistance/bots/heuristic.lua: The Resistance's heuristic bot (docs/bots.md):
-- common/bot_team_game.lua in The Resistance's words.
local bot = use "common/bot_team_game"

local words = {
  propose = "propose_team", vote = "common.prompt.vote", card = "common.prompt.mission_card", quest = "mission",
  assassinate = {},
}

return function(view, request, rng) return bot.decide(view, request, rng, words) end
