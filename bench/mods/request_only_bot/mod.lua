-- bench/mods/request_only_bot/mod.lua: a bench fixture, not a player's mod. It ships the bot
-- "request_only" for Avalon, The Resistance and Shadows over Camelot: a Lua bot that reads its
-- request and nothing else of its view and answers exactly as the host's random bot does with the
-- same seed (request_only.lua). Beside the random bot it measures the host's side of a Lua bot's
-- decision (the view handed over, the call, the answer read back) on the very same games: the
-- floor under any Lua bot (bench/bot_bench.cpp, BM_RequestOnlyBot; docs/performance.md).
--   ROUNDTABLE_MODS=bench/mods roundtable simulate --game avalon --players 5 --bots request_only
return mod {
  id = "request_only_bot",
  version = "1.0",
  title = "request_only_bot.title",
  depends = {},
  extends = {},
}
