-- scripts/i18n/uk_grid.lua: the table view's words in Ukrainian for the vote history grid and
-- the end screen (a game's layout names its own words for the rest).
return {
  ["ui.grid.tab_log"] = "Журнал",
  ["ui.grid.tab_votes"] = "Голосування",
  ["ui.grid.empty"] = "Загін ще не пропонували.",
  ["ui.grid.approved"] = "Загін схвалено: {approvals} проти {rejections}",
  ["ui.grid.rejected"] = "Загін відхилено: {approvals} проти {rejections}",
  ["ui.grid.votes"] = "Голоси",
  ["ui.grid.result"] = "Підсумок",
  ["ui.grid.winner_seat"] = "Перемога",
  ["common.fact.quest_card.short"] = "{card:t}",
}
