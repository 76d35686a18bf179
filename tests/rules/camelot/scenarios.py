"""tests/rules/camelot/scenarios.py: writes Camelot's scenario records (tests/rules/camelot/*.json)
with scenario_builder.py. Each scenario fixes its decks, plays the seed's situation answer by answer
and states by hand what must then hold, quoting the passage of seeds/004 (or rules-facts.md) it
checks. Run from the repository root after a build: python3 tests/rules/camelot/scenarios.py [NAME..]
"""
import json
import os
import sys
from scenario_builder import Game, OUT, dumps

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


def idle(g):
    """A knight at the Round Table draws there, or (12 cards in hand) heals, and ends the turn."""
    opts = g.decision()["options"]
    if "quest" in opts:
        g.a("quest")
    else:
        g.a("heal").a(g.decision()["options"][0])
    return g.a("end_turn")


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


@scenario
def black_knight_tie_goes_to_evil():
    g = Game(K3, [["fight_1", "fight_1", "fight_2", "grail", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["black_knight_1"] * 4)
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("draw_black").a("face_up").a("move").a("black_knight").a("quest").pick("fight_1").a("end_turn")
    g.a("draw_black").a("face_down").a("quest").a("end_turn")
    g.a("draw_black").a("face_up").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_1").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_2").a("end_turn")
    g.check("three black cards (one face down) against 1, 1, 2",
            counters={"boards": {"black_knight": {"white": [1, 1, 2], "black": [1, 1], "face_down": 1}}})
    g.a("draw_black").a("face_up")
    g.write("black_knight_tie_goes_to_evil",
            "The Black Knight ends when the black slots are full: the face-down card is turned up, "
            "4 against 4 is a tie and the tie goes to Evil: a black sword and -1 life for Arthur, who "
            "returns to the Round Table",
            SEED + ": «В любой ничьей (катапульти, Черный рыцарь, Ланселот, Дракон, мечи на Круглом столе) "
            "побеждают Силы зла»; «как только заняты все белые или все черные ячейки»; " + FACTS +
            " (Black Knight lost: 1 black sword, -1 life)",
            {"over": False,
             "counters": {"white_swords": 0, "black_swords": 1, "life": [2, 4, 4],
                          "location": ["round_table", "round_table", "round_table"], "quests": {"black_knight": "open"}},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "black_knight", "white": 4, "black": 4}},
                     {"key": "camelot.log.quest_lost", "args": {"quest": "black_knight", "knights": [1]}},
                     {"key": "camelot.log.swords_black", "args": {"count": 1}},
                     {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1, "life": 2}}],
             "no_log": ["camelot.log.quest_won"]})


@scenario
def siege_die_both_outcomes():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             draws={"siege_die": [5, 3]})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("siege")
    g.check("moving between the Round Table and the siege costs no action",
            counters={"location": ["siege", "round_table", "round_table"], "siege_engines": 1},
            decision={"seat": 1, "prompt": "camelot.prompt.heroic"})
    g.a("quest").pick("fight_2", "fight_3")
    g.check("5 against a 5 on the die: not strictly more, -1 life, the engine stays",
            counters={"siege_engines": 1, "life": [3, 4, 4]},
            log=[{"key": "camelot.log.siege_roll", "args": {"seat": 1, "sum": 5, "die": 5}},
                 {"key": "camelot.log.siege_failed", "args": {"seat": 1}},
                 {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1}}])
    g.a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_1", "fight_3")
    g.write("siege_die_both_outcomes",
            "The siege: Arthur (at the siege, reached from the Round Table without an action) plays 2+3 "
            "against a 5 on the die and loses 1 life; later 1+3 against a 3 destroys a siege engine",
            SEED + ": «разыгрывает любое количество белых боевых карт и кидает кубик»; «Если сумма на картах "
            "строго больше выпавшего на кубике числа, катапульта уничтожена. Иначе -1 жизнь»; «Перемещение "
            "между Осадой и Круглым столом в Камелоте не трогает действия»",
            {"over": False,
             "counters": {"siege_engines": 3, "life": [3, 4, 4], "location": ["siege", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.siege_roll", "args": {"seat": 1, "sum": 5, "die": 5}},
                     {"key": "camelot.log.siege_failed"},
                     {"key": "camelot.log.siege_roll", "args": {"seat": 1, "sum": 4, "die": 3}},
                     {"key": "camelot.log.siege_removed", "args": {"count": 1, "total": 3}}],
             "zones": {"white_discard": {"count": 4}}})


@scenario
def excalibur_won_relic_sacrificed():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["excalibur", "black_knight_7"], options={"excalibur_steps": 2})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("excalibur").a("quest").pick("fight_1").a("end_turn")
    g.check("a white card played face down moves Excalibur one step toward the knights",
            counters={"excalibur": 1, "life": [3, 4, 4]},
            log=[{"key": "camelot.log.excalibur_card", "args": {"seat": 1}}],
            zones={"white_discard": {"count": 1, "props": {"card": []}}})
    g.a("siege_engine").a("move").a("excalibur").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_3")
    g.check("Excalibur reaches the knights' bank: won; the sword goes to Arthur, who played the last card",
            counters={"white_swords": 2, "life": [4, 5, 4], "quests": {"excalibur": "won"},
                      "relics": [["excalibur"], [], []], "location": ["round_table", "round_table", "round_table"]},
            log=[{"key": "camelot.log.quest_won", "args": {"quest": "excalibur", "knights": [1, 2]}},
                 {"key": "camelot.log.relic_won", "args": {"seat": 1, "relic": "excalibur"}}])
    g.a("end_turn")
    # Percival draws an Excalibur card: Arthur may sacrifice the sword (he passes); the quest is over: a siege engine.
    g.a("draw_black")
    g.check("any black card entering play: Excalibur's holder alone is asked",
            waiting_for=[1], decision={"seat": 1, "prompt": "camelot.prompt.interrupt",
                                       "options": ["pass", "sacrifice_excalibur"]})
    g.a("pass").a("quest").a("end_turn")
    g.check("a black card for a quest that is over adds a siege engine",
            counters={"siege_engines": 5},
            log=[{"key": "camelot.log.siege_added", "args": {"count": 1, "total": 5, "why": "camelot.log.why.quest_over"}}])
    g.a("draw_black").a("face_up").a("sacrifice_excalibur")
    g.write("excalibur_won_relic_sacrificed",
            "Excalibur (river of 2 steps, option excalibur_steps): any white card played face down moves the "
            "sword toward the knights; at their bank the quest is won (2 white swords, +1 life to both "
            "participants, the relic to the knight who played the last card); an Excalibur card after the "
            "quest is over is a siege engine; the holder sacrifices Excalibur to cancel the Black Knight's 7 "
            "as it enters",
            SEED + ": «Героический поступок: в закрытую сыграть любую белую карту. Переместить меч на 1 шаг к рыцарям»; "
            "«В случае победы меч получает рыцарь, сыгравший последнюю карту»; «Если черная карта относится к "
            "квесту, которого уже нет в игре, к Камелоту добавляется 1 катапульта»; «Экскалибур можно пожертвовать, "
            "чтобы отменить эффект любой черной карты при ее входе в игру»",
            {"over": False,
             "counters": {"relics": [[], [], []], "boards": {"black_knight": {"black": [], "face_down": 0}}},
             "log": [{"key": "camelot.log.black_drawn", "args": {"seat": 3, "card": "black_knight_7"}},
                     {"key": "camelot.log.relic_out", "args": {"relic": "excalibur"}},
                     {"key": "camelot.log.excalibur_cancels", "args": {"seat": 1, "card": "black_knight_7"}}],
             "no_log": ["camelot.log.black_on_quest"]})


@scenario
def excalibur_lost_at_the_far_bank():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["lady_of_the_lake"] + ["fight_1"] * 4, ["fight_1"] * 5],
             black=["excalibur", "excalibur"], options={"excalibur_steps": 2})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("draw_black").a("move").a("excalibur").a("end_turn")
    g.check("an Excalibur card moves the sword one step away from the knights",
            counters={"excalibur": -1})
    g.a("draw_black")
    g.check("the far bank: lost", counters={"black_swords": 2, "quests": {"excalibur": "lost"}, "life": [3, 4, 4]})
    g.a("special").pick("lady_of_the_lake")
    g.write("excalibur_lost_at_the_far_bank",
            "Excalibur lost: two Excalibur cards carry the sword to the far bank (river of 2 steps): "
            "2 black swords, -1 life for the knight at the quest, who returns to the Round Table; no relic; the Lady "
            "of the Lake, with Excalibur's quest over, gives 2 life",
            SEED + ": «Распространение зла: при входе в игру черной карты Экскалибура, переместить меч на 1 шаг от "
            "рыцарей»; «Квест завершается, как только меч достигает любого берега»; " + FACTS +
            " (Excalibur lost: 2 black swords, -1 life; Lady of the Lake: if that quest is over, +2 life)",
            {"over": False,
             "counters": {"black_swords": 2, "white_swords": 0, "life": [3, 6, 4], "quests": {"excalibur": "lost"},
                          "relics": [[], [], []], "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "excalibur", "knights": [1]}},
                     {"key": "camelot.log.swords_black", "args": {"count": 2}}],
             "no_log": ["camelot.log.relic_won"]})


