-- scripts/i18n/en_night2.lua: the last errors `roundtable play` (table view and --tty) says
-- before or without a game, in English (engine/app/text.hpp no_games_error, localize_error).
return {
  ["ui.error.no_games"] = "no game could be loaded",
  ["ui.error.try_tty"] = "{error}; for the terminal front end use `roundtable play --tty`",
  ["ui.error.table_view_only"] = "--{flag} is for the table view, not --tty",
  ["ui.error.flag_screenshot"] = "--screenshot: expected a FILE.png",
  ["ui.error.bots_sides_need_game"] = "--bots: bots by side need --game (every seat then a bot)",
  ["ui.error.no_display"] = "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset)",
  ["ui.error.no_window"] = "cannot open the table view's window ({why})",
  ["ui.error.cannot_write_file"] = "cannot write {path}",
  ["ui.error.replay_rules"] = "{path}: the rules as they are now do not take this saved game's setup, so it cannot be opened",
  ["ui.error.record_needs_mod"] = "{path}: it was played with the mod '{mod}' {version}, which is not loaded (give its folder with --mods DIR)",
  ["ui.you_are_short"] = "You are {name}.",
}
