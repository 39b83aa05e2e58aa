"""Pyramida's board view (view.py) and the geometry and painters it shares with the rules page
(board.py, and caption.py for where an attack's caption goes)."""

from ...part_types import GameView
from .view import PyramidaView

View: type[GameView] = PyramidaView  # the type checker holds it to the protocol (part_types.py)


def _climber(moves, rng):
    """The best climber of three random moves, so that stones spread up the pyramid."""
    from ...rules.pyramida import cell_file_rank

    sample = [rng.choice(moves) for _ in range(3)]
    return max(sample, key=lambda m: 0 if m.is_pass else cell_file_rank(m.dst)[1])


#: How the pictures (tools/screenshots.py) show a middle game: the seeded moves played, each picked
PICTURE = {"moves": 40, "pick": _climber}
