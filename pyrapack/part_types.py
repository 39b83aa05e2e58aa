"""A game's parts as types: what its board view, its words, its game scene, its texts and its
bot part provide, as ``typing.Protocol``s (the rules' own are in ``rules/protocol.py``).

One description serves two checks. The type checker (mypy, strict here) holds each part of
the games shipped to its Protocol: a part names its class with the Protocol's type
(``View: type[GameView] = ObeliskView``), its texts ``STRINGS: Strings``, and a bot part ends
with the hooks it has (``_hooks: tuple[Evaluates, Orders, ...] = (_module,) * n``, as the rules
modules end with ``_rules: Rules[Move] = _module``). At run time ``protocol.py`` checks every
registered game, the ones kept elsewhere too, with ``lacks``: each member of the Protocol is
there, none is left abstract (a base's ``abc.abstractmethod``), and each method takes the
arguments the Protocol passes. The registry's helpers hand parts out as these types.

Only the rules' types are imported at run time: pygame and the shared base classes are named
for the type checker alone, so the registry (which the rules' records use) stays light.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Hashable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .rules.protocol import GameMove, GameState

if TYPE_CHECKING:
    import pygame

    from .rules import Reason
    from .ui.anim import Animation, Flight
    from .ui.marks import Marks, Sample

State = GameState[Any]  # a position of any game
Target = tuple[Any, ...]  # a click target of a board view: ("stone", "c4"), ("tray", 0)...
Text = str | Mapping[str, str]  # a catalogue's text: itself, or its plural forms by category
Strings = dict[str, Text]  # a catalogue: texts by key


# -- the board view (``views/<id>``'s ``View``; ``ui.boardview.BoardView`` is one) ----------------
@runtime_checkable
class GameView(Protocol):
    """Draws a position read-only, in the rectangle it is laid out in, and says what a point hits."""

    @property
    def game(self) -> str:
        """Its game's id."""

    @classmethod
    def for_match(cls, match: Any) -> GameView:
        """The view of ``match`` as its players see it."""

    def layout(self, rect: pygame.Rect, scale: float) -> None: ...

    def draw(self, surface: pygame.Surface, state: State, marks: Marks = ..., anim: Animation | None = None) -> None: ...

    def draw_board(self, surface: pygame.Surface, state: State, marks: Marks, anim: Animation | None) -> None: ...

    def targets_at(self, state: State, pos: tuple[float, float], marks: Marks = ...) -> list[Target]: ...

    def click_sequences(self, state: State, moves: Sequence[GameMove]) -> Mapping[GameMove, list[tuple[Target, ...]]]: ...

    def lead_in(self, state: State, target: Target) -> Target | None: ...

    def target_spot(self, state: State, target: Target) -> tuple[tuple[float, float], float] | None: ...

    def target_rect(self, state: State, target: Target) -> tuple[pygame.Rect, bool] | None: ...

    def draw_help(self, surface: pygame.Surface, state: State, marks: Marks) -> None: ...

    def anchor(self, state: State, key: Any) -> tuple[float, float]: ...

    def animation(self, before: State, move: GameMove, after: State) -> Animation | None: ...

    def suggestion(self, before: State, move: GameMove) -> Flight | None: ...

    def mark_samples(self, before: State, moves: Sequence[GameMove]) -> list[Sample]: ...

    @staticmethod
    def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None: ...

    def side_name(self, player: int) -> str: ...

    def draw_swatch(self, surface: pygame.Surface, rect: pygame.Rect, player: int) -> None: ...


