-- scripts/i18n/uk_table.lua: українські тексти спільного екрана в грі за одним пристроєм:
-- спільний стіл, завіса і навіщо передають пристрій, показ відкритих подій.
return {
  ["ui.table.curtain_reason"] = "Навіщо: {reason}",
  ["ui.table.reason.reveal"] = "щоб дізнатися свого персонажа",
  ["ui.table.reason.learned"] = "щоб побачити, що стало відомо",
  ["ui.table.reason.decide"] = "для таємного вибору",
  ["ui.table.reason.peek"] = "щоб подивитися свою таємницю",
  ["ui.table.next"] = "Далі: передайте пристрій: {name} ({reason})",
  ["ui.table.decides_openly"] = "Вирішує на очах у всіх: {name}",
  ["ui.table.show_secret"] = "{name}: показати мою таємницю",
  ["ui.table.reveal_help_alone"] = "Запам'ятайте свого персонажа і те, що ви знаєте, і продовжуйте гру.",
  ["ui.table.learned_title"] = "Для вас є нове",
  ["ui.table.learned_help"] = "Запам'ятайте це, потім сховайте і передайте пристрій далі.",
  ["ui.table.learned_done"] = "Запам'ятовано: сховати",
  ["ui.table.moment"] = "Для всіх за столом:",
  ["ui.table.continue"] = "Далі",
  ["ui.table.moment.votes"] = "Голоси відкриваються один за одним",
  ["ui.table.moment.shuffle"] = "Карти перемішуються",
  ["ui.table.moment.turn"] = "Карти відкриваються",
  ["common.curtain.vote"] = "для голосування",
  ["common.curtain.mission_card"] = "щоб зіграти карту місії",
  ["common.curtain.hand_loyalty"] = "щоб вибрати, яку карту лояльності показати",
}
