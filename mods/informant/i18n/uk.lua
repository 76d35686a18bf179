return {
  ["informant.title"] = "Інформатор (домашнє правило для «Авалону»)",
  ["avalon.role.informant"] = "Інформатор",
  ["avalon.option.informant"] = "Інформатор (домашнє правило: бачить Зло, а Мерлін вважає його злим)",
}
