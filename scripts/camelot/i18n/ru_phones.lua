-- The phones' part of the texts: a knight out of the game is nowhere ("Where, seat by seat: ...,
-- -"), said as every track's empty slot is (common.result.).
return {
  ["camelot.quest."] = "-",
}
