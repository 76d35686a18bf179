-- scripts/avalon/bots/heuristic.lua: Avalon's heuristic bot (docs/bots.md): common/bot_team_game.lua
-- in Avalon's words. The Assassin (and Evil conferring) names the seat that acted most like Merlin.
local bot = use "common/bot_team_game"

local words = {
  propose = "propose_team", vote = "avalon.prompt.vote", card = "avalon.prompt.quest_card", quest = "quest",
  assassinate = { ["avalon.prompt.assassinate"] = true, ["avalon.prompt.confer"] = true },
}

return function(view, request, rng) return bot.decide(view, request, rng, words) end
