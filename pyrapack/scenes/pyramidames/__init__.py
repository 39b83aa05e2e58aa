"""Pyramidames: its board view (view.py), the top view of board E (top.py) and the four faces
(faces.py) it is made of and shares with the rules page, what it says in words (texts.py),
and its game scene (scene.py)."""
