"""The in-app rules pages: per game, a list of sections, each text plus a drawn diagram.

Texts live in the catalogues (``rules.<game>.<section>.title`` and ``.text``);
diagrams are small functions ``draw(surface, rect, scale)`` in the game's
guide module (its ``SECTIONS``, found through the registry: ``games.py``), drawn by the app
itself so they match the boards.
"""

from dataclasses import dataclass
from typing import Callable, Optional


@dataclass(frozen=True)
class Section:
    """A section of a rules page. ``rules``: the rules its text states, by name (none: it shows
    the board, the start or how to read the screen); the game's guided first game shows each of
    them on a real position (its lesson module says how a step showing one is recognised, and
    the tests check that some step does)."""

    key: str
    diagram: Optional[Callable] = None  # draw(surface, rect, scale)
    note: bool = False  # PyraPack's reading of an unclear rule sheet, set apart
    rules: tuple = ()

    def title(self, game):
        return f"rules.{game}.{self.key}.title"

    def text(self, game):
        return f"rules.{game}.{self.key}.text"

