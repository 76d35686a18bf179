-- scripts/avalon/plot_cards.lua: Avalon's Plot cards (Big Box): each card's id (its texts are
-- avalon.plot.<id> in i18n/*_plots.lua) for each of the nine effects. The deck and the mechanics
-- are shared with The Resistance (common/plot_cards.lua); in Avalon a player is examined with
-- the loyalty cards.
local plots = use "common/plot_cards"

return {
  -- Plot cards mods add (extends = {avalon = {cards = {...}}}: plots.mod_cards in
  -- common/plot_cards.lua), shuffled into the deck with the built-in ones; a card that names an
  -- option is in the deck when that option is on (options.lua makes it; texts avalon.option.<id>).
  extra = plots.mod_cards(additions("avalon").cards),
  names = {
    take_lead = "lead_to_victory",
    watch = "ambush",
    overturn = "king_returns",
    take_card = "restore_honor",
    vote_first = "charge",
    check_neighbour = "are_you_the_one",
    show_self = "show_true_nature",
    spotlight = "we_found_you",
    leader_shows = "show_strength",
  },
  key = "avalon.plot.",
  card_key = "avalon.choice.",
  -- Are You the One?: "may check the loyalty of an adjacent player" (Big Box, both languages);
  -- The Resistance's Overheard Conversation "must". Declining is an answer (pick nobody).
  neighbour_check_may = true,
  -- "precedence and order is determined by proximity to the Leader (starting with the Leader in a
  -- clockwise manner)": the Leader first.
  order = "leader",
}
