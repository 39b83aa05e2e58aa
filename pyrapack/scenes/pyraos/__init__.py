"""Pyraos: its board view (view.py), the geometry and painters it shares with the rules page
(board.py), what it says in words (texts.py), and its game scene (scene.py: input and flow)."""
