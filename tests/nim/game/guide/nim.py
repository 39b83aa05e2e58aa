"""The rules page of Pyramid Nim, its diagrams drawn by the game's own view: the pyramid, a
turn's stones taken, the last stone."""

from pyrapack.guide import Section
from pyrapack.ui.marks import Marks

from ..rules import nim as rules
from ..views.nim import View


def board(surface, rect, scale, state, marks=Marks()):
    view = View()
    view.layout(rect, scale)
    view.draw(surface, state, marks)


def start(surface, rect, scale):
    board(surface, rect, scale, rules.new_game())


def turn(surface, rect, scale):
    """Three stones of the bottom row taken: they leave from its right-hand end."""
    state = rules.State.from_text("1 2 5 7")
    board(surface, rect, scale, state, Marks(clicks=(("stone", 3, 3),), moves=(rules.Move(3, 3),)))


def last(surface, rect, scale):
    """The last two stones: whoever takes them wins (in misère, loses)."""
    board(surface, rect, scale, rules.State.from_text("0 0 0 2"), Marks(hint=(("stone", 3, 2),)))


SECTIONS = [
    Section("goal", start, rules=("the last stone wins",)),
    Section("turn", turn, rules=("one stone", "three stones of one row", "two stones of a row, not its last")),
    Section("variants", last, rules=("misère: the last stone loses",)),
    Section("reading", note=True),
]
