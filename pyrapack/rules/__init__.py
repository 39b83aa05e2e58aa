"""The rules of the four games: pure Python, no pygame, no I/O.

Every module follows one protocol (see ``docs/rules/README.md``):
``new_game(**options)`` returns an immutable ``State`` with ``to_move``,
``legal_moves()``, ``play(move)``, ``is_over``, ``winner``, ``outcome`` and
``to_dict()``/``State.from_dict()``; a ``Move`` is a frozen value with
``to_dict()``/``Move.from_dict()`` and a short ``str()`` notation.
Scenes, bots, saves and tests all go through that protocol only.
"""

import importlib

#: Module names of the games, in menu order.
GAMES = ("pyramida", "pyramidames", "twentyseven", "pyraos")


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in; the message says why."""


def load(game):
    """Return the rules module of ``game`` (one of ``GAMES``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    return importlib.import_module(f"{__name__}.{game}")
