"""Pyraos' board view (view.py) and the geometry and painters it shares with the rules page
(board.py)."""

from .view import PyraosView as View  # noqa: F401

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 15}
