-- scripts/resistance/i18n/ru_grid.lua: The Resistance's texts in Russian (the box's words:
-- Предатели, ударный отряд, Миссия) for the vote history grid, the «Провал» counts on the mission
-- track, the last-proposal warning, and the short labels of what a seat knows.
return {
  ["resistance.history.title"] = "История голосований",
  ["resistance.history.fails"] = "«Провалов»: {n}",
  ["resistance.history.overturned"] = "Отменено («Подтасованный результат»)",
  ["resistance.history.first"] = "Голос первым («Задай тон»)",
  ["resistance.history.five_rejections"] = "Пять срывов",
  ["resistance.track.fail_count"] = "«Провалов»: {n}",
  ["resistance.banner.last_proposal"] = "Последнее предложение раунда: если этот отряд отклонят, побеждают Предатели",

  ["resistance.fact.fellow_spies.short"] = "Предатель",
  ["resistance.fact.character.short"] = "{role:t}",
  -- A mission's result in the grid, short.
  ["resistance.history.success"] = "Успех",
  ["resistance.history.fail"] = "Провал",
}
