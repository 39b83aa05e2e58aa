"""Pyramidames' guided first game: the step, the compulsory capture on a face, a rafle that
changes face, the invisible cube, the jump over the summit, the far row; then a real game
against Beginner from the start."""

from ..rules import pyramidames as rules
from .lesson import Finale, Lesson, Step


def square(name):
    """(x, y) of a square named like "c3"."""
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def position(white, black, to_move=0):
    """A position from the squares of each side's pawns, e.g. ``position("c3 f2", "e7")``."""
    return rules.State.from_dict({"game": rules.GAME, "to_move": to_move,
                                  "white": [list(square(s)) for s in white.split()],
                                  "black": [list(square(s)) for s in black.split()]})


def path(names):
    """The move along the squares ``names`` ("e1 c3 a5"), as the saved-game format writes it."""
    return rules.Move.from_dict({"path": [list(square(s)) for s in names.split()]})


def pawns(names):
    return frozenset(("pawn", square(s)) for s in names.split())


def squares(names):
    return frozenset(("square", square(s)) for s in names.split())


LESSON = Lesson("pyramidames", (
    Step("step", position("c3 b2 f2", "e7 g7 d8"), expect=(path("c3 b4"), path("c3 d4")), lit=pawns("c3"),
         reply=path("g7 f6")),
    Step("capture", position("c1 g3 a3", "d2 f6 h8 c7"), expect=(path("c1 e3"),), lit=pawns("c1 d2")),
    Step("rafle", position("e1 g1 h2", "d2 b4 g7 e7"), expect=(path("e1 c3 a5"),), lit=pawns("e1 d2 b4")),
    Step("cube", position("c1 f2 h2", "b2 b4 e7 g7"), expect=(path("c1 a3 c5"),),
         lit=pawns("c1 b2 b4") | squares("a3")),
    Step("summit", position("c3 g1 a1", "d4 f6 b8 h6"), expect=(path("c3 e5 g7"),),
         lit=pawns("c3 d4 f6") | squares("e5")),
    Step("far", position("e7 a3 g3", "b8 h8 a7"), expect=(path("e7 d8"), path("e7 f8")), lit=pawns("e7")),
), Finale({}))
