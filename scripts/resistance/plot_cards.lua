-- scripts/resistance/plot_cards.lua: the plot cards of «Закулисные войны» (The Resistance's
-- plot expansion): the nine cards, how many of each, and which are used at 5-6 players (the
-- cards marked 5+). Counts from ../shared/rules-facts.md (sure); the 5+ split from one source.
-- A group whose box differs changes the numbers here, in one place. The mechanics are shared
-- with Avalon (common/plot_cards.lua); here a player is examined by their character card.
return {
  deck = {
    { id = "strong_leader",         effect = "take_lead",       count = 2, five_plus = 2 },
    { id = "keeping_close_eye",     effect = "watch",           count = 2, five_plus = 2 },
    { id = "no_confidence",         effect = "overturn",        count = 3, five_plus = 1 },
    { id = "take_responsibility",   effect = "take_card",       count = 1, five_plus = 1 },
    { id = "opinion_maker",         effect = "vote_first",      count = 2, five_plus = 1 },
    { id = "overheard_conversation", effect = "check_neighbour", count = 2, five_plus = 0 },
    { id = "open_up",               effect = "show_self",       count = 1, five_plus = 0 },
    { id = "in_the_spotlight",      effect = "spotlight",       count = 1, five_plus = 0 },
    { id = "establish_confidence",  effect = "leader_shows",    count = 1, five_plus = 0 },
  },
  small_table = 6,  -- up to 6 players: only the cards marked 5+
  -- Cards the Leader draws at the beginning of each round: 1 at 5-6 players, 2 at 7-8, 3 at 9-10.
  draws = function(players)
    if players <= 6 then return 1 end
    if players <= 8 then return 2 end
    return 3
  end,
  key = "resistance.plot.",
  card_key = "common.choice.",
}
