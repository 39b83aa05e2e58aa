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

    def __init__(self, key, **values):
        shown = {k: " or ".join(v) if isinstance(v, tuple) else v for k, v in values.items()}
        self.reason = Reason(key, values, NOTATION[key].format(**shown))
        super().__init__(self.reason.text)


def written(text):
    """``text`` as the parsers read it: lower case, single spaces; NotationError if it is none."""
    if not isinstance(text, str):
        raise NotationError("unreadable", text=repr(text))
    words = " ".join(text.lower().split())
    if not words:
        raise NotationError("empty")
    return words


def refuse(state, move, text):
    """Raise why ``move`` (what ``text`` writes) is not legal in ``state``: the rules' reason,
    else that no legal move is written so."""
    why = state.why_illegal(move)
    if why is None:
        raise NotationError("no_such", text=text)
    raise IllegalMove(why)


def one_of(state, text, moves):
    """The one legal move among ``moves`` that ``text`` may mean; NotationError if several."""
    if len(moves) == 1:
        return moves[0]
    if not moves:
        raise NotationError("no_such", text=text)
    raise NotationError("ambiguous", text=text, moves=tuple(notation(state, m) for m in moves))


def parse_move(state, text):
    """The legal move of ``state`` that ``text`` writes: its rules module's ``parse_move``, or for
    a module without one, the move whose ``str()`` is the text."""
    own = getattr(state, "parse_move", None)
    if own is not None:
        return own(text)
    words = written(text)
    return one_of(state, text, [m for m in state.legal_moves() if " ".join(str(m).lower().split()) == words])


def notation(state, move):
    """``move`` written as a player types it in ``state`` (its module's ``notation``, else ``str``)."""
    own = getattr(state, "notation", None)
    return own(move) if own is not None else str(move)
