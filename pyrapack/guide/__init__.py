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
    key: str
    diagram: Optional[Callable] = None  # draw(surface, rect, scale)
    note: bool = False  # PyraPack's reading of an unclear rule sheet, set apart

    def title(self, game):
        return f"rules.{game}.{self.key}.title"

    def text(self, game):
        return f"rules.{game}.{self.key}.text"

