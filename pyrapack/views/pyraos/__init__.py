"""Pyraos' board view (view.py) and the geometry and painters it shares with the rules page
(board.py)."""

from ...part_types import GameView
from .view import PyraosView

View: type[GameView] = PyraosView  # the type checker holds it to the protocol (part_types.py)

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 15}
