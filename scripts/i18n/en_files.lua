-- scripts/i18n/en_files.lua: what a player is told about saved games and the files given to
-- Roundtable (a journal that cannot be written, a game open twice, a file too big), in English.
return {
  ["ui.tv.not_saved"] = "Not saved: the game's file cannot be written now. The game goes on and is saved again as soon as the file can be written.",
  ["ui.not_saved_at_end"] = "Answers of this game not saved in {path}: {n}.",
  ["ui.error.journal_in_use"] = "{path}: this game is open in another Roundtable",
  ["ui.error.file_too_big"] = "{path}: the file is larger than {mib} MiB, too large for a saved game",
  ["ui.error.too_deep"] = "{path}: the file nests deeper than {depth} levels, too deep for a saved game",
  ["ui.args.unknown_language"] = "unknown language '{lang}' for --lang (known: {known})",
  ["ui.args.bad_name"] = "--names: '{name}' is not a name (a name is text without control characters, at most {max} letters)",
}
