-- mods/trusting_bot/mod.lua: a mod that ships a bot and nothing else: "trusting", for Avalon and
-- The Resistance. It trusts every player until a quest fails, then never again those who were
-- on it. The bots are bots/<game>/<name>.lua (docs/modding.md, "Shipping a bot").
return mod {
  id = "trusting_bot",
  version = "1.0",
  title = "trusting_bot.title",
  depends = {},
  extends = {},
}
