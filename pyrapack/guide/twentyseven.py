"""The rules page of 27, its diagrams drawn by the game's own view: the line, a move of part
of a stack, the grey variant. Every position is a real one, and every move a legal one."""

from ..i18n import t
from ..rules import twentyseven as rules
from ..ui import arrows, text, theme
from ..ui.marks import NONE, Marks
from ..views.twentyseven.view import TwentySevenView
from . import Section


def position(cells, variant="basic"):
    """White to move in the line the rules write ``cells`` (stacks as letters, base first)."""
    return rules.State.from_text(cells, variant=variant)


def line(surface, rect, scale, state, marks=NONE, goals=True):
    """``state`` drawn by the game's view in ``rect``; returns the view (for arrows)."""
    view = TwentySevenView(room=12, goals=goals)  # short stacks: thick pawns
    view.layout(rect.inflate(-round(rect.width * 0.08), 0) if goals else rect, scale)  # room for the goals' names
    view.draw(surface, state, marks)
    return view


def taking(state, cell, count):
    """The marks of ``count`` pawns of ``cell`` taken, the cell where they go lit, as in the game."""
    move = rules.Move(cell, count)
    return move, Marks(clicks=(("pawn", cell, count),), next=frozenset({("cell", state.destination(move))}))


def arrow(surface, view, state, move, scale):
    """A gold arc from the taken pawns to where they land."""
    n, thick = len(state.cells), view.thickness(state)
    src, dst = move.from_cell, state.destination(move)
    start = view.pawn_center(src, n, len(state.cells[src]) + 1.2, thick)
    end = view.pawn_center(dst, n, len(state.cells[dst]) + move.count + 0.5, thick)
    arrows.arc(surface, start, end, theme.GOLD, max(2, 3 * scale), head=max(8, 12 * scale))


def start_line(surface, rect, scale):
    line(surface, rect, scale, rules.new_game())


def partial_move(surface, rect, scale):
    """White owns 2 stacks: the top 3 pawns of cell 3, a black one among them, go 2 cells on."""
    state = position("RWWWWWWW G GBWW G GB G G GBB RBBBBB")
    move, marks = taking(state, 2, 3)
    view = line(surface, rect, scale, state, marks)
    arrow(surface, view, state, move, scale)
    text.draw(surface, "n = 2", (rect.left, rect.top), 18 * scale, theme.GOLD, "bold")


def grey_variant(surface, rect, scale):
    """A stack leaves with its grey base: its cell is gone and the line closes up."""
    left = rect.copy()
    left.width = rect.width * 0.47
    right = left.move(rect.width * 0.53, 0)
    state = position("RWWWWWWWW GBW G GB G G G GBB RBBBBB", "grey")
    move, marks = taking(state, 1, 3)
    arrow(surface, line(surface, left, scale, state, marks, goals=False), state, move, scale)
    line(surface, right, scale, state.play(move), Marks(last=(state, move)), goals=False)
    text.draw(surface, "→", (rect.centerx, rect.centery), 30 * scale, theme.GOLD, "bold", "center")
    text.draw(surface, t("rules.twentyseven.eight_cells"), (right.centerx, rect.top), 16 * scale,
              theme.TEXT_DIM, "body", "midtop")


SECTIONS = [
    Section("goal", start_line, rules=("the tallest stack on the goal wins", "who starts is drawn by lot")),
    Section("turn", partial_move, rules=("counting n", "part of a stack", "enemy pawns carried")),
    Section("blocked", rules=("the pass",)),
    Section("end", rules=("neither can move: the end and the score", "equal scores: a draw")),
    Section("variants", grey_variant, rules=("grey: a base travels", "red: the goals move")),
    Section("reading", note=True, rules=("owning no stack: a pass", "your pawns left at home count for the other side",
                                         "red: a single cell left is a draw")),
]
