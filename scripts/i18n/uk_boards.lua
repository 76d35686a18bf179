-- Ukrainian texts of the table view's boards, seat numbers and hands (engine/ui/boards.cpp).
return {
  ["ui.hand"] = "Рука",
  ["ui.tv.pick_in_hand"] = "Виберіть карти в руці (обведені можна зіграти зараз) і натисніть «Підтвердити».",
}
