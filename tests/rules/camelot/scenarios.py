"""tests/rules/camelot/scenarios.py: writes Camelot's scenario records (tests/rules/camelot/*.json)
with scenario_builder.py. Each scenario fixes its decks, plays the seed's situation answer by answer
and states by hand what must then hold, quoting the passage of seeds/004 (or rules-facts.md) it
checks. Run from the repository root after a build: python3 tests/rules/camelot/scenarios.py [NAME..]
"""
import sys
from scenario_builder import Game

SEED = "seeds/004_264fc5f1c72737cb.txt"
FACTS = "rules-facts.md, Shadows over Camelot"
K3 = ["arthur", "percival", "gawain"]   # Arthur plays first; powers that ask nothing on their own
ALL = {}


def scenario(f):
    ALL[f.__name__] = f
    return f


def share(g, n=3):
    """The opening share: each knight lays his first card's kind on the table and takes it back."""
    for s in range(1, n + 1):
        g.pick(g.hand(s)[1])
    for s in range(1, n + 1):
        g.pick(g.last_given[s - 1] if hasattr(g, "last_given") else None)


def opening(g, cards):
    """The opening share: knight i lays cards[i] face up, then takes the same card back."""
    for c in cards:
        g.pick(c)
    for c in cards:
        g.pick(c)


@scenario
def black_knight_two_different_pairs_win():
    g = Game(K3, [["fight_2", "fight_2", "fight_3", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["black_knight_1", "black_knight_1"])
    opening(g, ["grail", "fight_1", "fight_1"])
    g.check("the opening share: each knight keeps five white cards and his Merlin card",
            counters={"hand_sizes": [6, 6, 6], "life": [4, 4, 4], "current": 1, "phase": "evil"})
    # Turn 1, Arthur: a Black Knight card face up, then to the quest and, for 1 life, a first card.
    g.a("draw_black").a("face_up").a("move").a("black_knight").a("quest").pick("fight_2").a("end_turn")
    g.check("a second Heroic Action costs 1 life; the Black Knight card lies face up",
            counters={"life": [3, 4, 4], "location": ["black_knight", "round_table", "round_table"],
                      "boards": {"black_knight": {"white": [2], "black": [1], "face_down": 0}}})
    # Turn 2, Percival: a Black Knight card face down (he draws a white card), then 2 cards at the Round Table.
    g.a("draw_black").a("face_down").a("quest").a("end_turn")
    g.check("a face-down black card: its value is told to nobody, the drawer draws a white card",
            counters={"hand_sizes": [5, 9, 6], "boards": {"black_knight": {"black": [1], "face_down": 1}}},
            log=[{"key": "camelot.log.black_face_down", "args": {"seat": 2, "quest": "black_knight"}}])
    g.a("siege_engine").a("quest").a("end_turn")            # Gawain draws 3 at the Round Table
    g.a("siege_engine").a("quest").pick("fight_2").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_3")
    g.check("two different pairs so far: a third 2 does not fit, a 3 does",
            counters={"boards": {"black_knight": {"white": [2, 2, 3]}}})
    g.a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine")
    g.check("Gawain holds 12 cards: the Round Table's draw is not offered (he keeps his cards)",
            counters={"hand_sizes": [3, 13, 12]},
            decision={"seat": 3, "prompt": "camelot.prompt.heroic", "options": ["move", "special", "heal"]})
    g.a("heal").a("fight_1").a("end_turn")
    g.check("healing: three identical white cards discarded face down, +1 life",
            counters={"hand_sizes": [3, 13, 9], "life": [3, 4, 5]},
            log=[{"key": "camelot.log.healed", "args": {"seat": 3}}])
    g.a("siege_engine").a("quest").pick("fight_3")
    g.write("black_knight_two_different_pairs_win",
            "The Black Knight, and the 12-card limit at the Round Table and healing on the way: Arthur lays two different pairs (2, 2, 3, 3) over four turns; the white "
            "slots full, the face-down card is turned up and the sums compared: 10 against 2, the quest "
            "is won: a white sword, +1 life, 3 white cards to Arthur alone (face down, into his hand), "
            "back to the Round Table, and the Black Knight starts again",
            SEED + ": «Черный рыцарь: 2 **разных** пары»; «Квест завершается, карты тасуются и подсчитываются, "
            "как только заняты все белые или все черные ячейки»; «Если игрок был один – в закрытую»; "
            "«все участники тут же **перемещаются** за Круглый стол»; " + FACTS + " (Black Knight: 1 white sword, +1 life, 3 cards); «Если у игрока 12+ карт в руке, он не может использовать локацию Круглого стола (но не сбрасывает карты)»; «Излечить себя, в закрытую сбросив 3 полностью идентичные белые карты»",
            {"over": False,
             "counters": {"white_swords": 1, "black_swords": 0, "life": [4, 4, 5],
                          "location": ["round_table", "round_table", "round_table"],
                          "quests": {"black_knight": "open"}, "hand_sizes": [5, 13, 9],
                          "boards": {"black_knight": {"white": [], "black": [], "face_down": 0}}},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "black_knight", "white": 10, "black": 2}},
                     {"key": "camelot.log.quest_won", "args": {"quest": "black_knight", "knights": [1]}},
                     {"key": "camelot.log.swords_white", "args": {"count": 1}},
                     {"key": "camelot.log.life_gained", "args": {"seat": 1, "count": 1}}],
             "zones": {"quest:black_knight:white": {"count": 0}, "quest:black_knight:hidden": {"count": 0},
                       "hand:1": {"count": 5, "props": {"card": []}}}})
    return g


if __name__ == "__main__":
    names = sys.argv[1:] or list(ALL)
    for n in names:
        print(n)
        ALL[n]()
