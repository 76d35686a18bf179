-- scripts/i18n/ru_night2.lua: последние ошибки `roundtable play` (окно и --tty), которые
-- игрок видит до партии или без неё, по-русски (engine/app/text.hpp).
return {
  ["ui.error.no_games"] = "не удалось загрузить ни одной игры",
  ["ui.error.try_tty"] = "{error}; для игры в терминале: `roundtable play --tty`",
  ["ui.error.table_view_only"] = "--{flag} действует только в окне, не с --tty",
  ["ui.error.flag_screenshot"] = "--screenshot: ожидается ФАЙЛ.png",
  ["ui.error.bots_sides_need_game"] = "--bots: боты по сторонам задаются только вместе с --game (тогда все места — боты)",
  ["ui.error.no_display"] = "нет экрана, на котором открыть окно (не заданы DISPLAY и WAYLAND_DISPLAY)",
  ["ui.error.no_window"] = "не удаётся открыть окно игры ({why})",
  ["ui.error.cannot_write_file"] = "не удаётся записать {path}",
  ["ui.error.replay_rules"] = "{path}: нынешние правила не принимают настройки этой сохранённой игры, открыть её нельзя",
  ["ui.error.record_needs_mod"] = "{path}: в неё играли с модом «{mod}» {version}, а он не загружен (укажите его папку: --mods ПАПКА)",
  ["ui.you_are_short"] = "Вы — {name}.",
}