def grail_won_game():
    g = Game(K3, [["grail"] * 4 + ["fight_1"], ["grail"] * 4 + ["fight_1"], ["fight_1"] * 5],
             black=["despair"] * 3)
    opening(g, ["fight_1", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("grail").a("quest").pick("grail").a("end_turn")          # T1 w1
    g.a("siege_engine").a("move").a("grail").a("quest").pick("grail").a("end_turn")          # T2 w2
    idle(g.a("draw_black"))                                                                  # T3 b1
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                               # T4 w3
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                               # T5 w4
    idle(g.a("draw_black"))                                                                  # T6 b2
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                               # T7 w5: 7 spaces taken
    g.check("5 Grail cards and 2 Despair: every space taken",
            counters={"boards": {"grail": {"white": 5, "black": 2, "spaces": 7}}})
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                               # T8 w6
    g.check("all spaces taken: a white card destroys a black one",
            counters={"boards": {"grail": {"white": 6, "black": 1}}})
    idle(g.a("draw_black"))                                                                  # T9
    g.check("all spaces taken: a black card destroys a white one",
            counters={"boards": {"grail": {"white": 5, "black": 2}}})
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                               # T10 w6 b1
    g.a("siege_engine").a("quest").pick("grail")                                             # T11 w7: won
    return g


@scenario
def grail_seven_spaces_won():
    g = grail_won_game()
    g.write("grail_seven_spaces_won",
            "The Holy Grail: Arthur and Percival lay Grail cards, Gawain's Despair cards fill the spaces; "
            "once all 7 spaces are taken a black card destroys a white one and a white one a black one; "
            "the 7th Grail card wins: 3 white swords, +1 life to both, the relic to Percival, who laid the last card",
            SEED + ": «Задача: закрыть белыми картами 7 ячеек»; «Если все ячейки заняты, черная карта уничтожает "
            "самую дальнюю белую, белая – черную»; «В случае победы Грааль получает рыцарь, выложивший последнюю "
            "карту»; " + FACTS + " (Holy Grail won: 3 white swords, +1 life, relic)",
            {"over": False,
             "counters": {"white_swords": 3, "life": [4, 4, 5], "quests": {"grail": "won"},
                          "relics": [[], ["holy_grail"], []], "siege_engines": 8,
                          "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_won", "args": {"quest": "grail", "knights": [1, 2]}},
                     {"key": "camelot.log.swords_white", "args": {"count": 3}},
                     {"key": "camelot.log.relic_won", "args": {"seat": 2, "relic": "holy_grail"}}],
             "zones": {"quest:grail:white": {"count": 0}, "quest:grail:black": {"count": 0}}})


@scenario
def grail_lost_to_desolation_and_despair():
    g = Game(K3, [["grail"] * 4 + ["fight_1"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["despair", "desolation"] + ["despair"] * 5)
    opening(g, ["fight_1", "fight_1", "fight_1"])
    g.a("draw_black").a("move").a("grail").a("quest").pick("grail").a("end_turn")   # b1, w1
    idle(g.a("siege_engine"))
    idle(g.a("siege_engine"))
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                      # w2
    g.check("one Despair, two Grail cards", counters={"boards": {"grail": {"white": 2, "black": 1}}})
    g.a("draw_black").passes()                                                        # Desolation
    g.check("Desolation replaces a Grail card (option desolation = replace_grail)",
            counters={"boards": {"grail": {"white": 1, "black": 2}}},
            log=[{"key": "camelot.log.black_drawn", "args": {"seat": 2, "card": "desolation"}},
                 {"key": "camelot.log.grail_black", "args": {"card": "desolation"}}])
    idle(g)
    for _ in range(4):   # Despair after Despair; once every space is taken, each destroys a Grail card
        if g.counters()["current"] == 1:
            g.a("draw_black").a("quest").pick("grail").a("end_turn")
        else:
            idle(g.a("draw_black"))
    g.check("six black cards and Arthur's last Grail card", counters={"boards": {"grail": {"white": 1, "black": 6}}})
    g.a("draw_black")
    g.write("grail_lost_to_desolation_and_despair",
            "The Holy Grail lost: Desolation replaces one of Arthur's Grail cards and Despair cards take the "
            "7 spaces: 3 black swords, -1 life for Arthur, no relic",
            SEED + ": «Квест завершается, как только 7 ячеек закрыты картами одного цвета»; «Распространение зла: "
            "закрыть ячейку черной картой»; " + FACTS + " (Desolation replaces the Grail card farthest from the "
            "Grail; Holy Grail lost: 3 black swords, -1 life)",
            {"over": False,
             "counters": {"black_swords": 3, "quests": {"grail": "lost"}, "relics": [[], [], []], "life": [2, 4, 5]},
             "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "grail", "knights": [1]}},
                     {"key": "camelot.log.swords_black", "args": {"count": 3}},
                     {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1}}],
             "no_log": ["camelot.log.relic_won"]})


@scenario
def saxon_war_won_in_strict_order():
    g = Game(K3, [["fight_1", "fight_3", "fight_5", "grail", "grail"], ["fight_2", "fight_4", "fight_3", "grail", "grail"],
                  ["fight_1"] * 5])
    opening(g, ["grail", "grail", "fight_1"])
    g.a("siege_engine").a("move").a("saxons").a("quest")
    g.check("the war needs a 1 first: only the 1 is offered", decision={"seat": 1, "entities": [1]})
    g.pick("fight_1").a("end_turn")
    g.a("siege_engine").a("move").a("saxons").a("quest")
    g.check("then the 2: Percival's 3 and 4 are not offered", decision={"seat": 2, "min": 1, "max": 1})
    g.pick("fight_2").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_3").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_4").a("end_turn")
    g.a("siege_engine").a("quest").a("end_turn")
    g.check("1-2-3-4 laid", counters={"boards": {"saxons": {"straight": [1, 2, 3, 4], "warriors": 0}}, "hand_sizes": [4, 4, 12]})
    g.a("siege_engine").a("quest").pick("fight_5")
    g.write("saxon_war_won_in_strict_order",
            "The Saxon war won: Arthur and Percival lay Fight 1, 2, 3, 4, 5 in that strict order (only the "
            "next value is offered); 1 white sword, +1 life each, 4 white cards shared from Arthur, who laid "
            "the last card (two each), back to the Round Table; the war starts again",
            SEED + ": «Задача: выложить стрейт в **строгом** порядке (1→2→3→4→5) из боевых белых карт»; «Награда в "
            "виде белых карт делится между **участниками** на момент победы»; «карты скрыто раздаются, начиная с "
            "рыцаря, выигравшего квест»; " + FACTS + " (Picts / Saxons won: 1 white sword, +1 life, 4 cards shared)",
            {"over": False,
             "counters": {"white_swords": 1, "life": [4, 4, 4], "quests": {"saxons": "open"}, "hand_sizes": [5, 6, 12],
                          "boards": {"saxons": {"straight": [], "warriors": 0}},
                          "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_won", "args": {"quest": "saxons", "knights": [1, 2]}},
                     {"key": "camelot.log.swords_white", "args": {"count": 1}},
                     {"key": "camelot.log.reward_cards", "args": {"count": 4}}]})


