"""A language's catalogue is split by subject (menus, the library...) and merged here, with the
texts of every registered game (its ``locale.<language>`` part, found through the registry)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import games

if TYPE_CHECKING:
    from ..part_types import Catalogue, Text


def merged(*modules: Catalogue) -> dict[str, Text]:
    """One dict from the ``STRINGS`` of ``modules``; a key defined twice is a mistake."""
    strings: dict[str, Text] = {}
    for module in modules:
        twice = strings.keys() & module.STRINGS.keys()
        if twice:
            raise ValueError(f"{module.__name__} defines again: {', '.join(sorted(twice))}")
        strings.update(module.STRINGS)
    return strings


def catalogue(language: str, subjects: Sequence[Catalogue]) -> dict[str, Text]:
    """The whole catalogue of ``language``: its ``subjects`` (the modules of the app's own texts)
    and the texts of each registered game that has them."""
    own: list[Catalogue | None] = [info.part(f"locale.{language}") for info in games.GAMES]
    return merged(*subjects, *(module for module in own if module is not None))
