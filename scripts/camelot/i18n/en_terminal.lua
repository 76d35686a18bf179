-- scripts/camelot/i18n/en_terminal.lua: Shadows over Camelot in English: the names the end screens list
-- (each knight's card and loyalty card by its role) and the counters the terminal shows.
return {
  ["camelot.role.arthur"] = "King Arthur",
  ["camelot.role.galahad"] = "Sir Galahad",
  ["camelot.role.gawain"] = "Sir Gawain",
  ["camelot.role.kay"] = "Sir Kay",
  ["camelot.role.palamedes"] = "Sir Palamedes",
  ["camelot.role.percival"] = "Sir Percival",
  ["camelot.role.tristan"] = "Sir Tristan",
  ["camelot.role.loyal"] = "Loyal knight",
  ["camelot.role.traitor"] = "Traitor",
  ["camelot.kind.knight"] = "Knight",
  ["camelot.prop.role"] = "card",
  ["camelot.counter.knights"] = "Knights, seat by seat: {value:t:camelot.knight.}",
  ["camelot.counter.life"] = "Life, seat by seat: {value}",
  ["camelot.counter.location"] = "Where, seat by seat: {value:t:camelot.quest.}",
  ["camelot.counter.hand_sizes"] = "White cards in hand, seat by seat: {value}",
  ["camelot.counter.excalibur"] = "Excalibur's river: {value} (+ toward the knights)",
  ["camelot.counter.picts"] = "Picts: {value} of 4",
  ["camelot.counter.saxons"] = "Saxons: {value} of 4",
  ["camelot.counter.traitor"] = "The Traitor: {value:seat}",
}
