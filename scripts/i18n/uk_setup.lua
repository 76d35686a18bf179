-- scripts/i18n/uk_setup.lua: українські тексти збережених ігор на екрані підготовки та панелі повтору.
return {
  ["ui.setup.saved_games"] = "Збережені ігри",
  ["ui.setup.no_saved"] = "Збережених ігор ще немає.",
  ["ui.setup.col.date"] = "Дата",
  ["ui.setup.col.game"] = "Гра",
  ["ui.setup.col.players"] = "Гравці",
  ["ui.setup.col.result"] = "Підсумок",
  ["ui.setup.won"] = "Перемога: {side:t} ({reason:t})",
  ["ui.setup.in_progress"] = "Не завершена (відповідей: {n})",
  ["ui.setup.open_file"] = "Або відкрити файл:",
  ["ui.replay.play"] = "Пуск",
  ["ui.replay.pause"] = "Пауза",
  ["ui.replay.speed"] = "Швидкість",
  ["ui.replay.forward"] = "До наступної відкритої події",
  ["ui.replay.next_view"] = "Інший погляд",
  ["ui.replay.keys"] = "Стрілки ліворуч / праворуч: крок назад / вперед; пробіл: пуск / пауза",
}
