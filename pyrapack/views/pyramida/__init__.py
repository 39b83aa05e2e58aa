"""Pyramida's board view (view.py) and the geometry and painters it shares with the rules page
(board.py, and caption.py for where an attack's caption goes)."""

from .view import PyramidaView as View  # noqa: F401
