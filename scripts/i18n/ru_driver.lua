-- scripts/i18n/ru_driver.lua: почему ответ не принят (engine/core/refusal.hpp), по-русски.
return {
  ["refusal.no_such_seat"] = "Места {seat} нет.",
  ["refusal.game_over"] = "Игра окончена.",
  ["refusal.nothing_pending"] = "Сейчас ничего решать не нужно.",
  ["refusal.not_your_turn"] = "Сейчас не ваш ход. Ждём: {waiting:seats}.",
  ["refusal.already_answered"] = "Вы уже ответили.",
  ["refusal.wrong_shape"] = "Такой ответ не подходит к вопросу.",
  ["refusal.not_allowed"] = "Правила этого не разрешают.",
  ["refusal.rules_failed"] = "На этом ответе правила дали сбой; ответ не применён.",
  ["refusal.broken"] = "Игру нельзя продолжить: в правилах произошёл сбой.",
}
