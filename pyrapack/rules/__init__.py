"""The games' rules: pure Python, no pygame, no I/O.

Every module follows one protocol (see ``docs/rules/README.md``):
``new_game(**options)`` returns an immutable ``State`` with ``to_move``,
``legal_moves()``, ``play(move)``, ``is_over``, ``winner``, ``outcome`` and
``to_dict()``/``State.from_dict()``; a ``Move`` is a frozen value with
``to_dict()``/``Move.from_dict()`` and a short ``str()`` notation. Each module also says
why a move is not legal (``State.why_illegal(move)``: a ``Reason``) and writes and reads
its positions and squares as text (``State.to_text()``/``State.from_text()``).
Scenes, bots, saves, lessons and tests all go through that protocol only (``protocol.py``
writes it down; a game's rules module is found through the registry, ``games.py``).
"""

from typing import NamedTuple


class Reason(NamedTuple):
    """Why a move is not legal: ``key`` names the rule it breaks (a screen says it in its own
    words and language), ``values`` are what those words need (squares, counts, a player) and
    ``text`` is how the rules module says it, in English."""

    key: str
    values: dict
    text: str

    def __str__(self):
        return self.text


def reason(table, key, **values):
    """The ``Reason`` ``key`` of a rules module's table of reasons (``WHY``: key -> English)."""
    return Reason(key, values, table[key].format(**values))


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in; ``reason`` says why."""

    def __init__(self, why):
        super().__init__(str(why))
        self.reason = why if isinstance(why, Reason) else None

