"""tests/rules/camelot/scenario_builder.py: builds Camelot's scenario records (the *.json files
next to it) answer by answer, by replaying the record so far with `roundtable run --json --view
SEAT` and answering the pending request by intent (a card id rather than an entity id). The
decks are fixed through the record's `draws` (docs/record-format.md, "Fixed draws"): a scenario
names the cards each knight is dealt and the white/black cards drawn afterwards, top first; the
rest of a deck follows in a fixed order (fight_1 cards first, black_knight_1 cards first).

The JSON files are the tests (tests/rules/scenario_test.cpp runs them); this builder only writes
them. Run from the repository root after a build:  python3 tests/rules/camelot/scenarios.py
Every expectation written into a scenario is stated by hand in scenarios.py, never copied from
the replay, so a scenario fails when the rules script disagrees with the seed.
"""
import json
import os
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
RT = os.path.join(ROOT, "build", "release", "engine", "roundtable")
OUT = os.path.dirname(os.path.abspath(__file__))

KNIGHTS = ["arthur", "galahad", "gawain", "kay", "palamedes", "percival", "tristan"]
_cards = None


def run(record, seat):
    args = [RT, "run", "-", "--json"] + (["--view", str(seat)] if seat else [])
    p = subprocess.run(args, input=json.dumps(record),
                       capture_output=True, text=True, cwd=ROOT)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.strip() or p.stdout.strip())
    return json.loads(p.stdout)


def entity_cards():
    """entity id -> card id for every white and black card (the same at every player count)."""
    global _cards
    if _cards is None:
        rec = {"game": "camelot", "players": ["A", "B", "C"], "seed": 1, "decisions": []}
        v = run(rec, 0)
        _cards = {e["id"]: (e["kind"], e["props"]["card"]) for e in v["entities"] if e["kind"] in ("white", "black")}
    return _cards


def fixed_deck(kind, top, exclude=()):
    """A deck's order for draws.<kind>_deck: `top` (card ids, the first drawn first) on top of the
    rest, the rest ordered so that lower entity ids (fight_1, black_knight_1) are drawn first."""
    ids = sorted(i for i, (k, _) in entity_cards().items() if k == kind and i not in exclude)
    chosen = []
    for card in top:
        for i in ids:
            if entity_cards()[i][1] == card and i not in chosen:
                chosen.append(i)
                break
        else:
            raise ValueError("no %s card %s left for the fixed deck" % (kind, card))
    rest = [i for i in ids if i not in chosen]
    return list(reversed(rest)) + list(reversed(chosen))


