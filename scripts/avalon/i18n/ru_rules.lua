-- scripts/avalon/i18n/ru_rules.lua: необязательные правила по-русски (Big Box: «Владычица Озера»,
-- «Экскалибур»; режим выбора похода из украинского издания).
return {
  ["avalon.group.optional_rules"] = "Необязательные правила",
  ["avalon.option.lady_of_the_lake"] = "Владычица Озера",
  ["avalon.option.excalibur"] = "Экскалибур",
  ["avalon.option.quest_selection"] = "Режим выбора похода (глава отряда выбирает поход)",

  ["avalon.token.lady"] = "Владычица Озера",
  ["avalon.token.excalibur"] = "Экскалибур",
  ["avalon.counter.lady"] = "Владычица Озера: {value:seat}",
  ["avalon.counter.excalibur"] = "Экскалибур: {value:seats}",

  ["avalon.prompt.choose_quest"] = "Вы глава отряда: выберите поход для вашего отряда.",
  ["avalon.choice.1"] = "Поход 1",
  ["avalon.choice.2"] = "Поход 2",
  ["avalon.choice.3"] = "Поход 3",
  ["avalon.choice.4"] = "Поход 4",
  ["avalon.choice.5"] = "Поход 5",

  ["avalon.prompt.lady"] = "Владычица Озера: выберите игрока, чью приверженность вы проверите (после похода {quest}).",
  ["avalon.log.lady_given"] = "{seat:seat}, справа от главы отряда, получает жетон Владычицы Озера.",
  ["avalon.log.lady_used"] = "{seat:seat} применяет способность Владычицы Озера к игроку {target:seat}, который получает жетон.",
  ["avalon.log.lady_saw"] = "Владычица Озера: {seat:seat} передал(а) вам карту приверженности: {loyalty:t:avalon.side.}.",

  ["avalon.prompt.excalibur_give"] = "Вручите Экскалибур одному из членов отряда, кроме себя (поход {quest}).",
  ["avalon.prompt.excalibur_use"] = "Вы хранитель Экскалибура: выберите другого члена отряда, который заменит свою карту похода, или подтвердите без выбора, чтобы оставить карты как есть.",
  ["avalon.log.excalibur_given"] = "{leader:seat} вручает Экскалибур игроку {seat:seat}.",
  ["avalon.log.excalibur_used"] = "{seat:seat} применяет Экскалибур: {target:seat} заменяет свою карту похода.",
  ["avalon.log.excalibur_declined"] = "{seat:seat} не применяет Экскалибур.",
  ["avalon.log.excalibur_saw"] = "Экскалибур: {seat:seat} изначально разыграл(а) карту {card:t:avalon.choice.}.",
  ["avalon.fact.excalibur"] = "Экскалибур: {seat:seat} изначально разыграл(а) карту {card:t:avalon.choice.}.",
}
