-- scripts/avalon/plot_cards.lua: Avalon's Plot cards (Big Box): the nine cards, how many of
-- each, and which are used at 5-6 players (the cards marked 5+). Counts from
-- ../shared/rules-facts.md (sure); the 5+ split from one source. A group whose box differs
-- changes the numbers here, in one place. The mechanics are shared with The Resistance
-- (common/plot_cards.lua); in Avalon a player is examined with the loyalty cards.
return {
  deck = {
    { id = "lead_to_victory",       effect = "take_lead",       count = 2, five_plus = 2 },
    { id = "ambush",                effect = "watch",           count = 2, five_plus = 2 },
    { id = "king_returns",          effect = "overturn",        count = 3, five_plus = 1 },
    { id = "restore_honor",         effect = "take_card",       count = 1, five_plus = 1 },
    { id = "charge",                effect = "vote_first",      count = 2, five_plus = 1 },
    { id = "are_you_the_one",       effect = "check_neighbour", count = 2, five_plus = 0 },
    { id = "show_true_nature",      effect = "show_self",       count = 1, five_plus = 0 },
    { id = "we_found_you",          effect = "spotlight",       count = 1, five_plus = 0 },
    { id = "show_strength",         effect = "leader_shows",    count = 1, five_plus = 0 },
  },
  small_table = 6,  -- up to 6 players: only the cards marked 5+
  -- Cards the Leader draws at the beginning of each Quest: 1 at 5-6 players, 2 at 7-8, 3 at 9-10.
  draws = function(players)
    if players <= 6 then return 1 end
    if players <= 8 then return 2 end
    return 3
  end,
  -- The effects that examine a player's loyalty (the setup's Trickster/Troublemaker advice).
  examines = { check_neighbour = true, show_self = true, leader_shows = true },
  key = "avalon.plot.",
  card_key = "avalon.choice.",
}
