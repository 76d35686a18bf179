-- mods/trusting_bot/bots/avalon/trusting.lua: the trusting bot in Avalon's words.
local trusting = use "trusting"
local words = { propose = "propose_team", vote = "avalon.prompt.vote", card = "avalon.prompt.quest_card" }
return function(view, request, rng) return trusting.decide(view, request, rng, words) end
