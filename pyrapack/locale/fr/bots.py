"""Textes français des bots : pourquoi un coup conseillé est bon (``pyrapack.bots.explain``)."""

from ...part_types import Strings

STRINGS: Strings = {
    "bots.why.wins": "Ce coup gagne la partie.",
    "bots.why.no_move": "Ce coup laisse votre adversaire sans coup à jouer.",
    "bots.why.no_move_wins": "Ce coup laisse votre adversaire sans coup à jouer : vous gagnez.",
}
