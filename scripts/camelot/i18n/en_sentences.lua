-- scripts/camelot/i18n/en_sentences.lua: Shadows over Camelot (en): a seat's own cards said as
-- sentences in the terminal ("<game>.entity.<kind>", engine/app/text.cpp entity_line) and their
-- names in a numbered list of cards to pick (".short", after the holder's name).
return {
  ["camelot.entity.knight"] = "You are {role:t:camelot.role.}. {role:t:camelot.rules.role.}",
  ["camelot.entity.knight.short"] = "{role:t:camelot.role.}",
  ["camelot.entity.loyalty"] = "Your loyalty card: {loyalty:t:camelot.loyalty.}.",
  ["camelot.entity.loyalty.short"] = "{loyalty:t:camelot.loyalty.}",
  ["camelot.entity.white"] = "A white card in your hand: {card:t:camelot.card.}.",
  ["camelot.entity.white.short"] = "{card:t:camelot.card.}",
  ["camelot.entity.black"] = "A black card only you know: {card:t:camelot.card.}.",
  ["camelot.entity.black.short"] = "{card:t:camelot.card.}",
}
