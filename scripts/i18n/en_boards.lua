-- English texts of the table view's boards, seat numbers and hands (engine/ui/boards.cpp).
return {
  ["ui.hand"] = "Hand",
  ["ui.tv.pick_in_hand"] = "Pick the cards in your hand (the ringed ones can be played now), then Confirm.",
}
