"""The rules protocol as types: what a rules module (``Rules``), its ``State`` (``GameState``) and
its ``Move`` (``GameMove``) provide.

``docs/rules/README.md`` says it in words; these ``typing.Protocol``s say what each takes and
gives, so the type checker (mypy, run before the tests) holds every rules module to them, and
``pyrapack/protocol.py`` checks any registered game's ``State`` and ``Move`` against them at run
time (every member there, each method taking the arguments they say). The other parts of a game
are typed in ``pyrapack/part_types.py``. A rules module ends
with the lines that have it checked, ``_rules: Rules[Move] = <the module itself>``, and the
optional parts it has (``ParsesMoves``, ``WritesMoves``, ``HasPast``) checked on its ``State``.

Generic in the game's move type: a game's ``State.play`` takes its own ``Move`` only. Shared
code that works with any game uses ``Rules[Any]`` (its states are ``GameState[Any]``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from . import Reason

MoveT = TypeVar("MoveT", bound="GameMove")
_M = TypeVar("_M", bound="GameMove")
_M_co = TypeVar("_M_co", bound="GameMove", covariant=True)
_M_contra = TypeVar("_M_contra", bound="GameMove", contravariant=True)
_S = TypeVar("_S", bound="GameState[Any]")


class GameMove(Protocol):
    """A whole move with all its choices: a frozen value that compares and hashes by value."""

    @property
    def is_pass(self) -> bool:
        """Whether it is the pass (its dict ``{"pass": true}``), played when nothing else is legal."""

    def __hash__(self) -> int: ...

    def to_dict(self) -> dict[str, Any]:
        """The move as JSON (the format in the game's rules page)."""

    @classmethod
    def from_dict(cls: type[_M], data: object) -> _M:
        """The inverse of ``to_dict``, from any value read from a file: ValueError when malformed."""


class GameState(Protocol[MoveT]):
    """An immutable position (and what of its past the rules need): ``play`` gives a new one.
    Compared and hashed by position (a search's table keys on it), its past aside."""

    def __hash__(self) -> int: ...

    @property
    def to_move(self) -> int:
        """0 or 1: the player whose turn it is."""

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None:
        """0 or 1 once won; None while the game runs, or after a draw."""

    @property
    def outcome(self) -> str | None:
        """Once over, why, in English: one of the module's ``OUTCOMES``; None while it runs."""

    def legal_moves(self) -> list[MoveT]:
        """Every legal complete move; never empty while the game runs (the pass when blocked)."""

    def play(self: _S, move: MoveT) -> _S:
        """The position after ``move``; ``IllegalMove`` (a ValueError) saying why when it is not legal."""

    def why_illegal(self, move: object) -> Reason | None:
        """Why ``move`` (anything) is not legal here, or None when it is."""

    def to_dict(self) -> dict[str, Any]:
        """The position as JSON (no history)."""

    @classmethod
    def from_dict(cls: type[_S], data: object) -> _S:
        """The inverse of ``to_dict``, from any value read from a file: ValueError when malformed."""

    def to_text(self) -> str:
        """The position as a line of text (its pieces; the player to move aside)."""

    @classmethod
    def from_text(cls: type[_S], text: str, to_move: int = 0) -> _S:
        """The position ``to_text`` writes, ``to_move`` to play: ValueError when it is none."""


class Rules(Protocol[MoveT]):
    """A rules module: ``new_game(**options)``, its ``State`` and ``Move`` classes, ``OUTCOMES``.

    The names ``protocol.RULES`` asks for whatever the game; a module may hold more (``WHY``,
    ``PLIES``, ``VARIANTS``, ``FIRST_IS_DRAWN``): ``pyrapack/protocol.py`` says what for.
    """

    @property
    def State(self) -> type[GameState[MoveT]]: ...

    @property
    def Move(self) -> type[MoveT]: ...

    @property
    def new_game(self) -> Callable[..., GameState[MoveT]]:
        """The position a game starts from; its keyword options differ per game (ValueError for
        an unknown one or a bad value)."""

    @property
    def OUTCOMES(self) -> tuple[str, ...]:
        """The ways a game ends (``State.outcome``)."""


# -- optional parts: a State that has them is used through them (``rules.parse_move``, ...) ------
class ParsesMoves(Protocol[_M_co]):
    def parse_move(self, text: str) -> _M_co:
        """The legal move ``text`` writes, as python-chess's ``parse_san``: NotationError for no
        move of this position (or several), IllegalMove for one that is not legal here."""


class WritesMoves(Protocol[_M_contra]):
    def notation(self, move: _M_contra) -> str:
        """``move`` (legal here) as a player types it."""


class HasPast(Protocol):
    def history_key(self) -> Hashable:
        """What of the game's past can still decide how it ends (a repetition rule), for a
        search's table: two equal states with equal keys have the same future."""

