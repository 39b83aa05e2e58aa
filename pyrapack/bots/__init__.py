"""The built-in opponent: one search engine, a small evaluation per game.

Nothing here imports pygame: the search runs in a worker process (see
``worker``) so the window keeps repainting while the bot thinks.
"""

import importlib


def game_module(game):
    """``pyrapack.bots.<game>``: the game's own part (evaluation, move order...), or None when
    the game has no bot part yet."""
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        return None
