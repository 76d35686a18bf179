-- scripts/camelot/i18n/en.lua: Shadows over Camelot in English.
return {
  ["camelot.title"] = "Shadows over Camelot",
}
