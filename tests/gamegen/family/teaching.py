"""The rules page and the lesson of every generated game, made for its board and its spec: the
same rules named on both (each section's ``rules`` and the lesson's ``RULES``), its diagrams
drawn by its own view, its steps on positions written for its board size.

A section or a step exists only where its rule can happen in the game: passes (``PASSES``),
the reverse variant (``HAS_VARIANTS``), an end by a blocked board (more than one ply).
"""

from pyrapack.guide import Section
from pyrapack.tutorial.lesson import FORCED, Finale, Lesson, Step, every
from pyrapack.ui.marks import Marks

from .rules import BLOCKED, PLAYED


# -- positions written for the board ----------------------------------------------------------
def board(state_class, stones):
    """The board text with ``stones`` ({(row, col): player}) on it."""
    rows = [["."] * state_class.COLS for _ in range(state_class.ROWS)]
    for (r, c), player in stones.items():
        rows[r][c] = "xo"[player]
    return "/".join("".join(row) for row in rows)


def position(state_class, stones, left, variant=None, to_move=0):
    return state_class.from_text(f"{board(state_class, stones)} {min(left, state_class.LENGTH)}", to_move, variant)


def cell(state_class, r, c):
    return state_class.Move(r * state_class.COLS + c)


def lit(*cells):
    return frozenset(("cell", r, c) for r, c in cells)


def corners(state_class):
    """The top left corner and its two neighbours, the bottom right and its two."""
    last_r, last_c = state_class.ROWS - 1, state_class.COLS - 1
    return ((0, 0), (0, 1), (1, 0)), ((last_r, last_c), (last_r - 1, last_c), (last_r, last_c - 1))


def filled_but(state_class, empty):
    """Player 0's stones on every cell but ``empty``."""
    return {(r, c): 0 for r in range(state_class.ROWS) for c in range(state_class.COLS) if (r, c) not in empty}


# -- the rules, as the page states them and the lesson recognises them ------------------------
def rules_of(state_class):
    """``{section: {rule: test of a lesson.Seen}}``: every rule of the game, by the section of
    its rules page that states it."""
    rules = {
        "goal": {"more stones win": lambda x: x.state.variant != "reverse" and every(
            x, lambda m: x.after(m).is_over and x.after(m).winner == x.state.to_move)},
        "turn": {"a stone on an empty cell": lambda x: every(x, lambda m: x.state.cells[m.cell] == -1)},
        "capture": {"an enemy stone beside two of yours is taken": lambda x: every(x, x.state.is_capture)},
        "end": {"the game ends when its plies are played": lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).outcome == PLAYED)},
    }
    if state_class.LENGTH > 1:
        rules["end"]["or when no stone can be placed"] = lambda x: every(
            x, lambda m: x.after(m).is_over and x.after(m).outcome == BLOCKED)
    if state_class.PASSES:
        rules["closed"] = {
            "a cell beside two enemy stones is closed to you": lambda x: bool(x.moves) and any(
                x.state.cells[c] == -1 and x.state.count_beside(c, 1 - x.state.to_move) >= 2
                for c in range(len(x.state.cells))),
            "a player who cannot place a stone passes": lambda x: every(
                x, lambda m: [p.is_pass for p in x.after(m).legal_moves()] == [True]),
        }
    if state_class.HAS_VARIANTS:
        rules["variants"] = {"reverse: fewer stones win": lambda x: x.state.variant == "reverse" and every(
            x, lambda m: x.after(m).is_over and x.after(m).winner == x.state.to_move)}
    return rules


# -- the rules page ---------------------------------------------------------------------------
def sections(state_class, view_class):
    """The page's sections, each diagram drawn by the game's view."""
    (a, b, c), (z, y, w) = corners(state_class)

    def drawn(stones, left, marks=Marks(), variant=None):
        def draw(surface, rect, scale):
            view = view_class()
            view.layout(rect, scale)
            view.draw(surface, position(state_class, stones, left, variant), marks)
        return draw

    rules = rules_of(state_class)
    out = [Section("goal", drawn({}, state_class.LENGTH), rules=tuple(rules["goal"])),
           Section("turn", drawn({a: 1}, state_class.LENGTH, Marks(hint=(("cell", *z),))), rules=tuple(rules["turn"])),
           Section("capture", drawn({a: 1, b: 0, c: 0}, 1, Marks(hint=(("cell", *a),))), rules=tuple(rules["capture"]))]
    if state_class.PASSES:
        out.append(Section("closed", drawn({b: 1, c: 1}, state_class.LENGTH, Marks(lit=lit(a))),
                           rules=tuple(rules["closed"])))
    out.append(Section("end", drawn(filled_but(state_class, {z}), 1), rules=tuple(rules["end"])))
    if state_class.HAS_VARIANTS:
        out.append(Section("variants", drawn({a: 1, b: 1}, 1, variant="reverse"), rules=tuple(rules["variants"])))
    return out + [Section("reading", note=True)]


# -- the lesson -------------------------------------------------------------------------------
def lesson(state_class):
    """6 to 12 steps, then a real game against Beginner."""
    (a, b, c), (z, y, w) = corners(state_class)
    length = state_class.LENGTH
    steps = [Step("place", position(state_class, {}, length), lit=lit(a, z)),
             Step("capture", position(state_class, {a: 1, b: 0, c: 0}, 2), expect=(cell(state_class, *a),), lit=lit(a)),
             Step("corner", position(state_class, {z: 1, y: 0, w: 0}, 2), expect=(cell(state_class, *z),), lit=lit(z))]
    if state_class.PASSES:
        steps.append(Step("closed", position(state_class, {b: 1, c: 1}, length), lit=lit(a)))
        steps.append(Step("pass", position(state_class, filled_but(state_class, {a, z}), 3), lit=lit(z),
                          reply=FORCED))
    steps.append(Step("last", position(state_class, {a: 0, z: 1}, 1), lit=lit(b)))
    if length > 1:
        steps.append(Step("blocked", position(state_class, filled_but(state_class, {z}), 2),
                          expect=(cell(state_class, *z),), lit=lit(z)))
    if state_class.HAS_VARIANTS:
        steps.append(Step("reverse", position(state_class, {a: 1, b: 1}, 1, "reverse"), lit=lit(z)))
    if len(steps) < 6:
        steps.insert(1, Step("again", position(state_class, {a: 0, z: 1}, length), lit=lit(y)))
    if len(steps) < 6:
        steps.insert(2, Step("more", position(state_class, {b: 1, w: 0}, length), lit=lit(c)))
    options = {"variant": "normal"} if state_class.HAS_VARIANTS else {}
    return Lesson(tuple(steps), Finale(options))


def step_names(state_class):
    return [step.name for step in lesson(state_class).steps]
