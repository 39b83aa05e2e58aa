"""Saved games: options plus the move list, replayed from the start.

The format is the one of ``docs/rules/README.md``::

    {"format": 1, "game": <a rules module's name>, "options": {...}, "moves": [move dicts]}

Replaying rather than storing the position keeps the whole history (undo,
redo, repetition counts) and makes an illegal record detectable. The app
adds fields of its own around these (see ``docs/saved-games.md``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .. import games
from . import IllegalMove

if TYPE_CHECKING:
    from .protocol import GameMove, GameState, Rules

FORMAT = 1


class RecordError(ValueError):
    """A record that cannot be replayed; ``part`` names what is wrong, for a precise message.

    ``part`` is one of "record" (not an object), "format" (missing or not a number),
    "future" (a newer format: ``version``), "game" (unknown: ``game``), "options",
    "moves" (not a list), "move" (malformed at ``ply``), "illegal" (``ply``, ``move``),
    or a field of the app's own (``Match.from_record``).
    """

    def __init__(self, message: str, part: str, **details: object) -> None:
        super().__init__(message)
        self.part, self.details = part, details


def make_record(game: str, options: Mapping[str, object], moves: Iterable[GameMove]) -> dict[str, Any]:
    """The JSON-safe record of a game of ``game`` started with ``options``."""
    return {
        "format": FORMAT,
        "game": game,
        "options": dict(options),
        "moves": [move.to_dict() for move in moves],
    }


def replay(record: object) -> tuple[Rules[Any], dict[str, Any], list[GameMove], list[GameState[Any]]]:
    """Check ``record`` and return ``(rules_module, options, moves, states)``.

    ``states`` has one more entry than ``moves``: the start, then the position
    after each move. Anything wrong raises ``RecordError`` saying what.
    """
    if not isinstance(record, dict):
        raise RecordError("a saved game must be a JSON object", "record")
    version = record.get("format")
    if type(version) is int and version > FORMAT:
        raise RecordError(f"saved-game format {version} is newer than this program's", "future",
                          version=version)
    if version != FORMAT or type(version) is not int:
        raise RecordError(f"unknown saved-game format {version!r}", "format")
    game = record.get("game")
    rules = rules_of(game)
    if rules is None:
        raise RecordError(f"unknown game {game!r}", "game", game=str(game)[:40])
    options, move_dicts = record.get("options"), record.get("moves")
    if not isinstance(options, dict):
        raise RecordError("a saved game needs an 'options' object", "options")
    if not isinstance(move_dicts, list):
        raise RecordError("a saved game needs a 'moves' list", "moves")
    try:
        state = rules.new_game(**options)
    except (TypeError, ValueError) as exc:
        raise RecordError(f"bad options for {game}: {exc}", "options") from None
    states, moves = [state], []
    for ply, data in enumerate(move_dicts, 1):
        try:
            move = rules.Move.from_dict(data)
        except ValueError as exc:
            raise RecordError(f"move {ply} is malformed: {exc}", "move", ply=ply) from None
        try:
            state = state.play(move)
        except IllegalMove as exc:
            raise RecordError(f"move {ply} ({move}) is illegal: {exc}", "illegal", ply=ply,
                              move=str(move)) from None
        moves.append(move)
        states.append(state)
    return rules, dict(options), moves, states


def rules_of(game: object) -> Rules[Any] | None:
    """The rules module of the registered game ``game`` (any value read from a file), or None."""
    info = games.BY_ID.get(game) if isinstance(game, str) else None
    rules: Rules[Any] | None = info.part("rules") if info else None
    return rules
