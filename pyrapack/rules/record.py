"""Saved games: options plus the move list, replayed from the start.

The format is the one of ``docs/rules/README.md``::

    {"format": 1, "game": "pyraos", "options": {...}, "moves": [move dicts]}

Replaying rather than storing the position keeps the whole history (undo,
redo, repetition counts) and makes an illegal record detectable.
"""

from . import GAMES, IllegalMove, load

FORMAT = 1


def make_record(game, options, moves):
    """The JSON-safe record of a game of ``game`` started with ``options``."""
    return {
        "format": FORMAT,
        "game": game,
        "options": dict(options),
        "moves": [move.to_dict() for move in moves],
    }


def replay(record):
    """Check ``record`` and return ``(rules_module, options, moves, states)``.

    ``states`` has one more entry than ``moves``: the start, then the position
    after each move. Anything wrong raises ``ValueError`` saying what.
    """
    if not isinstance(record, dict):
        raise ValueError("a saved game must be a JSON object")
    if record.get("format") != FORMAT:
        raise ValueError(f"unknown saved-game format {record.get('format')!r}")
    game = record.get("game")
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    options, move_dicts = record.get("options"), record.get("moves")
    if not isinstance(options, dict) or not isinstance(move_dicts, list):
        raise ValueError("a saved game needs an 'options' object and a 'moves' list")
    rules = load(game)
    try:
        state = rules.new_game(**options)
    except TypeError as exc:
        raise ValueError(f"bad options for {game}: {exc}") from None
    states, moves = [state], []
    for number, data in enumerate(move_dicts, 1):
        move = rules.Move.from_dict(data)
        try:
            state = state.play(move)
        except IllegalMove as exc:
            raise ValueError(f"move {number} ({move}) is illegal: {exc}") from None
        moves.append(move)
        states.append(state)
    return rules, dict(options), moves, states
