-- scripts/i18n/en_grid.lua: the table view's words for the vote history grid (a game's layout
-- names its own words for the rest: docs/lua-api.md, table_layout.history) and the end screen.
return {
  ["ui.grid.tab_log"] = "Log",
  ["ui.grid.tab_votes"] = "Votes",
  ["ui.grid.empty"] = "No team has been proposed yet.",
  ["ui.grid.approved"] = "Team approved: {approvals} to {rejections}",
  ["ui.grid.rejected"] = "Team rejected: {approvals} to {rejections}",
  ["ui.grid.votes"] = "Votes",
  ["ui.grid.result"] = "Result",
  ["ui.grid.winner_seat"] = "Wins",
  ["common.fact.quest_card.short"] = "{card:t}",
}
