-- scripts/camelot/i18n/ru_terminal.lua: Shadows over Camelot in Russian: the names the end screens list
-- (each knight's card and loyalty card by its role) and the counters the terminal shows.
return {
  ["camelot.role.arthur"] = "Король Артур",
  ["camelot.role.galahad"] = "Сэр Галахад",
  ["camelot.role.gawain"] = "Сэр Гавейн",
  ["camelot.role.kay"] = "Сэр Кей",
  ["camelot.role.palamedes"] = "Сэр Паламед",
  ["camelot.role.percival"] = "Сэр Персиваль",
  ["camelot.role.tristan"] = "Сэр Тристан",
  ["camelot.role.loyal"] = "Верный рыцарь",
  ["camelot.role.traitor"] = "Предатель",
  ["camelot.kind.knight"] = "Рыцарь",
  ["camelot.prop.role"] = "карта",
  ["camelot.counter.knights"] = "Рыцари по местам: {value:t:camelot.knight.}",
  ["camelot.counter.life"] = "Жизни по местам: {value}",
  ["camelot.counter.location"] = "Где, по местам: {value:t:camelot.quest.}",
  ["camelot.counter.hand_sizes"] = "Белых карт в руке, по местам: {value}",
  ["camelot.counter.excalibur"] = "Река Экскалибура: {value} (+ к рыцарям)",
  ["camelot.counter.picts"] = "Пикты: {value} из 4",
  ["camelot.counter.saxons"] = "Саксы: {value} из 4",
  ["camelot.counter.traitor"] = "Предатель: {value:seat}",
}
