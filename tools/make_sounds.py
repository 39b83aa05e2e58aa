"""Synthesise PyraPack's sound effects into assets/sounds/ (standard library only).

Every effect is made here from sine waves and noise, so the sounds are the
project's own and can be regenerated: ``python tools/make_sounds.py`` (it
rewrites the files; ``--out`` writes elsewhere).
"""

import argparse
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def tone(freq, dur, vol=0.5, attack=0.005, decay=None, shape="sine", slide=0.0):
    """One note with a quick attack and an exponential tail; ``slide`` bends the pitch."""
    n = int(RATE * dur)
    decay = decay or dur / 3
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1 + slide * t / dur)
        phase += 2 * math.pi * f / RATE
        if shape == "sine":
            v = math.sin(phase)
        elif shape == "tri":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:  # soft square
            v = math.tanh(3 * math.sin(phase))
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(v * env * vol)
    return out


def noise(dur, vol=0.3, decay=0.02, seed=1):
    rng = random.Random(seed)
    n = int(RATE * dur)
    prev, out = 0.0, []
    for i in range(n):
        prev = 0.6 * prev + 0.4 * rng.uniform(-1, 1)  # a little low-pass: a wooden knock
        out.append(prev * vol * math.exp(-(i / RATE) / decay))
    return out


def mix(*parts):
    """Overlay ``(offset_seconds, samples)`` pairs."""
    length = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, samples in parts:
        start = int(off * RATE)
        for i, v in enumerate(samples):
            out[start + i] += v
    return out


def save(name, samples, out=OUT):
    out.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(v) for v in samples))
    gain = min(1.0, 0.9 / peak)
    frames = b"".join(struct.pack("<h", int(v * gain * 32767)) for v in samples)
    with wave.open(str(out / f"{name}.wav"), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


EFFECTS = {
    # a light tick when a piece is picked up
    "select": lambda: mix((0, tone(880, 0.07, 0.35, decay=0.02, shape="tri"))),
    # a wooden knock when a piece lands
    "move": lambda: mix((0, noise(0.09, 0.5, 0.018)), (0, tone(196, 0.12, 0.45, decay=0.03))),
    # a heavier thud and a falling note when a piece is pushed or captured
    "capture": lambda: mix((0, noise(0.14, 0.6, 0.03, seed=2)),
                           (0, tone(330, 0.22, 0.4, decay=0.06, slide=-0.45, shape="tri"))),
    # a rising two-note chirp when a ball goes back to the reserve
    "takeback": lambda: mix((0, tone(523, 0.09, 0.35, decay=0.04, shape="tri")),
                            (0.07, tone(784, 0.14, 0.35, decay=0.05, shape="tri"))),
    # a short fanfare: a major arpeggio
    "win": lambda: mix(*[(0.11 * i, tone(f, 0.5, 0.3, decay=0.18, shape="tri"))
                         for i, f in enumerate((523, 659, 784, 1047))]),
    # a soft low buzz for a click that does nothing
    "illegal": lambda: mix((0, tone(140, 0.16, 0.35, decay=0.06, shape="square", slide=-0.2))),
}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT,
                        help="folder to write the .wav files into (default: assets/sounds/)")
    args = parser.parse_args(argv)
    for name, make in EFFECTS.items():
        save(name, make(), args.out)
        print(f"wrote {args.out / name}.wav")


if __name__ == "__main__":
    main()
