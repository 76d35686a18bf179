-- A knight whose power is misspelt (pwoer): a field the game does not read.
return role {
  id = "dinadan",
  side = "knights",
  pwoer = { act = function(g, seat) end },
}
