-- bench/mods/request_only_bot/i18n/en.lua: the bench fixture's names, in English.
return {
  ["request_only_bot.title"] = "Request-only bot (a benchmark fixture)",
  ["ui.bot.request_only"] = "Request only",
}
