-- mods/werewolf/werewolf/layout.lua: how the table view draws Werewolf (docs/lua-api.md, "The
-- table layout"): the dead carry a mark, the phase is a banner, the day's votes are marks on the
-- voters, the cards are coloured by side once face up, both decisions are answered behind the
-- curtain (a night pick must never be seen).
return {
  tokens = {
    { counter = "dead", label = "werewolf.token.dead", look = "drop", color = "red" },
  },
  banners = {
    { counter = "phase", values = {
      night = { text = "werewolf.banner.night", color = "purple" },
      day = { text = "werewolf.banner.day", color = "gold" } } },
  },
  winners = "winners",
  eliminated = { counter = "dead", label = "werewolf.token.dead" },
  cards = { face = "role", color_by = "side", colors = { village = "blue", pack = "red" } },
  choices = {
    ["werewolf.prompt.night"] = { curtain = "werewolf.curtain.night" },
    ["werewolf.prompt.vote"] = { curtain = "werewolf.curtain.vote" },
  },
  log_colors = {
    ["werewolf.log.killed"] = "red",
    ["werewolf.log.voted_out"] = "orange",
    ["werewolf.log.night"] = "purple",
  },
  art = {
    role = { werewolf = "art/role/werewolf.svg", seer = "art/role/seer.svg", villager = "art/role/villager.svg" },
  },
}
