"""Pyraos: the bot's evaluation and move order.

Balls are the whole game: whoever runs out first loses, so the reserve
difference dominates. Next come formations about to be completed (three of a
square or line in one's colour, the fourth spot empty: a take-back in
waiting) and free balls that can still be raised.
"""

from ..rules import pyraos as rules

_INDEX = {spot: i for i, spot in enumerate(rules.SPOTS)}


def _mask(spots):
    return sum(1 << _INDEX[s] for s in spots)


def _formations(variant):
    forms = []
    for level in range(3):
        n = 4 - level
        for r in range(n - 1):
            for c in range(n - 1):
                forms.append(_mask((level, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)))
    if variant == "advanced":
        for level in (0, 1):
            n = 4 - level
            for k in range(n):
                forms.append(_mask((level, k, c) for c in range(n)))
                forms.append(_mask((level, r, k) for r in range(n)))
    return tuple(forms)


FORMATIONS = {v: (() if v == "children" else _formations(v)) for v in rules.VARIANTS}
#: BELOW[i]: mask of the four spots a ball on spot i rests on (0 on level 0)
BELOW = tuple(_mask(rules.supports(s)) for s in rules.SPOTS)
ABOVE = tuple(_mask(rules.resting_on(s)) for s in rules.SPOTS)
LEVEL = tuple(s[0] for s in rules.SPOTS)
ALL = (1 << len(rules.SPOTS)) - 1

RESERVE = 1.0
THREAT = 0.35  # three of a formation and the fourth spot empty
READY = 0.25  # ... and that spot can be played now
FREE = 0.06  # a free ball of one's own above level 0 or able to climb
TO_MOVE = 0.3


_GROUND = (1 << 16) - 1
_UPPER = tuple((1 << i, BELOW[i]) for i in range(16, len(rules.SPOTS)))


def evaluate(state):
    p = state.to_move
    masks = state.masks
    mine, theirs = masks[p], masks[1 - p]
    occupied = mine | theirs
    playable = ~occupied & _GROUND  # empty spots a ball can go on now
    covered = 0  # spots some ball rests on
    for bit, below in _UPPER:
        if occupied & bit:
            covered |= below
        elif occupied & below == below:
            playable |= bit
    value = RESERVE * (theirs.bit_count() - mine.bit_count()) + TO_MOVE
    for form in FORMATIONS[state.variant]:
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
