-- scripts/i18n/uk_night2.lua: останні помилки `roundtable play` (вікно і --tty), які гравець
-- бачить до партії або без неї, українською (engine/app/text.hpp).
return {
  ["ui.error.no_games"] = "не вдалося завантажити жодної гри",
  ["ui.error.try_tty"] = "{error}; для гри в терміналі: `roundtable play --tty`",
  ["ui.error.table_view_only"] = "--{flag} діє лише у вікні, не з --tty",
  ["ui.error.flag_screenshot"] = "--screenshot: очікується ФАЙЛ.png",
  ["ui.error.bots_sides_need_game"] = "--bots: боти за сторонами задаються лише разом із --game (тоді всі місця — боти)",
  ["ui.error.no_display"] = "немає екрана, на якому відкрити вікно (не задано DISPLAY і WAYLAND_DISPLAY)",
  ["ui.error.no_window"] = "не вдається відкрити вікно гри ({why})",
  ["ui.error.cannot_write_file"] = "не вдається записати {path}",
  ["ui.error.replay_rules"] = "{path}: чинні правила не приймають налаштувань цієї збереженої гри, відкрити її не можна",
  ["ui.error.record_needs_mod"] = "{path}: у неї грали з модом «{mod}» {version}, а його не завантажено (вкажіть його теку: --mods ТЕКА)",
  ["ui.you_are_short"] = "Ви — {name}.",
}
