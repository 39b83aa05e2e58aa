"""Pyramidames' board view (view.py), made of the top view of board E (top.py) and the four
faces (faces.py), which it shares with the rules page."""

from ...part_types import GameView
from .view import PyramidamesView

View: type[GameView] = PyramidamesView  # the type checker holds it to the protocol (part_types.py)

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 12}
