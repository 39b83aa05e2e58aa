"""Pyraos on bit masks, for the bot: the pyramid's geometry and the moves as masks.

A position is two 30-bit masks, the mover's balls and the opponent's (bit i is
``rules.SPOTS[i]``). The evaluation and the endgame solver both work on them: no
``State`` to build, no ``Move`` to name, a position and its colour-swapped twin alike.
``children`` must give exactly the rules' moves: ``tests/test_endgames.py`` checks it
against ``rules.pyraos`` on random positions.
"""

from ..rules import pyraos as rules
from ..rules.pyraos import bits, covered  # noqa: F401 (shared with the rules; bots import them from here)

N = len(rules.SPOTS)
BALLS = rules.BALLS
GROUND = (1 << 16) - 1  # level 0
APEX = 1 << (N - 1)
BIT = tuple(1 << i for i in range(N))
_INDEX = {spot: i for i, spot in enumerate(rules.SPOTS)}


def _mask(spots):
    return sum(1 << _INDEX[s] for s in spots)


#: BELOW[i]: the four spots a ball on spot i rests on (0 on level 0); ABOVE[i]: the
#: spots whose ball would rest on spot i; HIGHER[i]: the spots on higher levels
BELOW = tuple(_mask(rules.supports(s)) for s in rules.SPOTS)
ABOVE = tuple(_mask(rules.resting_on(s)) for s in rules.SPOTS)
HIGHER = tuple(_mask(t for t in rules.SPOTS if t[0] > s[0]) for s in rules.SPOTS)
UPPER = tuple((1 << i, BELOW[i]) for i in range(16, N))  # (spot, its supports) above level 0


def _formations(variant):
    squares = [_mask((level, r + dr, c + dc) for dr in (0, 1) for dc in (0, 1))
               for level in range(3) for r in range(3 - level) for c in range(3 - level)]
    lines = []
    for level in (0, 1):
        n = 4 - level
        for k in range(n):
            lines.append(_mask((level, k, c) for c in range(n)))
            lines.append(_mask((level, r, k) for r in range(n)))
    return {"standard": tuple(squares), "children": (),
            "advanced": tuple(squares + lines)}[variant]


#: FORMATIONS[variant]: every formation (mask); FORMATIONS_AT[variant][i]: those through spot i
FORMATIONS = {v: _formations(v) for v in rules.VARIANTS}
FORMATIONS_AT = {v: tuple(tuple(f for f in forms if f >> i & 1) for i in range(N))
                 for v, forms in FORMATIONS.items()}


def targets(occupied):
    """The empty spots a ball can go on: empty and supported."""
    spots = ~occupied & GROUND
    for bit, below in UPPER:
        if occupied & below == below and not occupied & bit:
            spots |= bit
    return spots


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
    for dst in bits(free_targets):
        new = own | BIT[dst]
        if any(new & f == f for f in at[dst]):
            out.update(_takebacks(new, opp))
        else:
            out.add(new)
    upper = free_targets & ~GROUND
    if upper:
        for src in bits(own & ~covered(occupied)):
            for dst in bits(upper & HIGHER[src] & ~ABOVE[src]):
                new = own ^ BIT[src] ^ BIT[dst]
                if any(new & f == f for f in at[dst]):
                    out.update(_takebacks(new, opp))
                else:
                    out.add(new)
    return sorted(out, key=lambda m: (m.bit_count(), -(m >> 16).bit_count()))


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
    return tuple(tuple(_INDEX[(level, *f(r, c, 4 - level))] for level, r, c in rules.SPOTS)
                 for f in maps)


#: SYMMETRIES[k][i]: where spot i goes under the k-th symmetry
SYMMETRIES = _symmetries()


def transform(mask, perm):
    """``mask`` with each spot i moved to ``perm[i]``."""
    out = 0
    for i in bits(mask):
        out |= BIT[perm[i]]
    return out
