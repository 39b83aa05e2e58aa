"""The rules of the four games: pure Python, no pygame, no I/O.

Every module follows one protocol (see ``docs/rules/README.md``):
``new_game(**options)`` returns an immutable ``State`` with ``to_move``,
``legal_moves()``, ``play(move)``, ``is_over``, ``winner``, ``outcome`` and
``to_dict()``/``State.from_dict()``; a ``Move`` is a frozen value with
``to_dict()``/``Move.from_dict()`` and a short ``str()`` notation. Each module also says
why a move is not legal (``State.why_illegal(move)``: a ``Reason``) and writes and reads
its positions and squares as text (``State.to_text()``/``State.from_text()``). A game
whose end can depend on its past (a repetition rule) says what of the past still can
(``State.history_key()``). Scenes, bots, saves, lessons and tests all go through that protocol only.
"""

import importlib
import pkgutil
from typing import NamedTuple

#: Module names of the games: every module of this package but the saved-game ``record``,
#: so a new game's rules are found by their module alone (the menu order is ``games.GAMES``).
GAMES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)
                     if m.name != "record" and not m.name.startswith("_")))


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


def load(game):
    """Return the rules module of ``game`` (one of ``GAMES``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    return importlib.import_module(f"{__name__}.{game}")


class Past:
    """What of a game's past can still decide its end, as a table key (``State.history_key``):
    a running hash of the positions met and their counts, kept up move by move so that a key
    costs next to nothing, and the counts themselves (``counts()``), compared only when two
    hashes agree, so that two different pasts are never taken for one."""

    __slots__ = ("_hash", "_counts")

    def __init__(self, running_hash, counts):
        self._hash, self._counts = running_hash, counts

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        return isinstance(other, Past) and self._hash == other._hash and self._counts() == other._counts()


PAST_BITS = (1 << 64) - 1


def met(running_hash, key, count):
    """A ``Past``'s running hash once the position ``key`` (an int) is met a ``count``-th time."""
    if count > 1:
        running_hash -= hash((key, count - 1))
    return (running_hash + hash((key, count))) & PAST_BITS


def search_key(state, position=None):
    """The key of ``state`` in a search's table: its position (``position(state)``, by default the
    state itself, which compares without its past) and, in a game whose end can depend on its
    past (``State.history_key``), that past too. A value learnt on one line is then reused only
    on a line with the same past (otherwise a repetition in reach on one line but not on the
    other would be missed, or imagined)."""
    key = state if position is None else position(state)
    past = getattr(state, "history_key", None)
    return key if past is None else (key, past())
