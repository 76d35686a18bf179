-- scripts/avalon/i18n/ru_grid.lua: Avalon's texts in Russian for what players reason with: the
-- vote history grid, the «Провал» counts on the Quest track, the last-proposal warning, the end
-- screen, and the short labels of what a seat knows (<fact key>.short).
return {
  ["avalon.history.title"] = "История голосований",
  ["avalon.history.fails"] = "«Провалов»: {n}",
  ["avalon.history.overturned"] = "Отменено («Король возвращается»)",
  ["avalon.history.first"] = "Голос первым («Иду на вы!»)",
  ["avalon.history.five_rejections"] = "5 отказов",
  ["avalon.track.fail_count"] = "«Провалов»: {n}",
  ["avalon.banner.last_proposal"] = "Последнее предложение раунда: если этот отряд отклонят, побеждает зло",
  ["avalon.end.assassinated"] = "Цель убийцы",

  ["avalon.fact.merlin_sees.short"] = "Зло",
  ["avalon.fact.agents_of_evil.short"] = "Зло",
  ["avalon.fact.evil_confers.short"] = "Зло",
  ["avalon.fact.percival_sees.short"] = "Мерлин?",
  ["avalon.fact.lancelot.short"] = "Ланселот",
  ["avalon.fact.loyalty.short"] = "{loyalty:t:avalon.side.}",
  ["avalon.fact.revealer.short"] = "Раскрытая",
  ["avalon.fact.assassin.short"] = "Убийца",
  ["avalon.fact.untrustworthy_sees.short"] = "Убийца",
  ["avalon.fact.recruited.short"] = "Зло",
  ["avalon.fact.junior_messenger.short"] = "Вестница",
  ["avalon.fact.excalibur.short"] = "{card:t:avalon.choice.}",
}