@scenario
def pict_war_lost_mordred_and_mercenaries():
    g = Game(K3, [["fight_1", "fight_3", "fight_5", "grail", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["pict", "mordred", "mercenaries", "pict"])
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("draw_black").a("move").a("picts").a("quest").pick("fight_1").a("end_turn")
    g.a("draw_black").passes().a("picts")
    g.check("Mordred: a warrior to the war of the drawer's choice, which then needs an extra Fight 5",
            counters={"picts": 2, "boards": {"picts": {"warriors": 2, "extra_five": True, "straight": [1]}}})
    g.a("quest").a("end_turn")
    g.a("draw_black").a("picts")
    g.check("Mercenaries: a warrior to the war of the drawer's choice", counters={"picts": 3})
    g.a("quest").a("end_turn")
    g.a("draw_black")
    g.write("pict_war_lost_mordred_and_mercenaries",
            "The Pict war lost: a Pict, Mordred and Mercenaries (both sent to the Picts by their drawers), then "
            "the 4th warrior: 1 black sword, 2 siege engines (option war_loss = black1_siege2), -1 life for "
            "Arthur, who fought there; the war starts again",
            SEED + ": «Квесты завершаются, когда на соответствующем поле выложен стрейт или поставлена 4-я миниатюра»; "
            + FACTS + " (Mercenaries: a warrior to the war of the drawer's choice; Mordred: a warrior to a war, which "
            "then needs an extra Fight 5; Picts lost: 1 black sword, 2 siege engines, -1 life)",
            {"over": False,
             "counters": {"black_swords": 1, "siege_engines": 2, "life": [2, 4, 4], "picts": 0, "quests": {"picts": "open"},
                          "boards": {"picts": {"warriors": 0, "straight": [], "extra_five": False}},
                          "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "picts", "knights": [1]}},
                     {"key": "camelot.log.swords_black", "args": {"count": 1}},
                     {"key": "camelot.log.siege_added", "args": {"count": 2, "why": "camelot.log.why.quest_lost"}},
                     {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1, "life": 2}}]})


@scenario
def special_black_cards_morgan_and_the_others():
    g = Game(K3, [["fight_1", "fight_1", "fight_2", "fight_2", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["morgan_siege", "morgan_life", "morgan_discard", "morgan_life_or_discard", "morgan_three_black",
                    "black_knight_1", "pict", "despair", "dark_forest", "vivien", "guinevere", "mists_of_avalon",
                    "black_knight_1", "black_knight_1", "black_knight_1"])
    opening(g, ["grail", "fight_1", "fight_1"])
    idle(g.a("draw_black").passes())
    g.check("Morgan: 2 siege engines", counters={"siege_engines": 2},
            log=[{"key": "camelot.log.black_drawn", "args": {"seat": 1, "card": "morgan_siege"}},
                 {"key": "camelot.log.siege_added", "args": {"count": 2, "total": 2}}])
    idle(g.a("draw_black").passes())
    g.check("Morgan: every knight loses 1 life", counters={"life": [3, 3, 3]})
    g.a("draw_black").passes().a("one_discards_3").seats(1).pick("fight_1", "fight_1", "fight_2")
    g.check("Morgan: one knight (the drawer's choice) discards 3 cards", counters={"hand_sizes": [5, 8, 6]},
            log=[{"key": "camelot.log.discarded", "args": {"seat": 1, "count": 3}}])
    idle(g)
    g.a("draw_black").passes().a("all_discard_1").pick("fight_2").pick("fight_1").pick("fight_1")
    g.check("Morgan: or every knight discards 1", counters={"hand_sizes": [4, 7, 8]})
    idle(g)
    g.a("draw_black").passes()
    g.check("Morgan: 3 more black cards drawn and played, each with its own choices",
            decision={"seat": 2, "prompt": "camelot.prompt.face_down"})
    g.a("face_up")
    idle(g)
    g.check("the Black Knight's 1, a Pict and a Despair entered play",
            counters={"picts": 1, "boards": {"black_knight": {"black": [1]}, "grail": {"black": 1}}})
    g.a("draw_black").passes().a("move").a("grail")
    g.check("the Dark Forest: no Grail card may be played until a quest is won",
            counters={"effects": ["dark_forest"]},
            decision={"seat": 3, "prompt": "camelot.prompt.second_heroic"})
    g.a("end_turn")
    g.a("draw_black").passes().a("move").a("black_knight")
    g.check("Vivien: no Merlin card as a Heroic Action until a quest is won", counters={"effects": ["dark_forest", "vivien"]},
            decision={"seat": 1, "prompt": "camelot.prompt.second_heroic", "options": ["quest", "arthur_swap", "end_turn"]})
    g.a("end_turn")
    g.a("draw_black")
    g.check("Vivien: nobody may play Merlin cards against a special black card either",
            waiting_for=[2, 3, 1], decision={"seat": 1, "prompt": "camelot.prompt.interrupt", "options": ["pass"]})
    g.passes()
    g.check("Guinevere: every knight returns to Camelot and the drawer loses his Heroic Action",
            counters={"location": ["round_table", "round_table", "round_table"], "current": 3, "phase": "evil"},
            log=[{"key": "camelot.log.heroic_lost", "args": {"seat": 2}}])
    idle(g.a("draw_black").passes())
    g.check("the Mists of Avalon", counters={"effects": ["dark_forest", "vivien", "mists_of_avalon"]})
    idle(g.a("draw_black").a("face_up"))
    idle(g.a("draw_black").a("face_up"))
    g.a("draw_black").a("face_down")
    g.write("special_black_cards_morgan_and_the_others",
            "The special black cards, one after another (nobody plays Merlin cards): Morgan's five (2 siege "
            "engines; all lose 1 life; one discards 3; all discard 1; 3 more black cards), the Dark Forest, "
            "Vivien, Guinevere, the Mists of Avalon; then the Black Knight is lost with the Mists: one more black sword",
            FACTS + ": «Morgan x5 (each different: someone discards 3 or all discard 1; draw and apply 3 more black "
            "cards; 2 siege engines; all lose 1 life; someone loses 2 life or all discard 1), Dark Forest (no Grail "
            "cards until a quest is won), Guinevere (all knights return to Camelot, the drawer loses the Heroic "
            "Action), Mists of Avalon (each lost quest adds one more black sword), Vivien (no Merlin cards until a "
            "quest is won)»; " + SEED + ": «Распространение зла ... Вытянуть из колоды черную карту, прочитать вслух и разыграть ее»",
            {"over": False,
             "counters": {"black_swords": 2, "life": [3, 3, 3], "quests": {"black_knight": "open"},
                          "effects": ["dark_forest", "vivien", "mists_of_avalon"]},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "black_knight", "white": 0, "black": 4}},
                     {"key": "camelot.log.quest_lost", "args": {"quest": "black_knight", "knights": []}},
                     {"key": "camelot.log.swords_black", "args": {"count": 2}}]})


@scenario
def merlin_interrupt_three_cards_cancel_a_special_black_card():
    g = Game(K3, [["merlin", "fight_1", "fight_2", "fight_2", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["morgan_siege", "morgan_life", "black_knight_1"], options={"merlin_heroic": False})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("draw_black")
    g.check("a special black card enters: every knight is asked at once how many Merlin cards he plays",
            waiting_for=[1, 2, 3],
            decision={"seat": 1, "prompt": "camelot.prompt.interrupt_merlin", "options": ["pass", "merlin_1", "merlin_2"]})
    g.a("merlin_2", seat=1).a("merlin_1", seat=2).a("pass", seat=3)
    g.check("three Merlin cards together: the card is discarded as it enters",
            counters={"siege_engines": 0, "hand_sizes": [4, 5, 6]},
            log=[{"key": "camelot.log.merlin_cancels", "args": {"seats": [1, 2], "card": "morgan_siege"}}],
            no_log=["camelot.log.black_applies"])
    idle(g)
    g.a("draw_black").a("pass", seat=1).a("pass", seat=2).a("merlin_1", seat=3)
    g.check("one Merlin card is too few: the card takes effect, Gawain keeps his Merlin card",
            counters={"life": [3, 3, 3], "hand_sizes": [6, 5, 6]},
            log=[{"key": "camelot.log.merlin_too_few", "args": {"count": 1}},
                 {"key": "camelot.log.black_applies", "args": {"card": "morgan_life"}}])
    idle(g)
    g.a("draw_black")
    g.write("merlin_interrupt_three_cards_cancel_a_special_black_card",
            "The Merlin interrupt: Morgan's siege card is cancelled as it enters by Arthur's two Merlin cards "
            "and Percival's one; Gawain's single Merlin card alone cannot stop Morgan's life card; an ordinary "
            "black card asks nobody",
            SEED + ": «Особую черную карту можно отправить в сброс **в момент ее входа в игру**, коллективно сыграв 3 "
            "карты Мерлина»",
            {"over": False, "waiting_for": [3], "decision": {"seat": 3, "prompt": "camelot.prompt.face_down"},
             "zones": {"white_discard": {"count": 3}}})


@scenario
def accusations_both_outcomes_traitor_turn_and_traitor_wins():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             options={"traitor": True, "excalibur_steps": 2}, loyalty=["loyal", "loyal", "traitor"],
             draws={"traitor_discard": [2]})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("excalibur").a("quest").pick("fight_1").a("end_turn")
    g.a("siege_engine").a("move").a("excalibur").a("quest").pick("fight_1").a("end_turn")
    g.check("Excalibur won: 2 white swords", counters={"white_swords": 2, "siege_engines": 2})
    idle(g.a("siege_engine"))
    idle(g.a("siege_engine"))
    g.a("siege_engine")
    opts = g.decision()["options"]
    assert "accuse" not in opts
    g.check("2 swords and 5 siege engines: no accusation yet", counters={"siege_engines": 5, "white_swords": 2},
            decision={"seat": 2, "prompt": "camelot.prompt.heroic", "options": opts})
    idle(g)
    g.a("siege_engine")
    g.check("6 siege engines: accusing is offered", counters={"siege_engines": 6},
            decision={"seat": 3, "prompt": "camelot.prompt.heroic", "options": ["move", "quest", "special", "heal", "accuse"]})
    idle(g)
    g.a("siege_engine").a("accuse").seats(2)
    g.check("a wrong accusation: Percival's loyalty is shown to all and a white sword turns black",
            counters={"white_swords": 1, "black_swords": 1, "accusers": [1], "traitor_revealed": 0},
            log=[{"key": "camelot.log.accusation", "args": {"seat": 1, "target": 2}},
                 {"key": "camelot.log.accused_loyal", "args": {"seat": 2}},
                 {"key": "camelot.log.sword_turned", "args": {"white": 1, "black": 1}}],
            knowledge={"3": [{"key": "camelot.fact.loyalty_shown", "seat": 2, "loyalty": "loyal"}]})
    g.a("end_turn")
    g.a("siege_engine").a("accuse").seats(3)
    g.check("a right accusation: the Traitor is revealed, a white sword is added, he leaves the board",
            counters={"white_swords": 2, "black_swords": 1, "accusers": [1, 2], "traitor_revealed": 3, "traitor": 3,
                      "location": ["round_table", "round_table", ""], "hand_sizes": [7, 7, 0]},
            log=[{"key": "camelot.log.traitor_found", "args": {"seat": 3}},
                 {"key": "camelot.log.traitor_discards", "args": {"seat": 3}},  # (his hand, said: it went silently)
                 {"key": "camelot.log.swords_white", "args": {"count": 1, "white": 2, "black": 1}}])
    g.a("end_turn")
    g.check("the revealed Traitor's turn: he makes one knight discard a random white card",
            counters={"phase": "traitor", "current": 3},
            decision={"seat": 3, "prompt": "camelot.prompt.traitor_victim"})
    g.seats(1)
    g.check("then a siege engine or a black card", counters={"hand_sizes": [6, 7, 0]},
            decision={"seat": 3, "prompt": "camelot.prompt.traitor_evil", "options": ["siege_engine", "draw_black"]},
            log=[{"key": "camelot.log.traitor_discard", "args": {"seat": 3, "target": 1}}])
    g.a("siege_engine")
    idle(g.a("siege_engine"))
    idle(g.a("siege_engine"))
    g.seats(2).a("siege_engine")
    g.write("accusations_both_outcomes_traitor_turn_and_traitor_wins",
            "Accusations once 6 siege engines stand: Arthur wrongly accuses Percival (a white sword turns black), "
            "Percival rightly accuses Gawain (a white sword is added, the Traitor leaves the board and his cards "
            "are discarded); the Traitor's turns (a random discard, then a siege engine); the 12th siege engine: "
            "the knights lose and the Traitor wins; every loyalty card is shown",
            SEED + ": «Обвинить другого игрока в предательстве (не более 1 раза **за игру** для каждого игрока) "
            "Становится доступным **не раньше**, чем выложено 6 мечей или поставлено 6 катапульти»; «Если обвиненный "
            "рыцарь оказался предателем, на Круглый стол добавляется 1 белый меч»; «Если обвиненный рыцарь оказался "
            "лояльным, 1 уже выложенный белый меч становится черным»; «Проигрыш: у Камелота поставлена 12-я "
            "катапульта»; «Предатель выигрывает (даже посмертно), если остальные игроки проиграли»; " + FACTS +
            " (the revealed Traitor's turn: make one knight discard a random white card, then add a siege engine or "
            "draw and play a black card)",
            {"over": True, "winner": "evil", "reason": "siege_engines",
             "zones": {"loyalty:1": {"props": {"loyalty": ["loyal"]}}, "loyalty:2": {"props": {"loyalty": ["loyal"]}},
                       "loyalty:3": {"props": {"loyalty": ["traitor"]}}},
             "counters": {"siege_engines": 12, "winners": [3], "end_reason": "siege_engines",
                          "loyalties": ["loyal", "loyal", "traitor"]},
             "log": [{"key": "camelot.log.game_over", "args": {"winner": "camelot.side.evil",
                                                               "reason": "camelot.end.siege_engines", "traitor": 3}}]},
            refused=[{"seat": 1, "answer": "pass", "error_contains": "over"}])


def wrong_accusation_with_no_white_sword(option):
    """Six siege engines and no sword yet; Arthur accuses Percival, a loyal knight."""
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             options={"traitor": True, "wrong_accusation_no_white": option}, loyalty=["loyal", "loyal", "traitor"])
    opening(g, ["grail", "fight_1", "fight_1"])
    for _ in range(6):
        idle(g.a("siege_engine"))
    g.check("6 siege engines, no sword on the table: accusing is offered",
            counters={"siege_engines": 6, "white_swords": 0, "black_swords": 0},
            decision={"seat": 1, "prompt": "camelot.prompt.evil"})
    g.a("siege_engine").a("accuse").seats(2)
    return g


