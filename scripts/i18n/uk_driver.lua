-- scripts/i18n/uk_driver.lua: чому відповідь не прийнято (engine/core/refusal.hpp), українською.
return {
  ["refusal.no_such_seat"] = "Місця {seat} немає.",
  ["refusal.game_over"] = "Гру закінчено.",
  ["refusal.nothing_pending"] = "Зараз нічого вирішувати не треба.",
  ["refusal.not_your_turn"] = "Зараз не ваш хід. Чекаємо: {waiting:seats}.",
  ["refusal.already_answered"] = "Ви вже відповіли.",
  ["refusal.wrong_shape"] = "Така відповідь не підходить до питання.",
  ["refusal.not_allowed"] = "Правила цього не дозволяють.",
  ["refusal.rules_failed"] = "На цій відповіді правила дали збій; відповідь не застосовано.",
  ["refusal.broken"] = "Гру не можна продовжити: у правилах стався збій.",
}
