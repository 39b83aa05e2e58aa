"""Pyraos' board view (view.py) and the geometry and painters it shares with the rules page
(board.py)."""

from .view import PyraosView as View  # noqa: F401
