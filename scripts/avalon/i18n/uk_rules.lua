-- scripts/avalon/i18n/uk_rules.lua: додаткові правила українською (Володарка озера, Екскалібур,
-- режим вибору місії), з назвами українського видання.
return {
  ["avalon.group.optional_rules"] = "Додаткові правила",
  ["avalon.option.lady_of_the_lake"] = "Володарка озера",
  ["avalon.option.excalibur"] = "Екскалібур",
  ["avalon.option.quest_selection"] = "Режим вибору місії (лідер вибирає місію)",

  ["avalon.token.lady"] = "Володарка озера",
  ["avalon.token.excalibur"] = "Екскалібур",
  ["avalon.counter.lady"] = "Володарка озера: {value:seat}",
  ["avalon.counter.excalibur"] = "Екскалібур: {value:seats}",

  ["avalon.prompt.choose_quest"] = "Ви лідер: виберіть місію для вашого загону.",
  ["avalon.choice.1"] = "Місія 1",
  ["avalon.choice.2"] = "Місія 2",
  ["avalon.choice.3"] = "Місія 3",
  ["avalon.choice.4"] = "Місія 4",
  ["avalon.choice.5"] = "Місія 5",

  ["avalon.prompt.lady"] = "Володарка озера: виберіть гравця, чию лояльність ви перевірите (після місії {quest}).",
  ["avalon.log.lady_given"] = "{seat:seat}, праворуч від лідера, отримує жетон Володарки озера.",
  ["avalon.log.lady_used"] = "{seat:seat} використовує жетон Володарки озера на гравцеві {target:seat}, який отримує жетон.",
  ["avalon.log.lady_saw"] = "Володарка озера: {seat:seat} дав(ла) вам карту лояльності: {loyalty:t:avalon.side.}.",

  ["avalon.prompt.excalibur_give"] = "Дайте Екскалібур одному з учасників загону, окрім себе (місія {quest}).",
  ["avalon.prompt.excalibur_use"] = "У вас Екскалібур: виберіть іншого учасника загону, який поміняє викладену карту місії, або підтвердьте без вибору, щоб залишити карти як є.",
  ["avalon.log.excalibur_given"] = "{leader:seat} дає Екскалібур гравцеві {seat:seat}.",
  ["avalon.log.excalibur_used"] = "{seat:seat} використовує Екскалібур: {target:seat} міняє викладену карту місії.",
  ["avalon.log.excalibur_declined"] = "{seat:seat} не використовує Екскалібур.",
  ["avalon.log.excalibur_saw"] = "Екскалібур: {seat:seat} спершу виклав(ла) карту {card:t:avalon.choice.}.",
  ["avalon.fact.excalibur"] = "Екскалібур: {seat:seat} спершу виклав(ла) карту {card:t:avalon.choice.}.",
}
