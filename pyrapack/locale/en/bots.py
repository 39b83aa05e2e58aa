"""English texts of the bots: why a hinted move is good (``pyrapack.bots.explain``)."""

from ...part_types import Strings

STRINGS: Strings = {
    "bots.why.wins": "This move wins the game.",
    "bots.why.no_move": "This move leaves your opponent without a move.",
    "bots.why.no_move_wins": "This move leaves your opponent without a move: you win.",
}
