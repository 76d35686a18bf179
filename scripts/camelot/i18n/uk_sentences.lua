-- scripts/camelot/i18n/uk_sentences.lua: Shadows over Camelot (uk): a seat's own cards said as
-- sentences in the terminal ("<game>.entity.<kind>", engine/app/text.cpp entity_line) and their
-- names in a numbered list of cards to pick (".short", after the holder's name).
return {
  ["camelot.entity.knight"] = "Ваш лицар — {role:t:camelot.role.}. {role:t:camelot.rules.role.}",
  ["camelot.entity.knight.short"] = "{role:t:camelot.role.}",
  ["camelot.entity.loyalty"] = "На вашій карті лояльності: {loyalty:t:camelot.loyalty.}.",
  ["camelot.entity.loyalty.short"] = "{loyalty:t:camelot.loyalty.}",
  ["camelot.entity.white"] = "Біла карта у вас у руці: {card:t:camelot.card.}.",
  ["camelot.entity.white.short"] = "{card:t:camelot.card.}",
  ["camelot.entity.black"] = "Чорна карта, відома лише вам: {card:t:camelot.card.}.",
  ["camelot.entity.black.short"] = "{card:t:camelot.card.}",
}
