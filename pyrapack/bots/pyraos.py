"""Pyraos: the bot's evaluation and move order.

Balls are the whole game: whoever runs out first loses, so the reserve
difference dominates. Next come formations about to be completed (three of a
square or line in one's colour, the fourth spot empty: a take-back in
waiting) and free balls that can still be raised.
"""

from .pyraos_endgame import endgame  # noqa: F401  (the engine asks the game's part)
from .pyraos_masks import FORMATIONS, GROUND, UPPER

RESERVE = 1.0
THREAT = 0.35  # three of a formation and the fourth spot empty
READY = 0.25  # ... and that spot can be played now
FREE = 0.06  # a free ball of one's own above level 0 or able to climb
TO_MOVE = 0.3


def evaluate(state):
    p = state.to_move
    return evaluate_masks(state.masks[p], state.masks[1 - p], state.variant)


def evaluate_masks(mine, theirs, variant):
    """``evaluate`` for the mover's balls ``mine`` and the opponent's ``theirs``."""
    occupied = mine | theirs
    playable = ~occupied & GROUND  # empty spots a ball can go on now
    covered = 0  # spots some ball rests on
    for bit, below in UPPER:
        if occupied & bit:
            covered |= below
        elif occupied & below == below:
            playable |= bit
    value = RESERVE * (theirs.bit_count() - mine.bit_count()) + TO_MOVE
    for form in FORMATIONS[variant]:
        empty = form & ~occupied
        if empty and not empty & (empty - 1):  # exactly one spot left
            rest = form ^ empty
            if mine & rest == rest:
                value += THREAT + READY if empty & playable else THREAT
            elif theirs & rest == rest:
                value -= THREAT + READY if empty & playable else THREAT
    free = occupied & ~covered
    return value + FREE * ((mine & free).bit_count() - (theirs & free).bit_count())


def order(state, moves):
    """Moves that take balls back first (two before one), then raises, then higher places."""
    return sorted(moves, key=lambda m: (-len(m.take), m.src is None, -m.dst[0]))

