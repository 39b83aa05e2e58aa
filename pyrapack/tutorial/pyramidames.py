"""Pyramidames' guided first game: the step, the compulsory capture on a face, a capture
backwards (taking the last enemy pawn), a rafle that changes face, the free choice between
captures, the invisible cube, the jump over the summit, the far row, the opponent left without
a move; then a real game against Beginner from the start."""

from ..rules import pyramidames as rules
from .lesson import Finale, Lesson, Step, every


position = rules.State.from_text  # "c3 b2 f2 | e7 g7 d8": White's pawns, then Black's
path = rules.Move.from_text  # "c3-b4" steps, "e1xc3xa5" captures


def pawns(names):
    return frozenset(("pawn", rules.parse_square(s)) for s in names.split())


def squares(names):
    return frozenset(("square", rules.parse_square(s)) for s in names.split())


LESSON = Lesson((
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


# -- what the lesson must show: every rule of the rules page, section by section ------------
# A rule (as the rules page's section names it: ``guide.Section.rules``) is recognised from the
# rules module's own descriptions of the positions and moves, in a step as the learner meets it
# (``lesson.Seen``); the tests check that a step shows each.
def _summit(state, move):
    return any(rules.level(*sq) == rules.LEVELS - 1 for sq in state.captured(move))


def _backwards(state, move):
    rows = [square[1] for square in move.path]
    return rows[-1] < rows[0] if state.to_move == 0 else rows[-1] > rows[0]


RULES = {
    "goal": {
        "reaching the far row": lambda x: every(x, lambda m: x.after(m).outcome == "reached the far row"),
        "taking every enemy pawn": lambda x: every(x, lambda m: x.after(m).outcome == "captured every piece"),
        "leaving the opponent without a move": lambda x: every(
            x, lambda m: x.after(m).outcome == "left the opponent without a move"),
    },
    "setup": {  # a pawn on its far row is not crowned: the move that reaches it ends the game
        "no kings: the far row is the win": lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).outcome == "reached the far row"),
    },
    "step": {
        "a step": lambda x: every(x, lambda m: not m.is_capture),
        "a step along the same terrace": lambda x: every(
            x, lambda m: not m.is_capture and rules.level(*m.path[0]) == rules.level(*m.path[-1])),
    },
    "capture": {
        "compulsory capture on a face": lambda x: every(x, lambda m: m.is_capture and len(x.state.captured(m)) == 1
                                                        and len(x.state.jump_faces(m)[0]) == 1)
        and set(x.state.pieces(x.state.to_move)) - {m.path[0] for m in x.state.legal_moves()} != set(),
        "backwards too": lambda x: every(x, lambda m: m.is_capture and _backwards(x.state, m)),
    },
    "rafle": {
        "a rafle changing face": lambda x: every(x, lambda m: len(m.path) > 2
                                                 and not frozenset.intersection(*x.state.jump_faces(m))),
    },
    "cubes": {
        "the invisible cube": lambda x: every(x, lambda m: x.state.invisible_stops(m) and not _summit(x.state, m)),
    },
    "summit": {
        "over the summit": lambda x: every(x, lambda m: x.state.invisible_stops(m) and _summit(x.state, m)),
    },
    "choice": {
        "a free choice between captures": lambda x: len(x.moves) > 1 and sorted(x.moves, key=str) == sorted(
            x.state.legal_moves(), key=str) and len({len(x.state.captured(m)) for m in x.moves}) > 1,
    },
}
