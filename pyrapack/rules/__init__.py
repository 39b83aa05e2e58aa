"""The games' rules: pure Python, no pygame, no I/O.

Every module follows one protocol (see ``docs/rules/README.md``):
``new_game(**options)`` returns an immutable ``State`` with ``to_move``,
``legal_moves()``, ``play(move)``, ``is_over``, ``winner``, ``outcome`` and
``to_dict()``/``State.from_dict()``; a ``Move`` is a frozen value with
``to_dict()``/``Move.from_dict()`` and a short ``str()`` notation. Each module also says
why a move is not legal (``State.why_illegal(move)``: a ``Reason``) and writes and reads
its positions and squares as text (``State.to_text()``/``State.from_text()``). A game
whose end can depend on its past (a repetition rule) says what of the past still can
(``State.history_key()``). Scenes, bots, saves, lessons and tests all go through that
protocol only (``protocol.py`` writes it down; a game's rules module is found through the
registry, ``games.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TypeVar

if TYPE_CHECKING:
    from .protocol import GameMove, GameState

_M = TypeVar("_M", bound="GameMove")


class Reason(NamedTuple):
    """Why a move is not legal: ``key`` names the rule it breaks (a screen says it in its own
    words and language), ``values`` are what those words need (squares, counts, a player) and
    ``text`` is how the rules module says it, in English."""

    key: str
    values: dict[str, Any]
    text: str

    def __str__(self) -> str:
        return self.text


def reason(table: Mapping[str, str], key: str, **values: Any) -> Reason:
    """The ``Reason`` ``key`` of a rules module's table of reasons (``WHY``: key -> English)."""
    return Reason(key, values, table[key].format(**values))


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in; ``reason`` says why."""

    def __init__(self, why: Reason | str | None) -> None:
        super().__init__(str(why))
        self.reason = why if isinstance(why, Reason) else None


#: A History's parts: its layers (each a dict of counts and how many positions it adds up), its
#: newest positions, and the hash of its counts.
_Layers = tuple[tuple[dict[int, int], int], ...]


class History(tuple[_Layers, tuple[int, ...], int]):
    """The positions met in a game, counted, for its repetition rule ("the third time...").
    A position is an int: the game packs its pieces and the player to move in one.

    Persistent: ``add`` gives a new History and leaves this one as it was, so every state of a
    game holds its own, and states that branch from one share its past. A game of n positions
    costs about n log n dict entries however many of its states are kept (each state copying
    a dict of its past cost n squared: a 20,000-ply game held 80 MB), and ``add`` looks at
    about log n dicts: the newest positions are a tuple of fewer than ``_TAIL``, older ones
    sit in frozen dicts whose sizes halve from the oldest to the newest (merged as a binary
    counter carries: two of one size make one of the next, the two left as they were).
    A triple ``(layers, tail, mixed)`` underneath: a tuple is the cheapest object to make, and
    every move of every search makes one; ``mixed`` is a hash of the counts kept up by ``add``,
    for ``key``.
    """

    __slots__ = ()
    _TAIL = 32

    def size(self) -> int:
        """How many positions were met (each time counted)."""
        return sum(added for _, added in self[0]) + len(self[1])

    def count(self, key: int) -> int:
        """How often the position ``key`` was met."""
        layers, tail = self[0], self[1]
        count = tail.count(key)
        for counts, _ in layers:
            count += counts.get(key, 0)
        return count

    def add(self, key: int, _new: Callable[..., History] = tuple.__new__) -> tuple[History, int]:
        """``(history, count)``: this history with ``key`` met once more, and how often it has
        been met now (1: the first time)."""
        layers, tail, mixed = self
        count = tail.count(key) + 1  # as ``count``, inline: every move of every search comes here
        for counts, _ in layers:
            count += counts.get(key, 0)
        if count > 1:
            mixed -= hash((key, count - 1))
        mixed = (mixed + hash((key, count))) & 0xFFFF_FFFF_FFFF_FFFF
        tail += (key,)
        if len(tail) < 32:  # _TAIL
            return _new(History, (layers, tail, mixed)), count
        return _new(History, (_carried(layers, tail), (), mixed)), count

    def counts(self) -> dict[int, int]:
        """``{position: how often it was met}``."""
        merged: dict[int, int] = {}
        for counts, _ in self[0]:
            for position, count in counts.items():
                merged[position] = merged.get(position, 0) + count
        for position in self[1]:
            merged[position] = merged.get(position, 0) + 1
        return merged

    def key(self) -> _Key:
        """The history as a search's table key (``State.history_key``): equal for two histories
        that met the same positions as often, whatever the order; hashed at no cost (the hash
        ``add`` keeps up), the counts compared only when two hashes agree."""
        return _Key(self)

    def positions(self) -> set[int]:
        """Every position met, once each (a set)."""
        seen = set(self[1])
        for counts, _ in self[0]:
            seen.update(counts)
        return seen


def _carried(layers: _Layers, tail: tuple[int, ...]) -> _Layers:
    """``layers`` with the positions of ``tail`` in a new layer, merged as a binary counter
    carries (fresh dicts: the layers given stay as they were, other states hold them)."""
    counts: dict[int, int] = {}
    added, merged_layers = len(tail), list(layers)
    for position in tail:
        counts[position] = counts.get(position, 0) + 1
    while merged_layers and merged_layers[-1][1] <= added:
        older, size = merged_layers.pop()
        merged = older | counts
        for position in older.keys() & counts.keys():  # few: a position met in both
            merged[position] = older[position] + counts[position]
        counts, added = merged, added + size
    merged_layers.append((counts, added))
    return tuple(merged_layers)


class _Key:
    """``History.key``: a history that compares by its counts."""

    __slots__ = ("history",)

    def __init__(self, history: History) -> None:
        self.history = history

    def __hash__(self) -> int:
        return self.history[2]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Key):
            return NotImplemented
        mine, theirs = self.history, other.history
        if mine is theirs:  # one state's past, asked for again (a search meets its states again)
            return True
        if mine[2] != theirs[2]:
            return False
        if mine[0] is theirs[0]:  # the same older layers (a search's lines share them): the newest decide
            return sorted(mine[1]) == sorted(theirs[1])
        return mine.counts() == theirs.counts()


NO_HISTORY = tuple.__new__(History, ((), (), 0))


_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")


class Memo(dict[_K, _V]):
    """What a rules module worked out for a position (its legal moves), for the positions met
    lately: a search meets a position again and again, on other lines, at each deeper look and
    with other pasts, and a state made anew works it out anew. Emptied once it holds ``limit``
    entries, so that what it holds stays small: each module's limit keeps a few MB at most (a
    position's moves cost from 250 bytes to 2 KB, game by game) and most of what a larger one
    saved (the puzzles' provers found 60-90% of their positions in it). Only for what the
    position alone decides, kept as values nobody changes.

    ``twice``: a value is kept only for a key met before (its key alone is kept the first
    time), where values cost memory and the collector's time: a game played out without a
    search meets each position once, and would keep every value for nothing."""

    __slots__ = ("limit", "met")

    def __init__(self, limit: int, twice: bool = False) -> None:
        super().__init__()
        self.limit = limit
        self.met: set[_K] | None = set() if twice else None

    def keep(self, key: _K, value: _V) -> _V:
        """Remember ``value`` for ``key`` (forgetting everything first when full); ``value``."""
        met = self.met
        if met is not None and key not in met:
            if len(met) >= 4 * self.limit:
                met.clear()
            met.add(key)
            return value
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value


def slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The setters of the fields ``names`` of ``cls``, a frozen dataclass with slots: a rules
    module makes the state after each move with them (``object.__new__`` and one C call a
    field), at about half the cost of the dataclass's ``__init__``, which sets each field
    through ``object.__setattr__`` by name. Every move of every search makes a state."""
    return tuple(getattr(cls, name).__set__ for name in names)


# --- Moves typed as text: each module's ``State.parse_move`` reads its own notation (as
# python-chess's ``parse_san``) with these helpers, and says why a text is no move here.

#: Why a text is not a move of the position, in English: the screens say it in the player's
#: language (``notation.<key>`` in the catalogues).
NOTATION = {
    "empty": "type a move",
    "unreadable": "{text} is not written like a move",
    "square": "{name} is not a square of this board",
    "ambiguous": "{text} could be {moves}: say which",
    "no_such": "no legal move is written {text}",
}


class NotationError(ValueError):
    """A text that is no move of the position (unreadable, or several moves); ``reason``: why."""

    def __init__(self, key: str, **values: Any) -> None:
        shown = {k: " or ".join(v) if isinstance(v, tuple) else v for k, v in values.items()}
        self.reason = Reason(key, values, NOTATION[key].format(**shown))
        super().__init__(self.reason.text)


def written(text: object) -> str:
    """``text`` as the parsers read it: lower case, single spaces; NotationError if it is none."""
    if not isinstance(text, str):
        raise NotationError("unreadable", text=repr(text))
    words = " ".join(text.lower().split())
    if not words:
        raise NotationError("empty")
    return words


def refuse(state: GameState[Any], move: object, text: str) -> NoReturn:
    """Raise why ``move`` (what ``text`` writes) is not legal in ``state``: the rules' reason,
    else that no legal move is written so."""
    why = state.why_illegal(move)
    if why is None:
        raise NotationError("no_such", text=text)
    raise IllegalMove(why)


def one_of(state: GameState[_M], text: str, moves: Sequence[_M]) -> _M:
    """The one legal move among ``moves`` that ``text`` may mean; NotationError if several."""
    if len(moves) == 1:
        return moves[0]
    if not moves:
        raise NotationError("no_such", text=text)
    raise NotationError("ambiguous", text=text, moves=tuple(notation(state, m) for m in moves))


def parse_move(state: GameState[_M], text: str) -> _M:
    """The legal move of ``state`` that ``text`` writes: its rules module's ``parse_move``, or for
    a module without one, the move whose ``str()`` is the text."""
    own = getattr(state, "parse_move", None)  # protocol.ParsesMoves
    if own is not None:
        move: _M = own(text)
        return move
    words = written(text)
    return one_of(state, text, [m for m in state.legal_moves() if " ".join(str(m).lower().split()) == words])


def notation(state: GameState[_M], move: _M) -> str:
    """``move`` written as a player types it in ``state`` (its module's ``notation``, else ``str``)."""
    own = getattr(state, "notation", None)  # protocol.WritesMoves
    return str(move) if own is None else str(own(move))


def search_key(state: GameState[Any], position: Callable[[Any], Hashable] | None = None) -> Hashable:
    """The key of ``state`` in a search's table: its position (``position(state)``, by default the
    state itself, which compares without its past) and, in a game whose end can depend on its
    past (``State.history_key``), that past too. A value learnt on one line is then reused only
    on a line with the same past (otherwise a repetition in reach on one line but not on the
    other would be missed, or imagined)."""
    key = state if position is None else position(state)
    past = getattr(state, "history_key", None)  # protocol.HasPast
    return key if past is None else (key, past())
