-- mods/first_quest_mercy/i18n/en.lua: the module's texts in English.
return {
  ["first_quest_mercy.title"] = "First Quest mercy (example module)",
  ["first_quest_mercy.description"] = "An Avalon house rule: the first Quest forgives one Fail card.",
  ["avalon.option.first_quest_mercy"] = "First Quest mercy (the first Quest forgives one Fail card)",
  ["avalon.rules.option.first_quest_mercy"] = "House rule: on the first Quest played, one Fail card is forgiven, so that Quest fails only with two Fail cards or more.",
  ["first_quest_mercy.log.forgiven"] = "First Quest mercy: one Fail card on Quest {quest} is forgiven.",
  ["first_quest_mercy.token.mercy"] = "Mercy token (this Leader's Quest had a Fail card forgiven)",
}
