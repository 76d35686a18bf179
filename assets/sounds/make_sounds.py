#!/usr/bin/env python3
"""assets/sounds/make_sounds.py: synthesises the table view's sounds (made for Roundtable,
CC0 like the rest of assets/) and writes them as <id>.wav beside this script: 22050 Hz, mono,
16-bit. Standard library only; the same bytes every run (a fixed seed for the noise).

    python3 assets/sounds/make_sounds.py

The .wav files are committed, so building never needs Python; rerun this after changing a sound.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def tone(freq, seconds, attack=0.005, decay=4.0, partials=((1, 1.0),), vol=1.0):
    """A plucked or struck tone: partials (multiple, level), a quick attack, exponential decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(vol * env * sum(a * math.sin(2 * math.pi * freq * m * t) for m, a in partials))
    return out


def noise(seconds, decay, vol, smooth, rng):
    """A burst of noise, low-passed by `smooth` (0..1: more is duller)."""
    out, y = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(vol * math.exp(-decay * t) * y)
    return out


def mix(*parts):
    """parts: (start seconds, samples); returns their sum."""
    n = max(int(s * RATE) + len(p) for s, p in parts)
    out = [0.0] * n
    for s, p in parts:
        o = int(s * RATE)
        for i, v in enumerate(p):
            out[o + i] += v
    return out


def write(name, samples, peak=0.7):
    top = max(1e-9, max(abs(v) for v in samples))
    fade = int(RATE * 0.01)  # no click at the end
    data = bytearray()
    for i, v in enumerate(samples):
        if i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        data += struct.pack("<h", int(max(-1.0, min(1.0, v / top * peak)) * 32767))
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


BELL = ((1, 1.0), (2.0, 0.35), (3.01, 0.15))
BRASS = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15))


def main():
    rng = random.Random(7)
    # Your turn: a two-note chime, rising.
    write("your_turn", mix((0, tone(659.3, 0.5, decay=6, partials=BELL)),
                           (0.13, tone(880.0, 0.6, decay=5, partials=BELL))), peak=0.5)
    # The votes turned over: three quick card flaps.
    write("votes", mix(*[(0.09 * k, noise(0.08, 45, 1.0, 0.55, rng)) for k in range(3)],
                       (0.0, silence(0.4))), peak=0.6)
    # A quest succeeds: a bright rising arpeggio.
    write("quest_success", mix(*[(0.09 * k, tone(f, 0.7 - 0.09 * k, decay=4, partials=BELL))
                                 for k, f in enumerate((523.3, 659.3, 784.0, 1046.5))]), peak=0.55)
    # A quest fails: two low falling notes over a dull thud.
    write("quest_fail", mix((0, noise(0.25, 18, 1.0, 0.93, rng)),
                            (0, tone(220.0, 0.5, decay=4, partials=BRASS)),
                            (0.22, tone(174.6, 0.8, decay=3, partials=BRASS))), peak=0.65)
    # The assassination: a blade drawn (a bright hiss and a ring), then a drum.
    write("assassination", mix((0, noise(0.35, 9, 0.6, 0.1, rng)),
                               (0.02, tone(2489.0, 0.5, decay=7, partials=((1, 1.0), (1.47, 0.6)), vol=0.35)),
                               (0.45, noise(0.4, 10, 1.0, 0.96, rng)),
                               (0.45, tone(82.4, 0.6, decay=6, vol=0.9))), peak=0.7)
    # The game is over: a short fanfare.
    write("game_over", mix((0, tone(392.0, 0.25, attack=0.02, decay=3, partials=BRASS)),
                           (0.18, tone(523.3, 0.25, attack=0.02, decay=3, partials=BRASS)),
                           (0.36, tone(659.3, 0.9, attack=0.02, decay=2.5, partials=BRASS)),
                           (0.36, tone(523.3, 0.9, attack=0.02, decay=2.5, partials=BRASS, vol=0.6))), peak=0.6)


if __name__ == "__main__":
    main()
