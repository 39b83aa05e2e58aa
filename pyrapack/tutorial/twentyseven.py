"""27's guided first game: who starts drawn by lot, counting n, part of a stack, enemy pawns
carried along, the pass when blocked and when owning no stack, the end and the score (your own
pawns left at home count for the other side), a draw, what the grey and red variants change
(and the red line left with one cell); then a real game against Beginner from the start."""

from ..rules import twentyseven as rules
from .lesson import Finale, Lesson, Step, every

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


LESSON = Lesson((
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


# -- what the lesson must show: every rule of the rules page, section by section ------------
# A rule (as the rules page's section names it: ``guide.Section.rules``) is recognised from the
# rules module's own descriptions of the positions and moves, in a step as the learner meets it
# (``lesson.Seen``); the tests check that a step shows each.
def _carried(state, move):
    return state.cells[move.from_cell][-move.count:]


RULES = {
    "goal": {
        "the tallest stack on the goal wins": lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).winner == x.state.to_move),
        "who starts is drawn by lot": lambda x: x.step.before != () and x.step.position == rules.new_game(
            variant=x.step.position.variant, first=1),  # the lot gave Black the first move, played before
    },
    "turn": {
        "counting n": lambda x: x.state.owned_stacks(x.state.to_move) >= 2 and every(
            x, lambda m: not m.is_pass
            and abs(x.state.destination(m) - m.from_cell) == x.state.owned_stacks(x.state.to_move)),
        "part of a stack": lambda x: every(
            x, lambda m: not m.is_pass and m.count < len(x.state.cells[m.from_cell]) - 1),
        "enemy pawns carried": lambda x: every(
            x, lambda m: not m.is_pass and "WB"[1 - x.state.to_move] in _carried(x.state, m)),
    },
    "blocked": {
        "the pass": lambda x: x.moves == [rules.PASS] and x.state.owned_stacks(x.state.to_move) > 0,
    },
    "end": {
        "neither can move: the end and the score": lambda x: every(x, lambda m: x.after(m).is_over)
        and len({x.after(m).score(x.state.to_move) for m in x.state.legal_moves()}) > 1,
        "equal scores: a draw": lambda x: every(x, lambda m: x.after(m).is_over and x.after(m).winner is None
                                                and x.after(m).score(0) == x.after(m).score(1)),
    },
    "variants": {
        "grey: a base travels": lambda x: x.state.variant == "grey" and every(
            x, lambda m: not m.is_pass and x.state.removes_cell(m) and x.state.cells[m.from_cell][0] == "G"),
        "red: the goals move": lambda x: x.state.variant == "red" and every(
            x, lambda m: not m.is_pass and x.state.removes_cell(m) and x.state.cells[m.from_cell][0] == "R"),
    },
    "reading": {  # owning no stack; your own start cell; the red line left with one cell: both goals, a draw
        "owning no stack: a pass": lambda x: x.moves == [rules.PASS]
        and x.state.owned_stacks(x.state.to_move) == 0,
        "your pawns left at home count for the other side": lambda x: every(x, lambda m: x.after(m).is_over and (
            "WB"[x.state.to_move] in x.after(m).cells[x.after(m).goal(1 - x.state.to_move)][1:])),
        "red: a single cell left is a draw": lambda x: x.state.variant == "red" and any(
            len(x.after(m).cells) == 1 and x.after(m).is_over and x.after(m).winner is None
            for m in x.state.legal_moves()) and not any(len(x.after(m).cells) == 1 for m in x.moves),
    },
}
