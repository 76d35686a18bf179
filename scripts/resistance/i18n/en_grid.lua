-- scripts/resistance/i18n/en_grid.lua: The Resistance's texts for what players reason with: the
-- vote history grid, the fail counts on the mission track, the last-proposal warning, and the
-- short labels of what a seat knows, marked on the seats it names (<fact key>.short).
return {
  ["resistance.history.title"] = "Vote history",
  ["resistance.history.fails"] = "Fails: {n}",
  ["resistance.history.overturned"] = "Overturned (No Confidence)",
  ["resistance.history.first"] = "Voted first (Opinion Maker)",
  ["resistance.history.five_rejections"] = "Five rejections",
  ["resistance.track.fail_count"] = "Fails: {n}",
  ["resistance.banner.last_proposal"] = "Last proposal of the round: if this team is rejected, the spies win",

  ["resistance.fact.fellow_spies.short"] = "Spy",
  ["resistance.fact.character.short"] = "{role:t}",
  -- A mission's result in the grid, short.
  ["resistance.history.success"] = "Success",
  ["resistance.history.fail"] = "Fail",
}
