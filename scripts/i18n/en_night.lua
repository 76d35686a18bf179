-- scripts/i18n/en_night.lua: errors a player can meet (setup options, saved games, --bots), said
-- in the player's language by the front ends (engine/app/text.hpp localize_error).
return {
  ["ui.error.unknown_option"] = "unknown option '{option}' for {game:t} (options: {known})",
  ["ui.error.option_bool"] = "option '{option}' must be true or false",
  ["ui.error.option_int"] = "option '{option}' must be a whole number from {min} to {max}",
  ["ui.error.option_choice"] = "option '{option}' must be one of: {values}",
  ["ui.error.option_form"] = "--option expects NAME=VALUE, got '{text}'",
  ["ui.error.unknown_game"] = "unknown game '{game}' (games: {known})",
  ["ui.error.players"] = "{game:t} is for {min} to {max} players, not {n}",
  ["ui.error.cannot_read"] = "{path}: the file cannot be read",
  ["ui.error.bad_record"] = "{path}: not a saved Roundtable game, or the file is damaged",
  ["ui.error.journal_write"] = "{path}: the game cannot be saved there",
  ["ui.error.replay_refused"] = "{path}: answer {n} of this saved game is refused by the rules as they are now, so the game cannot go on",
  ["ui.error.bots_seats"] = "--bots: expected seat numbers 1..{max}, 'all' or 'none', got '{text}'",
  ["ui.error.bots_name"] = "--bots: '{name}' is not a bot name (in '{text}')",
  ["ui.error.bots_form"] = "--bots: expected SEATS, SEATS=BOT or SIDE=BOT, got '{text}'",
  ["ui.error.bots_side"] = "--bots: '{side}' is not a side of this game (sides: {sides})",
  ["ui.error.bots_bad_bot"] = "--bots: there is no bot '{name}' for this game",
  ["ui.error.bots_tty_sides"] = "--bots: play --tty takes seats (2-5, 2-5=heuristic), not sides",
}
