"""27's board view (view.py: drawing and hit-testing; the cells' lasting names are in words)."""

from .view import TwentySevenView as View  # noqa: F401

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 9}