class Game:
    def __init__(self, knights, hands, white=(), black=(), options=None, loyalty=None, draws=None,
                 seed=1, names=None):
        n = len(knights)
        self.n = n
        opts = {"traitor": False}
        opts.update(options or {})
        merlins = sorted(i for i, (k, c) in entity_cards().items() if c == "merlin")[:n]
        top = [c for h in hands for c in h] + list(white)
        assert all(len(h) == 5 for h in hands) and len(hands) == n, "five white cards for each knight"
        d = {"knights": [list(knights) + [k for k in KNIGHTS if k not in knights]],
             "white_deck": [fixed_deck("white", top, merlins)],
             "black_deck": [fixed_deck("black", black)]}
        if loyalty:
            rest = ["loyal"] * 7 + ["traitor"]
            for l in loyalty:
                rest.remove(l)
            d["loyalty_deck"] = [list(loyalty) + rest]
        d.update(draws or {})
        self.record = {"game": "camelot", "options": opts,
                       "players": names or ["Player %d" % (i + 1) for i in range(n)],
                       "seed": seed, "draws": d, "decisions": []}
        if loyalty:
            self.record["deal"] = list(loyalty)  # g:deal's own shuffle of the dealt loyalty cards
        self.checkpoints = []
        self._view = None
        self._seat = 1

    # --- the game as it stands
    def view(self, seat=None):
        if seat is not None:
            return run(self.record, seat)
        if self._view is None:
            v = run(self.record, self._seat)
            if v["waiting_for"] and self._seat not in v["waiting_for"]:
                self._seat = v["waiting_for"][0]
                v = run(self.record, self._seat)
            self._view = v
        return self._view

    def counters(self):
        return self.view()["counters"]

    def waiting(self):
        return self.view()["waiting_for"]

    def decision(self):
        return self.view()["decision"]

    def show(self):
        v = self.view()
        print(json.dumps(v["decision"]), v["waiting_for"])

    # --- answering
    def a(self, answer, seat=None):
        """Answers the pending request (of `seat`, or the only seat waited for)."""
        v = self.view() if seat is None else self.view(seat)
        if seat is None:
            if len(v["waiting_for"]) != 1:
                raise RuntimeError("several seats are waited for: %s" % v["waiting_for"])
            seat = v["waiting_for"][0]
        dec = v["decision"]
        if dec and dec["kind"] == "choose" and answer not in dec["options"]:
            raise RuntimeError("seat %d: %r is not offered at %s: %s" % (seat, answer, dec["prompt"], dec["options"]))
        self.record["decisions"].append({"seat": seat, "answer": answer})
        self._view = None
        self._seat = seat
        try:
            self.view()
        except RuntimeError:
            self.record["decisions"].pop()
            raise
        return self

    def seq(self, *answers):
        for x in answers:
            self.a(x)
        return self

    def pick(self, *cards, seat=None):
        """A pick_entities / order answer by card ids (from the deciding seat's view)."""
        if seat is None:
            if len(self.waiting()) != 1:
                raise RuntimeError("several seats are waited for: %s" % self.waiting())
            seat = self.waiting()[0]
        v = self.view(seat)
        dec = v["decision"]
        offered = dec["entities"]
        props = {e["id"]: e["props"].get("card") for e in v["entities"]}
        out = []
        for c in cards:
            for i in offered:
                if props.get(i) == c and i not in out:
                    out.append(i)
                    break
            else:
                raise RuntimeError("seat %d: no %s among %s at %s" % (seat, c, [props.get(i) for i in offered], dec["prompt"]))
        return self.a(out, seat)

    def seats(self, *seats):
        return self.a(list(seats))

    def passes(self):
        """Every seat asked by a simultaneous request (the interrupt) passes."""
        for s in list(self.waiting()):
            self.a("pass", s)
        return self

    def hand(self, seat):
        v = self.view(seat)
        z = [z for z in v["zones"] if z["id"] == "hand:%d" % seat][0]
        props = {e["id"]: e["props"].get("card") for e in v["entities"]}
        return [props[i] for i in z.get("entities", [])]

    # --- expectations
    def check(self, note, **expect):
        cp = {"after": len(self.record["decisions"]), "note": note}
        cp.update(expect)
        self.checkpoints.append(cp)
        return self

    def write(self, name, title, source, expect, refused=None):
        sc = {"title": title, "source": source, "record": self.record, "expect": expect}
        if self.checkpoints:
            sc["checkpoints"] = self.checkpoints
        if refused:
            sc["refused"] = refused
        path = os.path.join(OUT, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(dumps(sc) + "\n")
        return path


def dumps(sc):
    """JSON with one line per answer and per checkpoint, the decks on one line each."""
    rec = sc["record"]
    lines = ["{"]
    parts = []
    for k in ("title", "source"):
        parts.append(" %s: %s" % (json.dumps(k), json.dumps(sc[k], ensure_ascii=False)))
    r = [" \"record\": {"]
    rp = []
    for k in ("game", "options", "players", "seed", "deal"):
        if k not in rec:
            continue
        rp.append("  %s: %s" % (json.dumps(k), json.dumps(rec[k], ensure_ascii=False)))
    dr = ",\n".join("   %s: %s" % (json.dumps(k), json.dumps(v)) for k, v in rec["draws"].items())
    rp.append("  \"draws\": {\n" + dr + "\n  }")
    dec = ",\n".join("   " + json.dumps(d, ensure_ascii=False) for d in rec["decisions"])
    rp.append("  \"decisions\": [\n" + dec + "\n  ]")
    r.append(",\n".join(rp))
    r.append(" }")
    parts.append("\n".join(r))
    parts.append(" \"expect\": " + json.dumps(sc["expect"], ensure_ascii=False))
    if "checkpoints" in sc:
        parts.append(" \"checkpoints\": [\n" + ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in sc["checkpoints"]) + "\n ]")
    if "refused" in sc:
        parts.append(" \"refused\": " + json.dumps(sc["refused"], ensure_ascii=False))
    lines.append(",\n".join(parts))
    lines.append("}")
    return "\n".join(lines)