# -- its words (``words/<id>``'s ``Texts``; ``words.GameTexts`` is one) ----------------------------
@runtime_checkable
class GameWords(Protocol):
    """What a game says in words about a position or a move: the move list, the player cards,
    the score line, and what speech says."""

    def __init__(self, game: str | None = None) -> None:
        """Made for ``game`` (its id; None: the game whose part the class is)."""

    @property
    def game(self) -> str: ...

    @property
    def prefix(self) -> str:
        """Its keys' prefix in the catalogues, when not its id."""

    @property
    def numbers(self) -> Mapping[str, str]:
        """Its texts that show numbers no word agrees with, and why."""

    def side_name(self, player: int) -> str: ...

    def label(self, player: int, names: tuple[str | None, str | None] = ...) -> str: ...

    def why(self, reason: Reason | None) -> str | None: ...

    def move_text(self, before: State, move: GameMove) -> str: ...

    def player_lines(self, state: State, player: int) -> list[str]: ...

    def turn_detail(self, state: State) -> str: ...

    def typing_note(self, state: State) -> str: ...

    def notation_note(self, state: State | None = None) -> str: ...

    def result_text(self, state: State, names: tuple[str | None, str | None] = ...) -> str: ...

    def headline(self, state: State) -> str: ...

    def outcome(self, state: State) -> str: ...

    def move_words(self, before: State, move: GameMove) -> str: ...

    def target_words(self, state: State, target: Target, clicks: tuple[Target, ...] = ()) -> str: ...

    def target_action(self, state: State, target: Target) -> str: ...

    def position_words(self, state: State) -> str: ...

    def moves_words(self, state: State, moves: Sequence[GameMove]) -> list[str]: ...

    def notation_problem(self, reason: Reason) -> str: ...