RULING_2 = ("docs/camelot-rulings.md, ruling 2: the summary turns «1 уже выложенный белый меч» black and says "
            "nothing of a table without white swords")


@scenario
def wrong_accusation_no_white_sword_adds_a_black_one():
    g = wrong_accusation_with_no_white_sword("black_sword")
    g.write("wrong_accusation_no_white_sword_adds_a_black_one",
            "A wrong accusation with no white sword on the table (option wrong_accusation_no_white = black_sword, "
            "the default): Percival's loyalty is shown to all and a black sword is added",
            SEED + ": «Если обвиненный рыцарь оказался лояльным, 1 уже выложенный белый меч становится черным»; "
            + RULING_2,
            {"over": False,
             "counters": {"white_swords": 0, "black_swords": 1, "accusers": [1], "traitor_revealed": 0},
             "log": [{"key": "camelot.log.accusation", "args": {"seat": 1, "target": 2}},
                     {"key": "camelot.log.accused_loyal", "args": {"seat": 2}},
                     {"key": "camelot.log.no_white_to_turn"},
                     {"key": "camelot.log.swords_black", "args": {"count": 1, "white": 0, "black": 1}}],
             "no_log": ["camelot.log.sword_turned"]})


@scenario
def wrong_accusation_no_white_sword_changes_nothing():
    g = wrong_accusation_with_no_white_sword("nothing")
    g.write("wrong_accusation_no_white_sword_changes_nothing",
            "A wrong accusation with no white sword on the table (option wrong_accusation_no_white = nothing): "
            "Percival's loyalty is shown to all and no sword changes",
            SEED + ": «Если обвиненный рыцарь оказался лояльным, 1 уже выложенный белый меч становится черным»; "
            + RULING_2,
            {"over": False,
             "counters": {"white_swords": 0, "black_swords": 0, "accusers": [1], "traitor_revealed": 0},
             "log": [{"key": "camelot.log.accusation", "args": {"seat": 1, "target": 2}},
                     {"key": "camelot.log.accused_loyal", "args": {"seat": 2}},
                     {"key": "camelot.log.no_white_to_turn"}],
             "no_log": ["camelot.log.sword_turned", "camelot.log.swords_black"]})


@scenario
def seven_black_swords_lose():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["mists_of_avalon", "excalibur", "excalibur"] + ["despair"] * 7, options={"excalibur_steps": 2})
    opening(g, ["grail", "fight_1", "fight_1"])
    idle(g.a("draw_black").passes())
    idle(g.a("draw_black"))
    idle(g.a("draw_black"))
    g.check("Excalibur lost with the Mists of Avalon: 2 + 1 black swords", counters={"black_swords": 3})
    for _ in range(6):
        idle(g.a("draw_black"))
    g.a("draw_black")
    g.write("seven_black_swords_lose",
            "Seven black swords: the Mists of Avalon, then Excalibur lost (2 + 1) and the Grail lost (3 + 1): "
            "7 black swords, the knights lose at once",
            SEED + ": «Проигрыш: ... выложено 7+ черных мечей»; «В конце каждой из фаз проверяется, не были ли "
            "выполнены условия конца игры»",
            {"over": True, "winner": "evil", "reason": "seven_black_swords",
             "counters": {"black_swords": 7, "white_swords": 0, "end_reason": "seven_black_swords", "winners": []},
             "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "grail"}},
                     {"key": "camelot.log.swords_black", "args": {"count": 4, "black": 7}},
                     {"key": "camelot.log.game_over", "args": {"reason": "camelot.end.seven_black_swords"}}]})


