-- scripts/camelot/i18n/ru_sentences.lua: Shadows over Camelot (ru): a seat's own cards said as
-- sentences in the terminal ("<game>.entity.<kind>", engine/app/text.cpp entity_line) and their
-- names in a numbered list of cards to pick (".short", after the holder's name).
return {
  ["camelot.entity.knight"] = "Ваш рыцарь — {role:t:camelot.role.}. {role:t:camelot.rules.role.}",
  ["camelot.entity.knight.short"] = "{role:t:camelot.role.}",
  ["camelot.entity.loyalty"] = "На вашей карте лояльности: {loyalty:t:camelot.loyalty.}.",
  ["camelot.entity.loyalty.short"] = "{loyalty:t:camelot.loyalty.}",
  ["camelot.entity.white"] = "Белая карта у вас в руке: {card:t:camelot.card.}.",
  ["camelot.entity.white.short"] = "{card:t:camelot.card.}",
  ["camelot.entity.black"] = "Чёрная карта, известная только вам: {card:t:camelot.card.}.",
  ["camelot.entity.black.short"] = "{card:t:camelot.card.}",
}
