"""Pyramidames' guided first game: the step, the compulsory capture on a face, a capture
backwards (taking the last enemy pawn), a rafle that changes face, the free choice between
captures, the invisible cube, the jump over the summit, the far row, the opponent left without
a move; then a real game against Beginner from the start."""

from ..rules import pyramidames as rules
from .lesson import Finale, Lesson, Step


position = rules.State.from_text  # "c3 b2 f2 | e7 g7 d8": White's pawns, then Black's
path = rules.Move.from_text  # "c3-b4" steps, "e1xc3xa5" captures


def pawns(names):
    return frozenset(("pawn", rules.parse_square(s)) for s in names.split())


def squares(names):
    return frozenset(("square", rules.parse_square(s)) for s in names.split())


LESSON = Lesson("pyramidames", (
    Step("step", position("c3 b2 f2 | e7 g7 d8"), expect=(path("c3-b4"), path("c3-d4")), lit=pawns("c3"),
         reply=path("g7-f6")),
    Step("level", expect=(path("f2-g3"),), lit=pawns("f2") | squares("g3"), other=True),
    Step("capture", position("c1 g3 a3 | d2 f6 h8 c7"), expect=(path("c1xe3"),), lit=pawns("c1 d2")),
    Step("backwards", position("e3 b2 g1 | d2"), expect=(path("e3xc1"),), lit=pawns("e3 d2")),
    Step("rafle", position("e1 g1 h2 | d2 b4 g7 e7"), expect=(path("e1xc3xa5"),), lit=pawns("e1 d2 b4")),
    Step("choice", position("c1 e1 g1 | d2 b4 h8"), expect=(path("c1xe3"), path("e1xc3xa5")),
         lit=pawns("c1 e1 d2 b4")),
    Step("cube", position("c1 f2 h2 | b2 b4 e7 g7"), expect=(path("c1xa3xc5"),),
         lit=pawns("c1 b2 b4") | squares("a3")),
    Step("summit", position("c3 g1 a1 | d4 f6 b8 h6"), expect=(path("c3xe5xg7"),),
         lit=pawns("c3 d4 f6") | squares("e5")),
    Step("far", position("e7 a3 g3 | b8 h8 a7"), expect=(path("e7-d8"), path("e7-f8")), lit=pawns("e7")),
    Step("blocked", position("e1 a1 h6 | a3"), expect=(path("a1-b2"),), lit=pawns("a1 a3") | squares("b2"),
         other=True),
), Finale({}))
