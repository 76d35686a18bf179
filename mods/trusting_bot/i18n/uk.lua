-- mods/trusting_bot/i18n/uk.lua: the trusting bot's name and its reasons, in Ukrainian.
return {
  ["trusting_bot.title"] = "Довірливий бот (Авалон, Опір)",
  ["ui.bot.trusting"] = "Довірливий",
  ["trusting_bot.reason.propose"] = "пропонує себе і тих, хто не був у проваленому загоні",
  ["trusting_bot.reason.approve"] = "за: ніхто із загону не був у проваленому загоні",
  ["trusting_bot.reason.reject"] = "проти: {seat:seat} — у складі загону, який провалився",
  ["trusting_bot.reason.success"] = "грає карту успіху: на боці добра",
  ["trusting_bot.reason.fail"] = "грає карту провалу: на боці зла",
}
