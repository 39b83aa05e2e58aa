"""Pyramidames' board view (view.py), made of the top view of board E (top.py) and the four
faces (faces.py), which it shares with the rules page."""

from .view import PyramidamesView as View  # noqa: F401

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 12}
