-- Russian texts of the table view's boards, seat numbers and hands (engine/ui/boards.cpp).
return {
  ["ui.hand"] = "Рука",
  ["ui.tv.pick_in_hand"] = "Выберите карты в руке (обведённые можно сыграть сейчас) и нажмите «Подтвердить».",
}
