-- scripts/resistance/plot_cards.lua: the plot cards of «Закулисные войны» (The Resistance's
-- plot expansion): each card's id (its texts are resistance.plot.<id> in i18n/*_plots.lua) for
-- each of the nine effects. The deck and the mechanics are shared with Avalon
-- (common/plot_cards.lua); here a player is examined by their character card.
return {
  names = {
    take_lead = "strong_leader",
    watch = "keeping_close_eye",
    overturn = "no_confidence",
    take_card = "take_responsibility",
    vote_first = "opinion_maker",
    check_neighbour = "overheard_conversation",
    show_self = "open_up",
    spotlight = "in_the_spotlight",
    leader_shows = "establish_confidence",
  },
  key = "resistance.plot.",
  card_key = "common.choice.",
  -- «сначала участвует в игре сюжетная карта игрока, сидящего рядом с Лидером, затем — остальные
  -- по часовой стрелке»: when several cards could be used, the player after the Leader first.
  order = "after_leader",
}
