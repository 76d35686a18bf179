-- scripts/i18n/ru_lab_report.lua: отчёты `roundtable simulate`, `compare` и `catalog`.
return {
  ["ui.sim.heading"] = "{game}, {players} {players:plural:игрок|игрока|игроков}, {games} {games:plural:партия|партии|партий} (зерно {seed}), боты: {bots}",
  ["ui.sim.progress"] = "{done}/{total} {total:plural:партия|партии|партий}  {seconds} с",
  ["ui.sim.wins"] = "победы:",
  ["ui.sim.reasons"] = "чем кончились партии:",
  ["ui.sim.roles"] = "роли (сколько партий выиграли их владельцы из тех, где роль была):",
  ["ui.sim.final_counter"] = "в конце: {counter}",
  ["ui.sim.interval"] = "(95%: {low}–{high})",
  ["ui.sim.speed"] = "{rate} партий/с ({seconds} с, {threads} {threads:plural:поток|потока|потоков})",
  ["ui.sim.compare_heading"] = "{game}, по {games} {games:plural:партии|партии|партий} (зерно {seed}), боты: {bots}",
  ["ui.sim.shared_setup"] = "(общая расстановка)",
  ["ui.sim.difference"] = "{side}: b - a = {diff} п. (95%: от {low} до {high})",
  -- текст `roundtable catalog`
  ["ui.catalog.game"] = "{name} ({id}), игроков: {min}–{max}",
  ["ui.catalog.sides"] = "стороны:",
  ["ui.catalog.roles"] = "роли:",
  ["ui.catalog.modules"] = "модули:",
  ["ui.catalog.cards"] = "карты:",
  ["ui.catalog.options"] = "опции:",
  ["ui.catalog.end_reasons"] = "чем кончается партия:",
  ["ui.catalog.bots"] = "боты:",
}
