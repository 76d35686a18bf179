-- scripts/i18n/ru_setup.lua: русские тексты сохранённых игр на экране подготовки и панели повтора.
return {
  ["ui.setup.saved_games"] = "Сохранённые игры",
  ["ui.setup.no_saved"] = "Сохранённых игр пока нет.",
  ["ui.setup.col.date"] = "Дата",
  ["ui.setup.col.game"] = "Игра",
  ["ui.setup.col.players"] = "Игроки",
  ["ui.setup.col.result"] = "Итог",
  ["ui.setup.won"] = "Победа: {side:t} ({reason:t})",
  ["ui.setup.in_progress"] = "Не окончена (ответов: {n})",
  ["ui.setup.open_file"] = "Или открыть файл:",
  ["ui.replay.play"] = "Пуск",
  ["ui.replay.pause"] = "Пауза",
  ["ui.replay.speed"] = "Скорость",
  ["ui.replay.forward"] = "К следующему открытому событию",
  ["ui.replay.next_view"] = "Другой взгляд",
  ["ui.replay.keys"] = "Стрелки влево / вправо: шаг назад / вперёд; пробел: пуск / пауза",
}
