-- mods/trusting_bot/i18n/en.lua: the trusting bot's name and its reasons, in English.
return {
  ["trusting_bot.title"] = "The trusting bot (Avalon, The Resistance)",
  ["ui.bot.trusting"] = "Trusting",
  ["trusting_bot.reason.propose"] = "proposes itself and players never on a team that failed",
  ["trusting_bot.reason.approve"] = "approves: nobody on the team was on a team that failed",
  ["trusting_bot.reason.reject"] = "rejects: {seat:seat} was on a team that failed",
  ["trusting_bot.reason.success"] = "plays Success: on the side of good",
  ["trusting_bot.reason.fail"] = "plays Fail: on the side of evil",
}
