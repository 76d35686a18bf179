-- scripts/avalon/i18n/uk_grid.lua: Avalon's texts in Ukrainian for what players reason with: the
-- vote history grid, the Fail counts on the mission track, the last-proposal warning, the end
-- screen, and the short labels of what a seat knows (<fact key>.short).
return {
  ["avalon.history.title"] = "Історія голосувань",
  ["avalon.history.fails"] = "Провалів: {n}",
  ["avalon.history.overturned"] = "Скасовано («Король повертається»)",
  ["avalon.history.first"] = "Голос першим («Іду на ви!»)",
  ["avalon.history.five_rejections"] = "5 відмов",
  ["avalon.track.fail_count"] = "Провалів: {n}",
  ["avalon.banner.last_proposal"] = "Остання пропозиція раунду: якщо цей загін відхилять, перемагає зло",
  ["avalon.end.assassinated"] = "Ціль Убивці",

  ["avalon.fact.merlin_sees.short"] = "Зло",
  ["avalon.fact.agents_of_evil.short"] = "Зло",
  ["avalon.fact.evil_confers.short"] = "Зло",
  ["avalon.fact.percival_sees.short"] = "Мерлін?",
  ["avalon.fact.lancelot.short"] = "Ланселот",
  ["avalon.fact.loyalty.short"] = "{loyalty:t:avalon.side.}",
  ["avalon.fact.revealer.short"] = "Викрита",
  ["avalon.fact.assassin.short"] = "Убивця",
  ["avalon.fact.untrustworthy_sees.short"] = "Убивця",
  ["avalon.fact.recruited.short"] = "Зло",
  ["avalon.fact.junior_messenger.short"] = "Вісниця",
  ["avalon.fact.excalibur.short"] = "{card:t:avalon.choice.}",
}
