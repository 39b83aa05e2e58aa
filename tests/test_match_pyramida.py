"""A very long game of Pyramida (issue 36, item 12): its match holds memory in proportion to its
length, small enough that 20,000 plies stay under 50 MB (``bench/long_games.py`` measures
those, and the time to open them)."""

import json
import random
import tracemalloc

from pyrapack.match import Match
from pyrapack.rules import pyramida

BUDGET = 50 * 10**6 / 20_000  # bytes a ply may hold: 50 MB for 20,000 plies


def long_record(plies, seed=7):
    """The record of a seeded random game of ``plies`` moves that is not over (moves that end
    it avoided, taken back where only those are left); stones leave, so the history since the
    last one left grows to most of the game."""
    rng, states, moves = random.Random(seed), [pyramida.new_game()], []
    while len(moves) < plies:
        options = states[-1].legal_moves()
        rng.shuffle(options)
        found = next(((m, s) for m, s in ((m, states[-1].play(m)) for m in options) if not s.is_over), None)
        if found is None:
            states.pop()
            moves.pop()
            continue
        moves.append(found[0])
        states.append(found[1])
    return json.loads(Match("pyramida", {}, (None, None), moves).record_json())


def held(record):
    """The bytes the match opened from ``record`` holds (Python's allocations)."""
    tracemalloc.start()
    try:
        match = Match.from_record(record)
        size, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(match.moves) == len(record["moves"])
    return size


def test_a_long_match_holds_memory_in_proportion_to_its_length_and_little_per_ply():
    """Every state copied its history: 2.4 KB a ply at 3,000 plies, 2.7 KB at 6,000, 4 KB at 20,000
    (80 MB). Now a ply holds the same whatever the length (1.5 KB), far under the 2.5 KB that make
    50 MB at 20,000 plies."""
    short, long = held(long_record(1_000)), held(long_record(3_000))
    assert long / 3_000 < 0.8 * BUDGET, long / 3_000
    assert long / short < 3 * 1.2, (short, long)  # three times the plies, not more than 3.6 times the memory
