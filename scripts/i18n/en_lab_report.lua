-- scripts/i18n/en_lab_report.lua: the text reports of `roundtable simulate`, `compare` and `catalog`.
return {
  ["ui.sim.heading"] = "{game}, {players} {players:plural:player|players}, {games} {games:plural:game|games} (seed {seed}), bots: {bots}",
  ["ui.sim.progress"] = "{done}/{total} {total:plural:game|games}  {seconds} s",
  ["ui.sim.wins"] = "wins:",
  ["ui.sim.reasons"] = "end reasons:",
  ["ui.sim.roles"] = "roles (games their holders won, of holder-games):",
  ["ui.sim.final_counter"] = "at the end: {counter}",
  ["ui.sim.interval"] = "(95%: {low}-{high})",
  ["ui.sim.speed"] = "{rate} games/s ({seconds} s, {threads} {threads:plural:thread|threads})",
  ["ui.sim.compare_heading"] = "{game}, {games} {games:plural:game|games} each (seed {seed}), bots: {bots}",
  ["ui.sim.shared_setup"] = "(the shared setup)",
  ["ui.sim.difference"] = "{side}: b - a = {diff} points (95%: {low} to {high})",
  -- the catalog's text (`roundtable catalog`)
  ["ui.catalog.game"] = "{name} ({id}), {min}-{max} players",
  ["ui.catalog.sides"] = "sides:",
  ["ui.catalog.roles"] = "roles:",
  ["ui.catalog.modules"] = "modules:",
  ["ui.catalog.cards"] = "cards:",
  ["ui.catalog.options"] = "options:",
  ["ui.catalog.end_reasons"] = "end_reasons:",
  ["ui.catalog.bots"] = "bots:",
}