@scenario
def all_but_the_traitor_dead_lose():
    g = Game(K3, [["fight_2", "fight_3", "fight_1", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             options={"traitor": True}, loyalty=["loyal", "traitor", "loyal"])
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("lose_life").a("quest").a("move").a("black_knight").a("end_turn")        # Arthur 4 -> 2
    idle(g.a("siege_engine"))
    g.a("lose_life").a("quest").a("move").a("excalibur").a("end_turn")           # Gawain 4 -> 2
    g.a("lose_life").a("quest").pick("fight_2")
    g.check("Arthur at 1 life is asked for a second Heroic Action: told it would cost his last life",
            decision={"seat": 1, "prompt": "camelot.prompt.second_heroic_last", "args": {"life": 1}})
    g.a("move").a("round_table")
    g.check("Arthur pays his last life for a second action and dies: his cards are discarded, his loyalty stays hidden",
            counters={"life": [0, 4, 2], "dead": [1], "location": ["", "round_table", "excalibur"], "hand_sizes": [0, 8, 9]},
            log=[{"key": "camelot.log.died", "args": {"seat": 1}}],
            zones={"loyalty:1": {"count": 1, "props": {"loyalty": [None]}}, "quest:black_knight:white": {"count": 0}})
    idle(g.a("siege_engine"))
    g.a("lose_life").a("quest").pick("fight_1").a("move").a("round_table")
    g.write("all_but_the_traitor_dead_lose",
            "Every knight but the Traitor dead: Arthur and Gawain pay life for the Progression of Evil and for "
            "second Heroic Actions until both die; Percival, the Traitor, is alive: the knights lose, he wins",
            SEED + ": «Проигрыш: ... мертвы все кроме Предателя»; «0 – смерть. Реликвии умершего выходят из игры, карты – в сброс»; "
            "«Один раз в ход рыцарь может **пожертвовать** 1 жизнью и совершить второй Героический поступок»; "
            "«Карты лояльности скрыты вплоть до конца игры, даже если игрок умер»",
            {"over": True, "winner": "evil", "reason": "knights_dead",
             "counters": {"dead": [1, 3], "life": [0, 4, 0], "winners": [2], "end_reason": "knights_dead"},
             "log": [{"key": "camelot.log.died", "args": {"seat": 1}}, {"key": "camelot.log.died", "args": {"seat": 3}},
                     {"key": "camelot.log.game_over", "args": {"reason": "camelot.end.knights_dead", "traitor": 2}}],
             "zones": {"loyalty:2": {"props": {"loyalty": ["traitor"]}}}})


@scenario
def moves_within_camelot_and_tristans_cost_nothing():
    g = Game(["arthur", "tristan", "gawain"], [["fight_1", "fight_1", "fight_1", "fight_3", "grail"], ["fight_1"] * 5,
                                              ["fight_1"] * 5], draws={"siege_die": [1]})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("heal").a("fight_1").a("move").a("siege")
    g.check("a move from the Round Table to the siege as the second action costs neither the action nor life",
            counters={"life": [5, 4, 4], "location": ["siege", "round_table", "round_table"]},
            decision={"seat": 1, "prompt": "camelot.prompt.second_heroic", "options": ["move", "quest", "special", "arthur_swap", "end_turn"]},
            no_log=["camelot.log.second_action"])
    g.a("quest").pick("fight_3")
    g.check("the attack on the siege engine is the second action: 1 life",
            counters={"life": [4, 4, 4], "siege_engines": 0},
            log=[{"key": "camelot.log.second_action", "args": {"seat": 1}}])
    g.a("end_turn")
    g.a("siege_engine").a("move").a("black_knight")
    g.check("Tristan leaves the Round Table without spending his action (no second move that turn)",
            decision={"seat": 2, "prompt": "camelot.prompt.heroic", "options": ["quest", "special", "heal"]})
    g.a("quest").pick("fight_1")
    g.write("moves_within_camelot_and_tristans_cost_nothing",
            "Moves that are no action (and a second action never of the first one's type; Tristan never moves "
            "twice in a turn): Arthur heals, then goes from the Round Table to the siege and "
            "pays no life for it (he pays 1 life for the attack that follows, his second action); Tristan leaves the Round Table "
            "for the Black Knight and still has his Heroic Action",
            SEED + ": «Перемещение между Осадой и Круглым столом в Камелоте не трогает действия»; «Один раз в ход "
            "рыцарь может **пожертвовать** 1 жизнью и совершить второй Героический поступок»; " + FACTS +
            " (Tristan: leaving the Round Table costs no action)",
            {"over": False, "counters": {"life": [4, 4, 4], "location": ["siege", "black_knight", "round_table"],
                                         "boards": {"black_knight": {"white": [1]}}},
             "decision": {"seat": 2, "prompt": "camelot.prompt.second_heroic"}},
            refused=[{"seat": 2, "answer": "quest", "error_contains": "'quest' is not a legal choice here"},
                     {"seat": 2, "answer": "move", "error_contains": "'move' is not a legal choice here"},
                     {"seat": 1, "answer": "end_turn", "error_contains": "not Player 1's turn"}])


@scenario
def lancelot_full_house_armor_then_dragon_lost():
    g = Game(K3, [["fight_3", "fight_3", "fight_3", "fight_2", "fight_2"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["lancelot_dragon_1_5", "lancelot_dragon_3_7"] + ["despair"] * 6 +
                   ["lancelot_dragon_5_9", "lancelot_dragon_1_5", "lancelot_dragon_1_5", "black_knight_7",
                    "lancelot_dragon_1_5", "lancelot_dragon_3_7"])
    opening(g, ["fight_2", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("lancelot").a("quest").pick("fight_3").a("end_turn")
    idle(g.a("draw_black").a("face_down"))
    idle(g.a("draw_black").a("face_up"))
    g.a("siege_engine").a("quest").pick("fight_3").a("end_turn")
    idle(g.a("draw_black"))
    idle(g.a("draw_black"))
    g.a("siege_engine").a("quest").pick("fight_3").a("end_turn")
    idle(g.a("draw_black"))
    idle(g.a("draw_black"))
    g.a("siege_engine").a("quest")
    g.check("three 3s laid: only a different value may join them (the 2s)",
            counters={"boards": {"lancelot": {"white": [3, 3, 3], "black": [3], "face_down": 1}}},
            decision={"seat": 1, "prompt": "camelot.prompt.play_card", "min": 1, "max": 1})
    g.pick("fight_2").a("end_turn")
    idle(g.a("draw_black"))
    idle(g.a("draw_black"))
    g.check("the Dragon opens only once Lancelot is over", counters={"quests": {"lancelot": "open", "dragon": "closed"}})
    g.a("siege_engine").a("quest").pick("fight_2")
    g.check("Lancelot won with 3+3+3+2+2 against 1+3: a white sword, +1 life, 4 cards, Lancelot's Armor; the Dragon opens",
            counters={"white_swords": 1, "life": [4, 5, 5], "quests": {"lancelot": "won", "dragon": "open"},
                      "relics": [["lancelot_armor"], [], []], "hand_sizes": [5, 10, 12]},
            log=[{"key": "camelot.log.quest_sums", "args": {"quest": "lancelot", "white": 13, "black": 4}},
                 {"key": "camelot.log.relic_won", "args": {"seat": 1, "relic": "lancelot_armor"}}])
    g.a("end_turn")
    g.a("draw_black").a("face_up")
    g.check("a Lancelot/Dragon card now goes to the Dragon, with its Dragon value",
            counters={"boards": {"dragon": {"black": [9]}}})
    idle(g)
    idle(g.a("draw_black").a("face_up"))
    g.a("draw_black")
    g.check("Lancelot's Armor: two black cards drawn, seen only by Arthur", decision={"seat": 1, "prompt": "camelot.prompt.armor"},
            counters={"decks": {"black": 64}})
    g.pick("lancelot_dragon_1_5").a("face_up")
    g.check("one played, the other under the deck",
            counters={"decks": {"black": 65}, "boards": {"dragon": {"black": [9, 5, 5]}}},
            log=[{"key": "camelot.log.armor_used", "args": {"seat": 1}}])
    g.a("move").a("dragon").a("end_turn")
    idle(g.a("draw_black").a("face_up"))
    g.a("draw_black").a("face_up")
    g.write("lancelot_full_house_armor_then_dragon_lost",
            "Lancelot won by a full house of different values (3+3+3 and 2+2) against a face-down 1 and a 3: a "
            "white sword, +1 life, 4 cards and Lancelot's Armor to Arthur; the Dragon opens and takes the dual "
            "cards at their Dragon value; the Armor draws two black cards, one played, one under the deck; the "
            "Dragon's 5th black card: lost, 2 black swords, -2 life for Arthur",
            SEED + ": «Ланселот: 3+2 **разными** картами»; «Квесты Ланселота (соло), Дракона (групповой)»; «Броня "
            "Ланселота: Рыцарь тянет не 1, а 2 черных карты, разыгрывает одну на свой выбор, 2-ю – под низ колоды»; "
            + FACTS + " (Lancelot won: 1 white sword, +1 life, 4 cards, Lancelot's Armor; Dragon lost: 2 black "
            "swords, -2 life)",
            {"over": False,
             "counters": {"white_swords": 1, "black_swords": 2, "life": [2, 6, 6], "quests": {"dragon": "lost"},
                          "relics": [["lancelot_armor"], [], []], "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "dragon", "white": 0, "black": 31}},
                     {"key": "camelot.log.quest_lost", "args": {"quest": "dragon", "knights": [1]}},
                     {"key": "camelot.log.swords_black", "args": {"count": 2}},
                     {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 2, "life": 2}}]})


@scenario
def special_white_cards_one_a_turn():
    g = Game(K3, [["piety", "reinforcements", "clairvoyance", "heroism", "messenger"],
                  ["fate", "convocation", "lady_of_the_lake", "merlin", "fight_1"], ["fight_1"] * 5],
             black=["despair", "despair", "excalibur", "despair", "pict", "saxon", "despair"])
    opening(g, ["messenger", "fight_1", "fight_1"])
    g.a("lose_life").a("special").pick("piety")
    g.check("Piety: gain 3 life (or every other knight 1)", decision={"seat": 1, "options": ["self_3", "others_1"]})
    g.a("self_3")
    g.check("one special white card a turn: no second one offered",
            counters={"life": [6, 4, 4]},
            decision={"seat": 1, "prompt": "camelot.prompt.second_heroic", "options": ["move", "quest", "arthur_swap", "end_turn"]})
    g.a("end_turn")
    g.a("siege_engine").a("special").pick("fate").a("end_turn")
    g.check("Fate played by a loyal knight: every knight draws 1", counters={"hand_sizes": [6, 6, 7]},
            log=[{"key": "camelot.log.special_played", "args": {"seat": 2, "card": "fate"}},
                 {"key": "camelot.log.all_draw_white"}])
    idle(g.a("draw_black"))
    g.a("siege_engine").a("special").pick("reinforcements").a("others_1").a("end_turn")
    g.check("Reinforcements: every other knight draws 1", counters={"hand_sizes": [5, 7, 11]},
            log=[{"key": "camelot.log.others_draw_white", "args": {"seat": 1}}])
    g.a("siege_engine").a("move").a("excalibur").a("special").pick("lady_of_the_lake").a("end_turn")
    g.check("the Lady of the Lake moves Excalibur one step toward the knights", counters={"excalibur": 1, "life": [6, 3, 4]})
    idle(g.a("draw_black"))
    g.a("siege_engine").a("special").pick("clairvoyance")
    g.check("Clairvoyance: the top 5 black cards, seen by Arthur alone, in the order he chooses",
            decision={"seat": 1, "prompt": "camelot.prompt.clairvoyance", "kind": "order"})
    g.pick("despair", "excalibur", "pict", "saxon", "despair").a("end_turn")
    g.check("what Arthur learnt", knowledge={"1": [{"key": "camelot.fact.clairvoyance",
                                                     "cards": ["despair", "excalibur", "pict", "saxon", "despair"], "turn": 7}],
                                              "3": []})
    g.a("draw_black")
    g.check("the first card Arthur chose is drawn next", log=[{"key": "camelot.log.black_drawn", "args": {"seat": 2, "card": "despair"}}],
            counters={"boards": {"grail": {"black": 3}}})
    g.a("special").pick("merlin")
    g.check("Merlin as a Heroic Action (option merlin_heroic): a siege engine or a quest's last black card",
            decision={"seat": 2, "prompt": "camelot.prompt.merlin_target", "options": ["siege", "grail"]})
    g.a("grail").a("end_turn")
    g.check("the Grail's last Despair removed", counters={"boards": {"grail": {"black": 2}}},
            log=[{"key": "camelot.log.merlin_removed", "args": {"quest": "grail"}}])
    idle(g.a("draw_black"))
    g.check("the second card Arthur chose", log=[{"key": "camelot.log.black_drawn", "args": {"seat": 3, "card": "excalibur"}}],
            counters={"excalibur": 0})
    g.a("siege_engine").a("special").pick("heroism").a("black_knight").a("end_turn")
    g.check("Heroism lies on the Black Knight", counters={"boards": {"black_knight": {"heroism": True}}})
    g.a("siege_engine").a("special").pick("convocation").a("end_turn")
    g.check("Convocation: every knight back to Camelot, and each draws 1",
            counters={"location": ["round_table", "round_table", "round_table"]},
            log=[{"key": "camelot.log.convocation", "args": {"count": 3}}])
    idle(g.a("draw_black"))
    g.a("siege_engine").a("special").pick("messenger").seats(3)
    g.check("the Messenger: 1 to 3 white cards to one knight", decision={"seat": 1, "min": 1, "max": 3})
    hand = g.hand(1)
    g.pick(hand[0], hand[1])
    g.write("special_white_cards_one_a_turn",
            "The special white cards, one a turn: Piety, Fate (a loyal knight), Reinforcements, the Lady of the "
            "Lake, Clairvoyance (the black cards then come in the chosen order), Merlin as a Heroic Action, "
            "Heroism, Convocation, the Messenger",
            SEED + ": «Разыграть Особую белую карту (не более 1 за ход)»; " + FACTS + ": «Fate: a loyal knight who "
            "plays it lets every knight draw 1»; «Piety: gain 3 life, or every other knight gains 1»; «Heroism: placed "
            "on a quest»; «Reinforcements: draw 4, or every other knight draws 1»; «Clairvoyance: look at the top 5 "
            "black cards and reorder them»; «Messenger: give 1-3 white cards to one knight»; «Convocation: all knights "
            "return to Camelot and share as many cards as there are knights»; «Lady of the Lake: move Excalibur one "
            "step toward the knights»; «Merlin (as a Heroic Action): remove one siege engine, or the last black card "
            "on a quest, or one Pict/Saxon»",
            {"over": False,
             "log": [{"key": "camelot.log.messenger", "args": {"seat": 1, "to": 3, "count": 2}}]})


@scenario
def fate_reveals_the_traitor():
    g = Game(K3, [["fate", "fight_1", "fight_2", "fight_3", "grail"], ["fight_1"] * 5, ["fight_1"] * 5],
             options={"traitor": True}, loyalty=["traitor", "loyal", "loyal"])
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("special").pick("fate")
    g.check("Fate in the Traitor's hand reveals him; every other knight discards 2",
            counters={"traitor_revealed": 1, "location": ["", "round_table", "round_table"]},
            decision={"seat": 2, "prompt": "camelot.prompt.discard"})
    g.pick("fight_1", "fight_1").pick("fight_1", "fight_1")
    g.write("fate_reveals_the_traitor",
            "Fate played by the Traitor: he is revealed (his loyalty card shown, his cards discarded, his turn "
            "over) and every other knight discards 2 white cards",
            FACTS + ": «a Traitor who plays it reveals himself and every other knight discards 2»",
            {"over": False, "counters": {"traitor_revealed": 1, "hand_sizes": [0, 4, 4], "current": 2},
             "log": [{"key": "camelot.log.fate_reveals", "args": {"seat": 1}},
                     {"key": "camelot.log.discarded", "args": {"seat": 2, "count": 2}},
                     {"key": "camelot.log.discarded", "args": {"seat": 3, "count": 2}}],
             "zones": {"loyalty:1": {"props": {"loyalty": ["traitor"]}}, "loyalty:2": {"props": {"loyalty": [None]}}},
             "decision": {"seat": 2, "prompt": "camelot.prompt.evil"}})


K4 = ["arthur", "percival", "gawain", "tristan"]
WHOLE_GAME_SOURCE = (SEED + ": the whole «Начало» (knights at the Round Table, life 4, a Merlin card and 5 white cards "
                     "each, the opening share, «Первым ходит король Артур», «по часовой стрелке»), «Ход игры» (each turn "
                     "the Progression of Evil then a Heroic Action, the end checked after each phase), «Конец игры»: "
                     "«Игра заканчивается, когда ... на Круглый стол выложено 12й меч»; «Победа: белых мечей выложено "
                     "больше, чем черных»")


def whole_game(traitor):
    """A whole game of 4 knights in the seed's order of play: the Black Knight, the Grail (with
    Heroism), Excalibur and the Saxons won, Lancelot, the Dragon and the Picts lost: 8 white and
    4 black swords, the 12th laid by the Saxon war."""
    g = Game(K4, [["fight_2", "fight_2", "fight_3", "fight_3", "heroism"], ["grail"] * 4 + ["fight_2"],
                  ["grail"] * 3 + ["fight_1", "fight_3"], ["fight_1"] * 5],
             white=["fight_4", "fight_5"],
             black=["lancelot_dragon_1_5", "lancelot_dragon_1_5", "lancelot_dragon_3_7", "lancelot_dragon_3_7",
                    "lancelot_dragon_5_9",
                    "lancelot_dragon_1_5", "lancelot_dragon_1_5", "lancelot_dragon_3_7", "lancelot_dragon_5_9",
                    "lancelot_dragon_5_9", "pict", "pict", "pict", "pict"],
             options={"traitor": traitor}, loyalty=["loyal", "loyal", "loyal", "traitor"] if traitor else None)
    opening(g, ["heroism", "fight_2", "fight_1", "fight_1"])
    g.check("the start: Arthur plays first; life 4; five white cards and a Merlin card each",
            counters={"current": 1, "turn": 1, "life": [4, 4, 4, 4], "hand_sizes": [6, 6, 6, 6],
                      "location": ["round_table"] * 4, "white_swords": 0, "black_swords": 0, "siege_engines": 0})
    g.a("draw_black").a("face_up").a("move").a("black_knight").a("quest").pick("fight_2").a("end_turn")      # T1
    g.a("draw_black").a("face_down").a("move").a("grail").a("quest").pick("grail").a("end_turn")            # T2
    g.a("draw_black").a("face_down").a("move").a("grail").a("quest").pick("grail").a("end_turn")            # T3
    g.a("draw_black").a("face_up").a("move").a("excalibur").a("quest").pick("fight_1").a("end_turn")        # T4
    g.check("clockwise: after Tristan, Arthur again", counters={"current": 1, "turn": 5, "excalibur": 1,
                                                                  "boards": {"lancelot": {"black": [1, 3], "face_down": 2}}})
    g.a("draw_black").a("face_up")                                                                          # T5
    g.check("Lancelot's 5th black card: lost with nobody there; the Dragon opens",
            counters={"black_swords": 1, "quests": {"lancelot": "lost", "dragon": "open"}})
    g.a("special").pick("heroism").a("grail").a("quest").pick("fight_2").a("end_turn")
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                                              # T6
    g.a("siege_engine").a("quest").pick("grail").a("end_turn")                                              # T7
    g.a("draw_black").a("face_up").a("quest").pick("fight_1").a("end_turn")                                 # T8
    g.a("draw_black").a("face_up").a("quest").pick("fight_3").a("end_turn")                                 # T9
    g.a("draw_black").a("face_up").a("quest").pick("grail").a("end_turn")                                   # T10
    g.a("draw_black").a("face_up").a("quest").pick("grail").a("end_turn")                                   # T11
    g.a("draw_black").a("face_up")                                                                          # T12
    g.check("the Dragon's 5th black card: lost, 2 black swords", counters={"black_swords": 3, "quests": {"dragon": "lost"}})
    g.a("quest").pick("fight_1").a("end_turn")
    g.a("draw_black").a("quest").pick("fight_3")                                                            # T13
    g.check("the Black Knight won by Arthur", counters={"white_swords": 1, "life": [3, 3, 3, 4]})
    g.a("end_turn")
    g.a("draw_black").a("quest").pick("grail")                                                              # T14
    g.check("the 7th Grail card: 3 white swords and Heroism's one more", counters={"white_swords": 5, "relics": [[], ["holy_grail"], [], []]})
    g.a("end_turn")
    g.a("draw_black").a("move").a("saxons").a("quest").pick("fight_1").a("end_turn")                        # T15
    g.a("draw_black")                                                                                       # T16
    g.check("the 4th Pict: lost, a black sword and 2 siege engines", counters={"black_swords": 4, "siege_engines": 4})
    g.a("quest").pick("fight_1").a("end_turn")
    idle(g.a("lose_life"))                                                                                  # T17
    g.a("siege_engine").a("move").a("saxons").a("quest").pick("fight_2").a("end_turn")                      # T18
    g.a("siege_engine").a("quest").pick("fight_3").a("end_turn")                                            # T19
    g.a("lose_life").a("quest").pick("fight_1")                                                             # T20
    g.check("Excalibur at the knights' bank: 2 white swords, the sword to Tristan; 11 swords",
            counters={"white_swords": 7, "black_swords": 4, "relics": [[], ["holy_grail"], [], ["excalibur"]]})
    g.a("end_turn")
    idle(g.a("lose_life"))                                                                                  # T21
    g.a("siege_engine").a("quest").pick("fight_4").a("end_turn")                                            # T22
    g.a("siege_engine").a("quest").pick("fight_5")                                                          # T23: the 12th sword
    return g


@scenario
def whole_game_twelfth_sword_white_majority():
    g = whole_game(False)
    g.write("whole_game_twelfth_sword_white_majority",
            "A whole game of four knights in the seed's order of play, from the deal and the opening share to the "
            "end: Black Knight, Grail (with Heroism), Excalibur and the Saxon war won, Lancelot, the Dragon and the "
            "Pict war lost; the Saxon war lays the 12th sword, 8 white against 4 black: the knights win",
            WHOLE_GAME_SOURCE,
            {"over": True, "winner": "knights", "reason": "white_swords",
             "counters": {"white_swords": 8, "black_swords": 4, "siege_engines": 8, "winners": [1, 2, 3, 4],
                          "end_reason": "white_swords", "turn": 23},
             "log": [{"key": "camelot.log.quest_won", "args": {"quest": "saxons", "knights": [2, 3]}},
                     {"key": "camelot.log.swords_white", "args": {"count": 1, "white": 8, "black": 4}},
                     {"key": "camelot.log.game_over", "args": {"winner": "camelot.side.knights",
                                                               "reason": "camelot.end.white_swords"}}],
             "no_log": ["camelot.log.traitor_undetected"]})


@scenario
def twelfth_sword_undetected_traitor_black_majority():
    g = whole_game(True)
    g.write("twelfth_sword_undetected_traitor_black_majority",
            "The same whole game with a Traitor (Tristan) nobody accused: at the 12th sword he turns 2 white swords "
            "black, 6 against 6, and a tie on the Round Table goes to Evil: the Traitor wins; every loyalty card is shown",
            WHOLE_GAME_SOURCE + "; «Если Предатель к концу игры так и не был раскрыт, 2 белых меча на столе становятся "
            "черными»; «В любой ничьей (... мечи на Круглом столе) побеждают Силы зла»",
            {"over": True, "winner": "evil", "reason": "black_majority",
             "counters": {"white_swords": 6, "black_swords": 6, "winners": [4], "end_reason": "black_majority",
                          "loyalties": ["loyal", "loyal", "loyal", "traitor"]},
             "log": [{"key": "camelot.log.swords_white", "args": {"count": 1, "white": 8, "black": 4}},
                     {"key": "camelot.log.traitor_undetected", "args": {"count": 2, "white": 6, "black": 6}},
                     {"key": "camelot.log.game_over", "args": {"winner": "camelot.side.evil",
                                                               "reason": "camelot.end.black_majority", "traitor": 4}}],
             "zones": {"loyalty:4": {"props": {"loyalty": ["traitor"]}}, "loyalty:1": {"props": {"loyalty": ["loyal"]}}}})


@scenario
def both_decks_reshuffled_when_the_white_deck_runs_out():
    knights = ["arthur", "galahad", "gawain", "kay", "palamedes", "percival", "tristan"]
    g = Game(knights, [["fight_1"] * 5] * 2 + [["fight_2"] * 5] * 2 + [["fight_3"] * 5] * 2 + [["fight_4"] * 5],
             black=["morgan_discard"] + ["black_knight_1"] * 5 + ["black_knight_3"] * 3 + ["black_knight_5"] * 2 +
                   ["black_knight_7"] + ["lancelot_dragon_1_5"] * 4)
    opening(g, ["fight_1", "fight_1", "fight_2", "fight_2", "fight_3", "fight_3", "fight_4"])
    g.a("draw_black").passes().a("all_discard_1")
    for seat in range(1, 8):
        g.pick(g.hand(seat)[1])
    g.check("Morgan: every knight discards 1: 7 white cards in the discard",
            counters={"decks": {"white": 42, "white_discard": 7, "black": 75, "black_discard": 1}})
    idle(g)
    turns = 0
    before = 0
    while not any(l["key"] == "camelot.log.reshuffled" for l in g.view()["log"]):
        before = len(g.record["decisions"])
        idle(g.a("draw_black").a("face_down"))
        turns += 1
        assert turns < 20
    c = g.counters()
    g.checkpoints.append({"after": before, "note": "before the last turn: Morgan's 7 white cards, Morgan and the 8 black "
                          "cards of two lost Black Knight quests in the discards, 2 white cards left",
                          "counters": {"decks": {"white": 2, "white_discard": 7, "black_discard": 9}, "black_swords": 2}})
    g.write("both_decks_reshuffled_when_the_white_deck_runs_out",
            "Seven knights draw white cards (face-down black cards, the Round Table) until the white deck runs out "
            "in the middle of a draw: both decks are shuffled again with their discards (the 7 white cards Morgan "
            "made them discard, and the black cards of the lost quests), and the draw goes on",
            SEED + ": «Как только заканчивается белая или черная колода, **обе колоды** перемешиваются со своими сбросами»",
            {"over": False,
             "counters": {"decks": {"white_discard": 0, "black_discard": 0}},
             "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "black_knight"}},
                     {"key": "camelot.log.reshuffled"}]})
    print("  reshuffled after", turns, "turns; decks", c["decks"])


@scenario
def holy_grail_revives_a_dying_knight():
    g = grail_won_game()
    g.a("end_turn")
    idle(g.a("draw_black").a("face_down"))                                       # Gawain
    g.a("lose_life").a("quest").a("move").a("black_knight").a("end_turn")        # Arthur 4 -> 2
    idle(g.a("siege_engine"))                                                    # Percival, the Grail's holder
    idle(g.a("draw_black").a("face_down"))
    g.a("lose_life").a("quest").pick("fight_1").a("move").a("round_table")       # Arthur 2 -> 0
    g.check("Arthur at 0 life: Percival is asked whether he sacrifices the Grail",
            decision={"seat": 2, "prompt": "camelot.prompt.grail_revive", "options": ["revive", "let_die"]})
    g.a("revive")
    g.write("holy_grail_revives_a_dying_knight",
            "The Holy Grail's use: Arthur pays his last life for a second Heroic Action; Percival sacrifices the "
            "Grail (out of his turn) and Arthur comes back with 4 life and his cards, and his turn ends at once",
            SEED + ": «Грааль: жертвование Граалем (в т.ч. вне хода), воскрешает любого рыцаря момент его смерти (с 4 "
            "жизнями)»; «Воскрешенный сохраняет белые карты и тут же завершает ход»",
            {"over": False,
             "counters": {"life": [4, 4, 6], "dead": [], "relics": [[], [], []], "current": 2, "phase": "evil",
                          "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1, "life": 0}},
                     {"key": "camelot.log.relic_out", "args": {"relic": "holy_grail"}},
                     {"key": "camelot.log.revived", "args": {"seat": 1, "life": 4}}],
             "no_log": ["camelot.log.died"],
             "decision": {"seat": 2, "prompt": "camelot.prompt.evil"}})


@scenario
def excalibur_adds_one_in_a_fight_quest():
    g = Game(K3, [["grail", "fight_1", "fight_1", "fight_2", "fight_2"], ["fight_1"] * 5, ["fight_1"] * 5],
             black=["black_knight_1", "black_knight_5"] + ["despair"] * 6, options={"excalibur_steps": 2})
    opening(g, ["grail", "fight_1", "fight_1"])
    g.a("siege_engine").a("move").a("excalibur").a("quest").pick("grail").a("end_turn")
    g.a("siege_engine").a("move").a("excalibur").a("end_turn")
    idle(g.a("siege_engine"))
    g.a("siege_engine").a("quest").pick("merlin").a("end_turn")
    g.check("Excalibur won; Arthur holds the sword", counters={"relics": [["excalibur"], [], []], "white_swords": 2})
    idle(g.a("draw_black").a("face_down"))
    idle(g.a("draw_black").a("face_down"))
    g.a("siege_engine").a("move").a("black_knight").a("quest").pick("fight_1").a("end_turn")
    for _ in range(3):
        idle(g.a("draw_black").a("pass", seat=1))
        idle(g.a("draw_black").a("pass", seat=1))
        if _ < 2:
            g.a("lose_life" if _ == 0 else "siege_engine").a("quest").pick("fight_1" if _ == 0 else "fight_2").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_2")
    g.write("excalibur_adds_one_in_a_fight_quest",
            "Excalibur's use in a fight quest: Arthur, holding it, lays 1+1+2+2 on the Black Knight against two "
            "face-down cards (1 and 5): 6 against 6 would be a tie to Evil, Excalibur's +1 wins it",
            SEED + ": «Экскалибур: во всех боевых квестах +1 к результату, если в нем участвует рыцарь с Экскалибуром»",
            {"over": False,
             "counters": {"white_swords": 3, "quests": {"black_knight": "open"}},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "black_knight", "white": 7, "black": 6, "excalibur": 1}},
                     {"key": "camelot.log.quest_won", "args": {"quest": "black_knight", "knights": [1]}}]})


@scenario
def knights_powers_arthur_galahad_kay_palamedes():
    g = Game(["arthur", "galahad", "kay", "palamedes"],
             [["fight_1", "fight_1", "fight_4", "grail", "grail"], ["piety", "fight_1", "fight_1", "fight_1", "grail"],
              ["fight_2", "fight_3", "fight_1", "fight_1", "grail"], ["fight_1", "fight_1", "fight_1", "fight_1", "grail"]],
             options={"excalibur_steps": 2}, draws={"siege_die": [4]})
    opening(g, ["grail", "grail", "grail", "grail"])
    g.a("siege_engine").a("arthur_swap").seats(2).pick("fight_4")
    g.check("Arthur's swap: Galahad gives one card back, face down", decision={"seat": 2, "prompt": "camelot.prompt.arthur_back"})
    g.pick("grail")
    g.check("one white card each way", counters={"hand_sizes": [6, 6, 6, 6]},
            log=[{"key": "camelot.log.arthur_swap", "args": {"seat": 1, "with": 2}}])
    g.check("once a turn: no second swap offered", decision={"seat": 1, "prompt": "camelot.prompt.heroic", "options": ["move", "quest", "special", "heal"]})
    g.a("move").a("excalibur").a("end_turn")
    g.a("siege_engine").a("galahad_special").pick("piety").a("self_3")
    g.check("Galahad's free special card: Piety's 3 life, capped at 6; the card is the turn's special card",
            counters={"life": [4, 6, 4, 4]},
            decision={"seat": 2, "prompt": "camelot.prompt.heroic", "options": ["move", "quest"]})
    idle(g)
    g.a("siege_engine").a("move").a("siege").a("quest").pick("fight_2")
    g.check("the die shows 4 against Kay's 2: Kay may add one Fight card after the roll",
            decision={"seat": 3, "prompt": "camelot.prompt.kay_adds", "min": 0, "max": 1})
    g.pick("fight_3").a("end_turn")
    g.check("2 + Kay's 3 beat the 4: a siege engine destroyed", counters={"siege_engines": 2},
            log=[{"key": "camelot.log.siege_roll", "args": {"seat": 3, "sum": 2, "die": 4}},
                 {"key": "camelot.log.kay_adds", "args": {"seat": 3, "value": 3}},
                 {"key": "camelot.log.siege_removed"}])
    g.a("siege_engine").a("move").a("excalibur").a("quest").pick("fight_1").a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_1")
    g.write("knights_powers_arthur_galahad_kay_palamedes",
            "Knights' powers: Arthur swaps a white card face down with Galahad (once a turn); Galahad plays Piety "
            "free (life capped at 6); Kay adds a Fight card after the siege die is rolled; Palamedes gains one more "
            "life for the Excalibur quest he won with Arthur",
            FACTS + ": «Arthur (plays first; once a turn may swap one white card face down with any knight), Galahad "
            "(one free special white card a turn), ... Kay (may add one Fight card after black cards or the siege die "
            "are revealed), Palamedes (+1 life for each won quest he took part in)»; " + SEED + ": «Максимум 6 жизней»; "
            "«**Способности** рыцарей используются в любой момент»",
            {"over": False,
             "counters": {"white_swords": 2, "life": [5, 6, 4, 5], "relics": [["excalibur"], [], [], []]},
             "log": [{"key": "camelot.log.quest_won", "args": {"quest": "excalibur", "knights": [1, 4]}},
                     {"key": "camelot.log.life_gained", "args": {"seat": 1, "count": 1}},
                     {"key": "camelot.log.life_gained", "args": {"seat": 4, "count": 2}}]})


@scenario
def dragon_three_different_triples_won():
    hand = ["fight_1", "fight_2", "fight_3", "grail", "grail"]
    g = Game(K3, [hand, hand, hand], black=["lancelot_dragon_1_5"] * 4 + ["lancelot_dragon_3_7"])
    opening(g, ["grail", "grail", "grail"])
    for _ in range(4):
        idle(g.a("draw_black").a("face_up"))
    g.check("the Dragon is closed while Lancelot lasts", counters={"quests": {"dragon": "closed"}},
            decision={"seat": 2, "prompt": "camelot.prompt.evil"})
    idle(g.a("draw_black").a("face_up"))
    g.check("Lancelot lost with nobody there: the Dragon opens", counters={"quests": {"lancelot": "lost", "dragon": "open"},
                                                                         "black_swords": 1})
    for card in ["fight_1", "fight_1", "fight_1"]:
        g.a("siege_engine").a("move").a("dragon").a("quest").pick(card).a("end_turn")
    g.check("three knights at the Dragon, a triple of 1s", counters={"boards": {"dragon": {"white": [1, 1, 1]}},
                                                                    "location": ["dragon", "dragon", "dragon"]})
    for card in ["fight_2", "fight_2", "fight_2", "fight_3", "fight_3"]:
        g.a("siege_engine").a("quest").pick(card).a("end_turn")
    g.a("siege_engine").a("quest").pick("fight_3")
    g.write("dragon_three_different_triples_won",
            "The Dragon won: Lancelot lost first (the Dragon opens then), three knights lay three different "
            "triples (1, 2, 3) in the 9 white slots: 18 against nothing; 2 white swords (option "
            "dragon_white_swords), +2 life each, 7 cards shared from Percival, who laid the last card",
            SEED + ": «Дракон: 3 **разных** тройки»; «Квесты Ланселота (соло), Дракона (групповой)»; «Награда в виде "
            "белых карт делится между **участниками** на момент победы»; " + FACTS + " (Dragon won: 2 white swords "
            "[conflict: 1], +2 life, 7 cards shared)",
            {"over": False,
             "counters": {"white_swords": 2, "black_swords": 1, "life": [5, 5, 5], "quests": {"dragon": "won"},
                          "location": ["round_table", "round_table", "round_table"]},
             "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "dragon", "white": 18, "black": 0}},
                     {"key": "camelot.log.quest_won", "args": {"quest": "dragon", "knights": [1, 2, 3]}},
                     {"key": "camelot.log.swords_white", "args": {"count": 2}}]})


