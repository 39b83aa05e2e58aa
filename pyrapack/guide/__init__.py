"""The in-app rules pages: per game, a list of sections, each text plus a drawn diagram.

Texts live in the catalogues (``rules.<game>.<section>.title`` and ``.text``);
diagrams are small functions ``draw(surface, rect, scale)`` in the game's
guide module, drawn by the app itself so they match the boards.
"""

import importlib
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


def sections(game):
    """The sections of ``game``'s rules page (its ``pyrapack.guide.<game>.SECTIONS``)."""
    return importlib.import_module(f"{__name__}.{game}").SECTIONS


def has_page(game):
    try:
        sections(game)
    except ModuleNotFoundError:
        return False
    return True
