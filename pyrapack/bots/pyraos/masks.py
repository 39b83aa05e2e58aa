"""Pyraos on bit masks, for the bot: the moves as masks, and the pyramid's symmetries.

A position is two 30-bit masks, the mover's balls and the opponent's (bit i is
``rules.SPOTS[i]``; the board's tables, ``BELOW``, ``ABOVE``, ``FORMATIONS``..., are the
rules module's own). The evaluation and the endgame solver both work on them: no ``State``
to build, no ``Move`` to name, a position and its colour-swapped twin alike. ``children``
must give exactly the rules' moves: ``tests/test_endgames.py`` checks it against the rules
on random positions.
"""

from ...rules.pyraos import (ABOVE, BALLS, BELOW, FORMATIONS, FORMATIONS_AT, GROUND, HIGHER,  # noqa: F401
                             SPOTS, bits, covered)
from ...rules.pyraos import empty_supported as targets  # noqa: F401 (the empty spots a ball can go on)

N = len(SPOTS)
APEX = 1 << (N - 1)
BIT = tuple(1 << i for i in range(N))
_INDEX = {spot: i for i, spot in enumerate(SPOTS)}


def _takebacks(own, opp):
    """The mover's masks after taking back one or two free balls of ``own``: two free
    balls, or a free ball and the one it was the only ball resting on."""
    occupied = own | opp
    free = bits(own & ~covered(occupied))
    out = [own ^ BIT[a] for a in free]
    for k, a in enumerate(free):
        for b in free[k + 1:]:
            out.append(own ^ BIT[a] ^ BIT[b])
    for a in free:
        if a >= 16:
            for b in bits(BELOW[a] & own):
                if occupied & ABOVE[b] == BIT[a]:
                    out.append(own ^ BIT[a] ^ BIT[b])
    return out


def children(own, opp, variant):
    """The mover's masks after each legal move, each once (the opponent's is unchanged):
    moves that leave the same pyramid (a ball placed and taken straight back, or...)
    are one child. Balls saved first (fewer on the pyramid), then balls higher up."""
    at = FORMATIONS_AT[variant]
    occupied = own | opp
    free_targets = targets(occupied)
    out = set()
    add = out.add
    for dst in bits(free_targets):
        new = own | BIT[dst]
        for form in at[dst]:
            if new & form == form:
                out.update(_takebacks(new, opp))
                break
        else:
            add(new)
    upper = free_targets & ~GROUND
    if upper:
        for src in bits(own & ~covered(occupied)):
            for dst in bits(upper & HIGHER[src] & ~ABOVE[src]):
                new = own ^ BIT[src] ^ BIT[dst]
                for form in at[dst]:
                    if new & form == form:
                        out.update(_takebacks(new, opp))
                        break
                else:
                    add(new)
    return sorted(out, key=_saved_then_higher)


def _saved_then_higher(mask):
    return (mask.bit_count() << 4) - (mask >> 16).bit_count()


def result(new):
    """1 or -1 when the mover's new mask ends the game (the apex placed: a win; the last
    ball used: a loss), else None."""
    if new & APEX:
        return 1
    if new.bit_count() == BALLS:
        return -1
    return None


def _symmetries():
    """The eight turns and flips of the square base, as permutations of the spots: each
    level turns with the one below, so supports and formations map onto themselves."""
    maps = (lambda r, c, n: (r, c), lambda r, c, n: (c, n - 1 - r),
            lambda r, c, n: (n - 1 - r, n - 1 - c), lambda r, c, n: (n - 1 - c, r),
            lambda r, c, n: (r, n - 1 - c), lambda r, c, n: (n - 1 - r, c),
            lambda r, c, n: (c, r), lambda r, c, n: (n - 1 - c, n - 1 - r))
    # (level,) + ...: mypy 2.4 reads a starred tuple in brackets, (level, *...), as Python 3.11 syntax
    return tuple(tuple(_INDEX[(level,) + f(r, c, 4 - level)] for level, r, c in SPOTS)
                 for f in maps)


#: SYMMETRIES[k][i]: where spot i goes under the k-th symmetry
SYMMETRIES = _symmetries()


def transform(mask, perm):
    """``mask`` with each spot i moved to ``perm[i]``."""
    out = 0
    for i in bits(mask):
        out |= BIT[perm[i]]
    return out