@scenario
def morgan_one_knight_loses_two_life():
    g = Game(K3, [["fight_1"] * 5, ["fight_1"] * 5, ["fight_2"] * 5], black=["morgan_life_or_discard"])
    opening(g, ["fight_1", "fight_1", "fight_2"])
    g.a("draw_black").passes()
    g.check("Morgan: the drawer chooses", decision={"seat": 1, "prompt": "camelot.prompt.morgan",
                                                    "options": ["one_loses_2", "all_discard_1"]})
    g.a("one_loses_2").seats(3)
    g.write("morgan_one_knight_loses_two_life",
            "Morgan's fifth card, the other choice: one knight of the drawer's choice loses 2 life",
            FACTS + ": «Morgan x5 (... someone loses 2 life or all discard 1)»",
            {"over": False, "counters": {"life": [4, 4, 2], "hand_sizes": [6, 6, 6]},
             "log": [{"key": "camelot.log.life_lost", "args": {"seat": 3, "count": 2, "life": 2}}],
             "decision": {"seat": 1, "prompt": "camelot.prompt.heroic"}})


# The other readings (docs/camelot-rulings.md): where an option plays the other reading of a point,
# the default's game is replayed with that option (the same answers: the option asks no question
# of its own there) and what then differs is stated by hand.
RULINGS = "docs/camelot-rulings.md, point %d; "


