-- scripts/i18n/ru_night.lua: ошибки, которые встречает игрок (параметры партии, сохранённые
-- игры, --bots), по-русски (engine/app/text.hpp localize_error).
return {
  ["ui.error.unknown_option"] = "у игры «{game:t}» нет параметра «{option}» (параметры: {known})",
  ["ui.error.option_bool"] = "параметр «{option}» может быть только «true» или «false»",
  ["ui.error.option_int"] = "параметр «{option}» должен быть целым числом от {min} до {max}",
  ["ui.error.option_choice"] = "параметр «{option}» может принимать значения: {values}",
  ["ui.error.option_form"] = "--option ожидает ИМЯ=ЗНАЧЕНИЕ; введено «{text}»",
  ["ui.error.unknown_game"] = "неизвестная игра «{game}» (игры: {known})",
  ["ui.error.players"] = "в игре «{game:t}» от {min} до {max} игроков, а не {n}",
  ["ui.error.cannot_read"] = "{path}: не удаётся прочитать файл",
  ["ui.error.bad_record"] = "{path}: это не сохранённая игра, или файл повреждён",
  ["ui.error.journal_write"] = "{path}: не удаётся сохранить туда игру",
  ["ui.error.replay_refused"] = "{path}: ответ № {n} этой сохранённой игры не принимается нынешними правилами, продолжить её нельзя",
  ["ui.error.bots_seats"] = "--bots: ожидаются номера мест 1..{max}, «all» или «none»; введено «{text}»",
  ["ui.error.bots_name"] = "--bots: «{name}» — не имя бота (в «{text}»)",
  ["ui.error.bots_form"] = "--bots: ожидается МЕСТА, МЕСТА=БОТ или СТОРОНА=БОТ; введено «{text}»",
  ["ui.error.bots_side"] = "--bots: «{side}» — не сторона этой игры (стороны: {sides})",
  ["ui.error.bots_bad_bot"] = "--bots: для этой игры нет бота «{name}»",
  ["ui.error.bots_tty_sides"] = "--bots: в терминале указываются места («2-5», «2-5=heuristic»), а не стороны",
}
