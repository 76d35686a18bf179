-- scripts/i18n/en_tableui.lua: the table view's texts added in wave 10 (a refused answer in the
-- replay, the setup screen's list of mods). English.
return {
  ["ui.end.earlier_reasons"] = "{n} earlier {n:plural:reason|reasons}: click the name for all of them, or {replay} for them move by move",
  ["ui.end.reasons_of"] = "Why {name} ({bot}) played as it did",
  ["ui.end.timeline_back"] = "Back to the timeline",
  ["ui.replay.bot_reason"] = "{name} ({bot}): {why}",
  ["ui.replay.refused"] = "The rules refuse answer {n} of this saved game, so it stops before it. {why}",
  ["ui.tv.boards_larger"] = "Larger",
  ["ui.tv.boards_back"] = "Back to the results",
  ["ui.mods.heading"] = "Mods",
  ["ui.mods.none"] = "No mods are installed.",
  ["ui.mods.on"] = "on for this game",
  ["ui.mods.other"] = "for other games: {games}",
  ["ui.mods.failed"] = "failed to load:",
}