def other_reading(base, name, options, title, source, expect, checkpoints=None):
    with open(os.path.join(OUT, base + ".json"), encoding="utf-8") as f:
        record = json.load(f)["record"]
    record["options"].update(options)
    sc = {"title": title, "source": source, "record": record, "expect": expect}
    if checkpoints:
        sc["checkpoints"] = checkpoints
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        f.write(dumps(sc) + "\n")


@scenario
def pict_war_lost_other_reading_two_black_swords_one_siege_engine():
    other_reading(
        "pict_war_lost_mordred_and_mercenaries", "pict_war_lost_other_reading_two_black_swords_one_siege_engine",
        {"war_loss": "black2_siege1"},
        "The Pict war lost under the other reading (option war_loss = black2_siege1): the game of "
        "pict_war_lost_mordred_and_mercenaries, but the 4th warrior costs 2 black swords and 1 siege engine; "
        "-1 life for Arthur, who fought there",
        RULINGS % 5 + FACTS + " (Saxons/Picts lost: 1 black sword + 2 siege engines [conflict: 2 black + 1 siege])",
        {"over": False,
         "counters": {"black_swords": 2, "siege_engines": 1, "life": [2, 4, 4], "picts": 0, "quests": {"picts": "open"}},
         "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "picts", "knights": [1]}},
                 {"key": "camelot.log.swords_black", "args": {"count": 2}},
                 {"key": "camelot.log.siege_added", "args": {"count": 1, "why": "camelot.log.why.quest_lost"}},
                 {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1, "life": 2}}]})


