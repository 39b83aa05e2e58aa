"""Pyramida's board view (view.py) and the geometry and painters it shares with the rules page
(board.py, and caption.py for where an attack's caption goes)."""

from ...part_types import GameView
from .view import PyramidaView

View: type[GameView] = PyramidaView  # the type checker holds it to the protocol (part_types.py)
