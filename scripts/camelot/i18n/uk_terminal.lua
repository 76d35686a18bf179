-- scripts/camelot/i18n/uk_terminal.lua: Shadows over Camelot in Ukrainian: the names the end screens list
-- (each knight's card and loyalty card by its role) and the counters the terminal shows.
return {
  ["camelot.role.arthur"] = "Король Артур",
  ["camelot.role.galahad"] = "Сер Галахад",
  ["camelot.role.gawain"] = "Сер Гавейн",
  ["camelot.role.kay"] = "Сер Кей",
  ["camelot.role.palamedes"] = "Сер Паламед",
  ["camelot.role.percival"] = "Сер Персіваль",
  ["camelot.role.tristan"] = "Сер Трістан",
  ["camelot.role.loyal"] = "Вірний лицар",
  ["camelot.role.traitor"] = "Зрадник",
  ["camelot.kind.knight"] = "Лицар",
  ["camelot.prop.role"] = "карта",
  ["camelot.counter.knights"] = "Лицарі за місцями: {value:t:camelot.knight.}",
  ["camelot.counter.life"] = "Життя за місцями: {value}",
  ["camelot.counter.location"] = "Де, за місцями: {value:t:camelot.quest.}",
  ["camelot.counter.hand_sizes"] = "Білих карт у руці, за місцями: {value}",
  ["camelot.counter.excalibur"] = "Річка Екскалібура: {value} (+ до лицарів)",
  ["camelot.counter.picts"] = "Пікти: {value} з 4",
  ["camelot.counter.saxons"] = "Сакси: {value} з 4",
  ["camelot.counter.traitor"] = "Зрадник: {value:seat}",
}
