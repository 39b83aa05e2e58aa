"""Pyraos' guided first game: placing, raising (never onto a square the ball holds up), a
square and the balls taken back (the second one a ball the first rested on, seen on the level
maps), the last ball, running out of balls (and why the apex is out of reach), the draw by
repetition, and what the children's and advanced variants change; then a real game against
Beginner from the start."""

from ..rules import pyraos as rules
from .lesson import FORCED, Finale, Lesson, Step, every


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

LESSON = Lesson((
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


# -- what the lesson must show: every rule of the rules page, section by section ------------
# A rule (as the rules page's section names it: ``guide.Section.rules``) is recognised from the
# rules module's own descriptions of the positions and moves, in a step as the learner meets it
# (``lesson.Seen``); the tests check that a step shows each.
def _standard(state):
    data = dict(state.to_dict(), variant="standard")
    return rules.State.from_dict(data)


def _lines(state, move):
    return [f for f in state.formations(move) if len({s[1] for s in f}) == 1 or len({s[2] for s in f}) == 1]


def _open_above(state, spot):
    """The empty spots above ``spot``'s level that a ball could stand on now."""
    return [s for s in rules.SPOTS if s[0] > spot[0] and state.ball_at(s) is None and state.is_supported(s)]


def _under_the_apex_filled(state):
    return all(state.ball_at(spot) is not None for spot in rules.SPOTS if spot != rules.APEX)


RULES = {
    "goal": {
        "running out of balls": lambda x: x.step.reply is not None and every(
            x, lambda m: x.answered(m).outcome == "ran out of balls"),
        "the apex: it wins, and is out of reach": lambda x: x.step.reply is not None and every(
            x, lambda m: _under_the_apex_filled(x.answered(m)) and x.answered(m).outcome == "ran out of balls")
        and ("spot", rules.APEX) in x.step.lit,  # pointed at on the board and its map
    },
    "turn": {
        "place": lambda x: every(x, lambda m: m.is_place and not m.take),
        "raise": lambda x: every(x, lambda m: m.is_raise and not m.take),
        "never onto a square it holds up": lambda x: every(x, lambda m: m.is_raise and any(
            m.src in rules.supports(s) for s in _open_above(x.state, m.src))),
    },
    "square": {
        "square and take-back": lambda x: every(x, lambda m: m.take and x.state.formations(m))
        and {len(m.take) for m in x.moves} == {1, 2},
        "the second: a ball the first rested on": lambda x: every(
            x, lambda m: len(m.take) == 2 and len(x.state.takeback_orders(m)) == 1),
    },
    "levels": {
        "the level maps: a ball hidden under another": lambda x: any(
            kind == "spot" and x.state.ball_at(spot) is not None and not x.state.is_free(spot)
            for kind, spot in (target[:2] for target in x.step.lit)),
    },
    "end": {
        "the last ball kept": lambda x: x.state.reserve[x.state.to_move] == 1
        and any(x.after(m).outcome == "ran out of balls" for m in x.state.legal_moves())
        and every(x, lambda m: not x.after(m).is_over),
        "a position seen a third time: a draw": lambda x: every(
            x, lambda m: x.after(m).outcome == "threefold repetition"),
    },
    "variants": {
        "children: a square gives nothing": lambda x: x.state.variant == "children" and every(
            x, lambda m: not m.take and not x.state.formations(m) and _standard(x.state).formations(m)),
        "advanced: lines count": lambda x: x.state.variant == "advanced" and every(
            x, lambda m: m.take and _lines(x.state, m)),
    },
    "reading": {  # taking back the ball just placed amounts to passing
        "the ball just placed taken back": lambda x: every(x, lambda m: m.is_place and m.take == (m.dst,)),
    },
}
