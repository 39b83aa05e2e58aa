"""Pyramidames' board view (view.py), made of the top view of board E (top.py) and the four
faces (faces.py), which it shares with the rules page."""

from .view import PyramidamesView as View  # noqa: F401
