-- scripts/i18n/uk_files.lua: збережені ігри та файли, дані Roundtable, українською.
return {
  ["ui.tv.not_saved"] = "Не збережено ({why}). Гра триває і збережеться знову, щойно на диску з'явиться місце.",
  ["ui.not_saved_at_end"] = "Відповідей цієї гри не збережено в {path}: {n}.",
  ["ui.error.journal_in_use"] = "{path}: цю гру відкрито в іншому Roundtable",
  ["ui.error.file_too_big"] = "{path}: файл більший за {mib} МіБ, для збереженої гри це забагато",
  ["ui.error.too_deep"] = "{path}: вкладеність у файлі глибша за {depth} рівнів, для збереженої гри це забагато",
  ["ui.args.unknown_language"] = "невідома мова «{lang}» для --lang (є: {known})",
  ["ui.args.bad_name"] = "--names: «{name}» не годиться як ім'я (ім'я — текст без керівних символів, не довше {max} літер)",
}
