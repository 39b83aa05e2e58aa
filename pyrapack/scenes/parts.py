"""A game's drawn parts, or the plain ones a game without its own gets: the screens ask here.

A game's board view and words are its own when it has them (``protocol.py`` says what each
holds); until it does, the replay and the menu show it with a ``PlainView``, and it speaks
with the shared ``GameTexts`` (its scene: ``game.scene_class``).
"""

from ..ui.plainview import PlainView
from ..words import GameTexts


def view_class(info):
    """The class of the game's board view: its own, else the plain one (``PlainView``)."""
    return info.part("views", "View") or PlainView


def make_view(info, match):
    """The game's board view of ``match``, as its players see it."""
    return view_class(info).for_match(match)


def texts(info):
    """What the game says in words: its own ``Texts``, else the shared ``GameTexts``."""
    return (info.part("words", "Texts") or GameTexts)(info.id)


def draw_icon(surface, info, rect):
    """The game's picture, for its menu tile, its set-up screen and the games kept."""
    view_class(info).draw_icon(surface, rect)
