-- scripts/i18n/ru_tableui.lua: тексты вида стола, добавленные в волне 10 (ответ, не принятый при
-- просмотре записи, список модов на экране настройки). Русский.
return {
  ["ui.end.earlier_reasons"] = "ещё {n} {n:plural:причина|причины|причин} раньше: нажмите на имя, чтобы увидеть все, или «{replay}» — ход за ходом",
  ["ui.end.reasons_of"] = "Почему {name} ({bot}) играл так",
  ["ui.end.timeline_back"] = "К ходу игры",
  ["ui.replay.bot_reason"] = "{name} ({bot}): {why}",
  ["ui.replay.refused"] = "Правила не принимают ответ {n} этой сохранённой игры, поэтому запись обрывается перед ним. {why}",
  ["ui.tv.boards_larger"] = "Крупнее",
  ["ui.tv.boards_back"] = "Назад к итогам",
  ["ui.mods.heading"] = "Моды",
  ["ui.mods.none"] = "Моды не установлены.",
  ["ui.mods.on"] = "включён для этой игры",
  ["ui.mods.other"] = "для других игр: {games}",
  ["ui.mods.failed"] = "не загрузился:",
}
