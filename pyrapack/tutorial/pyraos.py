"""Pyraos' guided first game: placing, raising (never onto a square the ball holds up), a
square and the balls taken back (the second one a ball the first rested on, seen on the level
maps), the last ball, running out of balls (and why the apex is out of reach), the draw by
repetition, and what the children's and advanced variants change; then a real game against
Beginner from the start."""

from ..rules import pyraos as rules
from .lesson import FORCED, Finale, Lesson, Step


def position(levels, variant="standard", to_move=0):
    """A position as the rules write it: rows split by "/" and levels by "|" (L light, D dark,
    . empty), e.g. ``"LD../DL../..../...."``; missing levels are empty, reserves follow."""
    return rules.State.from_text(levels, to_move, variant)


def place(spot, *take):
    """A move from the reserve to ``spot`` (``(level, row, column)``), taking back ``take``."""
    return rules.Move.from_dict({"from": None, "to": list(spot), "take": [list(s) for s in take]})


def lift(src, dst):
    return rules.Move.from_dict({"from": list(src), "to": list(dst), "take": []})


def landing_on(state, spot):
    """Every legal move whose ball lands on ``spot`` (one per way of taking balls back)."""
    return tuple(m for m in state.legal_moves() if m.dst == spot)


def spots(*names):
    return frozenset(("spot", s) for s in names)


TRAY = frozenset({("tray", 0)})
SQUARE = position("LL../L.D./.D../....")
UNDER = position("LD../DD../..LL/..L.|L../.../...")  # a light ball on level 1 over light a1
LINE = position("LLL./D.D./.D../....", "advanced")

LESSON = Lesson("pyraos", (
    Step("place", position("..../.L../..D./...."), lit=TRAY),
    Step("raise", position("LD../DLD./.DL./...."), expect=(lift((0, 2, 2), (1, 0, 0)),),
         lit=spots((0, 2, 2), (1, 0, 0), (1, 1, 1)), reply=place((0, 3, 3)), other=True),
    Step("square", SQUARE, expect=landing_on(SQUARE, (0, 1, 1)), lit=TRAY | spots((0, 1, 1)), other=True),
    Step("second", UNDER, expect=(place((0, 3, 3), (0, 0, 0), (1, 0, 0)),),
         lit=TRAY | spots((0, 3, 3), (1, 0, 0), (0, 0, 0)), other=True),
    Step("last_ball", position("LDLD/DLDL/LDLD/DLDL|LDL/DLD/LDL|LD/.."), expect=(
        lift((1, 2, 0), (2, 1, 1)), lift((1, 2, 2), (2, 1, 0))), lit=spots((1, 2, 0), (1, 2, 2)), other=True),
    Step("out", position("DLDL/LDLD/DLDL/LDLD|DLD/LDL/DLD|DL/.."), lit=TRAY | spots(rules.APEX), reply=FORCED),
    Step("repeat", position("LL.L/L.../..DD/L.D.", to_move=1),
         before=(place((0, 3, 3), (0, 3, 3)), place((0, 1, 1), (0, 1, 1)), place((0, 3, 3), (0, 3, 3))),
         expect=(place((0, 1, 1), (0, 1, 1)),), lit=TRAY | spots((0, 1, 1)), other=True),
    Step("children", position("LL../L.D./.D../....", "children"), expect=(place((0, 1, 1)),),
         lit=TRAY | spots((0, 1, 1)), other=True),
    Step("advanced", LINE, expect=landing_on(LINE, (0, 0, 3)), lit=TRAY | spots((0, 0, 3)), other=True),
), Finale({"variant": "standard"}))
