"""Learn by playing: a guided first game for each game (see ``lesson``), played in the
game's own scene (see ``scene``)."""

import importlib
import importlib.util


def lesson_of(game):
    """The ``Lesson`` of ``game``: ``pyrapack.tutorial.<game>.LESSON``."""
    return importlib.import_module(f"{__name__}.{game}").LESSON


def has_lesson(game):
    """Whether ``game`` has a guided first game yet."""
    return importlib.util.find_spec(f"{__name__}.{game}") is not None
