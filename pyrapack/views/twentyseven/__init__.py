"""27's board view (view.py: drawing and hit-testing; the cells' lasting names are in words)."""

from ...part_types import GameView
from .view import TwentySevenView

View: type[GameView] = TwentySevenView  # the type checker holds it to the protocol (part_types.py)

#: How the pictures (tools/screenshots.py) show a middle game: the seeded random moves played
PICTURE = {"moves": 9}
