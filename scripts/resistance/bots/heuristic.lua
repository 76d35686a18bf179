-- scripts/resistance/bots/heuristic.lua: The Resistance's heuristic bot (docs/bots.md):
-- common/bot_team_game.lua in The Resistance's words (the plot cards and the mission selection
-- played with purpose, as in Avalon).
local bot = use "common/bot_team_game"
local plot_cards = use "resistance/plot_cards"

local words = {
  propose = "propose_team", vote = "common.prompt.vote", card = "common.prompt.mission_card", quest = "mission",
  assassinate = {},
  plots = bot.plot_effects(plot_cards), choose_quest = "resistance.prompt.choose_mission",
}

-- decide, and the public analysis every seat's decide is handed (docs/lua-api.md, "Bots").
return {
  decide = function(view, request, rng, shared, reasons)
    return bot.decide(view, request, rng, words, shared, reasons)
  end,
  public = bot.public,
  log_keys = bot.log_keys("resistance"),  -- its seats' logs hold only what the deduction reads
}
