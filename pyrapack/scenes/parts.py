"""A game's drawn parts, or the plain ones a game without its own gets: the screens ask here.

A game's board view and words are its own when it has them (``protocol.py`` says what each
holds, ``part_types.py`` as types); until it does, the replay and the menu show it with a
``PlainView``, and it speaks with the shared ``GameTexts`` (its scene: ``game.scene_class``).
The registry hands a part out untyped (``GameInfo.part``); here it is given its Protocol's type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..ui.plainview import PlainView
from ..words import GameTexts

if TYPE_CHECKING:
    import pygame

    from ..games import GameInfo
    from ..part_types import GameView, GameWords


def view_class(info: GameInfo) -> type[GameView]:
    """The class of the game's board view: its own, else the plain one (``PlainView``)."""
    own: type[GameView] | None = info.part("views", "View")
    return own or PlainView


def make_view(info: GameInfo, match: Any) -> GameView:
    """The game's board view of ``match``, as its players see it."""
    return view_class(info).for_match(match)


def texts(info: GameInfo) -> GameWords:
    """What the game says in words: its own ``Texts``, else the shared ``GameTexts``."""
    own: type[GameWords] = info.part("words", "Texts") or GameTexts
    return own(info.id)


def draw_icon(surface: pygame.Surface, info: GameInfo, rect: pygame.Rect) -> None:
    """The game's picture, for its menu tile, its set-up screen and the games kept."""
    view_class(info).draw_icon(surface, rect)
