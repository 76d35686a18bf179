-- scripts/resistance/i18n/uk_grid.lua: The Resistance's texts in Ukrainian (Зрадники, загін,
-- місія) for the vote history grid, the fail counts on the mission track, the last-proposal
-- warning, and the short labels of what a seat knows.
return {
  ["resistance.history.title"] = "Історія голосувань",
  ["resistance.history.fails"] = "Провалів: {n}",
  ["resistance.history.overturned"] = "Скасовано («Підтасований результат»)",
  ["resistance.history.first"] = "Голос першим («Задай тон»)",
  ["resistance.history.five_rejections"] = "5 відмов",
  ["resistance.track.fail_count"] = "Провалів: {n}",
  ["resistance.banner.last_proposal"] = "Остання пропозиція раунду: якщо цей загін відхилять, перемагають Зрадники",

  ["resistance.fact.fellow_spies.short"] = "Зрадник",
  ["resistance.fact.character.short"] = "{role:t}",
  -- A mission's result in the grid, short.
  ["resistance.history.success"] = "Успіх",
  ["resistance.history.fail"] = "Провал",
}