# -- its game scene (``scenes/<id>``'s ``Scene``; ``scenes.game.GameScene`` is one) ---------------
@runtime_checkable
class GameScenePart(Protocol):
    """A game's screen: the app's scene calls, and the hooks a game's own scene fills in."""

    def __init__(self, app: Any, match: Any, coaching: Any = None) -> None:
        """A match shown in ``app``, coached by ``coaching`` (None: nobody: ``scenes.coaching``)."""

    @property
    def KEYS(self) -> tuple[tuple[str, str], ...]:
        """(keys, what they do): i18n keys of its own keys, for the key help."""

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def ensure_layout(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def explain(self, targets: list[Target], before: tuple[Target, ...]) -> str | None: ...

    def forced_targets(self) -> frozenset[Target]: ...

    def confirm_label(self) -> str: ...

    def warning_before(self, move: GameMove) -> str | None: ...

    def after_move(self, before: State, move: GameMove, after: State) -> None: ...

    def turn_line(self, state: State) -> str: ...

    def turn_detail(self, state: State) -> str: ...


# -- its texts in a language (``locale/<language>/<id>``) -----------------------------------------
@runtime_checkable
class Catalogue(Protocol):
    @property
    def __name__(self) -> str:
        """The module's name (a key defined twice names the modules)."""

    @property
    def STRINGS(self) -> Mapping[str, Text]:
        """Its texts by key (``Strings``)."""


# -- its bot part (``bots/<id>``): every hook is optional, each is a Protocol of its own --------
# ``BOT_HOOKS`` lists them; a part is checked against each hook it has. ``bots/engine.py`` says
# what the search does with each.
@runtime_checkable
class Evaluates(Protocol):
    def evaluate(self, state: State) -> float:
        """How good ``state`` looks for the player to move, in units (about a piece)."""


@runtime_checkable
class Tallies(Protocol):
    def tally(self, state: State, player: int) -> float:
        """The simple count the game's lesson teaches, for ``player``."""


@runtime_checkable
class Orders(Protocol):
    def order(self, state: State, moves: list[GameMove]) -> list[GameMove]:
        """``moves``, most promising first."""


@runtime_checkable
class Extends(Protocol):
    def extend(self, state: State) -> bool:
        """A leaf too unsettled to evaluate (a capture is pending): searched one more ply."""


@runtime_checkable
class Noisy(Protocol):
    def noisy(self, state: State) -> list[GameMove]:
        """The moves that change the balance at once, played out before a leaf is judged."""


@runtime_checkable
class Margins(Protocol):
    def margin(self, state: State) -> float:
        """The final margin of a finished game for the player to move."""


@runtime_checkable
class Keys(Protocol):
    def key(self, state: State) -> Hashable:
        """A cheaper key than the state for the transposition table."""


@runtime_checkable
class SolvesEndgames(Protocol):
    def endgame(self, state: State, search: Any) -> list[tuple[float | None, GameMove]] | None:
        """``[(value, move)]`` for every legal move (None: not known in time), or None for a
        position it does not handle."""


@runtime_checkable
class Searches(Protocol):
    @property
    def SEARCH(self) -> str:
        """``"alphabeta"`` (the default) or ``"mcts"``."""


@runtime_checkable
class HasLevels(Protocol):
    @property
    def LEVELS(self) -> Mapping[str, Mapping[str, Any]]:
        """Per-level overrides of ``engine.Level``'s fields."""


@runtime_checkable
class HasBook(Protocol):
    @property
    def BOOK(self) -> Mapping[str, float]:
        """The opening book's own settings (``book.SETTINGS``)."""


@runtime_checkable
class FramesBook(Protocol):
    def book_frame(self, state: State) -> tuple[str, Callable[[GameMove], Any], Callable[[Any], GameMove]]:
        """The position's key in the book, and how its moves are written there and read back."""


@runtime_checkable
class Scales(Protocol):
    @property
    def SCALE(self) -> float:
        """Units per e-fold of the chance of winning (the review)."""


@runtime_checkable
class Explains(Protocol):
    def why(self, state: State, move: GameMove, after: State) -> tuple[str, Mapping[str, Any]] | None:
        """What ``move`` achieves, as an i18n key and its values, for the hint's line."""


@runtime_checkable
class ExplainsWins(Protocol):
    def why_won(self, state: State, move: GameMove, after: State) -> tuple[str, Mapping[str, Any]] | None:
        """What a winning move wins by, for the hint's line."""


@runtime_checkable
class HasReference(Protocol):
    @property
    def REFERENCE(self) -> Mapping[str, Any]:
        """The benches' plain opponent: ``{"depth": plies, "evaluate": function, ...}``."""


BOT_HOOKS = (Evaluates, Tallies, Orders, Extends, Noisy, Margins, Keys, SolvesEndgames, Searches, HasLevels,
             HasBook, FramesBook, Scales, Explains, ExplainsWins, HasReference)


# -- the check at run time ------------------------------------------------------------------------
def members(protocol: type) -> list[str]:
    """The names ``protocol`` asks for, in the order it declares them (its constructor too,
    where it declares one: the shared code makes the part's objects)."""
    names: dict[str, None] = {}
    for cls in reversed(protocol.__mro__):
        if getattr(cls, "_is_protocol", False) and cls is not Protocol:
            own = vars(cls).get("__init__")
            declared = own is not None and getattr(own, "__module__", "typing") != "typing"
            names.update(dict.fromkeys(n for n in (*vars(cls), *getattr(cls, "__annotations__", {}))
                                       if not n.startswith("_") or n == "__init__" and declared))
    return list(names)


def lacks(value: type | ModuleType, protocol: type, only_present: bool = False) -> list[str]:
    """What ``value`` (a class whose instances should follow ``protocol``, or a module that
    should) lacks of it: short phrases ("has no draw_board", "does not define anchor", "takes
    targets_at(self, state)..."); empty when it follows it. With ``only_present``, a member it
    does not have is no problem (the bot part's hooks: each optional)."""
    out = []
    module = isinstance(value, ModuleType)
    for name in members(protocol):
        declared = any(name in getattr(cls, "__annotations__", {}) for cls in getattr(value, "__mro__", ()))
        if not hasattr(value, name):
            if not (declared or only_present):
                out.append(f"has no {name}")
            continue
        found, wanted = getattr(value, name), inspect.getattr_static(protocol, name)
        if getattr(found, "__isabstractmethod__", False):
            out.append(f"does not define {name}")
        elif isinstance(wanted, property):
            continue
        elif not callable(found):
            out.append(f"{name} is not a function")
        else:
            out += _arity(found, getattr(protocol, name), name, drop_self=module and not isinstance(wanted, staticmethod))
    return out


def _arity(found: Callable[..., Any], wanted: Callable[..., Any], name: str, drop_self: bool) -> list[str]:
    """``found`` cannot be called with the arguments the Protocol's ``wanted`` is called with."""
    try:
        have, want = inspect.signature(found), inspect.signature(wanted)
    except (TypeError, ValueError):  # a builtin without a signature: taken as it is
        return []
    params = list(want.parameters.values())[1 if drop_self else 0:]
    args = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    kwargs = {p.name: None for p in params if p.kind == p.KEYWORD_ONLY}
    try:
        have.bind(*args, **kwargs)
    except TypeError:
        return [f"{name} takes {have}, where the shared code passes ({', '.join(args + list(kwargs))})"]
    return []