@scenario
def dragon_won_other_reading_one_white_sword():
    other_reading(
        "dragon_three_different_triples_won", "dragon_won_other_reading_one_white_sword",
        {"dragon_white_swords": 1},
        "The Dragon won under the other reading (option dragon_white_swords = 1): the game of "
        "dragon_three_different_triples_won, three different triples against nothing, but 1 white sword; "
        "+2 life each as before",
        RULINGS % 6 + FACTS + " (Dragon won: 2 white swords [conflict: 1], +2 life)",
        {"over": False,
         "counters": {"white_swords": 1, "black_swords": 1, "life": [5, 5, 5], "quests": {"dragon": "won"}},
         "log": [{"key": "camelot.log.quest_sums", "args": {"quest": "dragon", "white": 18, "black": 0}},
                 {"key": "camelot.log.quest_won", "args": {"quest": "dragon", "knights": [1, 2, 3]}},
                 {"key": "camelot.log.swords_white", "args": {"count": 1}}]})


@scenario
def grail_desolation_other_reading_laid_as_despair():
    other_reading(
        "grail_lost_to_desolation_and_despair", "grail_desolation_other_reading_laid_as_despair",
        {"desolation": "despair"},
        "Desolation under the other reading (option desolation = despair): the game of "
        "grail_lost_to_desolation_and_despair, but Desolation is laid as a Despair card and destroys no Grail card "
        "while the board has room; only on the full board does a black card destroy one; the Grail is still lost: "
        "3 black swords, -1 life for Arthur",
        RULINGS % 4 + FACTS + " (Desolation replaces the Grail card farthest from the Grail [conflict: another "
        "source treats it as a Despair]); " + SEED + ": «Если все ячейки заняты, черная карта уничтожает самую "
        "дальнюю белую»",
        {"over": False,
         "counters": {"black_swords": 3, "quests": {"grail": "lost"}, "relics": [[], [], []], "life": [2, 4, 5]},
         "log": [{"key": "camelot.log.quest_lost", "args": {"quest": "grail", "knights": [1]}},
                 {"key": "camelot.log.swords_black", "args": {"count": 3}},
                 {"key": "camelot.log.life_lost", "args": {"seat": 1, "count": 1}}],
         "no_log": ["camelot.log.relic_won"]},
        [{"after": 22, "note": "one Despair, two Grail cards", "counters": {"boards": {"grail": {"white": 2, "black": 1}}}},
         {"after": 26, "note": "Desolation laid as a Despair: both Grail cards stay",
          "counters": {"boards": {"grail": {"white": 2, "black": 2}}},
          "log": [{"key": "camelot.log.black_drawn", "args": {"seat": 2, "card": "desolation"}},
                  {"key": "camelot.log.grail_black", "args": {"card": "desolation"}}]},
         {"after": 42, "note": "the board full (two Grail cards, five black cards): the sixth black card destroys a "
          "Grail card", "counters": {"boards": {"grail": {"white": 1, "black": 6}}}}])


if __name__ == "__main__":
    names = sys.argv[1:] or list(ALL)
    for n in names:
        print(n)
        ALL[n]()
