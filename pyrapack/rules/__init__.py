"""The rules of the four games: pure Python, no pygame, no I/O.

Every module follows one protocol (see ``docs/rules/README.md``):
``new_game(**options)`` returns an immutable ``State`` with ``to_move``,
``legal_moves()``, ``play(move)``, ``is_over``, ``winner``, ``outcome`` and
``to_dict()``/``State.from_dict()``; a ``Move`` is a frozen value with
``to_dict()``/``Move.from_dict()`` and a short ``str()`` notation.
Scenes, bots, saves and tests all go through that protocol only.
"""

import importlib
import pkgutil

#: Module names of the games: every module of this package but the saved-game ``record``,
#: so a new game's rules are found by their module alone (the menu order is ``games.GAMES``).
GAMES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)
                     if m.name != "record" and not m.name.startswith("_")))


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in; the message says why."""


def load(game):
    """Return the rules module of ``game`` (one of ``GAMES``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    return importlib.import_module(f"{__name__}.{game}")
