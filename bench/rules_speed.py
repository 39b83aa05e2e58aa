"""Random playouts per second for every registered game's rules module.

Run: ``python bench/rules_speed.py [seconds per game]``. A playout plays
uniformly random legal moves from the start until the game is over; the
figures are what a bot's search can hope for.
"""

import argparse
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from pyrapack import games  # noqa: E402

MAX_PLIES = 10_000  # a safety net; real games end far sooner


def playout(rules, rng, options):
    state, plies = rules.new_game(**options), 0
    while not state.is_over and plies < MAX_PLIES:
        state = state.play(rng.choice(state.legal_moves()))
        plies += 1
    return plies


def measure(game, seconds, options):
    rules, rng = games.get(game).rules, random.Random(1)
    played = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        plies += playout(rules, rng, options)
        played += 1
    elapsed = time.perf_counter() - start
    return played / elapsed, plies / elapsed, plies / played


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seconds", nargs="?", type=float, default=3.0,
                        help="seconds of playouts per game and variant (default 3)")
    seconds = parser.parse_args(argv).seconds
    print(f"{'game':<26}{'playouts/s':>12}{'plies/s':>12}{'plies/game':>12}")
    for info in games.GAMES:
        game = info.id
        if not info.has("rules"):
            print(f"{game:<26}{'(no rules yet)':>36}")
            continue
        for variant in info.variants or (None,):
            options = {} if variant is None else {"variant": variant}
            label = game if variant is None else f"{game}/{variant}"
            per_s, plies_s, length = measure(game, seconds, options)
            print(f"{label:<26}{per_s:>12,.0f}{plies_s:>12,.0f}{length:>12,.1f}")


if __name__ == "__main__":
    main()
