-- scripts/resistance/stories.lua: the "atmospheric missions" of the rulebook, by squad size.
-- Each id has a title and a text in scripts/resistance/i18n/<lang>_stories.lua
-- (keys resistance.story.<id>.title and resistance.story.<id>.text).
-- rules.story_group(size) picks the group for a team of a given size.
return freeze {  -- (data no game changes: docs/lua-api.md, "Frozen data")
  -- the 12 of «Малый отряд», in the book's order
  small = {
    "steal_artifact",
    "meet_bandit_chief",
    "catch_thief",
    "intercept_letters",
    "free_mentor",
    "infiltrate_library",
    "catch_spy",
    "escort_dwarf_envoy",
    "destroy_bridge",
    "block_crypt",
    "gather_news",
    "open_bar",
  },
  -- the 9 of «Средний отряд»
  medium = {
    "steal_death_machine_plans",
    "seize_pay_coach",
    "assassinate_governor",
    "find_flying_ship",
    "sabotage_supplies",
    "smuggling_route",
    "sweet_talk_dragon",
    "dungeon_delve",
    "burn_brothel",
  },
  -- the 7 of «Большой отряд»
  large = {
    "free_mine_slaves",
    "rob_caravan",
    "liberate_capital",
    "rescue_princess",
    "storm_wizard_tower",
    "protect_chosen_one",
    "destroy_demon_temple",
  },
}
