-- scripts/camelot/cards.lua: Shadows over Camelot's components as data, with stable ids: the
-- white and black decks (every card id and its count), the knights, the quests and locations,
-- the relics and the loyalty deck. Counts follow ../shared/rules-facts.md; change one line here
-- (or in a mod) when the box says otherwise. Texts: camelot.card.<id>, camelot.knight.<id>,
-- camelot.quest.<id>, camelot.relic.<id>, camelot.loyalty.<id>.
local cards = {}

-- White cards (84): fight cards carry a value; Grail cards; Merlin cards; 8 special cards.
-- kind: "fight" | "grail" | "merlin" | "special"
cards.white = {
  { id = "fight_1", kind = "fight", value = 1, count = 14 },
  { id = "fight_2", kind = "fight", value = 2, count = 12 },
  { id = "fight_3", kind = "fight", value = 3, count = 10 },
  { id = "fight_4", kind = "fight", value = 4, count = 8 },
  { id = "fight_5", kind = "fight", value = 5, count = 7 },
  { id = "grail", kind = "grail", count = 18 },
  { id = "merlin", kind = "merlin", count = 7 },
  { id = "fate", kind = "special", count = 1 },
  { id = "piety", kind = "special", count = 1 },
  { id = "heroism", kind = "special", count = 1 },
  { id = "reinforcements", kind = "special", count = 1 },
  { id = "clairvoyance", kind = "special", count = 1 },
  { id = "messenger", kind = "special", count = 1 },
  { id = "convocation", kind = "special", count = 1 },
  { id = "lady_of_the_lake", kind = "special", count = 1 },
}

-- Black cards (76). quest: where the card is played; value / lancelot / dragon: its strength;
-- special = true: a special black card (the Merlin interrupt may cancel it as it enters).
cards.black = {
  { id = "black_knight_1", quest = "black_knight", value = 1, count = 5 },
  { id = "black_knight_3", quest = "black_knight", value = 3, count = 3 },
  { id = "black_knight_5", quest = "black_knight", value = 5, count = 2 },
  { id = "black_knight_7", quest = "black_knight", value = 7, count = 1 },
  -- Lancelot / Dragon dual cards: played on Lancelot's quest while it lasts, then on the Dragon.
  { id = "lancelot_dragon_1_5", quest = "lancelot", lancelot = 1, dragon = 5, count = 4 },
  { id = "lancelot_dragon_3_7", quest = "lancelot", lancelot = 3, dragon = 7, count = 3 },
  { id = "lancelot_dragon_5_9", quest = "lancelot", lancelot = 5, dragon = 9, count = 3 },
  { id = "lancelot_dragon_7_11", quest = "lancelot", lancelot = 7, dragon = 11, count = 1 },
  { id = "excalibur", quest = "excalibur", count = 15 },
  { id = "despair", quest = "grail", count = 15 },
  { id = "pict", quest = "picts", count = 4 },
  { id = "saxon", quest = "saxons", count = 4 },
  { id = "mercenaries", quest = "war", count = 4 },   -- a warrior to the war of the drawer's choice
  -- 12 special black cards
  { id = "morgan_discard", special = true, count = 1 },        -- one knight discards 3, or all discard 1
  { id = "morgan_three_black", special = true, count = 1 },    -- draw and apply 3 more black cards
  { id = "morgan_siege", special = true, count = 1 },          -- 2 siege engines
  { id = "morgan_life", special = true, count = 1 },           -- every knight loses 1 life
  { id = "morgan_life_or_discard", special = true, count = 1 },-- one knight loses 2 life, or all discard 1
  { id = "desolation", special = true, quest = "grail", count = 2 }, -- replaces the farthest Grail card
  { id = "dark_forest", special = true, count = 1 },           -- no Grail cards until a quest is won
  { id = "guinevere", special = true, count = 1 },             -- all to Camelot, the drawer loses the Heroic Action
  { id = "mists_of_avalon", special = true, count = 1 },       -- each lost quest adds one more black sword
  { id = "mordred", special = true, quest = "war", count = 1 },-- a warrior to a war, which then needs an extra Fight 5
  { id = "vivien", special = true, count = 1 },                -- no Merlin cards until a quest is won
}

cards.knights = { "arthur", "galahad", "gawain", "kay", "palamedes", "percival", "tristan" }

-- Locations a knight can stand at. camelot = true: the two places at Camelot (moving between
-- them costs no action). solo: at most one knight. repeats: starts again after it ends.
-- opens_after: a quest that appears only when that one is over (the Dragon after Lancelot).
cards.locations = {
  { id = "round_table", camelot = true },
  { id = "siege", camelot = true },
  { id = "black_knight", quest = true, solo = true, repeats = true, pattern = "two_pairs", white_slots = 4, black_slots = 4 },
  { id = "lancelot", quest = true, solo = true, pattern = "full_house", white_slots = 5, black_slots = 5 },
  { id = "dragon", quest = true, opens_after = "lancelot", pattern = "three_triples", white_slots = 9, black_slots = 5 },
  { id = "excalibur", quest = true, pattern = "river" },
  { id = "grail", quest = true, pattern = "grail", spaces = 7 },
  { id = "saxons", quest = true, repeats = true, pattern = "straight", warriors = 4 },
  { id = "picts", quest = true, repeats = true, pattern = "straight", warriors = 4 },
}

cards.relics = { "holy_grail", "lancelot_armor", "excalibur" }

-- The loyalty deck: 8 cards, one dealt to each knight.
cards.loyalty = { { id = "loyal", count = 7 }, { id = "traitor", count = 1 } }

-- Lookups by id.
cards.white_by_id, cards.black_by_id, cards.location_by_id = {}, {}, {}
for _, c in ipairs(cards.white) do cards.white_by_id[c.id] = c end
for _, c in ipairs(cards.black) do cards.black_by_id[c.id] = c end
for _, l in ipairs(cards.locations) do cards.location_by_id[l.id] = l end

return cards
