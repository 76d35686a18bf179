-- mods/trusting_bot/i18n/ru.lua: the trusting bot's name and its reasons, in Russian.
return {
  ["trusting_bot.title"] = "Доверчивый бот (Авалон, Сопротивление)",
  ["ui.bot.trusting"] = "Доверчивый",
  ["trusting_bot.reason.propose"] = "предлагает себя и тех, кто не был в проваленном отряде",
  ["trusting_bot.reason.approve"] = "за: никто из отряда не был в проваленном отряде",
  ["trusting_bot.reason.reject"] = "против: {seat:seat} — в составе отряда, который провалился",
  ["trusting_bot.reason.success"] = "играет «Успех»: на стороне добра",
  ["trusting_bot.reason.fail"] = "играет «Провал»: на стороне зла",
}
