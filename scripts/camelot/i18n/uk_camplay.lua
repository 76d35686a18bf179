-- scripts/camelot/i18n/uk_camplay.lua: «Тіні над Камелотом» українською: варіанти правил, які
-- переказ залишає відкритими (docs/camelot-rulings.md).
return {
  ["camelot.option.wrong_accusation_no_white"] = "Звинувачення вірного лицаря, коли білих мечів на столі немає",
  ["camelot.option.wrong_accusation_no_white.black_sword"] = "додає чорний меч",
  ["camelot.option.wrong_accusation_no_white.nothing"] = "мечів не змінює",
  ["camelot.log.no_white_to_turn"] = "Білого меча, який став би чорним, на столі немає.",
}
