-- scripts/camelot/i18n/ru_camplay.lua: «Тени над Камелотом» по-русски: варианты правил, которые
-- пересказ оставляет открытыми (docs/camelot-rulings.md).
return {
  ["camelot.option.wrong_accusation_no_white"] = "Обвинение верного рыцаря, когда белых мечей на столе нет",
  ["camelot.option.wrong_accusation_no_white.black_sword"] = "добавляет чёрный меч",
  ["camelot.option.wrong_accusation_no_white.nothing"] = "мечей не меняет",
  ["camelot.log.no_white_to_turn"] = "Белого меча, который стал бы чёрным, на столе нет.",
}
