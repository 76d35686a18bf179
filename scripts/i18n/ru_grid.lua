-- scripts/i18n/ru_grid.lua: the table view's words in Russian for the vote history grid and the
-- end screen (a game's layout names its own words for the rest).
return {
  ["ui.grid.tab_log"] = "Журнал",
  ["ui.grid.tab_votes"] = "Голосования",
  ["ui.grid.empty"] = "Отряд ещё не предлагали.",
  ["ui.grid.approved"] = "Отряд одобрен: {approvals} против {rejections}",
  ["ui.grid.rejected"] = "Отряд отклонён: {approvals} против {rejections}",
  ["ui.grid.votes"] = "Голоса",
  ["ui.grid.result"] = "Итог",
  ["ui.grid.winner_seat"] = "Победа",
  ["common.fact.quest_card.short"] = "{card:t}",
}
