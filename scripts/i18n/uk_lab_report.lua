-- scripts/i18n/uk_lab_report.lua: звіти `roundtable simulate`, `compare` і `catalog`.
return {
  ["ui.sim.heading"] = "{game}, {players} {players:plural:гравець|гравці|гравців}, {games} {games:plural:партія|партії|партій} (зерно {seed}), боти: {bots}",
  ["ui.sim.progress"] = "{done}/{total} {total:plural:партія|партії|партій}  {seconds} с",
  ["ui.sim.wins"] = "перемоги:",
  ["ui.sim.reasons"] = "чим закінчилися партії:",
  ["ui.sim.roles"] = "ролі (скільки партій виграли їхні власники з тих, де роль була):",
  ["ui.sim.final_counter"] = "наприкінці: {counter}",
  ["ui.sim.interval"] = "(95%: {low}–{high})",
  ["ui.sim.speed"] = "{rate} партій/с ({seconds} с, {threads} {threads:plural:потік|потоки|потоків})",
  ["ui.sim.compare_heading"] = "{game}, по {games} {games:plural:партії|партії|партій} (зерно {seed}), боти: {bots}",
  ["ui.sim.shared_setup"] = "(спільна розстановка)",
  ["ui.sim.difference"] = "{side}: b - a = {diff} п. (95%: від {low} до {high})",
  -- текст `roundtable catalog`
  ["ui.catalog.game"] = "{name} ({id}), гравців: {min}–{max}",
  ["ui.catalog.sides"] = "сторони:",
  ["ui.catalog.roles"] = "ролі:",
  ["ui.catalog.modules"] = "модулі:",
  ["ui.catalog.cards"] = "карти:",
  ["ui.catalog.options"] = "опції:",
  ["ui.catalog.end_reasons"] = "чим закінчується партія:",
  ["ui.catalog.bots"] = "боти:",
}
