"""The bot's review of a finished (or unfinished) game: what each position was worth, and
which moves threw the advantage away.

Each position is searched like a bot move at ``LEVEL`` (no jitter, a node budget rather
than a clock, so a review is the same on any machine); the search's value of the best
move is the position's value for the player to move, in the game's units (the mean of
its last two depths: an evaluation read after the mover's reply and one read after the
opponent's lean opposite ways, which alone would make every move look like a swing). Values are
turned into a chance of winning for player 0 (``chance``: 1/(1 + e^(-value / scale))
with the game's own scale, ``SCALE`` in its bot part, a proven win 1 and a proven loss 0), and a move is judged by
how much of its player's chance it gave away against the bot's best::

    "??"  it gave up a win the search had proven, or BLUNDER of the chance or more;
    "?"   MISTAKE of the chance or more.

A move the bot would have played itself is never marked. ``analyse`` runs in the bot's
worker process, one position per request (``bots/reviewer.py`` asks them in turn);
``build`` puts the answers together into the review stored with the game
(``Match.review``), and ``read`` checks a stored one against the game's moves.
"""

import dataclasses
import hashlib
import json
import math

from .. import games
from . import engine

VERSION = 1
LEVEL = "medium"  # the strength a review is made at (said on screen)
SEED = 0  # every position of every review is searched with this seed: a review is the same wherever it is made
MISTAKE = 0.15  # of the mover's chance of winning
BLUNDER = 0.3
SCALE = 4.0  # units per e-fold, for a game whose bot part says no ``SCALE`` of its own
_FORCED = engine.WIN / 2  # beyond this a search value is a proven result, not an evaluation
_CLAMP = 999.0  # evaluations are stored within this (a proven result is stored apart)


def review_level(game, level=LEVEL):
    """The engine ``Level`` a review searches at: ``level`` without jitter, book or solver shortcuts
    (a review needs the search's value of every position, not just a move)."""
    spec = engine.level_for(game, level)
    changes = {"noise": 0.0}
    for flag in ("book", "endgame"):  # levels that have them answer some positions without a value
        if hasattr(spec, flag):
            changes[flag] = False
    return dataclasses.replace(spec, **changes)


def analyse(game, state, level=LEVEL, seed=SEED, cancelled=None):
    """``{"value", "result", "best"}`` of ``state`` for player 0, or None if cancelled.

    ``value``: the search's value in the game's units (None when ``result`` is known);
    ``result``: 0 or 1 when that player wins by force (or has won), "draw" for a drawn
    end, else None; ``best``: the bot's move as a dict (None once the game is over).
    A forced move is not searched: the position is worth what the next one is.
    """
    line = []  # forced moves change nothing of what the game is worth to player 0
    while not state.is_over and len(state.legal_moves()) == 1 and len(line) < 50:
        line.append(state.legal_moves()[0])
        state = state.play(line[-1])
    best = line[0].to_dict() if line else None
    if state.is_over:
        return {"value": None, "result": "draw" if state.winner is None else state.winner, "best": best}
    move, search = engine.think(game, state, review_level(game, level), seed, timed=False,
                                cancelled=cancelled, algorithm="alphabeta")
    if search.stopped == "cancel":
        return None
    best = best or move.to_dict()
    scores = search.scores
    if scores and abs(scores[-1]) >= _FORCED:
        winner = state.to_move if scores[-1] > 0 else 1 - state.to_move
        return {"value": None, "result": winner, "best": best}
    if not scores:  # not even one ply searched within the budget: the evaluation alone
        score = engine.evaluator(game)(state)
    elif len(scores) == 1 or abs(scores[-2]) >= _FORCED:
        score = scores[-1]
    else:  # evaluations favour one side at odd depths: the last two depths' mean steadies them
        score = (scores[-1] + scores[-2]) / 2
    value = score if state.to_move == 0 else -score  # for player 0
    return {"value": round(max(-_CLAMP, min(_CLAMP, value)), 3), "result": None, "best": best}


def scale(game):
    """How many of ``game``'s units make an e-fold of the chance of winning."""
    return getattr(games.get(game).part("bots"), "SCALE", SCALE)


def chance(game, position):
    """Player 0's chance of winning in an analysed position (0 to 1)."""
    result = position["result"]
    if result == "draw":
        return 0.5
    if result is not None:
        return 1.0 - result
    value = position["value"] / scale(game)
    return 1 / (1 + math.exp(-max(-40.0, min(40.0, value))))


def judge(game, states, moves, positions):
    """For each move, "??", "?" or "": what it cost its player against the bot's best."""
    marks = []
    for i, move in enumerate(moves):
        before, after = positions[i], positions[i + 1]
        player = states[i].to_move
        if before["best"] == move.to_dict() or getattr(move, "is_pass", False):
            marks.append("")
            continue
        mine = (lambda p: chance(game, p)) if player == 0 else (lambda p: 1.0 - chance(game, p))
        drop = mine(before) - mine(after)
        threw_win = before["result"] == player and after["result"] != player
        marks.append("??" if threw_win or drop >= BLUNDER else "?" if drop >= MISTAKE else "")
    return marks


def fingerprint(move_dicts):
    """A short digest of the moves a review was made for (it is kept only while they match)."""
    text = "|".join(json.dumps(d, sort_keys=True, separators=(",", ":")) for d in move_dicts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def build(match, positions, level=LEVEL):
    """The review stored with ``match`` (``Match.review``), from its positions' ``analyse``."""
    marks = judge(match.game, match.states, match.moves, positions)
    dicts = [m.to_dict() for m in match.moves]
    return {"version": VERSION, "level": level, "plies": len(dicts), "moves": fingerprint(dicts),
            "positions": positions, "marks": marks}


def read(match):
    """``match``'s stored review if it is one of ours and still fits its moves, else None."""
    data = match.review
    try:
        dicts = [m.to_dict() for m in match.moves]
        plies = len(dicts)
        ok = (data["version"] == VERSION and data["level"] in engine.LEVELS and data["plies"] == plies
              and data["moves"] == fingerprint(dicts) and len(data["positions"]) == plies + 1
              and len(data["marks"]) == plies and all(m in ("", "?", "??") for m in data["marks"])
              and all(position_ok(p) for p in data["positions"]))
    except (TypeError, KeyError):
        return None
    return data if ok else None


def position_ok(position):
    """Whether ``position`` is an analysis as ``analyse`` makes them."""
    if not (isinstance(position, dict) and set(position) == {"value", "result", "best"}):
        return False
    value, result, best = position["value"], position["result"], position["best"]
    if not (best is None or isinstance(best, dict)):
        return False
    if result is None:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    return value is None and (result == "draw" or type(result) is int and result in (0, 1))
