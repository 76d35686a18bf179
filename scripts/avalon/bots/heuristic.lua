-- scripts/avalon/bots/heuristic.lua: Avalon's heuristic bot (docs/bots.md): common/bot_team_game.lua
-- in Avalon's words. The Assassin (and Evil conferring) names the seat that acted most like Merlin;
-- the Lady of the Lake, Excalibur, the Plot cards, the Messengers' cards, the Sorcerers' Magic, the
-- Rogues' cards and Watch token, the Trapper, quest selection and the Recruitment stage are played
-- with purpose (common/bot_team_game.lua); every seat calls for the Messengers' backup.
local bot = use "common/bot_team_game"
local plot_cards = use "avalon/plot_cards"

local words = {
  propose = "propose_team", vote = "avalon.prompt.vote", card = "avalon.prompt.quest_card", quest = "quest",
  assassinate = { ["avalon.prompt.assassinate"] = true, ["avalon.prompt.confer"] = true },
  lady = "avalon.prompt.lady", hand_loyalty = "common.prompt.hand_loyalty",
  excalibur_give = "avalon.prompt.excalibur_give", excalibur_use = "avalon.prompt.excalibur_use",
  plots = bot.plot_effects(plot_cards),
  good_message = "good_message", evil_message = "evil_message",  -- (the Messengers' quest cards)
  trapper = "avalon.prompt.trapper", choose_quest = "avalon.prompt.choose_quest",
  leader_thumb = "avalon.prompt.leader_thumb",  -- (the Cleric's check of the first Leader)
  magic = "magic",  -- (the Sorcerers' quest card)
  rogue_success = "rogue_success", rogue_fail = "rogue_fail", watch = "avalon.prompt.watch",
  rogue_tokens = "rogue_tokens",
  recruit = "avalon.prompt.recruit", assassin_target = "avalon.prompt.assassin_target",
}

-- decide, and the public analysis every seat's decide is handed (docs/lua-api.md, "Bots").
return {
  decide = function(view, request, rng, shared, reasons)
    -- The Messengers' backup (modules/messengers.lua): it only ever helps the side that calls it,
    -- and only a Messenger's answer counts, so every seat calls.
    if request.prompt == "avalon.prompt.backup" then return "call", { key = "avalon.bot.backup" } end
    return bot.decide(view, request, rng, words, shared, reasons)
  end,
  public = bot.public_with_assassin,  -- (with the Assassin's pass once Evil has conferred)
  log_keys = bot.log_keys("avalon"),  -- its seats' logs hold only what the deduction reads
}
