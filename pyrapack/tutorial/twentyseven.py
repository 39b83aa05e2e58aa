"""27's guided first game: who starts drawn by lot, counting n, part of a stack, enemy pawns
carried along, the pass when blocked and when owning no stack, the end and the score (your own
pawns left at home count for the other side), a draw, what the grey and red variants change
(and the red line left with one cell); then a real game against Beginner from the start."""

from ..rules import twentyseven as rules
from .lesson import Finale, Lesson, Step

START = "RWWWWWWWWW G G G G G G G RBBBBBBBBB"


def position(cells, variant="basic", to_move=0):
    """A position as the rules write it: each cell's stack, base first (R red, G grey, W white,
    B black), e.g. ``"RWWW G GBB RB"``."""
    return rules.State.from_text(cells, to_move, variant)


def take(cell, count):
    """Move the top ``count`` pawns of ``cell`` (numbered from 0, as the rules module does)."""
    return rules.Move.from_dict({"from": cell, "count": count})


def pawns(cell, count):
    return frozenset({("pawn", cell, count)})


def cells(*indexes):
    return frozenset(("cell", i) for i in indexes)


LESSON = Lesson("twentyseven", (
    Step("one", position(START, to_move=1), before=(take(8, 3),), expect=tuple(take(0, k) for k in range(1, 10)),
         lit=pawns(0, 9) | cells(1)),
    Step("two", position("RWWWWW GWWWW G G G G G GBBB RBBBBBB"),
         expect=tuple(take(i, k) for i, h in ((0, 5), (1, 4)) for k in range(1, h + 1)),
         lit=pawns(0, 5) | pawns(1, 4), reply=take(7, 3)),
    Step("part", position("RWWW G G GWWWWWW G GBBBBB G G RBBBB"),
         expect=(take(3, 2),), lit=pawns(3, 2) | cells(5), other=True),
    Step("carry", position("RWWWWWWWW G G GBBW G G G G RBBBBBBB"),
         expect=(take(3, 3),), lit=pawns(3, 3) | cells(5), other=True),
    Step("pass", position("RBB G G GBBBBBBB G G G GWWWW RWWWWW"),
         expect=(rules.PASS,), lit=pawns(7, 4) | pawns(8, 5), reply=take(3, 7)),
    Step("no_stack", position("RWWWB G G G GWWWWWWB G G G RBBBBBBB"), expect=(rules.PASS,),
         lit=pawns(0, 3) | pawns(4, 7), reply=take(4, 1)),
    Step("end", position("RWWBBBBB G G G G G G GWWWWWWW RBBBB"),
         expect=(take(7, 7),), lit=pawns(7, 7) | pawns(0, 7) | pawns(0, 6) | cells(8), other=True),
    Step("draw", position("RWWWBBBBBB G G G G G G GWWW RWWWBBB"),
         expect=(take(7, 3),), lit=pawns(7, 3) | cells(8), other=True),
    Step("grey", position("RWWWWWW G GWWW G G G G G RBBBBBBBBB", variant="grey"),
         expect=(take(2, 4),), lit=pawns(2, 4) | cells(4), other=True),
    Step("red", position("RBBBBW G G G GWWWW G GBBBBB G RWWWW", variant="red"),
         expect=(take(0, 6),), lit=pawns(0, 6) | cells(3), other=True),
    Step("one_cell", position("RGGGGBBBBWWWWW RGGGWWWWBBBBB", variant="red"),
         avoid=(take(0, 14),), lit=pawns(0, 5) | cells(1), other=True),
), Finale({"variant": "basic", "first": 0}))
