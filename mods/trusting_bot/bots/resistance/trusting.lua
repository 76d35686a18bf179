-- mods/trusting_bot/bots/resistance/trusting.lua: the trusting bot in The Resistance's words.
local trusting = use "trusting"
local words = { propose = "propose_team", vote = "common.prompt.vote", card = "common.prompt.mission_card" }
return function(view, request, rng) return trusting.decide(view, request, rng, words) end
